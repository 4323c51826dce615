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
import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { renderClusterNginx } from './nginx-site.ts'
import { endLeftovers, signalGroup, spawnLogged, tail, waitFor, waitForExit } from './processes.ts'
import { type Database, databaseUrlFor, startThrowawayPostgres } from './throwaway-postgres.ts'

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
