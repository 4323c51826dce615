/**
 * `npm run bench:load`: a campaign's crowd on PostgreSQL (issue 19, item 6; docs/deploy.md, "How much
 * it serves"). Three phases, each on a fresh database of its own (DATABASE_URL's server, or a throwaway
 * one made as `npm run cluster` makes it), the production build (built if needed):
 *
 *   1. One node (asked directly, as `npm start` serves), a mixed crowd of BENCH_LOAD_CONNECTIONS (50) virtual customers for
 *      BENCH_LOAD_SECONDS (30) after BENCH_LOAD_WARMUP_SECONDS (5): browse 80 %, design + basket 15 %,
 *      checkout 5 % (scripts/lib/load/customers.ts).
 *   2. The same with two nodes behind nginx: the ratio of the two phases' throughput.
 *   3. The shop grown: 1,000 fabrics offered on every product and 100,000 orders, next to the seeded
 *      shop, each on a node of its own; each storefront page's p50 on both, asked in turn, as a visitor
 *      (the page cache) and rendered (a guest's cookie).
 *
 * Reports per kind requests/s, p50/p99 and errors, the orders placed and oversold (a fabric–garment
 * combination held by two live orders: must be 0), where the CPU went (nodes, nginx, PostgreSQL, the
 * generator, the rest of the host), and the grown shop's p50 against the seeded one's. Prints tables,
 * writes bench/load.json, drops its databases and stops everything it started, on Ctrl-C too; exits 1
 * when an order was oversold, the orders in the database disagree with the answers the crowd got, or
 * the checkout customers placed none or gave one up.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { listFabricsForProduct, listPartsForProduct, listProducts } from '#app/modules/catalogue/catalogue.server.ts'
import { updateStoreSettings } from '#app/modules/store/settings.server.ts'
import { storefrontChannel } from '#app/utils/data-changes.server.ts'
import { openDatabase, setDatabase } from '#app/utils/db.server.ts'
import { growFabrics, insertManyOrders } from './lib/bench-data.ts'
import { ensureBuild } from './lib/build-shop.ts'
import { type Cluster, startCluster } from './lib/cluster.ts'
import { databaseUrlFor, queryOnce } from './lib/throwaway-postgres.ts'
import { createGuestWithBasket, eachLimited } from './lib/guest-basket.ts'
import { computeCpuUse, listProcesses, processTree, takeCpuSnapshot, type CpuUse } from './lib/load/cpu.ts'
import { type CatalogueIds, computeCrowd, createRandom, KINDS, listBrowsePaths } from './lib/load/crowd.ts'
import { type CheckoutBasket, runCrowd, warmPages } from './lib/load/customers.ts'
import { computePageCacheUse, fetchPageCache } from './lib/load/metrics.ts'
import { samplePages } from './lib/load/page-latency.ts'
import { compareMedians, ratio, round, summarize, summarizeAll, type KindFigures } from './lib/load/stats.ts'

const root = path.resolve(import.meta.dirname, '..')
if (existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'))

function setting(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name]
  const n = raw === undefined || raw === '' ? fallback : Number(raw)
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    console.error(`${name} must be a whole number from ${min} to ${max} (got ${JSON.stringify(raw)})`)
    process.exit(2)
  }
  return n
}

const seconds = setting('BENCH_LOAD_SECONDS', 30, 1, 3600)
const warmUpSeconds = setting('BENCH_LOAD_WARMUP_SECONDS', 5, 0, 600)
const connections = setting('BENCH_LOAD_CONNECTIONS', 50, 1, 2000)
// A kept page answers in about a millisecond: fewer samples let a timer's jitter decide the ratio.
const samples = setting('BENCH_LOAD_SAMPLES', 300, 5, 10_000)
const port = setting('BENCH_LOAD_PORT', 3520, 1024, 65_000)
const seed = setting('BENCH_LOAD_SEED', 19, 0, 2 ** 31)
const GROWN = { fabrics: 1000, orders: 100_000 }
/** Issue 19's acceptance. */
const TARGET = { twoNodeRatio: 1.6, grownP50Ratio: 1.2 }
const PAGES = ['/', '/collection', '/collection/1', '/fabric/1', '/product/1']
/** A hold limit no crowd from one address reaches. */
const UNLIMITED = 1_000_000

