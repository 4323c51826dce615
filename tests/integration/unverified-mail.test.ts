import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action as buyAction } from '#app/routes/gift-cards.tsx'
import { orderMailRenderers } from '#app/modules/checkout/order-mails.server.ts'
import { recordPaymentReceived } from '#app/modules/checkout/payment-received.server.ts'
import { sendDueGiftCards, shopDate } from '#app/modules/giftcards/issue.server.ts'
import { enqueueMail, sendDueMail, type MailRenderer } from '#app/modules/mail/outbox.server.ts'
import { MAIL_NAME_MAX, unverifiedRecipientDaily } from '#app/modules/mail/recipient-cap.server.ts'
import { mailOutbox, orders } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { call, formRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'
import { useMailSink } from '#tests/support/use-mail-sink.ts'

/*
 * Issue 31, item 6: the shop must not become a way to send branded mail, with the sender's words in
 * it, to an address nobody verified. Every outbox message to such an address is capped per
 * recipient per day; a gift-card buyer's address is capped like its recipient's; names a sender
 * typed are cut to a name's length in the mail.
 */

const { db } = useTestDatabase()
const sink = useMailSink()

const renderers: Record<string, MailRenderer> = {
  note: async (payload) => ({ subject: `Pedido ${String(payload.n)}`, text: 'texto', html: '<p>html</p>' }),
}

async function queue(to: string, count: number) {
  for (let n = 0; n < count; n++) await enqueueMail({ kind: 'note', dedupeKey: `note:${to}:${n}`, to, locale: 'es', payload: { n } })
}

const buy = (fields: Record<string, string>) =>
  call(() =>
    buyAction(
      routeArgs(
        formRequest('/gift-cards', {
          attempt: crypto.randomUUID(),
          sendOn: shopDate(),
          amount: '50',
          recipientEmail: `r-${crypto.randomUUID().slice(0, 8)}@example.com`,
          senderName: 'Lucía',
          paymentMethod: 'transfer',
          ...fields,
        }),
      ) as never,
    ),
  )

describe('mail to an address nobody verified', () => {
  it('is capped per recipient per day: past the cap it waits for the next day, it is not lost', async () => {
    const limit = unverifiedRecipientDaily.limit
    await queue('victim@example.com', limit + 3)
    const now = new Date()
    expect(await sendDueMail(renderers, now, 100)).toEqual({ sent: limit, failed: 0 })
    expect(sink().messages.filter((m) => m.to.includes('victim@example.com'))).toHaveLength(limit)
    const waiting = (await db().select().from(mailOutbox)).filter((m) => m.sentAt === null)
    expect(waiting).toHaveLength(3)
    for (const row of waiting) {
      expect(row.runAfter.getTime()).toBeGreaterThan(now.getTime() + 23 * 3600_000)
      // Waiting is not a failed attempt: it will be tried as often as any other message.
      expect(row.attempts).toBe(0)
    }
    // Within the day nothing more leaves for her.
    expect(await sendDueMail(renderers, new Date(now.getTime() + 3600_000), 100)).toEqual({ sent: 0, failed: 0 })
  })

  it('does not cap a customer’s own verified address', async () => {
    await createSignedInCustomer('Verified-Buyer@example.com')
    await queue('verified-buyer@example.com', unverifiedRecipientDaily.limit + 2)
    expect(await sendDueMail(renderers, new Date(), 100)).toEqual({ sent: unverifiedRecipientDaily.limit + 2, failed: 0 })
  })

  it('caps gift-card purchases per buyer address, not only per recipient', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await buy({ buyerEmail: 'victim@example.com', recipientName: `Marta ${i}` })).status)
    expect(statuses).toEqual([302, 302, 302, 302, 302, 429])
    expect(await db().select().from(orders).where(eq(orders.email, 'victim@example.com'))).toHaveLength(5)
  })

  it('cuts the names a sender typed to a name’s length in the mails', async () => {
    const long = 'Your account is locked, sign in at evil.example to unlock it now'
    expect(long.length).toBeGreaterThan(MAIL_NAME_MAX)
    const placed = await buy({ buyerEmail: 'victim@example.com', recipientName: long, senderName: long, recipientEmail: 'friend@example.com' })
    expect(placed.status).toBe(302)
    await sendDueMail(orderMailRenderers)
    const receipt = sink().messages.find((m) => m.to.includes('victim@example.com'))!
    expect(receipt.text).toContain(`${long.slice(0, MAIL_NAME_MAX)}…`)
    expect(receipt.text).not.toContain(long)
    const [order] = await db().select().from(orders)
    await recordPaymentReceived(order!.id, null, { actor: 'admin' })
    await sendDueGiftCards()
    await sendDueMail(orderMailRenderers)
    const card = sink().messages.find((m) => m.to.includes('friend@example.com'))!
    expect(card.subject).not.toContain(long)
    expect(card.text).not.toContain(long)
    expect(card.text).toContain(`${long.slice(0, MAIL_NAME_MAX)}…`)
  })
})
