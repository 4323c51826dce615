import { eq, inArray, sql } from 'drizzle-orm'
import type { Pool } from 'pg'
import { describe, expect, it, vi } from 'vitest'
import { computeGarmentMetres } from '#app/modules/atelier/fabric-metres.server.ts'
import { placeOrder, type PlaceOrderInput } from '#app/modules/checkout/place-order.server.ts'
import { expireHolds } from '#app/modules/checkout/holds.server.ts'
import { takeFabric } from '#app/modules/catalogue/fabric-sale.server.ts'
import { hashGiftCode } from '#app/modules/giftcards/gift-code.server.ts'
import { getOrder } from '#app/modules/orders/orders.server.ts'
import { defaultStoreSettings } from '#app/modules/store/settings.ts'
import { basketItems, fabricLocks, fabrics, giftCards, giftCardUses, mailOutbox, orders, parts, products } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { guestBasketWith, placeOrderInput, shirtParts } from '#tests/support/order-fixtures.ts'

const { db } = useTestDatabase()
const settings = defaultStoreSettings()
/** What the shirts these tests order (size M, long sleeve, French cuff, spread collar) take: their pattern laid on the fabric. */
const SHIRT_METRES = computeGarmentMetres({
  garmentKind: 'shirt',
  parts: { sleeve: 'sleeve-long', cuff: 'cuff-french', collar: 'collar-spread' },
  size: { type: 'standard', size: 'M' },
  categoryMetres: 1.8,
}).metres

async function ids() {
  const f = await db().select({ id: fabrics.id, slug: fabrics.slug, priceCents: fabrics.priceCents, stockMetres: fabrics.stockMetres }).from(fabrics)
  const p = await db().select({ id: parts.id, slug: parts.slug, surchargeCents: parts.surchargeCents }).from(parts)
  return { fabric: (slug: string) => f.find((x) => x.slug === slug)!, part: (slug: string) => p.find((x) => x.slug === slug)! }
}

/** A guest basket holding complete designs in size M (as the customizer and size screens leave them). */
async function basketWith(designs: { productId: number; fabricId: number; parts: Record<string, number> }[]) {
  return (await guestBasketWith(db, designs)).basketId
}

const shirt = () => shirtParts(db)

const input = (basketId: string, overrides: Partial<PlaceOrderInput> = {}) => placeOrderInput(basketId, { settings, ...overrides })

