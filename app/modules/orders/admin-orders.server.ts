import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm'
import { countAutomaticRefunds } from '#app/modules/payments/payments.server.ts'
import { getDb, type DbOrTx, type Tx } from '#app/utils/db.server.ts'
import { foldForOrderSearch, orderEvents, orderItems, orders, orderSearchVector, type PaymentMethod } from '#db/schema/index.ts'
import { normalizeOrderNumber } from './order-number.ts'
import type { OrderStatus } from './status.ts'

/*
 * The back office's reads and small writes of orders (issue 17, item 6; docs/product.md#admin-orders):
 * the list an admin filters and pages through, the dashboard's figures, internal notes and the
 * refund-done mark. Status changes go through moveOrder (orders.server.ts), the one gate.
 */

export const ADMIN_ORDERS_PAGE_SIZE = 25

/** Statuses whose money the shop has (and keeps): what the dashboard counts as revenue. */
const REVENUE_STATUSES: OrderStatus[] = ['paid', 'in_production', 'shipped', 'delivered']

/** The shop's calendar: days and months begin at midnight in Madrid. */
const SHOP_TIME_ZONE = 'Europe/Madrid'

export type AdminOrderFilters = {
  status?: OrderStatus
  payment?: PaymentMethod
  /** The shop's dates (YYYY-MM-DD), both included. */
  from?: string
  to?: string
  /** Part of the number, of her e-mail or of her name, in any case. */
  q?: string
  /** Only the orders waiting for a refund. */
  refund?: '1'
  /** Only the orders paid and kept (the dashboard's revenue), `from` and `to` then read as the day each was paid. */
  paid?: '1'
}

export type AdminOrderRow = {
  id: string
  number: string
  status: OrderStatus
  paymentMethod: PaymentMethod
  placedAt: Date
  email: string
  fullName: string
  totalCents: number
  needsRefund: boolean
  items: number
  /** While unpaid: the garments and metres it holds, and until when (issue 31). */
  hold: { garments: number; metres: number; until: Date | null } | null
}

export type AdminOrderPage = {
  rows: AdminOrderRow[]
  /** The cursor (an order's id) of the page of older orders, if any. */
  older: string | null
  /** The cursor of the page of newer orders, if any (none on the first page). */
  newer: string | null
}

/** Midnight in Madrid at the start of a shop's date, as an instant (the database knows the zone's rules). */
const shopDayStart = (day: string) => sql`((${day})::date::timestamp at time zone ${SHOP_TIME_ZONE})`

/**
 * The search box, by what was typed, each on an index (a substring search would read all 100,000
 * rows): an e-mail (with @ after its first letters) by its start; an order number, whole
 * (GM-2026-000123) or its sequence digits (123, 000123); otherwise words, each by its start, among
 * the words of her name and of her e-mail, accents and case aside ('lucia' finds Lucía, 'fernandez'
 * Fernández, 'example.com' or '@example.com' an e-mail at example.com), through one text-search index
 * (orderSearchVector, db/schema/orders.ts; docs/product.md#admin-orders). The words go to to_tsquery
 * as a parameter, each only letters and digits.
 */
