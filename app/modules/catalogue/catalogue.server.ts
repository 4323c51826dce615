import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import type { Locale } from '#app/i18n/config.ts'
import type { GarmentKind } from '#app/modules/artwork/garment-design.ts'
import { keptReadsBy } from '#app/utils/data-changes.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { categories, fabricLocks, fabrics, parts, productFabrics, productParts, products, sizes } from '#db/schema/index.ts'
import { computeFabricAvailability, type FabricUnavailable } from './availability.ts'
import { localize } from './localize.ts'
import { activePartTypes } from './part-rules.ts'

const productColumns = {
  id: products.id,
  name: products.name,
  intro: products.intro,
  basePriceCents: products.basePriceCents,
  defaultFabricId: products.defaultFabricId,
  complexity: products.complexity,
  categoryId: categories.id,
  categorySlug: categories.slug,
  categoryName: categories.name,
  garmentKind: categories.garmentKind,
  partTypes: categories.partTypes,
  fabricMetres: categories.fabricMetres,
}

export type Product = {
  id: number
  name: string
  intro: string
  basePriceCents: number
  /** The fabric its design starts in and its card shows (pickStartingFabric). */
  defaultFabricId: number | null
  /** How long the workshop takes to make it (docs/product.md#delivery): its page states its own window. */
  complexity: 'basic' | 'complex'
  category: { id: number; slug: string; name: string; garmentKind: string; partTypes: string[]; fabricMetres: number }
}

type ProductRow = {
  [K in keyof typeof productColumns]: (typeof productColumns)[K]['_']['notNull'] extends true
    ? (typeof productColumns)[K]['_']['data']
    : (typeof productColumns)[K]['_']['data'] | null
}

function toProduct(row: ProductRow, locale: Locale): Product {
  return {
    id: row.id,
    name: localize(row.name, locale),
    intro: localize(row.intro, locale),
    basePriceCents: row.basePriceCents,
    defaultFabricId: row.defaultFabricId,
    complexity: row.complexity,
    category: {
      id: row.categoryId,
      slug: row.categorySlug,
      name: localize(row.categoryName, locale),
      garmentKind: row.garmentKind,
      partTypes: row.partTypes,
      fabricMetres: row.fabricMetres,
    },
  }
}

async function readListProducts(locale: Locale): Promise<Product[]> {
  const rows = await getDb()
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(isNull(products.archivedAt), isNull(categories.archivedAt)))
    .orderBy(asc(products.position), asc(products.id))
  return rows.map((r) => toProduct(r, locale))
}

async function readGetProduct(id: number, locale: Locale): Promise<Product | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  // An archived product (or one of an archived category) is gone from the shop: its page and its customizer are a 404.
  const [row] = await getDb()
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, id), isNull(products.archivedAt), isNull(categories.archivedAt)))
  return row ? toProduct(row, locale) : null
}

export type Fabric = ReturnType<typeof toFabric>

function toFabric(row: typeof fabrics.$inferSelect, locale: Locale) {
  const l = (k: keyof typeof row) => localize(row[k] as { es: string; en?: string }, locale)
  return {
    id: row.id,
    slug: row.slug,
    name: l('name'),
    subname: l('subname'),
    material: row.material,
    priceCents: row.priceCents,
    type: row.type,
    pattern: row.pattern,
    images: row.images,
    stockMetres: row.stockMetres,
    widthCm: row.widthCm,
    description: l('description'),
    attributes: {
      composition: l('composition'),
      /** Its width as the shop shows it ("114 cm"): the same in both languages. */
      width: `${row.widthCm} cm`,
      thread: l('thread'),
      color: l('color'),
      technique: l('technique'),
      aspect: l('aspect'),
      perceivedWeight: l('perceivedWeight'),
      softness: l('softness'),
      brightness: l('brightness'),
      wrinkleResistance: l('wrinkleResistance'),
      ironEffort: l('ironEffort'),
      seasonality: l('seasonality'),
      uniformity: l('uniformity'),
      origin: l('origin'),
      washInstructions: l('washInstructions'),
    },
  }
}

async function readGetFabric(id: number, locale: Locale) {
  if (!Number.isSafeInteger(id) || id <= 0) return null
  const [row] = await getDb()
    .select()
    .from(fabrics)
    .where(and(eq(fabrics.id, id), isNull(fabrics.archivedAt)))
  return row ? toFabric(row, locale) : null
}

