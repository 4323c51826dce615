/**
 * What the storefront shows changes when the catalogue, the fabrics' availability or the store
 * settings change. The database says so itself: row triggers on those tables call
 * `pg_notify('gemela_storefront', <table>)` (migrations 0018, 0019), delivered at commit to every
 * process that listens — this one and any other shop node on the same PostgreSQL server. Each notice
 * bumps the process's data version; the page cache (server/page-cache.ts) and the in-memory reads
 * (the store settings, the catalogue outline) drop what they kept under an older version
 * (docs/architecture.md, "Caches").
 *
 * Versions by what they follow, because every order changes the fabrics' availability (a lock, metres
 * taken) and nothing else a visitor sees:
 * - the **catalogue** version moves with names, prices, drawings, offers, parts, sizes and settings
 *   (and with a fabric's metres reaching or leaving zero, which changes the cards);
 * - the **availability** version moves with every change, those included — the safe default;
 * - a product's **locks** (`{ locksOfProduct }`: the catalogue's changes, a fabric's metres crossing what a
 *   garment needs, and that product's locks) and a fabric's **metres** (`{ stockOfFabric }`: the same, and
 *   that fabric's metres): an order announces 'fabric_locks:<product>' and 'fabric_stock:<fabric>'
 *   (migration 0019), so it makes stale only the design tool of the garment sold and the page of the
 *   fabric used, not every product's.
 * The home, the collection, the cards and the content pages follow the catalogue and are kept across orders.
 *
 * The same channel carries 'sessions' (migration 0020): a session or an account was changed or
 * removed (a sign-out, a revoked session, a role, a ban). It moves only the **sessions** version, which
 * the kept session look-ups follow (app/modules/accounts/session.server.ts); no page or read of the
 * storefront is dropped for it.
 *
 * While the listening connection is down, no one can tell whether data changed: `dataVersion()` is
 * then null and the caches serve nothing from memory; when it is back, the version is bumped (a
 * change may have been missed meanwhile).
 */

export const storefrontChannel = 'gemela_storefront'

/** Which changes a kept value follows (see above). */
export type DataScope = 'catalogue' | 'availability' | { locksOfProduct: number } | { stockOfFabric: number }

/** Notices that change only the fabrics' availability, for every product (a truncate of the locks, a garment's metres crossed). */
const availabilityOnly = new Set(['fabric_locks', 'fabric_stock', 'fabric_availability'])

type Feed = {
  version: number
  catalogueVersion: number
  /** Per 'fabric_locks:<product>' / 'fabric_stock:<fabric>': how many such notices were heard. */
  keyed: Map<string, number>
  /** All keyed notices heard: part of the 'availability' version. */
  keyedTotal: number
  /** 'sessions' notices heard (and gaps in the feed): what the kept session look-ups follow. */
  sessionsVersion: number
  live: boolean
  listeners: Set<(table: string | null) => void>
}

// On globalThis, like the database handle: the HTTP host and the app's server bundle each load
// their own copy of this module, and both must see one version.
const slot = globalThis as typeof globalThis & { __gemelaDataFeed?: Feed }
const feed: Feed = (slot.__gemelaDataFeed ??= { version: 0, catalogueVersion: 0, keyed: new Map(), keyedTotal: 0, sessionsVersion: 0, live: false, listeners: new Set() })

/**
 * The version of the storefront's data in this process, or null when changes cannot be followed.
 * `scope` 'availability' (the default, the safe one) moves with every change; 'catalogue' stays put
 * when only the fabrics' availability changed; a product's locks or a fabric's metres move with the
 * changes of everyone's availability and their own. Each only grows (a sum of counters that only grow).
 */
export function dataVersion(scope: DataScope = 'availability'): number | null {
  if (!feed.live) return null
  if (scope === 'catalogue') return feed.catalogueVersion
  if (scope === 'availability') return feed.version + feed.keyedTotal
  const key = 'locksOfProduct' in scope ? `fabric_locks:${scope.locksOfProduct}` : `fabric_stock:${scope.stockOfFabric}`
  return feed.version + (feed.keyed.get(key) ?? 0)
}

/** The version of the sessions and accounts in this process (it moves when one is changed or removed), or null when changes cannot be followed. */
export function sessionsVersion(): number | null {
  return feed.live ? feed.sessionsVersion : null
}

/** Calls `listener` after every change (with the changed table, or null when changes may have been missed). */
export function onDataChange(listener: (table: string | null) => void): () => void {
  feed.listeners.add(listener)
  return () => feed.listeners.delete(listener)
}

/** A change was committed (or may have been): bump the version, tell the in-memory reads. */
export function noteDataChange(notice: string | null) {
  const table = notice?.split(':')[0] ?? null
  if (table === 'sessions') {
    feed.sessionsVersion++
    return
  }
  if (table === null) feed.sessionsVersion++
  if (notice !== null && table !== notice) {
    // One product's locks or one fabric's metres: only what shows that one follows it.
    feed.keyed.set(notice, (feed.keyed.get(notice) ?? 0) + 1)
    feed.keyedTotal++
  } else {
    feed.version++
    if (table === null || !availabilityOnly.has(table)) feed.catalogueVersion++
  }
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
export function keptReadsBy<A extends unknown[], T>(
  read: (...args: A) => Promise<T>,
  options: { maxKeys?: number; keyOf?: (...args: A) => string; scope?: DataScope | ((...args: A) => DataScope) } = {},
) {
  const { maxKeys = 1_000, keyOf = (...args: A) => JSON.stringify(args), scope = 'availability' } = options
  const scopeOf = typeof scope === 'function' ? scope : () => scope
  const entries = new Map<string, ReturnType<typeof keptRead<T>>>()
  let catalogue: number | null = null
  return (...args: A): Promise<T> => {
    const entryScope = scopeOf(...args)
    if (dataVersion(entryScope) === null) return read(...args)
    // Each entry follows its own scope; a change of the catalogue, which every scope follows, drops
    // them all at once (and the Map with them), not one by one as they are asked.
    const current = dataVersion('catalogue')
    if (current !== catalogue) {
      entries.clear()
      catalogue = current
    }
    const key = keyOf(...args)
    let entry = entries.get(key)
    if (!entry) {
      if (entries.size >= maxKeys) entries.clear()
      entry = keptRead(() => read(...args), entryScope)
      entries.set(key, entry)
    }
    return entry.get()
  }
}
