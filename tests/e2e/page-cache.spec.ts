import { expect, test } from './fixtures.ts'
import { signUp } from './auth-helpers.ts'

/**
 * Issue 19, item 1: a visitor's catalogue and content pages come from memory (server/page-cache.ts).
 * The kept page must work exactly as a rendered one — its inline scripts allowed by hash under the
 * CSP (a refused script is a console error, which fails the test) — and nothing of a signed-in
 * customer may ever reach a visitor.
 */
test.describe('the page cache', () => {
  test('a kept page loads, hydrates and navigates like a rendered one @phone', async ({ page }) => {
    // Ask until it comes from memory (another test's order may clear the cache in between).
    await expect
      .poll(async () => {
        const response = await page.goto('/collection')
        return response?.headers()['x-page-cache']
      })
      .toBe('hit')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // React took the page over (the fixture waited for it): a click is a client navigation.
    await page
      .getByRole('main')
      .getByRole('link', { name: /Camisa Clásica/ })
      .first()
      .click()
    await expect(page).toHaveURL(/\/collection\/\d+$/)
    await expect(page.getByRole('heading', { name: 'Camisa Clásica', level: 1 })).toBeVisible()
    await page.getByRole('link', { name: 'Diseñar mi Camisa Clásica' }).click()
    await expect(page).toHaveURL(/\/product\/\d+$/)
  })

  test('a signed-in customer’s page is rendered for her and never served to a visitor', async ({ page, mailbox, browser }) => {
    await signUp(page, mailbox, 'cache')
    const hers = await page.goto('/collection')
    expect(hers?.headers()['x-page-cache']).toBeUndefined()
    expect(hers?.headers()['cache-control']).toBe('private, no-store')
    await expect(page.getByRole('button', { name: 'Mi cuenta' })).toBeVisible()

    const visitorContext = await browser.newContext({ locale: 'es-ES' })
    const visitor = await visitorContext.newPage()
    for (let i = 0; i < 2; i++) {
      await visitor.goto('/collection')
      await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(visitor.getByRole('button', { name: 'Mi cuenta' })).toHaveCount(0)
    }
    expect(await visitor.content()).not.toContain('Lucía')
    await visitorContext.close()
  })
})
