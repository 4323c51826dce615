import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderMailRenderers } from '#app/modules/checkout/order-mails.server.ts'
import { placeOrder } from '#app/modules/checkout/place-order.server.ts'
import { recordPaymentReceived } from '#app/modules/checkout/payment-received.server.ts'
import { sendDueMail } from '#app/modules/mail/outbox.server.ts'
import { unverifiedRecipientDaily } from '#app/modules/mail/recipient-cap.server.ts'
import { returnMailRenderers } from '#app/modules/returns/reply-mail.server.ts'
import { consumeThrottle } from '#app/modules/throttle/throttle.server.ts'
import { action as returnsAction } from '#app/routes/content/returns-exchanges.tsx'
import { mailOutbox, orders, returnRequests } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { checkoutJourney } from '#tests/support/checkout-journey.ts'
import { guestBasketWith, placeOrderInput, shirtParts } from '#tests/support/order-fixtures.ts'
import { call, formRequest, routeArgs, testOrigin } from '#tests/support/requests.ts'
import { useMailSink } from '#tests/support/use-mail-sink.ts'
import { action as buyGiftCard } from '#app/routes/gift-cards.tsx'
import { shopDate } from '#app/modules/giftcards/issue.server.ts'

/*
 * The shop hears of what it has to act on (docs/product.md#administration): a new order (a transfer
 * to watch for when placed, a card order once paid) and a new request, each one e-mail to the store
 * settings' contact address, in Spanish, with a link to its page in the panel.
 */

const { db } = useTestDatabase()
const journey = checkoutJourney(db)
const sink = useMailSink()
const shopAddress = 'hola@gemela.es'
const renderers = { ...orderMailRenderers, ...returnMailRenderers }
const notices = async (kind: string) => db().select().from(mailOutbox).where(eq(mailOutbox.kind, kind))

async function placedTransfer() {
  const { cookie } = await journey.guestWithShirt()
  const res = await journey.placeOrder(cookie, {}, 'transfer')
  if (res.status !== 302) throw new Error(`placing refused: ${res.status}`)
  const [order] = await db().select().from(orders)
  return order!
}

