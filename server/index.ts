import cluster from 'node:cluster'
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { getEnv } from '#app/utils/env.server.ts'
import { openDatabase, setDatabase } from '#app/utils/db.server.ts'
import { seedDatabase } from '#db/seed/seed.ts'
import { ensureDemoAdmin } from '#app/modules/accounts/admin-users.server.ts'
import { scheduleGuestBasketExpiry } from '#app/modules/basket/basket-expiry.server.ts'
import { sweepHolds } from '#app/modules/checkout/holds.server.ts'
import { orderMailRenderers } from '#app/modules/checkout/order-mails.server.ts'
import { retryStaleCardRefunds } from '#app/modules/checkout/refunds.server.ts'
import { sendDueGiftCards } from '#app/modules/giftcards/issue.server.ts'
import { startMailWorker } from '#app/modules/mail/outbox.server.ts'
import { startPatternWorker } from '#app/modules/atelier/pattern-jobs.server.ts'
import { returnMailRenderers } from '#app/modules/returns/reply-mail.server.ts'
import { noteDataChange, setDataFeedLive, storefrontChannel } from '#app/utils/data-changes.server.ts'
import { metricsRegistry } from '#app/utils/metrics.server.ts'
import { shopNow } from '#app/utils/clock.server.ts'
import { runPeriodically } from '#app/utils/periodic.server.ts'
import { createApp } from './app.ts'
import { logger } from './logger.ts'
import { pageWorkSettled } from './page-handler.ts'
import { joinWorkerMetrics } from './workers.ts'

/** Opens (and migrates, seeds) the database, then serves the production build. */
export async function startServer() {
  const env = getEnv()
  const started = Date.now()
  const handle = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR })
  await handle.migrate()
  await seedDatabase(handle.db)
  setDatabase(handle)
  // The storefront's data announces its changes (migration 0018): kept pages and in-memory reads follow.
  const stopFollowing = await handle.listen(storefrontChannel, (table) => noteDataChange(table || null), setDataFeedLive)
  // Abandoned guest baskets expire (basket-expiry.server.ts): once now, then every few hours, off the request path.
  const stopBasketExpiry = scheduleGuestBasketExpiry(logger)
  // Unpaid orders give their fabrics back when their hold runs out: the deadlines are in the database,
  // so this sweep finds them after any restart (docs/product.md#fabric-lock-and-stock). A transfer's
  // hold is reminded before it ends, and its expiry told, through the mail outbox (holds.server.ts).
  const stopHoldExpiry = runPeriodically('hold expiry', 60_000, () => sweepHolds(shopNow()), logger)
  // Paid gift cards go out on their send date (docs/product.md#gift-cards), also after a restart.
  const stopGiftCards = runPeriodically('gift cards due', 60_000, sendDueGiftCards, logger)
  // A card refund left `pending` (the process died before Stripe answered) is asked again; a failure flags the order.
  const stopRefundRetry = runPeriodically('card refunds left pending', 60_000, () => retryStaleCardRefunds(), logger)
  // Mail waiting in the outbox leaves now and after every new message; failures are retried later.
  const stopMail = startMailWorker({ ...orderMailRenderers, ...returnMailRenderers }, logger)
  // Each paid garment's sewing pattern is drafted once and its files kept (docs/atelier.md); failures are retried later.
  const stopPatterns = startPatternWorker(logger)
  // The embedded demo gets an admin with a random password; a real PostgreSQL server gets one only by
  // `npm run admin:create`.
  const demo = env.DATABASE_URL ? null : await ensureDemoAdmin()

  const lifecycle = { draining: false, warming: true }
  // One of several shop processes (server/workers.ts): /metrics answers for all of them.
  const allMetrics = cluster.isWorker ? joinWorkerMetrics(metricsRegistry) : undefined
  const app = await createApp({ mode: 'production', lifecycle, allMetrics })
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(env.PORT, env.HOST, () => resolve(s))
  })
  // Longer than the idle timeout of a load balancer or client pool in front of us, so a kept-alive
  // connection is never closed by us just as it is reused (the cause of "other side closed").
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : env.PORT
  const url = `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`
  logger.info({ url, database: handle.kind, ms: Date.now() - started }, 'Gemela is serving')
  // The first requests of a fresh process are slow (code compiled, queries planned, pages kept):
  // a few pages are asked for once, and /readyz says ready only after, so a balancer sends the
  // crowd to a warm node.
  const warming = cluster.isWorker ? warmItself(app) : warmUp(`http://${env.HOST === '0.0.0.0' ? '127.0.0.1' : env.HOST}:${port}`)
  void warming.finally(() => (lifecycle.warming = false))
  if (demo) {
    const file = path.relative(process.cwd(), demo.passwordFile)
    const login = demo.password ? `${demo.email} / ${demo.password}  (shown once; kept in ${file})` : `${demo.email}, password in ${file}`
    // For the person at the terminal, not the log: written as it reads (the console is JSON in production).
    process.stdout.write(`\n  Gemela is open at ${url}\n  Demo admin: ${login}\n  Sign in at ${url}/login, then open ${url}/admin\n\n`)
  }

  // Asked again (Ctrl-C reaches every process of the terminal's group, then a launcher or the
  // primary passes a signal on too), the same shutdown is awaited, not cut short.
  let closing: Promise<void> | undefined
  const shutdown = (signal: string) => (closing ??= drainAndClose(signal))
  async function drainAndClose(signal: string) {
    lifecycle.draining = true
    logger.info({ signal }, 'shutting down')
    // Stop accepting, let in-flight requests finish (up to 10 s), then close the database.
    const force = setTimeout(() => server.closeAllConnections(), 10_000)
    await new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeIdleConnections()
    clearTimeout(force)
    // Connections are closed, but a request whose client left may still be running its loaders.
    if (!(await pageWorkSettled(10_000))) logger.warn('requests still running after 10 s: closing the database under them')
    stopBasketExpiry()
    stopHoldExpiry()
    stopGiftCards()
    stopRefundRetry()
    stopMail()
    stopPatterns()
    await stopFollowing()
    await handle.close()
    logger.info('bye')
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM').then(() => process.exit(0)))
  process.on('SIGINT', () => void shutdown('SIGINT').then(() => process.exit(0)))
  return { server, url, shutdown }
}

/**
 * One of several shop processes (server/workers.ts) warms itself: through the shared port its
 * requests would go to whichever process the primary picks (often one that is already warm), so it
 * asks through a listener of its own on a free loopback port, closed afterwards.
 */
async function warmItself(app: RequestListener) {
  const own = createServer(app)
  try {
    await new Promise<void>((resolve, reject) => {
      own.once('error', reject)
      own.listen({ port: 0, host: '127.0.0.1', exclusive: true }, resolve)
    })
    await warmUp(`http://127.0.0.1:${(own.address() as AddressInfo).port}`)
  } catch {
    // a colder start, nothing worse
  } finally {
    own.close()
    own.closeAllConnections()
  }
}

/** Asks the node for its busiest pages once; failures only mean a colder start. */
async function warmUp(origin: string) {
  for (const path of ['/', '/collection', '/collection/1', '/product/1']) {
    try {
      const res = await fetch(origin + path, { signal: AbortSignal.timeout(30_000) })
      await res.arrayBuffer()
    } catch {
      // the node answers its real visitors all the same
    }
  }
}
