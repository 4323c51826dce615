import { eq, isNull } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { garmentShareUrl } from '#app/modules/artwork/garment-design.ts'
import { clearCatalogueOutlineCache } from '#app/modules/catalogue/catalogue-outline.server.ts'
import { listCollectionCards } from '#app/modules/catalogue/catalogue.server.ts'
import { meta as loginMeta } from '#app/routes/auth/login.tsx'
import { meta as registerMeta } from '#app/routes/auth/register.tsx'
import { loader as robotsLoader } from '#app/routes/resources/robots.ts'
import { loader as shareLoader } from '#app/routes/resources/share-image.ts'
import { loader as sitemapLoader } from '#app/routes/resources/sitemap.ts'
import { fabrics, products } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { getRequest, routeArgs, testOrigin } from '#tests/support/requests.ts'

const { db } = useTestDatabase()

async function sitemap() {
  const res = await sitemapLoader(routeArgs(getRequest('/sitemap.xml')) as never)
  expect(res.status).toBe(200)
  expect(res.headers.get('Content-Type')).toBe('application/xml; charset=utf-8')
  const xml = await res.text()
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body!)![1]!,
    alternates: [...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => `${lang} ${href}`),
  }))
  return { xml, entries, paths: new Set(entries.map((e) => new URL(e.loc).pathname)) }
}

describe('GET /sitemap.xml', () => {
  test('names every product and fabric on sale and the content pages, each in both languages with its alternates', async () => {
    const { xml, entries, paths } = await sitemap()
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    )
    const productIds = (await db().select({ id: products.id }).from(products).where(isNull(products.archivedAt))).map((p) => p.id)
    const fabricIds = (await db().select({ id: fabrics.id }).from(fabrics).where(isNull(fabrics.archivedAt))).map((f) => f.id)
    expect(productIds.length).toBeGreaterThan(5)
    for (const id of productIds) expect(paths, `product ${id}`).toContain(`/collection/${id}`)
    for (const id of fabricIds) expect(paths, `fabric ${id}`).toContain(`/fabric/${id}`)
    for (const page of ['/', '/collection', '/faq', '/how-it-works', '/return-policy', '/contact', '/privacy', '/legal', '/cookies']) expect(paths).toContain(page)
    const faq = entries.filter((e) => new URL(e.loc).pathname === '/faq')
    expect(faq.map((e) => e.loc)).toEqual([`${testOrigin}/faq?lng=es`, `${testOrigin}/faq?lng=en`])
    for (const entry of faq) expect(entry.alternates).toEqual([`es ${testOrigin}/faq?lng=es`, `en ${testOrigin}/faq?lng=en`, `x-default ${testOrigin}/faq`])
  })

  test('names no private page, and no product once it is archived', async () => {
    const [archived] = await db().update(products).set({ archivedAt: new Date() }).where(eq(products.id, 2)).returning({ id: products.id })
    const { paths } = await sitemap()
    expect(paths).not.toContain(`/collection/${archived!.id}`)
    expect(paths).toContain('/collection/1')
    const privatePage = /^\/(?:account|cart|checkout|orders|admin|api|login|register|product|perfiles-de-medidas|resources|dev)\b/
    expect([...paths].filter((path) => privatePage.test(path))).toEqual([])
  })
})

describe('GET /robots.txt', () => {
  test('keeps crawlers out of account, basket, checkout, orders, admin and API, and names the sitemap', async () => {
    const res = robotsLoader(routeArgs(getRequest('/robots.txt')) as never)
    expect(res.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
    const lines = (await res.text()).split('\n')
    expect(lines[0]).toBe('User-agent: *')
    for (const path of ['/account', '/cart', '/checkout', '/orders', '/admin', '/api']) expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).not.toContain('Disallow: /collection')
    expect(lines).toContain(`Sitemap: ${testOrigin}/sitemap.xml`)
  })

  test('sign-in and sign-up are not kept out, so they say noindex themselves', async () => {
    const lines = (await robotsLoader(routeArgs(getRequest('/robots.txt')) as never).text()).split('\n')
    const root = [{ id: 'root', loaderData: { locale: 'es', urlLocale: null, origin: testOrigin, resources: JSON.stringify({ common: { brand: 'Gemela' } }) } }]
    for (const [meta, path] of [
      [loginMeta, '/login'],
      [registerMeta, '/register'],
    ] as const) {
      expect(lines.some((line) => line.startsWith('Disallow:') && path.startsWith(line.slice(9).trim()))).toBe(false)
      expect(meta({ matches: root, location: { pathname: path } } as never)).toContainEqual({ name: 'robots', content: 'noindex' })
    }
  })
})

describe('GET /media/share.png', () => {
  test('a product card’s design, in its starting fabric, as a 1200 × 630 PNG; a design the shop does not link is a 400', async () => {
    clearCatalogueOutlineCache()
    const [card] = await listCollectionCards('es')
    const path = garmentShareUrl(card!.design)
    expect(path).toMatch(/^\/media\/share\.png\?kind=\w+&fabric=/)
    const res = await shareLoader(routeArgs(getRequest(path)) as never)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/png')
    const image = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect([image.format, image.width, image.height]).toEqual(['png', 1200, 630])
    const foreign = path.replace(/fabric=[^&]+/, 'fabric=solid.123456.654321')
    expect((await shareLoader(routeArgs(getRequest(foreign)) as never)).status).toBe(400)
  })
})