const buildDir = process.env.BUILD_DIR ?? 'build'
const serverUrl = process.env.DATABASE_URL
const workDir = path.join(root, 'var/bench-load')
const crowd = computeCrowd(connections)
const random = createRandom(seed)

// ─── Everything started is stopped: at the end, on an error, on Ctrl-C ──────────────────────────
const cleanups: { what: string; run: () => Promise<unknown> }[] = []
async function cleanUp() {
  for (const c of cleanups.splice(0).reverse()) await c.run().catch((e: unknown) => console.error(`while stopping ${c.what}: ${e instanceof Error ? e.message : String(e)}`))
}
function undo<T>(what: string, run: () => Promise<T>) {
  const entry = { what, run }
  cleanups.push(entry)
  return async () => {
    const at = cleanups.indexOf(entry)
    if (at >= 0) cleanups.splice(at, 1)
    await run()
  }
}
let interrupted = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return
    interrupted = true
    console.error(`\n${signal}: stopping nginx, the nodes and PostgreSQL, dropping the benchmark's databases…`)
    void cleanUp().then(() => process.exit(130))
  })
}

/** A database of this run's on DATABASE_URL's server (dropped at the end), or none: the cluster makes a throwaway server. */
async function phaseDatabase(name: string, server = serverUrl): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  if (!server) return { url: undefined, drop: async () => undefined }
  const database = `gemela_load_${process.pid}_${name.replaceAll('-', '_')}`
  await queryOnce(server, `create database ${database}`)
  const drop = undo(`database ${database}`, async () => void (await queryOnce(server, `drop database if exists ${database} with (force)`)))
  return { url: databaseUrlFor(server, database), drop }
}

async function startShop(name: string, nodes: number, offset: number, databaseUrl: string | undefined): Promise<{ cluster: Cluster; stop: () => Promise<void> }> {
  const dir = path.join(workDir, name)
  const base = port + offset
  console.info(`Starting ${name}: ${databaseUrl ? 'its database' : 'a throwaway PostgreSQL'}, ${nodes} node${nodes > 1 ? 's' : ''} and nginx on 127.0.0.1:${base}…`)
  const cluster = await startCluster({
    root,
    dir,
    port: base,
    nodePorts: Array.from({ length: nodes }, (_, i) => base + 1 + i),
    pgPort: base + 9,
    databaseUrl,
    buildDir,
    // The nodes' log at warn: a log line per request would be the generator's and the nodes' work, not the shop's.
    env: { LOG_LEVEL: 'warn', OUTBOX_DIR: path.join(dir, 'outbox'), MEDIA_DIR: path.join(dir, 'media') },
    log: (line) => console.info(`  ${line}`),
  })
  const stop = undo(`${name}'s cluster`, () => cluster.stop())
  return { cluster, stop }
}

