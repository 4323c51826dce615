import { adjustFabricStock, type StockAdjustment, type StockAdjustResult } from '#app/modules/catalogue/stock.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { type AuditActor, recordAudit } from './audit.server.ts'

/**
 * An admin's correction of a fabric's metres (/admin/stock/:fabricId): the catalogue's write and
 * its stock-history line, and the audit row with the metres before and after and her reason, in one
 * transaction (decision 007). A refusal (conflict, below zero, gone) writes nothing.
 */
export async function saveStockAdjustment(actor: AuditActor, change: StockAdjustment): Promise<StockAdjustResult> {
  return getDb().transaction(async (tx) => {
    const result = await adjustFabricStock(change, actor, tx)
    if (result.ok)
      await recordAudit(
        {
          actor,
          action: 'fabric.stock',
          entityType: 'fabric',
          entityId: String(change.fabricId),
          before: { stockMetres: result.beforeMetres },
          after: { stockMetres: result.afterMetres, reason: change.reason },
        },
        tx,
      )
    return result
  })
}
