import { execFile } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { eq, getTableColumns, getTableName, is, sql } from 'drizzle-orm'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { PgTable } from 'drizzle-orm/pg-core'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAddress } from '#app/modules/addresses/addresses.server.ts'
import { saveStockAdjustment } from '#app/modules/admin/stock-changes.server.ts'
import { placeOrder } from '#app/modules/checkout/place-order.server.ts'
import { defaultStoreSettings } from '#app/modules/store/settings.ts'
import { clearStoreSettingsCache } from '#app/modules/store/settings.server.ts'
import { resetAuth } from '#app/utils/auth.server.ts'
import { type Db, openDatabase, setDatabase } from '#app/utils/db.server.ts'
import * as schema from '#db/schema/index.ts'
import { seedDatabase } from '#db/seed/seed.ts'
import { type BackupResult, backupDatabase, type DatabaseLocation } from '../../scripts/lib/backup/backup.ts'
import { readBackupKind } from '../../scripts/lib/backup/files.ts'
import { restoreDatabase } from '../../scripts/lib/backup/restore.ts'
import { rowsOf } from '../../scripts/lib/backup/schema-level.ts'
import { withDatabase } from '../../scripts/lib/backup/server-databases.ts'
import { checkoutJourney } from '#tests/support/checkout-journey.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'
import { goldenPath, templateDatabase } from '#tests/setup/global-db.ts'

/**
 * `npm run db:backup` / `db:restore` (docs/decisions/010-backups.md): a shop with customers, orders
 * placed through the checkout and a changed catalogue is backed up while its database is open,
 * its data is changed and destroyed, and the restore must give back every row of every table —
 * orders with their items, customers, the catalogue — and the sequences' positions. The embedded
 * database always; a PostgreSQL server and the two crossings when DATABASE_URL is set (CI).
 */

type Kind = 'pglite' | 'postgres'
type Handle = Awaited<ReturnType<typeof openDatabase>>
type Snapshot = Record<string, string[]>

const serverUrl = process.env.DATABASE_URL
const kinds: Kind[] = serverUrl ? ['pglite', 'postgres'] : ['pglite']
const long = 240_000
const run = promisify(execFile)

// Short: the embedded database's lock socket lives beside its folder (embedded-db-owner.server.ts).
const work = mkdtempSync(path.join(os.tmpdir(), 'gm-bk-'))
const backups = path.join(work, 'backups')
const prefix = `gm_bk_${process.pid}_${randomBytes(3).toString('hex')}`
let places = 0

/** A place no database is in yet: a folder, or a database name on the server. */
function newLocation(kind: Kind): DatabaseLocation {
  places++
  return kind === 'pglite' ? { dataDir: path.join(work, `db${places}`) } : { url: withDatabase(serverUrl!, `${prefix}_${places}`), dataDir: '' }
}

async function onServer<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    return await work(admin)
  } finally {
    await admin.end()
  }
}

const databaseName = (location: DatabaseLocation) => new URL(location.url!).pathname.slice(1)

function open(location: DatabaseLocation): Promise<Handle> {
  return openDatabase(location.url ? { url: location.url } : { dataDir: location.dataDir })
}

/** A new shop of this kind, migrated and seeded (with `migrations`: only that many of them). */
async function newShop(kind: Kind, migrations?: number): Promise<{ location: DatabaseLocation; handle: Handle }> {
  const location = newLocation(kind)
  if (kind === 'postgres')
    await onServer((admin) => admin.query(migrations ? `create database ${databaseName(location)}` : `create database ${databaseName(location)} template ${templateDatabase}`))
  // The run's migrated, seeded dump (tests/setup/global-db.ts) spares the embedded one its initdb when present.
  const golden = kind === 'pglite' && !migrations && existsSync(goldenPath) ? new Blob([readFileSync(goldenPath)]) : undefined
  const handle = golden ? await openDatabase({ dataDir: location.dataDir, loadDataDir: golden }) : await open(location)
  if (migrations) {
    const migrationsFolder = olderMigrations(migrations)
    if (kind === 'pglite') await migratePglite(handle.db, { migrationsFolder })
    else await migratePg(handle.db as never, { migrationsFolder })
    await seedOlderSchema(handle.db)
  } else {
    await handle.migrate()
    await seedDatabase(handle.db)
  }
  return { location, handle }
}

