import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { Locale } from '#app/i18n/config.ts'
import { findUnavailableFabrics, listFixedPartTypes } from '#app/modules/catalogue/design-pieces.server.ts'
import { type Db, getDb, prepared, type Tx } from '#app/utils/db.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { basketItems, baskets, type ItemMeasurements, type ItemParts } from '#db/schema/index.ts'
import { computeEditTarget } from './basket-status.ts'
import { describeDesigns } from './basket-designs.server.ts'

/** A refusal the customer can act on; the route answers 400 with the message for `code`. */
export class BasketError extends Error {
  constructor(readonly code: 'productNotFound' | 'fabricNotFound' | 'fabricUnavailable' | 'fabricSoldOut' | 'fabricLocked' | 'partNotFound' | 'partWrongType' | 'basketFull') {
    super(code)
  }
}

/**
 * Whose basket: a signed-in customer's is her account's (any device); a visitor's is her browser's,
 * named by the hash of its cookie's token (null until a first choice creates it). The request
 * context says which (app/request-context.server.ts, basketOwner).
 */
export type BasketOwner = { kind: 'customer'; userId: string } | { kind: 'guest'; tokenHash: string | null }

export async function findGuestBasketId(hash: string | null): Promise<string | null> {
  if (!hash) return null
  const [row] = await getDb().select({ id: baskets.id }).from(baskets).where(eq(baskets.tokenHash, hash))
  return row?.id ?? null
}

async function findUserBasketId(userId: string): Promise<string | null> {
  const [row] = await getDb().select({ id: baskets.id }).from(baskets).where(eq(baskets.userId, userId))
  return row?.id ?? null
}

export async function findBasketId(owner: BasketOwner): Promise<string | null> {
  return owner.kind === 'customer' ? findUserBasketId(owner.userId) : findGuestBasketId(owner.tokenHash)
}

/** Locks the basket row until the transaction ends: writers of one basket take turns counting its items. */
export async function lockBasket(tx: Tx, where: SQL): Promise<string | undefined> {
  const [row] = await tx.select({ id: baskets.id }).from(baskets).where(where).for('update')
  return row?.id
}

export async function countItems(tx: Tx, basketId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(basketItems)
    .where(eq(basketItems.basketId, basketId))
  return row?.n ?? 0
}

/** Marks the basket as just changed (guest baskets expire from their last change, basket-expiry.server.ts). */
export async function touchBasket(basketId: string) {
  await getDb().update(baskets).set({ updatedAt: new Date() }).where(eq(baskets.id, basketId))
}

/**
 * A read of her basket, prepared once per way of naming it (her account, her browser's token), and
 * the key to run it with (null: a visitor without a basket yet).
 */
function basketRead<Q>(name: string, build: (db: Db, owner: SQL) => { prepare: (name: string) => Q }) {
  const statement = (column: typeof baskets.userId | typeof baskets.tokenHash, by: string) => () =>
    prepared(`${name}_by_${by}`, (db) => build(db, eq(column, sql.placeholder('owner'))).prepare(`${name}_by_${by}`))
  const byUser = statement(baskets.userId, 'user')
  const byToken = statement(baskets.tokenHash, 'token')
  return (owner: BasketOwner): { run: Q; owner: string } | null => {
    if (owner.kind === 'customer') return { run: byUser(), owner: owner.userId }
    return owner.tokenHash ? { run: byToken(), owner: owner.tokenHash } : null
  }
}

const itemsRead = basketRead('basket_items', (db, owner) =>
  db.select(getTableColumns(basketItems)).from(basketItems).innerJoin(baskets, eq(baskets.id, basketItems.basketId)).where(owner).orderBy(asc(basketItems.createdAt)),
)

export type BasketItemView = Awaited<ReturnType<typeof listBasketItems>>[number]

/** The basket's items with everything the cards show; a fixed number of queries whatever the size (no N+1). */
export async function listBasketItems(owner: BasketOwner, locale: Locale) {
  return describeItems(await readBasketItems(owner), locale)
}

/** Her basket's rows: what the header counts and /cart describes. */
export type BasketRows = Awaited<ReturnType<typeof readBasketItems>>

