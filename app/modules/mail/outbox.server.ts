import { and, eq, isNull, sql } from 'drizzle-orm'
import { getDb, type DbOrTx } from '#app/utils/db.server.ts'
import { claimDueJob, computeRetryDelay, startJobWorker } from '#app/utils/job-worker.server.ts'
import type { Mail } from '#app/utils/mail.server.ts'
import { mayMailRecipient } from './recipient-cap.server.ts'
import { sendShopMail } from '#app/modules/store/shop-mail.server.ts'
import { mailOutbox } from '#db/schema/index.ts'

/*
 * Durable mail (docs/architecture.md#mail): a message is a row written in the same transaction as
 * what it announces (an order placed, a payment received), so it exists exactly when that happened.
 * The worker sends due rows after the commit and retries a failure with growing waits; a failing SMTP
 * server delays mail, it never loses it. `dedupeKey` ("order-confirmation:<id>") makes announcing
 * the same thing twice (a replayed webhook) one message. A payload's `secret` (a gift card's code)
 * is removed once the message is sent. To an address nobody verified, at most a few messages a day
 * leave (recipient-cap.server.ts); the others wait.
 */

export type OutboxMessage = { kind: string; dedupeKey: string; to: string; locale: string; payload: Record<string, unknown>; runAfter?: Date }

export async function enqueueMail(message: OutboxMessage, db: DbOrTx = getDb()): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ kind: message.kind, dedupeKey: message.dedupeKey, toAddress: message.to, locale: message.locale, payload: message.payload, runAfter: message.runAfter ?? new Date() })
    .onConflictDoNothing()
  slot.__gemelaMailNudge?.()
}

/** Tells the worker a message was queued by other means than `enqueueMail` (the order's statement, docs/decisions/009-placing-an-order-in-one-call.md). */
export function nudgeMailWorker(): void {
  slot.__gemelaMailNudge?.()
}

/**
 * A notice to the shop itself (`shop-…`: a new order, a new request), to the store settings' contact
 * address, which an admin set and no visitor typed: the unverified recipients' daily cap does not
 * hold it back (what it announces is limited where it happens: unpaid holds, the requests' form).
 */
export function isShopNotice(kind: string): boolean {
  return kind.startsWith('shop-')
}

/** Writes one kind of message from its payload, in the recipient's language. */
export type MailRenderer = (payload: Record<string, unknown>, locale: string) => Promise<Omit<Mail, 'to'> | null>

/** Waits after the 1st, 2nd, … failure: 1 min, 5 min, 30 min, 2 h, then every 6 h, up to 12 attempts (about 2½ days). */
export const retryDelaysMs = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000]
export const MAX_ATTEMPTS = 12

/** How long a claimed message is left to its sender before another worker may try it (a crash mid-send). */
const LEASE_MS = 5 * 60_000

/** The next due message for this worker, claimed with a lease (app/utils/job-worker.server.ts). */
async function claimNextMail(now: Date) {
  return claimDueJob(mailOutbox, sql`${mailOutbox.sentAt} is null and ${mailOutbox.attempts} < ${MAX_ATTEMPTS}`, now, LEASE_MS)
}

/**
 * Sends what is due, up to `batch` messages. At least once: a message whose sender died mid-send is
 * sent again when its lease ends. Returns how many were sent and how many failed (retried later).
 */
