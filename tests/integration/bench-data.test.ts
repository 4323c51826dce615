import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { getProduct, listPartsForProduct } from '#app/modules/catalogue/catalogue.server.ts'
import { basketItems, baskets, fabrics, orderItems, orders, productFabrics, products } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { growFabrics, insertManyOrders } from '../../scripts/lib/bench-data.ts'
import { createGuestWithBasket } from '../../scripts/lib/guest-basket.ts'

/*
 * The benchmarks' setup (bench:load, bench:admin-orders, bench:checkout): a shop grown old, written
 * with generate_series, and complete guest baskets made through the basket module. Setup that does
 * not make what it says would make their figures about another shop.
 */
const { db } = useTestDatabase()
const run = (statement: string) => db().execute(sql.raw(statement))
const count = async (table: typeof fabrics | typeof productFabrics | typeof orders | typeof orderItems) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
  )[0]!.n

describe('growFabrics', () => {
  it('copies the catalogue’s fabrics up to the total, each copy offered on every product', async () => {
    const seeded = await count(fabrics)
    const liveProducts = (await db().select({ id: products.id }).from(products)).length
    const offersBefore = await count(productFabrics)
    await growFabrics(run, seeded + 30)
    expect(await count(fabrics)).toBe(seeded + 30)
    expect(await count(productFabrics)).toBe(offersBefore + 30 * liveProducts)
    const copies = await db()
      .select()
      .from(fabrics)
      .where(sql`${fabrics.position} > 1000`)
    expect(copies).toHaveLength(30)
    const [model] = await db()
      .select()
      .from(fabrics)
      .where(eq(fabrics.slug, copies[0]!.slug.replace(/-\d+$/, '')))
    // A copy is its model with a numbered slug and name: material, price, pattern and stock as the model's.
    expect(copies[0]).toMatchObject({ material: model!.material, priceCents: model!.priceCents, pattern: model!.pattern, stockMetres: model!.stockMetres, archivedAt: null })
    expect(copies[0]!.name.es).toMatch(new RegExp(`^${model!.name.es} \\d+$`))
    expect(new Set(copies.map((c) => c.slug)).size).toBe(30)
  })

  it('adds nothing when the shop already has as many', async () => {
    const seeded = await count(fabrics)
    await growFabrics(run, seeded)
    await growFabrics(run, 3)
    expect(await count(fabrics)).toBe(seeded)
  })
})

describe('insertManyOrders', () => {
  it('writes that many orders, each with one item, over every status and payment method', async () => {
    await insertManyOrders(run, 40)
    expect(await count(orders)).toBe(40)
    expect(await count(orderItems)).toBe(40)
    const statuses = await db().selectDistinct({ status: orders.status }).from(orders)
    expect(statuses.length).toBe(7)
    const methods = await db().selectDistinct({ method: orders.paymentMethod }).from(orders)
    expect(methods.length).toBe(4)
    const items = await db().select({ kind: orderItems.kind, fabricId: orderItems.fabricId }).from(orderItems)
    // Gift cards: no fabric taken, no fabric lock, so the orders change no page of the catalogue.
    expect(items.every((i) => i.kind === 'gift_card' && i.fabricId === null)).toBe(true)
  })
})

describe('createGuestWithBasket', () => {
  it('makes a guest basket with one complete garment, named by the cookie token it returns', async () => {
    const product = (await getProduct(7, 'es'))!
    const partByType = new Map<string, number>()
    for (const part of await listPartsForProduct(product, 'es')) if (!partByType.has(part.type)) partByType.set(part.type, part.id)
    const [fabric] = await db().select({ id: fabrics.id }).from(fabrics).where(eq(fabrics.slug, 'verde-primavera'))
    const guest = await createGuestWithBasket(product, fabric!.id, partByType)
    const [basket] = await db().select().from(baskets).where(eq(baskets.id, guest.basketId))
    expect(basket!.tokenHash).toBe(createHash('sha256').update(guest.token).digest('hex'))
    expect(basket!.userId).toBeNull()
    const items = await db().select().from(basketItems).where(eq(basketItems.basketId, guest.basketId))
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ productId: 7, fabricId: fabric!.id, status: 'complete', measurements: { type: 'standard', size: 'M' } })
    expect(guest).toMatchObject({ productId: 7, fabricId: fabric!.id })
  })
})
