import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expireHolds } from '#app/modules/checkout/holds.server.ts'
import { orderMailRenderers } from '#app/modules/checkout/order-mails.server.ts'
import { findTestPaymentOrder, payWithTestCard } from '#app/modules/checkout/test-payment.server.ts'
import { recordPaymentReceived } from '#app/modules/checkout/payment-received.server.ts'
import { sendDueMail } from '#app/modules/mail/outbox.server.ts'
import { orders } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { checkoutJourney } from '#tests/support/checkout-journey.ts'
import { useMailSink } from '#tests/support/use-mail-sink.ts'

/*
 * Issue 32: for a card order the confirmation and "Pago recibido" arrived together. Paid within her
 * hold, she gets one e-mail, the confirmation saying it is paid; a transfer order keeps both; a card
 * order left unpaid sends nothing once it expired. Read through the mail sink (real SMTP).
 */

const { db } = useTestDatabase()
const { guestWithShirt, placeOrder } = checkoutJourney(db)
const sink = useMailSink()
const saved = process.env.PAYMENTS_TEST

beforeAll(() => {
  process.env.PAYMENTS_TEST = '1'
})
afterAll(() => {
  if (saved === undefined) delete process.env.PAYMENTS_TEST
  else process.env.PAYMENTS_TEST = saved
})

async function placed(paymentMethod: 'test_card' | 'transfer') {
  const { cookie } = await guestWithShirt()
  const res = await placeOrder(cookie, {}, paymentMethod)
  if (res.status !== 302) throw new Error(`placing refused: ${res.status}`)
  const [order] = await db().select().from(orders)
  return order!
}

/** What she received (the shop's own notice, shop-notices.server.ts, goes to its address). */
const subjects = () =>
  sink()
    .messages.filter((m) => m.to.includes('ana@example.com'))
    .map((m) => m.subject)

describe('the e-mails of a paid order', () => {
  it('card: paid a moment after placing, one e-mail, the confirmation that says it is paid', async () => {
    const order = await placed('test_card')
    // She is on the card page: nothing has gone yet.
    await sendDueMail(orderMailRenderers)
    expect(subjects()).toEqual([])
    const view = (await findTestPaymentOrder(order.number))!
    expect((await payWithTestCard(view, { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' })).kind).toBe('paid')
    await sendDueMail(orderMailRenderers)
    expect(subjects()).toEqual([`Tu pedido ${order.number} en Gemela`])
    expect(sink().messages.find((m) => m.to.includes('ana@example.com'))!.text).toContain('Tu pago está confirmado')
    // Nothing else is waiting, now or later.
    await sendDueMail(orderMailRenderers, new Date(Date.now() + 7 * 86_400_000))
    expect(subjects()).toHaveLength(1)
  })

  it('transfer: the confirmation with the IBAN at once, and "Pago recibido" when the money arrives', async () => {
    const order = await placed('transfer')
    await sendDueMail(orderMailRenderers)
    expect(subjects()).toEqual([`Tu pedido ${order.number} en Gemela`])
    const confirmation = sink().messages.find((m) => m.to.includes('ana@example.com'))!
    expect(confirmation.text).toContain('IBAN')
    // Where it goes says who it goes to: her name above the address, in both parts.
    expect(confirmation.text.replaceAll('\r\n', '\n')).toContain('Envío a: Ana García\nCalle Mayor 1\n28013 Madrid')
    expect(confirmation.html).toContain('Ana García<br/>Calle Mayor 1<br/>28013 Madrid')
    // The reference she copies never breaks at its hyphens: kept whole in the paragraph and in the transfer's details.
    expect(confirmation.html).toContain(`<span style="white-space:nowrap">${order.number}</span>`)
    expect(confirmation.html).toMatch(new RegExp(`white-space:nowrap[^>]*>${order.number}<`))
    expect(await recordPaymentReceived(order.id, null, { actor: 'admin', note: 'bank transfer received' })).toBe('paid')
    await sendDueMail(orderMailRenderers)
    expect(subjects()).toEqual([`Tu pedido ${order.number} en Gemela`, `Pago recibido — pedido ${order.number}`])
  })

  it('card left unpaid: once the hold has run out, no confirmation of an expired order', async () => {
    await placed('test_card')
    const later = new Date(Date.now() + 60 * 60_000)
    expect(await expireHolds(later)).toBe(1)
    await sendDueMail(orderMailRenderers, later)
    expect(subjects()).toEqual([])
  })
})
