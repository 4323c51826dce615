import { readFileSync } from 'node:fs'
import path from 'node:path'
import { sql, type SQL } from 'drizzle-orm'
import type { DbOrTx } from '#app/utils/db.server.ts'
import { BackupError } from './files.ts'

const journalFile = path.resolve(import.meta.dirname, '../../../db/migrations/meta/_journal.json')

export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/**
 * Checks that a restored database is the shop's and not newer than this code: its migrations'
 * table must exist (drizzle.__drizzle_migrations), and none of its migrations may be later than
 * the newest this code has (the migrator would skip what it does not know and run the shop on a
 * schema it was not written for). Older is fine: the restore migrates it forward.
 */
export async function checkSchemaLevel(db: DbOrTx): Promise<{ applied: number; known: number }> {
  const [table] = await rowsOf<{ present: boolean }>(db, sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`)
  if (!table?.present) throw new BackupError('The backup holds no Gemela database (it has no table of migrations)')
  const applied = await rowsOf<{ created_at: string }>(db, sql`select created_at::text as created_at from drizzle.__drizzle_migrations`)
  const entries = (JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { when: number }[] }).entries
  const newestKnown = Math.max(...entries.map((e) => e.when))
  if (applied.some((m) => Number(m.created_at) > newestKnown))
    throw new BackupError('The backup comes from a newer version of the shop (its schema has migrations this code does not know): update the shop, then restore')
  return { applied: applied.length, known: entries.length }
}
