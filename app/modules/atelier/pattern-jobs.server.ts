import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { defaultLocale, type Locale } from '#app/i18n/config.ts'
import { renderPatternFile, renderPatternFiles, type PatternFiles } from '#app/modules/atelier/pattern-files.server.ts'
import { readPatternSource, type PatternSource } from '#app/modules/atelier/pattern-source.ts'
import { getGarmentItem, listGarmentItemIds } from '#app/modules/orders/pattern-items.server.ts'
import { getDb, type Tx } from '#app/utils/db.server.ts'
import { claimDueJob, computeRetryDelay, startJobWorker } from '#app/utils/job-worker.server.ts'
import { getMediaStorage } from '#app/utils/media-storage.server.ts'
import { patternFileName, type PatternFileKind } from '#app/utils/media.ts'
import { takeTestFault } from '#app/utils/test-faults.server.ts'
import { patternJobs } from '#db/schema/index.ts'

/*
 * Drafting after payment (docs/atelier.md#drafting-after-payment), the mail outbox's pattern: a job
 * per garment is written in the transaction that marks the order paid (`enqueuePatternJobs`, called
 * by checkout's recordPaymentReceived), so it exists exactly when the order is paid, once per item
 * (a unique key; a replayed payment adds nothing). The worker claims a due job under `for update
 * skip locked` with a lease, drafts the pattern again from the order's snapshot, keeps the three
 * files in media storage and marks the job done; a failure is logged, kept as the job's reason and
 * tried again with growing waits, and after the last attempt the job is `failed` — the admin's
 * order page says "Patrón no disponible" with the reason either way, and lets her draft it again
 * (`requeuePatternJob`: pending, due now, its attempts counted afresh).
 */

/** Waits after the 1st, 2nd, … failure: 1 min, 5 min, 30 min, 2 h; the 5th failure is final. */
export const PATTERN_RETRY_DELAYS_MS = [60_000, 300_000, 1_800_000, 7_200_000]
export const PATTERN_MAX_ATTEMPTS = 5
/** How long a claimed job is left to its worker before another may take it (a crash mid-draft). */
const LEASE_MS = 2 * 60_000

export type PatternJobRow = typeof patternJobs.$inferSelect
export type PatternRenderer = (source: PatternSource, title: string) => Promise<PatternFiles>
type Log = { error: (details: Record<string, unknown>, message: string) => void; info?: (details: Record<string, unknown>, message: string) => void }

const renderInShopLanguage: PatternRenderer = (source, title) => renderPatternFiles(source, defaultLocale, title)

/** One job per garment of a paid order, in the payment's transaction; a second call adds nothing. */
export async function enqueuePatternJobs(orderId: string, tx: Tx): Promise<number> {
  const ids = await listGarmentItemIds(orderId, tx)
  if (ids.length === 0) return 0
  const rows = await tx
    .insert(patternJobs)
    .values(ids.map((orderItemId) => ({ orderId, orderItemId })))
    .onConflictDoNothing()
    .returning({ id: patternJobs.id })
  if (rows.length > 0) slot.__gemelaPatternNudge?.()
  return rows.length
}

async function claimNextJob(now: Date): Promise<PatternJobRow | undefined> {
  return claimDueJob(patternJobs, sql`${patternJobs.status} = 'pending'`, now, LEASE_MS)
}

/** A job that cannot succeed by trying again (the order kept nothing to draft from). */
class FinalPatternError extends Error {}

async function draftJob(job: PatternJobRow, render: PatternRenderer) {
  const item = await getGarmentItem(job.orderItemId)
  if (!item) throw new FinalPatternError('the order item is gone')
  // The browser tests' harness may refuse one order's drafting, to show the admin a failed pattern (tests/support/test-clock.ts).
  if (takeTestFault('pattern', item.number)) throw new FinalPatternError('the test harness refused to draft this order')
  const source = readPatternSource(item.design?.pattern)
  if (!source) throw new FinalPatternError('the order kept no pattern source (placed before issue 35, or a garment the atelier does not draft)')
  const files = await render(source, fileTitle(item, defaultLocale))
  if (files.errors.length > 0) throw new Error(`FreeSewing: ${files.errors[0]}`)
  const key = randomBytes(16).toString('hex')
  const names = { svg: patternFileName(key, 'svg'), a4: patternFileName(key, 'a4'), a0: patternFileName(key, 'a0') }
  const storage = getMediaStorage()
  await Promise.all([storage.put(names.svg, Buffer.from(files.svg)), storage.put(names.a4, files.a4), storage.put(names.a0, files.a0)])
  return { files, names }
}

/**
 * Drafts what is due, up to `batch` jobs; `render` is the shop's drawing unless a test stands in for
 * it. At least once: a job whose worker died mid-draft is taken again when its lease ends, and its
 * files are written under a new key (the finished row names the ones it keeps).
 */
