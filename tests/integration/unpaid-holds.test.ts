import { action as checkoutAction } from '#app/routes/checkout/index.tsx'
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { computeGarmentMetres } from '#app/modules/atelier/fabric-metres.server.ts'
import { placeOrder, type PlaceOrderInput } from '#app/modules/checkout/place-order.server.ts'
import { updateStoreSettings } from '#app/modules/store/settings.server.ts'
import { defaultStoreSettings, type StoreSettings } from '#app/modules/store/settings.ts'
import { action as adminOrderAction, loader as adminOrderLoader } from '#app/routes/admin/order.tsx'
import { loader as adminListLoader } from '#app/routes/admin/orders.tsx'
import { action as customerOrderAction } from '#app/routes/orders/order.tsx'
import { auditLog, basketItems, baskets, fabricLocks, fabrics, orderItems, orders, users } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { checkoutJourney } from '#tests/support/checkout-journey.ts'
import { call, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'
import { guestBasketWith, placeOrderInput, shirtParts } from '#tests/support/order-fixtures.ts'

/*
 * Issue 31, item 1: unpaid orders must not be a way to hoard the catalogue. What one customer holds
 * unpaid at once (orders, garments, metres) is limited per client address, per e-mail and per account
 * (store settings `holds`), inside the order's one statement, so parallel placements cannot both slip
 * under it; placing is rate limited per client address; the back office sees what an unpaid order
 * holds and releases it. A customer who pays is never blocked.
 */

const { db } = useTestDatabase()
const journey = checkoutJourney(db)

const savedPaymentsTest = process.env.PAYMENTS_TEST
beforeAll(() => {
  // The test card on PostgreSQL too (it is offered on the embedded database anyway).
  process.env.PAYMENTS_TEST = '1'
})
/** The store settings as stored now (placeOrder is handed them, as the review page reads them). */
let current = defaultStoreSettings()
beforeEach(() => {
  current = defaultStoreSettings()
  fabricCursor = 0
})
afterAll(() => {
  if (savedPaymentsTest === undefined) delete process.env.PAYMENTS_TEST
  else process.env.PAYMENTS_TEST = savedPaymentsTest
})

// ─── Helpers ─────────────────────────────────────────────────────────────────────────────────────

let slugs: string[] = []
let fabricCursor = 0
/** A fabric with room for a shirt that no earlier basket of this test used (a combination sells once: 13 in the seed). */
async function nextFabric() {
  if (slugs.length === 0) {
    slugs = (
      await db()
        .select({ slug: fabrics.slug })
        .from(fabrics)
        .where(sql`${fabrics.stockMetres} >= 4`)
        .orderBy(fabrics.id)
    ).map((f) => f.slug)
  }
  return slugs[fabricCursor++ % slugs.length]!
}

const randomAddress = () => `10.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`

/** A request from one client address (the host's trusted X-Forwarded-For). */
function from(request: Request, address: string) {
  request.headers.set('X-Forwarded-For', address)
  return request
}

type Buyer = { cookie: string; email: string; address: string }

/** A guest with a fresh basket (one shirt), her e-mail and the address she shops from. */
async function guest(options: { email?: string; address?: string; cookie?: string } = {}): Promise<Buyer> {
  if (options.cookie) {
    await refill(options.cookie)
    return { cookie: options.cookie, email: options.email ?? 'ana@example.com', address: options.address ?? randomAddress() }
  }
  const { cookie } = await journey.guestWithShirt(await nextFabric())
  return { cookie, email: options.email ?? `ana-${randomBytes(4).toString('hex')}@example.com`, address: options.address ?? randomAddress() }
}

/** Puts another shirt (in a fabric of its own) in this guest's basket, as she would after an order. */
async function refill(cookie: string) {
  const token = cookie.split('=')[1]!
  const [basket] = await db()
    .select({ id: baskets.id })
    .from(baskets)
    .where(eq(baskets.tokenHash, createHash('sha256').update(token).digest('hex')))
  const [fabric] = await db()
    .select({ id: fabrics.id })
    .from(fabrics)
    .where(eq(fabrics.slug, await nextFabric()))
  await db()
    .insert(basketItems)
    .values({
      basketId: basket!.id,
      productId: 7,
      fabricId: fabric!.id,
      parts: await shirtParts(db),
      measurements: { type: 'standard', size: 'M' },
      status: 'complete',
      incompleteFields: [],
    })
}

const postAs = (buyer: Buyer, action: (args: never) => unknown, path: string, fields: Record<string, string>) =>
  call(() => action(routeArgs(from(formRequest(path, fields, { cookie: buyer.cookie }), buyer.address)) as never))

/** The checkout page's form as this buyer, then REALIZAR PEDIDO: the action's answer. */
async function checkout(buyer: Buyer, paymentMethod: 'transfer' | 'test_card' = 'transfer') {
  const chosen = await postAs(buyer, checkoutAction, '/checkout', { ...journey.details, email: buyer.email, shippingMethod: 'standard', paymentMethod, intent: 'update' })
  if (chosen.status !== 200) throw new Error(`the checkout page refused: ${chosen.status}`)
  return review(buyer)
}

/** Whether REALIZAR PEDIDO placed an order: she is sent to it (or to pay it). */
const placed = (res: { status: number; headers: Headers }) => res.status === 302 && /^\/(orders|checkout\/test-payment)\//.test(res.headers.get('Location') ?? '')

const review = (buyer: Buyer) =>
  postAs(buyer, checkoutAction, '/checkout', { ...journey.details, email: buyer.email, shippingMethod: 'standard', intent: 'place', attempt: crypto.randomUUID() })

const orderCount = async () =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
  )[0]!.n