// ─── Before a crowd: the catalogue's ids, and the checkout customers' baskets ───────────────────
async function prepareShop(databaseUrl: string) {
  const handle = await openDatabase({ url: databaseUrl })
  setDatabase(handle)
  const close = undo('the benchmark’s connections', async () => {
    setDatabase(undefined)
    await handle.close()
  })
  const query = <T extends Record<string, unknown>>(text: string) => handle.db.execute<T>(sql.raw(text))
  // Stock enough for every combination the checkout customers order: the fabric lock, not the metres, is what is checked.
  await query('update fabrics set stock_metres = greatest(stock_metres, 100) where archived_at is null')
  // The whole crowd comes from 127.0.0.1, and a campaign's customers each from her own address: what one
  // address may hold unpaid and place an hour (docs/security.md, "Unpaid orders") would refuse all but the
  // first few transfers. Each checkout customer has her own e-mail, still counted as in the shop.
  await updateStoreSettings((s) => ({ ...s, holds: { ...s.holds, unpaidOrders: UNLIMITED, unpaidGarments: UNLIMITED, unpaidMetres: UNLIMITED, placementsPerHour: UNLIMITED } }))
  const products = await listProducts('es')
  const fabricRows = await query<{ id: number }>('select id from fabrics where archived_at is null order by position, id')
  const catalogue: CatalogueIds = { productIds: products.map((p) => p.id), fabricIds: fabricRows.rows.map((r) => Number(r.id)) }
  // Every fabric–garment combination once, the products taking turns: each order may be placed.
  const perProduct = await Promise.all(
    products.map(async (product) => {
      const partByType = new Map<string, number>()
      for (const part of await listPartsForProduct(product, 'es')) if (!partByType.has(part.type)) partByType.set(part.type, part.id)
      const fabrics = (await listFabricsForProduct(product, 'es')).filter((f) => f.unavailable === null)
      return fabrics.map((f) => ({ product, fabricId: f.id, partByType }))
    }),
  )
  const combinations = Array.from({ length: Math.max(...perProduct.map((p) => p.length)) }, (_, i) => perProduct.flatMap((p) => p[i] ?? [])).flat()
  const failures: string[] = []
  const made = await eachLimited(combinations, 4, (c) =>
    createGuestWithBasket(c.product, c.fabricId, c.partByType).catch((error: unknown) => {
      failures.push(`product ${c.product.id}, fabric ${c.fabricId}: ${error instanceof Error ? error.message : String(error)}`)
      return null
    }),
  )
  const baskets: CheckoutBasket[] = made.flatMap((b) => (b ? [{ token: b.token, fabricId: b.fabricId, productId: b.productId }] : []))
  if (failures.length > 0) console.warn(`  ${failures.length} baskets could not be made, e.g. ${failures[0]}`)
  return { catalogue, baskets, close, query }
}

/** Counts the storefront's change notices (app/utils/data-changes.server.ts) as the nodes hear them, until stopped. */
async function listenForChanges(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl })
  client.on('error', () => undefined) // the database is dropped at the end
  await client.connect()
  const heard: Record<string, number> = {}
  client.on('notification', (n) => {
    // 'fabric_locks:3' and 'fabric_stock:7' are counted by kind.
    const kind = (n.payload ?? '').split(':')[0]!
    heard[kind] = (heard[kind] ?? 0) + 1
  })
  await client.query(`listen ${storefrontChannel}`)
  const stop = undo('the change listener', () => client.end())
  return {
    stop: async () => {
      await stop()
      return heard
    },
  }
}

/** The processes whose CPU is reported: the nodes, nginx (master and worker), PostgreSQL, this generator. */
async function cpuGroups(cluster: Cluster, name: string, query: (text: string) => Promise<{ rows: { pid: number }[] }>) {
  const table = listProcesses()
  const nginxPid = Number(readFileSync(path.join(workDir, name, 'nginx/nginx.pid'), 'utf8').trim())
  const backends = (await query('select pid from pg_stat_activity where datname = current_database()')).rows.map((r) => Number(r.pid))
  // A throwaway server is all ours: the postmaster and everything under it. On a shared one, this database's backends.
  const postmaster = table.find((p) => p.pid === backends[0])?.ppid
  const postgres = cluster.throwaway && postmaster ? processTree(table, postmaster) : backends
  return {
    nodes: cluster.nodes.flatMap((n) => (n.pid ? [n.pid] : [])),
    nginx: processTree(table, nginxPid),
    postgresql: postgres,
    generator: [process.pid],
  }
}

type PhaseFigures = {
  nodes: number
  target: string
  loadAverageAtStart: number[]
  kinds: Record<string, KindFigures>
  total: KindFigures
  checkout: { basketsPrepared: number; basketsLeft: number; ranOutAfterMs: number | null; placed: number; refused: Record<string, number> }
  orders: { inDatabase: number; answeredPlaced: number; match: boolean; oversold: number; negativeStock: number }
  cpu: CpuUse
  /**
   * The visitors' requests the page cache answered, on every node, and the storefront changes the
   * nodes heard meanwhile (table → notices): each one empties every node's page cache.
   */
  pageCache: { hits: number; misses: number; hitRatio: number | null; storefrontChanges: Record<string, number> }
}

