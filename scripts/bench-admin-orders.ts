/**
 * `npm run bench:admin-orders` (and the end of `npm run bench` when DATABASE_URL is set): the back
 * office's orders list with 100,000 orders (issue 17). In a throwaway database on the PostgreSQL
 * server DATABASE_URL names — migrated, seeded, then 100,000 orders over two years with their items
 * written by one `generate_series` statement and analysed — it times the list's real function
 * (`listOrdersForAdmin`, app/modules/orders/admin-orders.server.ts) for the first page and its usual
 * filters, a page deep in the list, and the home's figures, and reports p50/p95 of each. Target: the
 * first page's p50 ≤ 100 ms. Writes bench/admin-orders.json; drops the database at the end.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { getOrderDashboard, listOrdersForAdmin, type AdminOrderFilters } from '#app/modules/orders/admin-orders.server.ts'
import { getDb, openDatabase, setDatabase } from '#app/utils/db.server.ts'
import { seedDatabase } from '#db/seed/seed.ts'
import { insertManyOrders } from './lib/bench-data.ts'

const url = process.env.DATABASE_URL
if (!url) {
  console.log('bench-admin-orders: DATABASE_URL is not set (a PostgreSQL server to make a throwaway database on); skipped.')
  process.exit(0)
}
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000)
const RUNS = Number(process.env.BENCH_RUNS_ORDERS ?? 60)

function withDatabase(serverUrl: string, name: string) {
  const u = new URL(serverUrl)
  u.pathname = `/${name}`
  return u.toString()
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!
}

async function time(run: () => Promise<unknown>) {
  for (let i = 0; i < 5; i++) await run() // warm the cache and the plans
  const samples: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    await run()
    samples.push(performance.now() - start)
  }
  samples.sort((a, b) => a - b)
  const round = (n: number) => Math.round(n * 100) / 100
  return { p50Ms: round(percentile(samples, 50)), p95Ms: round(percentile(samples, 95)), maxMs: round(samples.at(-1)!) }
}

const admin = new pg.Client({ connectionString: url })
await admin.connect()
const name = `gemela_bench_orders_${process.pid}`
const { rows: versionRows } = await admin.query<{ server_version: string }>('show server_version')
await admin.query(`create database ${name}`)
console.log(`Throwaway database ${name} on ${new URL(url).host} (PostgreSQL ${versionRows[0]!.server_version}); dropped at the end.`)
try {
  const handle = await openDatabase({ url: withDatabase(url, name) })
  setDatabase(handle)
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client
  pool.on('error', () => {})
  try {
    await handle.migrate()
    await seedDatabase(handle.db)
    const db = getDb()
    const started = performance.now()
    // 100,000 orders over the last two years, every status and payment method, each with one item.
    await insertManyOrders((statement) => db.execute(sql.raw(statement)), ORDERS)
    console.log(`Seeded ${ORDERS} orders and their items in ${Math.round(performance.now() - started)} ms.`)

    const today = new Date().toISOString().slice(0, 10)
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10)
    const cases: [string, AdminOrderFilters][] = [
      ['first page (no filter)', {}],
      ['status = pending_payment', { status: 'pending_payment' }],
      ['payment = transfer', { payment: 'transfer' }],
      ['status + payment', { status: 'paid', payment: 'card' }],
      ['last 30 days', { from: monthAgo, to: today }],
      ['search: e-mail', { q: 'clienta4242@' }],
      ['search: name', { q: 'lucía garcía' }],
      ['search: number', { q: '1054321' }],
      ['waiting for a refund', { refund: '1' }],
    ]
    const results: Record<string, { p50Ms: number; p95Ms: number; maxMs: number; rows: number }> = {}
    for (const [label, filters] of cases) {
      const rows = (await listOrdersForAdmin(filters)).rows.length
      results[label] = { ...(await time(() => listOrdersForAdmin(filters))), rows }
    }
    // A page deep in the list: the keyset cursor of the order halfway down (50,000 of the 100,000;
    // a smaller BENCH_ORDERS goes halfway down its own).
    const middle = Math.floor(ORDERS / 2)
    const [deep] = await db.execute<{ id: string }>(sql`select id from orders order by placed_at desc, id desc offset ${middle} limit 1`).then((r) => r.rows)
    results[`page at order ${middle.toLocaleString('en')} (keyset)`] = {
      ...(await time(() => listOrdersForAdmin({}, { before: deep!.id }))),
      rows: (await listOrdersForAdmin({}, { before: deep!.id })).rows.length,
    }
    results['dashboard figures'] = { ...(await time(() => getOrderDashboard())), rows: 1 }
    console.table(results)
    const first = results['first page (no filter)']!
    const verdict = first.p50Ms <= 100 ? 'within' : 'OVER'
    console.log(`Orders list, first page p50: ${first.p50Ms} ms (${verdict} the 100 ms target) with ${ORDERS} orders.`)
    mkdirSync('bench', { recursive: true })
    writeFileSync(
      'bench/admin-orders.json',
      JSON.stringify(
        { measuredAt: new Date().toISOString(), cores: cpus().length, loadAverage: loadavg()[0], postgres: versionRows[0]!.server_version, orders: ORDERS, runs: RUNS, results },
        null,
        2,
      ) + '\n',
    )
    console.log('Wrote bench/admin-orders.json')
  } finally {
    await handle.close()
    setDatabase(undefined)
  }
} finally {
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.end()
}
process.exit()
