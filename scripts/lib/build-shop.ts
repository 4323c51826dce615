import { execFileSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * The production build, one way for `npm run build`, `npm start`, `npm test` and the bench: React
 * Router's build (the pages: build/client, build/server), then the compiled HTTP host (build/host,
 * scripts/build-host.ts). BUILD_DIR in `env` chooses the folder.
 */
export function buildShop(env: NodeJS.ProcessEnv = process.env) {
  const options = { cwd: root, stdio: 'inherit' as const, env: { ...env, NODE_ENV: 'production' } }
  execFileSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.js'), 'build'], options)
  execFileSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build-host.ts')], options)
}

if (import.meta.filename === process.argv[1]) buildShop()
