import http from 'node:http'
import path from 'node:path'
import compression from 'compression'
import express, { type NextFunction, type Request, type Response } from 'express'
import { sql } from 'drizzle-orm'
import { RouterContextProvider, type ServerBuild } from 'react-router'
import type { ViteDevServer } from 'vite'
import { nonceContext } from '#app/load-context.ts'
import { countWaitingMail } from '#app/modules/mail/outbox.server.ts'
import { getDb, pendingMigrations } from '#app/utils/db.server.ts'
import { dataVersion } from '#app/utils/data-changes.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { logger, routeConsoleTo } from './logger.ts'
import { methodGuard, pathEncodingGuard } from './request-guards.ts'
import { metricsEndpoint, observeRequest, readinessEndpoint, requestId, useRouteTable } from './observability.ts'
import { PageCache, pageCacheFront } from './page-cache.ts'
import { createPageHandler, reactRouterRenderer } from './page-handler.ts'
import { responsePolicy } from './response-policy.ts'
import { DIALOG_BODY_BYTES, DIALOG_UPLOAD_PATHS, UPLOAD_BODY_BYTES, UPLOAD_PATH } from '#app/utils/media.ts'
import { bodyLimit, clientAddress, formActionOrigins, securityHeaders } from './security.ts'

/** Paths are logged without their query strings, and token-bearing paths without the token. */
export function redactPath(url: string): string {
  const pathname = url.split('?')[0] ?? url
  return pathname.replace(/\/(confirm|unsubscribe|reset-password|verify)\/[^/]+/g, '/$1/[token]')
}

function requestLog(req: Request, res: Response, next: NextFunction) {
  const start = process.hrtime.bigint()
  res.on('finish', () => {
    const seconds = Number(process.hrtime.bigint() - start) / 1e9
    if (req.path === '/healthz' || req.path === '/readyz' || req.path === '/metrics') return
    observeRequest(req, res.statusCode, seconds)
    logger.info({ id: res.locals.requestId, method: req.method, path: redactPath(req.originalUrl), status: res.statusCode, ms: Math.round(seconds * 10_000) / 10 }, 'request')
  })
  next()
}

export type AppOptions = {
  mode: 'production' | 'development'
  buildDir?: string
  vite?: ViteDevServer
  maxBodyBytes?: number
  /** Anonymous pages kept in memory (production only; server/page-cache.ts). */
  pageCache?: PageCache
  /** Set when the node is shutting down: /readyz answers 503 so the balancer stops sending traffic. */
  lifecycle?: { draining: boolean; warming?: boolean }
  /** In one of several shop processes: every process's metrics, summed by the primary (server/workers.ts). */
  allMetrics?: () => Promise<string>
}

