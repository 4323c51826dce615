import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { openDatabase } from '#app/utils/db.server.ts'
import { seedDatabase } from '#db/seed/seed.ts'

export const goldenPath = path.resolve('tests/.tmp/golden-pglite.tar.gz')
export const templateDatabase = 'gemela_test_template'

/**
 * Builds the database once per run: a migrated, seeded PGlite data dir (the "golden" dump every
 * test file loads in ~0.7 s), or, with DATABASE_URL, a template database on the real server.
 */
export default async function setup() {
  const url = process.env.DATABASE_URL
  if (url) {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`drop database if exists ${templateDatabase} with (force)`)
    await admin.query(`create database ${templateDatabase}`)
    await admin.end()
    const handle = await openDatabase({ url: withDatabase(url, templateDatabase) })
    await handle.migrate()
    await seedDatabase(handle.db)
    await handle.close()
    return
  }
  const handle = await openDatabase({})
  await handle.migrate()
  await seedDatabase(handle.db)
  const client = (handle.db as unknown as { $client: { dumpDataDir: (c: 'gzip') => Promise<Blob> } }).$client
  const dump = await client.dumpDataDir('gzip')
  mkdirSync(path.dirname(goldenPath), { recursive: true })
  writeFileSync(goldenPath, Buffer.from(await dump.arrayBuffer()))
  await handle.close()
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}
