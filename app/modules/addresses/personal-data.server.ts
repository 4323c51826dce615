import { eq } from 'drizzle-orm'
import type { Tx } from '#app/utils/db.server.ts'
import { addresses } from '#db/schema/index.ts'

/** Her saved addresses go with her account (docs/security.md#her-data). */
export async function deleteAllAddresses(userId: string, tx: Tx): Promise<void> {
  await tx.delete(addresses).where(eq(addresses.userId, userId))
}
