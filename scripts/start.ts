/**
 * `npm start`: builds the shop if there is no up-to-date build, then migrates, seeds and serves it.
 * A build is up to date when it is newer than every source file that goes into it.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const stamp = path.join(root, process.env.BUILD_DIR ?? 'build', 'server/index.js')

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

function needsBuild(): boolean {
  if (!existsSync(stamp)) return true
  const built = statSync(stamp).mtimeMs
  const sources = [path.join(root, 'app'), path.join(root, 'public')].filter(existsSync)
  const configs = ['package.json', 'vite.config.ts', 'react-router.config.ts'].map((f) => path.join(root, f))
  return sources.some((d) => newestMtime(d) > built) || configs.some((f) => statSync(f).mtimeMs > built)
}

// A local .env (see .env.example) is optional; the real environment wins over it.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'))
process.env.NODE_ENV ??= 'production'
if (needsBuild()) {
  console.log('Building Gemela (first start or sources changed)…')
  execFileSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
}
const { startServer } = await import('../server/index.ts')
await startServer()
