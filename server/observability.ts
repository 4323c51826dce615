import { randomUUID, timingSafeEqual } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import client from 'prom-client'
import type { ServerBuild } from 'react-router'
import { metricsRegistry } from '#app/utils/metrics.server.ts'
import type { PageCache } from './page-cache.ts'

/**
 * What an operator reads of a running node (docs/architecture.md, "Observability"): a request id on
 * every request (in its log line and its response), Prometheus metrics on /metrics, and /readyz.
 */

const incomingId = /^[\w.-]{8,64}$/

/**
 * Every request gets an id: the one the proxy in front sent (nginx's $request_id) when it looks like
 * one, else a new one. It goes back in `X-Request-Id`, into the request's log line and, through the
 * request's headers, to the app (its error log names it).
 */
export function requestId(req: Request, res: Response, next: NextFunction) {
  const sent = req.headers['x-request-id']
  const id = typeof sent === 'string' && incomingId.test(sent) ? sent : randomUUID()
  req.headers['x-request-id'] = id
  res.locals.requestId = id
  res.setHeader('X-Request-Id', id)
  next()
}

type RouteManifest = ServerBuild['routes']
type Branch = { id: string; pattern: RegExp; splat: boolean; score: number }

let branches: Branch[] = []

/**
 * The URL table the labels come from: the build's route manifest (app/routes.ts as built), given
 * by the host once it has loaded the build (server/app.ts). Until then every request is `unmatched`.
 * Flattened once into one pattern per addressable route, ranked as React Router ranks them (static
 * segments before parameters before a splat, an index before its layout): React Router's own
 * `matchRoutes` does that ranking on every call, ~1 ms of CPU a request.
 */
