/**
 * `npm test`: everything CI runs — typecheck, lint, unit + integration, one production build, and
 * the browser tests against it. Installs Chromium when it is missing and we are root.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { measureMachine } from '../tests/support/machine.ts'
import { findNginx } from './lib/cluster.ts'
import { findPostgresBin } from './lib/throwaway-postgres.ts'

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
  run('Format', 'npx', ['prettier', '--check', '.'])
}
if (!only || only === 'unit') run('Unit and integration tests', 'npx', ['vitest', 'run'])
if (!only || only === 'e2e') {
  ensureChromium()
  run('Production build', 'npx', ['tsx', 'scripts/lib/build-shop.ts'], { NODE_ENV: 'production' })
  // Measured after the build, just before the browsers start: what the machine has to give them now.
  const machine = measureMachine()
  const slowFactor = process.env.E2E_SLOW_FACTOR ?? String(machine.slowFactor)
  const workers = process.env.E2E_WORKERS ?? String(machine.workers)
  console.log(
    `\nBrowser tests: ${workers} workers, waits × ${slowFactor} (${machine.cores} cores, load ${machine.loadAverage}, CPU probe ${machine.cpuProbeMs} ms; set E2E_SLOW_FACTOR / E2E_WORKERS to override)`,
  )
  // The helper servers (mail sink, OpenID provider, the shop) stop when this process does, however
  // it ends (Ctrl-C, SIGTERM to its group, a closed terminal): they watch E2E_OWNER_PID.
  run('Browser tests', 'npx', ['playwright', 'test'], { E2E_SLOW_FACTOR: slowFactor, E2E_WORKERS: workers, E2E_OWNER_PID: String(process.pid) })
}
// The shop on two nodes behind nginx (tests/cluster/: rolling restart, kill -9 during a checkout), on
// the build above, wherever nginx and PostgreSQL (its binaries, or DATABASE_URL) are installed.
if (!only || only === 'cluster') {
  if (findNginx() && (process.env.DATABASE_URL || findPostgresBin()))
    run('Cluster tests (two nodes behind nginx)', 'npx', ['vitest', 'run', '--config', 'vitest.cluster.config.ts'])
  else console.log('\n▷ Cluster tests skipped: they need nginx and PostgreSQL (apt-get install nginx postgresql)')
}
console.log('\nAll checks passed.')
