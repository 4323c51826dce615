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

const { startServer } = await import('./index.ts')
await startServer()
