/**
 * `npm run bench`: Lighthouse (mobile) on the storefront pages, the gzip weight of the JavaScript each
 * page loads, and requests/s with p50/p99 latency for / under 50 connections next to nginx serving a
 * static file in the same run. Prints a table and writes bench/results.json.
 */
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import http from 'node:http'
import { gunzipSync, gzipSync } from 'node:zlib'
import { randomBytes } from 'node:crypto'
import autocannon from 'autocannon'
import pg from 'pg'
import { buildShop } from './lib/build-shop.ts'

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

type LighthouseRun = { performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; cls: number; tbtMs: number; fcpMs: number }

/** Runs a command without blocking the event loop (a blocked loop never sees the server close idle kept-alive sockets, and the next fetch then reuses a dead one). */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
    child.on('close', (status) => resolve({ status, stderr }))
  })
}

async function lighthouseOnce(pathname: string, cookie?: string): Promise<LighthouseRun | null> {
  const out = path.join(work, `lh-${pathname.replace(/\W+/g, '_')}.json`)
  const flags = `--headless=new --no-sandbox --disable-gpu --user-data-dir=${path.join(work, 'chrome-' + Math.random().toString(36).slice(2))}`
  const result = await run(
    'npx',
    [
      'lighthouse',
      origin + pathname,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--chrome-flags=${flags}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    { ...process.env, CHROME_PATH: '/usr/bin/chromium' },
  )
  // Chrome now and then fails to record the trace (NO_NAVSTART): that run is retried.
  if (result.status !== 0) {
    console.warn(
      `lighthouse run failed on ${pathname}: ${result.stderr
        .split('\n')
        .filter((l) => !l.startsWith('npm warn'))
        .join(' ')
        .slice(0, 200)}`,
    )
    return null
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number }>
    audits: Record<string, { numericValue?: number }>
  }
  const score = (k: string) => Math.round((report.categories[k]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: Math.round(report.audits['first-contentful-paint']?.numericValue ?? 0),
    lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Math.round((report.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
  }
}

/** Lighthouse varies from run to run: the median run (by performance score) of `runs` good ones. */
async function lighthouse(pathname: string, runs = Number(process.env.BENCH_RUNS ?? 5), cookie?: string): Promise<LighthouseRun> {
  const good: LighthouseRun[] = []
  for (let attempt = 0; good.length < runs && attempt < runs + 3; attempt++) {
    const once = await lighthouseOnce(pathname, cookie)
    if (once) good.push(once)
  }
  if (good.length === 0) throw new Error(`lighthouse failed on ${pathname}`)
  good.sort((a, b) => a.performance - b.performance)
  return { ...good[Math.floor(good.length / 2)]!, runs: good.length, performanceRuns: good.map((r) => r.performance) } as LighthouseRun
}

/**
 * The host's speed right now: milliseconds for a fixed loop (400–430 at this machine's quietest in
 * session 5, up to 690 when busy). Lighthouse multiplies every main-thread task by 4, so its scores
 * follow this number: read them together.
 */
function cpuProbe() {
  const start = performance.now()
  let x = 0
  for (let i = 0; i < 3e8; i++) x += i % 7
  if (x < 0) console.log(x) // keeps the loop from being optimised away
  return Math.round(performance.now() - start)
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
    await page.getByRole('link', { name: /^Talla estándar/ }).click()
    await page.getByRole('radio', { name: 'M', exact: true }).locator('xpath=ancestor::label[1]').click()
    // A garment with a collar asks for the neck too.
    const neck = page.getByRole('radio', { name: '38 cm' })
    if (await neck.count()) await neck.locator('xpath=ancestor::label[1]').click()
    await page.getByRole('button', { name: 'Continuar', exact: true }).click()
    await page.waitForURL((url) => url.pathname === '/cart' || url.searchParams.get('view') === 'personal')
    if (new URL(page.url()).pathname !== '/cart') {
      await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Lucía')
      await page.getByRole('textbox', { name: 'Apellidos', exact: true }).fill('Martín')
      const email = page.getByRole('textbox', { name: 'Email', exact: true })
      if ((await email.count()) > 0 && (await email.isEditable())) await email.fill(signIn?.email ?? 'lucia@example.com')
      await page.getByRole('button', { name: 'Guardar y continuar' }).click()
      await page.waitForURL('**/cart')
    }
    if (signIn) return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
    await page.goto(`${origin}/checkout`)
    await page.getByRole('button', { name: 'CONTINUAR COMO INVITADO' }).click()
    await page.waitForURL('**/checkout/details')
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

/** The body exactly as sent (no decoding): the page's gzip bytes when asked with gzip. */
function rawGet(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve(Buffer.concat(chunks)))
      })
      .on('error', reject)
  })
}

/**
 * The limit for any Node app on this machine: a bare `http` server answering each page's gzip bytes
 * from memory (its own process, plain Node), in the same run as the shop.
 */
const bareNodeServer = `
const http = require('node:http'), fs = require('node:fs'), path = require('node:path')
const [dir, port] = process.argv.slice(1)
const files = new Map(fs.readdirSync(dir).map((f) => ['/' + f, fs.readFileSync(path.join(dir, f))]))
http.createServer((req, res) => {
  const body = files.get(req.url)
  if (!body) { res.statusCode = 404; return res.end() }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'content-length': body.length })
  res.end(body)
}).listen(Number(port), '127.0.0.1')
`