export function useRouteTable(manifest: RouteManifest) {
  const routes = Object.values(manifest).filter((r) => r !== undefined)
  const byId = new Map(routes.map((r) => [r.id, r]))
  const fullPath = (id: string | undefined): string => {
    const route = id ? byId.get(id) : undefined
    if (!route) return ''
    const own = route.path ?? ''
    return own.startsWith('/') ? own : [fullPath(route.parentId), own].filter(Boolean).join('/')
  }
  branches = routes
    .filter((r) => r.path !== undefined || r.index)
    .map((r, order) => {
      const segments = fullPath(r.id).split('/').filter(Boolean)
      const splat = segments.at(-1) === '*'
      const source = segments.map((seg) => (seg === '*' ? '(?:/.*)?' : seg.startsWith(':') ? '/[^/]+' : `/${seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)).join('')
      const score = (segments.length + 1) * 1 + 1 + segments.reduce((sum, seg) => sum + (seg === '*' ? 0 : seg.startsWith(':') ? 3 : 10), 0) + (splat ? -2 : 0) + (r.index ? 2 : 0)
      return { id: r.id, pattern: new RegExp(`^${source}/?$`, r.caseSensitive ? '' : 'i'), splat, score: score - order / 10_000 }
    })
    .sort((a, b) => b.score - a.score)
}

function matchRoute(pathname: string): Branch | undefined {
  return branches.find((branch) => branch.pattern.test(pathname))
}

/**
 * A request's `route` label (issue 31, item 5): the id of the route of the table that answers the
 * path (`routes/product`; `.data` added for its data twin), `host:assets` and `host:file` for what
 * the host serves itself, else `unmatched`. Never any part of the path a client typed, so a client
 * cannot make up new series: there are as many labels as routes.
 */
export function routeLabel(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'host:assets'
  const data = pathname.endsWith('.data')
  // React Router's data address of the home page is '/_.data' (future.v8_trailingSlashAwareDataRequests).
  const page = data ? pathname.slice(0, -'.data'.length).replace(/^\/_$/, '/') : pathname
  const route = matchRoute(page)
  // A path with an extension that no route of its own answers is a public file (favicon.ico, robots.txt).
  if (!data && /\.[^/.]+$/.test(pathname) && (!route || route.splat)) return 'host:file'
  if (!route) return 'unmatched'
  return data ? `${route.id}.data` : route.id
}

function histogram() {
  const name = 'gemela_http_request_duration_seconds'
  return (
    (metricsRegistry.getSingleMetric(name) as client.Histogram<'method' | 'route' | 'status'> | undefined) ??
    new client.Histogram({
      name,
      help: 'Time to answer a request, by method, route and status',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    })
  )
}

/** Records a finished request's duration (seconds) under its route. */
export function observeRequest(req: Request, status: number, seconds: number) {
  histogram().observe({ method: req.method, route: routeLabel(req.path), status: String(status) }, seconds)
}

let registered = false

/**
 * The node's figures for Prometheus: request durations per route, orders placed, payments recorded,
 * the mail queue's depth and the page cache's hits (and Node's own: memory, event-loop lag, GC); with
 * a process per core, all processes' together (`gather`).
 * Only a caller with METRICS_TOKEN as a bearer token, or without one configured only the machine
 * itself (the client address as derived from trusted proxies), may read it.
 */
export function metricsEndpoint(options: { token?: string; pageCache?: PageCache; waitingMail: () => Promise<number>; gather?: () => Promise<string> }) {
  if (!registered) {
    registered = true
    client.collectDefaultMetrics({ register: metricsRegistry })
    const { pageCache, waitingMail } = options
    new client.Gauge({
      name: 'gemela_mail_queue_depth',
      help: 'E-mails waiting in the outbox (not sent yet, still to be tried)',
      registers: [metricsRegistry],
      // Every shop process reads the same outbox: summed over processes it would count each mail twice.
      aggregator: 'max',
      async collect() {
        this.set(await waitingMail())
      },
    })
    if (pageCache) {
      new client.Gauge({
        name: 'gemela_page_cache_bytes',
        help: 'Memory held by the kept pages',
        registers: [metricsRegistry],
        collect() {
          this.set(pageCache.summary().bytes)
        },
      })
      new client.Counter({
        name: 'gemela_page_cache_requests_total',
        help: 'Visitors’ catalogue and content requests by outcome: hit (from memory) or miss (rendered)',
        labelNames: ['outcome'],
        registers: [metricsRegistry],
        collect() {
          const { hits, misses } = pageCache.summary()
          this.reset()
          this.inc({ outcome: 'hit' }, hits)
          this.inc({ outcome: 'miss' }, misses)
        },
      })
    }
  }
  return async (req: Request, res: Response) => {
    if (!allowed(req, options.token)) {
      res.status(404).type('text/plain').send('Not Found')
      return
    }
    try {
      res.setHeader('Cache-Control', 'no-store')
      // Among several shop processes, the primary sums every process's figures (server/workers.ts).
      res.type(metricsRegistry.contentType).send(await (options.gather ? options.gather() : metricsRegistry.metrics()))
    } catch {
      res.status(503).type('text/plain').send('metrics unavailable')
    }
  }
}

function allowed(req: Request, token: string | undefined): boolean {
  if (token) {
    const sent = Buffer.from(req.headers.authorization ?? '')
    const expected = Buffer.from(`Bearer ${token}`)
    return sent.length === expected.length && timingSafeEqual(sent, expected)
  }
  const ip = req.ip ?? ''
  return ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1'
}

/**
 * /readyz: whether this node should get traffic — the database answers, every migration this build
 * knows is applied, the storefront's change feed is up (else its caches are off: slower, not wrong —
 * still ready) and it is not shutting down. A load balancer takes a 503 node out of rotation.
 */
export function readinessEndpoint(check: () => Promise<{ ready: boolean; checks: Record<string, string> }>) {
  return async (_req: Request, res: Response) => {
    res.setHeader('Cache-Control', 'no-store')
    try {
      const { ready, checks } = await check()
      res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'not ready', ...checks })
    } catch {
      res.status(503).json({ status: 'not ready', database: 'unreachable' })
    }
  }
}
