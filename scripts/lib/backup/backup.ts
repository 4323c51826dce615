import { existsSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { openDatabase } from '#app/utils/db.server.ts'
import { DataDirInUseError, type DataDirOwner, requestDataDirDump } from '#app/utils/embedded-db-owner.server.ts'
import { BackupError, backupPath, type BackupKind, writeAtomically } from './files.ts'
import { libpqConnection, requirePgTool, runPgTool, serverMajor } from './pg-tools.ts'
import { databaseOf } from './server-databases.ts'

/** Where the shop's database is: a PostgreSQL server (DATABASE_URL) or the embedded one's folder. */
export type DatabaseLocation = { url?: string; dataDir: string }

export type BackupResult = {
  file: string
  bytes: number
  kind: BackupKind
  /** The database backed up, in words. */
  source: string
  /** The embedded database was copied by the running shop that holds it. */
  servedBy?: DataDirOwner
}

/**
 * Writes one file holding the whole database, consistent as of one instant, while the shop runs:
 * pg_dump's custom format from a server, the embedded database's folder as a gzipped tar
 * (docs/decisions/010-backups.md). `out`: a file, a folder, or nothing for var/backups/.
 */
export async function backupDatabase(location: DatabaseLocation, out?: string): Promise<BackupResult> {
  return location.url ? backupServer(location.url, out) : backupEmbedded(location.dataDir, out)
}

async function backupServer(url: string, out: string | undefined): Promise<BackupResult> {
  const major = await serverMajor(url)
  const pgDump = await requirePgTool('pg_dump', major)
  const file = backupPath('postgres', out)
  const { dbname, env } = libpqConnection(url)
  // pg_dump reads everything in one snapshot (a repeatable-read transaction): the shop keeps serving.
  const bytes = await writeAtomically(file, (partial) => runPgTool(pgDump, ['--format=custom', '--lock-wait-timeout=60000', '--file', partial, '--dbname', dbname], env))
  return { file, bytes, kind: 'postgres', source: `the database ${databaseOf(url)} on ${new URL(url).host} (PostgreSQL ${major})` }
}

async function backupEmbedded(dataDir: string, out: string | undefined): Promise<BackupResult> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) throw new BackupError(`No embedded database in ${dataDir} (DATA_DIR): nothing to back up`)
  const file = backupPath('pglite', out)
  let servedBy: DataDirOwner | undefined
  const bytes = await writeAtomically(file, async (partial) => {
    const copy = await copyEmbedded(dataDir)
    servedBy = copy.servedBy
    writeFileSync(partial, copy.bytes)
  })
  return { file, bytes, kind: 'pglite', source: `the embedded database in ${dataDir}`, servedBy }
}

/**
 * The running shop holds the folder and is the only one that may read it: it is asked for the
 * copy. With no shop running, the folder is opened here, for the few seconds the copy takes (a
 * shop started meanwhile is refused, naming this process).
 */
async function copyEmbedded(dataDir: string): Promise<{ bytes: Buffer; servedBy?: DataDirOwner }> {
  for (let attempt = 0; attempt < 2; attempt++) {
    const served = await requestDataDirDump(dataDir).catch(refusal)
    if (served) return { bytes: served.bytes, servedBy: served.owner }
    let handle: Awaited<ReturnType<typeof openDatabase>>
    try {
      handle = await openDatabase({ dataDir })
    } catch (error) {
      if (error instanceof DataDirInUseError) continue // a shop started just now: ask it
      throw error
    }
    try {
      return { bytes: await handle.snapshot!() }
    } finally {
      await handle.close()
    }
  }
  throw new BackupError(`${dataDir} changed hands twice while the backup started: try again`)
}

function refusal(error: unknown): never {
  if (error instanceof DataDirInUseError) throw new BackupError(`${error.message}: try again when it is done`)
  throw error
}