async function crowdPhase(name: string, nodes: number, offset: number): Promise<PhaseFigures> {
  const database = await phaseDatabase(name)
  const { cluster, stop } = await startShop(name, nodes, offset, database.url)
  const shop = await prepareShop(cluster.databaseUrl)
  // One node as `npm start` serves it (the node itself); two as a shop with several machines does (nginx in front).
  const origin = nodes === 1 ? cluster.nodes[0]!.url : cluster.url
  const prepared = shop.baskets.length
  console.info(`  ${prepared} complete baskets for the checkout customers; crowd of ${connections}: ${KINDS.map((k) => `${crowd[k]} ${k}`).join(', ')}`)
  const warmErrors = await warmPages(origin, listBrowsePaths(shop.catalogue), nodes)
  if (warmErrors.length > 0) console.warn(`  warming the page cache: ${warmErrors.join(' | ')}`)
  let warmUpPlaced = 0
  if (warmUpSeconds > 0) {
    console.info(`  warming up for ${warmUpSeconds} s…`)
    warmUpPlaced = (await runCrowd({ origin, seconds: warmUpSeconds, crowd, catalogue: shop.catalogue, baskets: shop.baskets, random })).checkout.placed
  }
  const groups = await cpuGroups(cluster, name, (text) => shop.query<{ pid: number }>(text))
  const loadAverageAtStart = loadavg().map((l) => round(l, 2))
  console.info(`  the crowd for ${seconds} s (load average ${loadAverageAtStart.join(', ')})…`)
  const changes = await listenForChanges(cluster.databaseUrl)
  const cacheBefore = await Promise.all(cluster.nodes.map((n) => fetchPageCache(n.url)))
  const before = takeCpuSnapshot(groups)
  const result = await runCrowd({ origin, seconds, crowd, catalogue: shop.catalogue, baskets: shop.baskets, random })
  const cpu = computeCpuUse(before, takeCpuSnapshot(groups), cpus().length)
  const pageCache = { ...computePageCacheUse(cacheBefore, await Promise.all(cluster.nodes.map((n) => fetchPageCache(n.url)))), storefrontChanges: await changes.stop() }

  const one = async (text: string) => Number((await shop.query<{ n: number }>(text)).rows[0]!.n)
  const inDatabase = await one('select count(*)::int as n from orders')
  // A combination held by more than one live order: the fabric lock failed (docs/product.md#fabric-lock-and-stock).
  const oversold = await one(`
    select count(*)::int as n from (
      select oi.fabric_id, oi.product_id from order_items oi join orders o on o.id = oi.order_id
      where oi.kind = 'garment' and o.status not in ('cancelled', 'expired')
      group by oi.fabric_id, oi.product_id having count(*) > 1) held`)
  const negativeStock = await one('select count(*)::int as n from fabrics where stock_metres < 0')
  const answeredPlaced = warmUpPlaced + result.checkout.placed
  await shop.close()
  await stop()
  await database.drop()
  const kinds = Object.fromEntries(KINDS.map((k) => [k, summarize(result.records[k], result.seconds)]))
  return {
    nodes,
    target: nodes === 1 ? 'the node itself' : `nginx → ${nodes} nodes`,
    loadAverageAtStart,
    kinds,
    total: summarizeAll(Object.values(result.records), result.seconds),
    checkout: { basketsPrepared: prepared, ...result.checkout },
    orders: { inDatabase, answeredPlaced, match: inDatabase === answeredPlaced, oversold, negativeStock },
    cpu,
    pageCache,
  }
}

