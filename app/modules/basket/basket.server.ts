import { and, asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm'
import type { Locale } from '#app/i18n/config.ts'
import { getProduct } from '#app/modules/catalogue/catalogue.server.ts'
import {
  findUnavailableFabrics,
  getDesignSteps,
  getFabricAvailability,
  getProductShape,
  getStartingFabricId,
  listOfferedParts,
} from '#app/modules/catalogue/design-pieces.server.ts'
import { settleDesignParts } from '#app/modules/catalogue/part-rules.ts'
import { type Db, getDb, prepared, type Tx } from '#app/utils/db.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { basketItems, baskets, type ItemMeasurements, type ItemParts } from '#db/schema/index.ts'
import { newBasketToken } from './basket-cookie.server.ts'
import { computeEditTarget, computeItemStatus } from './basket-status.ts'
import { MAX_BASKET_ITEMS } from './limits.ts'
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

/**
 * Adds an item to the owner's basket, creating the basket in the same transaction (for a visitor,
 * with a new token, `newGuestToken`, that her browser must keep): only a write that adds an item
 * makes a basket. Refused (`basketFull`) at MAX_BASKET_ITEMS; the count runs under the basket's row
 * lock, so concurrent posts cannot pass it.
 */
async function insertBasketItem(owner: BasketOwner, item: Omit<typeof basketItems.$inferInsert, 'basketId'>) {
  return getDb().transaction(async (tx) => {
    let newGuestToken: string | undefined
    let basketId =
      owner.kind === 'customer'
        ? await lockBasket(tx, eq(baskets.userId, owner.userId))
        : owner.tokenHash
          ? await lockBasket(tx, eq(baskets.tokenHash, owner.tokenHash))
          : undefined
    if (!basketId && owner.kind === 'customer') {
      await tx.insert(baskets).values({ userId: owner.userId }).onConflictDoNothing()
      basketId = await lockBasket(tx, eq(baskets.userId, owner.userId))
    } else if (!basketId) {
      const { token, hash } = newBasketToken()
      const [row] = await tx.insert(baskets).values({ tokenHash: hash }).returning({ id: baskets.id })
      basketId = row!.id
      newGuestToken = token
    }
    if ((await countItems(tx, basketId!)) >= MAX_BASKET_ITEMS) throw new BasketError('basketFull')
    const [row] = await tx
      .insert(basketItems)
      .values({ ...item, basketId: basketId! })
      .returning({ id: basketItems.id })
    await tx.update(baskets).set({ updatedAt: new Date() }).where(eq(baskets.id, basketId!))
    return { itemId: row!.id, newGuestToken }
  })
}

async function touchBasket(basketId: string) {
  await getDb().update(baskets).set({ updatedAt: new Date() }).where(eq(baskets.id, basketId))
}

export async function countBasketItems(owner: BasketOwner): Promise<number> {
  const query = countRead(owner)
  if (!query) return 0
  // One query: the shell asks it on every page.
  const [row] = await query.run.execute({ owner: query.owner })
  return row?.n ?? 0
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

const countRead = basketRead('basket_count', (db, owner) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(basketItems)
    .innerJoin(baskets, eq(baskets.id, basketItems.basketId))
    .where(owner),
)
const itemsRead = basketRead('basket_items', (db, owner) =>
  db.select(getTableColumns(basketItems)).from(basketItems).innerJoin(baskets, eq(baskets.id, basketItems.basketId)).where(owner).orderBy(asc(basketItems.createdAt)),
)

export type BasketItemView = Awaited<ReturnType<typeof listBasketItems>>[number]

/** The basket's items with everything the cards show; a fixed number of queries whatever the size (no N+1). */
export async function listBasketItems(owner: BasketOwner, locale: Locale) {
  return describeItems(await readBasketItems(owner), locale)
}

/** The basket and its items in one query (the basket page and the sidebar ask it on every open). */
async function readBasketItems(owner: BasketOwner) {
  const query = itemsRead(owner)
  return query ? query.run.execute({ owner: query.owner }) : []
}

async function describeItems(items: (typeof basketItems.$inferSelect)[], locale: Locale) {
  const [designs, unavailable] = await Promise.all([describeDesigns(items, locale), findUnavailableFabrics(items, locale)])
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
      personalData: item.personalData ?? null,
      basePriceCents: product.basePriceCents,
      totalCents,
      // A taken fabric opens the fabric step ('Elegir otro tejido'), whatever else the design has.
      editTarget: fabricProblem ? ({ kind: 'design', step: 1 } as const) : computeEditTarget(item.incompleteFields, partTypes),
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
  design: { parts: ItemParts; measurements: ItemMeasurements | null },
) => Promise<number>

/** `partType` is the step the part was chosen in: a part of another type is refused. */
export type DesignChoice = { productId: number; itemId?: string; fabricId?: number; partId?: number; partType?: string }

/**
 * Records a choice of the customizer: creates the item on the first choice, updates it after, and
 * recomputes its status. Everything is checked here — the product, the fabric's availability for it,
 * the part's type — whatever the browser sent.
 */
export async function saveDesignChoice(owner: BasketOwner, choice: DesignChoice, locale: Locale, metresOf?: GarmentMetresOf) {
  const product = await getProduct(choice.productId, locale)
  if (!product) throw new BasketError('productNotFound')
  const db = getDb()
  const partsPatch: Record<string, number> = {}
  // Every part the product offers, in order: the chosen one is checked against it, and a new step gets its first (the preselection).
  const offered = await listOfferedParts(product.id)
  if (choice.partId !== undefined) {
    const part = offered.get(choice.partId)
    if (!part) throw new BasketError('partNotFound')
    if (!product.category.partTypes.includes(part.type) || (choice.partType && choice.partType !== part.type)) {
      throw new BasketError('partWrongType')
    }
    partsPatch[part.type] = part.id
  }

  // A change names an item of the basket this browser already has: an unknown one creates nothing, not even a basket.
  const basketId = choice.itemId && isUuid(choice.itemId) ? await findBasketId(owner) : null
  const existing =
    choice.itemId && basketId
      ? (
          await db
            .select()
            .from(basketItems)
            .where(and(eq(basketItems.id, choice.itemId), eq(basketItems.basketId, basketId)))
        )[0]
      : undefined
  if (choice.itemId && (!existing || existing.productId !== product.id)) return { notFound: true as const }
  if (choice.fabricId !== undefined) {
    // Enough of it for her size's pattern once she gave a size; the category's figure before (item-metres.server.ts).
    const shape = { id: product.id, garmentKind: product.category.garmentKind, fabricMetres: product.category.fabricMetres, partTypes: product.category.partTypes }
    const metres = existing && metresOf ? await metresOf(shape, existing) : product.category.fabricMetres
    const fabric = await getFabricAvailability(choice.fabricId, { productId: product.id, fabricMetres: metres })
    if (!fabric) throw new BasketError('fabricNotFound')
    const problem = fabric.unavailable
    if (problem === 'soldOut') throw new BasketError('fabricSoldOut')
    if (problem === 'locked') throw new BasketError('fabricLocked')
    if (problem) throw new BasketError('fabricUnavailable')
  }

  // A design started from a part step starts in the fabric the customizer preselected.
  const fabricId = choice.fabricId ?? existing?.fabricId ?? (existing ? null : await getStartingFabricId(product, locale))
  const design = settleDesignParts(product.category.partTypes, existing?.parts ?? null, partsPatch, [...offered.values()])
  const { status, incompleteFields } = computeItemStatus({ fabricId, parts: design.parts, hasMeasurements: existing?.measurements != null }, design.active)
  const now = new Date()
  const values = {
    fabricId,
    parts: design.parts,
    status,
    incompleteFields,
    updatedAt: now,
    fabricProblem: choice.fabricId !== undefined ? null : (existing?.fabricProblem ?? null),
  }
  if (existing) {
    await db.update(basketItems).set(values).where(eq(basketItems.id, existing.id))
    await touchBasket(existing.basketId)
    return { notFound: false as const, itemId: existing.id, newGuestToken: undefined, partTypes: design.active }
  }
  const { itemId, newGuestToken } = await insertBasketItem(owner, { ...values, productId: product.id })
  return { notFound: false as const, itemId, newGuestToken, partTypes: design.active }
}

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

/** What the sidebar and /cart show: the items and the server's total. */
/** Her basket's items and totals, and its id while it has items (what the basket page asks for the checkout she started), from the one query. */
export async function getBasketSummary(owner: BasketOwner, locale: Locale) {
  const rows = await readBasketItems(owner)
  const items = await describeItems(rows, locale)
  return { items, count: items.length, totalCents: items.reduce((sum, i) => sum + i.totalCents, 0), basketId: rows[0]?.basketId ?? null }
}

/**
 * Stores the size of an item (a standard size or a snapshot of custom measurements, plus the
 * personal data given with it) and recomputes its status. False when the item is not this basket's.
 */
/**
 * Her fabric's state once her size is known: 'notEnough' when her pattern takes more metres than the
 * fabric has left (she chooses another before checkout), cleared when a new size fits again; another
 * problem (a lock taken by an order) stays.
 */
async function computeSizeFabricProblem(
  product: { id: number; garmentKind: string; fabricMetres: number; partTypes: string[] },
  item: typeof basketItems.$inferSelect,
  measurements: ItemMeasurements | null,
  metresOf: GarmentMetresOf,
): Promise<string | null> {
  if (item.fabricProblem && item.fabricProblem !== 'notEnough') return item.fabricProblem
  if (item.fabricId == null || !measurements) return null
  const metres = await metresOf(product, { parts: item.parts, measurements })
  const fabric = await getFabricAvailability(item.fabricId, { productId: product.id, fabricMetres: metres })
  return fabric?.unavailable === 'notEnough' ? 'notEnough' : null
}

export async function setItemSize(
  owner: BasketOwner,
  itemId: string,
  size: { measurements: ItemMeasurements | null; personalData?: Record<string, string> | null },
  metresOf?: GarmentMetresOf,
): Promise<boolean> {
  if (!isUuid(itemId)) return false
  const basketId = await findBasketId(owner)
  if (!basketId) return false
  const db = getDb()
  const [item] = await db
    .select()
    .from(basketItems)
    .where(and(eq(basketItems.id, itemId), eq(basketItems.basketId, basketId)))
  const product = item ? await getProductShape(item.productId) : null
  if (!item || !product) return false
  const partTypes = await getDesignSteps(product, item.parts)
  const { status, incompleteFields } = computeItemStatus({ fabricId: item.fabricId, parts: item.parts, hasMeasurements: size.measurements != null }, partTypes)
  const fabricProblem = metresOf ? await computeSizeFabricProblem(product, item, size.measurements, metresOf) : item.fabricProblem
  await db
    .update(basketItems)
    .set({
      measurements: size.measurements,
      ...(size.personalData !== undefined ? { personalData: size.personalData } : {}),
      status,
      incompleteFields,
      fabricProblem,
      updatedAt: new Date(),
    })
    .where(eq(basketItems.id, itemId))
  await touchBasket(basketId)
  return true
}
