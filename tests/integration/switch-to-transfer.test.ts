import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action as orderAction, loader as orderLoader } from '#app/routes/orders/order.tsx'
import { action as testPaymentAction, loader as testPaymentLoader } from '#app/routes/checkout/test-payment.tsx'
import { orderMailRenderers } from '#app/modules/checkout/order-mails.server.ts'
import { orderAccessKey } from '#app/modules/orders/order-access.server.ts'
import { mailOutbox, orderEvents, orders, payments } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { checkoutJourney } from '#tests/support/checkout-journey.ts'
import { call, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { useStripeFake } from '#tests/support/use-stripe-fake.ts'

/*
 * Issue 32: a declined card says "o paga por transferencia", so she can: an unpaid card order whose
 * payment failed switches to transfer from the test card page or her order page. The hold becomes a
 * transfer's, the IBAN and reference are shown and e-mailed, and nothing else may switch.
 */

const { db } = useTestDatabase()
const { guestWithShirt, placeOrder } = checkoutJourney(db)

const stripe = useStripeFake({ testCard: true })

async function placed(paymentMethod: 'card' | 'test_card') {
  const { cookie } = await guestWithShirt()
  const res = await placeOrder(cookie, {}, paymentMethod)
  if (res.status !== 302) throw new Error(`placing refused: ${res.status}`)
  const [order] = await db().select().from(orders)
  return order!
}

const key = (number: string) => `?k=${orderAccessKey(number)}`
const testPage = (number: string, fields: Record<string, string>, options: { origin?: string } = {}) =>
  call(() => testPaymentAction(routeArgs(formRequest(`/checkout/test-payment/${number}${key(number)}`, fields, options), { number }) as never))
const orderPage = (number: string, fields: Record<string, string>, path = `/orders/${number}${key(number)}`) =>
  call(() => orderAction(routeArgs(formRequest(path, fields), { number }) as never))
const orderRow = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!
const declined = { intent: 'pay', number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' }

describe('a declined card switches to transfer', () => {
  it('from the test card page: the hold becomes a transfer’s, the IBAN is shown and e-mailed', async () => {
    const order = await placed('test_card')
    // Nothing failed yet: no switch offered, and the action refuses it.
    const before = await call(() => testPaymentLoader(routeArgs(getRequest(`/checkout/test-payment/${order.number}${key(order.number)}`), { number: order.number }) as never))
    expect(before.data).toMatchObject({ switchable: false })
    expect((await testPage(order.number, { intent: 'transfer' })).status).toBe(409)
    expect((await orderRow(order.id)).paymentMethod).toBe('test_card')

    expect((await testPage(order.number, declined)).status).toBe(402)
    const after = await call(() => testPaymentLoader(routeArgs(getRequest(`/checkout/test-payment/${order.number}${key(order.number)}`), { number: order.number }) as never))
    expect(after.data).toMatchObject({ switchable: true })
    // Another site cannot make her switch.
    expect((await testPage(order.number, { intent: 'transfer' }, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await orderRow(order.id)).paymentMethod).toBe('test_card')

    const started = Date.now()
    const res = await testPage(order.number, { intent: 'transfer' })
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toContain(`/orders/${order.number}?k=`)
    expect(res.headers.get('Location')).toContain('switched=1')
    const row = await orderRow(order.id)
    expect(row).toMatchObject({ paymentMethod: 'transfer', status: 'pending_payment' })
    expect(row.holdExpiresAt!.getTime()).toBeGreaterThanOrEqual(started + 3 * 86_400_000 - 1000)
    expect(row.holdExpiresAt!.getTime()).toBeLessThanOrEqual(Date.now() + 3 * 86_400_000)
    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id))
    expect(events.some((e) => e.note === 'payment method changed to transfer after a failed card payment')).toBe(true)

    const page = await call(() => orderLoader(routeArgs(getRequest(`/orders/${order.number}${key(order.number)}&switched=1`), { number: order.number }) as never))
    expect(page.data).toMatchObject({ switched: true, switchable: false, payable: false, bank: { iban: 'ES91 2100 0418 4502 0005 1332' } })

    // The confirmation with the IBAN and the reference (the first one, if still waiting, or a new one).
    const confirmations = (await db().select().from(mailOutbox)).filter((m) => m.kind === 'order-confirmation')
    const due = confirmations.filter((m) => m.runAfter.getTime() <= Date.now())
    expect(due.length).toBeGreaterThanOrEqual(1)
    const mail = (await orderMailRenderers['order-confirmation']!(due.at(-1)!.payload, 'es'))!
    expect(mail.text).toContain('IBAN: ES91 2100 0418 4502 0005 1332')
    expect(mail.text).toContain(`con el concepto ${order.number}`)

    // Once switched, the card page is gone and a second switch is refused.
    expect((await orderPage(order.number, { intent: 'transfer' })).status).toBe(409)
  })

  it('from her order page, after a Stripe payment failed: the open session is closed at Stripe', async () => {
    const order = await placed('card')
    const [first] = await db().select().from(payments).where(eq(payments.orderId, order.id))
    // Her order without its key is not hers to change.
    expect((await orderPage(order.number, { intent: 'transfer' }, `/orders/${order.number}`)).status).toBe(404)
    expect((await orderPage(order.number, { intent: 'transfer' })).status).toBe(409)
    await db().update(payments).set({ status: 'failed', failureCode: 'payment_failed' }).where(eq(payments.id, first!.id))
    // She tried again: a second session is open when she gives up on the card.
    expect((await orderPage(order.number, { intent: 'pay' })).status).toBe(302)
    const res = await orderPage(order.number, { intent: 'transfer' })
    expect(res.status).toBe(302)
    expect(await orderRow(order.id)).toMatchObject({ paymentMethod: 'transfer', status: 'pending_payment' })
    const rows = await db().select().from(payments).where(eq(payments.orderId, order.id)).orderBy(payments.createdAt)
    expect(rows.map((p) => p.status)).toEqual(['failed', 'cancelled'])
    expect(stripe().sessions.get(rows[1]!.providerRef!)!.status).toBe('expired')
  })
})
