import { asc, count, eq, or, sql } from 'drizzle-orm'
import { type DbOrTx, getDb, type Tx } from '#app/utils/db.server.ts'
import { categories, fabrics, parts, productFabrics, productParts, products } from '#db/schema/index.ts'
import { type FabricInput, type PartInput, slugify } from './admin-schemas.ts'
import { deleteOrArchive, type FabricRow, freeSlug, matches, type PartRow, type RemoveOutcome } from './catalogue-admin.server.ts'

/** The back office's reads and writes of the pieces a garment is made of: fabrics and parts (see catalogue-admin.server.ts). */

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
    widthCm: input.widthCm,
    ...(input.stockMetres !== undefined ? { stockMetres: input.stockMetres } : {}),
    pattern: input.pattern,
  }
}

/** `images`: the pictures chosen with its form, already stored (at most two). */
export async function createFabric(input: FabricInput, tx: Tx, images: string[] = []): Promise<FabricRow> {
  const slug = await freeSlug(tx, fabrics, slugify(input.name.es))
  const [{ position }] = (await tx.select({ position: sql<number>`coalesce(max(${fabrics.position}), -1)::int + 1` }).from(fabrics)) as [{ position: number }]
  const [row] = await tx
    .insert(fabrics)
    .values({ ...fabricValues(input), stockMetres: input.stockMetres ?? 0, slug, position, images: images.slice(0, 2) })
    .returning()
  // A new fabric is offered on every product; each product's form narrows it.
  await tx.execute(sql`insert into ${productFabrics} (product_id, fabric_id) select id, ${row!.id} from ${products} on conflict do nothing`)
  return row!
}

/**
 * Saves an existing fabric's form; with `pictures` (its edit dialog's), its two pictures too in the
 * same write: each slot's new picture in place of the one it had, the slots she emptied left out.
 * `replaced` names the pictures no longer used, whose files go once the change is committed.
 */
export async function updateFabric(
  id: number,
  input: FabricInput,
  tx: Tx,
  pictures?: FabricPictureChanges,
): Promise<{ before: FabricRow; after: FabricRow; replaced: string[] } | null> {
  const [before] = await tx.select().from(fabrics).where(eq(fabrics.id, id)).for('update')
  if (!before) return null
  const images = pictures ? placeFabricImages(before.images, pictures) : before.images
  const [after] = await tx
    .update(fabrics)
    .set({ ...fabricValues(input), images })
    .where(eq(fabrics.id, id))
    .returning()
  return { before, after: after!, replaced: before.images.filter((key) => !images.includes(key)) }
}

/** An edit dialog's pictures: the new ones by slot (0, 1) and the slots whose picture she removed. */
export type FabricPictureChanges = { stored: { slot: number; key: string }[]; removed: number[] }

/**
 * A fabric's pictures after its edit dialog: slot by slot, a new picture replaces the one there
 * (removing it too is then moot), a removed one goes; the rest keep their order (the first is the
 * one the shop shows first).
 */
export function placeFabricImages(current: readonly string[], { stored, removed }: FabricPictureChanges): string[] {
  return [0, 1].flatMap((slot) => {
    const added = stored.find((s) => s.slot === slot)
    if (added) return [added.key]
    const kept = current[slot]
    return kept && !removed.includes(slot) ? [kept] : []
  })
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
