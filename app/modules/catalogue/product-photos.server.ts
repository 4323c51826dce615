import { asc, eq, inArray } from 'drizzle-orm'
import type { Locale } from '#app/i18n/config.ts'
import { keptReadsBy } from '#app/utils/data-changes.server.ts'
import { type DbOrTx, getDb, type Tx } from '#app/utils/db.server.ts'
import { productPhotos } from '#db/schema/index.ts'
import type { LocalizedText } from '#db/schema/types.ts'
import { localize } from './localize.ts'
import type { PhotoChanges } from './photo-form.ts'

/** A product's photographs (docs/product.md#photographs): read for the shop and the back office, written with the product. */

export type PhotoRecord = { id: number; key: string; alt: LocalizedText }
/** What the storefront draws: the stored files' key and its description in her language. */
export type ShopPhoto = { key: string; alt: string }

/** Most photographs a product keeps. */
export const MAX_PRODUCT_PHOTOS = 8

export async function listProductPhotos(productId: number, db: DbOrTx = getDb()): Promise<PhotoRecord[]> {
  return db
    .select({ id: productPhotos.id, key: productPhotos.key, alt: productPhotos.alt })
    .from(productPhotos)
    .where(eq(productPhotos.productId, productId))
    .orderBy(asc(productPhotos.position), asc(productPhotos.id))
}

/** The first photograph of each of these products (the admin list's thumbnails), by product id. */
export async function listLeadPhotoKeys(productIds: number[]): Promise<Map<number, string>> {
  if (!productIds.length) return new Map()
  const rows = await getDb()
    .select({ productId: productPhotos.productId, key: productPhotos.key })
    .from(productPhotos)
    .where(inArray(productPhotos.productId, productIds))
    .orderBy(asc(productPhotos.position), asc(productPhotos.id))
  const lead = new Map<number, string>()
  for (const row of rows) if (!lead.has(row.productId)) lead.set(row.productId, row.key)
  return lead
}

async function readPhotosByProduct(locale: Locale): Promise<Map<number, ShopPhoto[]>> {
  const rows = await getDb()
    .select({ productId: productPhotos.productId, key: productPhotos.key, alt: productPhotos.alt })
    .from(productPhotos)
    .orderBy(asc(productPhotos.productId), asc(productPhotos.position), asc(productPhotos.id))
  const byProduct = new Map<number, ShopPhoto[]>()
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? []
    list.push({ key: row.key, alt: localize(row.alt, locale) })
    byProduct.set(row.productId, list)
  }
  return byProduct
}

/** Every product's photographs in order, in her language: read once per catalogue version (docs/architecture.md, "Caches"). */
export const listPhotosByProduct = keptReadsBy(readPhotosByProduct, { scope: 'catalogue' })

/**
 * Applies the dialog's changes to a product's photographs in the product's own transaction: the
 * kept ones get their new descriptions and order, the removed ones go, the new ones (already stored)
 * follow in the order given. Answers the photographs before and after, and the keys no row names any
 * more (their files are removed after the commit).
 */
export async function saveProductPhotos(productId: number, changes: PhotoChanges, tx: Tx): Promise<{ before: PhotoRecord[]; after: PhotoRecord[]; removedKeys: string[] }> {
  const before = await listProductPhotos(productId, tx)
  const byId = new Map(before.map((p) => [p.id, p]))
  const kept = changes.existing.filter((p) => byId.has(p.id) && !p.remove).sort((a, b) => a.position - b.position)
  const keptIds = new Set(kept.map((p) => p.id))
  // A photograph the form did not name (added meanwhile in another tab) is kept, after the named ones.
  const untouched = before.filter((p) => !changes.existing.some((e) => e.id === p.id))
  const removed = before.filter((p) => !keptIds.has(p.id) && !untouched.includes(p))
  if (removed.length)
    await tx.delete(productPhotos).where(
      inArray(
        productPhotos.id,
        removed.map((p) => p.id),
      ),
    )
  let position = 0
  for (const photo of kept) await tx.update(productPhotos).set({ alt: photo.alt, position: position++ }).where(eq(productPhotos.id, photo.id))
  for (const photo of untouched) await tx.update(productPhotos).set({ position: position++ }).where(eq(productPhotos.id, photo.id))
  if (changes.added.length) await tx.insert(productPhotos).values(changes.added.map((photo) => ({ productId, key: photo.key, alt: photo.alt, position: position++ })))
  return { before, after: await listProductPhotos(productId, tx), removedKeys: removed.map((p) => p.key) }
}
