import { type CategoryConsumption, garmentsPerCategory } from '#app/modules/catalogue/stock.server.ts'
import { computeStockCountMetres } from './fabric-metres.server.ts'

/** How many garments of a category a fabric's metres make, and the metres one of them takes there. */
export type GarmentCount = { categoryId: number; garments: number; metres: number; from: 'pattern' | 'category' }

/**
 * The garments of each category a fabric's metres make, counted as an order takes metres: its
 * pattern — in size M, the stock pages' size (computeStockCountMetres) — laid on this fabric's
 * width; the category's fixed figure only where no pattern can be drafted (docs/product.md#admin-stock).
 */
export function countGarmentsInStock(stockMetres: number, consumption: readonly CategoryConsumption[], widthCm: number): GarmentCount[] {
  const perGarment = consumption.map((c) => ({ id: c.id, taken: computeStockCountMetres(c, widthCm) }))
  const counts = garmentsPerCategory(
    stockMetres,
    perGarment.map((p) => ({ id: p.id, fabricMetres: p.taken.metres })),
  )
  return counts.map((count, i) => ({ ...count, metres: perGarment[i]!.taken.metres, from: perGarment[i]!.taken.from }))
}
