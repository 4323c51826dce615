import { desc, eq, inArray, sql } from 'drizzle-orm'
import { getDb } from '#app/utils/db.server.ts'
import { orders } from '#db/schema/index.ts'
import type { OrderStatus } from './status.ts'

/*
 * What other pages of the back office ask of the orders (docs/product.md#admin-customers,
 * #admin-stock): each account's figures, one query for a whole page of customers; the number and
 * status of the orders holding a fabric; her orders on her page.
 */

/** Statuses whose money the shop has and keeps: what "spent" counts (the home's revenue counts the same). */
export const SPENT_STATUSES = ['paid', 'in_production', 'shipped', 'delivered'] as const satisfies readonly OrderStatus[]

export type CustomerOrderFigures = { orders: number; spentCents: number; lastOrderAt: Date | null }

/**
 * For each account: how many orders she placed (any status), what she spent (the totals of her
 * orders in SPENT_STATUSES: paid and not cancelled) and when she last ordered. One grouped query on
 * the orders' user index, whatever the number of accounts.
 */
export async function summarizeOrdersByUser(userIds: readonly string[]): Promise<Map<string, CustomerOrderFigures>> {
  if (!userIds.length) return new Map()
  const spent = sql.join(
    SPENT_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )
  const rows = await getDb()
    .select({
      userId: orders.userId,
      orders: sql<number>`count(*)::int`,
      spentCents: sql<number>`coalesce(sum(${orders.totalCents}) filter (where ${orders.status} in (${spent})), 0)::bigint`,
      lastOrderAt: sql<Date>`max(${orders.placedAt})`.mapWith(orders.placedAt),
    })
    .from(orders)
    .where(inArray(orders.userId, [...userIds]))
    .groupBy(orders.userId)
  return new Map(rows.map((r) => [r.userId!, { orders: r.orders, spentCents: Number(r.spentCents), lastOrderAt: r.lastOrderAt }]))
}

export type OrderRef = { id: string; number: string; status: OrderStatus }

/** The number and status of these orders (a fabric's locks name their order by id). */
export async function listOrderRefs(orderIds: readonly string[]): Promise<Map<string, OrderRef>> {
  if (!orderIds.length) return new Map()
  const rows = await getDb()
    .select({ id: orders.id, number: orders.number, status: orders.status })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]))
  return new Map(rows.map((r) => [r.id, r]))
}

const CUSTOMER_ORDERS_LIMIT = 100

/** An account's orders for her page in the back office, newest first (at most 100; the list of orders has the rest). */
export async function listCustomerOrders(userId: string) {
  return getDb()
    .select({ id: orders.id, number: orders.number, status: orders.status, totalCents: orders.totalCents, placedAt: orders.placedAt })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(CUSTOMER_ORDERS_LIMIT)
}

/** Gift-card orders placed with an e-mail starting with `prefix` (the gift cards' search by the buyer), newest first. */
export async function listGiftOrderIdsByEmail(prefix: string, limit = 200): Promise<string[]> {
  const like = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  const rows = await getDb()
    .select({ id: orders.id })
    .from(orders)
    .where(sql`lower(${orders.email}) like ${like} and ${orders.shippingMethod} = 'email'`)
    .orderBy(desc(orders.placedAt))
    .limit(limit)
  return rows.map((r) => r.id)
}
