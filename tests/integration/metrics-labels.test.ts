import { randomBytes } from 'node:crypto'
import type express from 'express'
import type { ServerBuild } from 'react-router'
import { afterAll, describe, expect, it } from 'vitest'
import { metricsRegistry } from '#app/utils/metrics.server.ts'
import { observeRequest, useRouteTable } from '#server/observability.ts'
import routes from '../../app/routes.ts'

/**
 * Issue 31, item 5: a request's `route` label comes from the URL table (the matched route's id, or
 * `unmatched`), never from the path a client typed: 1,000 made-up addresses add no series.
 */

type Entry = { id?: string; file: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Entry[] }

/** The route manifest a build carries, made from app/routes.ts as React Router's build makes it (id = file without extension). */
function manifestOf(entries: Entry[], parentId = 'root', into: ServerBuild['routes'] = { root: { id: 'root', path: '', module: {} } as never }) {
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, '')
    into[id] = { id, parentId, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, module: {} } as never
    if (entry.children) manifestOf(entry.children, id, into)
  }
  return into
}

async function series() {
  const metric = (await metricsRegistry.getMetricsAsJSON()).find((m) => m.name === 'gemela_http_request_duration_seconds')
  const labels = new Set((metric?.values ?? []).filter((v) => (v as { metricName?: string }).metricName?.endsWith('_count')).map((v) => JSON.stringify(v.labels)))
  return [...labels].map((l) => JSON.parse(l) as Record<string, string>)
}

function observe(path: string, method = 'GET', status = 404) {
  observeRequest({ method, path } as express.Request, status, 0.004)
}

afterAll(() => metricsRegistry.resetMetrics())

describe('the route label of a request', () => {
  it('1,000 made-up paths make at most a handful of series', async () => {
    useRouteTable(manifestOf(routes as Entry[]))
    metricsRegistry.resetMetrics()
    const word = () => randomBytes(6).toString('hex').replace(/\d/g, 'x')
    for (let i = 0; i < 1_000; i++) {
      const kind = i % 5
      if (kind === 0) observe(`/healthz/${word()}`)
      else if (kind === 1) observe(`/${word()}/${word()}`)
      else if (kind === 2) observe(`/admin/${word()}.data`)
      else if (kind === 3) observe(`/api/auth/${word()}`)
      else observe(`/product/${word()}/${word()}`)
    }
    const made = await series()
    expect(made.length).toBeLessThanOrEqual(5)
    // Only route ids of the table (or `unmatched`): none of the words sent.
    for (const { route } of made) expect(route).toMatch(/^(routes\/[\w/-]+(\.data)?|unmatched|host:[\w-]+)$/)
  })

  it('names the matched route of the table', async () => {
    useRouteTable(manifestOf(routes as Entry[]))
    metricsRegistry.resetMetrics()
    observe('/product/12', 'GET', 200)
    observe('/product/12.data', 'GET', 200)
    observe('/', 'GET', 200)
    observe('/_.data', 'GET', 200)
    observe('/orders/GM-2026-00042', 'GET', 200)
    observe('/admin/catalogue/fabrics', 'GET', 200)
    observe('/assets/entry.client-CvGCvDQJ.js', 'GET', 200)
    observe('/no/such/page', 'GET', 404)
    const routesSeen = (await series()).map((s) => s.route).sort()
    expect(routesSeen).toEqual(
      [
        'routes/product',
        'routes/product.data',
        'routes/home',
        'routes/home.data',
        'routes/orders/order',
        'routes/admin/catalogue-fabrics',
        'host:assets',
        'routes/not-found',
      ].sort(),
    )
  })
})
