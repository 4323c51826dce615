/**
 * `npm run bench`: Lighthouse (mobile) on the storefront pages, the gzip weight of the JavaScript each
 * page loads, and requests/s with p50/p99 latency under 50 connections — each storefront page for a
 * visitor next to a bare Node server and nginx serving the same bytes in the same run, and a
 * signed-in customer's /cart. Prints tables and writes bench/results.json.
 */
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { randomBytes } from 'node:crypto'
import autocannon from 'autocannon'
import pg from 'pg'
import { workerCount } from '../server/workers.ts'
import { rawGet, startReferences } from './lib/bench-references.ts'
import { buildShop } from './lib/build-shop.ts'
import { cpuProbe, lighthouse } from './lib/lighthouse.ts'

const port = Number(process.env.BENCH_PORT ?? 3400)
const origin = `http://127.0.0.1:${port}`
const pages = (process.env.BENCH_PAGES ?? '/,/faq,/values,/collection,/collection/1,/product/1').split(',')
const work = mkdtempSync(path.join(tmpdir(), 'gemela-bench-'))

async function waitFor(url: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url)
      await res.arrayBuffer()
      if (res.ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${url} did not come up`)
}

async function jsWeight(pathname: string, cookie?: string) {
  const html = await (await fetch(origin + pathname, { headers: cookie ? { Cookie: cookie } : {} })).text()
  // Module preloads are added by the bootstrap after the first paint (app/utils/document-stream.server.ts).
  const urls = new Set([...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map((m) => m[1]!))
  for (const m of html.matchAll(/for \(const href of (\[[^\]]*\])\)/g)) for (const u of JSON.parse(m[1]!) as string[]) urls.add(u)
  for (const m of html.matchAll(/import\("([^"]+\.js)"\)/g)) urls.add(m[1]!)
  let gzip = 0
  for (const u of urls) gzip += gzipSync(Buffer.from(await (await fetch(new URL(u, origin))).arrayBuffer()), { level: 9 }).length
  return { files: urls.size, gzipKB: Math.round((gzip / 1024) * 10) / 10 }
}

/**
 * A guest's basket cookie, her basket holding a complete garment and CONTINUAR COMO INVITADO chosen;
 * or, with `signIn`, a signed-in customer's session with that garment in her basket.
 */
async function guestWithCompleteBasket(signIn?: { email: string; password: string }): Promise<string> {
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] })
  try {
    const page = await browser.newPage({ locale: 'es-ES' })
    if (signIn) {
      await page.goto(`${origin}/login`)
      await page.waitForSelector('html[data-interactive]')
      await page.getByLabel('Email').fill(signIn.email)
      await page.getByLabel('Contraseña').fill(signIn.password)
      await page.getByRole('button', { name: 'Iniciar sesión' }).click()
      await page.waitForURL((url) => url.pathname !== '/login')
    }
    await page.goto(`${origin}/product/1`)
    await page.waitForSelector('html[data-interactive]')
    for (let step = 0; step < 4 && !(await page.getByRole('heading', { name: 'Resumen de tu producto' }).isVisible()); step++) {
      await page.getByRole('button', { name: 'Continuar', exact: true }).filter({ visible: true }).click()
      await page.waitForTimeout(800)
    }
    await page.getByRole('button', { name: 'Continuar con pedido' }).click()
    await page.getByRole('link', { name: /^Usar una talla estándar/ }).click()
    await page.getByRole('radio', { name: 'M', exact: true }).locator('xpath=ancestor::label[1]').click()
    // A garment with a collar asks for the neck too.
    const neck = page.getByRole('radio', { name: '38 cm' })
    if (await neck.count()) await neck.locator('xpath=ancestor::label[1]').click()
    // Nothing personal is asked per garment (issue 32, item 5): "Añadir a la cesta" ends at /cart.
    await page.getByRole('button', { name: 'Añadir a la cesta' }).click()
    await page.waitForURL('**/cart')
    if (signIn) return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
    // The one checkout page, as a guest: her basket cookie is all it needs.
    await page.goto(`${origin}/checkout`)
    await page.getByRole('heading', { name: 'Finalizar compra', level: 1 }).waitFor()
    return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  } finally {
    await browser.close()
  }
}

/**
 * 50 connections for BENCH_SECONDS (10), gzip accepted as browsers do, after BENCH_WARMUP_SECONDS (3)
 * of the same load that are not counted: a page's first requests compile its code and plan its
 * queries, which is not what a crowd meets (the visitors' pages were already warm from Lighthouse,
 * a signed-in /cart was not: its p99 measured its first second).
 */
async function load(url: string, headers: Record<string, string> = {}) {
  const crowd = { url, connections: 50, headers: { 'accept-encoding': 'gzip', ...headers } }
  const warmUp = Number(process.env.BENCH_WARMUP_SECONDS ?? 3)
  if (warmUp > 0) await autocannon({ ...crowd, duration: warmUp })
  const result = await autocannon({ ...crowd, duration: Number(process.env.BENCH_SECONDS ?? 10) })
  return { rps: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

// --- the shop, production build, fresh embedded database ----------------------------------------
// BENCH_BUILD=0 serves the build already in BUILD_DIR (two builds measured back to back, before and after a change).
if (process.env.BENCH_BUILD !== '0') buildShop()
// With DATABASE_URL the shop runs on a fresh database of its own in that PostgreSQL server (dropped
// at the end), otherwise on a fresh embedded one.
const benchDatabase = process.env.DATABASE_URL ? `gemela_bench_${randomBytes(4).toString('hex')}` : null
async function adminQuery(statement: string) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
let databaseUrl: string | undefined
if (benchDatabase) {
  await adminQuery(`create database ${benchDatabase}`)
  const url = new URL(process.env.DATABASE_URL!)
  url.pathname = `/${benchDatabase}`
  databaseUrl = url.href
}
const serverEnv = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  DATA_DIR: path.join(work, 'db'),
  LOG_LEVEL: 'warn',
  OUTBOX_DIR: path.join(work, 'outbox'),
  DATABASE_URL: databaseUrl,
}
// The compiled server, as `npm start` runs it (on PostgreSQL a process per core unless WORKERS says
// otherwise); its own process group, so stopping the bench stops it.
const workers = workerCount({ DATABASE_URL: databaseUrl, WORKERS: process.env.WORKERS ? Number(process.env.WORKERS) : undefined })
// BENCH_PROFILE=<dir> writes the shop process's CPU profile there when it stops (open it in Chrome's DevTools).
const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`] : []
const server = spawn(process.execPath, [...profile, path.join(process.env.BUILD_DIR ?? 'build', 'host/main.js')], { detached: true, env: serverEnv, stdio: 'inherit' })

