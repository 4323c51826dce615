/**
 * Compiles the HTTP host (server/, and the app code it runs outside React Router: the database,
 * the periodic jobs, the mail worker) into build/host/ with esbuild, so the production server runs
 * on plain Node (`node build/host/main.js`). Packages stay in node_modules; the app's pages are
 * React Router's own build (build/server/). Run by `npm run build` after `react-router build`.
 */
import path from 'node:path'
import { build } from 'esbuild'

const root = path.resolve(import.meta.dirname, '..')
const outdir = path.join(root, process.env.BUILD_DIR ?? 'build', 'host')

const started = Date.now()
await build({
  absWorkingDir: root,
  entryPoints: { main: 'server/main.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  packages: 'external',
  jsx: 'automatic',
  sourcemap: true,
  logLevel: 'warning',
  // The server's own chunk names, stable enough to read in a stack trace.
  chunkNames: 'chunks/[name]-[hash]',
})
console.log(`Host compiled into ${path.relative(root, outdir)}/ in ${Date.now() - started} ms`)
