import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm'
import type { Locale } from '#app/i18n/config.ts'
import { dataVersion, keptRead } from '#app/utils/data-changes.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { categories, fabrics, parts, productFabrics, productParts, products, type FabricPattern } from '#db/schema/index.ts'
import { computeFabricAvailability, pickStartingFabric, type FabricUnavailable } from './availability.ts'
import { activeStepsOf } from './part-rules.ts'
import { getProduct, isFabricLocked, listFabricsForProduct, type Product } from './catalogue.server.ts'
import { localize } from './localize.ts'

/*
 * What other modules ask the catalogue about the pieces of a design (its product, fabric and parts),
 * by id: the basket keeps ids, the catalogue owns the tables that say what they are and what they
 * cost (docs/decisions/007-module-tables-and-transactions.md).
 */

/** What the basket's rules need of a product: the design's steps (part types), its garment and the category's fabric figure. */
export type ProductShape = { id: number; partTypes: string[]; garmentKind: string; fabricMetres: number }

export async function getProductShape(productId: number): Promise<ProductShape | null> {
  if (!Number.isSafeInteger(productId) || productId <= 0) return null
  const [row] = await getDb()
    .select({ id: products.id, partTypes: categories.partTypes, garmentKind: categories.garmentKind, fabricMetres: categories.fabricMetres })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId))
  return row ?? null
}

/** How wide a fabric is (cm): what a design's pattern is laid on (docs/atelier.md#fabric-from-the-pattern); null when there is no such fabric. */
export async function getFabricWidthCm(fabricId: number): Promise<number | null> {
  if (!Number.isSafeInteger(fabricId) || fabricId <= 0) return null
  const [row] = await getDb().select({ widthCm: fabrics.widthCm }).from(fabrics).where(eq(fabrics.id, fabricId))
  return row?.widthCm ?? null
}

/**
 * Whether a fabric can be chosen for a garment now (its stock for one garment of the product's
 * category, the fabric-plus-garment lock); null when there is no such fabric or the product is not
 * offered in it (product_fabrics).
 */
export async function getFabricAvailability(fabricId: number, garment: { productId: number; fabricMetres: number }): Promise<{ unavailable: FabricUnavailable | null } | null> {
  // An archived fabric cannot be chosen any more (designs that hold it keep it).
  const [fabric] = await getDb()
    .select({ id: fabrics.id, stockMetres: fabrics.stockMetres })
    .from(fabrics)
    .innerJoin(productFabrics, and(eq(productFabrics.fabricId, fabrics.id), eq(productFabrics.productId, garment.productId)))
    .where(and(eq(fabrics.id, fabricId), isNull(fabrics.archivedAt)))
  if (!fabric) return null
  const locked = await isFabricLocked(fabric.id, garment.productId)
  return { unavailable: computeFabricAvailability({ stockMetres: fabric.stockMetres, garmentMetres: garment.fabricMetres, locked }) }
}

/**
 * Why designs' fabrics cannot be made any more (another order took the fabric for that garment, it
 * ran out), keyed `<productId>:<fabricId>`: the basket marks such a design as soon as it happens
 * (decision §3), not when she presses REALIZAR PEDIDO. Two kept reads per product (its fabrics follow
 * its locks, app/utils/data-changes.server.ts): no query once warm.
 */
export async function findUnavailableFabrics(designs: readonly { productId: number; fabricId: number | null }[], locale: Locale): Promise<Map<string, FabricUnavailable>> {
  const unavailable = new Map<string, FabricUnavailable>()
  const productIds = [...new Set(designs.filter((d) => d.fabricId != null).map((d) => d.productId))]
  await Promise.all(
    productIds.map(async (id) => {
      const product = await getProduct(id, locale)
      if (!product) return
      for (const fabric of await listFabricsForProduct(product, locale)) if (fabric.unavailable) unavailable.set(`${id}:${fabric.id}`, fabric.unavailable)
    }),
  )
  return unavailable
}

/** The fabric the customizer preselects for a new design of the product (pickStartingFabric), or null. */
export async function getStartingFabricId(product: Product, locale: Locale): Promise<number | null> {
  return pickStartingFabric(await listFabricsForProduct(product, locale), product.defaultFabricId)?.id ?? null
}

/**
 * The parts the product offers, with their type and rule (part-rules.ts), by position: those named
 * in `partIds` (a withdrawn part — deleted, archived or no longer offered on this product,
 * product_parts — is absent), or with `partIds` undefined all of them (what the customizer preselects).
 */
export async function listOfferedParts(productId: number, partIds?: readonly number[]): Promise<Map<number, OfferedPart>> {
  if (partIds?.length === 0) return new Map()
  const rows = await getDb()
    .select({ id: parts.id, type: parts.type, slug: parts.slug, omitsTypes: parts.omitsTypes })
    .from(parts)
    .innerJoin(productParts, and(eq(productParts.partId, parts.id), eq(productParts.productId, productId)))
    .where(and(partIds ? inArray(parts.id, [...new Set(partIds)]) : undefined, isNull(parts.archivedAt)))
    .orderBy(asc(parts.position), asc(parts.id))
  return new Map(rows.map((p) => [p.id, p]))
}