/** An account to sign in with: the embedded demo's admin, or one made for the bench on PostgreSQL. */
async function demoAdmin(): Promise<{ email: string; password: string }> {
  if (!databaseUrl) return { email: 'admin@gemela.local', password: readFileSync(path.join(work, 'demo-admin-password'), 'utf8').trim() }
  const password = randomBytes(18).toString('base64url')
  spawnSync('npx', ['tsx', 'scripts/create-admin.ts', '--email', 'bench@gemela.local', '--password', password], { stdio: 'inherit', env: serverEnv })
  return { email: 'bench@gemela.local', password }
}
let stopReferences = () => {}
try {
  await waitFor(`${origin}/healthz`)
  const rows: Record<string, unknown>[] = []
  // BENCH_LIGHTHOUSE=0 measures throughput only.
  const lighthouseOn = process.env.BENCH_LIGHTHOUSE !== '0'
  for (const p of lighthouseOn ? pages : []) {
    const probe = await fetch(origin + p)
    await probe.arrayBuffer() // drain it, or the kept-alive socket is closed under the next request
    const status = probe.status
    if (status !== 200) {
      console.warn(`skip ${p}: HTTP ${status}`)
      continue
    }
    rows.push({ page: p, cpuProbeMs: cpuProbe(), ...(await jsWeight(p)), ...(await lighthouse(origin + p, { work })) })
  }
  // The one checkout page, for a guest whose basket holds a complete garment (made through
  // the shop's own pages in a browser, as a customer does; the basket cookie then goes to Lighthouse).
  const cookie = lighthouseOn ? await guestWithCompleteBasket() : ''
  for (const p of lighthouseOn ? ['/checkout'] : []) {
    rows.push({ page: p, cpuProbeMs: cpuProbe(), ...(await jsWeight(p, cookie)), ...(await lighthouse(origin + p, { work, cookie })) })
  }
  console.table(rows)

  // Throughput (issue 19): each storefront page for a visitor next to two references serving the very
  // same bytes in the same run, with as many processes as the shop — a bare Node server (the page's
  // gzip bytes from memory) and nginx (gzip on, no access log, the page as a file) — then a signed-in
  // customer's /cart.
  // BENCH_THROUGHPUT_PAGES= (empty) measures the signed-in /cart alone.
  const throughputPages = (process.env.BENCH_THROUGHPUT_PAGES ?? '/,/collection,/collection/1,/product/1').split(',').filter(Boolean)
  const refs = path.join(work, 'refs')
  const gz = path.join(refs, 'gz')
  const plain = path.join(refs, 'plain')
  mkdirSync(gz, { recursive: true })
  mkdirSync(plain, { recursive: true })
  chmodSync(work, 0o755)
  chmodSync(refs, 0o755)
  chmodSync(plain, 0o755)
  const fileOf = (p: string) => (p === '/' ? 'home' : p.slice(1).replaceAll('/', '-')) + '.html'
  for (const p of throughputPages) {
    const bytes = await rawGet(origin + p, { 'accept-encoding': 'gzip' })
    writeFileSync(path.join(gz, fileOf(p)), bytes)
    writeFileSync(path.join(plain, fileOf(p)), gunzipSync(bytes), { mode: 0o644 })
  }
  const throughput: Record<string, unknown>[] = []
  const first = throughputPages[0]
  const references = first ? startReferences({ work, gz, plain, port, processes: workers }) : null
  if (references && first) {
    stopReferences = references.stop
    await waitFor(`${references.bareNode}/${fileOf(first)}`)
    if (references.nginx) await waitFor(`${references.nginx}/${fileOf(first)}`)
  }
  for (const p of references ? throughputPages : []) {
    const shop = await load(origin + p)
    const bareNode = await load(`${references!.bareNode}/${fileOf(p)}`)
    const reference = references!.nginx ? await load(`${references!.nginx}/${fileOf(p)}`) : undefined
    throughput.push({
      page: p,
      gzipKB: Math.round(readFileSync(path.join(gz, fileOf(p))).length / 102.4) / 10,
      shop,
      bareNode,
      nginx: reference,
      shopToBareNode: Math.round((shop.rps / bareNode.rps) * 1000) / 1000,
    })
  }
  stopReferences()
  // A signed-in customer with a garment in her basket: her /cart renders for her on every request.
  const customer = await guestWithCompleteBasket(await demoAdmin())
  const cart = await load(`${origin}/cart`, { cookie: customer })
  throughput.push({ page: '/cart (signed in)', database: process.env.DATABASE_URL ? 'postgresql' : 'pglite', shop: cart })
  console.log(`Shop processes: ${workers} (WORKERS; server/workers.ts), the references with as many`)
  console.table(
    throughput.map((t) => {
      const row = t as {
        page: string
        shop: Awaited<ReturnType<typeof load>>
        bareNode?: Awaited<ReturnType<typeof load>>
        nginx?: Awaited<ReturnType<typeof load>>
        shopToBareNode?: number
      }
      return {
        page: row.page,
        'shop req/s': row.shop.rps,
        'shop p99 ms': row.shop.p99,
        errors: row.shop.errors,
        'bare Node req/s': row.bareNode?.rps,
        'nginx req/s': row.nginx?.rps,
        'shop / bare Node': row.shopToBareNode,
      }
    }),
  )

  mkdirSync('bench', { recursive: true })
  // A throughput-only run keeps the last Lighthouse figures (with their date).
  const previous = lighthouseOn ? null : (JSON.parse(readFileSync('bench/results.json', 'utf8')) as { measuredAt?: string; pages?: unknown[] })
  const lighthouseFigures = previous ? { pages: previous.pages ?? [], pagesMeasuredAt: previous.measuredAt } : { pages: rows }
  writeFileSync(
    'bench/results.json',
    JSON.stringify({ measuredAt: new Date().toISOString(), cores: availableParallelism(), shopProcesses: workers, ...lighthouseFigures, throughput }, null, 2) + '\n',
  )
  console.log('Wrote bench/results.json')
  // The back office's orders list with 100,000 orders, on a PostgreSQL server when one is named (issue 17).
  if (process.env.DATABASE_URL) spawnSync('npx', ['tsx', 'scripts/bench-admin-orders.ts'], { stdio: 'inherit', env: process.env })
  else console.log('DATABASE_URL is not set: the orders list with 100,000 orders (scripts/bench-admin-orders.ts) is not measured this run')
} finally {
  stopReferences()
  if (server.pid) process.kill(-server.pid, 'SIGTERM')
  await new Promise((r) => setTimeout(r, 1500))
  if (benchDatabase) await adminQuery(`drop database if exists ${benchDatabase} with (force)`)
  rmSync(work, { recursive: true, force: true })
}
