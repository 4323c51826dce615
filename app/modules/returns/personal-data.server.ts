import { asc, eq, inArray, or, sql } from 'drizzle-orm'
import { getDb, type Tx } from '#app/utils/db.server.ts'
import { returnRequests } from '#db/schema/index.ts'

/** Her return and adjustment requests: sent from her address, or linked to one of her orders. */
function hers(email: string, orderIds: readonly string[]) {
  const byEmail = eq(sql`lower(${returnRequests.email})`, email.toLowerCase())
  return orderIds.length ? or(byEmail, inArray(returnRequests.orderId, [...orderIds])) : byEmail
}

export async function listRequestsFor(email: string, orderIds: readonly string[]) {
  return getDb()
    .select({
      orderNumber: returnRequests.orderNumber,
      email: returnRequests.email,
      reason: returnRequests.reason,
      comments: returnRequests.comments,
      status: returnRequests.status,
      createdAt: returnRequests.createdAt,
    })
    .from(returnRequests)
    .where(hers(email, orderIds))
    .orderBy(asc(returnRequests.createdAt))
}

/** Kept for the garment's warranty, without her address or what she wrote (docs/security.md#her-data). */
export async function anonymiseRequests(email: string, orderIds: readonly string[], erasedEmail: string, tx: Tx): Promise<void> {
  await tx.update(returnRequests).set({ email: erasedEmail, comments: '' }).where(hers(email, orderIds))
}