export async function runDuePatternJobs(log: Log, now = new Date(), batch = 5, render: PatternRenderer = renderInShopLanguage): Promise<{ done: number; failed: number }> {
  let done = 0
  let failed = 0
  while (done + failed < batch) {
    const job = await claimNextJob(now)
    if (!job) break
    try {
      const { files, names } = await draftJob(job, render)
      await getDb()
        .update(patternJobs)
        .set({ status: 'done', files: names, pieces: files.pieces, a4Pages: files.a4Pages, a0Pages: files.a0Pages, ms: files.ms, draftedAt: new Date(), lastError: null })
        .where(and(eq(patternJobs.id, job.id), eq(patternJobs.status, 'pending')))
      log.info?.({ orderItemId: job.orderItemId, ms: Math.round(files.ms) }, 'pattern drafted')
      done += 1
    } catch (err) {
      const reason = String(err instanceof Error ? err.message : err).slice(0, 500)
      const final = err instanceof FinalPatternError || job.attempts >= PATTERN_MAX_ATTEMPTS
      // A job with nothing to draft from is the order's, not the code's: its reason says all, no stack trace.
      const what = err instanceof FinalPatternError ? { reason } : { err }
      log.error({ ...what, orderItemId: job.orderItemId, attempt: job.attempts, final }, 'pattern drafting failed')
      const delay = computeRetryDelay(PATTERN_RETRY_DELAYS_MS, job.attempts)
      await getDb()
        .update(patternJobs)
        .set(final ? { status: 'failed', lastError: reason } : { lastError: reason, runAfter: new Date(now.getTime() + delay) })
        .where(eq(patternJobs.id, job.id))
      failed += 1
    }
  }
  return { done, failed }
}

/** An order's pattern jobs, by order item id (the admin's order page and production sheet). */
export async function listPatternJobs(orderId: string): Promise<Map<string, PatternJobRow>> {
  const rows = await getDb().select().from(patternJobs).where(eq(patternJobs.orderId, orderId))
  return new Map(rows.map((row) => [row.orderItemId, row]))
}

/** The files' title: the order's number, the item's number as the order page has it (positions are kept from 0) and the product's name in `locale`. */
function fileTitle(item: NonNullable<Awaited<ReturnType<typeof getGarmentItem>>>, locale: Locale) {
  return `${item.number} · ${item.position + 1}. ${item.design?.product[locale] ?? item.design?.product[defaultLocale] ?? ''}`
}

/**
 * A finished job's file in the admin's language: in the shop's, the one kept; in another, drawn
 * again from the order's snapshot — the same drawing, its words translated (a drafting and one
 * file: 30–110 ms). Null as readPatternFile: not drafted yet, or no such file.
 */
export async function loadPatternFile(orderItemId: string, kind: PatternFileKind, locale: Locale): Promise<Buffer | null> {
  if (locale === defaultLocale) return readPatternFile(orderItemId, kind)
  const [row] = await getDb().select({ files: patternJobs.files }).from(patternJobs).where(eq(patternJobs.orderItemId, orderItemId))
  if (!row?.files?.[kind]) return null
  const item = await getGarmentItem(orderItemId)
  const source = readPatternSource(item?.design?.pattern)
  return item && source ? renderPatternFile(source, locale, fileTitle(item, locale), kind) : null
}

/** A finished job's file, or null (not drafted yet, or no such file). */
export async function readPatternFile(orderItemId: string, kind: PatternFileKind): Promise<Buffer | null> {
  const [row] = await getDb().select({ files: patternJobs.files }).from(patternJobs).where(eq(patternJobs.orderItemId, orderItemId))
  const name = row?.files?.[kind]
  return name ? getMediaStorage().get(name) : null
}

export type RequeueOutcome = { ok: true; before: Pick<PatternJobRow, 'status' | 'attempts' | 'lastError'> } | { ok: false; reason: 'notFound' | 'done' }

/**
 * The admin's "draft the pattern again" (docs/atelier.md#drafting-after-payment), in her action's
 * transaction: the order's item's job goes back to pending, due now, with its attempts counted
 * afresh; its last error stays until a drafting succeeds. A drafted pattern is kept as it is, and an
 * item of another order (or one without a job: not paid) is not found. `wakePatternWorker` after
 * the commit drafts it within seconds.
 */
export async function requeuePatternJob(orderId: string, orderItemId: string, tx: Tx, now = new Date()): Promise<RequeueOutcome> {
  const [job] = await tx
    .select()
    .from(patternJobs)
    .where(and(eq(patternJobs.orderId, orderId), eq(patternJobs.orderItemId, orderItemId)))
    .for('update')
  if (!job) return { ok: false, reason: 'notFound' }
  if (job.status === 'done') return { ok: false, reason: 'done' }
  await tx.update(patternJobs).set({ status: 'pending', attempts: 0, runAfter: now }).where(eq(patternJobs.id, job.id))
  return { ok: true, before: { status: job.status, attempts: job.attempts, lastError: job.lastError } }
}

/** Tells this process's worker that a job is due (after the commit that made it so); nothing when no worker runs here. */
export function wakePatternWorker(): void {
  slot.__gemelaPatternNudge?.()
}

// On globalThis, like the database handle: the HTTP host (which starts the worker) and the app's
// server bundle (whose actions record payments and drafts again) each load their own copy of this
// module, and a wake from an action must reach the host's worker.
const slot = globalThis as typeof globalThis & { __gemelaPatternNudge?: () => void }

/** Runs the worker every `everyMs` and soon after a payment queues jobs. Returns the function that stops it. */
export function startPatternWorker(log: Log, everyMs = 30_000): () => void {
  const worker = startJobWorker({
    batch: 5,
    everyMs,
    // Jobs are written inside the payment's transaction: look soon after, and again a little later.
    nudgeAfterMs: [200, 2_000],
    runBatch: async () => {
      const { done, failed } = await runDuePatternJobs(log)
      return done + failed
    },
    onError: (err) => log.error({ err }, 'pattern worker failed'),
  })
  slot.__gemelaPatternNudge = worker.nudge
  return () => {
    worker.stop()
    if (slot.__gemelaPatternNudge === worker.nudge) slot.__gemelaPatternNudge = undefined
  }
}
