/**
 * The production server's entry, compiled by `npm run build` (scripts/build-host.ts) to
 * build/host/main.js and run by plain Node: no TypeScript loader at run time.
 *
 * React Router publishes only its development build for Node (its package's `node` condition points
 * at dist/development: extra checks and warnings on every request). Before anything imports it,
 * a resolve hook sends every import of it — the host's, @react-router/node's and the app build's —
 * to the production build beside it, the same files for all of them (one module instance).
 */
import { register } from 'node:module'

const productionReactRouter = `
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context)
  if (resolved.url.includes('/node_modules/react-router/dist/development/')) {
    return { ...resolved, url: resolved.url.replace('/dist/development/', '/dist/production/') }
  }
  return resolved
}`

if (process.env.NODE_ENV === 'production') register(`data:text/javascript,${encodeURIComponent(productionReactRouter)}`)

// On PostgreSQL a primary forks a shop process per core (server/workers.ts); it loads only the
// settings and the logger, never the app.
const cluster = (await import('node:cluster')).default
if (cluster.isPrimary) {
  const [{ getEnv }, { workerCount, runPrimary }, { logger }] = await Promise.all([import('#app/utils/env.server.ts'), import('./workers.ts'), import('./logger.ts')])
  const env = getEnv()
  const count = workerCount(env)
  if ((env.WORKERS ?? 1) > 1 && !env.DATABASE_URL)
    logger.warn({ WORKERS: env.WORKERS }, 'WORKERS is for PostgreSQL: the embedded database has one owner, so the shop runs one process')
  if (count > 1) runPrimary({ count, log: logger })
  else await startServer()
} else await startServer()

async function startServer() {
  const { startServer } = await import('./index.ts')
  await startServer()
}
