import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from '#db/schema/index.ts'
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

type Handle = { db: Db; close: () => Promise<void>; migrate: () => Promise<void>; listen: Listen; kind: 'pglite' | 'postgres' }

const migrationsFolder = path.resolve(import.meta.dirname, '../../db/migrations')

/**
 * One client factory: node-postgres when DATABASE_URL is set, embedded PGlite otherwise.
 * Both speak PostgreSQL, so one schema and one set of migrations serve both.
 */
export async function openDatabase(options: { url?: string; dataDir?: string; loadDataDir?: Blob } = {}): Promise<Handle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: getEnv().DATABASE_POOL_MAX })
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
  const client = new PGlite({ dataDir: options.dataDir, loadDataDir: options.loadDataDir })
  await client.waitReady
  const db = drizzlePglite(client, { schema })
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process owns the embedded database: its notices arrive on the same connection, at commit.
    listen: async (channel, onNotice, onLive) => {
      const stop = await client.listen(channel, onNotice)
      onLive(true)
      return async () => {
        onLive(false)
        if (!client.closed) await stop()
      }
    },
  }
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

export function getDatabaseHandle() {
  return slot.__gemelaDb
}
