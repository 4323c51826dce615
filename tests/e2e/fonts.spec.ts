import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * Issue 18 item 1: the brand faces on a first visit, without moving the page. The font files are
 * held back a little, as a phone's network does (with `font-display: optional` such a visit kept the
 * system faces for the whole page), and the page's layout shifts are added up as Lighthouse does.
 */
async function firstVisit(page: Page, path: string) {
  await page.addInitScript(() => {
    const w = window as unknown as { layoutShift: number }
    w.layoutShift = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.route('**/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400))
    await route.continue()
  })
  await page.goto(path)
  await page.evaluate(async () => {
    await document.fonts.ready
    // Two frames: the swap is laid out and its shift (if any) reported.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
  })
}

/** The faces Chromium really drew a node's text with (not what the CSS asks for). */
async function drawnWith(page: Page, locator: Locator) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const marker = `font-probe-${Math.random().toString(36).slice(2)}`
  await locator.evaluate((el, id) => el.setAttribute('data-font-probe', id), marker)
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 })
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `[data-font-probe="${marker}"]` })
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
  await cdp.detach()
  return fonts.map((font) => ({ family: font.familyName, custom: font.isCustomFont }))
}

for (const path of ['/', '/collection']) {
  test(`first load of ${path}: brand faces in use, no layout shift @phone`, async ({ page }) => {
    await firstVisit(page, path)
    const heading = page.getByRole('heading', { level: 1 })
    const text = page.getByRole('navigation', { name: 'Información' }).getByRole('link').first()

    const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', '')))
    expect(loaded).toEqual(expect.arrayContaining(['Cormorant Garamond Variable', 'Jost Variable']))
    expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Cormorant Garamond Variable"?, "?Cormorant Garamond Fallback"?/)
    expect(await text.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Jost Variable"?, "?Jost Fallback"?/)

    expect(await drawnWith(page, heading)).toEqual([{ family: expect.stringMatching(/^Cormorant Garamond/), custom: true }])
    expect(await drawnWith(page, text)).toEqual([{ family: expect.stringMatching(/^Jost/), custom: true }])

    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift)
    expect(shift).toBeLessThanOrEqual(0.02)
  })
}
