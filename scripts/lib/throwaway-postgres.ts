/** A PostgreSQL server of its own for `npm run cluster`, its tests and benches, when DATABASE_URL names none. */
import { type ChildProcess, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { signalGroup, spawnLogged, tail, waitFor, waitForExit } from './processes.ts'

/** PostgreSQL's server binaries (initdb, postgres): PG_BIN, or Debian's newest /usr/lib/postgresql/<version>/bin. */
export function findPostgresBin(): string | null {
  if (process.env.PG_BIN) return existsSync(path.join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : null
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return null
  const versions = readdirSync(base)
    .filter((v) => /^\d+$/.test(v) && existsSync(path.join(base, v, 'bin/initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] ? path.join(base, versions[0], 'bin') : null
}

/** The same URL with another database name and, when given, an application_name (seen in pg_stat_activity). */
export function databaseUrlFor(url: string, database?: string, applicationName?: string): string {
  const u = new URL(url)
  if (database) u.pathname = `/${database}`
  if (applicationName && !u.searchParams.has('application_name')) u.searchParams.set('application_name', applicationName)
  return u.toString()
}

/** Who runs PostgreSQL's server programs: they refuse root, so as root the `postgres` account does. */
function postgresAccount(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' })
  const uid = id('-u')
  const gid = id('-g')
  if (uid.status !== 0 || gid.status !== 0) throw new Error('running as root, and there is no "postgres" account to run PostgreSQL with (apt-get install postgresql makes one)')
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
}

export type Database = { url: string; child?: ChildProcess; stop: () => Promise<void> }

/** A PostgreSQL server of its own in `dir`: initdb with a generated password, on 127.0.0.1:port only. */
export async function startThrowawayPostgres(wanted: string, port: number, slowFactor: number, logDir: string, track: (pid: number, marker: string) => void): Promise<Database> {
  const bin = findPostgresBin()
  if (!bin) throw new Error('PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): apt-get install postgresql, or give DATABASE_URL')
  const account = postgresAccount()
  rmSync(wanted, { recursive: true, force: true })
  mkdirSync(path.dirname(wanted), { recursive: true })
  // The postgres account must reach its folder: a checkout under /root is closed to it, /tmp is not.
  const reachable = !account || spawnSync('sh', ['-c', 'cd -- "$1"', 'sh', path.dirname(wanted)], { uid: account.uid, gid: account.gid }).status === 0
  const dir = reachable ? wanted : mkdtempSync(path.join(os.tmpdir(), 'gemela-cluster-pg-'))
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const password = randomBytes(18).toString('base64url')
  const pwfile = path.join(dir, 'pwfile')
  writeFileSync(pwfile, `${password}\n`, { mode: 0o600 })
  if (account) {
    chownSync(dir, account.uid, account.gid)
    chownSync(pwfile, account.uid, account.gid)
  }
  const data = path.join(dir, 'data')
  const init = spawnSync(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=scram-sha-256', `--pwfile=${pwfile}`, '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'], {
    encoding: 'utf8',
    uid: account?.uid,
    gid: account?.gid,
  })
  rmSync(pwfile, { force: true })
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`)
  const logFile = path.join(logDir, 'postgres.log')
  const child = spawnLogged(path.join(bin, 'postgres'), ['-D', data, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='], {
    logFile,
    uid: account?.uid,
    gid: account?.gid,
  })
  track(child.pid!, data)
  const server = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`
  const exited = () => (child.exitCode !== null ? `exited (${child.exitCode}): ${tail(logFile, 5)}` : null)
  await waitFor('PostgreSQL', 30_000 * slowFactor, () => queryOnce(server, 'select 1').then(() => true), exited)
  await queryOnce(server, 'create database gemela')
  return {
    url: databaseUrlFor(server, 'gemela'),
    child,
    stop: async () => {
      signalGroup(child, 'SIGINT') // fast shutdown: the throwaway data is removed after
      await waitForExit(child, 15_000)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** One statement on its own connection (the server's admin work: create, drop, a version). */
export async function queryOnce(url: string, text: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await client.query(text)
  } finally {
    await client.end()
  }
}
