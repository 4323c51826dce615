/**
 * `npm start`: builds the shop if there is no up-to-date build, then serves it — the compiled
 * server (build/host/main.js) on plain Node, which migrates, seeds and listens (server/index.ts).
 */
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'
import { ensureBuild } from './lib/build-shop.ts'

const root = path.resolve(import.meta.dirname, '..')
const buildDir = process.env.BUILD_DIR ?? 'build'

// A local .env (see .env.example) is optional; the real environment wins over it.
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'))
process.env.NODE_ENV ??= 'production'
ensureBuild(buildDir, (line) => console.log(line))

// The server runs in its own plain Node process (no TypeScript loader); Ctrl-C or a SIGTERM reaches
// it (it drains its requests and closes the database), and its exit is ours.
const server = spawn(process.execPath, [path.join(root, buildDir, 'host/main.js')], { cwd: root, stdio: 'inherit', env: process.env })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
