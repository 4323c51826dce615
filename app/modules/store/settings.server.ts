import { eq } from 'drizzle-orm'
import { storeSettings } from '#db/schema/settings.ts'
import { keptRead } from '#app/utils/data-changes.server.ts'
import { type DbOrTx, getDb, type Tx } from '#app/utils/db.server.ts'
import { type StoreSettings, storeSettingsSchema } from './settings.ts'

/**
 * The store's figures are read by nearly every page, so each process keeps them in memory until
 * the database says they changed (app/utils/data-changes.server.ts: every node hears it at commit;
 * without that feed, every call reads).
 * A change made here also clears this process's copy at once (`updateStoreSettings`).
 */
const kept = keptRead(() => readStoreSettings(getDb()), 'catalogue')

/** The store's figures (one row), read again only after a change. */
export function getStoreSettings(): Promise<StoreSettings> {
  return kept.get()
}

/** The store's figures read in a transaction's own connection (a query through getDb() must not run inside one: docs/architecture.md). */
export function getStoreSettingsIn(tx: Tx): Promise<StoreSettings> {
  return readStoreSettings(tx)
}

export function clearStoreSettingsCache() {
  kept.clear()
}

async function readStoreSettings(db: DbOrTx, options: { lock?: boolean } = {}): Promise<StoreSettings> {
  const query = db.select({ data: storeSettings.data }).from(storeSettings).where(eq(storeSettings.id, 1))
  const [row] = await (options.lock ? query.for('update') : query)
  return storeSettingsSchema.parse(row?.data ?? {})
}

/**
 * Replaces the store's figures with `next` (or what `next` makes of the current ones), validated
 * again by the settings' schema, and answers what they were and are; nothing is written when they
 * are the same. The row is locked first, so two admins saving at once write one after the other and
 * each `before` is what that save replaced. Joins the caller's transaction when given
 * one (decision 007: the admin writes its audit row in it); the caller then calls
 * `clearStoreSettingsCache()` after its commit, since a page read between this write and the commit
 * would cache the old figures again.
 */
export async function updateStoreSettings(next: StoreSettings | ((current: StoreSettings) => StoreSettings), tx?: Tx): Promise<{ before: StoreSettings; after: StoreSettings }> {
  if (!tx) {
    const result = await getDb().transaction((own) => updateStoreSettings(next, own))
    clearStoreSettingsCache()
    return result
  }
  const before = await readStoreSettings(tx, { lock: true })
  const after = storeSettingsSchema.parse(typeof next === 'function' ? next(structuredClone(before)) : next)
  if (JSON.stringify(after) === JSON.stringify(before)) return { before, after }
  await tx
    .insert(storeSettings)
    .values({ id: 1, data: after, updatedAt: new Date() })
    .onConflictDoUpdate({ target: storeSettings.id, set: { data: after, updatedAt: new Date() } })
  clearStoreSettingsCache()
  return { before, after }
}
