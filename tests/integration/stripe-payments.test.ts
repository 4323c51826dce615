import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action as orderAction, loader as orderLoader } from '#app/routes/orders/order.tsx'
import { action as webhookAction, loader as webhookLoader } from '#app/routes/webhooks/stripe.ts'
import { orderAccessKey } from '#app/modules/orders/order-access.server.ts'
import { invoices, mailOutbox, orderEvents, orders, paymentEvents, payments } from '#db/schema/index.ts'
import { expectErrorLogged } from '#tests/support/expect-logged.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { checkoutJourney } from '#tests/support/checkout-journey.ts'
import { call, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { type FakeSession } from '#tests/support/stripe-fake.ts'
import { useStripeFake } from '#tests/support/use-stripe-fake.ts'

/*
 * Card payments through Stripe Checkout against a local server speaking Stripe's protocol
 * (tests/support/stripe-fake.ts) and webhooks signed with the SDK's own helper: the session is for
 * the order's amount, the webhook refuses bad signatures, pays once, and ignores replays and events
 * out of order.
 */

const { db } = useTestDatabase()
const { guestWithShirt, placeOrder } = checkoutJourney(db)

const stripe = useStripeFake()

/** A guest's card order placed from the review step: where she was sent, the order, and its session. */
async function cardOrder(extra: Record<string, string> = {}) {
  const { cookie } = await guestWithShirt()
  const placed = await placeOrder(cookie, extra, 'card')
  const [order] = await db().select().from(orders)
  return { placed, order: order!, session: [...stripe().sessions.values()].at(-1) }
}

/** A webhook as Stripe sends it: the raw body and its signature header. */
function webhook(payload: string, signature: string | null) {
  const headers = new Headers({ 'Content-Type': 'application/json' })
  if (signature) headers.set('Stripe-Signature', signature)
  return call(() => webhookAction(routeArgs(new Request('http://localhost:3000/webhooks/stripe', { method: 'POST', headers, body: payload })) as never))
}

async function signed(type: string, session: FakeSession, eventId?: string) {
  const id = eventId ?? `evt_${Math.random().toString(36).slice(2)}`
  const payload = JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: session },
  })
  const { default: Stripe } = await import('stripe')
  return { id, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: stripe().webhookSecret }) }
}

async function deliver(type: string, session: FakeSession, eventId?: string) {
  const event = await signed(type, session, eventId)
  return webhook(event.payload, event.signature)
}

const paidSession = (s: FakeSession): FakeSession => ({ ...s, status: 'complete', payment_status: 'paid' })
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!
const paymentRows = (orderId: string) => db().select().from(payments).where(eq(payments.orderId, orderId))
// Paid within her hold: one message says so, the confirmation (card-confirmation.server.ts), not a second "Pago recibido".
const dueMails = async () => (await db().select().from(mailOutbox)).filter((m) => m.runAfter.getTime() <= Date.now()).map((m) => m.kind)

