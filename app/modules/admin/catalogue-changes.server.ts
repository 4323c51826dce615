import { catalogueChanged } from '#app/modules/catalogue/catalogue-admin.server.ts'
import { getDb, type Tx } from '#app/utils/db.server.ts'
import { type AuditActor, recordAudit } from './audit.server.ts'

/** What one catalogue change did, for its audit row: the verb (`<entity>.<verb>`), the record's id, before and after. */
export type CatalogueChange<R> = { verb: 'create' | 'update' | 'delete' | 'archive' | 'restore' | 'image'; id: number | string; before: unknown; after: unknown; result: R }

/**
 * An admin's change to the catalogue (/admin/catalogue, /admin/products): the catalogue module's
 * write and its audit row in one transaction (decision 007), then the shop's cached copy of the
 * catalogue dropped so its pages show the change at once. `work` answers null when the record is
 * gone: nothing is written.
 */
export async function saveCatalogueChange<R>(actor: AuditActor, entityType: string, work: (tx: Tx) => Promise<CatalogueChange<R> | null>): Promise<R | null> {
  const change = await getDb().transaction(async (tx) => {
    const done = await work(tx)
    if (done) await recordAudit({ actor, action: `${entityType}.${done.verb}`, entityType, entityId: String(done.id), before: done.before, after: done.after }, tx)
    return done
  })
  if (change) catalogueChanged()
  return change ? change.result : null
}