const stock = async () => new Map((await db().select({ id: fabrics.id, metres: fabrics.stockMetres }).from(fabrics)).map((f) => [f.id, f.metres]))

type Refusal = {
  error: 'holdLimit'
  limit: 'orders' | 'garments' | 'metres'
  count: number
  mine: { number: string; href: string; until: string }[]
  others: number
  lookupHref: string
}

async function setHolds(holds: Partial<StoreSettings['holds']>) {
  current = (await updateStoreSettings((s) => ({ ...s, holds: { ...s.holds, ...holds } }))).after
}

async function signedInAdmin() {
  const admin = await createSignedInCustomer(`duena-${randomBytes(3).toString('hex')}@gemela.es`)
  await db().update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId))
  return admin
}

// ─── The limit ───────────────────────────────────────────────────────────────────────────────────

describe('what one customer may hold unpaid', () => {
  it('has defaults a real customer never reaches', () => {
    expect(defaultStoreSettings().holds).toMatchObject({ unpaidOrders: 2, unpaidGarments: 8, unpaidMetres: 16, placementsPerHour: 10 })
  })

  it('one guest (one cookie, one address): two unpaid orders, the third is a 409 at REALIZAR PEDIDO that links hers, and nothing is written', async () => {
    const ana = await guest()
    expect(placed(await checkout(ana))).toBe(true)
    await refill(ana.cookie)
    expect(placed(await checkout(ana))).toBe(true)
    await refill(ana.cookie)
    const [before, metres] = [await orderCount(), await stock()]
    const refused = await checkout(ana)
    expect(refused.status).toBe(409)
    const body = (refused.data as { refusal: Refusal }).refusal
    expect(body).toMatchObject({ error: 'holdLimit', limit: 'orders', count: 2, others: 0, lookupHref: '/orders/find' })
    const mine = await db().select({ number: orders.number, until: orders.holdExpiresAt }).from(orders).orderBy(orders.placedAt)
    // Both are hers (this basket placed them): each links its own page, where she pays or cancels it.
    expect(body.mine.map((p) => [p.number, p.until])).toEqual(mine.map((o) => [o.number, o.until!.toISOString()]))
    for (const p of body.mine) expect(p.href).toMatch(new RegExp(`^/orders/${p.number}\\?k=[\\w-]{16}$`))
    expect(await orderCount()).toBe(before)
    expect(await stock()).toEqual(metres)
    // Her basket and her answers stay: she may come back after paying.
    expect(await db().select().from(basketItems)).toHaveLength(1)
  })

  it('counts by e-mail across baskets and addresses, and by address across e-mails; an order it cannot prove hers is not linked', async () => {
    const email = `lucia-${randomBytes(3).toString('hex')}@example.com`
    expect(placed(await checkout(await guest({ email })))).toBe(true)
    expect(placed(await checkout(await guest({ email })))).toBe(true)
    const other = await checkout(await guest({ email: email.toUpperCase() }))
    expect(other.status).toBe(409)
    // Another basket placed them: counted, never named (their number and this e-mail would open them in the lookup).
    expect((other.data as { refusal: unknown }).refusal).toMatchObject({ count: 2, mine: [], others: 2, lookupHref: '/orders/find' })
    expect(JSON.stringify((other.data as { refusal: unknown }).refusal)).not.toMatch(/GM-\d{4}/)

    const address = randomAddress()
    expect(placed(await checkout(await guest({ address })))).toBe(true)
    expect(placed(await checkout(await guest({ address })))).toBe(true)
    expect((await checkout(await guest({ address }))).status).toBe(409)
    expect(placed(await checkout(await guest()))).toBe(true)
  })

  it('counts by account, whatever e-mail or address an order carries', async () => {
    const customer = await createSignedInCustomer()
    for (const n of [1, 2, 3]) {
      const basketId = await basketWithShirt()
      const result = await placeOrder(input(basketId, { userId: customer.userId, email: `otra-${n}@example.com`, clientAddress: randomAddress() }))
      expect(result.ok).toBe(n < 3)
      if (n === 3) expect(result).toMatchObject({ ok: false, reason: 'holdLimit', limit: 'orders' })
    }
  })

  it('limits garments and metres held unpaid, from the store settings', async () => {
    await setHolds({ unpaidGarments: 2 })
    const email = `marta-${randomBytes(3).toString('hex')}@example.com`
    expect((await placeOrder(input(await basketWithShirt(2), { email }))).ok).toBe(true)
    expect(await placeOrder(input(await basketWithShirt(), { email }))).toMatchObject({ ok: false, reason: 'holdLimit', limit: 'garments' })

    await setHolds({ unpaidGarments: 8, unpaidMetres: 4 })
    const other = `sara-${randomBytes(3).toString('hex')}@example.com`
    // Two shirts take about 3 m of their patterns' fabric; a third would pass 4 m.
    expect((await placeOrder(input(await basketWithShirt(2), { email: other }))).ok).toBe(true)
    expect(await placeOrder(input(await basketWithShirt(), { email: other }))).toMatchObject({ ok: false, reason: 'holdLimit', limit: 'metres' })
    // One order bigger than the limit alone is refused too, with nothing of hers to pay.
    expect(await placeOrder(input(await basketWithShirt(3), { email: 'nueva@example.com' }))).toMatchObject({ ok: false, reason: 'holdLimit', limit: 'metres', pending: [] })

    await setHolds({ unpaidMetres: 16, unpaidOrders: 1 })
    expect((await placeOrder(input(await basketWithShirt(), { email: 'una@example.com' }))).ok).toBe(true)
    expect(await placeOrder(input(await basketWithShirt(), { email: 'una@example.com' }))).toMatchObject({ ok: false, reason: 'holdLimit', limit: 'orders' })
  })

  it('never blocks a customer who pays: a transfer then a card order; paying one frees her slot, and so does cancelling one', async () => {
    const ana = await guest()
    expect(placed(await checkout(ana, 'transfer'))).toBe(true)
    await refill(ana.cookie)
    const card = await checkout(ana, 'test_card')
    expect(placed(card)).toBe(true)
    expect(card.headers.get('Location')).toMatch(/^\/checkout\/test-payment\//)
    await refill(ana.cookie)
    expect((await checkout(ana)).status).toBe(409)

    // The shop receives her transfer: one unpaid order left, so she may place another.
    const [transfer] = await db().select().from(orders).where(eq(orders.paymentMethod, 'transfer'))
    const admin = await signedInAdmin()
    const confirmed = await call(() =>
      adminOrderAction(routeArgs(formRequest(`/admin/orders/${transfer!.number}`, { intent: 'confirmTransfer' }, { cookie: admin.cookie }), { number: transfer!.number }) as never),
    )
    expect(confirmed.status).toBe(200)
    expect(placed(await checkout(ana))).toBe(true)

    // At the limit again; she cancels one of them from its page (the link the refusal gives her), even a day later.
    await refill(ana.cookie)
    const refused = ((await checkout(ana)).data as { refusal: Refusal }).refusal
    const link = refused.mine[0]!.href
    await db()
      .update(orders)
      .set({ placedAt: sql`${orders.placedAt} - interval '30 hours'` })
    const [path, query] = link.split('?')
    const number = path!.split('/').at(-1)!
    const cancelled = await call(() => customerOrderAction(routeArgs(formRequest(`${path}?${query}`, { intent: 'cancel' }, { cookie: ana.cookie }), { number }) as never))
    expect(cancelled.status).toBe(302)
    expect(placed(await checkout(ana))).toBe(true)
  })
})

// ─── Concurrency ─────────────────────────────────────────────────────────────────────────────────

describe('placing at the same moment', () => {
  it('two placements in parallel cannot both slip under the limit (per e-mail and per address)', async () => {
    const email = `prisa-${randomBytes(3).toString('hex')}@example.com`
    expect((await placeOrder(input(await basketWithShirt(), { email }))).ok).toBe(true)
    const baskets = await Promise.all(Array.from({ length: 6 }, () => basketWithShirt()))
    const results = await Promise.all(baskets.map((id) => placeOrder(input(id, { email, clientAddress: randomAddress() }))))
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.filter((r) => !r.ok && r.reason === 'holdLimit')).toHaveLength(5)
    expect(await db().select().from(orders).where(eq(orders.email, email))).toHaveLength(2)

    const address = randomAddress()
    const more = await Promise.all(Array.from({ length: 6 }, () => basketWithShirt()))
    const racing = await Promise.all(more.map((id, i) => placeOrder(input(id, { email: `otra-${i}-${email}`, clientAddress: address }))))
    expect(racing.filter((r) => r.ok)).toHaveLength(2)
    expect(await db().select().from(fabricLocks)).toHaveLength(4)
  })
})

