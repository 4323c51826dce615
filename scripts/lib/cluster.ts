/**
 * The shop on several nodes, on this machine (docs/deploy.md): PostgreSQL (DATABASE_URL's server, or a
 * throwaway one made with initdb in `dir`), shop nodes started as `npm start` starts one (production
 * build, `build/host/main.js`) with their own PORT, and nginx on loopback in front of them, configured
 * from the real host's template (scripts/lib/nginx-site.ts). `npm run cluster` runs it; the cluster
 * tests (tests/cluster/) restart and kill its nodes.
 *
 * Every process is started in its own process group, so the terminal's Ctrl-C reaches only the
 * caller, which stops them in order: nginx, the nodes (SIGTERM: they drain), PostgreSQL.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chownSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { renderClusterNginx } from './nginx-site.ts'

export type ClusterOptions = {
  /** The repository (where the build and its sources are). */
  root: string
  /** Where the cluster keeps its state: the throwaway database, nginx's files, the logs. */
  dir: string
  /** nginx's port on 127.0.0.1. */
  port: number
  /** One shop node per port, on 127.0.0.1. */
  nodePorts: number[]
  /** A PostgreSQL server's database to use; without it a throwaway server is made in `dir`. */
  databaseUrl?: string
  /** The throwaway server's port. */
  pgPort?: number
  buildDir?: string
  /** Every wait (a node's start, PostgreSQL's) is stretched by this (tests/support/machine.ts). */
  slowFactor?: number
  /** More environment for the nodes. */
  env?: NodeJS.ProcessEnv
  log?: (line: string) => void
}

export type ClusterNode = {
  port: number
  url: string
  /** The running process's id (its process group's too). */
  readonly pid: number | undefined
  readonly running: boolean
  /** How its last run ended: the exit code, or null while it runs (or when a signal ended it). */
  readonly exitCode: number | null
  /** Starts it (with `env` on top of the cluster's) and waits until its /readyz answers 200 (migrated, warm). */
  start: (env?: NodeJS.ProcessEnv) => Promise<void>
  /** SIGTERM (it drains its requests and exits) and waits for the exit. */
  stop: () => Promise<void>
  /** SIGKILL: gone at once, in the middle of whatever it was doing. */
  kill: () => Promise<void>
  /** Called with the exit code when it ends without stop() or kill(). */
  onUnexpectedExit?: (code: number | null) => void
}

export type Cluster = {
  url: string
  /** The database the nodes share (without the nodes' application_name). */
  databaseUrl: string
  throwaway: boolean
  nodes: ClusterNode[]
  logDir: string
  stop: () => Promise<void>
}

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx', '/usr/local/nginx/sbin/nginx']

/** nginx's binary: NGINX_BIN, or where the distributions put it. */
export function findNginx(): string | null {
  if (process.env.NGINX_BIN) return existsSync(process.env.NGINX_BIN) ? process.env.NGINX_BIN : null
  return NGINX_CANDIDATES.find((candidate) => existsSync(candidate)) ?? null
}

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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The same URL with another database name and, when given, an application_name (seen in pg_stat_activity). */
export function databaseUrlFor(url: string, database?: string, applicationName?: string): string {
  const u = new URL(url)
  if (database) u.pathname = `/${database}`
  if (applicationName && !u.searchParams.has('application_name')) u.searchParams.set('application_name', applicationName)
  return u.toString()
}

function tail(file: string, lines = 20): string {
  if (!existsSync(file)) return ''
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')
}

/** Waits for `child` to exit; after `ms`, SIGKILLs its group and waits again. */
async function waitForExit(child: ChildProcess, ms: number): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), ms)
  try {
    return await exited
  } finally {
    clearTimeout(timer)
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (!child.pid) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // Already gone.
  }
}

/** Spawns in its own process group, stdout and stderr appended to `logFile`. */
function spawnLogged(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; logFile: string; uid?: number; gid?: number }): ChildProcess {
  const fd = openSync(options.logFile, 'a')
  if (options.uid !== undefined) chownSync(options.logFile, options.uid, options.gid ?? options.uid)
  try {
    return spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', fd, fd], detached: true, uid: options.uid, gid: options.gid })
  } finally {
    closeSync(fd)
  }
}

function commandLine(pid: number): string | null {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ')
  } catch {
    return null
  }
}

