import { expect, expectNoA11yViolations, test } from './fixtures.ts'

test.describe('shell', () => {
  test('home renders in Spanish with the transparent header @phone', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'es')
    await expect(page.getByRole('banner')).toHaveAttribute('data-variant', 'transparent')
    await expect(page.getByTestId('basket-badge')).toHaveCount(0)
    await expectNoA11yViolations(page)
  })

  test('the header is white and fixed on the catalogue and information pages, transparent elsewhere', async ({ page }) => {
    const solid = ['/collection', '/collection/3', '/product/3', '/shipping-policy', '/return-policy', '/contact', '/terms', '/returns-exchanges']
    const transparent = ['/', '/faq', '/values', '/process', '/cart', '/login', '/register', '/no-existe']
    for (const path of solid) {
      await page.goto(path)
      await expect(page.getByRole('banner'), path).toHaveAttribute('data-variant', 'solid')
      await expect(page.getByRole('banner'), path).toHaveCSS('position', 'fixed')
    }
    for (const path of transparent) {
      await page.goto(path)
      await expect(page.getByRole('banner'), path).toHaveAttribute('data-variant', 'transparent')
      await expect(page.getByRole('banner'), path).toHaveCSS('color', 'rgb(255, 255, 255)')
    }
  })

  test('the link of the current page is bold', async ({ page }) => {
    await page.goto('/faq')
    const nav = page.getByRole('navigation', { name: 'Navegación principal' })
    await expect(nav.getByRole('link', { name: 'FAQ' })).toHaveCSS('font-weight', '600')
    await expect(nav.getByRole('link', { name: 'Valores' })).toHaveCSS('font-weight', '400')
    await nav.getByRole('link', { name: 'Valores' }).click()
    await expect(nav.getByRole('link', { name: 'Valores' })).toHaveCSS('font-weight', '600')
    await expect(nav.getByRole('link', { name: 'FAQ' })).toHaveCSS('font-weight', '400')
  })

  test('the mobile menu opens full screen and closes on a link or the close button @phone', async ({ page, isMobile }) => {
    await page.goto('/')
    if (!isMobile) {
      // On a desktop the links are in the header and there is no menu button.
      await expect(page.getByRole('button', { name: 'Abrir menú' })).toBeHidden()
      await expect(page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Colección' })).toBeVisible()
      return
    }
    // The closed menu is an empty dialog: its links are made at the first opening, not on every page.
    expect(await page.locator('dialog[aria-label="Menú"] a').count()).toBe(0)
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    const menu = page.getByRole('dialog', { name: 'Menú' })
    await expect(menu).toBeVisible()
    // Made before it opened: the dialog gives the focus to its first control.
    await expect(menu.getByRole('button', { name: 'Cerrar menú' })).toBeFocused()
    for (const name of ['Inicio', 'Colección', 'FAQ', 'Valores', 'Crear cuenta', 'Iniciar sesión']) await expect(menu.getByRole('link', { name })).toBeVisible()
    await expectNoA11yViolations(page)
    await menu.getByRole('button', { name: 'Cerrar menú' }).click()
    await expect(menu).toBeHidden()
    await page.getByRole('button', { name: 'Abrir menú' }).click()
    await menu.getByRole('link', { name: 'FAQ' }).click()
    await expect(page).toHaveURL('/faq')
    await expect(menu).toBeHidden()
  })

  test('the language picker switches to English and the choice sticks @phone', async ({ page, context }) => {
    await page.goto('/faq')
    const picker = page.getByRole('button', { name: 'Cambiar idioma (actual: Español)' })
    expect(await page.locator('a[hreflang]').count()).toBe(0)
    await picker.click()
    await expect(picker).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('link', { name: 'English' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('button', { name: 'Change language (current: English)' })).toHaveAttribute('aria-expanded', 'false')
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en')
    expect((await context.cookies()).find((c) => c.name === 'i18next')?.value).toBe('en')
    await page.goto('/values')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveCount(1)
  })

  test('local storage wins over the browser language when there is no cookie', async ({ page, context }) => {
    await page.goto('/')
    // Once the page is interactive it mirrors the rendered language into local storage; then we change it.
    await page.waitForFunction(() => localStorage.getItem('i18nextLng') === 'es')
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'))
    await context.clearCookies()
    await page.goto('/faq')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })

  test('Back returns to where the reader was, a reload keeps the place, another document opens at the top @phone', async ({ page }) => {
    const scrollY = () => page.evaluate(() => window.scrollY)
    await page.goto('/faq')
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }))
    await expect.poll(scrollY).toBe(600)
    // Where she is when she follows the footer's link (on a phone the link is further down, below the footer's newsletter form).
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Política de envíos' })
    await link.scrollIntoViewIfNeeded()
    const where = await scrollY()
    expect(where).toBeGreaterThanOrEqual(600)

    await link.click()
    await expect(page).toHaveURL('/shipping-policy')
    await expect.poll(scrollY).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL('/faq')
    await expect.poll(scrollY).toBe(where)

    await page.reload()
    await expect.poll(scrollY).toBe(where)

    // A new document in the same tab: its history entry has a key of its own, so the position saved
    // for the FAQ is not applied to it.
    await page.goto('/values')
    await expect.poll(scrollY).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL('/faq')
    await expect.poll(scrollY).toBe(where)
  })

  test('unknown path answers 404 with the designed page', async ({ page }) => {
    const response = await page.goto('/esto-no-existe')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: '¡Vaya! Página no encontrada' })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByRole('link', { name: 'Volver al inicio' }).click()
    await expect(page).toHaveURL('/')
  })

  test('bad input never yields a 500: oversized bodies get 413, security headers are set', async ({ request }) => {
    const big = await request.post('/resources/newsletter', {
      headers: { Origin: 'http://127.0.0.1', 'Content-Type': 'application/x-www-form-urlencoded' },
      data: `email=${'a'.repeat(200_000)}`,
    })
    expect(big.status()).toBe(413)
    const page = await request.get('/')
    // A visitor's home page may come from the page cache: its inline scripts are then allowed by hash.
    expect(page.headers()['content-security-policy']).toMatch(/script-src 'self' (?:'nonce-[^']+'|(?:'sha256-[^']+' ?)+);/)
    expect(page.headers()['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/)
    expect((await request.get('/cart')).headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+';/)
    expect(page.headers()['x-content-type-options']).toBe('nosniff')
    expect(page.headers()['x-frame-options']).toBe('DENY')
    const health = await request.get('/healthz')
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' })
  })
})
