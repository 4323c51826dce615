/**
 * `npm run db:backup [-- <file or folder>]` (or `--out <file>`): writes the whole database to one
 * file while the shop runs — pg_dump's custom format from DATABASE_URL's server, or the embedded
 * database's folder (DATA_DIR) as a gzipped tar — by default `var/backups/gemela-<kind>-<UTC time>.*`,
 * and prints where and how big. docs/decisions/010-backups.md says how and why.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { getEnv } from '#app/utils/env.server.ts'
import { DataDirInUseError } from '#app/utils/embedded-db-owner.server.ts'
import { backupDatabase } from './lib/backup/backup.ts'
import { BackupError, formatBytes, shownPath } from './lib/backup/files.ts'

const root = path.resolve(import.meta.dirname, '..')
// The same configuration as `npm start`: a local .env, the real environment winning over it.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'))

const { values, positionals } = parseArgs({ allowPositionals: true, options: { out: { type: 'string', short: 'o' } } })
if (positionals.length > 1 || (values.out && positionals.length)) {
  console.error('Usage: npm run db:backup [-- <file or folder>]   (or --out <file>)')
  process.exit(2)
}
const env = getEnv()
try {
  const result = await backupDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR }, values.out ?? positionals[0])
  const how = result.servedBy ? `, copied by the running shop (process ${result.servedBy.pid})` : ''
  console.log(`Backup written: ${shownPath(result.file)} (${formatBytes(result.bytes)}) — ${result.source}${how}`)
} catch (error) {
  const message = error instanceof Error ? error.message : String(error)
  console.error(error instanceof BackupError || error instanceof DataDirInUseError ? message : `Backup failed: ${message}`)
  process.exit(1)
}
