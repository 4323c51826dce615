import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { inlineScriptSources, PageCache, pageCacheFront, pageScope, policyForKeptPage } from './page-cache.ts'
import { createPageHandler } from './page-handler.ts'

/** Each test's host: the page cache in front of a renderer that counts its renders. */
async function host(options: { respond?: (path: string, renders: number) => globalThis.Response; maxBytes?: number; maxAgeMs?: number; now?: () => number } = {}) {
  // The availability version moves with every change, the catalogue's only with the catalogue's.
  let version: number | null = 1
  let catalogueVersion = 1
  let renders = 0
  const cache = new PageCache({ maxBytes: options.maxBytes ?? 1 << 20, maxAgeMs: options.maxAgeMs ?? 60_000, now: options.now })
  const app = express()
  app.use((_req, res, next) => {
    res.setHeader('Content-Security-Policy', "default-src 'self'; script-src 'self' 'nonce-abc123'")
    next()
  })
  // Product 1's locks move with `sell`; product 2's and the fabrics' with every change but a sale.
  let sold = 0
  app.use(
    pageCacheFront(cache, (scope) =>
      version === null
        ? null
        : scope === 'catalogue'
          ? catalogueVersion
          : typeof scope === 'object' && 'locksOfProduct' in scope && scope.locksOfProduct === 1
            ? version + sold
            : version,
    ),
  )
  app.use(
    createPageHandler({
      cache,
      render: async (req) => {
        renders++
        // A little time, so visitors arriving together really overlap.
        await new Promise((r) => setTimeout(r, 20))
        return (
          options.respond?.(req.path, renders) ??
          new globalThis.Response(`<html><head><script nonce="abc123">go(${renders})</script></head><body>page ${renders} ${req.headers['accept-language'] ?? ''}</body></html>`, {
            headers: { 'Content-Type': 'text/html; charset=utf-8' },
          })
        )
      },
    }),
  )
  const server = app.listen(0, '127.0.0.1')
  await new Promise((r) => server.once('listening', r))
  servers.push(server)
  const port = (server.address() as AddressInfo).port
  return {
    cache,
    renders: () => renders,
    bump: () => {
      version = (version ?? 0) + 1
      catalogueVersion++
    },
    /** An order of product 1: its lock, nothing else. */
    sell: () => sold++,
    drop: () => (version = null),
    get: (path: string, headers: Record<string, string> = {}) => rawGet(port, path, headers),
  }
}

const servers: http.Server[] = []
afterEach(() => {
  for (const s of servers.splice(0)) s.close()
})