/** The seeded shop and the grown one side by side, each on one node; their pages asked in turn. */
async function grownPhase() {
  const seededDatabase = await phaseDatabase('seeded')
  const seeded = await startShop('seeded', 1, 20, seededDatabase.url)
  // The grown shop's database on the same server (a throwaway one's too).
  const grownDatabase = await phaseDatabase('grown', seeded.cluster.databaseUrl)
  const grown = await startShop('grown', 1, 40, grownDatabase.url)
  console.info(`  growing it: ${GROWN.fabrics} fabrics offered on every product, ${GROWN.orders} orders…`)
  const started = performance.now()
  const client = new pg.Client({ connectionString: grown.cluster.databaseUrl })
  await client.connect()
  try {
    const run = (statement: string) => client.query(statement)
    await growFabrics(run, GROWN.fabrics)
    await insertManyOrders(run, GROWN.orders)
    const counts = await client.query<{ fabrics: number; offers: number; orders: number }>(
      'select (select count(*) from fabrics)::int as fabrics, (select count(*) from product_fabrics)::int as offers, (select count(*) from orders)::int as orders',
    )
    console.info(`  grown in ${Math.round((performance.now() - started) / 1000)} s: ${JSON.stringify(counts.rows[0])}`)
  } finally {
    await client.end()
  }
  const shops = [
    { name: 'seeded', origin: seeded.cluster.nodes[0]!.url },
    { name: 'grown', origin: grown.cluster.nodes[0]!.url },
  ]
  const loadAverageAtStart = loadavg().map((l) => round(l, 2))
  console.info(`  ${samples} samples of each page on each shop, in turn (load average ${loadAverageAtStart.join(', ')})…`)
  const measured = await samplePages(shops, PAGES, { samples, warmUp: 5 })
  await grown.stop()
  await grownDatabase.drop()
  await seeded.stop()
  await seededDatabase.drop()
  const pages = measured.map((m) => ({
    path: m.path,
    variant: m.variant,
    ...compareMedians(m.ms.seeded!, m.ms.grown!),
    gzipKB: { seeded: round(m.bytes.seeded! / 1024), grown: round(m.bytes.grown! / 1024) },
    errors: m.errors.length,
    firstError: m.errors[0] ?? null,
  }))
  return { fabrics: GROWN.fabrics, orders: GROWN.orders, samples, target: 'each node directly, one request at a time', loadAverageAtStart, pages }
}

