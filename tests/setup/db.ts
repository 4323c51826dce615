import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, beforeEach } from 'vitest'
import { resetAuth } from '#app/utils/auth.server.ts'
import { type Db, getDatabaseHandle, openDatabase, setDatabase } from '#app/utils/db.server.ts'
import { clearStoreSettingsCache } from '#app/modules/store/settings.server.ts'
import { seedDatabase } from '#db/seed/seed.ts'
import { goldenPath, templateDatabase, withDatabase } from './global-db.ts'

/**
 * One database per test file, reset before each test: PGlite loaded from the golden dump, or a
 * copy of the template database when DATABASE_URL points at a real PostgreSQL server.
 */
export function useTestDatabase() {
  let dropName: string | undefined
  beforeAll(async () => {
    // The auth instance holds the database it was built with: rebuild it on this file's database.
    resetAuth()
    const url = process.env.DATABASE_URL
    if (url) {
      dropName = `gemela_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      await admin.query(`create database ${dropName} template ${templateDatabase}`)
      await admin.end()
      setDatabase(await openDatabase({ url: withDatabase(url, dropName) }))
    } else {
      const blob = new Blob([readFileSync(goldenPath)])
      setDatabase(await openDatabase({ loadDataDir: blob }))
    }
  })
  beforeEach(async () => {
    await resetDatabase(testDb())
    clearStoreSettingsCache()
  })
  afterAll(async () => {
    await getDatabaseHandle()?.close()
    setDatabase(undefined)
    if (dropName && process.env.DATABASE_URL) {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
      await admin.connect()
      await admin.query(`drop database if exists ${dropName} with (force)`)
      await admin.end()
    }
  })
  return { db: testDb }
}

export function testDb(): Db {
  const handle = getDatabaseHandle()
  if (!handle) throw new Error('useTestDatabase() was not called in this file')
  return handle.db
}

/** Empties every table and seeds again: each test starts from the same shop. */
export async function resetDatabase(db: Db) {
  const result = await db.execute<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`)
  const rows = (result as unknown as { rows: { tablename: string }[] }).rows ?? (result as unknown as { tablename: string }[])
  const tables = rows.map((r) => `"${r.tablename}"`)
  if (tables.length) await db.execute(sql.raw(`truncate ${tables.join(', ')} restart identity cascade`))
  await seedDatabase(db)
}
