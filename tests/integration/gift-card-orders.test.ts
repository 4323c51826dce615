import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { action as buyAction } from '#app/routes/gift-cards.tsx'
import { action as orderAction, loader as orderLoader } from '#app/routes/orders/order.tsx'
import { loader as homeLoader } from '#app/routes/admin/index.tsx'
import { loader as myOrdersLoader } from '#app/routes/account/orders.tsx'
import { action as adminOrderAction, loader as adminOrderLoader } from '#app/routes/admin/order.tsx'
import { orderMailRenderers } from '#app/modules/checkout/order-mails.server.ts'
import { recordPaymentReceived } from '#app/modules/checkout/payment-received.server.ts'
import { sendDueGiftCards, shopDate } from '#app/modules/giftcards/issue.server.ts'
import { sendDueMail } from '#app/modules/mail/outbox.server.ts'
import { orderAccessKey } from '#app/modules/orders/order-access.server.ts'
import { giftCards, orders, users } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { call, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'
import { useMailSink } from '#tests/support/use-mail-sink.ts'

/*
 * Issue 32, item 4: a gift-card order is not a garment's (docs/product.md#gift-cards). Its page says
 * when and to whom the card goes, never measurements, cutting or a delivery window; once the card
 * went out she is not offered a free cancellation; its e-mails speak of the card (no garment, no
 * shipping line); the admin's page offers no workshop moves; the home counts it on its own line.
 */

const { db } = useTestDatabase()
// The test card pays these orders; on PostgreSQL the shop offers it only with PAYMENTS_TEST (as CI runs this file there).
const savedPaymentsTest = process.env.PAYMENTS_TEST
beforeAll(() => {
  process.env.PAYMENTS_TEST = '1'
})
afterAll(() => {
  if (savedPaymentsTest === undefined) delete process.env.PAYMENTS_TEST
  else process.env.PAYMENTS_TEST = savedPaymentsTest
})
const sink = useMailSink()

const buy = (fields: Record<string, string> = {}, cookie?: string) =>
  call(() =>
    buyAction(
      routeArgs(
        formRequest(
          '/gift-cards',
          {
            attempt: crypto.randomUUID(),
            amount: '50',
            recipientName: 'Marta',
            recipientEmail: 'marta@example.com',
            senderName: 'Lucía',
            buyerEmail: 'lucia@example.com',
            paymentMethod: 'transfer',
            sendOn: shopDate(),
            ...fields,
          },
          { cookie },
        ),
      ) as never,
    ),
  )

async function placed() {
  const [order] = await db().select().from(orders)
  return order!
}

const page = async (number: string) => {
  const res = await call(() => orderLoader(routeArgs(getRequest(`/orders/${number}?k=${orderAccessKey(number)}&placed=1`), { number }) as never))
  expect(res.status).toBe(200)
  return res.data as { gift: { state: string; card: { recipientEmail: string; sendOn: string; sentAt: string | null } } | null; canCancel: boolean }
}

const banned = [/prenda/i, /medidas/i, /cortar/i, /confeccion/i, /Envío gratis/i, /Entrega estimada/i, /días laborables/i, /IVA incluido/i]
const expectNoGarmentWords = (text: string) => {
  for (const word of banned) expect(text, String(word)).not.toMatch(word)
}

async function mailsTo(address: string) {
  await sendDueMail(orderMailRenderers, new Date(Date.now() + 60_000), 50)
  return sink().messages.filter((m) => m.to.includes(address))
}

describe('a gift-card order', () => {
  it('unpaid, then paid and sent the same day: its own states, no free cancellation once sent, and e-mails without garment words', async () => {
    await buy()
    const order = await placed()
    const unpaid = await page(order.number)
    expect(unpaid.gift).toMatchObject({ state: 'pending_payment', card: { recipientEmail: 'marta@example.com', sentAt: null } })
    expect(unpaid.canCancel).toBe(true)

    await recordPaymentReceived(order.id, null, { actor: 'admin', note: 'transfer received' })
    const sent = await page(order.number)
    expect(sent.gift!.state).toBe('sent')
    expect(sent.gift!.card.sentAt).not.toBeNull()
    // The card is in Marta's hands: no "cancel for free" any more, and a forged cancel is refused.
    expect(sent.canCancel).toBe(false)
    const cancel = await call(() =>
      orderAction(routeArgs(formRequest(`/orders/${order.number}?k=${orderAccessKey(order.number)}`, { intent: 'cancel' }), { number: order.number }) as never),
    )
    expect(cancel.status).toBe(409)
    expect((await placed()).status).toBe('paid')

    const buyer = await mailsTo('lucia@example.com')
    expect(buyer.map((m) => m.subject).sort()).toEqual([`Pago recibido — tu tarjeta regalo (${order.number})`, `Tu tarjeta regalo — pedido ${order.number}`].sort())
    const confirmation = buyer.find((m) => m.subject.startsWith('Tu tarjeta regalo'))!
    expect(confirmation.text).toContain('Tarjeta regalo para Marta')
    expect(confirmation.text).toContain('Las tarjetas regalo no llevan IVA')
    const payment = buyer.find((m) => m.subject.startsWith('Pago recibido'))!
    expect(payment.text).toContain('La tarjeta regalo ya ha salido hacia marta@example.com')
    expect(payment.text).not.toMatch(/Enviaremos/)
    for (const mail of buyer) expectNoGarmentWords(mail.text)
  })

  it('paid for a later day: scheduled, cancellable until it goes; the sweep sends it and tells the buyer', async () => {
    const later = shopDate(new Date(), 5)
    await buy({ sendOn: later, paymentMethod: 'test_card' })
    const order = await placed()
    await recordPaymentReceived(order.id, null, { actor: 'payment' })
    const scheduled = await page(order.number)
    expect(scheduled.gift).toMatchObject({ state: 'scheduled', card: { sendOn: later, sentAt: null } })
    expect(scheduled.canCancel).toBe(true)
    const before = await mailsTo('lucia@example.com')
    const payment = before.find((m) => m.subject.startsWith('Pago recibido'))!
    expect(payment.text).toContain('Enviaremos la tarjeta por e-mail a marta@example.com el')
    expectNoGarmentWords(payment.text)
    expect(before.some((m) => m.subject.startsWith('Tu tarjeta regalo ya está'))).toBe(false)

    expect(await sendDueGiftCards(new Date(Date.now() + 5 * 86_400_000 + 3_600_000))).toBe(1)
    expect((await page(order.number)).gift!.state).toBe('sent')
    const after = await mailsTo('lucia@example.com')
    const gone = after.find((m) => m.subject === 'Tu tarjeta regalo ya está en el correo de Marta')!
    expect(gone.text).toContain('Hoy hemos enviado a Marta (marta@example.com) la tarjeta regalo de 50,00')
    expectNoGarmentWords(gone.text)
  })

  it('is not "Pagados, por confeccionar" on the admin home, and its page offers no workshop moves', async () => {
    const admin = await createSignedInCustomer('admin-gift@example.com')
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId))
    await buy({ sendOn: shopDate(new Date(), 3) })
    const order = await placed()
    await recordPaymentReceived(order.id, null, { actor: 'admin' })
    const home = await call(() => homeLoader(routeArgs(getRequest('/admin', { cookie: admin.cookie })) as never))
    const data = home.data as { dashboard: { waiting: { toProduce: number } }; giftCardsScheduled: number }
    expect(data.dashboard.waiting.toProduce).toBe(0)
    expect(data.giftCardsScheduled).toBe(1)

    const adminPage = await call(() => adminOrderLoader(routeArgs(getRequest(`/admin/orders/${order.number}`, { cookie: admin.cookie }), { number: order.number }) as never))
    const view = adminPage.data as { moves: Record<string, boolean>; giftCards: { state: string }[] }
    expect(view.moves).toMatchObject({ startProduction: false, ship: false, deliver: false })
    expect(view.giftCards).toEqual([expect.objectContaining({ state: 'scheduled' })])
    const forced = await call(() =>
      adminOrderAction(routeArgs(formRequest(`/admin/orders/${order.number}`, { intent: 'startProduction' }, { cookie: admin.cookie }), { number: order.number }) as never),
    )
    expect(forced.status).toBe(409)
    expect((await placed()).status).toBe('paid')
    const [card] = await db().select().from(giftCards)
    expect(card!.status).toBe('active')
  })

  it('reads as its card’s state in her list of orders', async () => {
    const buyer = await createSignedInCustomer('lucia-cuenta@example.com')
    await buy({ sendOn: shopDate(new Date(), 4) }, buyer.cookie)
    const order = await placed()
    const mine = async () =>
      ((await call(() => myOrdersLoader(routeArgs(getRequest('/account/orders', { cookie: buyer.cookie })) as never))).data as { orders: { gift: { state: string } | null }[] })
        .orders
    expect((await mine())[0]!.gift).toMatchObject({ state: 'pending_payment' })
    await recordPaymentReceived(order.id, null, { actor: 'admin' })
    expect((await mine())[0]!.gift).toMatchObject({ state: 'scheduled', sendOn: shopDate(new Date(), 4) })
    await sendDueGiftCards(new Date(Date.now() + 4 * 86_400_000 + 3_600_000))
    expect((await mine())[0]!.gift).toMatchObject({ state: 'sent' })
  })
})
