import { and, asc, count, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { type DbOrTx, getDb, type Tx } from '#app/utils/db.server.ts'
import { categories, fabrics, parts, productFabrics, productParts, products, sizes } from '#db/schema/index.ts'
import { type CategoryInput, type FabricInput, type PartInput, type ProductInput, type SizeInput, slugify } from './admin-schemas.ts'
import { clearCatalogueOutlineCache } from './catalogue-outline.server.ts'

/**
 * The catalogue as the back office reads and writes it (/admin/catalogue, /admin/products): every
 * record, archived ones too, with its words in both languages. Writes take the admin's transaction
 * (the audit row is written in it: decision 007) and return the record before and after.
 *
 * Deleting: a record that orders, baskets or products still name (a foreign key refuses its
 * deletion) is archived instead — hidden from the shop, kept where it is named. Parts are named by
 * orders and baskets inside their designs, which no key guards, so a part is always archived.
 */

export type CategoryRow = typeof categories.$inferSelect
export type FabricRow = typeof fabrics.$inferSelect
export type PartRow = typeof parts.$inferSelect
export type SizeRow = typeof sizes.$inferSelect
export type ProductRow = typeof products.$inferSelect

/** What a delete did: removed the row, or archived it because something still names it. */
export type RemoveOutcome<Row> = { outcome: 'deleted' | 'archived'; before: Row; after: Row | null }

/** Case-insensitive match of `q` in a localized text (either language) or a plain text column. */
function matches(q: string | undefined, ...columns: { column: AnyPgColumn; localized: boolean }[]): SQL | undefined {
  const term = q?.trim()
  if (!term) return undefined
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  return or(...columns.flatMap(({ column, localized }) => (localized ? [ilike(sql`${column}->>'es'`, pattern), ilike(sql`${column}->>'en'`, pattern)] : [ilike(column, pattern)])))
}

/** Whether an error is PostgreSQL's refusal to delete a row another row refers to (23503, or 23001 for ON DELETE RESTRICT). */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code
    if (code === '23503' || code === '23001') return true
  }
  return false
}

/** Deletes `remove`'s row inside a savepoint; if a foreign key still needs it, runs `archive` instead. */
async function deleteOrArchive<Row>(tx: Tx, before: Row, remove: (sp: Tx) => Promise<unknown>, archive: () => Promise<Row>): Promise<RemoveOutcome<Row>> {
  try {
    await tx.transaction(async (sp) => {
      await remove(sp)
    })
    return { outcome: 'deleted', before, after: null }
  } catch (error) {
    if (!isForeignKeyViolation(error)) throw error
    return { outcome: 'archived', before, after: await archive() }
  }
}

/** A free address word for a new record: the name's, with -2, -3… when taken. */
async function freeSlug(tx: DbOrTx, table: typeof categories | typeof fabrics | typeof parts, base: string): Promise<string> {
  const rows = await tx
    .select({ slug: table.slug })
    .from(table)
    .where(or(eq(table.slug, base), ilike(table.slug, `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`)))
  const taken = new Set(rows.map((r) => r.slug))
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

/** The shop's copies of the catalogue's shape are dropped after a change commits, so it shows at once. */
export function catalogueChanged() {
  clearCatalogueOutlineCache()
}

// ─── Categories ──────────────────────────────────────────────────────────────────────────────

export async function listCategoriesForAdmin(q?: string) {
  const db = getDb()
  const rows = await db
    .select()
    .from(categories)
    .where(matches(q, { column: categories.name, localized: true }))
    .orderBy(asc(categories.position), asc(categories.id))
  const counts = await db.select({ categoryId: products.categoryId, n: count() }).from(products).where(isNull(products.archivedAt)).groupBy(products.categoryId)
  const byCategory = new Map(counts.map((c) => [c.categoryId, c.n]))
  return rows.map((row) => ({ ...row, products: byCategory.get(row.id) ?? 0 }))
}

export async function getCategoryForAdmin(id: number, db: DbOrTx = getDb()): Promise<CategoryRow | null> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id))
  return row ?? null
}

