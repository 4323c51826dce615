import { and, eq, inArray, sql } from 'drizzle-orm'
import type { DbOrTx, Tx } from '#app/utils/db.server.ts'
import { orders } from '#db/schema/index.ts'
import type { OrderStatus } from './status.ts'

/** Orders still on their way to her: while she has one, her account cannot be deleted (its address and contact are still needed). */
const openStatuses: OrderStatus[] = ['pending_payment', 'paid', 'in_production', 'shipped']

export async function countOpenOrders(userId: string, db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, openStatuses)))
  return row?.n ?? 0
}

/**
 * What the shop must keep of her orders (docs/security.md#her-data: the records commercial and tax law
 * ask for) stays, without her: her name, phone, e-mail, street and dedication are erased; the
 * amounts, the garments and the town and postal code (where the sale was taxed) remain. Returns
 * the orders' ids (her requests are linked to them).
 */
export async function anonymiseCustomerOrders(userId: string, erasedEmail: string, tx: Tx): Promise<string[]> {
  const rows = await tx
    .update(orders)
    .set({
      email: erasedEmail,
      contact: sql`jsonb_build_object('fullName', '', 'phone', '', 'prefs', jsonb_build_object('whatsapp', false, 'email', false, 'sms', false))`,
      address: sql`case when ${orders.address} is null then null else ${orders.address} || jsonb_build_object('street', '') end`,
      dedication: null,
      updatedAt: new Date(),
    })
    .where(eq(orders.userId, userId))
    .returning({ id: orders.id })
  return rows.map((r) => r.id)
}
