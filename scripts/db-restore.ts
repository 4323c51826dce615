/**
 * `npm run db:restore -- <file> [--force]`: restores a backup made by `npm run db:backup` (either
 * kind) into the configured database — DATABASE_URL's, or the embedded one in DATA_DIR — and
 * migrates it forward. It is built beside the target and swapped in at the end: a failure leaves the
 * target as it was. A target holding data is replaced only with --force, and kept under another
 * name. docs/decisions/010-backups.md says how and why.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { getEnv } from '#app/utils/env.server.ts'
import { DataDirInUseError } from '#app/utils/embedded-db-owner.server.ts'
import { BackupError } from './lib/backup/files.ts'
import { restoreDatabase } from './lib/backup/restore.ts'

const root = path.resolve(import.meta.dirname, '..')
// The same configuration as `npm start`: a local .env, the real environment winning over it.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'))

const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean', default: false } } })
if (positionals.length !== 1) {
  console.error('Usage: npm run db:restore -- <backup file> [--force]')
  process.exit(2)
}
const env = getEnv()
try {
  const result = await restoreDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR }, positionals[0]!, { force: values.force })
  const { applied, known } = result.migrations
  const forward = applied < known ? `, migrated forward from ${applied} to ${known} migrations` : ''
  console.log(`Restored ${positionals[0]} (${result.kind === 'pglite' ? 'an embedded database' : 'a PostgreSQL server'}'s backup) into ${result.target}${forward}.`)
  if (result.kept) console.log(`The database it replaced is kept as ${result.kept}: remove it once you no longer need it.`)
} catch (error) {
  const message = error instanceof Error ? error.message : String(error)
  console.error(error instanceof BackupError || error instanceof DataDirInUseError ? message : `Restore failed: ${message}`)
  process.exit(1)
}