export async function createCategory(input: CategoryInput, tx: Tx): Promise<CategoryRow> {
  const slug = await freeSlug(tx, categories, slugify(input.name.es))
  const [{ position }] = (await tx.select({ position: sql<number>`coalesce(max(${categories.position}), -1)::int + 1` }).from(categories)) as [{ position: number }]
  const [row] = await tx
    .insert(categories)
    .values({ ...input, slug, position })
    .returning()
  return row!
}

export async function updateCategory(id: number, input: CategoryInput, tx: Tx): Promise<{ before: CategoryRow; after: CategoryRow } | null> {
  const before = await getCategoryForAdmin(id, tx)
  if (!before) return null
  const [after] = await tx.update(categories).set(input).where(eq(categories.id, id)).returning()
  // A step the category gains is offered on its products with every part of that type, where a
  // product offers none of it yet (docs/product.md#what-each-product-offers).
  const added = input.partTypes.filter((type) => !before.partTypes.includes(type))
  if (added.length)
    await tx.execute(sql`
      insert into ${productParts} (product_id, part_id)
      select p.id, pa.id from ${products} p join ${parts} pa on pa.type in ${added}
       where p.category_id = ${id}
         and not exists (select 1 from ${productParts} pp join ${parts} x on x.id = pp.part_id where pp.product_id = p.id and x.type = pa.type)
      on conflict do nothing`)
  return { before, after: after! }
}

export async function removeCategory(id: number, tx: Tx): Promise<RemoveOutcome<CategoryRow> | null> {
  const before = await getCategoryForAdmin(id, tx)
  if (!before) return null
  return deleteOrArchive(
    tx,
    before,
    (sp) => sp.delete(categories).where(eq(categories.id, id)),
    async () =>
      (
        await tx
          .update(categories)
          .set({ archivedAt: before.archivedAt ?? new Date() })
          .where(eq(categories.id, id))
          .returning()
      )[0]!,
  )
}

export async function restoreCategory(id: number, tx: Tx): Promise<{ before: CategoryRow; after: CategoryRow } | null> {
  const before = await getCategoryForAdmin(id, tx)
  if (!before) return null
  const [after] = await tx.update(categories).set({ archivedAt: null }).where(eq(categories.id, id)).returning()
  return { before, after: after! }
}

// ─── Fabrics ─────────────────────────────────────────────────────────────────────────────────

export const FABRIC_PAGE_SIZE = 20

/** One page of fabrics (by name or material, case-insensitive), in the shop's order. */
export async function listFabricsForAdmin({ q, page = 1, size = FABRIC_PAGE_SIZE }: { q?: string; page?: number; size?: number }) {
  const db = getDb()
  const term = q?.trim().toLowerCase()
  // The material is stored as its family code (algodon, seda, lino): "Algodón" finds it too.
  const families = term ? (['algodon', 'seda', 'lino'] as const).filter((f) => f.includes(slugify(term))) : []
  const where = or(matches(q, { column: fabrics.name, localized: true }, { column: fabrics.composition, localized: true }), ...families.map((f) => eq(fabrics.material, f)))
  const [{ total }] = (await db.select({ total: count() }).from(fabrics).where(where)) as [{ total: number }]
  const pages = Math.max(1, Math.ceil(total / size))
  const current = Math.min(Math.max(1, page), pages)
  const rows = await db
    .select()
    .from(fabrics)
    .where(where)
    .orderBy(asc(fabrics.position), asc(fabrics.id))
    .limit(size)
    .offset((current - 1) * size)
  return { rows, total, page: current, pages }
}

export async function getFabricForAdmin(id: number, db: DbOrTx = getDb()): Promise<FabricRow | null> {
  const [row] = await db.select().from(fabrics).where(eq(fabrics.id, id))
  return row ?? null
}

function fabricValues(input: FabricInput) {
  return {
    name: input.name,
    ...input.texts,
    material: input.material,
    type: input.type,
    priceCents: input.priceCents,
    ...(input.stockMetres !== undefined ? { stockMetres: input.stockMetres } : {}),
    pattern: input.pattern,
  }
}

