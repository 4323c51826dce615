import { createHash } from 'node:crypto'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import { throttles } from '#db/schema/throttles.ts'
import { getDb } from '#app/utils/db.server.ts'

/**
 * The shop's own rate limits (issue 14): fixed-window counters in PostgreSQL, so several shop
 * processes share them. better-auth keeps its own per-address limits for its endpoints; these are
 * for what it does not cover: mail-sending forms, per recipient and per client, and per account.
 *
 * Keys are free-form ("returns:recipient:ana@example.com"); only their sha256 is stored, so an
 * e-mail or client address never sits in this table and any key fits one fixed-size column.
 */

export type ThrottleRule = {
  /** Attempts allowed in one window. */
  limit: number
  /** The window's length; it starts at the first attempt after the previous one ended. */
  windowSeconds: number
}

export type ThrottleResult = {
  /** false once this attempt is beyond the rule's limit. */
  ok: boolean
  /** Attempts in the current window, this one and refused ones included. */
  count: number
  /** Seconds until the window ends (0 when ok). */
  retryAfterSeconds: number
}

export function hashThrottleKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex')
}

function assertRule(rule: ThrottleRule) {
  if (!Number.isInteger(rule.limit) || rule.limit < 0) throw new Error(`Throttle limit must be a non-negative integer, got ${rule.limit}`)
  if (!Number.isInteger(rule.windowSeconds) || rule.windowSeconds < 1) throw new Error(`Throttle window must be a positive whole number of seconds, got ${rule.windowSeconds}`)
}

/**
 * Counts one attempt against `key` and says whether it is within `rule`. One statement (insert … on
 * conflict do update … returning), so concurrent attempts on any number of processes never both see
 * the last free slot. The database's clock decides windows, not each process's.
 */
export async function consumeThrottle(key: string, rule: ThrottleRule): Promise<ThrottleResult> {
  assertRule(rule)
  const window = sql`(${rule.windowSeconds}::integer * interval '1 second')`
  // Inside DO UPDATE the bare table name is the stored row; the new window starts when it has ended.
  const expired = sql`${throttles.windowStartedAt} + ${window} <= now()`
  const [row] = await getDb()
    .insert(throttles)
    .values({
      key: hashThrottleKey(key),
      count: 1,
      windowStartedAt: sql`now()`,
      lastAt: sql`now()`,
      expiresAt: sql`now() + ${window}`,
    })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        count: sql`case when ${expired} then 1 else ${throttles.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then now() else ${throttles.windowStartedAt} end`,
        expiresAt: sql`case when ${expired} then now() + ${window} else ${throttles.windowStartedAt} + ${window} end`,
        lastAt: sql`now()`,
      },
    })
    .returning({
      count: throttles.count,
      secondsLeft: sql<number>`greatest(1, ceil(extract(epoch from (${throttles.expiresAt} - now()))))::integer`,
    })
  await maybeDeleteExpiredThrottles()
  const count = row!.count
  const ok = count <= rule.limit
  return { ok, count, retryAfterSeconds: ok ? 0 : Number(row!.secondsLeft) }
}

/**
 * Consumes several rules in order and stops at the first refusal, so a flood from one client that its
 * own limit already stops does not also use up the recipient's allowance (which would shut the real
 * owner of the address out).
 */
export async function consumeThrottles(checks: { key: string; rule: ThrottleRule }[]): Promise<ThrottleResult> {
  let last: ThrottleResult = { ok: true, count: 0, retryAfterSeconds: 0 }
  for (const { key, rule } of checks) {
    last = await consumeThrottle(key, rule)
    if (!last.ok) return last
  }
  return last
}

/**
 * The current window of `key`, without counting; null when nothing was counted in it (never, or its
 * window has ended: the next consume starts afresh).
 */
export async function peekThrottle(key: string): Promise<{ count: number; windowStartedAt: Date; lastAt: Date } | null> {
  const [row] = await getDb()
    .select({ count: throttles.count, windowStartedAt: throttles.windowStartedAt, lastAt: throttles.lastAt })
    .from(throttles)
    .where(and(eq(throttles.key, hashThrottleKey(key)), gt(throttles.expiresAt, sql`now()`)))
  return row ?? null
}

/** Forgets `key` (e.g. a successful sign-in clears its failures). */
export async function resetThrottle(key: string): Promise<void> {
  await getDb()
    .delete(throttles)
    .where(eq(throttles.key, hashThrottleKey(key)))
}

/** Deletes the rows whose window has ended (they count for nothing). Returns how many went. */
export async function deleteExpiredThrottles(): Promise<number> {
  const gone = await getDb()
    .delete(throttles)
    .where(lt(throttles.expiresAt, sql`now()`))
    .returning({ key: throttles.key })
  return gone.length
}

const cleanupEveryMs = 10 * 60 * 1000
let lastCleanup = 0

/** At most every ten minutes per process, piggy-backed on a consume: no scheduler needed. */
async function maybeDeleteExpiredThrottles() {
  const now = Date.now()
  if (now - lastCleanup < cleanupEveryMs) return
  lastCleanup = now
  try {
    await deleteExpiredThrottles()
  } catch (error) {
    // A failed clean-up leaves rows that count for nothing; the next one takes them.
    console.warn('[throttle] clean-up of expired rows failed', error instanceof Error ? error.message : error)
  }
}
