import { and, eq, gte, sql } from 'drizzle-orm'
import type { Tx } from '#app/utils/db.server.ts'
import { fabricLocks, fabrics } from '#db/schema/index.ts'

/*
 * Selling a fabric for a garment (docs/product.md#fabric-lock-and-stock): the order's transaction takes
 * the (fabric, product) lock and the metres one garment consumes, or gives them back when the order
 * ends unpaid. The database decides who wins: the lock's unique key and the stock's check. Used only
 * inside the checkout's transaction (docs/decisions/007-module-tables-and-transactions.md).
 */

/** Why a fabric could not be sold for a garment: the combination is someone else's, or the metres ran out. */
export class FabricSaleError extends Error {
  constructor(
    readonly code: 'locked' | 'soldOut',
    readonly fabricId: number,
    readonly productId: number,
  ) {
    super(`${code}: fabric ${fabricId} for product ${productId}`)
  }
}

export type FabricSale = { fabricId: number; productId: number; metres: number; orderId: string }

/**
 * Takes the lock and the metres, or throws FabricSaleError (which rolls the caller's transaction
 * back). `on conflict do nothing` leaves the unique key to say who holds the combination without
 * aborting the transaction; the stock only goes down where it covers the garment, re-read under the
 * row's lock, so two orders can never both take the last metres.
 */
export async function takeFabric(sale: FabricSale, tx: Tx): Promise<void> {
  const locked = await tx
    .insert(fabricLocks)
    .values({ fabricId: sale.fabricId, productId: sale.productId, orderId: sale.orderId })
    .onConflictDoNothing()
    .returning({ id: fabricLocks.id })
  if (locked.length === 0) throw new FabricSaleError('locked', sale.fabricId, sale.productId)
  const taken = await tx
    .update(fabrics)
    .set({ stockMetres: sql`${fabrics.stockMetres} - ${sale.metres}` })
    .where(and(eq(fabrics.id, sale.fabricId), gte(fabrics.stockMetres, sale.metres)))
    .returning({ id: fabrics.id })
  if (taken.length === 0) throw new FabricSaleError('soldOut', sale.fabricId, sale.productId)
}

/** Gives an order's combinations and metres back (its hold expired or it was cancelled before making). */
export async function releaseFabrics(orderId: string, sales: readonly Omit<FabricSale, 'orderId'>[], tx: Tx): Promise<void> {
  const released = await tx.delete(fabricLocks).where(eq(fabricLocks.orderId, orderId)).returning({ fabricId: fabricLocks.fabricId, productId: fabricLocks.productId })
  // Only what this order really held comes back: a lock already gone gives no metres twice.
  for (const sale of sales) {
    if (!released.some((r) => r.fabricId === sale.fabricId && r.productId === sale.productId)) continue
    await tx
      .update(fabrics)
      .set({ stockMetres: sql`${fabrics.stockMetres} + ${sale.metres}` })
      .where(eq(fabrics.id, sale.fabricId))
  }
}