function searchCondition(q: string): SQL {
  const at = q.indexOf('@')
  if (at > 0) return sql`lower(${orders.email}) like ${`${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
  const number = normalizeOrderNumber(q)
  if (number) return eq(orders.number, number)
  if (/^\d{1,9}$/.test(q)) return sql`substr(${orders.number}, 9) = ${q.length < 6 ? q.padStart(6, '0') : q}`
  const words = foldForOrderSearch(q).match(/[\p{L}\p{N}]+/gu) ?? []
  if (!words.length) return sql`false`
  return sql`${orderSearchVector(orders.contact, orders.email)} @@ to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`
}

/** The list's filters as one condition on orders (exported for the test that reads its plan). */
export function filterConditions(filters: AdminOrderFilters): SQL | undefined {
  const q = filters.q?.trim()
  return and(
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.payment ? eq(orders.paymentMethod, filters.payment) : undefined,
    filters.refund ? eq(orders.needsRefund, true) : undefined,
    filters.paid ? inArray(orders.status, REVENUE_STATUSES) : undefined,
    filters.from ? gte(filters.paid ? orders.paidAt : orders.placedAt, shopDayStart(filters.from)) : undefined,
    filters.to ? lt(filters.paid ? orders.paidAt : orders.placedAt, sql`${shopDayStart(filters.to)} + interval '1 day'`) : undefined,
    q ? searchCondition(q) : undefined,
  )
}

/**
 * One page of orders, newest first, by keyset on (placed_at, id): `before` an order's id gives the
 * page of older ones, `after` the page of newer ones, neither the newest. A page costs one indexed
 * range scan whatever its depth (no OFFSET), and no count of the whole table.
 */
export async function listOrdersForAdmin(filters: AdminOrderFilters, page: { before?: string; after?: string } = {}, size = ADMIN_ORDERS_PAGE_SIZE): Promise<AdminOrderPage> {
  const db = getDb()
  const cursorId = page.before ?? page.after
  const cursor = cursorId === undefined ? undefined : sql`(select ${orders.placedAt}, ${orders.id} from ${orders} where ${orders.id} = ${cursorId})`
  const newerFirst = page.after === undefined
  const where = and(
    filterConditions(filters),
    cursor === undefined ? undefined : page.before !== undefined ? sql`(${orders.placedAt}, ${orders.id}) < ${cursor}` : sql`(${orders.placedAt}, ${orders.id}) > ${cursor}`,
  )
  // What an unpaid order holds (issue 31); both tables named, as itemCount explains.
  const garmentsOf = (what: string) => sql.raw(`(select ${what} from order_items i where i.order_id = "orders"."id" and i.kind = 'garment')`)
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      placedAt: orders.placedAt,
      email: orders.email,
      fullName: sql<string>`${orders.contact} ->> 'fullName'`,
      totalCents: orders.totalCents,
      needsRefund: orders.needsRefund,
      items: itemCount(),
      holdExpiresAt: orders.holdExpiresAt,
      heldGarments: sql<number | null>`case when "orders"."status" = 'pending_payment' then ${garmentsOf('count(*)::int')} end`,
      heldMetres: sql<number | null>`case when "orders"."status" = 'pending_payment' then ${garmentsOf('coalesce(sum(i.fabric_metres), 0)::float8')} end`,
    })
    .from(orders)
    .where(where)
    .orderBy(...(newerFirst ? [desc(orders.placedAt), desc(orders.id)] : [asc(orders.placedAt), asc(orders.id)]))
    .limit(size + 1)
  const more = rows.length > size
  const kept = rows.slice(0, size).map(({ holdExpiresAt, heldGarments, heldMetres, ...r }): AdminOrderRow => ({
    ...r,
    hold: heldGarments ? { garments: Number(heldGarments), metres: Number(heldMetres), until: holdExpiresAt } : null,
  }))
  const list = newerFirst ? kept : kept.reverse()
  const first = list[0]?.id ?? null
  const last = list.at(-1)?.id ?? null
  if (newerFirst) return { rows: list, older: more ? last : null, newer: page.before !== undefined ? first : null }
  return { rows: list, older: last, newer: more ? first : null }
}

/** The orders paid in a period and kept (not cancelled since), and the sum of their totals. */
export type OrderDashboard = {
  today: { orders: number; revenueCents: number }
  /** Money given back by itself this month (arrived for a cancelled order, or a second payment): issue 31. */
  month: { orders: number; revenueCents: number; autoRefunds: { count: number; cents: number } }
  waiting: { transfers: number; toProduce: number; toShip: number; refunds: number }
  /** The shop's today and first of the month (YYYY-MM-DD), for the links to the list. */
  days: { today: string; monthStart: string }
}

type Figures = { today_orders: number; today_revenue: number; month_orders: number; month_revenue: number; today: string; month_start: string; month_start_at: Date | string }
type Waiting = { transfers: number; to_produce: number; to_ship: number; refunds: number }

function rowsOf<T>(result: unknown): T[] {
  return ('rows' in (result as object) ? (result as { rows: T[] }).rows : result) as T[]
}

/**
 * The home's figures in two queries: the orders paid this month and kept (by the paid-at index; a
 * revenue status), counted and summed for today and the month — each on the day it was paid, as its
 * money came, and the count only of the orders the sum counts — and the orders waiting for the workshop (by the status index, and the
 * partial index of refunds to make). A paid gift-card order is nothing to sew: it is not counted as
 * waiting for production (the gift cards have their own line, giftcards/admin-gift-cards.server.ts).
 */
