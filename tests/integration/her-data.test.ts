import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { createAddress } from '#app/modules/addresses/addresses.server.ts'
import { emailChangeLimit } from '#app/modules/accounts/accounts.server.ts'
import { getSessionUser } from '#app/modules/accounts/session.server.ts'
import { claimGuestOrders } from '#app/modules/orders/orders.server.ts'
import { createProfile } from '#app/modules/sizing/profiles.server.ts'
import { action as dataAction } from '#app/routes/account/data.tsx'
import { loader as exportLoader } from '#app/routes/account/data-export.ts'
import { getAuth } from '#app/utils/auth.server.ts'
import { addresses, authAccounts, basketItems, baskets, fabrics, newsletterSubscriptions, orders, returnRequests, savedItems, sessions, users } from '#db/schema/index.ts'
import { sampleMeasurements } from '#tests/factories/measurements.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { checkoutJourney } from '#tests/support/checkout-journey.ts'
import { shirtParts } from '#tests/support/order-fixtures.ts'
import { testPassword } from '#tests/support/passwords.ts'
import { call, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'
import { useMailSink } from '#tests/support/use-mail-sink.ts'

/** Issue 33: her data from Mi cuenta — the export, the deletion (what goes, what stays), the e-mail change's mails and limits. */
const { db } = useTestDatabase()
const sink = useMailSink()
const journey = checkoutJourney(db)

/** A customer with a password, an address, a newsletter subscription, a request and a delivered order placed as a guest and claimed. */
async function customerWithHistory() {
  const me = await createSignedInCustomer('ana@example.com')
  const ctx = await getAuth().$context
  await ctx.internalAdapter.linkAccount({ userId: me.userId, providerId: 'credential', accountId: me.userId, password: await ctx.password.hash(testPassword) })
  await createAddress(me.userId, {
    fullName: 'Ana Ruiz',
    phone: '+34 600 000 000',
    street: 'Calle Mayor 1',
    postalCode: '28013',
    city: 'Madrid',
    province: 'Madrid',
    country: 'España',
    makeDefault: true,
  })
  const { cookie } = await journey.guestWithShirt()
  expect((await journey.placeOrder(cookie)).status).toBe(302)
  await claimGuestOrders(me.userId, me.email)
  const [order] = await db().select({ id: orders.id, number: orders.number }).from(orders).where(eq(orders.userId, me.userId))
  await db()
    .insert(newsletterSubscriptions)
    .values({ email: me.email, status: 'active', confirmToken: 'c'.repeat(32), unsubscribeToken: 'u'.repeat(32) })
  await db().insert(returnRequests).values({ orderNumber: order!.number, email: me.email, orderId: order!.id, reason: 'size', comments: 'Me queda grande de cintura' })
  return { ...me, order: order! }
}

const post = (cookie: string, fields: Record<string, string>) => call(() => dataAction(routeArgs(formRequest('/account/data', fields, { cookie })) as never))

describe('her data', () => {
  it('the export holds her account, addresses, orders, requests and newsletter status, and nobody else’s', async () => {
    const me = await customerWithHistory()
    const res = await call(() => exportLoader(routeArgs(getRequest('/account/data/export', { cookie: me.cookie })) as never))
    expect(res.response!.headers.get('Content-Disposition')).toMatch(/^attachment; filename="mis-datos-/)
    const mine = JSON.parse(await res.response!.text())
    expect(mine.account).toMatchObject({ email: 'ana@example.com', firstName: 'Ana', signInMethods: [{ provider: 'password' }] })
    expect(mine.addresses).toMatchObject([{ street: 'Calle Mayor 1' }])
    expect(mine.orders).toMatchObject([{ number: me.order.number, contact: { fullName: 'Ana García' } }])
    expect(mine.orders[0].idempotencyKey).toBeUndefined()
    expect(mine.requests).toMatchObject([{ reason: 'size', comments: 'Me queda grande de cintura' }])
    expect(mine.newsletter).toMatchObject({ status: 'active' })
    const other = await createSignedInCustomer('eva@example.com')
    const theirs = await call(() => exportLoader(routeArgs(getRequest('/account/data/export', { cookie: other.cookie })) as never))
    expect(await theirs.response!.text()).not.toContain('ana@example.com')
  })

  it('her measurement profiles, basket and saved designs are exported whole: every column of those tables is exported or the shop’s own key', async () => {
    const me = await createSignedInCustomer('ana@example.com')
    expect((await createProfile(me.userId, { name: 'Mis medidas', method: 'custom', values: sampleMeasurements, notes: 'Hombro izquierdo más bajo' })).ok).toBe(true)
    const [fabric] = await db().select({ id: fabrics.id }).from(fabrics).where(eq(fabrics.slug, 'verde-primavera'))
    const measurements = { type: 'standard', size: 'L', neck: { unit: 'cm', value: '39' } } as const
    await db()
      .insert(savedItems)
      .values({ userId: me.userId, productId: 7, fabricId: fabric!.id, parts: await shirtParts(db), measurements })
    const [basket] = await db().insert(baskets).values({ userId: me.userId }).returning({ id: baskets.id })
    const custom = { type: 'custom', profileName: 'Mis medidas', values: sampleMeasurements, method: 'custom' } as const
    await db()
      .insert(basketItems)
      .values({ basketId: basket!.id, productId: 7, fabricId: fabric!.id, parts: await shirtParts(db), measurements: custom, status: 'complete' })
    const res = await call(() => exportLoader(routeArgs(getRequest('/account/data/export', { cookie: me.cookie })) as never))
    const mine = JSON.parse(await res.response!.text())
    expect(mine.measurementProfiles).toMatchObject([{ name: 'Mis medidas', method: 'custom', values: sampleMeasurements, notes: 'Hombro izquierdo más bajo' }])
    expect(mine.savedDesigns).toMatchObject([{ productId: 7, fabric: { id: fabric!.id }, measurements }])
    expect(Object.keys(mine.savedDesigns[0].parts).sort()).toEqual(['collar', 'cuff', 'sleeve'])
    expect(mine.basket).toMatchObject([{ productId: 7, fabric: { id: fabric!.id }, measurements: custom, status: 'complete' }])

    // Nothing is kept there that she did not give or that the file leaves out (GDPR arts. 5(1)(c) and 15):
    // a new column must be exported (here, under its name in the file) or be one of the shop's own keys.
    const columns = async (table: string) =>
      (
        (await db().execute(
          sql`select column_name as c from information_schema.columns where table_schema = current_schema() and table_name = ${table} order by 1`,
        )) as unknown as {
          rows: { c: string }[]
        }
      ).rows.map((r) => r.c)
    const profileKeys = { id: 'id', name: 'name', method: 'method', values: 'values', notes: 'notes', created_at: 'createdAt', updated_at: 'updatedAt' }
    expect(await columns('measurement_profiles')).toEqual([...Object.keys(profileKeys), 'user_id'].sort())
    for (const key of Object.values(profileKeys)) expect(mine.measurementProfiles[0]).toHaveProperty(key)
    const savedKeys = { id: 'id', product_id: 'productId', fabric_id: 'fabric', parts: 'parts', measurements: 'measurements', created_at: 'savedAt' }
    expect(await columns('saved_items')).toEqual([...Object.keys(savedKeys), 'user_id'].sort())
    for (const key of Object.values(savedKeys)) expect(mine.savedDesigns[0]).toHaveProperty(key)
    // Her basket's garments: her choices and size, exported; the rest is the shop's own bookkeeping (no personal details per garment: issue 32 item 5).
    const basketKeys = { id: 'id', product_id: 'productId', fabric_id: 'fabric', parts: 'parts', measurements: 'measurements', status: 'status', created_at: 'addedAt' }
    const bookkeeping = ['basket_id', 'fabric_problem', 'incomplete_fields', 'updated_at']
    expect(await columns('basket_items')).toEqual([...Object.keys(basketKeys), ...bookkeeping].sort())
    for (const key of Object.values(basketKeys)) expect(mine.basket[0]).toHaveProperty(key)
  })

  it('deleting: refused while an order is on its way; then her profile, addresses, sessions and subscription go, her order and request stay without her', async () => {
    const me = await customerWithHistory()
    expect((await post(me.cookie, { intent: 'delete', password: 'otra-clave-123' })).status).toBe(400)
    const open = await post(me.cookie, { intent: 'delete', password: testPassword })
    expect(open).toMatchObject({ status: 409, data: { status: 'openOrders' } })
    expect((await db().select().from(users).where(eq(users.id, me.userId)))[0]!.deletedAt).toBeNull()

    await db().update(orders).set({ status: 'delivered' }).where(eq(orders.id, me.order.id))
    const done = await post(me.cookie, { intent: 'delete', password: testPassword })
    expect(done.status).toBe(302)
    expect(done.headers.get('Location')).toBe('/?session=accountDeleted')
    expect(done.headers.get('Set-Cookie')).toMatch(/^gemela\.session_token=; Path=\/; Max-Age=0/)

    const [user] = await db().select().from(users).where(eq(users.id, me.userId))
    expect(user).toMatchObject({ name: '', firstName: '', lastName: '', banned: true })
    expect(user!.email).toMatch(/^borrada-.+@gemela\.invalid$/)
    expect(user!.deletedAt).toBeInstanceOf(Date)
    expect(await db().select().from(sessions).where(eq(sessions.userId, me.userId))).toEqual([])
    expect(await db().select().from(authAccounts).where(eq(authAccounts.userId, me.userId))).toEqual([])
    expect(await db().select().from(addresses).where(eq(addresses.userId, me.userId))).toEqual([])
    expect(await db().select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'ana@example.com'))).toEqual([])
    expect(await getSessionUser(me.cookie)).toBeNull()

    const [order] = await db().select().from(orders).where(eq(orders.id, me.order.id))
    expect(order).toMatchObject({ userId: me.userId, email: user!.email, dedication: null, status: 'delivered' })
    expect(order!.contact).toMatchObject({ fullName: '', phone: '' })
    expect(order!.address).toMatchObject({ street: '', city: 'Madrid', postalCode: '28013' })
    expect(JSON.stringify(order)).not.toContain('Ana García')
    const [request] = await db().select().from(returnRequests).where(eq(returnRequests.orderId, me.order.id))
    expect(request).toMatchObject({ email: user!.email, comments: '', reason: 'size' })
  })

  it('changing her e-mail: a link to the new address, a notice to the old one, limited per account', async () => {
    const me = await createSignedInCustomer('vieja@example.com')
    expect(await post(me.cookie, { intent: 'changeEmail', newEmail: 'VIEJA@example.com' })).toMatchObject({ status: 400, data: { errors: { newEmail: 'sameEmail' } } })
    expect(await post(me.cookie, { intent: 'changeEmail', newEmail: 'nueva@' })).toMatchObject({ status: 400, data: { errors: { newEmail: 'invalidEmail' } } })
    expect(await post(me.cookie, { intent: 'changeEmail', newEmail: 'nueva@example.com' })).toMatchObject({ status: 200, data: { status: 'sent' } })
    const link = await sink().waitFor('nueva@example.com')
    expect(link.subject).toBe('Confirma tu nuevo email')
    const notice = await sink().waitFor('vieja@example.com')
    expect(notice.subject).toBe('Has pedido cambiar el email de tu cuenta')
    expect(notice.text).toContain('nueva@example.com')
    // Not changed until the new address confirms.
    expect((await db().select({ email: users.email }).from(users).where(eq(users.id, me.userId)))[0]!.email).toBe('vieja@example.com')
    for (let i = 1; i < emailChangeLimit.limit; i++) expect((await post(me.cookie, { intent: 'changeEmail', newEmail: `n${i}@example.com` })).status).toBe(200)
    expect(await post(me.cookie, { intent: 'changeEmail', newEmail: 'n9@example.com' })).toMatchObject({ status: 429, data: { status: 'rateLimited' } })
  })

  it('an account without a password (a provider’s sign-in only) is deleted with her e-mail typed again, within minutes of signing in', async () => {
    const me = await createSignedInCustomer('oauth@example.com')
    await db().insert(authAccounts).values({ id: 'g-1', userId: me.userId, providerId: 'google', accountId: 'google-123', createdAt: new Date(), updatedAt: new Date() })
    // Asked for a password she does not have, she could never leave: the form asks her e-mail instead.
    expect((await post(me.cookie, { intent: 'delete' })).data).toMatchObject({ errors: { confirmEmail: 'required' } })
    expect((await post(me.cookie, { intent: 'delete', confirmEmail: 'otra@example.com' })).data).toMatchObject({ errors: { confirmEmail: 'wrongEmail' } })
    // A session left open for an hour is not enough: she signs in again first.
    await db()
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(sessions.userId, me.userId))
    const stale = await post(me.cookie, { intent: 'delete', confirmEmail: 'OAuth@example.com' })
    expect(stale.status).toBe(403)
    expect(stale.data).toMatchObject({ status: 'staleSignIn' })
    expect((await db().select().from(users).where(eq(users.id, me.userId)))[0]!.deletedAt).toBeNull()
    await db().update(sessions).set({ createdAt: new Date() }).where(eq(sessions.userId, me.userId))
    const done = await post(me.cookie, { intent: 'delete', confirmEmail: ' OAuth@example.com ' })
    expect(done.status).toBe(302)
    expect((await db().select().from(users).where(eq(users.id, me.userId)))[0]!.deletedAt).toBeInstanceOf(Date)
    expect(await db().select().from(authAccounts).where(eq(authAccounts.userId, me.userId))).toEqual([])
  })
})
