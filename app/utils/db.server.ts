import { existsSync, mkdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import * as schema from '#db/schema/index.ts'
import { claimDataDir } from './embedded-db-owner.server.ts'
import { getEnv } from './env.server.ts'

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>

/** A transaction: what `getDb().transaction(async (tx) => …)` hands its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Where a module function runs its queries: the database, or the transaction its caller opened, so
 * one transaction can span modules (docs/decisions/007-module-tables-and-transactions.md).
 */
export type DbOrTx = Db | Tx

/**
 * Follows a notification channel: `onNotice` for each NOTIFY committed on it, `onLive` when the
 * listening connection comes up or goes down (node-postgres reconnects by itself). Returns the stop.
 */
type Listen = (channel: string, onNotice: (payload: string) => void, onLive: (live: boolean) => void) => Promise<() => Promise<void>>

type Handle = {
  db: Db
  close: () => Promise<void>
  migrate: () => Promise<void>
  listen: Listen
  kind: 'pglite' | 'postgres'
  /** The embedded database only: a consistent copy of its folder, a gzipped tar (decision 010). */
  snapshot?: () => Promise<Buffer>
}

const gzipAsync = promisify(gzip)

/**
 * db/migrations in the project, found from this file's folder upwards: app/utils/ when run from the
 * sources, build/host/chunks/ when run from the compiled server (scripts/build-host.ts).
 */
function findMigrationsFolder(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'db/migrations')
    if (existsSync(path.join(candidate, 'meta/_journal.json'))) return candidate
    if (path.dirname(dir) === dir) throw new Error('db/migrations not found above ' + import.meta.dirname)
  }
}
const migrationsFolder = findMigrationsFolder()

/** Migrations this build knows that the database has not applied yet (0 when up to date), for /readyz. */
export async function pendingMigrations(db: Db): Promise<number> {
  const known = (JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
  const rows = (result as unknown as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[])
  return known - (rows[0]?.n ?? 0)
}

/**
 * One client factory: node-postgres when DATABASE_URL is set, embedded PGlite otherwise.
 * Both speak PostgreSQL, so one schema and one set of migrations serve both.
 */
export async function openDatabase(options: { url?: string; dataDir?: string; loadDataDir?: Blob } = {}): Promise<Handle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: getEnv().DATABASE_POOL_MAX })
    // An idle connection the server ended (a restart, a failover, `db:restore --force` swapping the
    // database) leaves the pool, which opens another for the next query; unheard, it would end the process.
    pool.on('error', () => undefined)
    const db = drizzlePg(pool, { schema }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      migrate: () => migrateOnServer(options.url!),
      listen: (channel, onNotice, onLive) => listenOnServer(options.url!, channel, onNotice, onLive),
    }
  }
  if (options.dataDir) mkdirSync(path.dirname(options.dataDir), { recursive: true })
  // One process at a time on a folder: a second one is refused, naming the holder (embedded-db-owner).
  let client: PGlite | undefined
  const snapshot = () => (client ? snapshotOf(client) : Promise.reject(new Error('it is still opening the database')))
  const claim = options.dataDir ? await claimDataDir(options.dataDir, snapshot) : undefined
  try {
    client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir })
    await client.waitReady
  } catch (error) {
    await claim?.release()
    throw error
  }
  const opened = client
  const db = drizzlePglite(opened, { schema })
  return {
    db,
    kind: 'pglite',
    snapshot,
    close: async () => {
      await opened.close()
      await claim?.release()
    },
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process owns the embedded database: its notices arrive on the same connection, at commit.
    listen: async (channel, onNotice, onLive) => {
      const stop = await opened.listen(channel, onNotice)
      onLive(true)
      return async () => {
        onLive(false)
        if (!opened.closed) await stop()
      }
    },
  }
}

/**
 * The embedded database's folder as a gzipped tar. Taken inside a transaction of its own, so no
 * other is open meanwhile (PGlite runs them one at a time), right after a checkpoint has written
 * every committed change into the data files: the copy opens with nothing to replay. The shop's
 * queries wait while the folder is read (~1.5 s for the seeded shop's 43 MB on a busy 2-core
 * machine); it is compressed afterwards, off the main thread.
 */
async function snapshotOf(client: PGlite): Promise<Buffer> {
  const tar = await client.transaction(async (tx) => {
    await tx.query('checkpoint')
    return client.dumpDataDir('none')
  })
  return gzipAsync(Buffer.from(await tar.arrayBuffer()))
}

/**
 * The advisory lock every process takes before changing the schema or seeding (a bigint: "gemela"
 * in ASCII). Nodes starting together migrate one after the other; the second finds nothing to do.
 * `seedDatabase` takes it too, for its transaction (docs/deploy.md).
 */
export const SCHEMA_LOCK_KEY = 0x67656d656c61

/**
 * Migrates under SCHEMA_LOCK_KEY, on a connection of its own: the lock is the session's, so it
 * must not go back to the pool with it. Released after, or by the server if this process dies.
 */
async function migrateOnServer(url: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK_KEY])
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder })
    await client.query('select pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY])
  } finally {
    await client.end()
  }
}

/**
 * LISTEN on its own connection (a pooled one may be handed to anyone). When it drops (the server
 * restarts, the network breaks) `onLive(false)`, then a new connection every few seconds until one
 * holds, and `onLive(true)`.
 */
async function listenOnServer(url: string, channel: string, onNotice: (payload: string) => void, onLive: (live: boolean) => void) {
  let stopped = false
  let client: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined
  const quoted = `"${channel.replaceAll('"', '""')}"`
  async function connect() {
    const next = new pg.Client({ connectionString: url })
    next.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '')
    })
    next.on('error', () => undefined)
    next.on('end', () => {
      if (client !== next) return
      client = undefined
      onLive(false)
      if (!stopped) retry = setTimeout(() => void attempt(), 2_000)
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${quoted}`)
    } catch (error) {
      void next.end().catch(() => undefined)
      throw error
    }
    client = next
    onLive(true)
  }
  async function attempt() {
    try {
      await connect()
    } catch {
      if (!stopped) retry = setTimeout(() => void attempt(), 2_000)
    }
  }
  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    const current = client
    client = undefined
    onLive(false)
    await current?.end()
  }
}

// Kept on globalThis: the HTTP host (run by tsx) and the app's server bundle (built by Vite) each
// load their own copy of this module, and both must see the one database the host opened.
const slot = globalThis as typeof globalThis & { __gemelaDb?: Handle }

/** The process-wide database, opened by the server at start (or by a test's setup). */
export function setDatabase(handle: Handle | undefined) {
  slot.__gemelaDb = handle
}

export function getDb(): Db {
  if (!slot.__gemelaDb) throw new Error('Database not opened: call setDatabase() at start-up')
  return slot.__gemelaDb.db
}

/**
 * A query asked on every page (the basket's badge, the basket itself), built once per database
 * instead of per request: drizzle assembles its SQL once, and PostgreSQL parses and plans the named
 * statement once per connection (a pooler between the nodes and PostgreSQL must keep a connection's
 * prepared statements, as PgBouncer does from 1.21 with max_prepared_statements). `name` must be
 * unique across the app.
 */
export function prepared<Q>(name: string, build: (db: Db) => Q): Q {
  const db = getDb()
  let queries = preparedByDb.get(db)
  if (!queries) preparedByDb.set(db, (queries = new Map()))
  let query = queries.get(name) as Q | undefined
  if (query === undefined) queries.set(name, (query = build(db)))
  return query
}

const preparedByDb = new WeakMap<Db, Map<string, unknown>>()

export function getDatabaseHandle() {
  return slot.__gemelaDb
}
