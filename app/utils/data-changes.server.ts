/**
 * What the storefront shows changes when the catalogue, the fabrics' availability or the store
 * settings change. The database says so itself: row triggers on those tables call
 * `pg_notify('gemela_storefront', <table>)` (migrations 0018, 0019), delivered at commit to every
 * process that listens — this one and any other shop node on the same PostgreSQL server. Each notice
 * bumps the process's data version; the page cache (server/page-cache.ts) and the in-memory reads
 * (the store settings, the catalogue outline) drop what they kept under an older version
 * (docs/architecture.md, "Caches").
 *
 * Two versions, because every order changes the fabrics' availability (a lock, metres taken) and
 * nothing else a visitor sees: the **catalogue** version moves with names, prices, drawings, offers,
 * parts, sizes and settings (and with a fabric's stock reaching or leaving zero, which changes the
 * cards); the **availability** version moves with every change, those included. What shows locks or
 * metres (the design tool's fabric list, a fabric's page) follows availability; the rest follows the
 * catalogue and is kept across orders.
 *
 * While the listening connection is down, no one can tell whether data changed: `dataVersion()` is
 * then null and the caches serve nothing from memory; when it is back, the version is bumped (a
 * change may have been missed meanwhile).
 */

export const storefrontChannel = 'gemela_storefront'

/** Which changes a kept value follows: the catalogue's only, or also the fabrics' availability (every order). */
export type DataScope = 'catalogue' | 'availability'

/** Notices that change only the fabrics' availability (0019's 'fabric_stock': metres moved, not to or from zero). */
const availabilityOnly = new Set(['fabric_locks', 'fabric_stock'])

type Feed = { version: number; catalogueVersion: number; live: boolean; listeners: Set<(table: string | null) => void> }

// On globalThis, like the database handle: the HTTP host and the app's server bundle each load
// their own copy of this module, and both must see one version.
const slot = globalThis as typeof globalThis & { __gemelaDataFeed?: Feed }
const feed: Feed = (slot.__gemelaDataFeed ??= { version: 0, catalogueVersion: 0, live: false, listeners: new Set() })

/**
 * The version of the storefront's data in this process, or null when changes cannot be followed.
 * `scope` 'availability' (the default, the safe one) moves with every change; 'catalogue' stays put
 * when only the fabrics' availability changed.
 */
export function dataVersion(scope: DataScope = 'availability'): number | null {
  if (!feed.live) return null
  return scope === 'catalogue' ? feed.catalogueVersion : feed.version
}

/** Calls `listener` after every change (with the changed table, or null when changes may have been missed). */
export function onDataChange(listener: (table: string | null) => void): () => void {
  feed.listeners.add(listener)
  return () => feed.listeners.delete(listener)
}

/** A change was committed (or may have been): bump the version, tell the in-memory reads. */
export function noteDataChange(table: string | null) {
  feed.version++
  if (table === null || !availabilityOnly.has(table)) feed.catalogueVersion++
  for (const listener of feed.listeners) listener(table)
}

/** Whether the listening connection is up: while it is not, dataVersion() is null. */
export function setDataFeedLive(live: boolean) {
  if (live === feed.live) return
  feed.live = live
  // Back after a gap (or first start): whatever was kept may be older than the database.
  noteDataChange(null)
}

/**
 * A read of the storefront's data kept in memory until that data changes; callers arriving while
 * it is read share the one read. Without the change feed (tests that open no listener, a dropped
 * connection) nothing is kept: every call reads. `scope`: which changes drop it (a read that shows
 * no lock and no metres says 'catalogue' and is kept across orders).
 */
export function keptRead<T>(read: () => Promise<T>, scope: DataScope = 'availability') {
  let kept: { value: T; version: number } | undefined
  let loading: { promise: Promise<T>; version: number } | undefined
  return {
    get(): Promise<T> {
      const version = dataVersion(scope)
      if (version === null) return read()
      if (kept?.version === version) return Promise.resolve(kept.value)
      if (loading?.version === version) return loading.promise
      const current: { promise: Promise<T>; version: number } = {
        version,
        promise: read().then(
          (value) => {
            // Kept under the version it was read at: a change committed meanwhile makes it stale at once.
            if (loading === current) {
              kept = { value, version }
              loading = undefined
            }
            return value
          },
          (error: unknown) => {
            if (loading === current) loading = undefined
            throw error
          },
        ),
      }
      loading = current
      return current.promise
    },
    clear() {
      kept = undefined
      loading = undefined
    },
  }
}

/**
 * keptRead for a read with arguments (an id, a language): one kept value per distinct `keyOf(args)`,
 * all dropped together when the storefront's data changes. At most `maxKeys` are kept; past that the
 * lot is dropped and filled again (ids a client makes up cannot grow it without bound).
 */
export function keptReadsBy<A extends unknown[], T>(read: (...args: A) => Promise<T>, options: { maxKeys?: number; keyOf?: (...args: A) => string; scope?: DataScope } = {}) {
  const { maxKeys = 1_000, keyOf = (...args: A) => JSON.stringify(args), scope = 'availability' } = options
  const entries = new Map<string, ReturnType<typeof keptRead<T>>>()
  let version: number | null = null
  return (...args: A): Promise<T> => {
    const current = dataVersion(scope)
    if (current === null) return read(...args)
    // A new version drops every entry at once (and the Map with them), not one by one as they are asked.
    if (current !== version) {
      entries.clear()
      version = current
    }
    const key = keyOf(...args)
    let entry = entries.get(key)
    if (!entry) {
      if (entries.size >= maxKeys) entries.clear()
      entry = keptRead(() => read(...args), scope)
      entries.set(key, entry)
    }
    return entry.get()
  }
}
