import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Locale } from '#app/i18n/config.ts'
import { computeFabricAvailability } from '#app/modules/catalogue/availability.ts'
import { getProduct, isFabricLocked } from '#app/modules/catalogue/catalogue.server.ts'
import { localize } from '#app/modules/catalogue/localize.ts'
import { getDb } from '#app/utils/db.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { basketItems, baskets, categories, fabrics, parts, products, type ItemMeasurements, type ItemParts } from '#db/schema/index.ts'
import { getOptionalUser } from '#app/modules/accounts/session.server.ts'
import { basketCookieHeader, basketTokenHash, newBasketToken } from './basket-cookie.server.ts'
import { computeEditTarget, computeItemStatus } from './basket-status.ts'
import { MAX_BASKET_ITEMS } from './limits.ts'
import { computeItemTotal } from './pricing.ts'

/** A refusal the customer can act on; the route answers 400 with the message for `code`. */
export class BasketError extends Error {
  constructor(
    readonly code:
      | 'productNotFound'
      | 'fabricNotFound'
      | 'fabricUnavailable'
      | 'fabricSoldOut'
      | 'fabricLocked'
      | 'partNotFound'
      | 'partWrongType'
      | 'basketFull',
  ) {
    super(code)
  }
}

async function findGuestBasketId(request: Request): Promise<string | null> {
  const hash = basketTokenHash(request)
  if (!hash) return null
  const [row] = await getDb().select({ id: baskets.id }).from(baskets).where(eq(baskets.tokenHash, hash))
  return row?.id ?? null
}

async function findUserBasketId(userId: string): Promise<string | null> {
  const [row] = await getDb().select({ id: baskets.id }).from(baskets).where(eq(baskets.userId, userId))
  return row?.id ?? null
}

/** A signed-in customer's basket is her account's (any device); a visitor's is her browser's. */
async function findBasketId(request: Request): Promise<string | null> {
  const user = await getOptionalUser(request)
  return user ? findUserBasketId(user.id) : findGuestBasketId(request)
}

type Tx = Parameters<Parameters<ReturnType<typeof getDb>['transaction']>[0]>[0]

/** Locks the basket row until the transaction ends: writers of one basket take turns counting its items. */
async function lockBasket(tx: Tx, where: SQL): Promise<string | undefined> {
  const [row] = await tx.select({ id: baskets.id }).from(baskets).where(where).for('update')
  return row?.id
}

async function countItems(tx: Tx, basketId: string): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(basketItems).where(eq(basketItems.basketId, basketId))
  return row?.n ?? 0
}

/**
 * Adds an item to this browser's basket, creating the basket (and its cookie, `setCookie`) in the
 * same transaction: only a write that adds an item makes a basket. Refused (`basketFull`) at
 * MAX_BASKET_ITEMS; the count runs under the basket's row lock, so concurrent posts cannot pass it.
 */
async function insertBasketItem(request: Request, item: Omit<typeof basketItems.$inferInsert, 'basketId'>) {
  const user = await getOptionalUser(request)
  const guestHash = user ? undefined : basketTokenHash(request)
  return getDb().transaction(async (tx) => {
    let setCookie: string | undefined
    let basketId = user ? await lockBasket(tx, eq(baskets.userId, user.id)) : guestHash ? await lockBasket(tx, eq(baskets.tokenHash, guestHash)) : undefined
    if (!basketId && user) {
      await tx.insert(baskets).values({ userId: user.id }).onConflictDoNothing()
      basketId = await lockBasket(tx, eq(baskets.userId, user.id))
    } else if (!basketId) {
      const { token, hash } = newBasketToken()
      const [row] = await tx.insert(baskets).values({ tokenHash: hash }).returning({ id: baskets.id })
      basketId = row!.id
      setCookie = basketCookieHeader(token)
    }
    if ((await countItems(tx, basketId!)) >= MAX_BASKET_ITEMS) throw new BasketError('basketFull')
    const [row] = await tx
      .insert(basketItems)
      .values({ ...item, basketId: basketId! })
      .returning({ id: basketItems.id })
    await tx.update(baskets).set({ updatedAt: new Date() }).where(eq(baskets.id, basketId!))
    return { itemId: row!.id, setCookie }
  })
}