/**
 * What a previous run left behind when it was killed before it could stop them (its pids file):
 * ended now, if they are still the same programs (the marker is in their command line).
 */
function endLeftovers(pidsFile: string, log: (line: string) => void) {
  if (!existsSync(pidsFile)) return
  const left = JSON.parse(readFileSync(pidsFile, 'utf8')) as { pid: number; marker: string }[]
  for (const { pid, marker } of left) {
    // A throwaway server made in the temporary folder (as root): its data goes with it.
    const temporary = path.dirname(marker)
    if (path.dirname(temporary) === os.tmpdir() && path.basename(temporary).startsWith('gemela-cluster-pg-')) rmSync(temporary, { recursive: true, force: true })
    if (!commandLine(pid)?.includes(marker)) continue
    log(`Ending pid ${pid} left by an earlier run (${marker})`)
    try {
      process.kill(-pid, 'SIGKILL')
    } catch {
      try {
        process.kill(pid, 'SIGKILL')
      } catch {
        // Gone meanwhile.
      }
    }
  }
  rmSync(pidsFile, { force: true })
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

async function waitFor(what: string, ms: number, ready: () => Promise<boolean>, failed?: () => string | null) {
  const until = Date.now() + ms
  for (;;) {
    const reason = failed?.()
    if (reason) throw new Error(`${what}: ${reason}`)
    if (await ready().catch(() => false)) return
    if (Date.now() > until) throw new Error(`${what}: not ready after ${Math.round(ms / 1000)} s`)
    await sleep(200)
  }
}

type Database = { url: string; child?: ChildProcess; stop: () => Promise<void> }

/** A PostgreSQL server of its own in `dir`: initdb with a generated password, on 127.0.0.1:port only. */
async function startThrowawayPostgres(wanted: string, port: number, slowFactor: number, logDir: string, track: (pid: number, marker: string) => void): Promise<Database> {
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
  await waitFor('PostgreSQL', 30_000 * slowFactor, () => query(server, 'select 1').then(() => true), exited)
  await query(server, 'create database gemela')
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

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await client.query(text)
  } finally {
    await client.end()
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const log = options.log ?? console.info
  const slowFactor = options.slowFactor ?? 1
  const root = options.root
  const dir = path.resolve(root, options.dir)
  const logDir = path.join(dir, 'logs')
  const buildDir = options.buildDir ?? process.env.BUILD_DIR ?? 'build'
  const nginxBin = findNginx()
  if (!nginxBin) throw new Error('nginx is not installed (apt-get install nginx), or set NGINX_BIN')
  if (!existsSync(path.resolve(root, buildDir, 'host/main.js'))) throw new Error(`no production build in ${buildDir}: build it first (ensureBuild)`)
  mkdirSync(logDir, { recursive: true })
  const pidsFile = path.join(dir, 'pids.json')
  endLeftovers(pidsFile, log)
  const tracked = new Map<number, string>()
  const track = (pid: number, marker: string) => {
    tracked.set(pid, marker)
    writeFileSync(pidsFile, JSON.stringify([...tracked].map(([p, m]) => ({ pid: p, marker: m }))))
  }
  const untrack = (pid: number | undefined) => {
    if (pid === undefined) return
    tracked.delete(pid)
    writeFileSync(pidsFile, JSON.stringify([...tracked].map(([p, m]) => ({ pid: p, marker: m }))))
  }

  const stops: (() => Promise<void>)[] = []
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch((err: unknown) => log(`stopping: ${err instanceof Error ? err.message : String(err)}`))
    rmSync(pidsFile, { force: true })
  }
  try {
    let database: Database
    if (options.databaseUrl) {
      database = { url: options.databaseUrl, stop: async () => undefined }
    } else {
      database = await startThrowawayPostgres(path.join(dir, 'pg'), options.pgPort ?? 5439, slowFactor, logDir, track)
      stops.push(async () => {
        await database.stop()
        untrack(database.child?.pid)
      })
    }

    const url = `http://127.0.0.1:${options.port}`
    // Several nodes must sign and read the same sessions: one secret for all (kept for the next run).
    const secretFile = path.join(dir, 'auth-secret')
    if (!process.env.BETTER_AUTH_SECRET && !existsSync(secretFile)) writeFileSync(secretFile, randomBytes(32).toString('base64url'), { mode: 0o600 })
    const secret = process.env.BETTER_AUTH_SECRET ?? readFileSync(secretFile, 'utf8').trim()
    const nodeEnv = (port: number, env?: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
      ...process.env,
      // The nodes share this machine's cores: one shop process each (a node of its own machine runs
      // one per core, server/workers.ts).
      WORKERS: process.env.WORKERS ?? '1',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrlFor(database.url, undefined, `gemela-node-${port}`),
      // Only nginx, on loopback, may say who the client is.
      TRUST_PROXY: '127.0.0.1',
      APP_URL: process.env.APP_URL ?? url,
      BUILD_DIR: buildDir,
      BETTER_AUTH_SECRET: secret,
      // The throwaway demo takes the test card, as `npm start`'s embedded database does.
      ...(database.child && !process.env.PAYMENTS_TEST ? { PAYMENTS_TEST: '1' } : {}),
      ...options.env,
      ...env,
    })

    const nodes = options.nodePorts.map((port) => createNode(port))
    function createNode(port: number): ClusterNode {
      let child: ChildProcess | undefined
      let expected = false
      const logFile = path.join(logDir, `node-${port}.log`)
      const node: ClusterNode = {
        port,
        url: `http://127.0.0.1:${port}`,
        get pid() {
          return child?.pid
        },
        get running() {
          return !!child && child.exitCode === null && child.signalCode === null
        },
        get exitCode() {
          return child?.exitCode ?? null
        },
        async start(env?: NodeJS.ProcessEnv) {
          if (node.running) return
          expected = false
          // The compiled server itself, as systemd runs it (deploy/systemd): a kill reaches the shop, not a launcher.
          const main = path.join(root, buildDir, 'host/main.js')
          const started = spawnLogged(process.execPath, [main], { cwd: root, env: nodeEnv(port, env), logFile })
          child = started
          track(started.pid!, main)
          started.once('exit', (code) => {
            untrack(started.pid)
            if (!expected) node.onUnexpectedExit?.(code)
          })
          const exited = () => (started.exitCode !== null || started.signalCode !== null ? `exited (${started.exitCode ?? started.signalCode}); its log:\n${tail(logFile)}` : null)
          await waitFor(`shop node ${port}`, 120_000 * slowFactor, async () => (await fetch(`${node.url}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok, exited)
        },
        async stop() {
          if (!child) return
          expected = true
          signalGroup(child, 'SIGTERM')
          await waitForExit(child, 20_000 * slowFactor)
        },
        async kill() {
          if (!child) return
          expected = true
          signalGroup(child, 'SIGKILL')
          await waitForExit(child, 5_000)
        },
      }
      return node
    }
    stops.push(async () => {
      await Promise.all(nodes.map((node) => node.stop()))
    })
    // Together, as a deploy starts them: the advisory lock puts their migrations one after the other.
    await Promise.all(nodes.map((node) => node.start()))

    const nginxDir = path.join(dir, 'nginx')
    mkdirSync(path.join(nginxDir, 'tmp'), { recursive: true })
    const conf = path.join(nginxDir, 'nginx.conf')
    writeFileSync(
      conf,
      renderClusterNginx({
        dir: nginxDir,
        port: options.port,
        nodes: options.nodePorts.map((p) => `127.0.0.1:${p}`),
        clientDir: path.resolve(root, buildDir, 'client'),
        asRoot: process.getuid?.() === 0,
      }),
    )
    const nginxLog = path.join(logDir, 'nginx.log')
    const nginx = spawnLogged(nginxBin, ['-p', nginxDir, '-c', conf, '-e', path.join(nginxDir, 'error.log')], { logFile: nginxLog })
    track(nginx.pid!, conf)
    stops.push(async () => {
      signalGroup(nginx, 'SIGQUIT') // graceful: answers what it has started
      await waitForExit(nginx, 10_000)
      untrack(nginx.pid)
    })
    const nginxExited = () => (nginx.exitCode !== null ? `exited (${nginx.exitCode}): ${tail(nginxLog, 5)} ${tail(path.join(nginxDir, 'error.log'), 5)}` : null)
    await waitFor('nginx', 15_000 * slowFactor, async () => (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) })).ok, nginxExited)

    return { url, databaseUrl: database.url, throwaway: !!database.child, nodes, logDir, stop: stopAll }
  } catch (error) {
    await stopAll()
    throw error
  }
}
