import { and, asc, eq } from 'drizzle-orm'
import { getDb, type Tx } from '#app/utils/db.server.ts'
import { basketItems, baskets } from '#db/schema/index.ts'
import { lockBasket } from './basket.server.ts'

/*
 * What the checkout's transaction asks of the basket (docs/decisions/007-module-tables-and-transactions.md):
 * its items under the basket's row lock (so nothing is added or changed while the order is written),
 * then emptying it once the order holds them.
 */

export type CheckoutBasketItem = Pick<typeof basketItems.$inferSelect, 'id' | 'productId' | 'fabricId' | 'parts' | 'measurements' | 'status' | 'fabricProblem'>

/** The basket's items, oldest first, with the basket locked until the transaction ends; null when there is no such basket. */
export async function lockBasketForCheckout(basketId: string, tx: Tx): Promise<CheckoutBasketItem[] | null> {
  const id = await lockBasket(tx, eq(baskets.id, basketId))
  if (!id) return null
  return tx
    .select({
      id: basketItems.id,
      productId: basketItems.productId,
      fabricId: basketItems.fabricId,
      parts: basketItems.parts,
      measurements: basketItems.measurements,
      status: basketItems.status,
      fabricProblem: basketItems.fabricProblem,
    })
    .from(basketItems)
    .where(eq(basketItems.basketId, basketId))
    .orderBy(asc(basketItems.createdAt), asc(basketItems.id))
}

/** Empties the basket: the order now holds what it had. */
export async function emptyBasket(basketId: string, tx: Tx): Promise<void> {
  await tx.delete(basketItems).where(eq(basketItems.basketId, basketId))
  await tx.update(baskets).set({ updatedAt: new Date() }).where(eq(baskets.id, basketId))
}

/**
 * Marks the basket's items in a fabric that another order took (or that ran out) for this garment,
 * so her basket asks her to choose another fabric instead of silently losing them.
 */
export async function markFabricTaken(basketId: string, sale: { fabricId: number; productId: number }, problem: 'locked' | 'soldOut'): Promise<void> {
  await getDb()
    .update(basketItems)
    .set({ fabricProblem: problem, updatedAt: new Date() })
    .where(and(eq(basketItems.basketId, basketId), eq(basketItems.fabricId, sale.fabricId), eq(basketItems.productId, sale.productId)))
}