describe('placing an order', () => {
  it('writes a snapshot priced by the catalogue, takes the fabric, empties the basket and queues the confirmation', async () => {
    const { fabric, part } = await ids()
    const verde = fabric('verde-primavera')
    const basketId = await basketWith([{ productId: 7, fabricId: verde.id, parts: await shirt() }])
    // Whatever the basket row says, the price is read again from the catalogue at this moment: the
    // product's and a part's (the seed's shirt parts cost nothing extra, so one is made to).
    await db().update(products).set({ basePriceCents: 5100 }).where(eq(products.id, 7))
    await db().update(parts).set({ surchargeCents: 450 }).where(eq(parts.slug, 'cuff-french'))
    const result = await placeOrder(input(basketId, { shippingMethod: 'express' }))
    expect(result).toMatchObject({ ok: true, repeated: false, paid: false })
    if (!result.ok) throw new Error('not placed')
    expect(result.number).toMatch(/^GM-\d{4}-\d{6}$/)

    const order = (await getOrder(result.orderId))!
    const partsCents = part('sleeve-long').surchargeCents + 450 + part('collar-spread').surchargeCents
    const itemCents = 5100 + verde.priceCents + partsCents
    expect(order).toMatchObject({
      status: 'pending_payment',
      subtotalCents: itemCents,
      shippingCents: 995,
      totalCents: itemCents + 995,
      paymentMethod: 'transfer',
      email: 'ana@example.com',
    })
    expect(order.vatCents).toBe(Math.round(order.totalCents - order.totalCents / 1.21))
    expect(order.deliveryMinDays).toBe(settings.production.complexDays.min + settings.shipping.expressDays.min)
    expect(order.holdExpiresAt!.getTime() - order.placedAt.getTime()).toBe(3 * 86_400_000)
    expect(order.items).toHaveLength(1)
    expect(order.items[0]).toMatchObject({ kind: 'garment', productId: 7, fabricId: verde.id, size: { type: 'standard', size: 'M' }, totalCents: itemCents, complexity: 'complex' })
    expect(order.items[0]!.design!.product).toEqual({ es: 'Camisa Clásica', en: 'Classic shirt' })
    expect(order.events.map((e) => e.toStatus)).toEqual(['pending_payment'])

    const [lock] = await db().select().from(fabricLocks).where(eq(fabricLocks.fabricId, verde.id))
    expect(lock).toMatchObject({ productId: 7, orderId: result.orderId })
    const [after] = await db().select({ stockMetres: fabrics.stockMetres }).from(fabrics).where(eq(fabrics.id, verde.id))
    expect(after!.stockMetres).toBeCloseTo(verde.stockMetres - SHIRT_METRES, 5)
    expect(await db().select().from(basketItems).where(eq(basketItems.basketId, basketId))).toEqual([])
    const mail = await db().select().from(mailOutbox).orderBy(mailOutbox.createdAt)
    // Her confirmation, and the shop's notice of a transfer to watch for (shop-notices.server.ts).
    expect(mail).toMatchObject([
      { kind: 'order-confirmation', toAddress: 'ana@example.com', dedupeKey: `order-confirmation:${result.orderId}` },
      { kind: 'shop-new-order', toAddress: 'hola@gemela.es', dedupeKey: `shop-new-order:${result.orderId}` },
    ])
  })

  it('places one order for one checkout however often it is sent', async () => {
    const { fabric } = await ids()
    const basketId = await basketWith([{ productId: 7, fabricId: fabric('verde-primavera').id, parts: await shirt() }])
    const same = input(basketId)
    const [a, b] = await Promise.all([placeOrder(same), placeOrder(same)])
    const c = await placeOrder(same)
    expect([a, b, c].every((r) => r.ok)).toBe(true)
    const numbers = new Set([a, b, c].map((r) => (r.ok ? r.number : '')))
    expect(numbers.size).toBe(1)
    expect(await db().select({ id: orders.id }).from(orders)).toHaveLength(1)
  })

  it('refuses an incomplete basket and writes nothing', async () => {
    const { fabric } = await ids()
    const basketId = await basketWith([{ productId: 7, fabricId: fabric('verde-primavera').id, parts: await shirt() }])
    await db()
      .update(basketItems)
      .set({ status: 'incomplete', measurements: null, incompleteFields: ['measurements'] })
    const result = await placeOrder(input(basketId))
    expect(result).toMatchObject({ ok: false, reason: 'incomplete' })
    expect(await db().select({ id: orders.id }).from(orders)).toEqual([])
    expect(await db().select().from(fabricLocks)).toEqual([])
    expect(await placeOrder(input('00000000-0000-4000-8000-000000000000'))).toEqual({ ok: false, reason: 'empty' })
  })

  it('of many customers racing for one fabric and garment, exactly one wins; the others are told and their item is marked', async () => {
    const { fabric } = await ids()
    const verde = fabric('verde-primavera')
    const design = { productId: 7, fabricId: verde.id, parts: await shirt() }
    const basketIds = await Promise.all(Array.from({ length: 8 }, () => basketWith([design])))
    const results = await Promise.all(basketIds.map((id) => placeOrder(input(id))))
    const won = results.filter((r) => r.ok)
    const lost = results.filter((r) => !r.ok)
    expect(won).toHaveLength(1)
    expect(lost).toHaveLength(7)
    for (const r of lost) expect(r).toMatchObject({ ok: false, reason: 'fabricTaken', problem: 'locked' })
    expect(await db().select().from(fabricLocks).where(eq(fabricLocks.fabricId, verde.id))).toHaveLength(1)
    const [after] = await db().select({ stockMetres: fabrics.stockMetres }).from(fabrics).where(eq(fabrics.id, verde.id))
    expect(after!.stockMetres).toBeCloseTo(verde.stockMetres - SHIRT_METRES, 5)
    const marked = await db().select({ fabricProblem: basketItems.fabricProblem }).from(basketItems).where(inArray(basketItems.basketId, basketIds))
    expect(marked).toHaveLength(7)
    expect(marked.every((m) => m.fabricProblem === 'locked')).toBe(true)
  })

  it("lets the lock's unique key refuse a combination when a paid-late order takes it again (takeFabric)", async () => {
    const { fabric } = await ids()
    const verde = fabric('verde-primavera')
    const first = await placeOrder(input(await basketWith([{ productId: 7, fabricId: verde.id, parts: await shirt() }])))
    const second = await placeOrder(input(await basketWith([{ productId: 7, fabricId: fabric('lunares-medianoche').id, parts: await shirt() }])))
    expect(first.ok && second.ok).toBe(true)
    // As recordPaymentReceived does for an expired order paid after all: takeFabric itself refuses a held combination.
    const taking = db().transaction((tx) => takeFabric({ fabricId: verde.id, productId: 7, metres: SHIRT_METRES, orderId: (second as { orderId: string }).orderId }, tx))
    await expect(taking).rejects.toMatchObject({ code: 'locked', fabricId: verde.id })
  })

  it('never sells more metres than there are, whichever garments ask for them', async () => {
    const { fabric, part } = await ids()
    const verde = fabric('verde-primavera')
    // Enough for one shirt, not two; two different shirts so the lock does not decide.
    await db()
      .update(fabrics)
      .set({ stockMetres: SHIRT_METRES + 0.2 })
      .where(eq(fabrics.id, verde.id))
    const a = await basketWith([{ productId: 7, fabricId: verde.id, parts: await shirt() }])
    const b = await basketWith([{ productId: 11, fabricId: verde.id, parts: { sleeve: part('sleeve-long').id, cuff: part('cuff-french').id, collar: part('collar-spread').id } }])
    const results = await Promise.all([placeOrder(input(a)), placeOrder(input(b))])
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.find((r) => !r.ok)).toMatchObject({ reason: 'fabricTaken', problem: 'soldOut' })
    const [after] = await db().select({ stockMetres: fabrics.stockMetres }).from(fabrics).where(eq(fabrics.id, verde.id))
    expect(after!.stockMetres).toBeCloseTo(0.2, 5)
    expect(await db().select().from(fabricLocks)).toHaveLength(1)
  })

  it('gives the lock and the metres back when an unpaid hold runs out, from the deadlines in the database', async () => {
    const { fabric } = await ids()
    const verde = fabric('verde-primavera')
    const basketId = await basketWith([{ productId: 7, fabricId: verde.id, parts: await shirt() }])
    const placedAt = new Date('2026-11-25T10:00:00Z')
    const result = await placeOrder(input(basketId, { paymentMethod: 'test_card' }), placedAt)
    if (!result.ok) throw new Error('not placed')
    // Nothing happens before the 30 minutes.
    expect(await expireHolds(new Date('2026-11-25T10:29:00Z'))).toBe(0)
    expect(await db().select().from(fabricLocks)).toHaveLength(1)
    // The sweep keeps no state of its own: any process, started at any time, finds the order by its deadline.
    expect(await expireHolds(new Date('2026-11-25T10:31:00Z'))).toBe(1)
    const order = (await getOrder(result.orderId))!
    expect(order.status).toBe('expired')
    expect(order.events.map((e) => [e.actor, e.toStatus])).toEqual([
      ['customer', 'pending_payment'],
      ['system', 'expired'],
    ])
    expect(await db().select().from(fabricLocks)).toEqual([])
    const [after] = await db().select({ stockMetres: fabrics.stockMetres }).from(fabrics).where(eq(fabrics.id, verde.id))
    expect(after!.stockMetres).toBeCloseTo(verde.stockMetres, 5)
    // A second sweep gives nothing back twice.
    expect(await expireHolds(new Date('2026-11-25T12:00:00Z'))).toBe(0)
  })

  it('spends a gift card once: concurrent checkouts cannot take more than its balance', async () => {
    const { fabric } = await ids()
    const [card] = await db()
      .insert(giftCards)
      .values({
        codeHash: hashGiftCode('ABCDEFGHJKMNPQRS'),
        codeLast4: 'PQRS',
        initialCents: 5000,
        balanceCents: 5000,
        status: 'active',
        recipientName: 'Ana',
        recipientEmail: 'ana@example.com',
        senderName: 'Eva',
        sendOn: '2026-11-25',
      })
      .returning({ id: giftCards.id })
    const a = await basketWith([{ productId: 7, fabricId: fabric('verde-primavera').id, parts: await shirt() }])
    const b = await basketWith([{ productId: 7, fabricId: fabric('raya-diplomatica').id, parts: await shirt() }])
    const results = await Promise.all([placeOrder(input(a, { giftCardId: card!.id })), placeOrder(input(b, { giftCardId: card!.id }))])
    const [balance] = await db().select({ balanceCents: giftCards.balanceCents }).from(giftCards).where(eq(giftCards.id, card!.id))
    expect(balance!.balanceCents).toBeGreaterThanOrEqual(0)
    const uses = await db().select({ amountCents: giftCardUses.amountCents }).from(giftCardUses)
    expect(uses.reduce((s, u) => s + u.amountCents, 0)).toBe(5000 - balance!.balanceCents)
    expect(uses.reduce((s, u) => s + u.amountCents, 0)).toBeLessThanOrEqual(5000)
    // Each order would take all 50 €: one gets the card, the other is told its balance changed.
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(results.find((r) => !r.ok)).toEqual({ ok: false, reason: 'giftCard' })
    expect(balance!.balanceCents).toBe(0)
    const { rows } = (await db().execute(sql`select sum(gift_card_cents)::int as n from orders`)) as unknown as { rows: { n: number }[] }
    expect(rows[0]!.n).toBe(5000 - balance!.balanceCents)
  })

  // The embedded database has one connection: two transactions cannot be in flight at once there (CI runs this on PostgreSQL).
  it.skipIf(!process.env.DATABASE_URL)('refuses a combination whose lock another order takes while this one is being written (two orders in flight, PostgreSQL)', async () => {
    const { fabric } = await ids()
    const verde = fabric('verde-primavera')
    const basketId = await basketWith([{ productId: 7, fabricId: verde.id, parts: await shirt() }])
    const pool = (db() as unknown as { $client: Pool }).$client
    const other = await pool.connect()
    try {
      // Another order holds the lock, not yet committed: the early check cannot see it, the unique key waits for it.
      await other.query('begin')
      await other.query(`insert into fabric_locks (fabric_id, product_id) values ($1, 7)`, [verde.id])
      const placing = placeOrder(input(basketId))
      await new Promise((resolve) => setTimeout(resolve, 300))
      await other.query('commit')
      expect(await placing).toMatchObject({ ok: false, reason: 'fabricTaken', problem: 'locked' })
    } finally {
      other.release()
    }
    expect(await db().select().from(orders)).toHaveLength(0)
    const [item] = await db().select({ fabricProblem: basketItems.fabricProblem }).from(basketItems).where(eq(basketItems.basketId, basketId))
    expect(item!.fabricProblem).toBe('locked')
    const [after] = await db().select({ stockMetres: fabrics.stockMetres }).from(fabrics).where(eq(fabrics.id, verde.id))
    expect(after!.stockMetres).toBeCloseTo(verde.stockMetres, 5)
  })

  it('reads the basket and prices again when they changed between its read and its write, and charges the new price', async () => {
    const { fabric } = await ids()
    const basketId = await basketWith([{ productId: 7, fabricId: fabric('verde-primavera').id, parts: await shirt() }])
    const [before] = await db().select({ basePriceCents: products.basePriceCents }).from(products).where(eq(products.id, 7))
    // The admin changes the shirt's price just after the checkout read it (first call: the snapshot; second: the write).
    const execute = db().execute.bind(db())
    let calls = 0
    const changingPrice = async (query: Parameters<typeof execute>[0]) => {
      calls++
      if (calls === 2) await execute(sql`update products set base_price_cents = base_price_cents + 1000 where id = 7`)
      return execute(query)
    }
    const spy = vi.spyOn(db(), 'execute').mockImplementation(changingPrice as unknown as typeof execute)
    try {
      const result = await placeOrder(input(basketId))
      expect(result).toMatchObject({ ok: true, repeated: false })
      expect(calls).toBe(4) // snapshot, stale write, snapshot again, write
      const order = (await getOrder((result as { orderId: string }).orderId))!
      expect(order.items[0]!.basePriceCents).toBe(before!.basePriceCents + 1000)
    } finally {
      spy.mockRestore()
    }
    expect(await db().select().from(orders)).toHaveLength(1)
  })

  it("answers 'stale' and writes nothing when the basket's items are not the ones read", async () => {
    const { fabric } = await ids()
    const basketId = await basketWith([{ productId: 7, fabricId: fabric('verde-primavera').id, parts: await shirt() }])
    const statement = (version: Record<string, string>) =>
      db().execute(
        sql`select gemela_place_order(${JSON.stringify({ basketId, idempotencyKey: 'k-stale', now: new Date().toISOString(), year: 2026, basketVersion: version, prices: { products: {}, fabrics: {}, parts: {} }, sales: [], order: {}, items: [] })}::jsonb) as r`,
      )
    const answer = async (version: Record<string, string>) => {
      const result = (await statement(version)) as unknown as { rows?: { r: unknown }[] }
      return (result.rows ?? (result as unknown as { r: unknown }[]))[0]!.r
    }
    expect(await answer({})).toEqual({ outcome: 'stale' })
    const [item] = await db().select({ id: basketItems.id }).from(basketItems).where(eq(basketItems.basketId, basketId))
    expect(await answer({ [item!.id]: '1' })).toEqual({ outcome: 'stale' })
    expect(await db().select().from(orders)).toHaveLength(0)
    expect(await db().select().from(basketItems).where(eq(basketItems.basketId, basketId))).toHaveLength(1)
  })

  it('refuses a garment whose fabric the admin archived while it sat in her basket, and writes nothing', async () => {
    const { fabric } = await ids()
    const verde = fabric('verde-primavera')
    const basketId = await basketWith([{ productId: 7, fabricId: verde.id, parts: await shirt() }])
    const [item] = await db().select({ id: basketItems.id }).from(basketItems).where(eq(basketItems.basketId, basketId))
    await db().update(fabrics).set({ archivedAt: new Date() }).where(eq(fabrics.id, verde.id))
    expect(await placeOrder(input(basketId))).toEqual({ ok: false, reason: 'incomplete', itemIds: [item!.id] })
    expect(await db().select().from(orders)).toHaveLength(0)
    expect(await db().select().from(fabricLocks)).toHaveLength(0)
    const [after] = await db().select({ stockMetres: fabrics.stockMetres }).from(fabrics).where(eq(fabrics.id, verde.id))
    expect(after!.stockMetres).toBeCloseTo(verde.stockMetres, 5)
  })
})
