import { and, eq } from 'drizzle-orm'
import type { Locale } from '#app/i18n/config.ts'
import { getProduct } from '#app/modules/catalogue/catalogue.server.ts'
import { getFabricAvailability, getFabricWidthCm, getStartingFabricId, listOfferedParts } from '#app/modules/catalogue/design-pieces.server.ts'
import { settleDesignParts } from '#app/modules/catalogue/part-rules.ts'
import { getDb } from '#app/utils/db.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { basketItems, baskets } from '#db/schema/index.ts'
import { newBasketToken } from './basket-cookie.server.ts'
import { computeItemStatus } from './basket-status.ts'
import { BasketError, type BasketOwner, countItems, findBasketId, type GarmentMetresOf, lockBasket, touchBasket } from './basket.server.ts'
import { MAX_BASKET_ITEMS } from './limits.ts'

/* The customizer's choices (a fabric, a part) written into her basket: the item made on the first one, updated after. */

/**
 * Adds an item to the owner's basket, creating the basket in the same transaction (for a visitor,
 * with a new token, `newGuestToken`, that her browser must keep): only a write that adds an item
 * makes a basket. Refused (`basketFull`) at MAX_BASKET_ITEMS; the count runs under the basket's row
 * lock, so concurrent posts cannot pass it.
 */
async function insertBasketItem(owner: BasketOwner, item: Omit<typeof basketItems.$inferInsert, 'basketId'>) {
  return getDb().transaction(async (tx) => {
    let newGuestToken: string | undefined
    let basketId =
      owner.kind === 'customer'
        ? await lockBasket(tx, eq(baskets.userId, owner.userId))
        : owner.tokenHash
          ? await lockBasket(tx, eq(baskets.tokenHash, owner.tokenHash))
          : undefined
    if (!basketId && owner.kind === 'customer') {
      await tx.insert(baskets).values({ userId: owner.userId }).onConflictDoNothing()
      basketId = await lockBasket(tx, eq(baskets.userId, owner.userId))
    } else if (!basketId) {
      const { token, hash } = newBasketToken()
      const [row] = await tx.insert(baskets).values({ tokenHash: hash }).returning({ id: baskets.id })
      basketId = row!.id
      newGuestToken = token
    }
    if ((await countItems(tx, basketId!)) >= MAX_BASKET_ITEMS) throw new BasketError('basketFull')
    const [row] = await tx
      .insert(basketItems)
      .values({ ...item, basketId: basketId! })
      .returning({ id: basketItems.id })
    await tx.update(baskets).set({ updatedAt: new Date() }).where(eq(baskets.id, basketId!))
    return { itemId: row!.id, newGuestToken }
  })
}

/** `partType` is the step the part was chosen in: a part of another type is refused. */
export type DesignChoice = { productId: number; itemId?: string; fabricId?: number; partId?: number; partType?: string }

/**
 * Records a choice of the customizer: creates the item on the first choice, updates it after, and
 * recomputes its status. Everything is checked here — the product, the fabric's availability for it,
 * the part's type — whatever the browser sent.
 */
export async function saveDesignChoice(owner: BasketOwner, choice: DesignChoice, locale: Locale, metresOf?: GarmentMetresOf) {
  const product = await getProduct(choice.productId, locale)
  if (!product) throw new BasketError('productNotFound')
  const db = getDb()
  const partsPatch: Record<string, number> = {}
  // Every part the product offers, in order: the chosen one is checked against it, and a new step gets its first (the preselection).
  const offered = await listOfferedParts(product.id)
  if (choice.partId !== undefined) {
    const part = offered.get(choice.partId)
    if (!part) throw new BasketError('partNotFound')
    if (!product.category.partTypes.includes(part.type) || (choice.partType && choice.partType !== part.type)) {
      throw new BasketError('partWrongType')
    }
    partsPatch[part.type] = part.id
  }

  // A change names an item of the basket this browser already has: an unknown one creates nothing, not even a basket.
  const basketId = choice.itemId && isUuid(choice.itemId) ? await findBasketId(owner) : null
  const existing =
    choice.itemId && basketId
      ? (
          await db
            .select()
            .from(basketItems)
            .where(and(eq(basketItems.id, choice.itemId), eq(basketItems.basketId, basketId)))
        )[0]
      : undefined
  if (choice.itemId && (!existing || existing.productId !== product.id)) return { notFound: true as const }
  if (choice.fabricId !== undefined) {
    // Enough of it for her size's pattern once she gave a size; the category's figure before (item-metres.server.ts).
    const shape = { id: product.id, garmentKind: product.category.garmentKind, fabricMetres: product.category.fabricMetres, partTypes: product.category.partTypes }
    const fabricWidthCm = existing?.measurements && metresOf ? await getFabricWidthCm(choice.fabricId) : null
    const metres = existing && metresOf && fabricWidthCm != null ? await metresOf(shape, { ...existing, fabricWidthCm }) : product.category.fabricMetres
    const fabric = await getFabricAvailability(choice.fabricId, { productId: product.id, fabricMetres: metres })
    if (!fabric) throw new BasketError('fabricNotFound')
    const problem = fabric.unavailable
    if (problem === 'soldOut') throw new BasketError('fabricSoldOut')
    if (problem === 'locked') throw new BasketError('fabricLocked')
    if (problem) throw new BasketError('fabricUnavailable')
  }

  // A design started from a part step starts in the fabric the customizer preselected.
  const fabricId = choice.fabricId ?? existing?.fabricId ?? (existing ? null : await getStartingFabricId(product, locale))
  const design = settleDesignParts(product.category.partTypes, existing?.parts ?? null, partsPatch, [...offered.values()])
  const { status, incompleteFields } = computeItemStatus({ fabricId, parts: design.parts, hasMeasurements: existing?.measurements != null }, design.active)
  const now = new Date()
  const values = {
    fabricId,
    parts: design.parts,
    status,
    incompleteFields,
    updatedAt: now,
    fabricProblem: choice.fabricId !== undefined ? null : (existing?.fabricProblem ?? null),
  }
  if (existing) {
    await db.update(basketItems).set(values).where(eq(basketItems.id, existing.id))
    await touchBasket(existing.basketId)
    return { notFound: false as const, itemId: existing.id, newGuestToken: undefined, partTypes: design.active }
  }
  const { itemId, newGuestToken } = await insertBasketItem(owner, { ...values, productId: product.id })
  return { notFound: false as const, itemId, newGuestToken, partTypes: design.active }
}
