import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs'
import { open } from 'node:fs/promises'
import path from 'node:path'
import { gunzipSync, constants as zlib } from 'node:zlib'

/**
 * What a backup file is, told by its first bytes (docs/decisions/010-backups.md):
 * - `postgres`: pg_dump's custom format (starts with "PGDMP"), from a PostgreSQL server;
 * - `pglite`: a gzipped tar of the embedded database's folder (PGlite's `dumpDataDir`).
 */
export type BackupKind = 'postgres' | 'pglite'

/** A refusal or a failure the owner can act on: printed as one line, without a stack. */
export class BackupError extends Error {
  override name = 'BackupError'
}

export const defaultBackupDir = 'var/backups'

const extensions: Record<BackupKind, string> = { postgres: '.dump', pglite: '.tar.gz' }

/** 2026-03-01 09:05:07 UTC → 20260301T090507Z */
export function utcStamp(at = new Date()): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
}

/**
 * Where a backup goes: the path given, a file named after the kind and the time inside a folder
 * given (an existing one, or a path ending in /), or `var/backups/gemela-<kind>-<UTC time>.<ext>`.
 */
export function backupPath(kind: BackupKind, out: string | undefined, at = new Date()): string {
  const name = `gemela-${kind}-${utcStamp(at)}${extensions[kind]}`
  if (!out) return path.resolve(defaultBackupDir, name)
  const folder = out.endsWith('/') || (existsSync(out) && statSync(out).isDirectory())
  return folder ? path.resolve(out, name) : path.resolve(out)
}

/**
 * Writes through `<file>.partial` and renames at the end, so a backup that fails half-way never
 * leaves a file that looks complete. Refuses to overwrite an existing file. The file holds every
 * customer's data: readable by its owner only (a new folder too).
 */
export async function writeAtomically(file: string, write: (partial: string) => Promise<void>): Promise<number> {
  if (existsSync(file)) throw new BackupError(`${file} already exists: give another name`)
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  const partial = `${file}.partial`
  rmSync(partial, { force: true })
  try {
    await write(partial)
    chmodSync(partial, 0o600)
    renameSync(partial, file)
  } catch (error) {
    rmSync(partial, { force: true })
    throw error
  }
  return statSync(file).size
}

export async function readBackupKind(file: string): Promise<BackupKind> {
  if (!existsSync(file)) throw new BackupError(`No such backup: ${file}`)
  const handle = await open(file, 'r')
  const head = Buffer.alloc(64 * 1024)
  const { bytesRead } = await handle.read(head, 0, head.length, 0)
  await handle.close()
  const start = head.subarray(0, bytesRead)
  if (start.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres'
  if (start[0] === 0x1f && start[1] === 0x8b) {
    // The first tar header of the archive: "ustar" at byte 257.
    const tar = gunzipSync(start, { finishFlush: zlib.Z_SYNC_FLUSH })
    if (tar.subarray(257, 262).toString('latin1') === 'ustar') return 'pglite'
  }
  throw new BackupError(`${file} is not a Gemela backup: expected pg_dump's custom format (from a PostgreSQL server) or a gzipped tar of the embedded database`)
}

/** A path as the person at the terminal reads it best: relative when it is below here. */
export function shownPath(file: string): string {
  const relative = path.relative(process.cwd(), file)
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative
}

/**
 * An embedded database's backup, unpacked to the tar PGlite loads. Unpacked here first: a damaged or
 * cut-short file is refused before PGlite sees it (its own unpacking fails without saying so).
 */
export function readEmbeddedBackup(file: string): Blob {
  try {
    return new Blob([gunzipSync(readFileSync(file))])
  } catch (error) {
    throw new BackupError(`${file} is damaged or incomplete (${error instanceof Error ? error.message : String(error)}): nothing was changed`)
  }
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  const units = ['KB', 'MB', 'GB', 'TB']
  let value = bytes / 1024
  let unit = 0
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`
}
