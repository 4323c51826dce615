import { inArray } from 'drizzle-orm'
import { getDb } from '#app/utils/db.server.ts'
import { categories, fabrics, parts, products, sizes } from '#db/schema/index.ts'
import type { LocalizedText } from './localize.ts'

export type CatalogueIds = { category: number[]; fabric: number[]; part: number[]; product: number[]; size: number[] }
export type CatalogueNames = { [K in keyof CatalogueIds]: Record<number, LocalizedText> }

/**
 * The names of catalogue records by id, archived ones included (the audit log names what an entry
 * points at: a product's category, its fabrics, the fabric whose stock was adjusted). A deleted
 * record is simply not there.
 */
export async function getCatalogueNames(ids: CatalogueIds): Promise<CatalogueNames> {
  const db = getDb()
  const read = async (table: typeof categories | typeof fabrics | typeof parts | typeof products, wanted: number[]) =>
    wanted.length ? Object.fromEntries((await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, wanted))).map((r) => [r.id, r.name])) : {}
  const [category, fabric, part, product, size] = await Promise.all([
    read(categories, ids.category),
    read(fabrics, ids.fabric),
    read(parts, ids.part),
    read(products, ids.product),
    ids.size.length ? db.select({ id: sizes.id, name: sizes.name }).from(sizes).where(inArray(sizes.id, ids.size)) : Promise.resolve([]),
  ])
  return { category, fabric, part, product, size: Object.fromEntries(size.map((r) => [r.id, { es: r.name }])) }
}
