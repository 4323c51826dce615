import { eq } from 'drizzle-orm'
import type { Tx } from '#app/utils/db.server.ts'
import { measurementProfiles } from '#db/schema/index.ts'

/** Her measurement profiles go with her account (docs/security.md#her-data); orders keep their own snapshot. */
export async function deleteAllProfiles(userId: string, tx: Tx): Promise<void> {
  await tx.delete(measurementProfiles).where(eq(measurementProfiles.userId, userId))
}
