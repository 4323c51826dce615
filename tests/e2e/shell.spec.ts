import { expect, expectNoA11yViolations, test } from './fixtures.ts'

test.describe('shell', () => {
  test('home renders in Spanish with the transparent header @phone', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('banner')).toHaveAttribute('data-variant', 'transparent')
    await expectNoA11yViolations(page)
  })

  test('unknown path answers 404 with the designed page', async ({ page }) => {
    const response = await page.goto('/esto-no-existe')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Volver al inicio' }).click()
    await expect(page).toHaveURL('/')
  })
})