export async function createFabric(input: FabricInput, tx: Tx): Promise<FabricRow> {
  const slug = await freeSlug(tx, fabrics, slugify(input.name.es))
  const [{ position }] = (await tx.select({ position: sql<number>`coalesce(max(${fabrics.position}), -1)::int + 1` }).from(fabrics)) as [{ position: number }]
  const [row] = await tx
    .insert(fabrics)
    .values({ ...fabricValues(input), stockMetres: input.stockMetres ?? 0, slug, position })
    .returning()
  // A new fabric is offered on every product; each product's form narrows it.
  await tx.execute(sql`insert into ${productFabrics} (product_id, fabric_id) select id, ${row!.id} from ${products} on conflict do nothing`)
  return row!
}

export async function updateFabric(id: number, input: FabricInput, tx: Tx): Promise<{ before: FabricRow; after: FabricRow } | null> {
  const before = await getFabricForAdmin(id, tx)
  if (!before) return null
  const [after] = await tx.update(fabrics).set(fabricValues(input)).where(eq(fabrics.id, id)).returning()
  return { before, after: after! }
}

export async function removeFabric(id: number, tx: Tx): Promise<RemoveOutcome<FabricRow> | null> {
  const before = await getFabricForAdmin(id, tx)
  if (!before) return null
  return deleteOrArchive(
    tx,
    before,
    (sp) => sp.delete(fabrics).where(eq(fabrics.id, id)),
    async () =>
      (
        await tx
          .update(fabrics)
          .set({ archivedAt: before.archivedAt ?? new Date() })
          .where(eq(fabrics.id, id))
          .returning()
      )[0]!,
  )
}

export async function restoreFabric(id: number, tx: Tx): Promise<{ before: FabricRow; after: FabricRow } | null> {
  const before = await getFabricForAdmin(id, tx)
  if (!before) return null
  const [after] = await tx.update(fabrics).set({ archivedAt: null }).where(eq(fabrics.id, id)).returning()
  return { before, after: after! }
}

/** Puts an uploaded picture's key in one of a fabric's two slots (0 or 1), or empties the slot (null). */
export async function setFabricImage(id: number, slot: 0 | 1, key: string | null, tx: Tx): Promise<{ before: FabricRow; after: FabricRow; replaced: string | null } | null> {
  const [before] = await tx.select().from(fabrics).where(eq(fabrics.id, id)).for('update')
  if (!before) return null
  const images = [...before.images]
  const replaced = images[slot] ?? null
  if (key === null) images.splice(slot, 1)
  else if (slot < images.length) images[slot] = key
  else images.push(key)
  const [after] = await tx.update(fabrics).set({ images }).where(eq(fabrics.id, id)).returning()
  return { before, after: after!, replaced }
}

// ─── Parts ───────────────────────────────────────────────────────────────────────────────────

/** Every part of every type (by name or description): one search filters all the parts' tabs. */
export async function listPartsForAdmin(q?: string) {
  return getDb()
    .select()
    .from(parts)
    .where(matches(q, { column: parts.name, localized: true }, { column: parts.description, localized: true }))
    .orderBy(asc(parts.type), asc(parts.position), asc(parts.id))
}

export async function getPartForAdmin(id: number, db: DbOrTx = getDb()): Promise<PartRow | null> {
  const [row] = await db.select().from(parts).where(eq(parts.id, id))
  return row ?? null
}

export async function createPart(input: PartInput, tx: Tx): Promise<PartRow> {
  // The slug starts with its type: the drawings read the style from it (artwork/garment-design.ts).
  const slug = await freeSlug(tx, parts, `${input.type}-${slugify(input.name.es)}`)
  const [{ position }] = (await tx
    .select({ position: sql<number>`coalesce(max(${parts.position}), -1)::int + 1` })
    .from(parts)
    .where(eq(parts.type, input.type))) as [{ position: number }]
  const [row] = await tx
    .insert(parts)
    .values({ ...input, slug, position })
    .returning()
  // A new part is offered on every product whose category has its step.
  await tx.execute(sql`
    insert into ${productParts} (product_id, part_id)
    select p.id, ${row!.id} from ${products} p join ${categories} c on c.id = p.category_id where c.part_types ? ${input.type}
    on conflict do nothing`)
  return row!
}

