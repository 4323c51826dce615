import { and, asc, count, desc, eq, gt, lte, sql } from 'drizzle-orm'
import { onEmailVerified } from '#app/utils/auth.server.ts'
import { getDb, type DbOrTx, type Tx } from '#app/utils/db.server.ts'
import {
  orderEvents,
  orderItems,
  orders,
  type OrderAddress,
  type OrderContact,
  type OrderGiftCard,
  type OrderItemDesign,
  type OrderShippingMethod,
  type PaymentMethod,
} from '#db/schema/index.ts'
import type { ItemMeasurements } from '#db/schema/basket.ts'
import { formatOrderNumber } from './order-number.ts'
import { canMoveOrder, type OrderActor, type OrderStatus } from './status.ts'
import type { OrderTotals } from './totals.ts'

/*
 * The orders module owns orders, their items and their history (docs/decisions/007-module-tables-and-transactions.md).
 * An order is written once, whole, inside the checkout's transaction; afterwards only its status (with an
 * event), payment and shipping facts change.
 */

export type OrderItemDraft =
  | {
      kind: 'garment'
      productId: number
      fabricId: number
      design: OrderItemDesign
      size: ItemMeasurements
      complexity: 'basic' | 'complex'
      fabricMetres: number
      basePriceCents: number
      fabricPriceCents: number
      partsPriceCents: number
      totalCents: number
    }
  | { kind: 'gift_card'; giftCard: OrderGiftCard; totalCents: number }

export type OrderDraft = {
  idempotencyKey: string
  userId: string | null
  email: string
  locale: string
  contact: OrderContact
  /** Null for an order of gift cards only, which travels by e-mail (shippingMethod 'email'). */
  address: OrderAddress | null
  isGift: boolean
  dedication: string | null
  shippingMethod: OrderShippingMethod
  paymentMethod: PaymentMethod
  totals: OrderTotals
  delivery: { minDays: number; maxDays: number }
  holdExpiresAt: Date | null
  items: OrderItemDraft[]
}

export type OrderRow = typeof orders.$inferSelect

/** Writes the order, its items and its first event; its number comes from the database's sequence. */
export async function createOrder(draft: OrderDraft, tx: Tx, now = new Date()): Promise<{ id: string; number: string }> {
  const [seq] = await tx.execute<{ n: string }>(sql`select nextval('order_number_seq')::text as n`).then((r) => ('rows' in r ? r.rows : r) as { n: string }[])
  const number = formatOrderNumber(now.getUTCFullYear(), Number(seq!.n))
  const [order] = await tx
    .insert(orders)
    .values({
      number,
      idempotencyKey: draft.idempotencyKey,
      userId: draft.userId,
      email: draft.email,
      locale: draft.locale,
      status: 'pending_payment',
      contact: draft.contact,
      address: draft.address,
      isGift: draft.isGift,
      dedication: draft.dedication,
      shippingMethod: draft.shippingMethod,
      shippingCents: draft.totals.shippingCents,
      urgentCents: draft.totals.urgentCents,
      subtotalCents: draft.totals.subtotalCents,
      giftCardCents: draft.totals.giftCardCents,
      totalCents: draft.totals.totalCents,
      vatCents: draft.totals.vatCents,
      paymentMethod: draft.paymentMethod,
      deliveryMinDays: draft.delivery.minDays,
      deliveryMaxDays: draft.delivery.maxDays,
      holdExpiresAt: draft.holdExpiresAt,
      placedAt: now,
      updatedAt: now,
    })
    .returning({ id: orders.id })
  const orderId = order!.id
  await tx
    .insert(orderItems)
    .values(
      draft.items.map((item, position) =>
        item.kind === 'garment'
          ? { orderId, position, ...item }
          : { orderId, position, kind: 'gift_card' as const, giftCard: item.giftCard, basePriceCents: item.totalCents, totalCents: item.totalCents },
      ),
    )
  await tx.insert(orderEvents).values({ orderId, at: now, actor: 'customer', actorId: draft.userId, fromStatus: null, toStatus: 'pending_payment' })
  return { id: orderId, number }
}

/** The order a checkout already placed with this key (a second press of "place order"), if any. */
export async function findOrderByIdempotencyKey(key: string, db: DbOrTx = getDb()) {
  const [row] = await db
    .select({ id: orders.id, number: orders.number, status: orders.status, paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.idempotencyKey, key))
  return row ?? null
}

export class OrderMoveError extends Error {
  constructor(
    readonly code: 'notFound' | 'notAllowed',
    readonly from?: OrderStatus,
  ) {
    super(code)
  }
}

/**
 * Moves an order to `to` if `actor` may (status.ts), under the order's row lock, and records who did it
 * and why. Returns the order as it was before the move. Joins the caller's transaction when given one.
 */
export async function moveOrder(
  orderId: string,
  to: OrderStatus,
  by: { actor: OrderActor; actorId?: string | null; actorEmail?: string | null; note?: string | null },
  tx?: Tx,
  now = new Date(),
): Promise<OrderRow> {
  if (!tx) return getDb().transaction((own) => moveOrder(orderId, to, by, own, now))
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  if (!order) throw new OrderMoveError('notFound')
  if (!canMoveOrder(order.status, to, by.actor)) throw new OrderMoveError('notAllowed', order.status)
  await tx
    .update(orders)
    .set({
      status: to,
      updatedAt: now,
      ...(to === 'paid' ? { paidAt: now, holdExpiresAt: null } : {}),
      ...(to === 'cancelled' ? { cancelledAt: now, holdExpiresAt: null } : {}),
      ...(to === 'expired' ? { holdExpiresAt: null } : {}),
    })
    .where(eq(orders.id, orderId))
  await tx
    .insert(orderEvents)
    .values({ orderId, at: now, actor: by.actor, actorId: by.actorId ?? null, actorEmail: by.actorEmail ?? null, fromStatus: order.status, toStatus: to, note: by.note ?? null })
  return order
}

