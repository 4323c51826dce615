import { eq } from 'drizzle-orm'
import type { Tx } from '#app/utils/db.server.ts'
import { baskets, savedItems } from '#db/schema/index.ts'

/** Her basket (its items and checkout draft cascade) and her saved designs go with her account (docs/security.md#her-data). */
export async function deleteCustomerBasketAndSaved(userId: string, tx: Tx): Promise<void> {
  await tx.delete(savedItems).where(eq(savedItems.userId, userId))
  await tx.delete(baskets).where(eq(baskets.userId, userId))
}