// ─── The run ────────────────────────────────────────────────────────────────────────────────────
const loadAverageAtStart = loadavg().map((l) => round(l, 2))
let exitCode: number
try {
  ensureBuild(buildDir)
  console.info(`bench:load on ${cpus().length} cores, load average ${loadAverageAtStart.join(', ')}; PostgreSQL: ${serverUrl ? new URL(serverUrl).host : 'throwaway'}`)
  const oneNode = await crowdPhase('one-node', 1, 0)
  const twoNodes = await crowdPhase('two-nodes', 2, 10)
  const grown = await grownPhase()

  const throughputRatio = ratio(twoNodes.total.perSecond, oneNode.total.perSecond)
  // Per kind too: the cached visitors' pages and the rendered design and checkout requests scale differently.
  const kindRatios = Object.fromEntries(KINDS.map((k) => [k, ratio(twoNodes.kinds[k]!.perSecond, oneNode.kinds[k]!.perSecond)]))
  const errors = oneNode.total.errors + twoNodes.total.errors
  const phases = { oneNode, twoNodes }
  for (const [name, p] of Object.entries(phases)) {
    console.info(`\n${name} (${p.target}), ${seconds} s, load average at start ${p.loadAverageAtStart.join(', ')}:`)
    console.table(
      Object.fromEntries(
        [...Object.entries(p.kinds), ['all', p.total] as const].map(([kind, f]) => [
          kind,
          { 'req/s': f.perSecond, requests: f.requests, 'p50 ms': f.p50Ms, 'p99 ms': f.p99Ms, errors: f.errors, sessions: f.sessions, abandoned: f.abandoned },
        ]),
      ),
    )
    console.info(
      `  page cache: ${p.pageCache.hits} hits, ${p.pageCache.misses} misses (hit ratio ${p.pageCache.hitRatio}); storefront changes heard: ${JSON.stringify(p.pageCache.storefrontChanges)}\n` +
        `  orders: ${p.checkout.placed} placed (${p.orders.inDatabase} in the database with the warm-up's), refused ${JSON.stringify(p.checkout.refused)}, oversold ${p.orders.oversold}; baskets left ${p.checkout.basketsLeft} of ${p.checkout.basketsPrepared}${p.checkout.ranOutAfterMs !== null ? ` (ran out after ${p.checkout.ranOutAfterMs} ms)` : ''}`,
    )
    for (const [kind, f] of Object.entries(p.kinds)) {
      if (f.firstErrors.length) console.info(`  ${kind} errors: ${f.firstErrors.join(' | ')}`)
      if (f.firstAbandons.length) console.info(`  ${kind} abandoned: ${f.firstAbandons.join(' | ')}`)
    }
  }
  console.info('\nCPU, in cores busy on average over the measured seconds:')
  console.table(Object.fromEntries(Object.entries(phases).map(([name, p]) => [name, { ...p.cpu.byGroup, machine: p.cpu.machineCores }])))
  const ratioMet = throughputRatio !== null && throughputRatio >= TARGET.twoNodeRatio && errors === 0
  console.info(
    `Two nodes / one node: ${throughputRatio}× (target ≥ ${TARGET.twoNodeRatio}× with 0 errors; errors ${errors}): ${ratioMet ? 'met' : 'NOT met'}; per kind ${KINDS.map((k) => `${k} ${kindRatios[k]}×`).join(', ')}`,
  )

  console.info(`\nThe shop grown to ${GROWN.fabrics} fabrics and ${GROWN.orders} orders against the seeded one, p50 of ${samples} requests each:`)
  console.table(
    grown.pages.map((p) => ({
      page: p.path,
      as: p.variant,
      'seeded p50 ms': p.beforeP50Ms,
      'grown p50 ms': p.afterP50Ms,
      ratio: p.ratio,
      'seeded KB': p.gzipKB.seeded,
      'grown KB': p.gzipKB.grown,
      errors: p.errors,
    })),
  )
  const grownMet = grown.pages.every((p) => p.ratio !== null && p.ratio <= TARGET.grownP50Ratio && p.errors === 0)
  console.info(`Grown / seeded p50 within ${TARGET.grownP50Ratio}× on every page: ${grownMet ? 'met' : 'NOT met'}`)

  const git = (args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim()
  const postgres = serverUrl ? (await queryOnce(serverUrl, 'show server_version')).rows[0]?.server_version : null
  mkdirSync(path.join(root, 'bench'), { recursive: true })
  writeFileSync(
    path.join(root, 'bench/load.json'),
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        commit: git(['rev-parse', 'HEAD']),
        uncommittedChanges: git(['status', '--porcelain']).length > 0,
        cores: cpus().length,
        cpu: cpus()[0]?.model ?? null,
        loadAverageAtStart,
        node: process.version,
        postgres: postgres ?? 'throwaway server (Debian’s newest in /usr/lib/postgresql)',
        settings: { seconds, warmUpSeconds, connections, crowd, seed, buildDir, nodeLogLevel: 'warn' },
        phases,
        twoNodesToOneNode: { ratio: throughputRatio, byKind: kindRatios, target: TARGET.twoNodeRatio, errors, met: ratioMet },
        orders: { oneNode: oneNode.orders, twoNodes: twoNodes.orders },
        oversold: oneNode.orders.oversold + twoNodes.orders.oversold,
        grown: { ...grown, target: TARGET.grownP50Ratio, met: grownMet },
      },
      null,
      2,
    ) + '\n',
  )
  console.info('Wrote bench/load.json')
  // The checkout customers must place orders: one given up, or none placed at all, is a checkout the bench no longer walks.
  const checkoutFailed = (p: PhaseFigures) => crowd.checkout > 0 && p.checkout.basketsPrepared > 0 && (p.orders.answeredPlaced === 0 || p.kinds.checkout!.abandoned > 0)
  const wrong = [oneNode, twoNodes].filter((p) => p.orders.oversold > 0 || p.orders.negativeStock > 0 || !p.orders.match || checkoutFailed(p))
  for (const p of wrong)
    console.error(
      `FAILED ${p.target}: oversold ${p.orders.oversold}, negative stock ${p.orders.negativeStock}, ${p.orders.inDatabase} orders in the database for ${p.orders.answeredPlaced} answered placed, ${p.kinds.checkout!.abandoned} checkouts given up`,
    )
  exitCode = wrong.length > 0 ? 1 : 0
} catch (error) {
  if (!interrupted) console.error(error)
  exitCode = 1
} finally {
  if (!interrupted) await cleanUp()
}
if (!interrupted) process.exit(exitCode)
