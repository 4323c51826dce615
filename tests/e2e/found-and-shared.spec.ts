import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, test } from './fixtures.ts'

type JsonLd = { '@type': string; [key: string]: unknown }

/** Every JSON-LD block of the page, parsed (a block that does not parse fails the test). */
async function structuredData(page: Page): Promise<JsonLd[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((text) => JSON.parse(text) as JsonLd)
}

/** The block of one schema.org type, as the shape the test reads. */
function ofType<T>(data: JsonLd[], type: string): T {
  const found = data.find((d) => d['@type'] === type)
  expect(found, type).toBeDefined()
  return found as unknown as T
}

test.describe('found by search, shared on networks', () => {
  test('a product page’s JSON-LD parses and its Offer states the price the page shows, in euros', async ({ page, request }) => {
    await page.goto('/collection/1')
    const shown = await page
      .getByText(/^Desde /)
      .first()
      .textContent()
    // "Desde 49,00 €" → 49.00
    const shownEuros = Number(
      shown!
        .replace(/^Desde\s+/, '')
        .replace(/[^\d,]/g, '')
        .replace(',', '.'),
    )
    const data = await structuredData(page)
    const product = ofType<{ name: string; offers: { price: string; priceCurrency: string; availability: string } }>(data, 'Product')
    expect(product.name).toBe(await page.getByRole('heading', { level: 1 }).textContent())
    expect(Number(product.offers.price)).toBe(shownEuros)
    expect(product.offers.priceCurrency).toBe('EUR')
    expect(product.offers.availability).toMatch(/^https:\/\/schema\.org\/(MadeToOrder|OutOfStock)$/)
    const crumbs = ofType<{ itemListElement: { name: string }[] }>(data, 'BreadcrumbList')
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Inicio', 'Colección', product.name])

    // The sharing picture: the garment drawn in its starting fabric, 1200 × 630.
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    const image = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(image).toMatch(/\/media\/share\.png\?kind=/)
    const res = await request.get(new URL(image!).pathname + new URL(image!).search)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toBe('image/png')
    const png = await res.body()
    // The PNG header's width and height (bytes 16–23).
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
  })

  test('the English page states the same price and the English breadcrumbs', async ({ page }) => {
    await page.goto('/collection/1?lng=en')
    const data = await structuredData(page)
    const crumbs = ofType<{ itemListElement: { name: string; item: string }[] }>(data, 'BreadcrumbList')
    expect(crumbs.itemListElement.map((c) => c.name).slice(0, 2)).toEqual(['Home', 'Collection'])
    expect(crumbs.itemListElement[1]!.item).toMatch(/\/collection\?lng=en$/)
  })

  test('the home names the shop as an Organization @phone', async ({ page }) => {
    await page.goto('/')
    const organization = ofType<{ name: string; email: string }>(await structuredData(page), 'Organization')
    expect(organization.name).toBe('Gemela')
    expect(organization.email).toBe('hola@gemela.es')
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Gemela')
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Prendas a medida en tejidos únicos')
    await expectNoA11yViolations(page)
  })

  test('robots.txt and the sitemap are served to crawlers', async ({ request }) => {
    const robots = await request.get('/robots.txt')
    expect(robots.status()).toBe(200)
    expect(await robots.text()).toContain('Disallow: /checkout')
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.status()).toBe(200)
    expect(await sitemap.text()).toMatch(/<loc>[^<]+\/collection\/1\?lng=es<\/loc>/)
  })
})
