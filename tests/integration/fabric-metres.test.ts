// Issue 35 item 3: the fabric an order takes is what her pattern uses — an XS skirt less than an
// XL — and the stock and the order item move by exactly that; the category's figure is the
// fallback (and the order says so); the basket marks a fabric too short for her size.
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { computeItemMetres } from '#app/modules/atelier/item-metres.server.ts'
import { setItemSize } from '#app/modules/basket/item-size.server.ts'
import { placeOrder } from '#app/modules/checkout/place-order.server.ts'
import { loadCustomizer } from '#app/modules/customizer/customizer.server.ts'
import { getOrder } from '#app/modules/orders/orders.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { basketItems, categories, fabrics } from '#db/schema/index.ts'
import type { ItemMeasurements } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { guestBasketWith, partIds, placeOrderInput } from '#tests/support/order-fixtures.ts'

const { db } = useTestDatabase()
const SKIRT_CATEGORY_METRES = 1.2
const PENCIL_SKIRT = 13

async function skirtParts() {
  const id = await partIds(db)
  return { length: id('length-knee'), waistband: id('waistband-classic'), detail: id('detail-vent') }
}

const fabricNamed = async (slug: string) => (await db().select({ id: fabrics.id, stockMetres: fabrics.stockMetres }).from(fabrics).where(eq(fabrics.slug, slug)))[0]!
const stockOf = async (id: number) => (await db().select({ m: fabrics.stockMetres }).from(fabrics).where(eq(fabrics.id, id)))[0]!.m

async function basketWith(fabricId: number, measurements: ItemMeasurements) {
  const { basketId, itemIds, tokenHash } = await guestBasketWith(db, [{ productId: PENCIL_SKIRT, fabricId, parts: await skirtParts(), measurements }])
  return { basketId, itemId: itemIds[0]!, owner: { kind: 'guest' as const, tokenHash } }
}

async function orderSkirt(fabricSlug: string, measurements: ItemMeasurements) {
  const fabric = await fabricNamed(fabricSlug)
  const { basketId } = await basketWith(fabric.id, measurements)
  const result = await placeOrder(placeOrderInput(basketId))
  if (!result.ok) throw new Error(`order refused: ${JSON.stringify(result)}`)
  const order = (await getOrder(result.orderId))!
  return { item: order.items[0]!, before: fabric.stockMetres, after: await stockOf(fabric.id) }
}

describe('fabric metres from the pattern', () => {
  it('an XS and an XL pencil skirt take different metres, and the stock moves by what each pattern used', async () => {
    const xs = await orderSkirt('raya-diplomatica', { type: 'standard', size: 'XS' })
    const xl = await orderSkirt('vichy-cereza', { type: 'standard', size: 'XL' })
    for (const { item, before, after } of [xs, xl]) {
      expect(item.design!.fabricMetresFrom).toBe('pattern')
      expect(item.fabricMetres).not.toBe(SKIRT_CATEGORY_METRES)
      expect(after).toBeCloseTo(before - item.fabricMetres, 5)
    }
    expect(xl.item.fabricMetres).toBeGreaterThan(xs.item.fabricMetres)
  })

  it('without a pattern (an incomplete profile) the category figure is taken, logged, and the order says so', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const { item, before, after } = await orderSkirt('raya-diplomatica', { type: 'custom', profileName: 'Incompleto', values: { contornoCintura: 70, contornoCadera: 98 } })
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
    const [category] = await db().select({ m: categories.fabricMetres }).from(categories).where(eq(categories.slug, 'falda'))
    expect(item.fabricMetres).toBe(category!.m)
    expect(item.design!.fabricMetresFrom).toBe('category')
    expect(after).toBeCloseTo(before - category!.m, 5)
  })

  it('the basket marks a fabric too short for her size, and clears it when a smaller size fits', async () => {
    const fabric = await fabricNamed('raya-diplomatica')
    const { itemId, owner } = await basketWith(fabric.id, { type: 'standard', size: 'XS' })
    // Between the two sizes' metres: enough for an XS skirt, not for an XL one.
    const xs = await orderSkirt('vichy-cereza', { type: 'standard', size: 'XS' })
    const xl = await orderSkirt('lino-arena', { type: 'standard', size: 'XL' })
    await db()
      .update(fabrics)
      .set({ stockMetres: (xs.item.fabricMetres + xl.item.fabricMetres) / 2 })
      .where(eq(fabrics.id, fabric.id))
    const problem = async () => (await db().select({ p: basketItems.fabricProblem }).from(basketItems).where(eq(basketItems.id, itemId)))[0]!.p
    expect(await setItemSize(owner, itemId, { measurements: { type: 'standard', size: 'XL' } }, computeItemMetres)).toBe(true)
    expect(await problem()).toBe('notEnough')
    expect(await setItemSize(owner, itemId, { measurements: { type: 'standard', size: 'XS' } }, computeItemMetres)).toBe(true)
    expect(await problem()).toBeNull()
  })

  it("the customizer's fabric step judges a remnant by her size's pattern, not by the category's figure", async () => {
    const fabric = await fabricNamed('raya-diplomatica')
    const xs = await orderSkirt('vichy-cereza', { type: 'standard', size: 'XS' })
    const xl = await orderSkirt('lino-arena', { type: 'standard', size: 'XL' })
    // A remnant between the two sizes' metres, and below the category's 1.2 m.
    await db()
      .update(fabrics)
      .set({ stockMetres: (xs.item.fabricMetres + xl.item.fabricMetres) / 2 })
      .where(eq(fabrics.id, fabric.id))
    const stateFor = async (size: string) => {
      const { itemId, owner } = await basketWith(fabric.id, { type: 'standard', size })
      const page = { query: new URLSearchParams({ item: itemId, step: '1' }), returnTo: `/product/${PENCIL_SKIRT}` }
      const loaded = await loadCustomizer({ owner, user: null, locale: 'es' }, PENCIL_SKIRT, page)
      if (loaded.status !== 'ok') throw new Error(loaded.status)
      return loaded.fabrics.find((f) => f.id === fabric.id)?.unavailable
    }
    expect(await stateFor('XS')).toBeNull()
    expect(await stateFor('XL')).toBe('notEnough')
  })
})
