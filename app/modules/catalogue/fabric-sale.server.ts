import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm'
import type { Tx } from '#app/utils/db.server.ts'
import { categories, fabricLocks, fabrics, parts, products, type FabricPattern } from '#db/schema/index.ts'
import type { LocalizedText } from '#db/schema/types.ts'

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

/**
 * The first of these combinations an order already holds (in the order takeFabric takes them), or
 * null. Only a shortcut, read before the order is written so that the many losers of a race for one
 * fabric are answered after one indexed read instead of a whole order written and rolled back
 * (bench/checkout.json); the unique key in takeFabric still decides between orders in flight.
 */
export async function findHeldCombination(wanted: readonly { fabricId: number; productId: number }[], tx: Tx): Promise<{ fabricId: number; productId: number } | null> {
  if (wanted.length === 0) return null
  const [held] = await tx
    .select({ fabricId: fabricLocks.fabricId, productId: fabricLocks.productId })
    .from(fabricLocks)
    .where(or(...wanted.map((w) => and(eq(fabricLocks.fabricId, w.fabricId), eq(fabricLocks.productId, w.productId)))))
    .orderBy(asc(fabricLocks.fabricId), asc(fabricLocks.productId))
    .limit(1)
  return held ?? null
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

export type SaleProduct = {
  id: number
  name: LocalizedText
  category: LocalizedText
  garmentKind: string
  partTypes: string[]
  basePriceCents: number
  complexity: 'basic' | 'complex'
  fabricMetres: number
}
export type SaleFabric = { id: number; slug: string; name: LocalizedText; priceCents: number; pattern: FabricPattern }
export type SalePart = { id: number; slug: string; type: string; name: LocalizedText; surchargeCents: number }

/**
 * Everything an order's snapshot keeps of its pieces, in both languages, read in the order's
 * transaction so that the prices charged are the ones of this moment. Three queries for any basket.
 */
export async function readSalePieces(ids: { productIds: readonly number[]; fabricIds: readonly number[]; partIds: readonly number[] }, tx: Tx) {
  const unique = (list: readonly number[]) => [...new Set(list)]
  const productRows = ids.productIds.length
    ? await tx
        .select({
          id: products.id,
          name: products.name,
          category: categories.name,
          garmentKind: categories.garmentKind,
          partTypes: categories.partTypes,
          basePriceCents: products.basePriceCents,
          complexity: products.complexity,
          fabricMetres: categories.fabricMetres,
        })
        .from(products)
        .innerJoin(categories, eq(categories.id, products.categoryId))
        .where(inArray(products.id, unique(ids.productIds)))
    : []
  const fabricRows = ids.fabricIds.length
    ? await tx
        .select({ id: fabrics.id, slug: fabrics.slug, name: fabrics.name, priceCents: fabrics.priceCents, pattern: fabrics.pattern })
        .from(fabrics)
        .where(inArray(fabrics.id, unique(ids.fabricIds)))
    : []
  const partRows = ids.partIds.length
    ? await tx
        .select({ id: parts.id, slug: parts.slug, type: parts.type, name: parts.name, surchargeCents: parts.surchargeCents })
        .from(parts)
        .where(inArray(parts.id, unique(ids.partIds)))
    : []
  return {
    products: new Map<number, SaleProduct>(productRows.map((p) => [p.id, p])),
    fabrics: new Map<number, SaleFabric>(fabricRows.map((f) => [f.id, f])),
    parts: new Map<number, SalePart>(partRows.map((p) => [p.id, p])),
  }
}