describe('card payment through Stripe Checkout', () => {
  it("sends her to Stripe's page for the order's amount, computed on the server, whatever the browser sent", async () => {
    const { placed, order, session } = await cardOrder({ totalCents: '1', amountCents: '1' })
    expect(order.status).toBe('pending_payment')
    expect(order.paymentMethod).toBe('card')
    expect(placed.status).toBe(302)
    expect(placed.headers.get('Location')).toBe(session!.url)
    expect(session!.amount_total).toBe(order.totalCents)
    expect(order.totalCents).toBeGreaterThan(5000)
    expect(session!.customer_email).toBe('ana@example.com')
    expect(session!.metadata.orderId).toBe(order.id)
    // She comes back to her order, by its signed link, with the session's id filled in by Stripe.
    expect(session!.success_url).toContain(`/orders/${order.number}?k=${orderAccessKey(order.number)}`)
    expect(session!.success_url).toContain('session_id={CHECKOUT_SESSION_ID}')
    // A retried request to Stripe would return the same session: every create carries an idempotency key.
    expect(
      stripe()
        .requests.filter((r) => r.path === '/v1/checkout/sessions')
        .every((r) => r.idempotencyKey?.startsWith('gemela-checkout-session-')),
    ).toBe(true)
    const [payment] = await paymentRows(order.id)
    expect(payment).toMatchObject({ method: 'card', status: 'pending', amountCents: order.totalCents, providerRef: session!.id })
  })

  it('refuses a webhook without a valid signature with 400, and changes nothing', async () => {
    const { order, session } = await cardOrder()
    const good = await signed('checkout.session.completed', paidSession(session!))
    expect((await webhook(good.payload, null)).status).toBe(400)
    expect((await webhook(good.payload, 't=1,v1=deadbeef')).status).toBe(400)
    // Signed, then changed on the way.
    expect((await webhook(good.payload.replace(`"amount_total":${order.totalCents}`, '"amount_total":1'), good.signature)).status).toBe(400)
    const { default: Stripe } = await import('stripe')
    const foreign = Stripe.webhooks.generateTestHeaderString({ payload: good.payload, secret: 'whsec_someone_else' })
    expect((await webhook(good.payload, foreign)).status).toBe(400)
    const old = Stripe.webhooks.generateTestHeaderString({ payload: good.payload, secret: stripe().webhookSecret, timestamp: Math.floor(Date.now() / 1000) - 3600 })
    expect((await webhook(good.payload, old)).status).toBe(400)
    expect((await orderRow(order.id)).status).toBe('pending_payment')
    expect(await db().select().from(paymentEvents)).toEqual([])
  })

  it('pays the order once: a replayed event and a second success change nothing', async () => {
    const { order, session } = await cardOrder()
    const first = await deliver('checkout.session.completed', paidSession(session!), 'evt_first')
    expect(first.status).toBe(200)
    expect(await first.response!.json()).toMatchObject({ outcome: 'paid' })
    expect((await orderRow(order.id)).status).toBe('paid')
    const history = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id))
    expect((await paymentRows(order.id))[0]!.status).toBe('succeeded')

    const replay = await deliver('checkout.session.completed', paidSession(session!), 'evt_first')
    expect(await replay.response!.json()).toMatchObject({ outcome: 'duplicate' })
    const again = await deliver('checkout.session.async_payment_succeeded', paidSession(session!))
    expect(await again.response!.json()).toMatchObject({ outcome: 'alreadyPaid' })
    expect(await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id))).toHaveLength(history.length)
    // Hers and the shop's notice, once each (shop-notices.server.ts).
    expect((await dueMails()).sort()).toEqual(['order-confirmation', 'shop-new-order'])
  })

  it('takes events in any order: a late "expired" cannot undo a payment, a late success still pays', async () => {
    const a = await cardOrder()
    await deliver('checkout.session.completed', paidSession(a.session!))
    await deliver('checkout.session.expired', { ...a.session!, status: 'expired' })
    expect((await orderRow(a.order.id)).status).toBe('paid')
    expect((await paymentRows(a.order.id))[0]!.status).toBe('succeeded')

    // An invoice outlives its order by design (a foreign key that restricts): the test clears both.
    await db().delete(invoices)
    await db().delete(orders)
    const b = await cardOrder()
    // A bank debit: the session completes unpaid, the payment fails, then the money arrives after all.
    expect(await (await deliver('checkout.session.completed', b.session!)).response!.json()).toMatchObject({ outcome: 'waiting' })
    await deliver('checkout.session.async_payment_failed', b.session!)
    expect((await paymentRows(b.order.id))[0]!.status).toBe('failed')
    expect((await orderRow(b.order.id)).status).toBe('pending_payment')
    await deliver('checkout.session.async_payment_succeeded', paidSession(b.session!))
    expect((await orderRow(b.order.id)).status).toBe('paid')
  })

  it('does not pay an order for an amount other than its own, nor for a session it did not open', async () => {
    const { order, session } = await cardOrder()
    const wrong = await expectErrorLogged('stripe: paid amount differs from the order', () =>
      deliver('checkout.session.completed', { ...paidSession(session!), amount_total: 100 }),
    )
    expect(await wrong.response!.json()).toMatchObject({ outcome: 'amountMismatch' })
    const stranger = await deliver('checkout.session.completed', { ...paidSession(session!), id: 'cs_test_not_ours' })
    expect(await stranger.response!.json()).toMatchObject({ outcome: 'unknownSession' })
    expect((await orderRow(order.id)).status).toBe('pending_payment')
  })

  it('pays the order when she is back from Stripe before its event, and the event then changes nothing', async () => {
    const { order, session } = await cardOrder()
    const back = (sessionId: string) =>
      call(() =>
        orderLoader(routeArgs(getRequest(`/orders/${order.number}?k=${orderAccessKey(order.number)}&paid=card&session_id=${sessionId}`), { number: order.number }) as never),
      )
    // Not paid yet at Stripe: the page says the payment is being confirmed and the order waits.
    const early = await back(session!.id)
    expect(early.data).toMatchObject({ confirming: true })
    expect((await orderRow(order.id)).status).toBe('pending_payment')
    // Someone else's session id in the address pays nothing.
    stripe().sessions.set('cs_test_other00000', paidSession({ ...session!, id: 'cs_test_other00000' }))
    await back('cs_test_other00000')
    expect((await orderRow(order.id)).status).toBe('pending_payment')

    Object.assign(stripe().sessions.get(session!.id)!, { status: 'complete', payment_status: 'paid' })
    const paid = await back(session!.id)
    expect(paid.data).toMatchObject({ confirming: false, order: { status: 'paid' } })
    const late = await deliver('checkout.session.completed', paidSession(session!))
    expect(await late.response!.json()).toMatchObject({ outcome: 'alreadyPaid' })
    // Hers and the shop's notice, once each (shop-notices.server.ts).
    expect((await dueMails()).sort()).toEqual(['order-confirmation', 'shop-new-order'])
  })

  it('keeps the order when Stripe cannot be reached, and lets her pay again from its page', async () => {
    process.env.STRIPE_API_BASE = 'http://127.0.0.1:9'
    const { placed, order } = await expectErrorLogged('stripe: could not open a checkout session', () => cardOrder())
    expect(placed.headers.get('Location')).toContain(`/orders/${order.number}?k=`)
    expect(placed.headers.get('Location')).toContain('payment=unavailable')
    expect((await paymentRows(order.id))[0]!.status).toBe('failed')

    process.env.STRIPE_API_BASE = stripe().url
    const link = `/orders/${order.number}?k=${orderAccessKey(order.number)}`
    const page = await call(() => orderLoader(routeArgs(getRequest(link), { number: order.number }) as never))
    expect(page.data).toMatchObject({ payable: true })
    const pay = await call(() => orderAction(routeArgs(formRequest(link, { intent: 'pay' }), { number: order.number }) as never))
    expect(pay.status).toBe(302)
    expect(pay.headers.get('Location')).toBe([...stripe().sessions.values()].at(-1)!.url)
    // Once paid, there is nothing to pay: 409, no new session.
    await deliver('checkout.session.completed', paidSession([...stripe().sessions.values()].at(-1)!))
    const count = stripe().sessions.size
    const twice = await call(() => orderAction(routeArgs(formRequest(link, { intent: 'pay' }), { number: order.number }) as never))
    expect(twice.status).toBe(409)
    expect(stripe().sessions.size).toBe(count)
  })

  it('answers 404 when Stripe is not configured and 405 to a GET', async () => {
    const { payload, signature } = await signed('checkout.session.completed', { id: 'cs_test_x' } as FakeSession)
    delete process.env.STRIPE_SECRET_KEY
    expect((await webhook(payload, signature)).status).toBe(404)
    expect((await call(() => webhookLoader())).status).toBe(405)
  })
})
