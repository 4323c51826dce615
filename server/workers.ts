import cluster, { type Worker } from 'node:cluster'
import { availableParallelism } from 'node:os'
import client from 'prom-client'

/**
 * A shop process per core (docs/deploy.md, "A process per core"). On PostgreSQL, `npm start` (and
 * systemd's unit) runs a primary that forks WORKERS shop processes sharing one listening port: each
 * is a whole node of its own (its pool, its page cache and kept reads, all following the change feed
 * as separate machines do), the primary only forks them, starts a new one when one dies, passes on
 * SIGTERM/SIGINT so they drain, and gathers their metrics for /metrics. The embedded database has
 * one owner, so on PGlite the shop stays one process.
 */

/** How many shop processes serve: one on the embedded database, else WORKERS or the machine's cores. */
export function workerCount(env: { DATABASE_URL?: string; WORKERS?: number }, cores = availableParallelism()): number {
  if (!env.DATABASE_URL) return 1
  return env.WORKERS ?? cores
}

type Log = {
  info: (obj: object, msg: string) => void
  warn: (obj: object, msg: string) => void
  error: (obj: object, msg: string) => void
}

// The messages between a worker and the primary: a worker asks for everyone's metrics (`ask`), the
// primary asks each serving worker for its own (`report`) and answers the first (`answer`).
const ask = 'gemela:metrics'
const answer = 'gemela:metrics-answer'
const report = 'gemela:metrics-report'
type MetricsAsk = { type: typeof ask; id: number }
type MetricsAnswer = { type: typeof answer; id: number; text?: string; error?: string }
type ReportAsk = { type: typeof report; id: number }
type Report = { type: typeof report; id: number; metrics?: client.MetricObjectWithValues<client.MetricValue<string>>[] }

/**
 * The primary: forks `count` workers and keeps that many. A worker that dies while the shop serves
 * is replaced (after a pause growing to 30 s when replacements keep dying young); if one dies before
 * any worker ever listened, the shop cannot start (a wrong setting, the database away) and the primary
 * exits with 1, as a single process would. On SIGTERM or SIGINT every worker gets SIGTERM, drains its
 * requests and closes its database; the primary exits when all have (0 when all exited cleanly).
 */
