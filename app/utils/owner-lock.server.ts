import { sql } from 'drizzle-orm'
import type { Tx } from '#app/utils/db.server.ts'

/**
 * Serialises "count, then insert if under the cap" for one owner until the transaction ends
 * (docs/security.md, storage limits). Under READ COMMITTED two concurrent transactions would both
 * count 19 and both insert; a transaction-scoped advisory lock keyed by (scope, owner) makes the
 * second wait for the first to commit, then count again. It needs no row to lock (a measurement
 * profile's owner id has no foreign key) and is released at commit or rollback. A hash collision
 * between two owners only makes one wait for the other.
 */
export async function lockOwner(tx: Tx, scope: string, ownerId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${scope}:${ownerId}`}, 0))`)
}