export async function createApp(options: AppOptions) {
  const production = options.mode === 'production'
  // Whatever the app or a library prints goes out as bounded JSON lines, like our own entries (issue
  // 14, item 8); the dev server keeps its console for Vite's messages.
  if (production) routeConsoleTo(logger)
  const app = express()
  app.disable('x-powered-by')
  // Only a proxy we trust may say who the client is (TRUST_PROXY: its addresses or subnets, comma-separated).
  app.set('trust proxy', getEnv().TRUST_PROXY)
  app.use(clientAddress)
  app.use(requestId)
  app.use(requestLog)
  app.use(securityHeaders({ production, allowDevServer: !!options.vite, formActions: formActionOrigins(getEnv()) }))
  // Requests no route can read are refused here, with a 4xx and one log line (issue 14, item 7).
  app.use(methodGuard)
  app.use(pathEncodingGuard)
  app.use(responsePolicy)
  // A visitor's catalogue or content page kept in memory is answered here, before anything else runs.
  const pageCache =
    options.pageCache ??
    (production && !options.vite && getEnv().PAGE_CACHE_MB > 0 ? new PageCache({ maxBytes: getEnv().PAGE_CACHE_MB * 1024 * 1024, maxAgeMs: 60_000 }) : undefined)
  if (pageCache) app.use(pageCacheFront(pageCache, dataVersion))
  app.use(compression())

  app.get('/healthz', async (_req, res) => {
    try {
      await getDb().execute(sql`select 1`)
      res.setHeader('Cache-Control', 'no-store')
      res.json({ status: 'ok', database: 'ok' })
    } catch (error) {
      logger.error({ err: error }, 'health check failed')
      res.status(503).json({ status: 'error', database: 'unreachable' })
    }
  })
  app.get(
    '/readyz',
    readinessEndpoint(async () => {
      const pending = await pendingMigrations(getDb())
      const draining = options.lifecycle?.draining ?? false
      const warming = options.lifecycle?.warming ?? false
      return {
        ready: pending === 0 && !draining && !warming,
        checks: {
          database: 'ok',
          migrations: pending === 0 ? 'done' : `${pending} pending`,
          changeFeed: dataVersion() === null ? 'down (caches off)' : 'live',
          ...(draining ? { node: 'shutting down' } : warming ? { node: 'warming up' } : {}),
        },
      }
    }),
  )
  app.get('/metrics', metricsEndpoint({ token: getEnv().METRICS_TOKEN, pageCache, waitingMail: countWaitingMail, gather: options.allMetrics }))

  // 64 KB for every form; the picture upload reads its own body with a counted 10 MB limit (catalogue-images.tsx),
  // the product and fabric dialogs theirs with three files of 10 MB (photo-form.server.ts).
  const dialogs = Object.fromEntries(DIALOG_UPLOAD_PATHS.map((path) => [path, DIALOG_BODY_BYTES]))
  app.use(bodyLimit(options.maxBodyBytes ?? 64 * 1024, { [UPLOAD_PATH]: UPLOAD_BODY_BYTES, ...dialogs }))

  let build: ServerBuild | (() => Promise<ServerBuild>)
  if (options.vite) {
    app.use(options.vite.middlewares)
    const vite = options.vite
    build = async () => {
      const loaded = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild
      useRouteTable(loaded.routes)
      return loaded
    }
  } else {
    const buildDir = options.buildDir ?? path.resolve(getEnv().BUILD_DIR)
    const clientDir = path.join(buildDir, 'client')
    // Hashed assets never change: cache them for a year. Everything else briefly.
    app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', index: false }))
    // The public files (favicon, robots.txt…) all have an extension: a page's path (or its `.data`) costs no file lookup.
    const publicFiles = express.static(clientDir, { maxAge: '1h', index: false })
    app.use((req, res, next) => {
      const extension = path.extname(req.path)
      return extension && extension !== '.data' ? publicFiles(req, res, next) : next()
    })
    build = (await import(path.join(buildDir, 'server/index.js'))) as ServerBuild
    // The metrics' route labels are the table's route ids (server/observability.ts).
    useRouteTable(build.routes)
  }

  app.all(
    '/{*splat}',
    createPageHandler({
      // Middleware is on (react-router.config.ts): the context is React Router's provider, holding
      // the nonce; the root's middleware adds who is asking (app/request-context.server.ts).
      render: reactRouterRenderer(build, options.mode, (_req, res) => new RouterContextProvider(new Map([[nonceContext, String(res.locals.nonce ?? '')]]))),
      cache: pageCache,
    }),
  )

  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    // Express marks what it refuses with a 4xx `status` (its router: a parameter it cannot decode, if
    // one passed pathEncodingGuard): the client's mistake, answered as such, no stack. Anything else is ours.
    const status = (err as { status?: unknown } | null)?.status
    if (typeof status === 'number' && status >= 400 && status < 500) {
      if (!res.headersSent)
        res
          .status(status)
          .type('text/plain')
          .send(http.STATUS_CODES[status] ?? 'Bad Request')
      return
    }
    logger.error({ err }, 'unhandled error')
    if (!res.headersSent) res.status(500).type('text/plain').send('Internal Server Error')
  })
  return app
}
