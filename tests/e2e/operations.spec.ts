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
    const seriesCount = async () => ((await (await fetch(`${baseURL}/metrics`)).text()).match(/^gemela_http_request_duration_seconds_count\{/gm) ?? []).length
    await request.get('/healthz/warm-up-path')
    await request.get('/zz-warm-up/path')
    await request.get('/product/warm-up/path')
    const before = await seriesCount()
    const word = () => Math.random().toString(36).slice(2).replace(/\d/g, 'q')
    for (let i = 0; i < 100; i++) {
      const path = [`/healthz/${word()}`, `/${word()}/${word()}`, `/product/${word()}/${word()}`][i % 3]!
      expect((await request.get(path)).status()).toBe(404)
    }
    expect(await seriesCount()).toBe(before)
    const text = await (await fetch(`${baseURL}/metrics`)).text()
    expect(text).toMatch(/route="routes\/not-found",status="404"/)
  })
})