/** What a fabric chooser shows: the name, its price and drawing, and whether it can be chosen (the rest is on /fabric/:id). */
export type FabricOption = Pick<Fabric, 'id' | 'name' | 'subname' | 'material' | 'priceCents' | 'pattern'> & {
  /** The first uploaded picture's key, shown instead of the drawn sample. */
  image: string | null
  unavailable: FabricUnavailable | null
  /** Metres left: the customizer judges "not enough" by her own pattern once she has a size. */
  stockMetres: number
  /** The fabric's width (cm) her pattern is laid on. */
  widthCm: number
}

/** The fabrics this product is offered in (product_fabrics), each with whether it can be chosen now (stock for its category, lock). */
async function readListFabricsForProduct(product: Product, locale: Locale): Promise<FabricOption[]> {
  const db = getDb()
  const [rows, locks] = await Promise.all([
    db
      .select({
        id: fabrics.id,
        name: fabrics.name,
        subname: fabrics.subname,
        material: fabrics.material,
        priceCents: fabrics.priceCents,
        pattern: fabrics.pattern,
        images: fabrics.images,
        stockMetres: fabrics.stockMetres,
        widthCm: fabrics.widthCm,
      })
      .from(fabrics)
      .innerJoin(productFabrics, and(eq(productFabrics.fabricId, fabrics.id), eq(productFabrics.productId, product.id)))
      .where(isNull(fabrics.archivedAt))
      .orderBy(asc(fabrics.position), asc(fabrics.id)),
    db.select({ fabricId: fabricLocks.fabricId }).from(fabricLocks).where(eq(fabricLocks.productId, product.id)),
  ])
  const locked = new Set(locks.map((l) => l.fabricId))
  return rows.map((row) => ({
    id: row.id,
    name: localize(row.name, locale),
    subname: localize(row.subname, locale),
    material: row.material,
    priceCents: row.priceCents,
    pattern: row.pattern,
    image: row.images[0] ?? null,
    unavailable: computeFabricAvailability({ stockMetres: row.stockMetres, garmentMetres: product.category.fabricMetres, locked: locked.has(row.id) }),
    stockMetres: row.stockMetres,
    widthCm: row.widthCm,
  }))
}

export async function isFabricLocked(fabricId: number, productId: number) {
  const [row] = await getDb()
    .select({ id: fabricLocks.id })
    .from(fabricLocks)
    .where(and(eq(fabricLocks.fabricId, fabricId), eq(fabricLocks.productId, productId)))
  return !!row
}

export type Part = { id: number; slug: string; type: string; name: string; description: string; surchargeCents: number; image: string | null; omitsTypes: string[] }

/** The parts this product offers for its steps (product_parts), in the catalogue's order. */
async function readListPartsForProduct(product: Pick<Product, 'id' | 'category'>, locale: Locale): Promise<Part[]> {
  const types = product.category.partTypes
  if (types.length === 0) return []
  const rows = await getDb()
    .select({
      id: parts.id,
      slug: parts.slug,
      type: parts.type,
      name: parts.name,
      description: parts.description,
      surchargeCents: parts.surchargeCents,
      image: parts.image,
      omitsTypes: parts.omitsTypes,
    })
    .from(parts)
    .innerJoin(productParts, and(eq(productParts.partId, parts.id), eq(productParts.productId, product.id)))
    .where(and(inArray(parts.type, [...types]), isNull(parts.archivedAt)))
    .orderBy(asc(parts.position), asc(parts.id))
  return rows.map((p) => ({
    id: p.id,
    slug: p.slug,
    type: p.type,
    name: localize(p.name, locale),
    description: localize(p.description, locale),
    surchargeCents: p.surchargeCents,
    image: p.image,
    omitsTypes: p.omitsTypes,
  }))
}

async function readListSizes(locale: Locale) {
  const rows = await getDb().select().from(sizes).orderBy(asc(sizes.position))
  return rows.map((s) => ({ id: s.id, name: s.name, chest: s.chest, waist: s.waist, hip: s.hip, description: localize(s.description, locale) }))
}

/**
 * The design drawn on a product card: the product's default design — its own fabric (or, without
 * one, a different fabric it is offered in for each card) and the first part it offers for each step,
 * the preselection the customizer starts from.
 */
