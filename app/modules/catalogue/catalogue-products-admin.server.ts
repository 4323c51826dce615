import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm'
import { type DbOrTx, getDb, type Tx } from '#app/utils/db.server.ts'
import { categories, fabrics, parts, productFabrics, productParts, products } from '#db/schema/index.ts'
import type { ProductInput } from './product-admin-schemas.ts'
import { deleteOrArchive, matches, type ProductRow, type RemoveOutcome } from './catalogue-admin.server.ts'

/** The back office's reads and writes of products and what each is offered in (see catalogue-admin.server.ts). */

// ─── Products ────────────────────────────────────────────────────────────────────────────────

export async function listProductsForAdmin(q?: string) {
  return getDb()
    .select({ product: products, categoryName: categories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(matches(q, { column: products.name, localized: true }))
    .orderBy(asc(products.position), asc(products.id))
}

export async function getProductForAdmin(id: number, db: DbOrTx = getDb()): Promise<ProductRow | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id))
  return row ?? null
}

/** What a product is offered in: its fabrics and its parts (product_fabrics, product_parts), ids ascending. */
export type ProductOffers = { fabricIds: number[]; partIds: number[] }

export async function getProductOffers(id: number, db: DbOrTx = getDb()): Promise<ProductOffers> {
  const [fabricRows, partRows] = await Promise.all([
    db.select({ id: productFabrics.fabricId }).from(productFabrics).where(eq(productFabrics.productId, id)).orderBy(asc(productFabrics.fabricId)),
    db.select({ id: productParts.partId }).from(productParts).where(eq(productParts.productId, id)).orderBy(asc(productParts.partId)),
  ])
  return { fabricIds: fabricRows.map((r) => r.id), partIds: partRows.map((r) => r.id) }
}

/**
 * Replaces what the product offers among the pieces the form shows (those not archived); its offers
 * of archived pieces stay, so a piece restored later is offered again where it was.
 */
async function setProductOffers(id: number, offers: ProductOffers, tx: Tx) {
  await tx.execute(sql`delete from ${productFabrics} where product_id = ${id} and fabric_id in (select id from ${fabrics} where archived_at is null)`)
  await tx.execute(sql`delete from ${productParts} where product_id = ${id} and part_id in (select id from ${parts} where archived_at is null)`)
  if (offers.fabricIds.length)
    await tx
      .insert(productFabrics)
      .values(offers.fabricIds.map((fabricId) => ({ productId: id, fabricId })))
      .onConflictDoNothing()
  if (offers.partIds.length)
    await tx
      .insert(productParts)
      .values(offers.partIds.map((partId) => ({ productId: id, partId })))
      .onConflictDoNothing()
}

/**
 * Every fabric and part, in the shop's order, with whether it is archived: the product form ticks
 * the live ones, and its save is checked against all of them (checkProductOffers).
 */
export async function listOfferablePieces() {
  const db = getDb()
  const [fabricRows, partRows] = await Promise.all([
    db.select({ id: fabrics.id, name: fabrics.name, material: fabrics.material, archivedAt: fabrics.archivedAt }).from(fabrics).orderBy(asc(fabrics.position), asc(fabrics.id)),
    db.select({ id: parts.id, name: parts.name, type: parts.type, archivedAt: parts.archivedAt }).from(parts).orderBy(asc(parts.position), asc(parts.id)),
  ])
  return {
    fabrics: fabricRows.map(({ archivedAt, ...f }) => ({ ...f, archived: archivedAt != null })),
    parts: partRows.map(({ archivedAt, ...p }) => ({ ...p, archived: archivedAt != null })),
  }
}

export async function listCategoryChoices() {
  return getDb().select({ id: categories.id, name: categories.name, archivedAt: categories.archivedAt }).from(categories).orderBy(asc(categories.position), asc(categories.id))
}

function productValues(input: ProductInput, before: ProductRow | null) {
  const archivedAt = input.archived ? (before?.archivedAt ?? new Date()) : null
  return {
    name: input.name,
    intro: input.intro,
    categoryId: input.categoryId,
    basePriceCents: input.basePriceCents,
    complexity: input.complexity,
    defaultFabricId: input.defaultFabricId,
    archivedAt,
  }
}

/** A product as the audit log keeps it: the row and what it is offered in. */
export type ProductRecord = ProductRow & ProductOffers

/**
 * Whether a product still sold in the category already has this Spanish name (any case, outer
 * spaces ignored), other than `exceptId`: two of one name would be two cards the customer cannot
 * tell apart. An archived one does not count — the name may be used again.
 */
export async function isProductNameTaken(name: string, categoryId: number, exceptId: number | null, db: DbOrTx = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.categoryId, categoryId),
        isNull(products.archivedAt),
        sql`lower(btrim(${products.name}->>'es')) = lower(btrim(${name}))`,
        exceptId === null ? undefined : ne(products.id, exceptId),
      ),
    )
    .limit(1)
  return !!row
}

export async function createProduct(input: ProductInput, offers: ProductOffers, tx: Tx): Promise<ProductRecord> {
  const [{ position }] = (await tx.select({ position: sql<number>`coalesce(max(${products.position}), -1)::int + 1` }).from(products)) as [{ position: number }]
  const [row] = await tx
    .insert(products)
    .values({ ...productValues(input, null), position })
    .returning()
  await setProductOffers(row!.id, offers, tx)
  return { ...row!, ...offers }
}

export async function updateProduct(id: number, input: ProductInput, offers: ProductOffers, tx: Tx): Promise<{ before: ProductRecord; after: ProductRecord } | null> {
  const before = await getProductForAdmin(id, tx)
  if (!before) return null
  const beforeOffers = await getProductOffers(id, tx)
  const [after] = await tx.update(products).set(productValues(input, before)).where(eq(products.id, id)).returning()
  await setProductOffers(id, offers, tx)
  return { before: { ...before, ...beforeOffers }, after: { ...after!, ...offers } }
}

export async function removeProduct(id: number, tx: Tx): Promise<RemoveOutcome<ProductRow> | null> {
  const before = await getProductForAdmin(id, tx)
  if (!before) return null
  return deleteOrArchive(
    tx,
    before,
    (sp) => sp.delete(products).where(eq(products.id, id)),
    async () =>
      (
        await tx
          .update(products)
          .set({ archivedAt: before.archivedAt ?? new Date() })
          .where(eq(products.id, id))
          .returning()
      )[0]!,
  )
}
