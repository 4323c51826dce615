import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm'
import { getDb, type DbOrTx } from '#app/utils/db.server.ts'
import { sendMail, type Mail } from '#app/utils/mail.server.ts'
import { mailOutbox } from '#db/schema/index.ts'

/*
 * Durable mail (docs/architecture.md#mail): a message is a row written in the same transaction as
 * what it announces (an order placed, a payment received), so it exists exactly when that happened.
 * The worker sends due rows after the commit and retries a failure with growing waits; a failing SMTP
 * server delays mail, it never loses it. `dedupeKey` ("order-confirmation:<id>") makes announcing
 * the same thing twice (a replayed webhook) one message.
 */

export type OutboxMessage = { kind: string; dedupeKey: string; to: string; locale: string; payload: Record<string, unknown>; runAfter?: Date }

export async function enqueueMail(message: OutboxMessage, db: DbOrTx = getDb()): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ kind: message.kind, dedupeKey: message.dedupeKey, toAddress: message.to, locale: message.locale, payload: message.payload, runAfter: message.runAfter ?? new Date() })
    .onConflictDoNothing()
  nudge?.()
}

/** Writes one kind of message from its payload, in the recipient's language. */
export type MailRenderer = (payload: Record<string, unknown>, locale: string) => Promise<Omit<Mail, 'to'> | null>

/** Waits after the 1st, 2nd, … failure: 1 min, 5 min, 30 min, 2 h, then every 6 h, up to 12 attempts (about 2½ days). */
export const retryDelaysMs = [60_000, 300_000, 1_800_000, 7_200_000, 21_600_000]
export const MAX_ATTEMPTS = 12

export function computeRetryDelay(attempts: number): number {
  return retryDelaysMs[Math.min(attempts, retryDelaysMs.length) - 1] ?? retryDelaysMs[0]!
}

/**
 * Sends what is due, a batch at a time. Each row is claimed under `for update skip locked`, so two
 * workers (two nodes) never send the same row. Returns how many were sent and how many failed.
 */
export async function sendDueMail(renderers: Record<string, MailRenderer>, now = new Date(), batch = 10): Promise<{ sent: number; failed: number }> {
  let sent = 0
  let failed = 0
  for (;;) {
    const handled = await getDb().transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(mailOutbox)
        .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.runAfter, now), sql`${mailOutbox.attempts} < ${MAX_ATTEMPTS}`))
        .orderBy(asc(mailOutbox.runAfter))
        .limit(1)
        .for('update', { skipLocked: true })
      if (!row) return false
      try {
        const render = renderers[row.kind]
        if (!render) throw new Error(`no renderer for mail kind ${row.kind}`)
        const mail = await render(row.payload, row.locale)
        // A message whose subject no longer exists (an order deleted in tests) is done, not retried.
        if (mail) await sendMail({ ...mail, to: row.toAddress })
        await tx
          .update(mailOutbox)
          .set({ sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
          .where(eq(mailOutbox.id, row.id))
        sent += 1
      } catch (err) {
        const attempts = row.attempts + 1
        await tx
          .update(mailOutbox)
          .set({ attempts, lastError: String(err instanceof Error ? err.message : err).slice(0, 500), runAfter: new Date(now.getTime() + computeRetryDelay(attempts)) })
          .where(eq(mailOutbox.id, row.id))
        failed += 1
      }
      return true
    })
    if (!handled || sent + failed >= batch) break
  }
  return { sent, failed }
}

let nudge: (() => void) | undefined

/**
 * Runs the worker every `everyMs` and soon after any new message (`enqueueMail` nudges it), off the
 * request path. Returns the function that stops it.
 */
export function startMailWorker(renderers: Record<string, MailRenderer>, log: { error: (d: { err: unknown }, m: string) => void }, everyMs = 15_000): () => void {
  let running = false
  let again = false
  const run = async () => {
    if (running) {
      again = true
      return
    }
    running = true
    try {
      do {
        again = false
        const { sent, failed } = await sendDueMail(renderers)
        if (sent + failed >= 10) again = true
      } while (again)
    } catch (err) {
      log.error({ err }, 'mail outbox failed')
    } finally {
      running = false
    }
  }
  nudge = () => setTimeout(() => void run(), 50).unref()
  void run()
  const timer = setInterval(() => void run(), everyMs)
  timer.unref()
  return () => {
    clearInterval(timer)
    nudge = undefined
  }
}