export async function getOrderDashboard(now = new Date()): Promise<OrderDashboard> {
  const db = getDb()
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${SHOP_TIME_ZONE})`
  const dayStart = sql`(date_trunc('day', ${local}) at time zone ${SHOP_TIME_ZONE})`
  const monthStart = sql`(date_trunc('month', ${local}) at time zone ${SHOP_TIME_ZONE})`
  const revenue = sql.join(
    REVENUE_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )
  const [figures, waiting] = await Promise.all([
    db
      .execute(
        sql`select
          count(*) filter (where ${orders.paidAt} >= ${dayStart})::int as today_orders,
          coalesce(sum(${orders.totalCents}) filter (where ${orders.paidAt} >= ${dayStart}), 0)::int as today_revenue,
          count(*)::int as month_orders,
          coalesce(sum(${orders.totalCents}), 0)::int as month_revenue,
          to_char(${local}, 'YYYY-MM-DD') as today,
          to_char(date_trunc('month', ${local}), 'YYYY-MM-DD') as month_start,
          ${monthStart} as month_start_at
        from ${orders} where ${orders.paidAt} >= ${monthStart} and ${orders.paidAt} <= ${now.toISOString()}::timestamptz + interval '1 day'
          and ${orders.status} in (${revenue})`,
      )
      .then((r) => rowsOf<Figures>(r)[0]!),
    db
      .execute(
        sql`select
          count(*) filter (where ${orders.status} = 'pending_payment' and ${orders.paymentMethod} = 'transfer')::int as transfers,
          count(*) filter (where ${orders.status} = 'paid' and ${orders.shippingMethod} <> 'email')::int as to_produce,
          count(*) filter (where ${orders.status} = 'in_production')::int as to_ship,
          (select count(*)::int from ${orders} where ${orders.needsRefund}) as refunds
        from ${orders} where ${orders.status} in ('pending_payment', 'paid', 'in_production')`,
      )
      .then((r) => rowsOf<Waiting>(r)[0]!),
  ])
  const autoRefunds = await countAutomaticRefunds(new Date(figures.month_start_at), db)
  return {
    today: { orders: figures.today_orders, revenueCents: figures.today_revenue },
    month: { orders: figures.month_orders, revenueCents: figures.month_revenue, autoRefunds },
    waiting: { transfers: waiting.transfers, toProduce: waiting.to_produce, toShip: waiting.to_ship, refunds: waiting.refunds },
    days: { today: figures.today, monthStart: figures.month_start },
  }
}

/** An internal note on an order's history: the workshop's, never shown to her. */
export async function addOrderNote(orderId: string, note: string, by: { actorId: string; actorEmail: string }, tx: Tx, now = new Date()): Promise<boolean> {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)).for('update')
  if (!order) return false
  await tx.insert(orderEvents).values({ orderId, at: now, actor: 'admin', actorId: by.actorId, actorEmail: by.actorEmail, fromStatus: order.status, toStatus: order.status, note })
  await tx.update(orders).set({ updatedAt: now }).where(eq(orders.id, orderId))
  return true
}

/** The refund an order was flagged for is done: the flag goes, with a line in its history. */
export async function clearRefundFlag(orderId: string, note: string, by: { actorId: string; actorEmail: string }, tx: Tx, now = new Date()): Promise<boolean> {
  const updated = await tx
    .update(orders)
    .set({ needsRefund: false, updatedAt: now })
    .where(and(eq(orders.id, orderId), eq(orders.needsRefund, true)))
    .returning({ status: orders.status })
  if (!updated[0]) return false
  await tx
    .insert(orderEvents)
    .values({ orderId, at: now, actor: 'admin', actorId: by.actorId, actorEmail: by.actorEmail, fromStatus: updated[0].status, toStatus: updated[0].status, note })
  return true
}

/** The order's row under its lock, inside the caller's transaction (an admin's action reads what it changes). */
export async function lockOrder(orderId: string, tx: Tx) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  return order ?? null
}

/** The order's id by its number, for the admin's page (the number is its address there). */
export async function findOrderIdByNumber(number: string, db: DbOrTx = getDb()): Promise<string | null> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number))
  return row?.id ?? null
}

/**
 * How many garments an order has, as a column of a select on orders. Drizzle writes a select's columns
 * unqualified, so `${orderItems.orderId} = ${orders.id}` came out as `"order_id" = "id"` — the item's own
 * id — and every order counted 0 garments: both sides are named here.
 */
function itemCount() {
  return sql<number>`(select count(*)::int from ${orderItems} as counted where counted.order_id = ${orders}.id)`
}

export type OrderSummary = { number: string; status: OrderStatus; placedAt: Date; totalCents: number; fullName: string; items: number }

/** What a return request's page shows of its order (the returns module asks here, never the table); null when it is gone. */
export async function getOrderSummary(orderId: string, db: DbOrTx = getDb()): Promise<OrderSummary | null> {
  const [row] = await db
    .select({
      number: orders.number,
      status: orders.status,
      placedAt: orders.placedAt,
      totalCents: orders.totalCents,
      fullName: sql<string>`${orders.contact} ->> 'fullName'`,
      items: itemCount(),
    })
    .from(orders)
    .where(eq(orders.id, orderId))
  return row ?? null
}