export async function sendDueMail(renderers: Record<string, MailRenderer>, now = new Date(), batch = 10): Promise<{ sent: number; failed: number }> {
  let sent = 0
  let failed = 0
  while (sent + failed < batch) {
    const row = await claimNextMail(now)
    if (!row) break
    // Past an unverified recipient's daily cap the message waits for her next window (recipient-cap.server.ts);
    // the shop's notices to itself are not capped.
    const allowed = isShopNotice(row.kind) ? ({ ok: true } as const) : await mayMailRecipient(row.toAddress)
    if (!allowed.ok) {
      await getDb()
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} - 1`,
          lastError: 'waiting: daily cap of an unverified recipient',
          runAfter: new Date(now.getTime() + allowed.retryAfterSeconds * 1000),
        })
        .where(eq(mailOutbox.id, row.id))
      continue
    }
    try {
      const render = renderers[row.kind]
      if (!render) throw new Error(`no renderer for mail kind ${row.kind}`)
      const mail = await render(row.payload, row.locale)
      // A message whose subject no longer exists (an order deleted) is done, not retried.
      if (mail) await sendShopMail({ ...mail, to: row.toAddress })
      // A payload's `secret` (a gift card's code) is kept only until its message has gone.
      await getDb()
        .update(mailOutbox)
        .set({ sentAt: new Date(), lastError: null, payload: sql`${mailOutbox.payload} - 'secret'` })
        .where(eq(mailOutbox.id, row.id))
      sent += 1
    } catch (err) {
      await getDb()
        .update(mailOutbox)
        .set({ lastError: String(err instanceof Error ? err.message : err).slice(0, 500), runAfter: new Date(now.getTime() + computeRetryDelay(retryDelaysMs, row.attempts)) })
        .where(eq(mailOutbox.id, row.id))
      failed += 1
    }
  }
  return { sent, failed }
}

// On globalThis, like the pattern worker's wake: the HTTP host (which starts the worker) and the app's
// server bundle (whose actions queue the mail) each load their own copy of this module, and a message
// queued by an action must wake the host's worker, not wait for its next round.
const slot = globalThis as typeof globalThis & { __gemelaMailNudge?: () => void }

/**
 * Runs the worker every `everyMs` and soon after any new message (`enqueueMail` nudges it), off the
 * request path. Returns the function that stops it.
 */
export function startMailWorker(renderers: Record<string, MailRenderer>, log: { error: (d: { err: unknown }, m: string) => void }, everyMs = 10_000): () => void {
  const worker = startJobWorker({
    batch: 10,
    everyMs,
    // A message written inside a transaction is visible only after its commit: look soon, and again a little later.
    nudgeAfterMs: [100, 1_000, 3_000],
    runBatch: async () => {
      const { sent, failed } = await sendDueMail(renderers)
      return sent + failed
    },
    onError: (err) => log.error({ err }, 'mail outbox failed'),
  })
  slot.__gemelaMailNudge = worker.nudge
  return () => {
    worker.stop()
    if (slot.__gemelaMailNudge === worker.nudge) slot.__gemelaMailNudge = undefined
  }
}

/** Messages not sent yet and still to be tried (the queue's depth, for the metrics). */
export async function countWaitingMail(): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(sql`${mailOutbox.sentAt} is null and ${mailOutbox.attempts} < ${MAX_ATTEMPTS}`)
  return row?.n ?? 0
}

/**
 * A queued message not sent yet waits until `until`, its payload merged with `mark` (a renderer reads
 * the mark: a card order's confirmation held for its payment, checkout/card-confirmation.server.ts).
 */
export async function holdQueuedMail(dedupeKey: string, until: Date, mark: Record<string, unknown>, db: DbOrTx = getDb()): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ runAfter: until, payload: sql`${mailOutbox.payload} || ${JSON.stringify(mark)}::jsonb` })
    .where(and(eq(mailOutbox.dedupeKey, dedupeKey), isNull(mailOutbox.sentAt)))
}

/** A queued message not sent yet is due now: true when there was one waiting. */
export async function releaseQueuedMail(dedupeKey: string, db: DbOrTx, now = new Date()): Promise<boolean> {
  const released = await db
    .update(mailOutbox)
    .set({ runAfter: now })
    .where(and(eq(mailOutbox.dedupeKey, dedupeKey), isNull(mailOutbox.sentAt)))
    .returning({ id: mailOutbox.id })
  return released.length > 0
}
