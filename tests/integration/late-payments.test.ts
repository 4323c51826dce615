import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action as orderAction, loader as orderLoader } from '#app/routes/orders/order.tsx'
import { action as adminOrderAction } from '#app/routes/admin/order.tsx'
import { action as webhookAction } from '#app/routes/webhooks/stripe.ts'
import { confirmTestPayment, findTestPaymentOrder, payWithTestCard } from '#app/modules/checkout/test-payment.server.ts'
import { orderMailRenderers } from '#app/modules/checkout/order-mails.server.ts'
import { retryStaleCardRefunds } from '#app/modules/checkout/refunds.server.ts'
import { refundCheckoutSession } from '#app/modules/payments/stripe.server.ts'
import { orderAccessKey } from '#app/modules/orders/order-access.server.ts'
import { getOrderDashboard } from '#app/modules/orders/admin-orders.server.ts'
import { mailOutbox, orderEvents, orders, payments, users } from '#db/schema/index.ts'
import { expectErrorLogged } from '#tests/support/expect-logged.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { checkoutJourney } from '#tests/support/checkout-journey.ts'
import { call, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'
import { type FakeSession } from '#tests/support/stripe-fake.ts'
import { useStripeFake } from '#tests/support/use-stripe-fake.ts'

/*
 * Issue 31, items 2, 3 and 8: money that arrives late or twice. A payment for an order that can no
 * longer take it (cancelled, or paid already) is kept only to be given back at once — at Stripe with
 * an idempotency key, locally for the test card — written in the order's history, counted on the
 * dashboard and told to her by e-mail. An order has one open payment at a time; a cancellation gives
 * back every payment it took. Stripe events dated in the future are refused.
 */

const { db } = useTestDatabase()
const { guestWithShirt, placeOrder } = checkoutJourney(db)

// PAYMENTS_TEST: the test card is offered on PostgreSQL too (it is on the embedded database).
const stripe = useStripeFake({ testCard: true })

async function placed(paymentMethod: 'card' | 'test_card') {
  const { cookie } = await guestWithShirt()
  const res = await placeOrder(cookie, {}, paymentMethod)
  if (res.status !== 302) throw new Error(`placing refused: ${res.status}`)
  const [order] = await db().select().from(orders)
  return order!
}

const link = (number: string) => `/orders/${number}?k=${orderAccessKey(number)}`
const customer = (number: string, fields: Record<string, string>) => call(() => orderAction(routeArgs(formRequest(link(number), fields), { number }) as never))

async function deliver(type: string, session: FakeSession, options: { eventId?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify({
    id: options.eventId ?? `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: session },
  })
  const { default: Stripe } = await import('stripe')
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: stripe().webhookSecret, ...(options.timestamp ? { timestamp: options.timestamp } : {}) })
  const headers = new Headers({ 'Content-Type': 'application/json', 'Stripe-Signature': signature })
  return call(() => webhookAction(routeArgs(new Request('http://localhost:3000/webhooks/stripe', { method: 'POST', headers, body: payload })) as never))
}

/** Pays a session on Stripe's page without its event reaching us yet, and returns the event's view of it. */
const payAtStripe = (session: FakeSession) => ({ ...stripe().pay(stripe().sessions.get(session.id)!) })
const outcome = async (res: Awaited<ReturnType<typeof deliver>>) => ((await res.response!.json()) as { outcome: string }).outcome
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!
const paymentRows = (orderId: string) => db().select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.createdAt)
const mails = async (kind: string) => (await db().select().from(mailOutbox)).filter((m) => m.kind === kind)
/** The confirmation is due: a card payment within the hold sends it, saying it is paid, instead of "Pago recibido". */
const confirmationDue = async () => (await mails('order-confirmation')).some((m) => m.runAfter.getTime() <= Date.now())
const notes = async (orderId: string) => (await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId))).map((e) => e.note ?? '')
const sessionOf = (providerRef: string | null) => stripe().sessions.get(providerRef!)!

describe('money for an order that cannot take it (item 2)', () => {
  it('Stripe: a session paid after she cancelled is refunded at Stripe once, written down, counted and told to her', async () => {
    const order = await placed('card')
    const [payment] = await paymentRows(order.id)
    const session = sessionOf(payment!.providerRef)
    expect((await customer(order.number, { intent: 'cancel' })).status).toBe(302)
    expect((await orderRow(order.id)).status).toBe('cancelled')

    const paid = payAtStripe(session)
    const first = await deliver('checkout.session.completed', paid, { eventId: 'evt_late' })
    expect(first.status).toBe(200)
    expect(await outcome(first)).toBe('refunded')
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', needsRefund: false })
    expect(stripe().refunds).toHaveLength(1)
    expect(stripe().refunds[0]).toMatchObject({ amount: order.totalCents, payment_intent: paid.payment_intent })
    expect(
      stripe()
        .requests.filter((r) => r.path === '/v1/refunds')
        .map((r) => r.idempotencyKey),
    ).toEqual([`gemela-refund-${payment!.id}`])
    const [after] = await paymentRows(order.id)
    expect(after).toMatchObject({ status: 'succeeded', refundStatus: 'succeeded', refundCents: order.totalCents, refundRef: stripe().refunds[0]!.id, refundReason: 'not_payable' })
    expect((await notes(order.id)).some((n) => n.includes('refunded automatically'))).toBe(true)

    // The same event again, or its twin, gives nothing back twice.
    expect(await outcome(await deliver('checkout.session.completed', paid, { eventId: 'evt_late' }))).toBe('duplicate')
    expect(await outcome(await deliver('checkout.session.async_payment_succeeded', paid))).toBe('alreadyPaid')
    expect(stripe().refunds).toHaveLength(1)

    expect(await mails('payment-received')).toHaveLength(0)
    const [mail] = await mails('payment-refunded')
    expect(mail).toMatchObject({ toAddress: 'ana@example.com', locale: 'es' })
    const es = (await orderMailRenderers['payment-refunded']!(mail!.payload, 'es'))!
    expect(es.subject).toBe(`Te devolvemos tu pago — pedido ${order.number}`)
    expect(es.text).toContain('ya estaba cancelado')
    const en = (await orderMailRenderers['payment-refunded']!(mail!.payload, 'en'))!
    expect(en.subject).toBe(`Your payment is on its way back — order ${order.number}`)
    expect((await getOrderDashboard()).month.autoRefunds).toEqual({ count: 1, cents: order.totalCents })
  })

  it('Stripe: back on her cancelled order before the event, the page asks Stripe, gives the money back and says so', async () => {
    const order = await placed('card')
    const [payment] = await paymentRows(order.id)
    await customer(order.number, { intent: 'cancel' })
    const session = payAtStripe(sessionOf(payment!.providerRef))
    const page = await call(() => orderLoader(routeArgs(getRequest(`${link(order.number)}&paid=card&session_id=${session.id}`), { number: order.number }) as never))
    expect(page.data).toMatchObject({ confirming: false, order: { status: 'cancelled' }, refunds: [{ amountCents: order.totalCents, reason: 'not_payable', status: 'succeeded' }] })
    expect(stripe().refunds).toHaveLength(1)
    // The event that follows changes nothing.
    expect(await outcome(await deliver('checkout.session.completed', session))).toBe('alreadyPaid')
    expect(stripe().refunds).toHaveLength(1)
  })

  it('Stripe: a refund Stripe cannot make now leaves the order flagged for the shop to retry', async () => {
    const order = await placed('card')
    const [payment] = await paymentRows(order.id)
    await customer(order.number, { intent: 'cancel' })
    stripe().failRefunds = 3 // the SDK retries twice
    const delivered = await expectErrorLogged('stripe: could not refund a payment', () => deliver('checkout.session.completed', payAtStripe(sessionOf(payment!.providerRef))))
    expect(await outcome(delivered)).toBe('refunded')
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', needsRefund: true })
    expect((await paymentRows(order.id))[0]).toMatchObject({ status: 'succeeded', refundStatus: 'failed' })
  })

  it('test card: a 3-D Secure payment authorized after she cancelled is recorded and refunded', async () => {
    const order = await placed('test_card')
    const view = (await findTestPaymentOrder(order.number))!
    const started = await payWithTestCard(view, { number: '4000 0027 6000 3184', expiry: '12/30', cvc: '123' })
    expect(started.kind).toBe('confirm')
    expect((await customer(order.number, { intent: 'cancel' })).status).toBe(302)
    const answer = await confirmTestPayment(view, (started as { paymentId: string }).paymentId, true)
    expect(answer).toBe('refunded')
    expect((await orderRow(order.id)).status).toBe('cancelled')
    const [payment] = await paymentRows(order.id)
    expect(payment).toMatchObject({
      status: 'succeeded',
      refundStatus: 'succeeded',
      refundCents: order.totalCents,
      refundRef: `test_refund_${payment!.id}`,
      refundReason: 'not_payable',
    })
    expect(await mails('payment-refunded')).toHaveLength(1)
    expect(stripe().requests).toHaveLength(0)
  })
})

describe('one open payment, never charged twice (item 3)', () => {
  it('Stripe: paying again expires the first session; a first one paid anyway is refunded; a cancellation refunds what is left', async () => {
    const order = await placed('card')
    const [first] = await paymentRows(order.id)
    const again = await customer(order.number, { intent: 'pay' })
    expect(again.status).toBe(302)
    const [, second] = await paymentRows(order.id)
    expect(again.headers.get('Location')).toBe(sessionOf(second!.providerRef).url)
    // Stripe was told: the first session can no longer be paid.
    expect(stripe().requests.some((r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${first!.providerRef}/expire`)).toBe(true)
    expect(sessionOf(first!.providerRef).status).toBe('expired')
    expect((await paymentRows(order.id))[0]).toMatchObject({ status: 'cancelled' })

    expect(await outcome(await deliver('checkout.session.completed', payAtStripe(sessionOf(second!.providerRef))))).toBe('paid')
    // The first session had been paid a moment before Stripe expired it: that money goes back.
    const early = { ...sessionOf(first!.providerRef), status: 'complete' as const, payment_status: 'paid' as const, payment_intent: 'pi_paid_before_expiry' }
    stripe().sessions.set(early.id, early)
    expect(await outcome(await deliver('checkout.session.completed', early))).toBe('refunded')
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', needsRefund: false })
    expect(stripe().refunds.map((r) => r.payment_intent)).toEqual(['pi_paid_before_expiry'])
    expect((await paymentRows(order.id)).map((p) => [p.status, p.refundStatus, p.refundReason])).toEqual([
      ['succeeded', 'succeeded', 'duplicate'],
      ['succeeded', null, null],
    ])
    expect(await mails('payment-received')).toHaveLength(0)
    expect(await confirmationDue()).toBe(true)
    const [mail] = await mails('payment-refunded')
    expect((await orderMailRenderers['payment-refunded']!(mail!.payload, 'es'))!.text).toContain('ya estaba pagado')

    // She cancels: what she paid once comes back too, and nothing is given back twice.
    expect((await customer(order.number, { intent: 'cancel' })).status).toBe(302)
    expect(stripe().refunds.map((r) => r.payment_intent)).toEqual(['pi_paid_before_expiry', sessionOf(second!.providerRef).payment_intent])
    expect((await paymentRows(order.id)).map((p) => p.refundStatus)).toEqual(['succeeded', 'succeeded'])
    expect(await orderRow(order.id)).toMatchObject({ status: 'cancelled', needsRefund: false })
  })

  it('two presses of "Pagar ahora" at once leave one session open and one payment pending', async () => {
    const order = await placed('card')
    await Promise.all([customer(order.number, { intent: 'pay' }), customer(order.number, { intent: 'pay' }), customer(order.number, { intent: 'pay' })])
    const rows = await paymentRows(order.id)
    expect(rows.filter((p) => p.status === 'pending')).toHaveLength(1)
    expect([...stripe().sessions.values()].filter((s) => s.status === 'open').map((s) => s.id)).toEqual(rows.filter((p) => p.status === 'pending').map((p) => p.providerRef))
  })

  it('test card: a new attempt voids the pending 3-D Secure one, which can then no longer be authorized', async () => {
    const order = await placed('test_card')
    const view = (await findTestPaymentOrder(order.number))!
    const pending = (await payWithTestCard(view, { number: '4000 0027 6000 3184', expiry: '12/30', cvc: '123' })) as { kind: string; paymentId: string }
    expect(pending.kind).toBe('confirm')
    expect((await payWithTestCard(view, { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' })).kind).toBe('paid')
    expect(await confirmTestPayment(view, pending.paymentId, true)).toBe('replaced')
    expect((await paymentRows(order.id)).map((p) => p.status)).toEqual(['cancelled', 'succeeded'])
    expect(await mails('payment-received')).toHaveLength(0)
    expect(await confirmationDue()).toBe(true)
    expect(await mails('payment-refunded')).toHaveLength(0)
  })

  it('an admin cancellation refunds every payment the order took, not only the first', async () => {
    const order = await placed('test_card')
    // Two captured payments, as the shop could record them before this fix.
    await db()
      .insert(payments)
      .values([0, 1].map(() => ({ orderId: order.id, method: 'test_card' as const, status: 'succeeded' as const, amountCents: order.totalCents })))
    await db().update(orders).set({ status: 'paid', paidAt: new Date(), holdExpiresAt: null }).where(eq(orders.id, order.id))
    const admin = await createSignedInCustomer('admin-late@example.com')
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId))
    const res = await call(() =>
      adminOrderAction(
        routeArgs(formRequest(`/admin/orders/${order.number}`, { intent: 'cancel', reason: 'Cobrado dos veces' }, { cookie: admin.cookie }), { number: order.number }) as never,
      ),
    )
    expect(res.status).toBe(200)
    expect((await paymentRows(order.id)).map((p) => [p.refundStatus, p.refundCents])).toEqual([
      ['succeeded', order.totalCents],
      ['succeeded', order.totalCents],
    ])
  })
})

describe('card refunds left pending (the process died before Stripe was asked)', () => {
  /** A paid card order whose refund was set out `minutesAgo` and never sent. */
  async function leftPending(minutesAgo: number) {
    const order = await placed('card')
    const [payment] = await paymentRows(order.id)
    expect(await outcome(await deliver('checkout.session.completed', payAtStripe(sessionOf(payment!.providerRef))))).toBe('paid')
    const at = new Date(Date.now() - minutesAgo * 60_000)
    await db().update(payments).set({ refundStatus: 'pending', refundCents: order.totalCents, refundReason: 'cancelled', refundedAt: at }).where(eq(payments.id, payment!.id))
    await db().update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id))
    return { order, payment: payment! }
  }

  it('the periodic job leaves a fresh pending refund alone, then asks Stripe once when it has been pending for minutes', async () => {
    const { order, payment } = await leftPending(0)
    expect(await retryStaleCardRefunds()).toEqual({ refunded: 0, failed: 0 })
    expect(stripe().refunds).toHaveLength(0)
    expect((await paymentRows(order.id))[0]).toMatchObject({ refundStatus: 'pending' })

    await db()
      .update(payments)
      .set({ refundedAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(payments.id, payment.id))
    expect(await retryStaleCardRefunds()).toEqual({ refunded: 1, failed: 0 })
    expect(stripe().refunds).toHaveLength(1)
    expect(stripe().refunds[0]).toMatchObject({ amount: order.totalCents, payment_intent: sessionOf(payment.providerRef).payment_intent })
    expect((await paymentRows(order.id))[0]).toMatchObject({ refundStatus: 'succeeded', refundRef: stripe().refunds[0]!.id })
    // The next run finds nothing to do.
    expect(await retryStaleCardRefunds()).toEqual({ refunded: 0, failed: 0 })
    expect(stripe().refunds).toHaveLength(1)
  })

  it('a refund Stripe made whose answer was never written down is not made twice', async () => {
    const { order, payment } = await leftPending(10)
    await refundCheckoutSession({ sessionId: payment.providerRef!, amountCents: order.totalCents, idempotencyKey: `gemela-refund-${payment.id}` })
    expect(await retryStaleCardRefunds()).toEqual({ refunded: 1, failed: 0 })
    expect(stripe().refunds).toHaveLength(1)
    expect((await paymentRows(order.id))[0]).toMatchObject({ refundStatus: 'succeeded', refundRef: stripe().refunds[0]!.id })
  })

  it('a retry that fails flags the order for the admin', async () => {
    const { order } = await leftPending(10)
    stripe().failRefunds = 3 // the SDK retries twice
    expect(await expectErrorLogged('stripe: could not refund a payment', () => retryStaleCardRefunds())).toEqual({ refunded: 0, failed: 1 })
    expect(stripe().refunds).toHaveLength(0)
    expect(await orderRow(order.id)).toMatchObject({ needsRefund: true })
    expect((await paymentRows(order.id))[0]).toMatchObject({ refundStatus: 'failed' })
    expect((await notes(order.id)).some((n) => n.includes('card refund failed'))).toBe(true)
  })
})

describe('Stripe events dated in the future (item 8)', () => {
  it('refuses a signature more than 5 minutes ahead, and takes one a little ahead (clocks drift)', async () => {
    const order = await placed('card')
    const [payment] = await paymentRows(order.id)
    const paid = payAtStripe(sessionOf(payment!.providerRef))
    const now = Math.floor(Date.now() / 1000)
    expect((await deliver('checkout.session.completed', paid, { timestamp: now + 3600 })).status).toBe(400)
    expect((await deliver('checkout.session.completed', paid, { timestamp: now + 6 * 60 })).status).toBe(400)
    expect((await orderRow(order.id)).status).toBe('pending_payment')
    expect((await deliver('checkout.session.completed', paid, { timestamp: now + 60 })).status).toBe(200)
    expect((await orderRow(order.id)).status).toBe('paid')
  })
})
