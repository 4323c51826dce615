/**
 * `npm start`: builds the shop if there is no up-to-date build, then serves it — the compiled
 * server (build/host/main.js) on plain Node, which migrates, seeds and listens (server/index.ts).
 * A build is up to date when it is newer than every source file that goes into it.
 */
import { spawn } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { buildShop } from './lib/build-shop.ts'

const root = path.resolve(import.meta.dirname, '..')
const buildDir = path.join(root, process.env.BUILD_DIR ?? 'build')
const stamps = [path.join(buildDir, 'server/index.js'), path.join(buildDir, 'host/main.js')]

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

function needsBuild(): boolean {
  if (!stamps.every(existsSync)) return true
  const built = Math.min(...stamps.map((f) => statSync(f).mtimeMs))
  const sources = ['app', 'public', 'server', 'db'].map((d) => path.join(root, d)).filter(existsSync)
  const configs = ['package.json', 'vite.config.ts', 'react-router.config.ts'].map((f) => path.join(root, f))
  return sources.some((d) => newestMtime(d) > built) || configs.some((f) => statSync(f).mtimeMs > built)
}

// A local .env (see .env.example) is optional; the real environment wins over it.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'))
process.env.NODE_ENV ??= 'production'
if (needsBuild()) {
  console.log('Building Gemela (first start or sources changed)…')
  buildShop()
}

// The server runs in its own plain Node process (no TypeScript loader); Ctrl-C or a SIGTERM reaches
// it (it drains its requests and closes the database), and its exit is ours.
const server = spawn(process.execPath, [path.join(buildDir, 'host/main.js')], { cwd: root, stdio: 'inherit', env: process.env })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