// --- the shop, production build, fresh embedded database ----------------------------------------
buildShop()
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
// The compiled server, as `npm start` runs it; its own process group, so stopping the bench stops it.
const server = spawn(process.execPath, [path.join(process.env.BUILD_DIR ?? 'build', 'host/main.js')], { detached: true, env: serverEnv, stdio: 'inherit' })

/** An account to sign in with: the embedded demo's admin, or one made for the bench on PostgreSQL. */
async function demoAdmin(): Promise<{ email: string; password: string }> {
  if (!databaseUrl) return { email: 'admin@gemela.local', password: readFileSync(path.join(work, 'demo-admin-password'), 'utf8').trim() }
  const password = randomBytes(18).toString('base64url')
  spawnSync('npx', ['tsx', 'scripts/create-admin.ts', '--email', 'bench@gemela.local', '--password', password], { stdio: 'inherit', env: serverEnv })
  return { email: 'bench@gemela.local', password }
}
let nginx: ReturnType<typeof spawn> | undefined
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
    rows.push({ page: p, cpuProbeMs: cpuProbe(), ...(await jsWeight(p)), ...(await lighthouse(p)) })
  }
  // The checkout's first two steps, for a guest whose basket holds a complete garment (made through
  // the shop's own pages in a browser, as a customer does; the basket cookie then goes to Lighthouse).
  const cookie = lighthouseOn ? await guestWithCompleteBasket() : ''
  for (const p of lighthouseOn ? ['/checkout', '/checkout/details'] : []) {
    rows.push({ page: p, cpuProbeMs: cpuProbe(), ...(await jsWeight(p, cookie)), ...(await lighthouse(p, undefined, cookie)) })
  }
  console.table(rows)

  // Throughput (issue 19): each storefront page for a visitor next to two references serving the very
  // same bytes in the same run — a bare Node server (the page's gzip bytes from memory) and nginx (one
  // worker, gzip on, no access log, the page as a file) — then a signed-in customer's /cart.
  const throughputPages = (process.env.BENCH_THROUGHPUT_PAGES ?? '/,/collection,/collection/1,/product/1').split(',')
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
  const bare = spawn(process.execPath, ['-e', bareNodeServer, gz, String(port + 2)], { stdio: 'inherit' })
  const hasNginx = spawnSync('sh', ['-c', 'command -v nginx']).status === 0
  if (hasNginx) {
    const conf = path.join(work, 'nginx.conf')
    writeFileSync(
      conf,
      `daemon off; worker_processes 1; pid ${work}/nginx.pid; error_log ${work}/nginx-error.log;
events { worker_connections 1024; }
http { access_log off; gzip on; default_type text/html; server { listen 127.0.0.1:${port + 1}; root ${plain}; } }`,
    )
    nginx = spawn('nginx', ['-c', conf, '-p', work], { stdio: 'inherit' })
  } else console.log('nginx is not installed (apt-get install -y nginx): no nginx reference this run')
  const throughput: Record<string, unknown>[] = []
  try {
    await waitFor(`http://127.0.0.1:${port + 2}/${fileOf(throughputPages[0]!)}`)
    if (hasNginx) await waitFor(`http://127.0.0.1:${port + 1}/${fileOf(throughputPages[0]!)}`)
    for (const p of throughputPages) {
      const shop = await load(origin + p)
      const bareNode = await load(`http://127.0.0.1:${port + 2}/${fileOf(p)}`)
      const reference = hasNginx ? await load(`http://127.0.0.1:${port + 1}/${fileOf(p)}`) : undefined
      throughput.push({
        page: p,
        gzipKB: Math.round(readFileSync(path.join(gz, fileOf(p))).length / 102.4) / 10,
        shop,
        bareNode,
        nginx: reference,
        shopToBareNode: Math.round((shop.rps / bareNode.rps) * 1000) / 1000,
      })
    }
  } finally {
    bare.kill('SIGTERM')
  }
  // A signed-in customer with a garment in her basket: her /cart renders for her on every request.
  const customer = await guestWithCompleteBasket(await demoAdmin())
  const cart = await load(`${origin}/cart`, { cookie: customer })
  throughput.push({ page: '/cart (signed in)', database: process.env.DATABASE_URL ? 'postgresql' : 'pglite', shop: cart })
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
    JSON.stringify({ measuredAt: new Date().toISOString(), cores: (await import('node:os')).cpus().length, ...lighthouseFigures, throughput }, null, 2) + '\n',
  )
  console.log('Wrote bench/results.json')
  // The back office's orders list with 100,000 orders, on a PostgreSQL server when one is named (issue 17).
  if (process.env.DATABASE_URL) spawnSync('npx', ['tsx', 'scripts/bench-admin-orders.ts'], { stdio: 'inherit', env: process.env })
  else console.log('DATABASE_URL is not set: the orders list with 100,000 orders (scripts/bench-admin-orders.ts) is not measured this run')
} finally {
  nginx?.kill('SIGTERM')
  if (server.pid) process.kill(-server.pid, 'SIGTERM')
  await new Promise((r) => setTimeout(r, 1500))
  if (benchDatabase) await adminQuery(`drop database if exists ${benchDatabase} with (force)`)
  rmSync(work, { recursive: true, force: true })
}