/** The tables' columns this database has, as `table.column`. */
async function columnsOf(db: Db): Promise<Set<string>> {
  const rows = await rowsOf<{ name: string }>(db, sql`select table_name || '.' || column_name as name from information_schema.columns where table_schema = 'public'`)
  return new Set(rows.map((c) => c.name))
}

/**
 * Today's seed in an older schema, as a shop seeded then holds it: the seed writes every column the
 * schema has today, so the columns a later migration adds to a seeded table (0030's fabrics.width_cm)
 * are there only while it runs.
 */
async function seedOlderSchema(db: Db) {
  const has = await columnsOf(db)
  const missing = tables.flatMap((table) => {
    const name = getTableName(table)
    if (![...has].some((c) => c.startsWith(`${name}.`))) return []
    return Object.values(getTableColumns(table))
      .filter((column) => !has.has(`${name}.${column.name}`))
      .map((column) => ({ table: name, column: column.name, type: column.getSQLType() }))
  })
  for (const m of missing) await db.execute(sql.raw(`alter table "${m.table}" add column "${m.column}" ${m.type}`))
  await seedDatabase(db)
  for (const m of missing) await db.execute(sql.raw(`alter table "${m.table}" drop column "${m.column}"`))
}

/** A copy of db/migrations knowing only its first `count` migrations: the schema of an older shop. */
function olderMigrations(count: number): string {
  const folder = path.join(work, `migrations-${count}`)
  cpSync('db/migrations', folder, { recursive: true })
  const journalFile = path.join(folder, 'meta/_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] }
  journal.entries = journal.entries.slice(0, count)
  writeFileSync(journalFile, JSON.stringify(journal))
  return folder
}

const knownMigrations = (JSON.parse(readFileSync('db/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] }).entries.length

/** Customers, two orders (a guest's through the checkout's pages, a customer's through the checkout module) and an admin's stock count. */
async function fillShop(handle: Handle) {
  setDatabase(handle)
  resetAuth()
  clearStoreSettingsCache()
  const db = handle.db
  const ana = await createSignedInCustomer()
  await createSignedInCustomer()
  const added = await createAddress(ana.userId, {
    fullName: 'Ana Ruiz',
    phone: '+34 600 111 222',
    street: 'Calle Mayor 1',
    postalCode: '28013',
    city: 'Madrid',
    province: 'Madrid',
    country: 'España',
    makeDefault: true,
  })
  expect(added.ok).toBe(true)

  const journey = checkoutJourney(() => db)
  const guest = await journey.guestWithShirt('verde-primavera')
  expect((await journey.placeOrder(guest.cookie)).status).toBe(302)

  const { basketId } = await journey.guestWithShirt('vichy-cereza')
  const placed = await placeOrder({
    basketId,
    userId: ana.userId,
    email: ana.email,
    clientAddress: '192.0.2.10',
    locale: 'es',
    contact: { fullName: 'Ana Ruiz', phone: '+34 600 111 222', prefs: { whatsapp: false, email: true, sms: false } },
    address: { street: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', province: 'Madrid', country: 'España' },
    isGift: true,
    dedication: 'Para ti, con cariño — «Gemela»',
    shippingMethod: 'express',
    paymentMethod: 'transfer',
    giftCardId: null,
    idempotencyKey: `backup-${randomBytes(6).toString('hex')}`,
    settings: defaultStoreSettings(),
  })
  expect(placed.ok).toBe(true)

  const [fabric] = await db.select({ id: schema.fabrics.id }).from(schema.fabrics).where(eq(schema.fabrics.slug, 'lino-arena'))
  const counted = await saveStockAdjustment({ id: ana.userId, email: ana.email }, { fabricId: fabric!.id, mode: 'delta', metres: 2.5, reason: 'Rollo encontrado en el taller' })
  expect(counted.ok).toBe(true)
}

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable))

/**
 * Every row of every table of the schema (as JSON, sorted) and every sequence's position. Only the
 * columns the database has, and without empty (null) values: an older schema lacks the columns (or
 * tables) a later migration adds, and those are empty in the rows it found, so the two compare equal.
 */
async function snapshot(db: Db, within?: Set<string>): Promise<Snapshot> {
  const result: Snapshot = {}
  // `within`: only these columns (an older schema's, to compare its rows once migrated forward).
  const has = new Set([...(await columnsOf(db))].filter((c) => !within || within.has(c)))
  for (const table of tables) {
    const columns = Object.fromEntries(Object.entries(getTableColumns(table)).filter(([, c]) => has.has(`${getTableName(table)}.${c.name}`)))
    // A table a later migration adds is missing from an older schema: no rows, as it is empty once made.
    const rows = Object.keys(columns).length ? await db.select(columns).from(table) : []
    result[getTableName(table)] = rows.map((row) => JSON.stringify(Object.fromEntries(Object.entries(row).filter(([, v]) => v !== null)))).sort()
  }
  const sequences = await rowsOf<{ name: string }>(db, sql`select relname as name from pg_class where relkind = 'S' and relnamespace = 'public'::regnamespace order by 1`)
  for (const { name } of sequences) {
    const [position] = await rowsOf<{ last: string; called: boolean }>(db, sql.raw(`select last_value::text as last, is_called as called from public."${name}"`))
    result[`sequence ${name}`] = [JSON.stringify(position)]
  }
  return result
}

async function snapshotOf(location: DatabaseLocation): Promise<Snapshot> {
  const handle = await open(location)
  try {
    return await snapshot(handle.db)
  } finally {
    await handle.close()
  }
}

/** The restored database's snapshot, how many migrations it has run and how many of migration 0018's triggers it has. */
async function restoredState(location: DatabaseLocation, within?: Set<string>) {
  const handle = await open(location)
  try {
    const [row] = await rowsOf<{ migrations: number; triggers: number }>(
      handle.db,
      sql`select (select count(*)::int from drizzle.__drizzle_migrations) as migrations,
                 (select count(*)::int from pg_trigger where tgname like '%storefront_changed') as triggers`,
    )
    return { ...row!, snapshot: await snapshot(handle.db, within) }
  } finally {
    await handle.close()
  }
}

/** What a restore may leave behind besides the target and the database it kept: nothing. */
async function leftovers(): Promise<string[]> {
  const folders = readdirSync(work).filter((name) => name.includes('.restoring-'))
  const databases = serverUrl
    ? await onServer(async (admin) => (await admin.query<{ datname: string }>(`select datname from pg_database where datname like '%\\_restoring\\_%'`)).rows.map((r) => r.datname))
    : []
  return [...folders, ...databases.filter((name) => name.startsWith(prefix))]
}

/** The shop each kind starts from, filled, with its snapshot and the backup taken while it was open. */
const shops = new Map<Kind, { location: DatabaseLocation; handle: Handle; before: Snapshot; backup: BackupResult }>()

beforeAll(async () => {
  mkdirSync(backups, { recursive: true })
  for (const kind of kinds) {
    const { location, handle } = await newShop(kind)
    await fillShop(handle)
    const before = await snapshot(handle.db)
    const backup = await backupDatabase(location, path.join(backups, `live-${kind}${kind === 'pglite' ? '.tar.gz' : '.dump'}`))
    shops.set(kind, { location, handle, before, backup })
  }
}, long)

afterAll(async () => {
  for (const shop of shops.values()) await shop.handle.close().catch(() => undefined)
  setDatabase(undefined)
  if (serverUrl)
    await onServer(async (admin) => {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix])
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`)
    })
  rmSync(work, { recursive: true, force: true })
}, long)

describe.each(kinds)('backups of the %s database', (kind) => {
  it(
    'holds every order, customer and catalogue row, and --force restores them over changed data, keeping what it replaced',
    async () => {
      const shop = shops.get(kind)!
      const { before, backup } = shop
      // The shop was worth backing up: a restore that lost any of this would differ below.
      expect(before.orders).toHaveLength(2)
      expect(before.order_items).toHaveLength(2)
      expect(before.users!.length).toBeGreaterThanOrEqual(2)
      expect(before.addresses).toHaveLength(1)
      expect(before.fabric_stock_movements).toHaveLength(1)
      for (const catalogue of ['products', 'fabrics', 'parts', 'sizes', 'categories', 'fabric_locks']) expect(before[catalogue]!.length).toBeGreaterThan(0)
      expect(backup.bytes).toBeGreaterThan(10_000)
      expect(await readBackupKind(backup.file)).toBe(kind)
      // The open embedded database was copied by the process holding it (here, this one), not read behind its back.
      if (kind === 'pglite') expect(backup.servedBy?.pid).toBe(process.pid)

      const db = shop.handle.db
      await db.execute(sql`delete from invoices`)
      await db.execute(sql`delete from orders`)
      await db.execute(sql`delete from users`)
      await db.execute(sql`update fabrics set price_cents = price_cents + 100, stock_metres = 0`)
      await db.execute(sql`select nextval('order_number_seq')`)
      expect(await snapshot(db)).not.toEqual(before)

      if (kind === 'pglite') {
        // The running shop holds its folder: no restore under its feet.
        await expect(restoreDatabase(shop.location, backup.file, { force: true })).rejects.toThrow(/in use by process \d+ .*stop the shop, then restore/)
      }
      await shop.handle.close()
      await expect(restoreDatabase(shop.location, backup.file, { force: false })).rejects.toThrow(/already holds (a database|data): add --force/)

      const restored = await restoreDatabase(shop.location, backup.file, { force: true })
      expect(restored.migrations).toEqual({ applied: knownMigrations, known: knownMigrations })
      expect(await snapshotOf(shop.location)).toEqual(before)
      // What it replaced is kept, changed data and all.
      expect(restored.kept).toBeTruthy()
      const kept: DatabaseLocation = kind === 'pglite' ? { dataDir: restored.kept! } : { url: withDatabase(serverUrl!, restored.kept!), dataDir: '' }
      expect((await snapshotOf(kept)).orders).toEqual([])
      expect(await leftovers()).toEqual([])
    },
    long,
  )

  it(
    'restores into a new database without --force, and a restore that fails leaves it as it was',
    async () => {
      const { before, backup } = shops.get(kind)!
      const target = newLocation(kind)
      const fresh = await restoreDatabase(target, backup.file, { force: false })
      expect(fresh.kept).toBeUndefined()
      expect(await snapshotOf(target)).toEqual(before)

      // A backup cut short (a full disk, a copy interrupted): refused, and the target untouched.
      const bytes = readFileSync(backup.file)
      const broken = path.join(backups, `broken-${kind}${kind === 'pglite' ? '.tar.gz' : '.dump'}`)
      writeFileSync(broken, bytes.subarray(0, Math.floor(bytes.length * 0.6)))
      await expect(restoreDatabase(target, broken, { force: true })).rejects.toThrow(kind === 'pglite' ? /damaged or incomplete/ : /pg_restore failed/)
      expect(await snapshotOf(target)).toEqual(before)
      expect(await leftovers()).toEqual([])
    },
    long,
  )

  it(
    'copies the database as of one instant while writes go on',
    async () => {
      const { location, handle } = await newShop(kind)
      // One write after another, each committed before the next: a consistent copy holds writes 0…n-1, no gap.
      let written = 0
      let stop = false
      const key = (i: number) => createHash('sha256').update(`backup-${i}`).digest('hex')
      const writer = (async () => {
        while (!stop) {
          await handle.db.insert(schema.throttles).values({ key: key(written), count: written, windowStartedAt: new Date(), lastAt: new Date(), expiresAt: new Date() })
          written++
          await new Promise((resolve) => setImmediate(resolve)) // lets the backup's own work in
        }
      })()
      while (written < 20) await new Promise((resolve) => setTimeout(resolve, 10))
      const backup = await backupDatabase(location, path.join(backups, `during-writes-${kind}${kind === 'pglite' ? '.tar.gz' : '.dump'}`))
      const atEnd = written
      stop = true
      await writer
      await handle.close()

      const target = newLocation(kind)
      await restoreDatabase(target, backup.file, { force: false })
      const copy = await open(target)
      try {
        const [row] = await rowsOf<{ n: number; last: number }>(copy.db, sql`select count(*)::int as n, max(count)::int as last from throttles`)
        expect(row!.n).toBeGreaterThanOrEqual(20)
        expect(row!.n).toBeLessThanOrEqual(atEnd)
        expect(row!.last).toBe(row!.n - 1)
      } finally {
        await copy.close()
      }
    },
    long,
  )

  it(
    'restores a backup of an older schema and migrates it forward',
    async () => {
      const older = await newShop(kind, knownMigrations - 1)
      const before = await snapshot(older.handle.db)
      const olderColumns = await columnsOf(older.handle.db)
      expect(before.fabrics!.length).toBeGreaterThan(0)
      // The embedded one closed: the backup opens its folder itself.
      await older.handle.close()
      const backup = await backupDatabase(older.location, `${backups}/`)
      expect(path.basename(backup.file)).toMatch(kind === 'pglite' ? /^gemela-pglite-\d{8}T\d{6}Z\.tar\.gz$/ : /^gemela-postgres-\d{8}T\d{6}Z\.dump$/)
      expect(backup.servedBy).toBeUndefined()

      const target = newLocation(kind)
      const restored = await restoreDatabase(target, backup.file, { force: false })
      expect(restored.migrations).toEqual({ applied: knownMigrations - 1, known: knownMigrations })
      // Compared on the older schema's columns: a column a migration adds is filled by it (a default).
      const state = await restoredState(target, olderColumns)
      expect(state.migrations).toBe(knownMigrations)
      expect(state.triggers).toBeGreaterThan(0) // migration 0018's, absent from the backup
      // Migrating forward keeps every row and moves no sequence back; a migration may add rows of its own (0025 adds the skirts to a seeded catalogue).
      for (const [name, rows] of Object.entries(before)) {
        if (name.startsWith('sequence ')) expect(Number(JSON.parse(state.snapshot[name]![0]!).last), name).toBeGreaterThanOrEqual(Number(JSON.parse(rows[0]!).last))
        else expect(state.snapshot[name], name).toEqual(expect.arrayContaining(rows))
      }
    },
    long,
  )
})

describe.runIf(serverUrl)('backups across kinds', () => {
  it(
    "restores the embedded database's backup into a PostgreSQL server, row for row",
    async () => {
      const { before, backup } = shops.get('pglite')!
      const target = newLocation('postgres')
      await restoreDatabase(target, backup.file, { force: false })
      expect(await snapshotOf(target)).toEqual(before)
    },
    long,
  )

  it(
    "restores a PostgreSQL server's backup into an embedded database, row for row",
    async () => {
      const { before, backup } = shops.get('postgres')!
      const target = newLocation('pglite')
      await restoreDatabase(target, backup.file, { force: false })
      expect(await snapshotOf(target)).toEqual(before)
    },
    long,
  )
})

describe('the commands', () => {
  it(
    'print where the backup went and its size, and refuse in one line',
    async () => {
      const { location, handle } = await newShop('pglite')
      await handle.close()
      const { DATABASE_URL: _server, ...env }: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: location.dataDir }
      const tsx = ['--import', 'tsx']
      const made = await run(process.execPath, [...tsx, 'scripts/db-backup.ts', '--out', path.join(backups, 'cli.tar.gz')], { env })
      expect(made.stdout).toMatch(/^Backup written: .*cli\.tar\.gz \(\d+(\.\d)? MB\) — the embedded database in /)

      const refused = await run(process.execPath, [...tsx, 'scripts/db-restore.ts', path.join(backups, 'cli.tar.gz')], { env }).catch(
        (error: { code: number; stderr: string }) => error,
      )
      expect(refused).toMatchObject({ code: 1 })
      expect((refused as { stderr: string }).stderr.trim().split('\n')).toEqual([expect.stringMatching(/already holds a database: add --force to replace it/)])
    },
    long,
  )
})
