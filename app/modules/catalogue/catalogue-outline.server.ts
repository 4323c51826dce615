import { eq } from 'drizzle-orm'
import { computeDrawingCatalogue, type DrawingCatalogue, type DrawingOutline } from '#app/modules/artwork/drawing-address.ts'
import { dataVersion } from '#app/utils/data-changes.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { categories, fabrics, parts, productParts, products } from '#db/schema/index.ts'

/**
 * The catalogue's shape without its words: every fabric's drawing, every category's garment and part
 * types, every part's slug with the garment kinds whose products offer it. Read once and kept in memory (three small queries), so a check that
 * runs on every picture request (is this a fabric we sell?) costs no database round trip.
 */
export type CatalogueOutline = DrawingOutline & { loadedAt: number; version: number | null }

let current: CatalogueOutline | undefined
let loading: Promise<CatalogueOutline> | undefined

/** How long a read serves before the next caller reads again (the admin's changes show within it). */
const defaultMaxAgeMs = 60_000

async function readOutline(): Promise<CatalogueOutline> {
  const db = getDb()
  const version = dataVersion('catalogue')
  const [fabricRows, categoryRows, partRows] = await Promise.all([
    db.select({ pattern: fabrics.pattern }).from(fabrics),
    db.select({ garmentKind: categories.garmentKind, partTypes: categories.partTypes }).from(categories),
    db
      .selectDistinct({ slug: parts.slug, type: parts.type, garmentKind: categories.garmentKind })
      .from(parts)
      .innerJoin(productParts, eq(productParts.partId, parts.id))
      .innerJoin(products, eq(products.id, productParts.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId)),
  ])
  return { fabricPatterns: fabricRows.map((r) => r.pattern), categories: categoryRows, parts: partRows, loadedAt: Date.now(), version }
}

/**
 * The outline, read again after the catalogue changed (app/utils/data-changes.server.ts) or, without
 * that feed, when the one in memory is older than `maxAgeMs`; callers arriving while a read is under
 * way share it (one query however many requests ask at once).
 */
export async function getCatalogueOutline({ maxAgeMs = defaultMaxAgeMs }: { maxAgeMs?: number } = {}): Promise<CatalogueOutline> {
  const version = dataVersion('catalogue')
  if (current && (version !== null ? current.version === version : Date.now() - current.loadedAt < maxAgeMs)) return current
  loading ??= readOutline()
    .then((outline) => (current = outline))
    .finally(() => {
      loading = undefined
    })
  return loading
}

/**
 * The drawings the catalogue links, for the picture routes (app/modules/artwork/drawing-images.server.tsx):
 * from the outline in memory, or with `recheck` from one read at most a few seconds ago, for a
 * fabric or part added since the outline was read.
 */
export async function getLinkedDrawings({ recheck = false }: { recheck?: boolean } = {}): Promise<DrawingCatalogue> {
  return computeDrawingCatalogue(await getCatalogueOutline(recheck ? { maxAgeMs: 5_000 } : {}))
}

/** Tests that change the catalogue start the next read afresh. */
export function clearCatalogueOutlineCache() {
  current = undefined
}
