import { and, asc, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm'
import type { Locale } from '#app/i18n/config.ts'
import { type DbOrTx, getDb, type Tx } from '#app/utils/db.server.ts'
import { categories, fabricLocks, fabrics, fabricStockMovements, products } from '#db/schema/index.ts'
import { localize } from './localize.ts'

/*
 * The fabrics' stock as the back office reads and corrects it (/admin/stock, docs/product.md#admin-stock):
 * metres left, how many garments of each category that makes, the combinations sold or held, and
 * the manual adjustments with their history. The catalogue owns the metres and their movements
 * (decision 007); the admin module opens the transaction and writes the audit row in it.
 */

/** Low: fewer metres than two garments of the most demanding category take (the home's rule, low-stock.server.ts). */
const lowThreshold = sql`2 * (select coalesce(max(${categories.fabricMetres}), 0) from ${categories} where ${categories.archivedAt} is null)`

/** Metres as the database keeps them: two decimals, no binary noise. */
export const roundMetres = (m: number) => Math.round(m * 100) / 100

/** A category still sold: its garment (what its pattern is drafted as) and its fixed figure, used when no pattern can be drafted. */
export type CategoryConsumption = { id: number; name: string; garmentKind: string; fabricMetres: number }

/** The categories still sold, each with its garment and its fixed metres, in the shop's order. */
export async function listCategoryConsumption(locale: Locale, db: DbOrTx = getDb()): Promise<CategoryConsumption[]> {
  const rows = await db
    .select({ id: categories.id, name: categories.name, garmentKind: categories.garmentKind, fabricMetres: categories.fabricMetres })
    .from(categories)
    .where(isNull(categories.archivedAt))
    .orderBy(asc(categories.position), asc(categories.id))
  return rows.map((r) => ({ id: r.id, name: localize(r.name, locale), garmentKind: r.garmentKind, fabricMetres: r.fabricMetres }))
}

/**
 * How many whole garments of each category the metres make, at the metres per garment given (the
 * stock pages give a size M's pattern on the fabric's width; never 0: a check keeps a category's figure above it).
 */
export function garmentsPerCategory(stockMetres: number, consumption: readonly { id: number; fabricMetres: number }[]) {
  return consumption.map((c) => ({ categoryId: c.id, garments: Math.floor((Math.round(stockMetres * 100) + 1e-9) / Math.round(c.fabricMetres * 100)) }))
}

export type FabricStockRow = {
  id: number
  name: string
  subname: string
  stockMetres: number
  /** The width its pieces are laid on (cm). */
  widthCm: number
  low: boolean
  archived: boolean
  pattern: { kind: string; base: string; accent: string }
}

const LIST_LIMIT = 500

/**
 * Every fabric with its metres, the low ones first (emptiest first), then the rest in the shop's
 * order; `q` finds a fabric by its name in either language, in any case. One query.
 */
export async function listFabricStock(locale: Locale, q = ''): Promise<FabricStockRow[]> {
  const term = q.trim()
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const low = sql<boolean>`${fabrics.stockMetres} < ${lowThreshold}`
  const rows = await getDb()
    .select({
      id: fabrics.id,
      name: fabrics.name,
      subname: fabrics.subname,
      stockMetres: fabrics.stockMetres,
      widthCm: fabrics.widthCm,
      archivedAt: fabrics.archivedAt,
      pattern: fabrics.pattern,
      low,
    })
    .from(fabrics)
    .where(term ? or(ilike(sql`${fabrics.name}->>'es'`, pattern), ilike(sql`${fabrics.name}->>'en'`, pattern)) : undefined)
    .orderBy(sql`${fabrics.archivedAt} is not null`, desc(low), sql`case when ${low} then ${fabrics.stockMetres} end asc`, asc(fabrics.position), asc(fabrics.id))
    .limit(LIST_LIMIT)
  return rows.map((r) => ({
    id: r.id,
    name: localize(r.name, locale),
    subname: localize(r.subname, locale),
    stockMetres: r.stockMetres,
    widthCm: r.widthCm,
    low: r.low,
    archived: !!r.archivedAt,
    pattern: r.pattern,
  }))
}

export type FabricLockRow = { productId: number; productName: string; orderId: string | null; at: Date }
export type StockMovementRow = { id: number; at: Date; actorEmail: string; beforeMetres: number; afterMetres: number; reason: string }

const HISTORY_LIMIT = 100

/** One fabric's stock page: the fabric, the (fabric, product) combinations taken, and its latest adjustments. */
export async function getFabricStock(fabricId: number, locale: Locale) {
  const db = getDb()
  const [fabric] = await db
    .select({
      id: fabrics.id,
      name: fabrics.name,
      subname: fabrics.subname,
      stockMetres: fabrics.stockMetres,
      widthCm: fabrics.widthCm,
      archivedAt: fabrics.archivedAt,
      pattern: fabrics.pattern,
      low: sql<boolean>`${fabrics.stockMetres} < ${lowThreshold}`,
    })
    .from(fabrics)
    .where(eq(fabrics.id, fabricId))
  if (!fabric) return null
  const [locks, movements] = await Promise.all([
    db
      .select({ productId: fabricLocks.productId, productName: products.name, orderId: fabricLocks.orderId, at: fabricLocks.createdAt })
      .from(fabricLocks)
      .innerJoin(products, eq(products.id, fabricLocks.productId))
      .where(eq(fabricLocks.fabricId, fabricId))
      .orderBy(desc(fabricLocks.createdAt)),
    listStockMovements(fabricId),
  ])
  return {
    fabric: {
      id: fabric.id,
      name: localize(fabric.name, locale),
      subname: localize(fabric.subname, locale),
      stockMetres: fabric.stockMetres,
      widthCm: fabric.widthCm,
      low: fabric.low,
      archived: !!fabric.archivedAt,
      pattern: fabric.pattern,
    },
    locks: locks.map((l) => ({ ...l, productName: localize(l.productName, locale) })) satisfies FabricLockRow[],
    movements,
  }
}

/** A fabric's manual adjustments, newest first. */
export async function listStockMovements(fabricId: number, db: DbOrTx = getDb()): Promise<StockMovementRow[]> {
  return db
    .select({
      id: fabricStockMovements.id,
      at: fabricStockMovements.at,
      actorEmail: fabricStockMovements.actorEmail,
      beforeMetres: fabricStockMovements.beforeMetres,
      afterMetres: fabricStockMovements.afterMetres,
      reason: fabricStockMovements.reason,
    })
    .from(fabricStockMovements)
    .where(eq(fabricStockMovements.fabricId, fabricId))
    .orderBy(desc(fabricStockMovements.at), desc(fabricStockMovements.id))
    .limit(HISTORY_LIMIT)
}

export type StockAdjustment =
  /** A new figure, counted on the shelf; `expected` is the figure the admin saw when she counted. */
  | { fabricId: number; mode: 'set'; metres: number; expected: number; reason: string }
  /** Metres found (+) or lost (−). */
  | { fabricId: number; mode: 'delta'; metres: number; reason: string }

export type StockAdjustResult =
  | { ok: true; name: LocalizedName; beforeMetres: number; afterMetres: number }
  /** The fabric is gone. */
  | { ok: false; reason: 'gone' }
  /** The metres changed since she read them (an order took some): nothing written; `current` is today's figure. */
  | { ok: false; reason: 'conflict'; current: number }
  /** A delta would take the stock below zero: nothing written. */
  | { ok: false; reason: 'belowZero'; current: number }
  /** The new figure is the current one. */
  | { ok: false; reason: 'unchanged'; current: number }

type LocalizedName = { es: string; en?: string }

/**
 * Corrects a fabric's metres in the caller's transaction, with its line in the stock history. An
 * order's consumption between her reading and her sending is never lost: a delta is applied by the
 * database to whatever the row holds then (`stock + delta`, under the row's lock), and a new figure
 * is written only while the row still holds the figure she saw (otherwise 'conflict', nothing written).
 */
export async function adjustFabricStock(change: StockAdjustment, actor: { id: string; email: string }, tx: Tx): Promise<StockAdjustResult> {
  const metres = roundMetres(change.metres)
  const updated =
    change.mode === 'delta'
      ? await tx
          .update(fabrics)
          .set({ stockMetres: sql`${fabrics.stockMetres} + ${metres}` })
          .where(and(eq(fabrics.id, change.fabricId), sql`${fabrics.stockMetres} + ${metres} >= 0`))
          .returning({ name: fabrics.name, after: fabrics.stockMetres })
      : await tx
          .update(fabrics)
          .set({ stockMetres: metres })
          .where(and(eq(fabrics.id, change.fabricId), eq(fabrics.stockMetres, roundMetres(change.expected)), sql`${fabrics.stockMetres} <> ${metres}`))
          .returning({ name: fabrics.name, after: fabrics.stockMetres })
  const row = updated[0]
  if (!row) {
    const [current] = await tx.select({ stockMetres: fabrics.stockMetres }).from(fabrics).where(eq(fabrics.id, change.fabricId))
    if (!current) return { ok: false, reason: 'gone' }
    if (change.mode === 'delta') return { ok: false, reason: 'belowZero', current: current.stockMetres }
    return { ok: false, reason: current.stockMetres === roundMetres(change.expected) ? 'unchanged' : 'conflict', current: current.stockMetres }
  }
  const afterMetres = roundMetres(row.after)
  const beforeMetres = change.mode === 'delta' ? roundMetres(afterMetres - metres) : roundMetres(change.expected)
  await tx.insert(fabricStockMovements).values({ fabricId: change.fabricId, actorId: actor.id, actorEmail: actor.email, beforeMetres, afterMetres, reason: change.reason })
  return { ok: true, name: row.name, beforeMetres, afterMetres }
}