/** Flags an order paid after its fabric was sold to someone else: the shop refunds it. */
export async function flagForRefund(orderId: string, note: string, tx: Tx, now = new Date()) {
  await tx.update(orders).set({ needsRefund: true, updatedAt: now }).where(eq(orders.id, orderId))
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))
  await tx.insert(orderEvents).values({ orderId, at: now, actor: 'system', fromStatus: order!.status, toStatus: order!.status, note })
}

/** A line in the order's history that changes nothing else (a payment given back by itself). */
/** A card order whose payment failed pays by transfer instead: its method and its hold change (checkout/switch-to-transfer.server.ts checks it may). */
export async function switchOrderToTransfer(orderId: string, holdExpiresAt: Date, tx: Tx, now = new Date()) {
  await tx.update(orders).set({ paymentMethod: 'transfer', holdExpiresAt, updatedAt: now }).where(eq(orders.id, orderId))
}

export async function addSystemNote(orderId: string, note: string, tx: Tx, now = new Date()) {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))
  await tx.insert(orderEvents).values({ orderId, at: now, actor: 'system', fromStatus: order!.status, toStatus: order!.status, note })
}

export async function getOrder(orderId: string, db: DbOrTx = getDb()) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
  if (!order) return null
  const [items, events] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position)),
    db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.at), asc(orderEvents.id)),
  ])
  return { ...order, items, events }
}

export type OrderWithItems = NonNullable<Awaited<ReturnType<typeof getOrder>>>

export async function getOrderIdByNumber(number: string): Promise<{ id: string; userId: string | null; email: string } | null> {
  const [row] = await getDb().select({ id: orders.id, userId: orders.userId, email: orders.email }).from(orders).where(eq(orders.number, number))
  return row ?? null
}

/** Her orders, newest first, a page at a time. */
export async function listOrdersForUser(userId: string, page: { page: number; pageSize: number }) {
  const db = getDb()
  const where = eq(orders.userId, userId)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orders.id,
        number: orders.number,
        status: orders.status,
        totalCents: orders.totalCents,
        giftCardCents: orders.giftCardCents,
        placedAt: orders.placedAt,
        paidAt: orders.paidAt,
        deliveryMinDays: orders.deliveryMinDays,
        deliveryMaxDays: orders.deliveryMaxDays,
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.placedAt), desc(orders.number))
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** Unpaid orders whose hold ran out by `now`, oldest first (the sweep expires them a few at a time). */
export async function listExpiredHolds(now: Date, limit = 50): Promise<{ id: string }[]> {
  return getDb()
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lte(orders.holdExpiresAt, now)))
    .orderBy(asc(orders.holdExpiresAt))
    .limit(limit)
}

/**
 * Unpaid transfer orders whose hold ends within `leadMs` of `now` (and has not ended): the ones to
 * remind (checkout/holds.server.ts). A hold no longer than the lead is left out: the confirmation
 * she just received said until when it holds.
 */
export async function listHoldsEndingSoon(now: Date, leadMs: number, limit = 200): Promise<{ id: string; email: string; locale: string }[]> {
  const until = new Date(now.getTime() + leadMs)
  return getDb()
    .select({ id: orders.id, email: orders.email, locale: orders.locale })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending_payment'),
        eq(orders.paymentMethod, 'transfer'),
        gt(orders.holdExpiresAt, now),
        lte(orders.holdExpiresAt, until),
        sql`${orders.holdExpiresAt} - ${orders.placedAt} > ${`${Math.round(leadMs / 1000)} seconds`}::interval`,
      ),
    )
    .orderBy(asc(orders.holdExpiresAt))
    .limit(limit)
}

/** What an order holds of each fabric, to give back when it ends unpaid. */
export async function listFabricHolds(orderId: string, tx: Tx) {
  return tx
    .select({ fabricId: orderItems.fabricId, productId: orderItems.productId, metres: orderItems.fabricMetres })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'garment')))
    .then((rows) => rows.flatMap((r) => (r.fabricId != null && r.productId != null ? [{ fabricId: r.fabricId, productId: r.productId, metres: r.metres }] : [])))
}

/** Guest orders placed with this e-mail join her account once she confirms that address. */
export async function claimGuestOrders(userId: string, email: string) {
  await getDb()
    .update(orders)
    .set({ userId })
    .where(and(sql`${orders.userId} is null`, eq(orders.email, email.toLowerCase())))
}

onEmailVerified((user) => claimGuestOrders(user.id, user.email))

/**
 * The order with this number (as normalizeOrderNumber writes it) whose e-mail is this one, in any
 * case: for a form that names an order by what its customer knows (the returns form). The caller
 * answers the same either way, since a number alone is guessable (docs/product.md#orders).
 */
export async function findOrderForContact(number: string, email: string): Promise<{ id: string } | null> {
  const [row] = await getDb()
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.number, number), sql`lower(${orders.email}) = ${email.trim().toLowerCase()}`))
  return row ?? null
}