// ─── The rate ────────────────────────────────────────────────────────────────────────────────────

describe('the rate of placing orders', () => {
  it('is limited per client address: the 11th attempt in an hour is a 429 with the wait, and writes nothing', async () => {
    const ana = await guest()
    expect(placed(await checkout(ana))).toBe(true)
    await refill(ana.cookie)
    expect(placed(await checkout(ana))).toBe(true)
    await refill(ana.cookie)
    for (let i = 3; i <= 10; i++) expect((await checkout(ana)).status).toBe(409)
    const before = await orderCount()
    const limited = await review(ana)
    expect(limited.status).toBe(429)
    expect((limited.data as { refusal: unknown }).refusal).toMatchObject({ error: 'tooMany' })
    expect((limited.data as { refusal: { retryAfterMinutes: number } }).refusal.retryAfterMinutes).toBeGreaterThan(0)
    expect(await orderCount()).toBe(before)
    // Another address is not held back by hers.
    expect(placed(await checkout(await guest()))).toBe(true)
  })
})

// ─── The back office ─────────────────────────────────────────────────────────────────────────────

describe('the back office and unpaid holds', () => {
  it('sees what each unpaid order holds (garments, metres per fabric, until when) and lets it go by cancelling it: cancelled, stock back, audit row', async () => {
    const admin = await signedInAdmin()
    const result = await placeOrder(input(await basketWithShirt(2), { email: 'hold@example.com' }))
    if (!result.ok) throw new Error('not placed')
    const [row] = await db().select().from(orders).where(eq(orders.id, result.orderId))
    const list = await call(() => adminListLoader(routeArgs(getRequest('/admin/orders', { cookie: admin.cookie })) as never))
    const listed = (list.data as { rows: { number: string; hold: { garments: number; metres: number; until: string } | null }[] }).rows.find((r) => r.number === row!.number)
    // Each shirt takes what its pattern (size M) takes laid on its fabric's width.
    const widths = await db()
      .select({ widthCm: fabrics.widthCm })
      .from(orderItems)
      .innerJoin(fabrics, eq(fabrics.id, orderItems.fabricId))
      .where(eq(orderItems.orderId, row!.id))
      .orderBy(orderItems.position)
    const shirts = widths.map(
      ({ widthCm }) =>
        computeGarmentMetres({
          garmentKind: 'shirt',
          parts: { sleeve: 'sleeve-long', cuff: 'cuff-french', collar: 'collar-spread' },
          size: { type: 'standard', size: 'M' },
          categoryMetres: 1.8,
          fabricWidthCm: widthCm,
        }).metres,
    )
    expect(listed!.hold).toMatchObject({ garments: 2, metres: Math.round((shirts[0]! + shirts[1]!) * 100) / 100, until: row!.holdExpiresAt!.toISOString() })

    const page = await call(() => adminOrderLoader(routeArgs(getRequest(`/admin/orders/${row!.number}`, { cookie: admin.cookie }), { number: row!.number }) as never))
    const hold = (page.data as { hold: { garments: number; until: string; fabrics: { name: string; metres: number }[] } | null }).hold
    expect(hold).toMatchObject({ garments: 2, until: row!.holdExpiresAt!.toISOString() })
    expect(hold!.fabrics.map((f) => f.metres).sort()).toEqual([...shirts].sort())

    const before = await stock()
    // The hold has no button of its own: the order's cancellation is the one that lets its fabrics go (nothing to refund).
    const post = (cookie: string, intent = 'cancel') =>
      call(() => adminOrderAction(routeArgs(formRequest(`/admin/orders/${row!.number}`, { intent, reason: 'No va a pagar' }, { cookie }), { number: row!.number }) as never))
    expect((await post(admin.cookie, 'release')).status, 'the old release intent is gone').toBe(400)
    expect((await db().select().from(orders).where(eq(orders.id, row!.id)))[0]!.status).toBe('pending_payment')
    // A customer cannot.
    const customer = await createSignedInCustomer()
    expect((await post(customer.cookie)).status).toBe(403)
    expect((await db().select().from(orders).where(eq(orders.id, row!.id)))[0]!.status).toBe('pending_payment')

    const released = await post(admin.cookie)
    expect(released.status).toBe(200)
    expect((await db().select().from(orders).where(eq(orders.id, row!.id)))[0]!.status).toBe('cancelled')
    expect(await db().select().from(fabricLocks).where(eq(fabricLocks.orderId, row!.id))).toEqual([])
    const after = await stock()
    expect([...after].reduce((sum, [id, m]) => sum + m - before.get(id)!, 0)).toBeCloseTo(shirts[0]! + shirts[1]!, 5)
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.cancel'), eq(auditLog.entityId, row!.number)))
    expect(audit).toHaveLength(1)
    expect(audit[0]!.after).toMatchObject({ status: 'cancelled', reason: 'No va a pagar', refund: null })
    // Cancelled once: a second press is refused and writes nothing.
    expect((await post(admin.cookie)).status).toBe(409)
  })
})

// ─── Module-level helpers ───────────────────────────────────────────────────────────────────────

/** A guest basket with `count` complete shirts, each in a fabric of its own. */
async function basketWithShirt(count = 1) {
  const parts = await shirtParts(db)
  const designs = []
  for (let i = 0; i < count; i++) {
    const [fabric] = await db()
      .select({ id: fabrics.id })
      .from(fabrics)
      .where(eq(fabrics.slug, await nextFabric()))
    designs.push({ productId: 7, fabricId: fabric!.id, parts })
  }
  return (await guestBasketWith(db, designs)).basketId
}

/** A guest of her own (a new e-mail and client address) placing the basket's order. */
const input = (basketId: string, overrides: Partial<PlaceOrderInput> = {}) =>
  placeOrderInput(basketId, { email: `cliente-${randomBytes(4).toString('hex')}@example.com`, clientAddress: randomAddress(), settings: current, ...overrides })
