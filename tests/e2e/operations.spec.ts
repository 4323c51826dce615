import { expect, test } from './fixtures.ts'

/** Issue 19, item 4: what an operator reads of the running shop (server/observability.ts). */
test.describe('operations', () => {
  test('the node says it is ready, names every request, and shows its metrics to the machine only', async ({ request, baseURL }) => {
    // Ready once its first pages are warm (a few seconds after it started listening).
    await expect.poll(async () => (await request.get('/readyz')).status(), { timeout: 60_000 }).toBe(200)
    expect(await (await request.get('/readyz')).json()).toEqual({ status: 'ready', database: 'ok', migrations: 'done', changeFeed: 'live' })

    const page = await request.get('/collection')
    expect(page.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)

    // The test's requests come "through the proxy" from a client address of their own: not the machine.
    expect((await request.get('/metrics')).status()).toBe(404)
    // The test runner itself, on the machine, without the proxy's header.
    const metrics = await fetch(`${baseURL}/metrics`)
    expect(metrics.status).toBe(200)
    const text = await metrics.text()
    expect(text).toMatch(/gemela_http_request_duration_seconds_count\{method="GET",route="routes\/collection",status="200"\} \d+/)
    expect(text).toMatch(/gemela_page_cache_requests_total\{outcome="hit"\} \d+/)
    expect(text).toMatch(/gemela_mail_queue_depth \d+/)
  })

  test('made-up addresses add no metric series: the label is the route table’s (issue 31, item 5)', async ({ request, baseURL }) => {
    const word = () => Math.random().toString(36).slice(2).replace(/\d/g, 'q')
    const words: string[] = []
    for (let i = 0; i < 100; i++) {
      const [a, b] = [word(), word()]
      words.push(a, b)
      const path = [`/healthz/${a}`, `/${a}/${b}`, `/product/${a}/${b}`][i % 3]!
      expect((await request.get(path)).status()).toBe(404)
    }
    // Other tests run at the same time and add series of their own routes: what matters is that no label
    // is a path or a piece of one, so the made-up words are nowhere and every route is the table's.
    const text = await (await fetch(`${baseURL}/metrics`)).text()
    const routes = new Set([...text.matchAll(/^gemela_http_request_duration_seconds_count\{[^}]*route="([^"]*)"/gm)].map((m) => m[1]!))
    expect(routes).toContain('routes/not-found')
    // A route is named by its id in the table: its file, or the id given where one file serves several (the old checkout steps).
    for (const route of routes) expect(route).toMatch(/^(routes\/[\w./-]+|checkout-[a-z]+(?:\.data)?|host:[a-z]+|unmatched)$/)
    const leaked = words.filter((w) => text.includes(w))
    expect(leaked).toEqual([])
  })
})