function rawGet(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

describe('the page cache', () => {
  it("renders a visitor's catalogue page once, then answers it from memory, compressed as she accepts", async () => {
    const shop = await host()
    const first = await shop.get('/collection')
    expect(first.headers['x-page-cache']).toBe('miss')
    const second = await shop.get('/collection', { 'Accept-Encoding': 'gzip' })
    expect(second.headers['x-page-cache']).toBe('hit')
    expect(second.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(second.body).toString()).toBe(first.body.toString())
    const third = await shop.get('/collection', { 'Accept-Encoding': 'gzip, br' })
    expect(third.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(third.body).toString()).toBe(first.body.toString())
    expect(third.headers.vary).toMatch(/Accept-Encoding/)
    expect(shop.renders()).toBe(1)
  })

  it('answers 304 to a visitor who already has the page (ETag)', async () => {
    const shop = await host()
    const first = await shop.get('/faq')
    const again = await shop.get('/faq', { 'If-None-Match': first.headers.etag! })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    expect((await shop.get('/faq', { 'If-None-Match': '"other"' })).status).toBe(200)
  })

  it('allows exactly the kept inline scripts by their hash instead of the first visitor’s nonce', async () => {
    const shop = await host()
    await shop.get('/')
    const hit = await shop.get('/')
    const hash = createHash('sha256').update('go(1)').digest('base64')
    expect(hit.headers['content-security-policy']).toBe(`default-src 'self'; script-src 'self' 'sha256-${hash}'`)
    expect(inlineScriptSources('<script src="/a.js"></script><script type="module">x()</script>')).toEqual([`'sha256-${createHash('sha256').update('x()').digest('base64')}'`])
    expect(policyForKeptPage("script-src 'self' 'nonce-q'", [])).toBe("script-src 'self' 'nonce-q'")
  })

  it('never keeps what is personal: her session or basket cookie, a cookie set, a page outside the catalogue', async () => {
    const shop = await host({
      respond: (path, n) =>
        path === '/contact'
          ? new globalThis.Response(`hello ${n}`, { headers: { 'Content-Type': 'text/html', 'Set-Cookie': 'i18next=en; Path=/' } })
          : new globalThis.Response(`<p>Hola, Ana ${n}</p>`, { headers: { 'Content-Type': 'text/html' } }),
    })
    const signedIn = await shop.get('/collection', { Cookie: 'gemela.session_token=secret' })
    expect(signedIn.headers['x-page-cache']).toBeUndefined()
    await shop.get('/collection', { Cookie: 'theme=x; gemela_basket=token' })
    expect(shop.renders()).toBe(2)
    // The visitor after her renders afresh: nothing of hers was kept.
    const visitor = await shop.get('/collection')
    expect(visitor.headers['x-page-cache']).toBe('miss')
    expect(shop.renders()).toBe(3)

    await shop.get('/contact')
    const again = await shop.get('/contact')
    expect(again.body.toString()).toBe('hello 5')
    expect(again.headers['x-page-cache']).toBeUndefined()

    for (const path of ['/cart', '/checkout', '/account/orders', '/admin', '/product/customize']) {
      await shop.get(path)
      expect((await shop.get(path)).headers['x-page-cache'], path).toBeUndefined()
    }
  })

  it('does not keep an error or a redirect', async () => {
    const shop = await host({ respond: (_p, n) => new globalThis.Response(`missing ${n}`, { status: 404, headers: { 'Content-Type': 'text/html' } }) })
    await shop.get('/product/999')
    expect((await shop.get('/product/999')).body.toString()).toBe('missing 2')
  })

  it('renders again after the data changed, and renders every time while changes cannot be followed', async () => {
    const shop = await host()
    await shop.get('/collection/1')
    shop.bump()
    expect((await shop.get('/collection/1')).body.toString()).toContain('page 2')
    expect((await shop.get('/collection/1')).headers['x-page-cache']).toBe('hit')
    shop.drop()
    await shop.get('/collection/1')
    await shop.get('/collection/1')
    expect(shop.renders()).toBe(4)
  })

  it('keeps pages across an order but the design tool of the garment sold', async () => {
    const shop = await host()
    for (const path of ['/collection', '/product/1', '/product/2', '/fabric/2', '/product/1.data']) await shop.get(path)
    shop.sell()
    for (const path of ['/collection', '/product/2', '/fabric/2']) expect((await shop.get(path)).headers['x-page-cache'], path).toBe('hit')
    for (const path of ['/product/1', '/product/1.data']) expect((await shop.get(path)).headers['x-page-cache'], path).toBe('miss')
    expect(shop.renders()).toBe(7)
    shop.bump()
    expect((await shop.get('/collection')).headers['x-page-cache']).toBe('miss')
  })

  it('keeps one page per language', async () => {
    const shop = await host()
    await shop.get('/values', { 'Accept-Language': 'en-GB,en;q=0.9' })
    await shop.get('/values', { 'Accept-Language': 'es-ES' })
    expect((await shop.get('/values', { 'Accept-Language': 'en' })).body.toString()).toContain('page 1')
    expect((await shop.get('/values', { Cookie: 'i18next=es' })).body.toString()).toContain('page 2')
    expect(shop.renders()).toBe(2)
  })

  it('renders once for a crowd arriving together', async () => {
    const shop = await host()
    const answers = await Promise.all(Array.from({ length: 20 }, () => shop.get('/product/1')))
    expect(new Set(answers.map((a) => a.body.toString())).size).toBe(1)
    expect(shop.renders()).toBe(1)
  })

  it('lets pages go after maxAgeMs, and the least recently used first when memory is full', async () => {
    let now = 1_000
    const shop = await host({ maxAgeMs: 1_000, now: () => now })
    await shop.get('/faq')
    now += 999
    expect((await shop.get('/faq')).headers['x-page-cache']).toBe('hit')
    now += 1
    expect((await shop.get('/faq')).headers['x-page-cache']).toBe('miss')

    const small = await host({ maxBytes: 600 })
    await small.get('/terms')
    await small.get('/contact')
    expect(small.cache.summary().entries).toBeLessThanOrEqual(2)
    expect(small.cache.summary().bytes).toBeLessThanOrEqual(600)
    await small.get('/process')
    expect((await small.get('/terms')).headers['x-page-cache']).toBe('miss')
  })
})

describe('pageScope', () => {
  it("follows a product's locks on its design tool, a fabric's metres on its page, the catalogue elsewhere", () => {
    expect(pageScope('/product/12')).toEqual({ locksOfProduct: 12 })
    expect(pageScope('/product/12.data')).toEqual({ locksOfProduct: 12 })
    expect(pageScope('/fabric/3')).toEqual({ stockOfFabric: 3 })
    for (const path of ['/', '/collection', '/collection/1', '/faq', '/_.data']) expect(pageScope(path)).toBe('catalogue')
  })
})