export function runPrimary(options: { count: number; log: Log; stopAfterMs?: number }) {
  const { count, log } = options
  const own = new client.Registry()
  const running = new client.Gauge({ name: 'gemela_workers', help: 'Shop processes serving (listening) on this node', registers: [own] })
  const restarts = new client.Counter({ name: 'gemela_worker_restarts_total', help: 'Shop processes started again after one died', registers: [own] })
  const slots = new Map<number, number>() // worker id → its slot (1..count), kept by its replacement
  const bornAt = new Map<number, number>()
  let everListened = false
  let stopping = false
  let pause = 0

  function fork(slot: number) {
    const worker = cluster.fork({ GEMELA_WORKER: String(slot) })
    slots.set(worker.id, slot)
    bornAt.set(worker.id, Date.now())
  }

  const serving = new Set<number>() // ids of the workers listening (a starting one cannot answer yet)
  cluster.on('listening', (worker: Worker) => {
    everListened = true
    serving.add(worker.id)
    running.set(serving.size)
  })
  cluster.on('exit', (worker: Worker, code: number | null, signal: string | null) => {
    const slot = slots.get(worker.id) ?? 1
    const lived = Date.now() - (bornAt.get(worker.id) ?? 0)
    slots.delete(worker.id)
    bornAt.delete(worker.id)
    serving.delete(worker.id)
    running.set(serving.size)
    if (stopping) return
    if (!everListened) {
      log.error({ worker: slot, code, signal }, 'a shop process could not start; stopping')
      void stop('startup failed', 1)
      return
    }
    pause = lived < 10_000 ? Math.min(Math.max(pause * 2, 1_000), 30_000) : 0
    log.error({ worker: slot, code, signal, restartInMs: pause }, 'a shop process died; starting another')
    restarts.inc()
    setTimeout(() => {
      if (!stopping) fork(slot)
    }, pause).unref()
  })
  const reports = new Map<number, { expected: number; received: Report['metrics'][]; done: (metrics: Report['metrics'][]) => void }>()
  let reportId = 0
  /** Every serving worker's own metrics (those that do not answer within 3 s are left out). */
  function gatherReports(): Promise<Report['metrics'][]> {
    const workers = [...serving].map((id) => cluster.workers?.[id]).filter((w): w is Worker => !!w?.isConnected())
    const id = ++reportId
    return new Promise((resolve) => {
      const timer = setTimeout(() => finish(), 3_000)
      const finish = () => {
        clearTimeout(timer)
        const entry = reports.get(id)
        reports.delete(id)
        resolve(entry?.received ?? [])
      }
      reports.set(id, { expected: workers.length, received: [], done: finish })
      if (workers.length === 0) finish()
      for (const w of workers) w.send({ type: report, id } satisfies ReportAsk)
    })
  }
  cluster.on('message', (worker: Worker, message: MetricsAsk | Report) => {
    if (message?.type === report) {
      const entry = reports.get(message.id)
      if (!entry) return
      entry.received.push(message.metrics)
      if (entry.received.length === entry.expected) entry.done(entry.received)
      return
    }
    if (message?.type !== ask) return
    gatherReports()
      .then(async (metrics) => {
        const summed = client.AggregatorRegistry.aggregate(metrics.filter((m) => m !== undefined))
        return (await summed.metrics()) + (await own.metrics())
      })
      .then(
        (text) => reply(worker, { type: answer, id: message.id, text }),
        (error: unknown) => reply(worker, { type: answer, id: message.id, error: error instanceof Error ? error.message : 'metrics failed' }),
      )
  })

  let stopped: Promise<never> | undefined
  function stop(reason: string, exitCode = 0): Promise<never> {
    stopped ??= (async () => {
      stopping = true
      log.info({ reason }, 'stopping the shop processes')
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w)
      const exits = workers.map((w) => new Promise<number>((resolve) => (w.isDead() ? resolve(0) : w.once('exit', (code) => resolve(code ?? 1)))))
      for (const w of workers) if (!w.isDead()) w.process.kill('SIGTERM')
      // Each drains for up to 10 s, then closes its database (server/index.ts); a stuck one is ended.
      const force = setTimeout(() => workers.forEach((w) => w.isDead() || w.process.kill('SIGKILL')), options.stopAfterMs ?? 25_000)
      const codes = await Promise.all(exits)
      clearTimeout(force)
      process.exit(exitCode || (codes.every((c) => c === 0) ? 0 : 1))
    })()
    return stopped
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))

  log.info({ workers: count }, 'starting the shop processes')
  for (let slot = 1; slot <= count; slot++) fork(slot)
}

function reply(worker: Worker, message: MetricsAnswer) {
  if (worker.isConnected()) worker.send(message)
}

let asked = 0
const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>()

/**
 * In a worker: answers the primary's requests for this process's metrics (`registry`), and returns
 * how to read every worker's, summed by the primary (prom-client's aggregation), for /metrics.
 */
export function joinWorkerMetrics(registry: client.Registry): () => Promise<string> {
  process.on('message', (message: MetricsAnswer | ReportAsk) => {
    if (message?.type === report) {
      registry.getMetricsAsJSON().then(
        (metrics) => process.send!({ type: report, id: message.id, metrics } satisfies Report),
        () => process.send!({ type: report, id: message.id } satisfies Report),
      )
      return
    }
    if (message?.type !== answer) return
    const entry = waiting.get(message.id)
    if (!entry) return
    waiting.delete(message.id)
    clearTimeout(entry.timer)
    if (message.text !== undefined) entry.resolve(message.text)
    else entry.reject(new Error(message.error ?? 'metrics failed'))
  })
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = ++asked
      const timer = setTimeout(() => {
        waiting.delete(id)
        reject(new Error('the primary did not answer'))
      }, 7_000)
      waiting.set(id, { resolve, reject, timer })
      process.send!({ type: ask, id } satisfies MetricsAsk)
    })
}

/** This process's slot among the workers (1..WORKERS), or undefined when the shop is one process. */
export function workerSlot(): number | undefined {
  return cluster.isWorker ? Number(process.env.GEMELA_WORKER) || undefined : undefined
}
