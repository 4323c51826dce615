import type http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { ordersPlaced } from '#app/utils/metrics.server.ts'
import { metricsEndpoint, observeRequest, readinessEndpoint, requestId } from './observability.ts'
import { PageCache } from './page-cache.ts'

const servers: http.Server[] = []
afterEach(() => {
  for (const s of servers.splice(0)) s.close()
})

async function serve(app: express.Express) {
  const server = app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  servers.push(server)
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe('request ids', () => {
  it('keeps a well-formed id from the proxy, makes one otherwise, and answers it', async () => {
    const app = express()
    app.use(requestId)
    app.get('/', (req, res) => {
      res.send(String(req.headers['x-request-id']))
    })
    const base = await serve(app)
    const kept = await fetch(base, { headers: { 'X-Request-Id': 'a1b2c3d4e5f6' } })
    expect(kept.headers.get('x-request-id')).toBe('a1b2c3d4e5f6')
    expect(await kept.text()).toBe('a1b2c3d4e5f6')
    const forged = await fetch(base, { headers: { 'X-Request-Id': 'x" fake; log=line' } })
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    const none = await fetch(base)
    expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(none.headers.get('x-request-id')).not.toBe(forged.headers.get('x-request-id'))
  })
})

describe('/metrics', () => {
  it('shows durations per route, orders, the mail queue and the page cache to the machine itself; 404 to anyone else', async () => {
    const cache = new PageCache({ maxBytes: 1024, maxAgeMs: 1000 })
    cache.stats.hits = 7
    cache.stats.misses = 2
    const app = express()
    app.set('trust proxy', 'loopback')
    app.get('/metrics', metricsEndpoint({ pageCache: cache, waitingMail: async () => 3 }))
    const base = await serve(app)
    observeRequest({ method: 'GET', path: '/product/5' } as express.Request, 200, 0.012)
    ordersPlaced.inc({ method: 'card' })
    const text = await (await fetch(`${base}/metrics`)).text()
    expect(text).toMatch(/gemela_http_request_duration_seconds_bucket\{le="0.025",method="GET",route="unmatched",status="200"\} 1/)
    expect(text).toMatch(/gemela_orders_placed_total\{method="card"\} 1/)
    expect(text).toMatch(/gemela_mail_queue_depth 3/)
    expect(text).toMatch(/gemela_page_cache_requests_total\{outcome="hit"\} 7/)
    expect(text).toMatch(/process_resident_memory_bytes/)
    // Through the proxy, for a client elsewhere: not for her.
    expect((await fetch(`${base}/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.9' } })).status).toBe(404)
  })

  it('with METRICS_TOKEN, only for its bearer', async () => {
    const app = express()
    app.get('/metrics', metricsEndpoint({ token: 'a-long-enough-secret', waitingMail: async () => 0 }))
    const base = await serve(app)
    expect((await fetch(`${base}/metrics`)).status).toBe(404)
    expect((await fetch(`${base}/metrics`, { headers: { Authorization: 'Bearer wrong-secret-of-same-len' } })).status).toBe(404)
    expect((await fetch(`${base}/metrics`, { headers: { Authorization: 'Bearer a-long-enough-secret' } })).status).toBe(200)
  })
})

describe('/readyz', () => {
  it('is 200 when ready, 503 with the reason when not, or when the check fails', async () => {
    let state: { ready: boolean; checks: Record<string, string> } | Error = { ready: true, checks: { database: 'ok', migrations: 'done' } }
    const app = express()
    app.get(
      '/readyz',
      readinessEndpoint(async () => {
        if (state instanceof Error) throw state
        return state
      }),
    )
    const base = await serve(app)
    const ready = await fetch(`${base}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready', database: 'ok', migrations: 'done' })
    state = { ready: false, checks: { database: 'ok', migrations: 'done', node: 'shutting down' } }
    const draining = await fetch(`${base}/readyz`)
    expect(draining.status).toBe(503)
    expect(await draining.json()).toMatchObject({ status: 'not ready', node: 'shutting down' })
    state = new Error('connection refused')
    const down = await fetch(`${base}/readyz`)
    expect(down.status).toBe(503)
    expect(await down.json()).toEqual({ status: 'not ready', database: 'unreachable' })
  })
})
