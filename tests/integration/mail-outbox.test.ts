import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import type * as outbox from '#app/modules/mail/outbox.server.ts'
import { enqueueMail, MAX_ATTEMPTS, sendDueMail, startMailWorker, type MailRenderer } from '#app/modules/mail/outbox.server.ts'
import { mailOutbox } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'
import { useMailSink } from '#tests/support/use-mail-sink.ts'

const { db } = useTestDatabase()
const sink = useMailSink()

const renderers: Record<string, MailRenderer> = {
  greeting: async (payload) => ({ subject: `Hola ${String(payload.name)}`, text: 'texto', html: '<p>html</p>' }),
}

describe('the mail outbox', () => {
  it('sends a queued message once, even when it is queued twice', async () => {
    await enqueueMail({ kind: 'greeting', dedupeKey: 'greeting:1', to: 'ana@example.com', locale: 'es', payload: { name: 'Ana' } })
    await enqueueMail({ kind: 'greeting', dedupeKey: 'greeting:1', to: 'ana@example.com', locale: 'es', payload: { name: 'Ana' } })
    expect(await sendDueMail(renderers)).toEqual({ sent: 1, failed: 0 })
    expect(await sendDueMail(renderers)).toEqual({ sent: 0, failed: 0 })
    expect(sink().messages.map((m) => m.subject)).toEqual(['Hola Ana'])
  })

  it('keeps a message the SMTP server refused and sends it on a later round', async () => {
    await enqueueMail({ kind: 'greeting', dedupeKey: 'greeting:2', to: 'eva@example.com', locale: 'es', payload: { name: 'Eva' } })
    const smtp = process.env.SMTP_URL
    process.env.SMTP_URL = 'smtp://127.0.0.1:9' // nothing listens there
    const now = new Date()
    expect(await sendDueMail(renderers, now)).toEqual({ sent: 0, failed: 1 })
    process.env.SMTP_URL = smtp
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, 'greeting:2'))
    expect(row).toMatchObject({ sentAt: null, attempts: 1 })
    expect(row!.lastError).toBeTruthy()
    // Not before its retry time…
    expect(await sendDueMail(renderers, new Date(now.getTime() + 30_000))).toEqual({ sent: 0, failed: 0 })
    // …and then it leaves.
    expect(await sendDueMail(renderers, new Date(now.getTime() + 61_000))).toEqual({ sent: 1, failed: 0 })
    expect(sink().messages.map((m) => m.subject)).toEqual(['Hola Eva'])
  })

  // Every shop node runs the worker (server/index.ts). Only a real server has several connections at once.
  it.skipIf(!process.env.DATABASE_URL)('sends each message once when several nodes’ workers take the outbox at the same moment (PostgreSQL)', async () => {
    const names = Array.from({ length: 24 }, (_, i) => `Clienta ${i}`)
    for (const [i, name] of names.entries()) await enqueueMail({ kind: 'greeting', dedupeKey: `crowd:${i}`, to: `c${i}@example.com`, locale: 'es', payload: { name } })
    const rendered: string[] = []
    const slowly: Record<string, MailRenderer> = {
      greeting: async (payload, locale) => {
        rendered.push(String(payload.name))
        await new Promise((resolve) => setTimeout(resolve, 10))
        return renderers.greeting!(payload, locale)
      },
    }
    const workers = await Promise.all([1, 2, 3, 4].map(() => sendDueMail(slowly, new Date(), names.length)))
    expect(workers.reduce((sum, w) => sum + w.sent, 0)).toBe(names.length)
    expect(rendered.sort()).toEqual([...names].sort())
    expect(
      sink()
        .messages.map((m) => m.subject)
        .sort(),
    ).toEqual(names.map((n) => `Hola ${n}`).sort())
  })

  it('gives up after the last attempt instead of retrying for ever', async () => {
    // A customer's own address: the daily cap of unverified ones (unverified-mail.test.ts) is not what this is about.
    const { email } = await createSignedInCustomer()
    await enqueueMail({ kind: 'unknown-kind', dedupeKey: 'x:1', to: email, locale: 'es', payload: {} })
    let at = Date.now()
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      at += 2 * 86_400_000
      await sendDueMail(renderers, new Date(at))
    }
    const [row] = await db().select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, 'x:1'))
    expect(row!.attempts).toBe(MAX_ATTEMPTS)
    expect(await sendDueMail(renderers, new Date(at + 10 * 86_400_000))).toEqual({ sent: 0, failed: 0 })
  })

  it('a message queued by another copy of the module (the app bundle, beside the host that runs the worker) leaves at once, not on the next round', async () => {
    // The production host and the app's server bundle each load their own copy of outbox.server.ts;
    // a query string gives this test a second copy the same way.
    const secondCopy = '#app/modules/mail/outbox.server.ts?app-bundle'
    const appCopy = (await import(/* @vite-ignore */ secondCopy)) as typeof outbox
    expect(appCopy.enqueueMail).not.toBe(enqueueMail)
    const stop = startMailWorker(renderers, { error: () => {} }, 600_000)
    try {
      // The worker's first round (at start) finds nothing; the next would be ten minutes away.
      await new Promise((resolve) => setTimeout(resolve, 300))
      await appCopy.enqueueMail({ kind: 'greeting', dedupeKey: 'greeting:woken', to: 'lia@example.com', locale: 'es', payload: { name: 'Lía' } })
      const until = Date.now() + 15_000
      while (!sink().messages.length && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50))
      expect(sink().messages.map((m) => m.subject)).toEqual(['Hola Lía'])
    } finally {
      stop()
    }
  })
})