/**
 * For each product, the part types it offers in only one option (computeAskedTypes in the customizer:
 * chosen with the design, never a step), so the basket numbers the steps as the customizer does.
 * Read for every product at once and kept until the catalogue changes (keptRead): /cart asks it on
 * every render while a garment is incomplete.
 */
export async function listFixedPartTypes(productIds: readonly number[]): Promise<Map<number, string[]>> {
  if (productIds.length === 0) return new Map()
  const all = await keptFixedPartTypes.get()
  return new Map(productIds.flatMap((id) => (all.has(id) ? [[id, all.get(id)!] as const] : [])))
}

const keptFixedPartTypes = keptRead(async () => {
  const rows = await getDb()
    .select({ productId: productParts.productId, type: parts.type, offered: count() })
    .from(parts)
    .innerJoin(productParts, eq(productParts.partId, parts.id))
    .where(isNull(parts.archivedAt))
    .groupBy(productParts.productId, parts.type)
  const fixed = new Map<number, string[]>()
  for (const row of rows) if (row.offered === 1) fixed.set(row.productId, [...(fixed.get(row.productId) ?? []), row.type])
  return fixed
}, 'catalogue')

export type OfferedPart = { id: number; type: string; slug: string; omitsTypes: string[] }

/** The steps a stored design asks for, by the rules of its chosen parts (part-rules.ts): one read. */
export async function getDesignSteps(product: { id: number; partTypes: string[] }, parts: Partial<Record<string, number>>): Promise<string[]> {
  const rules = await listOfferedParts(
    product.id,
    Object.values(parts).filter((v): v is number => typeof v === 'number'),
  )
  return activeStepsOf(product.partTypes, parts, (id) => rules.get(id))
}

export type DesignProduct = { id: number; name: string; basePriceCents: number; garmentKind: string; partTypes: string[]; complexity: 'basic' | 'complex' }
export type DesignFabric = { id: number; slug: string; name: string; priceCents: number; pattern: FabricPattern }
export type DesignPart = { id: number; slug: string; type: string; name: string; surchargeCents: number; omitsTypes: string[] }

/**
 * The products, fabrics and parts a list of designs names, in the reader's language and with their
 * prices. Every basket, order summary and saved design asks this on each page, so the three tables'
 * display columns are kept in memory until the storefront's data changes (keptRead, the change feed):
 * a kept read costs no query. Without the feed, the ids asked for are read: at most three queries
 * however many designs (no N+1). Ids that no longer exist are absent.
 */
export async function listDesignPieces(ids: { productIds: readonly number[]; fabricIds: readonly number[]; partIds: readonly number[] }, locale: Locale) {
  const unique = (list: readonly number[]) => [...new Set(list)]
  const wanted = { productIds: unique(ids.productIds), fabricIds: unique(ids.fabricIds), partIds: unique(ids.partIds) }
  const rows = dataVersion('catalogue') === null ? await readDesignPieces(wanted) : await keptDesignPieces.get()
  const pick = <R extends { id: number; name: Parameters<typeof localize>[0] }>(list: R[], only: number[]) => {
    const set = new Set(only)
    return list.filter((row) => set.has(row.id)).map((row) => [row.id, { ...row, name: localize(row.name, locale) }] as const)
  }
  return {
    products: new Map<number, DesignProduct>(pick(rows.products, wanted.productIds)),
    fabrics: new Map<number, DesignFabric>(pick(rows.fabrics, wanted.fabricIds)),
    parts: new Map<number, DesignPart>(pick(rows.parts, wanted.partIds)),
  }
}

/** The display columns of design pieces: those named (an empty list reads none), or every row with `undefined`. */
async function readDesignPieces(ids?: { productIds: number[]; fabricIds: number[]; partIds: number[] }) {
  const db = getDb()
  const none = (list: number[] | undefined) => list !== undefined && list.length === 0
  const [productRows, fabricRows, partRows] = await Promise.all([
    none(ids?.productIds)
      ? []
      : db
          .select({
            id: products.id,
            name: products.name,
            basePriceCents: products.basePriceCents,
            complexity: products.complexity,
            garmentKind: categories.garmentKind,
            partTypes: categories.partTypes,
          })
          .from(products)
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .where(ids ? inArray(products.id, ids.productIds) : undefined),
    none(ids?.fabricIds)
      ? []
      : db
          .select({ id: fabrics.id, slug: fabrics.slug, name: fabrics.name, priceCents: fabrics.priceCents, pattern: fabrics.pattern })
          .from(fabrics)
          .where(ids ? inArray(fabrics.id, ids.fabricIds) : undefined),
    none(ids?.partIds)
      ? []
      : db
          .select({ id: parts.id, slug: parts.slug, type: parts.type, name: parts.name, surchargeCents: parts.surchargeCents, omitsTypes: parts.omitsTypes })
          .from(parts)
          .where(ids ? inArray(parts.id, ids.partIds) : undefined),
  ])
  return { products: productRows, fabrics: fabricRows, parts: partRows }
}

const keptDesignPieces = keptRead(() => readDesignPieces(), 'catalogue')
