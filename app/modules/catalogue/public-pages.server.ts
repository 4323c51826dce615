import { asc, isNull } from 'drizzle-orm'
import { keptRead } from '#app/utils/data-changes.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { fabrics } from '#db/schema/index.ts'
import { listProducts } from './catalogue.server.ts'

/** The catalogue's pages the shop shows anyone: each product's page and each fabric's, by id. */
export type CataloguePages = { productIds: number[]; fabricIds: number[] }

async function readCataloguePages(): Promise<CataloguePages> {
  const [products, fabricRows] = await Promise.all([
    listProducts('es'),
    getDb().select({ id: fabrics.id }).from(fabrics).where(isNull(fabrics.archivedAt)).orderBy(asc(fabrics.position), asc(fabrics.id)),
  ])
  return { productIds: products.map((p) => p.id), fabricIds: fabricRows.map((f) => f.id) }
}

const kept = keptRead(readCataloguePages, 'catalogue')

/** What is on sale (archived products, categories and fabrics left out), for the sitemap; read once per catalogue version. */
export function listCataloguePages(): Promise<CataloguePages> {
  return kept.get()
}
