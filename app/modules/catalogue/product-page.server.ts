import { eq } from 'drizzle-orm'
import type { Locale } from '#app/i18n/config.ts'
import type { PatternSpec } from '#app/modules/artwork/pattern-kinds.ts'
import { keptReadsBy } from '#app/utils/data-changes.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { productFabrics } from '#db/schema/index.ts'
import { getFabric, getProductShowcase, listCollectionCards, listSizes } from './catalogue.server.ts'
import { listPhotosByProduct } from './product-photos.server.ts'

/** How many other garments in the same fabric a product's page suggests. */
const sameFabricLimit = 4

async function readProductsInFabric(fabricId: number): Promise<number[]> {
  const rows = await getDb().select({ productId: productFabrics.productId }).from(productFabrics).where(eq(productFabrics.fabricId, fabricId))
  return rows.map((r) => r.productId)
}

/** The products offered in a fabric (product_fabrics), by id; read once per catalogue version. */
const listProductsInFabric = keptReadsBy(readProductsInFabric, { scope: 'catalogue' })

/**
 * The garments offered in a fabric, as collection cards drawn in it (the fabric's page: "Diseñar con
 * este tejido"; a product's page: other garments in its fabric), in the collection's order.
 */
export async function listGarmentsInFabric(fabric: { id: number; name: string; pattern: PatternSpec }, locale: Locale, options: { except?: number; limit?: number } = {}) {
  const [cards, inFabric] = await Promise.all([listCollectionCards(locale), listProductsInFabric(fabric.id)])
  const offered = new Set(inFabric)
  return cards
    .filter((card) => card.id !== options.except && offered.has(card.id))
    .slice(0, options.limit ?? cards.length)
    .map((card) => ({ ...card, design: { ...card.design, fabric: { pattern: fabric.pattern, name: fabric.name } } }))
}

/**
 * Everything a product's page shows (docs/product.md, "Product pages"): the product, its
 * photographs and its drawing, the starting fabric's sheet (what it is made of, how heavy and soft, how to care for it),
 * the standard sizes for the size guide, and other garments offered in the same fabric, drawn in it.
 */
export async function getProductPage(id: number, locale: Locale) {
  const showcase = await getProductShowcase(id, locale)
  if (!showcase) return null
  const { fabricId } = showcase
  const [fabric, sizes, photos] = await Promise.all([fabricId ? getFabric(fabricId, locale) : null, listSizes(locale), listPhotosByProduct(locale)])
  const sameFabric = fabric ? await listGarmentsInFabric(fabric, locale, { except: id, limit: sameFabricLimit }) : []
  return {
    ...showcase,
    photos: photos.get(id) ?? [],
    fabric: fabric
      ? {
          id: fabric.id,
          name: fabric.name,
          subname: fabric.subname,
          rows: {
            composition: fabric.attributes.composition,
            width: fabric.attributes.width,
            perceivedWeight: fabric.attributes.perceivedWeight,
            softness: fabric.attributes.softness,
            washInstructions: fabric.attributes.washInstructions,
          },
        }
      : null,
    sizes: sizes.map(({ id: sizeId, name, chest, waist, hip }) => ({ id: sizeId, name, chest, waist, hip })),
    sameFabric,
  }
}

/** The collection's cards, each with its lead photograph when it has one (docs/product.md#photographs). */
export async function listCollectionCardsWithPhotos(locale: Locale) {
  const [cards, photos] = await Promise.all([listCollectionCards(locale), listPhotosByProduct(locale)])
  return cards.map((card) => ({ ...card, photo: photos.get(card.id)?.[0] ?? null }))
}
