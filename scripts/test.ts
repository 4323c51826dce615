/**
 * `npm test`: everything CI runs — typecheck, lint, unit + integration, one production build, and
 * the browser tests against it. Installs Chromium when it is missing and we are root.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const started = Date.now()
  console.log(`\n▶ ${title}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds} s`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${title} (${seconds} s)`)
}

function ensureChromium() {
  if (existsSync(chromium)) return
  if (process.getuid?.() === 0) {
    run('Installing Chromium (apt-get)', 'sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'])
    if (existsSync(chromium)) return
  }
  console.error(`Chromium is missing at ${chromium}: run "sudo apt-get install -y chromium" (Debian) and then npm test again.`)
  process.exit(1)
}

const only = process.argv[2]
if (!only || only === 'static') {
  run('Typecheck', 'npx', ['react-router', 'typegen']) // route types first
  run('Typecheck', 'npx', ['tsc', '--noEmit'])
  run('Lint', 'npx', ['eslint', '--max-warnings', '0', '.'])
}
if (!only || only === 'unit') run('Unit and integration tests', 'npx', ['vitest', 'run'])
if (!only || only === 'e2e') {
  ensureChromium()
  run('Production build', 'npx', ['react-router', 'build'], { NODE_ENV: 'production' })
  run('Browser tests', 'npx', ['playwright', 'test'])
}
console.log('\nAll checks passed.')
