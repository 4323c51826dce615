import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { measureMachine } from '#tests/support/machine.ts'
import { ensureBuild } from '../../scripts/lib/build-shop.ts'
import { type Cluster, type ClusterNode, findNginx, startCluster } from '../../scripts/lib/cluster.ts'
import { databaseUrlFor, findPostgresBin } from '../../scripts/lib/throwaway-postgres.ts'

/*
 * Staying up (issue 19, item 4), on the shop as `npm run cluster` runs it: PostgreSQL, two shop nodes
 * from the production build, nginx in front (deploy/nginx/gemela.conf.template). A rolling restart
 * under a steady load fails no request; a node killed (-9) in the middle of placing an order leaves
 * no half order, and the customer's retry of the same form places it once.
 */

const root = path.resolve(import.meta.dirname, '../..')
const base = Number(process.env.CLUSTER_TEST_PORT ?? 3311)
const serverUrl = process.env.DATABASE_URL
const ready = !!findNginx() && (!!serverUrl || !!findPostgresBin())
const slow = measureMachine().slowFactor
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

let cluster: Cluster
let database: string | undefined
let db: pg.Pool

async function onServer(text: string) {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(text)
  } finally {
    await client.end()
  }
}

/** The processes whose parent is `pid` (from /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(pid)
      } catch {
        return false // ended meanwhile
      }
    })
    .map(Number)
}

/** A GET on a connection of its own (no kept-alive socket): its status, or 0 when it failed or took over `timeoutMs`. */
function getOnNewConnection(url: string, timeoutMs: number): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
      res.on('error', () => resolve(0))
    })
    req.on('timeout', () => req.destroy(new Error('timed out')))
    req.on('error', () => resolve(0))
  })
}

async function nodeMetrics(node: ClusterNode): Promise<string> {
  const res = await fetch(`${node.url}/metrics`)
  expect(res.status).toBe(200)
  return res.text()
}

/** Requests counted under one label (e.g. `route="routes/content/values"`), summed over methods and statuses. */
function metricCount(metrics: string, label: string): number {
  return metrics
    .split('\n')
    .filter((line) => line.startsWith('gemela_http_request_duration_seconds_count{') && line.includes(label))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0)
}

/** Asks through nginx until `node` answers: nginx leaves a node alone for a while after it failed. */
async function untilNginxUses(node: ClusterNode) {
  const until = Date.now() + 20_000 * slow
  while (Date.now() < until) {
    const res = await fetch(`${cluster.url}/collection`)
    await res.arrayBuffer()
    if (res.headers.get('X-Upstream') === `127.0.0.1:${node.port}`) return
    await sleep(100)
  }
  throw new Error(`nginx does not send requests to node ${node.port}`)
}

type Failure = { path: string; at: number; status?: number; error?: string }

/** A steady crowd of visitors: `connections` loops of GET / and /collection through nginx, until stopped. */
function startLoad(connections: number) {
  const paths = ['/', '/collection']
  const done: { at: number; upstream: string | null }[] = []
  const failures: Failure[] = []
  let running = true
  const loops = Array.from({ length: connections }, async (_, i) => {
    for (let n = i; running; n++) {
      const target = paths[n % paths.length]!
      try {
        const res = await fetch(cluster.url + target, { headers: { 'Accept-Encoding': 'gzip' } })
        await res.arrayBuffer()
        if (res.status !== 200) failures.push({ path: target, at: Date.now(), status: res.status })
        else done.push({ at: Date.now(), upstream: res.headers.get('X-Upstream') })
      } catch (error) {
        failures.push({ path: target, at: Date.now(), error: String((error as Error).cause ?? error) })
      }
    }
  })
  return {
    done,
    stop: async () => {
      running = false
      await Promise.all(loops)
      return { done, failures }
    },
  }
}