/**
 * The basket and its items in one query: the request context reads it once for all the loaders of a
 * request (the header's count and /cart's items, app/request-context.server.ts), the sidebar on every open.
 */
export async function readBasketItems(owner: BasketOwner) {
  const query = itemsRead(owner)
  return query ? query.run.execute({ owner: query.owner }) : []
}

async function describeItems(items: (typeof basketItems.$inferSelect)[], locale: Locale) {
  const [designs, unavailable, fixedTypes] = await Promise.all([
    describeDesigns(items, locale),
    findUnavailableFabrics(items, locale),
    // Only an unfinished design's "Continuar" names a step: a basket of finished ones costs no read.
    listFixedPartTypes(items.filter((i) => i.incompleteFields.length > 0).map((i) => i.productId)),
  ])
  return designs.map(({ item, product, fabric, chosen, totalCents }) => {
    const { partTypes } = product
    // Marked as soon as another order takes her fabric for this garment (or it runs out), not only when she orders (decision §3).
    const fabricProblem = item.fabricProblem ?? (item.fabricId != null ? (unavailable.get(`${item.productId}:${item.fabricId}`) ?? null) : null)
    return {
      id: item.id,
      productId: item.productId,
      productName: product.name,
      garmentKind: product.garmentKind,
      complexity: product.complexity,
      partTypes,
      createdAt: item.createdAt.toISOString(),
      status: item.status as 'complete' | 'incomplete',
      incompleteFields: item.incompleteFields,
      fabricProblem,
      fabric: fabric ? { id: fabric.id, slug: fabric.slug, name: fabric.name, priceCents: fabric.priceCents, pattern: fabric.pattern } : null,
      parts: chosen,
      measurements: item.measurements,
      basePriceCents: product.basePriceCents,
      totalCents,
      // A taken fabric opens the fabric step ('Elegir otro tejido'), whatever else the design has.
      editTarget: fabricProblem ? ({ kind: 'design', step: 1 } as const) : computeEditTarget(item.incompleteFields, partTypes, fixedTypes.get(item.productId) ?? []),
    }
  })
}

/** One item of the owner's basket, or null when it does not exist or is someone else's. */
export async function getBasketItem(owner: BasketOwner, itemId: string, locale: Locale) {
  if (!isUuid(itemId)) return null
  const basketId = await findBasketId(owner)
  if (!basketId) return null
  const rows = await getDb()
    .select()
    .from(basketItems)
    .where(and(eq(basketItems.basketId, basketId), eq(basketItems.id, itemId)))
  const [item] = await describeItems(rows, locale)
  return item ?? null
}

/**
 * The metres a design takes for her size (the atelier's computeItemMetres, handed in by the caller:
 * the basket cannot import the atelier). Without it the category's figure is used.
 */
export type GarmentMetresOf = (
  product: { id: number; garmentKind: string; fabricMetres: number; partTypes: string[] },
  /** `fabricWidthCm`: the width of the fabric it is laid on (the catalogue's getFabricWidthCm). */
  design: { parts: ItemParts; measurements: ItemMeasurements | null; fabricWidthCm: number },
) => Promise<number>

/** Removes an item of the owner's basket; false when there is no such item there. */
export async function deleteBasketItem(owner: BasketOwner, itemId: string): Promise<boolean> {
  if (!isUuid(itemId)) return false
  const basketId = await findBasketId(owner)
  if (!basketId) return false
  const deleted = await getDb()
    .delete(basketItems)
    .where(and(eq(basketItems.id, itemId), eq(basketItems.basketId, basketId)))
    .returning({ id: basketItems.id })
  if (deleted.length > 0) await touchBasket(basketId)
  return deleted.length > 0
}

/**
 * Her basket's items and totals, and its id while it has items (what the basket page asks for the
 * checkout she started), from the one query — or from the read this request already made (`read`, readBasketItems).
 */
export async function getBasketSummary(owner: BasketOwner, locale: Locale, read?: Promise<BasketRows>) {
  const rows = await (read ?? readBasketItems(owner))
  const items = await describeItems(rows, locale)
  return { items, count: items.length, totalCents: items.reduce((sum, i) => sum + i.totalCents, 0), basketId: rows[0]?.basketId ?? null }
}
