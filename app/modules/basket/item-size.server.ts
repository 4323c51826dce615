import { and, eq } from 'drizzle-orm'
import { getDesignSteps, getFabricAvailability, getFabricWidthCm, getProductShape } from '#app/modules/catalogue/design-pieces.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { basketItems, type ItemMeasurements } from '#db/schema/index.ts'
import { computeItemStatus } from './basket-status.ts'
import { type BasketOwner, findBasketId, type GarmentMetresOf, touchBasket } from './basket.server.ts'

/**
 * Her fabric's state once her size is known: 'notEnough' when her pattern takes more metres than the
 * fabric has left (she chooses another before checkout), cleared when a new size fits again; another
 * problem (a lock taken by an order) stays.
 */
async function computeSizeFabricProblem(
  product: { id: number; garmentKind: string; fabricMetres: number; partTypes: string[] },
  item: typeof basketItems.$inferSelect,
  measurements: ItemMeasurements | null,
  metresOf: GarmentMetresOf,
): Promise<string | null> {
  if (item.fabricProblem && item.fabricProblem !== 'notEnough') return item.fabricProblem
  if (item.fabricId == null || !measurements) return null
  // Her pattern laid on this fabric's own width: a narrow silk takes more metres than a wide linen.
  const fabricWidthCm = await getFabricWidthCm(item.fabricId)
  if (fabricWidthCm == null) return null
  const metres = await metresOf(product, { parts: item.parts, measurements, fabricWidthCm })
  const fabric = await getFabricAvailability(item.fabricId, { productId: product.id, fabricMetres: metres })
  return fabric?.unavailable === 'notEnough' ? 'notEnough' : null
}

/**
 * Stores the size of an item (a standard size or a snapshot of custom measurements; nothing about
 * her: checkout asks that once) and recomputes its status. False when the item is not this basket's.
 */
export async function setItemSize(owner: BasketOwner, itemId: string, size: { measurements: ItemMeasurements | null }, metresOf?: GarmentMetresOf): Promise<boolean> {
  if (!isUuid(itemId)) return false
  const basketId = await findBasketId(owner)
  if (!basketId) return false
  const db = getDb()
  const [item] = await db
    .select()
    .from(basketItems)
    .where(and(eq(basketItems.id, itemId), eq(basketItems.basketId, basketId)))
  const product = item ? await getProductShape(item.productId) : null
  if (!item || !product) return false
  const partTypes = await getDesignSteps(product, item.parts)
  const { status, incompleteFields } = computeItemStatus({ fabricId: item.fabricId, parts: item.parts, hasMeasurements: size.measurements != null }, partTypes)
  const fabricProblem = metresOf ? await computeSizeFabricProblem(product, item, size.measurements, metresOf) : item.fabricProblem
  await db
    .update(basketItems)
    .set({
      measurements: size.measurements,
      status,
      incompleteFields,
      fabricProblem,
      updatedAt: new Date(),
    })
    .where(eq(basketItems.id, itemId))
  await touchBasket(basketId)
  return true
}