/** A part keeps its type (the tab it lives in). */
export async function updatePart(id: number, input: Omit<PartInput, 'type'>, tx: Tx): Promise<{ before: PartRow; after: PartRow } | null> {
  const before = await getPartForAdmin(id, tx)
  if (!before) return null
  const [after] = await tx
    .update(parts)
    .set({ name: input.name, description: input.description, surchargeCents: input.surchargeCents, omitsTypes: input.omitsTypes })
    .where(eq(parts.id, id))
    .returning()
  return { before, after: after! }
}

export async function removePart(id: number, tx: Tx): Promise<RemoveOutcome<PartRow> | null> {
  const before = await getPartForAdmin(id, tx)
  if (!before) return null
  const [after] = await tx
    .update(parts)
    .set({ archivedAt: before.archivedAt ?? new Date() })
    .where(eq(parts.id, id))
    .returning()
  return { outcome: 'archived', before, after: after! }
}

export async function restorePart(id: number, tx: Tx): Promise<{ before: PartRow; after: PartRow } | null> {
  const before = await getPartForAdmin(id, tx)
  if (!before) return null
  const [after] = await tx.update(parts).set({ archivedAt: null }).where(eq(parts.id, id)).returning()
  return { before, after: after! }
}

export async function setPartImage(id: number, key: string | null, tx: Tx): Promise<{ before: PartRow; after: PartRow; replaced: string | null } | null> {
  const [before] = await tx.select().from(parts).where(eq(parts.id, id)).for('update')
  if (!before) return null
  const [after] = await tx.update(parts).set({ image: key }).where(eq(parts.id, id)).returning()
  return { before, after: after!, replaced: before.image }
}

// ─── Sizes ───────────────────────────────────────────────────────────────────────────────────

export async function listSizesForAdmin(q?: string) {
  return getDb()
    .select()
    .from(sizes)
    .where(matches(q, { column: sizes.name, localized: false }))
    .orderBy(asc(sizes.position), asc(sizes.id))
}

export async function getSizeForAdmin(id: number, db: DbOrTx = getDb()): Promise<SizeRow | null> {
  const [row] = await db.select().from(sizes).where(eq(sizes.id, id))
  return row ?? null
}

/** Whether another size already has this name (names are unique, any case). */
export async function isSizeNameTaken(name: string, exceptId: number | null, db: DbOrTx = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ id: sizes.id })
    .from(sizes)
    .where(and(sql`lower(${sizes.name}) = lower(${name})`, exceptId === null ? undefined : ne(sizes.id, exceptId)))
  return !!row
}

export async function createSize(input: SizeInput, tx: Tx): Promise<SizeRow> {
  const [{ position }] = (await tx.select({ position: sql<number>`coalesce(max(${sizes.position}), -1)::int + 1` }).from(sizes)) as [{ position: number }]
  const [row] = await tx
    .insert(sizes)
    .values({ ...input, position })
    .returning()
  return row!
}

export async function updateSize(id: number, input: SizeInput, tx: Tx): Promise<{ before: SizeRow; after: SizeRow } | null> {
  const before = await getSizeForAdmin(id, tx)
  if (!before) return null
  const [after] = await tx.update(sizes).set(input).where(eq(sizes.id, id)).returning()
  return { before, after: after! }
}

/** Orders keep the size they were made in as words and figures: nothing refers to a size's row. */
export async function removeSize(id: number, tx: Tx): Promise<RemoveOutcome<SizeRow> | null> {
  const before = await getSizeForAdmin(id, tx)
  if (!before) return null
  await tx.delete(sizes).where(eq(sizes.id, id))
  return { outcome: 'deleted', before, after: null }
}

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
