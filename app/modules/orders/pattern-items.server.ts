import { and, asc, eq } from 'drizzle-orm'
import { getDb, type DbOrTx } from '#app/utils/db.server.ts'
import { orderItems, orders } from '#db/schema/index.ts'

/*
 * What the atelier's pattern worker (app/modules/atelier/pattern-jobs.server.ts) reads of an order:
 * its garments' ids when it is paid, and one garment's snapshot when its pattern is drafted.
 */

/** The garment items of an order, by position (gift cards have no pattern). */
export async function listGarmentItemIds(orderId: string, db: DbOrTx = getDb()): Promise<string[]> {
  const rows = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.kind, 'garment')))
    .orderBy(asc(orderItems.position))
  return rows.map((r) => r.id)
}

/** One garment as the order kept it, with its order's number. */
export async function getGarmentItem(itemId: string, db: DbOrTx = getDb()) {
  const [row] = await db
    .select({ id: orderItems.id, orderId: orderItems.orderId, position: orderItems.position, design: orderItems.design, size: orderItems.size, number: orders.number })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orderItems.id, itemId), eq(orderItems.kind, 'garment')))
  return row ?? null
}
