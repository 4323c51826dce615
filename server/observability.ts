import { randomUUID, timingSafeEqual } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import client from 'prom-client'
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

const topLevel = new Set([
  '',
  '_',
  'values',
  'process',
  'how-it-works',
  'faq',
  'shipping-policy',
  'return-policy',
  'contact',
  'terms',
  'returns-exchanges',
  'newsletter',
  'collection',
  'fabric',
  'product',
  'cart',
  'checkout',
  'orders',
  'login',
  'register',
  'email-confirmed',
  'forgot-password',
  'reset-password',
  'account',
  'gift-cards',
  'perfiles-de-medidas',
  'admin',
  'resources',
  'media',
  'webhooks',
  'logout',
  'api',
  'assets',
  'healthz',
  'readyz',
  'metrics',
])

/**
 * The route a path belongs to, for a metric's label: ids, numbers and tokens become `:param` and an
 * unknown first segment `other`, so a client cannot make up new series.
 */
export function routeLabel(pathname: string): string {
  const data = pathname.endsWith('.data')
  const segments = (data ? pathname.slice(0, -5) : pathname).split('/').slice(1)
  const first = segments[0] ?? ''
  if (!topLevel.has(first)) return 'other'
  if (first === 'assets' || first === 'api') return `/${first}/*`
  const named = segments.slice(0, 4).map((s, i) => (i === 0 || /^[a-z][a-z-]{0,23}$/.test(s) ? s : ':param'))
  return `/${named.join('/')}${segments.length > 4 ? '/…' : ''}${data ? '.data' : ''}`
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