async function readListCollectionCards(locale: Locale) {
  const db = getDb()
  const [productList, fabricRows, partRows, offeredFabrics] = await Promise.all([
    readListProducts(locale),
    db
      .select({ id: fabrics.id, name: fabrics.name, pattern: fabrics.pattern, stockMetres: fabrics.stockMetres })
      .from(fabrics)
      .where(isNull(fabrics.archivedAt))
      .orderBy(asc(fabrics.position), asc(fabrics.id)),
    db
      .select({ productId: productParts.productId, slug: parts.slug, type: parts.type, omitsTypes: parts.omitsTypes })
      .from(parts)
      .innerJoin(productParts, eq(productParts.partId, parts.id))
      .where(isNull(parts.archivedAt))
      .orderBy(asc(parts.position), asc(parts.id)),
    db.select({ productId: productFabrics.productId, fabricId: productFabrics.fabricId }).from(productFabrics),
  ])
  const firstPart = new Map<string, (typeof partRows)[number]>()
  for (const p of partRows) if (!firstPart.has(`${p.productId}:${p.type}`)) firstPart.set(`${p.productId}:${p.type}`, p)
  const offered = new Set(offeredFabrics.map((o) => `${o.productId}:${o.fabricId}`))
  const showcase = fabricRows.filter((f) => f.stockMetres > 0)
  return productList.map((product, index) => {
    const own = showcase.filter((f) => offered.has(`${product.id}:${f.id}`))
    // Its own fabric (the white shirt in white), else a different one for each card.
    const fabric = own.find((f) => f.id === product.defaultFabricId) ?? (own.length ? own[index % own.length]! : null)
    const preselected = Object.fromEntries(product.category.partTypes.map((type) => [type, firstPart.get(`${product.id}:${type}`)]))
    const steps = activePartTypes(product.category.partTypes, preselected)
    return {
      id: product.id,
      name: product.name,
      categoryName: product.category.name,
      basePriceCents: product.basePriceCents,
      /** The fabric it is drawn in, its starting fabric when that one has metres. */
      fabricId: fabric?.id ?? null,
      design: {
        kind: product.category.garmentKind as GarmentKind,
        fabric: fabric ? { pattern: fabric.pattern, name: localize(fabric.name, locale) } : null,
        parts: Object.fromEntries(steps.map((type) => [type, preselected[type]?.slug ?? null])),
      },
    }
  })
}

/** A product with the design its detail page shows (the same drawing as its card). */
async function readGetProductShowcase(id: number, locale: Locale) {
  const product = await readGetProduct(id, locale)
  if (!product) return null
  const cards = await readListCollectionCards(locale)
  const card = cards.find((c) => c.id === id)
  return { product, design: card!.design, fabricId: card!.fabricId }
}

// ─── Kept reads (docs/architecture.md, "Caches") ──────────────────────────────────────────────────────
// What the storefront's pages read of the catalogue is read once per data version: every write to
// these tables is announced by the database and drops them. Reads that show no lock and no metres
// follow the catalogue's version only and are kept across orders; a product's fabric list follows
// that product's locks and a fabric that fabric's metres (app/utils/data-changes.server.ts).
// Callers share the values: never change what they return.
const catalogue = { scope: 'catalogue' } as const
export const listProducts = keptReadsBy(readListProducts, catalogue)
export const getProduct = keptReadsBy(readGetProduct, catalogue)
/** A fabric with its metres in stock (its page says how many are left): follows that fabric's metres. */
export const getFabric = keptReadsBy(readGetFabric, { scope: (id) => ({ stockOfFabric: id }) })
/** The fabrics this product is offered in (product_fabrics), each with whether it can be chosen now (stock for its category, lock). */
export const listFabricsForProduct = keptReadsBy(readListFabricsForProduct, {
  scope: (product) => ({ locksOfProduct: product.id }),
  keyOf: (product, locale) => `${product.id}:${product.category.fabricMetres}:${locale}`,
})
/** The parts this product offers for its steps (product_parts), in the catalogue's order. */
export const listPartsForProduct = keptReadsBy(readListPartsForProduct, {
  ...catalogue,
  keyOf: (product, locale) => `${product.id}:${product.category.partTypes.join(',')}:${locale}`,
})
export const listSizes = keptReadsBy(readListSizes, catalogue)
/** The cards' drawings use fabrics with metres left: a fabric's stock reaching or leaving zero is a catalogue change (migration 0019). */
export const listCollectionCards = keptReadsBy(readListCollectionCards, catalogue)
export const getProductShowcase = keptReadsBy(readGetProductShowcase, catalogue)
