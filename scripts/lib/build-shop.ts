import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * The production build, one way for `npm run build`, `npm start`, `npm test`, the cluster and the
 * bench: React Router's build (the pages: build/client, build/server), then the compiled HTTP host
 * (build/host, scripts/build-host.ts). BUILD_DIR in `env` chooses the folder.
 */
export function buildShop(env: NodeJS.ProcessEnv = process.env) {
  const options = { cwd: root, stdio: 'inherit' as const, env: { ...env, NODE_ENV: 'production' } }
  execFileSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], options)
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build-host.ts')], options)
}

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

/** Whether the build in `buildDir` is missing or older than a source file or config that goes into it. */
export function needsBuild(buildDir: string): boolean {
  const stamps = [path.resolve(root, buildDir, 'server/index.js'), path.resolve(root, buildDir, 'host/main.js')]
  if (!stamps.every(existsSync)) return true
  const built = Math.min(...stamps.map((f) => statSync(f).mtimeMs))
  const sources = ['app', 'public', 'server', 'db'].map((d) => path.join(root, d)).filter(existsSync)
  const configs = ['package.json', 'vite.config.ts', 'react-router.config.ts'].map((f) => path.join(root, f))
  return sources.some((d) => newestMtime(d) > built) || configs.some((f) => statSync(f).mtimeMs > built)
}

/** Builds into `buildDir` when needed (output on this terminal); throws when the build fails. */
export function ensureBuild(buildDir: string, log: (line: string) => void = console.info) {
  if (!needsBuild(buildDir)) return
  log(`Building Gemela into ${buildDir} (first start or sources changed)…`)
  buildShop({ ...process.env, BUILD_DIR: buildDir })
}

if (import.meta.filename === process.argv[1]) buildShop()
