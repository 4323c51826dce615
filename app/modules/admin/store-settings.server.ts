import { clearStoreSettingsCache, updateStoreSettings } from '#app/modules/store/settings.server.ts'
import { parseStoreSettingsForm, toStoreSettings } from '#app/modules/store/settings-form-reading.ts'
import { getDb } from '#app/utils/db.server.ts'
import { computeAuditChanges } from './audit-diff.ts'
import { type AuditActor, recordAudit } from './audit.server.ts'

export type SaveSettingsResult = { ok: true; changed: number } | { ok: false; errors: Record<string, string> }

/**
 * An admin saves the store settings form (/admin/settings): read and checked field by field, then
 * the new figures and their audit row in one transaction (decision 007), and this process's cached
 * copy dropped after the commit so the next page shows them. A save that changes nothing writes
 * nothing, not even an audit row.
 */
export async function saveStoreSettings(actor: AuditActor, fields: Record<string, unknown>): Promise<SaveSettingsResult> {
  const submission = parseStoreSettingsForm(fields)
  if (!submission.ok) return submission
  const changed = await getDb().transaction(async (tx) => {
    const { before, after } = await updateStoreSettings((current) => toStoreSettings(submission.data, current), tx)
    const changes = computeAuditChanges(before, after).length
    if (changes) await recordAudit({ actor, action: 'settings.update', entityType: 'store_settings', entityId: '1', before, after }, tx)
    return changes
  })
  clearStoreSettingsCache()
  return { ok: true, changed }
}