/** A guest's basket with one complete shirt (product 7) in `fabricSlug`, and the cookie naming it. */
async function guestBasket(fabricSlug: string) {
  const token = randomBytes(24).toString('base64url')
  const basket = await db.query<{ id: string }>('insert into baskets (token_hash) values ($1) returning id', [createHash('sha256').update(token).digest('hex')])
  const basketId = basket.rows[0]!.id
  const fabric = await db.query<{ id: number; stock: number }>('select id, stock_metres as stock from fabrics where slug = $1', [fabricSlug])
  const parts = await db.query<{ id: number; slug: string }>('select id, slug from parts')
  const part = (slug: string) => parts.rows.find((p) => p.slug === slug)!.id
  await db.query(`insert into basket_items (basket_id, product_id, fabric_id, parts, measurements, status, incomplete_fields) values ($1, 7, $2, $3, $4, 'complete', '[]')`, [
    basketId,
    fabric.rows[0]!.id,
    JSON.stringify({ sleeve: part('sleeve-long'), cuff: part('cuff-french'), collar: part('collar-spread') }),
    JSON.stringify({ type: 'standard', size: 'M' }),
  ])
  return { basketId, fabricId: fabric.rows[0]!.id, stockBefore: Number(fabric.rows[0]!.stock), cookie: `gemela_basket=${token}` }
}

/** A form posted through nginx as her browser would (same origin), the redirect not followed. */
function post(cookie: string, target: string, fields: Record<string, string>) {
  return fetch(cluster.url + target, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookie, Origin: cluster.url, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  })
}

/** The checkout page's form each basket sent (REALIZAR PEDIDO sends it again, as the page does). */
const forms = new Map<string, Record<string, string>>()

/** The checkout page over HTTP: her details, standard delivery, transfer kept; returns the page's attempt. */
async function checkoutToReview(cookie: string, email: string): Promise<string> {
  const form = {
    fullName: 'Ana García',
    email,
    phone: '+34 600 000 000',
    street: 'Calle Mayor 1',
    postalCode: '28013',
    city: 'Madrid',
    province: 'Madrid',
    shippingMethod: 'standard',
    paymentMethod: 'transfer',
  }
  forms.set(cookie, form)
  const res = await post(cookie, '/checkout?index', { ...form, intent: 'update' })
  await res.arrayBuffer()
  expect(res.status, '/checkout').toBe(200)
  const review = await fetch(`${cluster.url}/checkout`, { headers: { Cookie: cookie }, redirect: 'manual' })
  const html = await review.text()
  expect(review.status).toBe(200)
  const attempt = /name="attempt" value="([0-9a-f-]{36})"/.exec(html)?.[1]
  expect(attempt).toBeTruthy()
  return attempt!
}

/** REALIZAR PEDIDO with the page's form and attempt. */
const placeFrom = (cookie: string, attempt: string) => post(cookie, '/checkout?index', { ...forms.get(cookie), intent: 'place', attempt })

/** The backend placing this basket's order, waiting for the basket's lock (held by the test). */
async function waitingPlacement(): Promise<{ pid: number; node: ClusterNode }> {
  const until = Date.now() + 20_000 * slow
  while (Date.now() < until) {
    const found = await db.query<{ pid: number; application_name: string }>(
      `select pid, application_name from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like '%gemela_place_order(%'`,
    )
    const row = found.rows[0]
    if (row) return { pid: row.pid, node: cluster.nodes.find((n) => row.application_name === `gemela-node-${n.port}`)! }
    await sleep(50)
  }
  throw new Error('no order placement waiting on the basket')
}

/** Everything the order of `basketId` wrote, to compare with exactly one order. */
async function orderFigures(basketId: string, fabricId: number) {
  const orders = await db.query<{ id: string; number: string }>(`select id, number from orders where idempotency_key like $1`, [`${basketId}:%`])
  const ids = orders.rows.map((o) => o.id)
  const count = async (text: string, values: unknown[]) => Number((await db.query<{ n: number }>(text, values)).rows[0]!.n)
  return {
    orders: orders.rows,
    items: await count('select count(*)::int as n from order_items where order_id = any($1::uuid[])', [ids]),
    locks: await count('select count(*)::int as n from fabric_locks where fabric_id = $1 and product_id = 7', [fabricId]),
    mails: await count(`select count(*)::int as n from mail_outbox where kind = 'order-confirmation' and payload->>'orderId' = any($1::text[])`, [ids]),
    basketItems: await count('select count(*)::int as n from basket_items where basket_id = $1', [basketId]),
    stock: Number((await db.query<{ stock: number }>('select stock_metres as stock from fabrics where id = $1', [fabricId])).rows[0]!.stock),
    metres: Number((await db.query<{ m: number | null }>('select sum(fabric_metres) as m from order_items where order_id = any($1::uuid[])', [ids])).rows[0]!.m ?? 0),
  }
}

/** Holds the basket's row lock, as a long transaction would: the order's statement waits for it. */
/**
 * A guest at the review page presses "place order"; her statement waits on the held basket, and the
 * node running it is killed (-9). nginx does not send a POST its node received on to another (no
 * `non_idempotent`): she sees an error. The statement itself still waits (`hold`, its server `pid`).
 */
