/**
 * Whether the production build in BUILD_DIR is up to date, and making it: a build is up to date when
 * it is newer than every source file that goes into it (the rule `npm start` follows, scripts/start.ts).
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

export function needsBuild(root: string, buildDir: string): boolean {
  const stamp = path.resolve(root, buildDir, 'server/index.js')
  if (!existsSync(stamp)) return true
  const built = statSync(stamp).mtimeMs
  const sources = [path.join(root, 'app'), path.join(root, 'public')].filter(existsSync)
  const configs = ['package.json', 'vite.config.ts', 'react-router.config.ts'].map((f) => path.join(root, f))
  return sources.some((d) => newestMtime(d) > built) || configs.some((f) => statSync(f).mtimeMs > built)
}

/** Builds once if needed (output on this terminal); throws when the build fails. */
export function ensureBuild(root: string, buildDir: string, log: (line: string) => void = console.info): void {
  if (!needsBuild(root, buildDir)) return
  log(`Building Gemela into ${buildDir} (first start or sources changed)…`)
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', BUILD_DIR: buildDir },
  })
  if (result.status !== 0) throw new Error(`the production build failed (exit ${result.status ?? result.signal})`)
}
