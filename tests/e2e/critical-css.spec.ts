import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * Issue 19, item 2: a visitor's page inlines only the rules it uses (app/utils/critical-css.server.ts).
 * Whatever it leaves out must change nothing on the page: with JavaScript off (so only the inline
 * part applies), every element's computed style, and its ::before and ::after, is taken; then the
 * whole stylesheet is made to apply, as the bootstrap does once the page is painted, and taken again.
 * One rule missing from the subset shows here as an element that moved or changed colour.
 */
const paths = [
  '/',
  '/collection',
  '/collection/1',
  '/product/1',
  '/fabric/1',
  '/faq',
  '/values',
  '/contact',
  '/login',
  '/register',
  '/gift-cards',
  '/cart',
  '/orders/find',
  '/no-such-page',
]

/** Each element's computed style (and its pseudo-elements'), in document order. */
function styles(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('body, body *')].map((el) => {
      const parts = [null, '::before', '::after'].map((pseudo) => {
        const style = getComputedStyle(el, pseudo)
        return [...style].map((name) => `${name}:${style.getPropertyValue(name)}`).join(';')
      })
      return { element: `${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`, style: parts.join('|') }
    }),
  )
}

test.describe('critical CSS', () => {
  test.use({ javaScriptEnabled: false })

  for (const path of paths) {
    test(`${path}: what is inlined styles the page as the whole stylesheet does @phone`, async ({ page }) => {
      await page.goto(path)
      const inline = await page
        .locator('head > style')
        .first()
        .evaluate((el) => el.textContent?.length ?? 0)
      const link = page.locator('link[rel="stylesheet"][media="print"]')
      await expect(link).toHaveCount(1)
      // The whole file, fetched without blocking: loaded before it is made to apply.
      await expect.poll(() => link.evaluate((el) => (el as HTMLLinkElement).sheet !== null)).toBe(true)
      const whole = (await (await page.request.get((await link.getAttribute('href'))!)).text()).length
      expect(inline).toBeGreaterThan(0)
      expect(inline).toBeLessThan(whole * 0.6)

      const critical = await styles(page)
      await link.evaluate((el) => ((el as HTMLLinkElement).media = 'all'))
      const complete = await styles(page)
      expect(complete.length).toBe(critical.length)
      const differing = critical
        .map((before, i) => ({ element: before.element, before: before.style.split(/[;|]/), after: complete[i]!.style.split(/[;|]/) }))
        .filter((e) => e.before.join() !== e.after.join())
        .map((e) => `${e.element}: ${e.after.filter((declaration, j) => declaration !== e.before[j]).join('; ')}`)
      expect(differing).toEqual([])
    })
  }
})