async function killNodeWhilePlacing(fabricSlug: string, email: string) {
  const basket = await guestBasket(fabricSlug)
  const attempt = await checkoutToReview(basket.cookie, email)
  const hold = await holdBasket(basket.basketId)
  const placing = placeFrom(basket.cookie, attempt)
  const { pid, node } = await waitingPlacement()
  await node.kill()
  const lost = await placing
  await lost.arrayBuffer()
  expect(lost.status).toBe(502)
  return { ...basket, attempt, hold, pid, node }
}

async function holdBasket(basketId: string) {
  const client = new pg.Client({ connectionString: cluster.databaseUrl })
  await client.connect()
  await client.query('begin')
  await client.query('select 1 from baskets where id = $1 for update', [basketId])
  return {
    release: async () => {
      await client.query('commit')
      await client.end()
    },
  }
}

describe.skipIf(!ready)('the shop on two nodes behind nginx (npm run cluster)', () => {
  beforeAll(async () => {
    const buildDir = process.env.BUILD_DIR ?? 'build'
    ensureBuild(buildDir)
    let databaseUrl: string | undefined
    if (serverUrl) {
      database = `gemela_cluster_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
      await onServer(`create database ${database}`)
      databaseUrl = databaseUrlFor(serverUrl, database)
    }
    cluster = await startCluster({
      root,
      dir: path.join(root, `var/cluster-test-${base}`),
      port: base,
      nodePorts: [base + 1, base + 2],
      pgPort: base + 3,
      databaseUrl,
      buildDir,
      slowFactor: slow,
      log: () => undefined,
    })
    db = new pg.Pool({ connectionString: cluster.databaseUrl, max: 3 })
  }, 240_000 * slow)

  afterAll(async () => {
    await db?.end()
    await cluster?.stop()
    if (database) await onServer(`drop database if exists ${database} with (force)`)
  }, 60_000 * slow)

  it(
    'restarts one node, then the other, under a steady load without failing a request',
    async () => {
      const [a, b] = cluster.nodes as [ClusterNode, ClusterNode]
      const load = startLoad(4)
      await sleep(1_000 * slow)
      const downtimes: { node: ClusterNode; other: ClusterNode; from: number; gone: number; back: number }[] = []
      for (const [node, other] of [
        [a, b],
        [b, a],
      ] as const) {
        const from = Date.now()
        await node.stop() // SIGTERM: it finishes what it has and exits
        const gone = Date.now()
        await node.start() // the new process, once its /healthz answers
        downtimes.push({ node, other, from, gone, back: Date.now() })
        // Only when nginx uses the new one may the next go: then both are never away at once.
        await untilNginxUses(node)
      }
      await sleep(500 * slow)
      const { done, failures } = await load.stop()
      expect(failures).toEqual([])
      // The load went on through each restart: while a node was away, the other answered.
      for (const { node, other, gone, back } of downtimes) {
        const whileAway = done.filter((r) => r.at > gone && r.at < back)
        expect(whileAway.filter((r) => r.upstream === `127.0.0.1:${other.port}`).length, `answered while ${node.port} was away`).toBeGreaterThan(10)
      }
      const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
      console.info(
        `rolling restart: ${done.length} requests, ${failures.length} failed; ${downtimes.map((d) => `node ${d.node.port} drained in ${seconds(d.gone - d.from)}, back in ${seconds(d.back - d.gone)}`).join('; ')}`,
      )
    },
    180_000 * slow,
  )

  it('serves the build’s hashed files itself, compressed and cached for a year', async () => {
    const home = await (await fetch(`${cluster.url}/`)).text()
    const script = /\/assets\/[\w.-]+\.js/.exec(home)?.[0]
    expect(script).toBeTruthy()
    const res = await fetch(cluster.url + script!, { headers: { 'Accept-Encoding': 'gzip' } })
    await res.arrayBuffer()
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('Content-Encoding')).toBe('gzip')
    // No node answered it.
    expect(res.headers.get('X-Upstream')).toBeNull()
  })

  it('answers a flood from one client address with 429 at nginx, and counts no one else', async () => {
    // From 127.0.0.2, another client as far as nginx knows (127.0.0.1, this host's own tools, is not counted).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20, localAddress: '127.0.0.2' })
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const req = http.get(`${cluster.url}/healthz`, { agent }, (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        })
        req.on('error', reject)
      })
    try {
      const statuses = await Promise.all(Array.from({ length: 300 }, get))
      const count = (status: number) => statuses.filter((s) => s === status).length
      expect(count(200) + count(429)).toBe(statuses.length)
      expect(count(200)).toBeGreaterThanOrEqual(120)
      expect(count(429)).toBeGreaterThan(50)
    } finally {
      agent.destroy()
    }
    expect((await fetch(`${cluster.url}/healthz`)).status).toBe(200)
  })

  it('keeps no stale page on either node: a change written on the shared database reaches both nodes’ kept pages', async () => {
    const page = async (node: ClusterNode) => {
      const res = await fetch(`${node.url}/collection/1`)
      return { html: await res.text(), cache: res.headers.get('X-Page-Cache') }
    }
    // Both nodes keep the page (the second visit is answered from memory).
    for (const node of cluster.nodes) {
      await page(node)
      expect((await page(node)).cache).toBe('hit')
    }
    // The admin renames a garment (any node, or psql: the database announces it to every node).
    await db.query(`update products set name = jsonb_set(name, '{es}', '"Camiseta Mao Nube"') where id = 1`)
    const until = Date.now() + 5_000 * slow
    const fresh = new Set<number>()
    while (fresh.size < cluster.nodes.length && Date.now() < until) {
      for (const node of cluster.nodes) if ((await page(node)).html.includes('Camiseta Mao Nube')) fresh.add(node.port)
      await sleep(50)
    }
    expect([...fresh].sort()).toEqual(cluster.nodes.map((n) => n.port).sort())
  })

  it(
    'kill -9 of the node placing an order after its statement was sent: the order is written once, and her retry lands on it',
    async () => {
      const { basketId, fabricId, stockBefore, cookie, attempt, hold, pid, node } = await killNodeWhilePlacing('verde-primavera', 'ana.kill@example.com')
      // Her statement outlives its node: once the basket is free it commits, then finds no one to answer.
      await hold.release()
      for (let i = 0; i < 100 && (await db.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount; i++) await sleep(100)
      expect((await orderFigures(basketId, fabricId)).orders).toHaveLength(1)

      // She presses again (the same form, the same attempt): the other node sends her to that order.
      const retry = await placeFrom(cookie, attempt)
      await retry.arrayBuffer()
      const figures = await orderFigures(basketId, fabricId)
      expect(retry.status).toBe(302)
      expect(retry.headers.get('Location')).toMatch(new RegExp(`^/orders/${figures.orders[0]!.number}\\?k=.+&placed=1$`))
      expect(figures).toMatchObject({ orders: [expect.anything()], items: 1, locks: 1, mails: 1, basketItems: 0 })
      expect(figures.stock).toBeCloseTo(stockBefore - figures.metres, 5)
      expect(figures.metres).toBeGreaterThan(0)
      await node.start()
      await untilNginxUses(node)
    },
    120_000 * slow,
  )

  it(
    'kill -9 of the node placing an order before its statement committed: nothing of it is written, and her retry places it once',
    async () => {
      const { basketId, fabricId, stockBefore, cookie, attempt, hold, pid, node } = await killNodeWhilePlacing('lunares-medianoche', 'ana.retry@example.com')
      // The server notices its client is gone (here: told so) and rolls the statement back.
      await db.query('select pg_terminate_backend($1)', [pid])
      await hold.release()
      expect(await orderFigures(basketId, fabricId)).toMatchObject({ orders: [], items: 0, locks: 0, mails: 0, basketItems: 1, stock: stockBefore })

      const retry = await placeFrom(cookie, attempt)
      await retry.arrayBuffer()
      const figures = await orderFigures(basketId, fabricId)
      expect(retry.status).toBe(302)
      expect(retry.headers.get('Location')).toMatch(new RegExp(`^/orders/${figures.orders[0]?.number}\\?k=.+&placed=1$`))
      expect(figures).toMatchObject({ orders: [expect.anything()], items: 1, locks: 1, mails: 1, basketItems: 0 })
      expect(figures.stock).toBeCloseTo(stockBefore - figures.metres, 5)
      // A second press after it: the same order, nothing more.
      const again = await placeFrom(cookie, attempt)
      await again.arrayBuffer()
      expect(again.headers.get('Location')).toBe(retry.headers.get('Location'))
      expect((await orderFigures(basketId, fabricId)).orders).toHaveLength(1)
      await node.start()
      await untilNginxUses(node)
    },
    120_000 * slow,
  )

  it(
    'a node with a shop process per core: its /metrics sums them, a killed process is replaced, SIGTERM drains them all',
    async () => {
      const node = cluster.nodes[1]!
      await node.stop()
      const logFile = path.join(cluster.logDir, `node-${node.port}.log`)
      let logStart = statSync(logFile).size
      await node.start({ WORKERS: '2' })
      const primary = node.pid!
      const first = childrenOf(primary)
      expect(first).toHaveLength(2)

      // Every request on a new connection: the primary hands connections to its processes in turn.
      const route = 'route="routes/content/values"'
      const before = metricCount(await nodeMetrics(node), route)
      for (let i = 0; i < 12; i++) expect(await getOnNewConnection(`${node.url}/values`, 10_000 * slow)).toBe(200)
      const metrics = await nodeMetrics(node)
      // Half of them went to each process: only the sum of both says 12.
      expect(metricCount(metrics, route) - before).toBe(12)
      expect(metrics).toMatch(/^gemela_workers 2$/m)

      // A process dies: the node keeps answering on the other, and the primary starts one in its place.
      // What the dead one held is lost: its requests, and a connection the primary was handing it at
      // that instant (Node's round robin never takes one back: the client waits out its timeout).
      process.kill(first[0]!, 'SIGKILL')
      const until = Date.now() + 30_000 * slow
      const answers: number[] = []
      let now = childrenOf(primary)
      while ((now.length < 2 || now.includes(first[0]!)) && Date.now() < until) {
        answers.push(await getOnNewConnection(`${node.url}/values`, 2_000 * slow))
        await sleep(100)
        now = childrenOf(primary)
      }
      expect(now).toHaveLength(2)
      expect(now).toContain(first[1]!)
      expect(now).not.toContain(first[0]!)
      expect(answers.filter((status) => status !== 200).length).toBeLessThanOrEqual(1)
      // The new one serves (the primary counts it once it listens), and the node answers on every connection.
      let serving = await nodeMetrics(node)
      while (!/^gemela_workers 2$/m.test(serving) && Date.now() < until) {
        await sleep(100)
        serving = await nodeMetrics(node)
      }
      expect(serving).toMatch(/^gemela_workers 2$/m)
      expect(serving).toMatch(/^gemela_worker_restarts_total 1$/m)
      for (let i = 0; i < 6; i++) expect(await getOnNewConnection(`${node.url}/values`, 10_000 * slow)).toBe(200)

      // Ctrl-C at a terminal: SIGINT to the whole group, and the primary passes SIGTERM on as well;
      // each process drains once and to the end ("bye"), whichever signal came first.
      const drainedAll = async (pids: number[]) => {
        const stopBy = Date.now() + 30_000 * slow
        while (node.running && Date.now() < stopBy) await sleep(50)
        expect(node.exitCode).toBe(0)
        for (const pid of pids) expect(existsSync(`/proc/${pid}`)).toBe(false)
        const log = readFileSync(logFile, 'utf8').slice(logStart)
        expect(log.match(/"worker":1,[^\n]*"msg":"bye"/g)).toHaveLength(1)
        expect(log.match(/"worker":2,[^\n]*"msg":"bye"/g)).toHaveLength(1)
      }
      process.kill(-primary, 'SIGINT')
      await drainedAll(now)

      // systemd's stop (KillMode=mixed): SIGTERM to the primary alone, which passes it on.
      logStart = statSync(logFile).size
      await node.start({ WORKERS: '2' })
      const second = childrenOf(node.pid!)
      expect(second).toHaveLength(2)
      process.kill(node.pid!, 'SIGTERM')
      await drainedAll(second)

      await node.start()
      await untilNginxUses(node)
    },
    120_000 * slow,
  )

  it('a node with several processes whose database is away does not start: the primary exits 1 instead of starting them again and again', async () => {
    const main = path.join(root, process.env.BUILD_DIR ?? 'build', 'host/main.js')
    const child = spawn(process.execPath, [main], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(base + 9), WORKERS: '2', DATABASE_URL: 'postgres://nobody:none@127.0.0.1:1/none' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL')
        resolve(null)
      }, 60_000 * slow)
      child.once('exit', (exitCode) => {
        clearTimeout(timer)
        resolve(exitCode)
      })
    })
    expect(code).toBe(1)
    expect(output).toContain('a shop process could not start; stopping')
    expect(output).not.toContain('starting another')
  })
})
