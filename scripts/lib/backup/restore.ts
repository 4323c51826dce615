import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { openDatabase } from '#app/utils/db.server.ts'
import { claimDataDir, DataDirInUseError } from '#app/utils/embedded-db-owner.server.ts'
import type { DatabaseLocation } from './backup.ts'
import { copyRows } from './copy-rows.ts'
import { runDumpScript } from './dump-script.ts'
import { BackupError, type BackupKind, readBackupKind, readEmbeddedBackup, utcStamp } from './files.ts'
import { libpqConnection, requireNewestPgTool, requirePgTool, runPgTool, serverMajor, streamPgTool } from './pg-tools.ts'
import { checkSchemaLevel } from './schema-level.ts'
import { createDatabase, databaseOf, databaseState, dropDatabase, swapDatabases, withDatabase, withMaintenance } from './server-databases.ts'

export type RestoreResult = {
  kind: BackupKind
  /** The database restored into, in words. */
  target: string
  /** Where the database it replaced is kept (a folder or a database name). */
  kept?: string
  /** Migrations the backup had, and how many this code has (the rest ran after the restore). */
  migrations: { applied: number; known: number }
}

/**
 * Restores a backup into the configured database. It is built beside the target (a new database on
 * the server, a new folder for the embedded one), migrated forward, checked, and only then put in
 * the target's place; the target is kept under another name. Whatever fails before that swap
 * leaves the target as it was. A target that holds data is replaced only with `force`.
 * Backups of either kind restore into either kind (decision 010).
 */
export async function restoreDatabase(location: DatabaseLocation, file: string, options: { force: boolean }): Promise<RestoreResult> {
  const kind = await readBackupKind(file)
  return location.url ? restoreServer(location.url, file, kind, options.force) : restoreEmbedded(location.dataDir, file, kind, options.force)
}

async function restoreEmbedded(dataDir: string, file: string, kind: BackupKind, force: boolean): Promise<RestoreResult> {
  let claim: Awaited<ReturnType<typeof claimDataDir>>
  try {
    // Held for the whole restore, serving no copies: a shop or a backup started meanwhile is refused.
    claim = await claimDataDir(dataDir)
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new BackupError(`${error.message}: stop the shop, then restore`)
    throw error
  }
  try {
    const exists = existsSync(dataDir) && readdirSync(dataDir).length > 0
    const stamp = utcStamp().toLowerCase()
    const kept = `${dataDir}.before-restore-${stamp}`
    if (exists && !force) throw new BackupError(`${dataDir} already holds a database: add --force to replace it (it will be kept as ${kept})`)
    const staging = `${dataDir}.restoring-${stamp}`
    rmSync(staging, { recursive: true, force: true })
    let migrations: RestoreResult['migrations']
    try {
      const handle = await openDatabase(kind === 'pglite' ? { dataDir: staging, loadDataDir: readEmbeddedBackup(file) } : { dataDir: staging })
      try {
        if (kind === 'postgres') await loadArchive(handle, file)
        migrations = await checkSchemaLevel(handle.db)
        await handle.migrate()
      } finally {
        await handle.close()
      }
    } catch (error) {
      rmSync(staging, { recursive: true, force: true })
      throw error
    }
    if (exists) renameSync(dataDir, kept)
    try {
      renameSync(staging, dataDir)
    } catch (error) {
      if (exists) renameSync(kept, dataDir)
      throw error
    }
    return { kind, target: `the embedded database in ${dataDir}`, kept: exists ? kept : undefined, migrations }
  } finally {
    await claim.release()
  }
}

/** A server's archive into PGlite: pg_restore writes it as SQL, which PGlite runs (no server needed). */
async function loadArchive(handle: Awaited<ReturnType<typeof openDatabase>>, file: string) {
  const pgRestore = await requireNewestPgTool('pg_restore')
  const script = streamPgTool(pgRestore, ['--no-owner', '--no-acl', '--file=-', file])
  const client = (handle.db as unknown as { $client: Parameters<typeof runDumpScript>[0] }).$client
  try {
    await runDumpScript(client, script.stdout)
  } catch (error) {
    script.stop()
    throw error
  }
  await script.done
}

async function restoreServer(url: string, file: string, kind: BackupKind, force: boolean): Promise<RestoreResult> {
  const target = databaseOf(url)
  const stamp = utcStamp().toLowerCase()
  // Database names are cut at 63 bytes: keep the suffixes whole.
  const staging = `${target.slice(0, 30)}_restoring_${stamp}`
  const kept = `${target.slice(0, 30)}_before_restore_${stamp}`
  const stagingUrl = withDatabase(url, staging)
  return withMaintenance(url, async (admin) => {
    const state = await databaseState(admin, url, target)
    if (state === 'data' && !force) throw new BackupError(`The database ${target} already holds data: add --force to replace it (it will be kept as ${kept})`)
    await createDatabase(admin, staging)
    let migrations: RestoreResult['migrations']
    try {
      migrations = kind === 'postgres' ? await restoreArchive(stagingUrl, file) : await copyEmbeddedBackup(stagingUrl, file)
    } catch (error) {
      await dropDatabase(admin, staging)
      throw error
    }
    // With --force the shop's sessions on the old database are ended; its pools reconnect to the new one.
    await swapDatabases(admin, { target, staging, kept, targetExists: state !== 'missing', endSessions: force })
    if (state === 'empty') await dropDatabase(admin, kept) // it held nothing worth keeping
    return { kind, target: `the database ${target} on ${new URL(url).host}`, kept: state === 'data' ? kept : undefined, migrations }
  })
}

/** A server's archive into a new database on a server: pg_restore of the server's own version. */
async function restoreArchive(stagingUrl: string, file: string): Promise<RestoreResult['migrations']> {
  const pgRestore = await requirePgTool('pg_restore', await serverMajor(stagingUrl))
  const { dbname, env } = libpqConnection(stagingUrl)
  await runPgTool(pgRestore, ['--no-owner', '--no-acl', '--exit-on-error', '--dbname', dbname, file], env)
  const handle = await openDatabase({ url: stagingUrl })
  try {
    const migrations = await checkSchemaLevel(handle.db)
    await handle.migrate()
    return migrations
  } finally {
    await handle.close()
  }
}

/**
 * The embedded database's folder into a server: opened in memory here, migrated forward, and its
 * rows copied into the new database, migrated to the same schema (copy-rows.ts).
 */
async function copyEmbeddedBackup(stagingUrl: string, file: string): Promise<RestoreResult['migrations']> {
  const source = await openDatabase({ loadDataDir: readEmbeddedBackup(file) })
  try {
    const migrations = await checkSchemaLevel(source.db)
    await source.migrate()
    const target = await openDatabase({ url: stagingUrl })
    try {
      await target.migrate()
      await copyRows(source.db, target.db)
    } finally {
      await target.close()
    }
    return migrations
  } finally {
    await source.close()
  }
}
