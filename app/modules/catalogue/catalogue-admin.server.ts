import { and, asc, count, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { type DbOrTx, getDb, type Tx } from '#app/utils/db.server.ts'
import { categories, type fabrics, parts, products, productParts, sizes } from '#db/schema/index.ts'
import { type CategoryInput, type SizeInput, slugify } from './admin-schemas.ts'
import { clearCatalogueOutlineCache } from './catalogue-outline.server.ts'

/**
 * The catalogue as the back office reads and writes it (/admin/catalogue, /admin/products): every
 * record, archived ones too, with its words in both languages. Writes take the admin's transaction
 * (the audit row is written in it: decision 007) and return the record before and after.
 *
 * Deleting: a record that orders, baskets or products still name (a foreign key refuses its
 * deletion) is archived instead — hidden from the shop, kept where it is named. Parts are named by
 * orders and baskets inside their designs, which no key guards, so a part is always archived.
 *
 * Categories and sizes are here; fabrics and parts in catalogue-pieces-admin.server.ts, products in
 * catalogue-products-admin.server.ts.
 */

export type CategoryRow = typeof categories.$inferSelect
export type FabricRow = typeof fabrics.$inferSelect
export type PartRow = typeof parts.$inferSelect
export type SizeRow = typeof sizes.$inferSelect
export type ProductRow = typeof products.$inferSelect

/** What a delete did: removed the row, or archived it because something still names it. */
export type RemoveOutcome<Row> = { outcome: 'deleted' | 'archived'; before: Row; after: Row | null }

/** Case-insensitive match of `q` in a localized text (either language) or a plain text column. */
export function matches(q: string | undefined, ...columns: { column: AnyPgColumn; localized: boolean }[]): SQL | undefined {
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
export async function deleteOrArchive<Row>(tx: Tx, before: Row, remove: (sp: Tx) => Promise<unknown>, archive: () => Promise<Row>): Promise<RemoveOutcome<Row>> {
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
export async function freeSlug(tx: DbOrTx, table: typeof categories | typeof fabrics | typeof parts, base: string): Promise<string> {
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