describe('the shop’s notice of a new order', () => {
  it('a transfer order placed: one e-mail to the shop, in Spanish, with the lines, the customer and the order’s page in the panel', async () => {
    const order = await placedTransfer()
    const queued = await notices('shop-new-order')
    expect(queued).toHaveLength(1)
    expect(queued[0]).toMatchObject({ toAddress: shopAddress, locale: 'es', dedupeKey: `shop-new-order:${order.id}`, payload: { orderId: order.id } })

    // The shop's own address is not held back by the cap on addresses nobody verified (visitors type those).
    for (let i = 0; i < unverifiedRecipientDaily.limit; i++) await consumeThrottle(`mail:unverified:day:${shopAddress}`, unverifiedRecipientDaily)
    await sendDueMail(renderers)
    const mail = sink().messages.find((m) => m.to.includes(shopAddress))!
    expect(mail).toBeDefined()
    const total = (order.totalCents / 100).toFixed(2).replace('.', ',')
    expect(mail.subject).toBe(`Nuevo pedido ${order.number} — ${total} € (transferencia)`.replace(' €', '\u00a0€'))
    expect(mail.text).toContain(`/admin/orders/${order.number}`)
    expect(mail.text).toContain('Ana García (ana@example.com) ha hecho un pedido de')
    expect(mail.text).toContain(`confírmala en el panel cuando llegue`)
    expect(mail.text).toMatch(/Clienta: Ana García/)
    expect(mail.text).toMatch(/Teléfono: \+34 600 000 000/)
    expect(mail.text).toContain('Tejido: Verde Primavera')
    expect(mail.text).toMatch(/Total: \d+,\d\d/)
    expect(mail.headers['reply-to']).toContain('ana@example.com')

    // The admin confirms the transfer (as the order page's action does): the shop is not told again.
    expect(await recordPaymentReceived(order.id, null, { actor: 'admin', actorEmail: 'admin@gemela.local', note: 'bank transfer received' })).toBe('paid')
    expect(await notices('shop-new-order')).toHaveLength(1)
  })

  it('a card order is told once its payment arrives, not when placed; a replayed payment tells nothing more', async () => {
    const parts = await shirtParts(db)
    const { basketId } = await guestBasketWith(db, [{ productId: 7, fabricId: 3, parts }])
    const placed = await placeOrder(placeOrderInput(basketId, { paymentMethod: 'card' }))
    if (!('orderId' in placed)) throw new Error('not placed')
    expect(await notices('shop-new-order')).toHaveLength(0)

    expect(await recordPaymentReceived(placed.orderId, null, { actor: 'payment' })).toBe('paid')
    // The same news again (a replayed webhook finds it paid): no second notice.
    await recordPaymentReceived(placed.orderId, null, { actor: 'payment' })
    const queued = await notices('shop-new-order')
    expect(queued).toHaveLength(1)
    await sendDueMail(renderers)
    const mail = sink().messages.find((m) => m.to.includes(shopAddress))!
    expect(mail.subject).toMatch(new RegExp(`^Nuevo pedido ${placed.number} — \\d+,\\d\\d\\s€ \\(tarjeta\\)$`))
    expect(mail.text).toContain('Pagado con tarjeta: ya puede pasar a confección.')
  })

  it('a gift card bought by transfer: the notice names the card, whom it goes to and the amount', async () => {
    const res = await call(() =>
      buyGiftCard(
        routeArgs(
          formRequest('/gift-cards', {
            attempt: crypto.randomUUID(),
            amount: '50',
            recipientName: 'Marta',
            recipientEmail: 'marta@example.com',
            senderName: 'Lucía',
            buyerEmail: 'lucia@example.com',
            paymentMethod: 'transfer',
            sendOn: shopDate(),
          }),
        ) as never,
      ),
    )
    expect(res.status).toBe(302)
    const [order] = await db().select().from(orders)
    expect(await notices('shop-new-order')).toMatchObject([{ dedupeKey: `shop-new-order:${order!.id}`, toAddress: shopAddress }])
    await sendDueMail(renderers)
    const mail = sink().messages.find((m) => m.to.includes(shopAddress))!
    expect(mail.subject).toBe(`Nuevo pedido ${order!.number} — 50,00\u00a0€ (transferencia)`)
    expect(mail.text).toContain('Tarjeta regalo para Marta')
    expect(mail.text).toContain('marta@example.com')
  })
})

describe('the shop’s notice of a new request', () => {
  it('one e-mail to the shop with the request’s number, what she asks and its page in the panel', async () => {
    const request = new Request(`${testOrigin}/returns-exchanges`, {
      method: 'POST',
      headers: { Origin: testOrigin, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ orderNumber: 'GM-2025-0142', email: 'marta@example.com', reason: 'size', comments: 'Mira https://spam.example' }),
    })
    await returnsAction(routeArgs(request) as never).catch((thrown: unknown) => thrown)
    const [stored] = await db().select().from(returnRequests)
    const queued = await notices('shop-new-request')
    expect(queued).toHaveLength(1)
    expect(queued[0]).toMatchObject({ toAddress: shopAddress, locale: 'es', dedupeKey: `shop-new-request:${stored!.id}` })

    await sendDueMail(renderers)
    const number = `R-${String(stored!.id).padStart(5, '0')}`
    const mail = sink().messages.find((m) => m.to.includes(shopAddress) && m.subject.startsWith('Nueva solicitud'))!
    expect(mail.subject).toBe(`Nueva solicitud ${number}`)
    expect(mail.text).toContain(`/admin/requests/${stored!.id}`)
    expect(mail.text).toContain('marta@example.com ha enviado una solicitud: La talla no es correcta.')
    expect(mail.text).toContain('GM-2025-0142 (no coincide con ningún pedido de este e-mail)')
    // Her free text stays in the panel: the shop's inbox gets no link a visitor typed.
    expect(mail.text).not.toContain('spam.example')
    expect(mail.headers['reply-to']).toContain('marta@example.com')
  })
})
