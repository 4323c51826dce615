import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action as orderAction, loader as orderLoader } from '#app/routes/orders/order.tsx'
import { action as lookupAction } from '#app/routes/orders/lookup.tsx'
import { loader as checkoutLoader } from '#app/routes/checkout/index.tsx'
import { orderAccessKey } from '#app/modules/orders/order-access.server.ts'
import { checkoutDrafts, orders } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { checkoutJourney } from '#tests/support/checkout-journey.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'
import { call, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'

const { db } = useTestDatabase()

const { guestWithShirt, details, post, submit, attemptFor, placeOrder, throughPayment } = checkoutJourney(db)

describe('checkout endpoints', () => {
  it('answer 400 with the field messages and write nothing for a bad guest form', async () => {
    const { basketId, cookie } = await guestWithShirt()
    const result = await submit(
      cookie,
      { ...details, fullName: '', email: 'ana @x', phone: '12', dedication: 'x'.repeat(301), wantsDedication: 'on', attempt: crypto.randomUUID() },
      'place',
    )
    expect(result.status).toBe(400)
    expect((result.data as { errors: Record<string, string> }).errors).toEqual({ fullName: 'required', email: 'invalidEmail', phone: 'invalidPhone', dedication: 'tooLong' })
    const [draft] = await db().select().from(checkoutDrafts).where(eq(checkoutDrafts.basketId, basketId))
    expect(draft?.data ?? {}).not.toHaveProperty('contact')
    expect(await db().select().from(orders)).toHaveLength(0)
  })

  it('re-check the delivery address: a Spanish postal code of another province is refused (400, nothing written)', async () => {
    const { basketId, cookie } = await guestWithShirt()
    const result = await submit(cookie, { ...details, postalCode: '08001', province: 'Madrid', country: 'España', attempt: crypto.randomUUID() }, 'place')
    expect(result.status).toBe(400)
    expect((result.data as { errors: Record<string, string> }).errors).toEqual({ postalCode: 'postalProvince' })
    const [draft] = await db().select().from(checkoutDrafts).where(eq(checkoutDrafts.basketId, basketId))
    expect(draft?.data ?? {}).not.toHaveProperty('contact')
  })

  it('give back on reload what she typed, except what REALIZAR PEDIDO refused — even when a save of the page arrives after the refusal', async () => {
    const { cookie } = await guestWithShirt()
    const typedNow = async () => ((await call(() => checkoutLoader(routeArgs(getRequest('/checkout', { cookie })) as never))).data as { values: Record<string, string> }).values
    const wrong = { ...details, postalCode: '08001', province: 'Madrid', country: 'España' }
    expect((await submit(cookie, { ...wrong, attempt: crypto.randomUUID() }, 'place')).status).toBe(400)
    // The field she left as she pressed the button: its save reaches the server after the refusal.
    expect((await submit(cookie, wrong)).status).toBe(200)
    const afterRefusal = await typedNow()
    expect(afterRefusal.postalCode ?? '').toBe('')
    expect(afterRefusal.street).toBe(details.street)
    // Changed, it is kept again, and the order is placed with it.
    expect((await submit(cookie, { ...wrong, postalCode: '28013' })).status).toBe(200)
    expect((await typedNow()).postalCode).toBe('28013')
    expect((await placeOrder(cookie)).status).toBe(302)
  })

  it('refuse a shipping method or payment method that does not exist, and a gift code that is not one', async () => {
    const { cookie } = await guestWithShirt()
    const place = (fields: Record<string, string>) => submit(cookie, { ...details, attempt: crypto.randomUUID(), ...fields }, 'place')
    const teleport = await place({ shippingMethod: 'teleport', paymentMethod: 'transfer' })
    expect(teleport.status).toBe(400)
    expect(teleport.data).toMatchObject({ shippingError: true, paymentError: false })
    const cash = await place({ shippingMethod: 'standard', paymentMethod: 'cash' })
    expect(cash.status).toBe(400)
    expect(cash.data).toMatchObject({ shippingError: false, paymentError: true })
    const code = await submit(cookie, { code: 'NOT-A-CODE' }, 'applyGiftCard')
    expect(code.status).toBe(400)
    expect(code.data).toMatchObject({ giftError: 'invalidCode' })
    expect(await db().select().from(orders)).toHaveLength(0)
  })

  it('send an empty basket to /cart, and the old step addresses to the one page', async () => {
    const empty = await submit('gemela_basket=unknown', { attempt: crypto.randomUUID() }, 'place')
    expect(empty.headers.get('Location')).toBe('/cart')
    const { loader, action } = await import('#app/routes/checkout/old-step.tsx')
    const old = await call(() => loader() as never)
    expect(old.status).toBe(301)
    expect(old.headers.get('Location')).toBe('/checkout')
    const posted = await call(() => action() as never)
    expect(posted.status).toBe(303)
    expect(posted.headers.get('Location')).toBe('/checkout')
  })

  it('send a second press of the form that placed an order (her retry after a lost answer) to that order, placing nothing more', async () => {
    const { cookie } = await guestWithShirt()
    await throughPayment(cookie)
    const attempt = await attemptFor(cookie)
    const fields = { ...details, shippingMethod: 'standard', paymentMethod: 'transfer', attempt }
    const first = await submit(cookie, fields, 'place')
    const [order] = await db().select().from(orders)
    expect(first.headers.get('Location')).toBe(`/orders/${order!.number}?k=${orderAccessKey(order!.number)}&placed=1`)
    const again = await submit(cookie, fields, 'place')
    expect(again.status).toBe(302)
    expect(again.headers.get('Location')).toBe(first.headers.get('Location'))
    expect(await db().select().from(orders)).toHaveLength(1)
    // Only her basket's form finds it: the same attempt from another basket, or a new attempt, is an empty basket.
    expect((await submit('gemela_basket=unknown', fields, 'place')).headers.get('Location')).toBe('/cart')
    expect((await submit(cookie, { ...fields, attempt: crypto.randomUUID() }, 'place')).headers.get('Location')).toBe('/cart')
  })

  it('price the order on the server whatever the browser sends', async () => {
    const { cookie } = await guestWithShirt()
    const placed = await placeOrder(cookie, { totalCents: '1', priceCents: '1', shippingCents: '0' })
    expect(placed.status).toBe(302)
    const [order] = await db().select().from(orders)
    expect(order!.totalCents).toBeGreaterThan(5000)
    expect(order!.totalCents).toBe(order!.subtotalCents + order!.shippingCents)
  })

  it('open an order only for its owner or with its key: anyone else gets 404, and cannot cancel it', async () => {
    const { cookie } = await guestWithShirt()
    await placeOrder(cookie)
    const [order] = await db().select().from(orders)
    const number = order!.number
    const open = (path: string, who = '') => call(() => orderLoader(routeArgs(getRequest(path, { cookie: who }), { number }) as never))
    expect((await open(`/orders/${number}?k=${orderAccessKey(number)}`)).status).toBe(200)
    expect((await open(`/orders/${number}`)).status).toBe(404)
    expect((await open(`/orders/${number}?k=${orderAccessKey('GM-2026-999999')}`)).status).toBe(404)
    const stranger = await createSignedInCustomer()
    expect((await open(`/orders/${number}`, stranger.cookie)).status).toBe(404)
    const cancel = await post(orderAction, `/orders/${number}`, { intent: 'cancel' }, stranger.cookie, { number })
    expect(cancel.status).toBe(404)
    expect((await db().select({ status: orders.status }).from(orders))[0]!.status).toBe('pending_payment')
    // With the key she may cancel (within 24 h): the fabric is free again.
    const mine = await call(() => orderAction(routeArgs(formRequest(`/orders/${number}?k=${orderAccessKey(number)}`, { intent: 'cancel' }), { number }) as never))
    expect(mine.status).toBe(302)
    expect((await db().select({ status: orders.status }).from(orders))[0]!.status).toBe('cancelled')
  })

  it('find an order by number and e-mail only, the same answer for a wrong e-mail and an unknown number, and limit the tries', async () => {
    const { cookie } = await guestWithShirt()
    await placeOrder(cookie)
    const [order] = await db().select().from(orders)
    const find = (fields: Record<string, string>) => call(() => lookupAction(routeArgs(formRequest('/orders/find', fields)) as never))
    const found = await find({ number: order!.number.toLowerCase(), email: 'ANA@example.com ' })
    expect(found.status).toBe(302)
    expect(found.headers.get('Location')).toBe(`/orders/${order!.number}?k=${orderAccessKey(order!.number)}`)
    const wrongEmail = await find({ number: order!.number, email: 'eva@example.com' })
    const unknown = await find({ number: 'GM-2026-999999', email: 'ana@example.com' })
    expect([wrongEmail.status, unknown.status]).toEqual([404, 404])
    expect(wrongEmail.data).toMatchObject({ notFound: true, errors: {} })
    expect(unknown.data).toMatchObject({ notFound: true, errors: {} })
    expect((await find({ number: 'R-00042', email: 'x' })).data).toMatchObject({ errors: { number: 'invalidNumber', email: 'invalidEmail' } })
    // Ten lookups an hour per client address (this test's requests all come from one).
    let last = 0
    for (let i = 0; i < 10; i++) last = (await find({ number: 'GM-2026-999999', email: 'ana@example.com' })).status
    expect(last).toBe(429)
  })
})
