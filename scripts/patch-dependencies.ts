/**
 * Run by `npm install` (postinstall). @react-router/dev 7.x creates its internal Vite servers with
 * `envFile: false`, which Vite 8.1+ reports as deprecated — nine times on every build. React Router
 * fixed it in v8 only (remix-run/react-router#15229, #15230: `envDir: false`, same meaning since
 * Vite 6.3), and v8 needs Node 22. This applies that same one-word fix to the installed copy.
 * Delete this file and the postinstall script when the shop moves to React Router 8.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const dev = path.resolve(import.meta.dirname, '../node_modules/@react-router/dev')
const manifest = path.join(dev, 'package.json')
const version = existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : null

if (version?.startsWith('7.')) {
  for (const file of ['dist/vite.js', 'dist/cli/index.js', 'dist/vite/cloudflare.js']) {
    const full = path.join(dev, file)
    if (!existsSync(full)) continue
    const source = readFileSync(full, 'utf8')
    const patched = source.replaceAll('envFile: false,', 'envDir: false,')
    if (patched !== source) writeFileSync(full, patched)
  }
}
