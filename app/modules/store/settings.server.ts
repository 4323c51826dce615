import { eq } from 'drizzle-orm'
import { storeSettings } from '#db/schema/settings.ts'
import { getDb } from '#app/utils/db.server.ts'
import { type StoreSettings, storeSettingsSchema } from './settings.ts'

let cache: { value: StoreSettings; at: number } | undefined
const ttlMs = 5_000

/** The store's figures (one row), re-read at most every few seconds. */
export async function getStoreSettings(): Promise<StoreSettings> {
  if (cache && Date.now() - cache.at < ttlMs) return cache.value
  const [row] = await getDb().select({ data: storeSettings.data }).from(storeSettings).where(eq(storeSettings.id, 1))
  const value = storeSettingsSchema.parse(row?.data ?? {})
  cache = { value, at: Date.now() }
  return value
}

export function clearStoreSettingsCache() {
  cache = undefined
}
