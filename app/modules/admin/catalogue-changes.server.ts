import { logger } from '#app/utils/logger.server.ts'
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
  let change: CatalogueChange<R> | null
  try {
    change = await getDb().transaction(async (tx) => {
      const done = await work(tx)
      if (done) await recordAudit({ actor, action: `${entityType}.${done.verb}`, entityType, entityId: String(done.id), before: done.before, after: done.after }, tx)
      return done
    })
  } catch (err) {
    // Nothing was written (the transaction rolled back); the spec's toast says so and the error is logged.
    logger.error({ err, entityType }, 'catalogue: a change could not be saved')
    throw new CatalogueWriteFailed(entityType)
  }
  if (change) catalogueChanged()
  return change ? change.result : null
}

/** A catalogue change that failed on the database: the page answers with the spec's 'Error al guardar …' toast (catalogueAction). */
export class CatalogueWriteFailed extends Error {
  constructor(readonly entityType: string) {
    super(`catalogue change on ${entityType} failed`)
  }
}