async function touchBasket(basketId: string) {
  await getDb().update(baskets).set({ updatedAt: new Date() }).where(eq(baskets.id, basketId))
}

export async function countBasketItems(request: Request): Promise<number> {
  const basketId = await findBasketId(request)
  if (!basketId) return 0
  const [row] = await getDb().select({ n: sql<number>`count(*)::int` }).from(basketItems).where(eq(basketItems.basketId, basketId))
  return row?.n ?? 0
}

export type BasketItemView = Awaited<ReturnType<typeof listBasketItems>>[number]

/** The basket's items with everything the cards show; two queries whatever the size (no N+1). */
export async function listBasketItems(request: Request, locale: Locale) {
  const basketId = await findBasketId(request)
  if (!basketId) return []
  return listItems(basketId, locale)
}

async function listItems(basketId: string, locale: Locale, onlyItemId?: string) {
  const db = getDb()
  const rows = await db
    .select({
      item: basketItems,
      productName: products.name,
      basePriceCents: products.basePriceCents,
      garmentKind: categories.garmentKind,
      partTypes: categories.partTypes,
      fabric: { id: fabrics.id, name: fabrics.name, priceCents: fabrics.priceCents, pattern: fabrics.pattern, slug: fabrics.slug },
    })
    .from(basketItems)
    .innerJoin(products, eq(products.id, basketItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(fabrics, eq(fabrics.id, basketItems.fabricId))
    .where(onlyItemId ? and(eq(basketItems.basketId, basketId), eq(basketItems.id, onlyItemId)) : eq(basketItems.basketId, basketId))
    .orderBy(asc(basketItems.createdAt))
  return (await withChosenParts(rows, locale)).map(({ row: { item, productName, basePriceCents, garmentKind, partTypes, fabric }, chosen, totalCents }) => {
    return {
      id: item.id,
      productId: item.productId,
      productName: localize(productName, locale),
      garmentKind,
      partTypes,
      createdAt: item.createdAt.toISOString(),
      status: item.status as 'complete' | 'incomplete',
      incompleteFields: item.incompleteFields,
      fabricProblem: item.fabricProblem,
      fabric: fabric ? { id: fabric.id, slug: fabric.slug, name: localize(fabric.name, locale), priceCents: fabric.priceCents, pattern: fabric.pattern } : null,
      parts: chosen,
      measurements: item.measurements,
      personalData: item.personalData ?? null,
      basePriceCents,
      totalCents,
      editTarget: computeEditTarget(item.incompleteFields, partTypes),
    }
  })
}

/** One item of this browser's basket, or null when it does not exist or is someone else's. */
export async function getBasketItem(request: Request, itemId: string, locale: Locale) {
  if (!isUuid(itemId)) return null
  const basketId = await findBasketId(request)
  if (!basketId) return null
  const [item] = await listItems(basketId, locale, itemId)
  return item ?? null
}

/** `partType` is the step the part was chosen in: a part of another type is refused. */
export type DesignChoice = { productId: number; itemId?: string; fabricId?: number; partId?: number; partType?: string }

/**
 * Records a choice of the customizer: creates the item on the first choice, updates it after, and
 * recomputes its status. Everything is checked here — the product, the fabric's availability for it,
 * the part's type — whatever the browser sent.
 */
export async function saveDesignChoice(request: Request, choice: DesignChoice) {
  const product = await getProduct(choice.productId, 'es')
  if (!product) throw new BasketError('productNotFound')
  const db = getDb()
  const partsPatch: Record<string, number> = {}
  if (choice.fabricId !== undefined) {
    const [fabric] = await db.select({ id: fabrics.id, stockMetres: fabrics.stockMetres }).from(fabrics).where(eq(fabrics.id, choice.fabricId))
    if (!fabric) throw new BasketError('fabricNotFound')
    const problem = computeFabricAvailability({
      stockMetres: fabric.stockMetres,
      garmentMetres: product.category.fabricMetres,
      locked: await isFabricLocked(fabric.id, product.id),
    })
    if (problem === 'soldOut') throw new BasketError('fabricSoldOut')
    if (problem === 'locked') throw new BasketError('fabricLocked')
    if (problem) throw new BasketError('fabricUnavailable')
  }
  if (choice.partId !== undefined) {
    const [part] = await db.select({ id: parts.id, type: parts.type }).from(parts).where(eq(parts.id, choice.partId))
    if (!part) throw new BasketError('partNotFound')
    if (!product.category.partTypes.includes(part.type) || (choice.partType && choice.partType !== part.type)) {
      throw new BasketError('partWrongType')
    }
    partsPatch[part.type] = part.id
  }

  // A change names an item of the basket this browser already has: an unknown one creates nothing, not even a basket.
  const basketId = choice.itemId && isUuid(choice.itemId) ? await findBasketId(request) : null
  const existing = choice.itemId && basketId
    ? (await db.select().from(basketItems).where(and(eq(basketItems.id, choice.itemId), eq(basketItems.basketId, basketId))))[0]
    : undefined
  if (choice.itemId && (!existing || existing.productId !== product.id)) return { notFound: true as const }

  const fabricId = choice.fabricId ?? existing?.fabricId ?? null
  const itemParts = { ...(existing?.parts ?? {}), ...partsPatch }
  const { status, incompleteFields } = computeItemStatus(
    { fabricId, parts: itemParts, hasMeasurements: existing?.measurements != null },
    product.category.partTypes,
  )
  const now = new Date()
  const values = { fabricId, parts: itemParts, status, incompleteFields, updatedAt: now, fabricProblem: choice.fabricId !== undefined ? null : (existing?.fabricProblem ?? null) }
  if (existing) {
    await db.update(basketItems).set(values).where(eq(basketItems.id, existing.id))
    await touchBasket(existing.basketId)
    return { notFound: false as const, itemId: existing.id, setCookie: undefined }
  }
  const { itemId, setCookie } = await insertBasketItem(request, { ...values, productId: product.id })
  return { notFound: false as const, itemId, setCookie }
}

/** Removes an item of this browser's basket; false when there is no such item here. */
export async function deleteBasketItem(request: Request, itemId: string): Promise<boolean> {
  if (!isUuid(itemId)) return false
  const basketId = await findBasketId(request)
  if (!basketId) return false
  const deleted = await getDb()
    .delete(basketItems)
    .where(and(eq(basketItems.id, itemId), eq(basketItems.basketId, basketId)))
    .returning({ id: basketItems.id })
  if (deleted.length > 0) await touchBasket(basketId)
  return deleted.length > 0
}

/** What the sidebar and /cart show: the items and the server's total. */
export async function getBasketSummary(request: Request, locale: Locale) {
  const items = await listBasketItems(request, locale)
  return { items, count: items.length, totalCents: items.reduce((sum, i) => sum + i.totalCents, 0) }
}

/**
 * Stores the size of an item (a standard size or a snapshot of custom measurements, plus the
 * personal data given with it) and recomputes its status. False when the item is not this basket's.
 */
export async function setItemSize(
  request: Request,
  itemId: string,
  size: { measurements: ItemMeasurements | null; personalData?: Record<string, string> | null },
): Promise<boolean> {
  if (!isUuid(itemId)) return false
  const basketId = await findBasketId(request)
  if (!basketId) return false
  const db = getDb()
  const [row] = await db
    .select({ item: basketItems, partTypes: categories.partTypes })
    .from(basketItems)
    .innerJoin(products, eq(products.id, basketItems.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(basketItems.id, itemId), eq(basketItems.basketId, basketId)))
  if (!row) return false
  const { status, incompleteFields } = computeItemStatus(
    { fabricId: row.item.fabricId, parts: row.item.parts, hasMeasurements: size.measurements != null },
    row.partTypes,
  )
  await db
    .update(basketItems)
    .set({
      measurements: size.measurements,
      ...(size.personalData !== undefined ? { personalData: size.personalData } : {}),
      status,
      incompleteFields,
      updatedAt: new Date(),
    })
    .where(eq(basketItems.id, itemId))
  await touchBasket(basketId)
  return true
}

/**
 * Any sign-in (password, the e-mail confirmation link, a provider's callback, a password reset)
 * answers with the new session's cookies: the user they name gets this browser's guest basket.
 */
export async function mergeGuestBasketAtSignIn(request: Request, setCookies: string[]) {
  const pairs = setCookies.map((c) => c.split(';')[0]!).filter((pair) => !pair.endsWith('='))
  if (!pairs.some((pair) => pair.includes('session_token='))) return
  const user = await getOptionalUser(new Request(request.url, { headers: { Cookie: pairs.join('; ') } }))
  if (user) await mergeGuestBasket(request, user.id)
}

/**
 * At sign-in the guest basket of this browser moves into the account's basket (decisions.md
 * point 5): its items join hers, in one transaction, and the guest basket is removed. Her basket
 * keeps its cap: when both together hold more than MAX_BASKET_ITEMS, the oldest guest items that
 * fit move and the rest stay in this browser's guest basket (seen again when signed out, merged at
 * a later sign-in once there is room, or expired) rather than being dropped.
 */
export async function mergeGuestBasket(request: Request, userId: string) {
  const guestId = await findGuestBasketId(request)
  if (!guestId) return
  await getDb().transaction(async (tx) => {
    const ownId = await lockBasket(tx, eq(baskets.userId, userId))
    if (!ownId) {
      await tx.update(baskets).set({ userId, tokenHash: null, updatedAt: new Date() }).where(eq(baskets.id, guestId))
      return
    }
    const room = MAX_BASKET_ITEMS - (await countItems(tx, ownId))
    const guestItems = await tx.select({ id: basketItems.id }).from(basketItems).where(eq(basketItems.basketId, guestId)).orderBy(asc(basketItems.createdAt), asc(basketItems.id))
    const moving = guestItems.slice(0, Math.max(0, room)).map((i) => i.id)
    if (moving.length > 0) {
      await tx.update(basketItems).set({ basketId: ownId }).where(inArray(basketItems.id, moving))
      await tx.update(baskets).set({ updatedAt: new Date() }).where(eq(baskets.id, ownId))
    }
    if (moving.length === guestItems.length) await tx.delete(baskets).where(eq(baskets.id, guestId))
  })
}

/**
 * The chosen part of each step and the price, for designs kept in the basket or saved for later:
 * one query for all their parts (no N+1), the price computed here, never taken from the client.
 */
export async function withChosenParts<R extends { item: { parts: ItemParts }; basePriceCents: number; partTypes: string[]; fabric: { priceCents: number } | null }>(rows: R[], locale: Locale) {
  const partIds = [...new Set(rows.flatMap((r) => Object.values(r.item.parts).filter((v): v is number => typeof v === 'number')))]
  const partRows = partIds.length
    ? await getDb().select({ id: parts.id, slug: parts.slug, type: parts.type, name: parts.name, surchargeCents: parts.surchargeCents }).from(parts).where(inArray(parts.id, partIds))
    : []
  const partById = new Map(partRows.map((p) => [p.id, { ...p, name: localize(p.name, locale) }]))
  return rows.map((row) => {
    const chosen = Object.fromEntries(row.partTypes.map((type) => [type, partById.get(row.item.parts[type] ?? -1) ?? null]))
    const totalCents = computeItemTotal({
      basePriceCents: row.basePriceCents,
      fabricPriceCents: row.fabric?.priceCents ?? null,
      partSurchargesCents: Object.values(chosen).map((p) => p?.surchargeCents ?? 0),
    })
    return { row, chosen, totalCents }
  })
}
