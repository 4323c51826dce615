import { and, desc, eq, sql } from 'drizzle-orm'
import type { Locale } from '#app/i18n/config.ts'
import { getDesignSteps, getFabricAvailability, getProductShape, listOfferedParts } from '#app/modules/catalogue/design-pieces.server.ts'
import { keepActiveParts } from '#app/modules/catalogue/part-rules.ts'
import { getDb } from '#app/utils/db.server.ts'
import { lockOwner } from '#app/utils/owner-lock.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { basketItems, baskets, savedItems, type ItemParts } from '#db/schema/index.ts'
import { computeItemStatus } from './basket-status.ts'
import { describeDesigns } from './basket-designs.server.ts'
import { MAX_BASKET_ITEMS } from './limits.ts'
import { MAX_SAVED_ITEMS } from './saved-items.ts'

export type SavedItemView = Awaited<ReturnType<typeof listSavedItems>>[number]

/** Her saved designs, newest first, with what the cards show and the price computed here. */
export async function listSavedItems(userId: string, locale: Locale, onlyId?: string) {
  const items = await getDb()
    .select()
    .from(savedItems)
    .where(onlyId ? and(eq(savedItems.userId, userId), eq(savedItems.id, onlyId)) : eq(savedItems.userId, userId))
    .orderBy(desc(savedItems.createdAt), desc(savedItems.id))
    .limit(MAX_SAVED_ITEMS)
  return (await describeDesigns(items, locale)).map(({ item, product, fabric, chosen, totalCents }) => {
    return {
      id: item.id,
      productId: item.productId,
      productName: product.name,
      garmentKind: product.garmentKind,
      partTypes: product.partTypes,
      savedAt: item.createdAt.toISOString(),
      fabric: fabric ? { id: fabric.id, name: fabric.name, priceCents: fabric.priceCents, pattern: fabric.pattern } : null,
      parts: chosen,
      measurements: item.measurements,
      totalCents,
    }
  })
}

/** One of her saved designs, or null when there is no such design of hers. */
export async function getSavedItem(userId: string, savedId: string, locale: Locale) {
  if (!isUuid(savedId)) return null
  const [item] = await listSavedItems(userId, locale, savedId)
  return item ?? null
}

export type SaveResult = 'saved' | 'notFound' | 'limit'

/**
 * 'Guardar para más tarde': the item leaves her basket and joins her saved designs, choices,
 * size included, in one transaction. `notFound` when it is not in her basket.
 */
export async function saveBasketItemForLater(userId: string, basketItemId: string): Promise<SaveResult> {
  if (!isUuid(basketItemId)) return 'notFound'
  return getDb().transaction(async (tx) => {
    // Count and insert take turns per customer, so two saves at once cannot pass the cap.
    await lockOwner(tx, 'saved_items', userId)
    const [row] = await tx
      .select({ item: basketItems })
      .from(basketItems)
      .innerJoin(baskets, eq(baskets.id, basketItems.basketId))
      .where(and(eq(basketItems.id, basketItemId), eq(baskets.userId, userId)))
    if (!row) return 'notFound'
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(savedItems)
      .where(eq(savedItems.userId, userId))
    if ((count?.n ?? 0) >= MAX_SAVED_ITEMS) return 'limit'
    const { item } = row
    await tx.insert(savedItems).values({
      userId,
      productId: item.productId,
      fabricId: item.fabricId,
      parts: item.parts,
      measurements: item.measurements,
    })
    await tx.delete(basketItems).where(eq(basketItems.id, item.id))
    await tx.update(baskets).set({ updatedAt: new Date() }).where(eq(baskets.id, item.basketId))
    return 'saved'
  })
}

export type MoveResult = 'moved' | 'notFound' | 'limit'

/**
 * 'Mover a la cesta': the design goes back into her basket as an item with its status recomputed.
 * Parts withdrawn since are dropped (the item asks for them again); a fabric that is no longer
 * available for the garment is flagged on the item, as the basket does. `notFound` when not hers;
 * `limit` when her basket already holds MAX_BASKET_ITEMS (the design stays saved).
 */
export async function moveSavedItemToBasket(userId: string, savedId: string): Promise<MoveResult> {
  if (!isUuid(savedId)) return 'notFound'
  const db = getDb()
  const [item] = await db
    .select()
    .from(savedItems)
    .where(and(eq(savedItems.id, savedId), eq(savedItems.userId, userId)))
  const product = item ? await getProductShape(item.productId) : null
  if (!item || !product) return 'notFound'
  const current = await keepCurrentParts(item.productId, item.parts, product.partTypes)
  const partTypes = await getDesignSteps(product, current)
  const itemParts = keepActiveParts(current, partTypes)
  const fabricProblem =
    item.fabricId != null ? ((await getFabricAvailability(item.fabricId, { productId: item.productId, fabricMetres: product.fabricMetres }))?.unavailable ?? null) : null
  const { status, incompleteFields } = computeItemStatus({ fabricId: item.fabricId, parts: itemParts, hasMeasurements: item.measurements != null }, partTypes)
  return db.transaction(async (tx): Promise<MoveResult> => {
    await tx.insert(baskets).values({ userId }).onConflictDoNothing()
    // Her basket's row lock: the same turn-taking as the customizer's inserts (basket.server.ts).
    const [basket] = await tx.select({ id: baskets.id }).from(baskets).where(eq(baskets.userId, userId)).for('update')
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(basketItems)
      .where(eq(basketItems.basketId, basket!.id))
    if ((count?.n ?? 0) >= MAX_BASKET_ITEMS) return 'limit'
    const [deleted] = await tx
      .delete(savedItems)
      .where(and(eq(savedItems.id, savedId), eq(savedItems.userId, userId)))
      .returning({ id: savedItems.id })
    if (!deleted) return 'notFound'
    const now = new Date()
    await tx.insert(basketItems).values({
      basketId: basket!.id,
      productId: item.productId,
      fabricId: item.fabricId,
      parts: itemParts,
      measurements: item.measurements,
      status,
      incompleteFields,
      fabricProblem,
      createdAt: now,
      updatedAt: now,
    })
    await tx.update(baskets).set({ updatedAt: now }).where(eq(baskets.id, basket!.id))
    return 'moved'
  })
}

/** The saved part choices that still exist, are still offered on the product and still are of their step's type. */
async function keepCurrentParts(productId: number, chosen: ItemParts, partTypes: readonly string[]): Promise<ItemParts> {
  const ids = Object.values(chosen).filter((v): v is number => typeof v === 'number')
  if (ids.length === 0) return {}
  const offered = await listOfferedParts(productId, ids)
  return Object.fromEntries(partTypes.flatMap((type) => (chosen[type] != null && offered.get(chosen[type]!)?.type === type ? [[type, chosen[type]!]] : [])))
}

/** Removes one of her saved designs; false when there is no such design of hers. */
export async function deleteSavedItem(userId: string, savedId: string): Promise<boolean> {
  if (!isUuid(savedId)) return false
  const deleted = await getDb()
    .delete(savedItems)
    .where(and(eq(savedItems.id, savedId), eq(savedItems.userId, userId)))
    .returning({ id: savedItems.id })
  return deleted.length > 0
}
