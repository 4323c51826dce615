import { execFile, spawn, type ChildProcessByStdio } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { promisify } from 'node:util'
import pg from 'pg'
import { BackupError } from './files.ts'

/**
 * PostgreSQL's own client programs (pg_dump, pg_restore), found where Debian installs them
 * (/usr/lib/postgresql/<major>/bin) or on PATH, and run without the password on their command line.
 */

export type PgTool = 'pg_dump' | 'pg_restore'
export type FoundTool = { path: string; major: number }

const run = promisify(execFile)

async function majorOf(binary: string): Promise<number | null> {
  try {
    const { stdout } = await run(binary, ['--version'])
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout)
    return match ? Number(match[1]) : null
  } catch {
    return null
  }
}

/** Every copy of the tool on this machine with its major version, newest first. */
export async function listPgTools(tool: PgTool): Promise<FoundTool[]> {
  const candidates = new Set<string>()
  const debian = '/usr/lib/postgresql'
  if (existsSync(debian)) for (const version of readdirSync(debian)) candidates.add(path.join(debian, version, 'bin', tool))
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) if (dir) candidates.add(path.join(dir, tool))
  const found: FoundTool[] = []
  for (const candidate of candidates) {
    if (!existsSync(candidate)) continue
    const major = await majorOf(candidate)
    if (major !== null && !found.some((f) => f.major === major)) found.push({ path: candidate, major })
  }
  return found.sort((a, b) => b.major - a.major)
}

function installHint(tool: PgTool, major: number) {
  return `${tool} ${major} not found (looked in /usr/lib/postgresql/*/bin and PATH): install PostgreSQL ${major}'s client programs (Debian/Ubuntu: apt-get install postgresql-client-${major}, from apt.postgresql.org if your release lacks it) or put their folder on PATH`
}

/** The tool of exactly the server's major version: pg_dump and pg_restore speak its SQL. */
export async function requirePgTool(tool: PgTool, major: number): Promise<FoundTool> {
  const match = (await listPgTools(tool)).find((t) => t.major === major)
  if (!match) throw new BackupError(installHint(tool, major))
  return match
}

/** The newest copy of the tool: it reads archives of every older version. */
export async function requireNewestPgTool(tool: PgTool): Promise<FoundTool> {
  const [newest] = await listPgTools(tool)
  if (!newest)
    throw new BackupError(
      `${tool} not found (looked in /usr/lib/postgresql/*/bin and PATH): install PostgreSQL's client programs (Debian/Ubuntu: apt-get install postgresql-client)`,
    )
  return newest
}

export async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ server_version_num: string }>('show server_version_num')
    return Math.floor(Number(rows[0]!.server_version_num) / 10_000)
  } finally {
    await client.end()
  }
}

/**
 * The connection for a libpq program: the URL without its password (which other users could read
 * in the process list) as --dbname, the password in PGPASSWORD.
 */
export function libpqConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url)
  const password = decodeURIComponent(u.password)
  u.password = ''
  const env: NodeJS.ProcessEnv = { ...process.env }
  if (password) env.PGPASSWORD = password
  return { dbname: u.toString(), env }
}

/** Runs a tool to its end; its last line of error output becomes the message when it fails. */
export async function runPgTool(tool: FoundTool, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const child = spawn(tool.path, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
  const stderr = collect(child.stderr)
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('close', resolve)
  })
  if (code !== 0) throw new BackupError(`${path.basename(tool.path)} failed: ${lastLine(await stderr) || `exit code ${code}`}`)
}

/** Starts a tool whose output is read as it comes (pg_restore writing SQL to standard output). */
export function streamPgTool(tool: FoundTool, args: string[]): { stdout: Readable; done: Promise<void>; stop: () => void } {
  const child: ChildProcessByStdio<null, Readable, Readable> = spawn(tool.path, args, { stdio: ['ignore', 'pipe', 'pipe'] })
  const stderr = collect(child.stderr)
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', reject)
    child.once('close', (code) => {
      if (code === 0) resolve()
      else void stderr.then((text) => reject(new BackupError(`${path.basename(tool.path)} failed: ${lastLine(text) || `exit code ${code}`}`)))
    })
  })
  done.catch(() => undefined) // awaited by the caller; never an unhandled rejection when it stops early
  return { stdout: child.stdout, done, stop: () => child.kill() }
}

function collect(stream: Readable): Promise<string> {
  const chunks: Buffer[] = []
  stream.on('data', (chunk: Buffer) => chunks.push(chunk))
  return new Promise((resolve) => stream.once('close', () => resolve(Buffer.concat(chunks).toString('utf8'))))
}

function lastLine(text: string): string {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  return (lines.findLast((l) => /error/i.test(l)) ?? lines.at(-1) ?? '').replace(/^pg_(dump|restore): (error: )?/, '')
}
