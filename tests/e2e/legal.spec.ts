import type { Page } from '@playwright/test'
import { browserStorageList } from '#app/utils/browser-storage.ts'
import { expect, expectNoA11yViolations, test } from './fixtures.ts'
import { signInAsAdmin } from './back-office-helpers.ts'
import { signUp } from './auth-helpers.ts'
import { addCompleteGarment, chooseRadio } from './shop-helpers.ts'

/*
 * Issue 33: the legal pages, the notices where she gives her data, and the one list of what the
 * shop keeps in her browser (app/utils/browser-storage.ts), checked against what a real journey sets.
 */

const legalFooter = (page: Page) => page.getByRole('contentinfo').getByRole('navigation', { name: 'Información legal' })

test.describe('legal pages', () => {
  test('she reads the privacy policy from the sign-up form; the legal notice and the cookie policy are a click away on every page @phone', async ({ page }) => {
    await page.goto('/register')
    const notice = page.getByTestId('privacy-notice').filter({ hasText: 'gestionar tu cuenta' })
    await expect(notice).toBeVisible()
    await notice.getByRole('link', { name: 'política de privacidad' }).click()
    await expect(page).toHaveURL('/privacy')
    await expect(page.getByRole('heading', { name: 'Política de privacidad', level: 1 })).toBeVisible()
    const policy = page.getByTestId('privacy')
    for (const text of [
      'El responsable de tus datos es Gemela Atelier S.L., con NIF B12345674',
      'Tu consentimiento (art. 6.1.a RGPD)',
      'Nuestro interés legítimo en proteger',
      'Pedidos y facturas: 6 años',
      'El proveedor de pagos',
      'El proveedor de correo electrónico',
      'El proveedor de alojamiento',
      'Agencia Española de Protección de Datos',
    ]) {
      await expect(policy).toContainText(text)
    }
    await expectNoA11yViolations(page)

    await legalFooter(page).getByRole('link', { name: 'Aviso legal' }).click()
    await expect(page.getByRole('heading', { name: 'Aviso legal', level: 1 })).toBeVisible()
    await expect(page.getByTestId('legal-notice')).toContainText('Registro Mercantil de Madrid')
    await expectNoA11yViolations(page)
    await legalFooter(page).getByRole('link', { name: 'Política de cookies' }).click()
    await expect(page.getByRole('heading', { name: 'Política de cookies', level: 1 })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('no te pedimos consentimiento ni te mostramos un aviso de cookies')
    await expectNoA11yViolations(page)

    // The terms link to all three, and state the withdrawal exemption with the gift cards' own days.
    await page.goto('/terms')
    const terms = page.getByTestId('terms')
    await expect(terms.getByRole('link', { name: 'aviso legal' })).toHaveAttribute('href', '/legal')
    await expect(terms.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/privacy')
    await expect(terms.getByRole('link', { name: 'política de cookies' })).toHaveAttribute('href', '/cookies')
    await expect(terms).toContainText('excluidas del derecho de desistimiento de 14 días (artículo 103 c)')
    await expect(terms).toContainText('Las tarjetas regalo no se confeccionan a medida: puedes desistir de su compra en los 14 días siguientes')
    // Footer links on every kind of page: the shop, a product, the basket.
    for (const path of ['/', '/product/2', '/cart']) {
      await page.goto(path)
      await expect(legalFooter(page).getByRole('link')).toHaveText(['Aviso legal', 'Política de privacidad', 'Política de cookies'])
    }
  })

  test('the gift card page and the return policy state what she can do instead of withdrawing @phone', async ({ page }) => {
    await page.goto('/return-policy')
    await expect(page.getByRole('main')).toContainText('están exentas del derecho de desistimiento de 14 días')
    await expect(page.getByRole('heading', { name: 'Tarjetas regalo' })).toBeVisible()
    await page.goto('/gift-cards')
    await expect(page.getByRole('main')).toContainText('puedes desistir de su compra en 14 días mientras no se haya usado')
    await expect(page.getByTestId('privacy-notice').filter({ hasText: 'enviarle la tarjeta' })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.goto('/returns-exchanges')
    await expect(page.getByRole('main')).toContainText('no admiten el derecho de desistimiento de 14 días')
    await expect(page.getByTestId('privacy-notice').filter({ hasText: 'atender tu solicitud' })).toBeVisible()
  })

  test('an admin changes the company’s name and NIF once, and every legal page shows the new ones', async ({ page }) => {
    await signInAsAdmin(page, '/admin/settings')
    const name = page.getByRole('textbox', { name: 'Razón social' })
    const nif = page.getByRole('textbox', { name: 'NIF' })
    await name.fill('Hermanas Gemela S.L.')
    await nif.fill('B12345675')
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect(page.getByText('La letra o el dígito de control no corresponde: revisa el NIF')).toBeVisible()
    await expect(nif).toHaveAttribute('aria-invalid', 'true')
    await nif.fill('b-8765432-3')
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect(page.getByText('Ajustes guardados')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'NIF' })).toHaveValue('B87654323')
    try {
      for (const [path, where] of [
        ['/legal', 'legal-notice'],
        ['/privacy', 'privacy'],
        ['/terms', 'terms'],
      ] as const) {
        await page.goto(path)
        await expect(page.getByTestId(where)).toContainText('Hermanas Gemela S.L.')
        await expect(page.getByTestId(where)).toContainText('B87654323')
        await expect(page.getByTestId(where)).not.toContainText('B12345674')
      }
    } finally {
      // Other tests share the shop: its own figures come back.
      await page.goto('/admin/settings')
      await page.getByRole('textbox', { name: 'Razón social' }).fill('Gemela Atelier S.L.')
      await page.getByRole('textbox', { name: 'NIF' }).fill('B12345674')
      await page.getByRole('button', { name: 'Guardar cambios' }).click()
      await expect(page.getByText('Ajustes guardados')).toBeVisible()
    }
  })

  test('what a journey through the shop, an account and the checkout leaves in her browser is on the cookie list, and all of it is strictly necessary', async ({
    page,
    context,
    mailbox,
  }) => {
    test.slow() // a whole journey
    await page.goto('/collection?lng=en')
    await page.goto('/collection?lng=es')
    await addCompleteGarment(page, 8)
    await signUp(page, mailbox, 'cookies')
    await page.goto('/checkout')
    await expect(page.getByRole('heading', { name: 'Finalizar compra', level: 1 })).toBeVisible()
    await expect(page.getByTestId('privacy-notice').filter({ hasText: 'gestionar tu pedido' })).toBeVisible()
    await chooseRadio(page.getByRole('radio', { name: /Transferencia bancaria/ }))
    const terms = page.getByRole('main').getByText('Al realizar el pedido aceptas')
    await expect(terms.getByRole('link', { name: 'condiciones generales de contratación' })).toHaveAttribute('href', '/terms')
    await expect(terms.getByRole('link', { name: 'política de privacidad' })).toHaveAttribute('href', '/privacy')
    await expectNoA11yViolations(page)
    for (const path of ['/account/personal-data', '/account/orders', '/perfiles-de-medidas', '/account/gift', '/returns-exchanges']) await page.goto(path)

    const now = Date.now() / 1000
    const cookies = await context.cookies()
    const stored = await page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }))
    const found = [
      ...cookies.map((c) => ({ name: c.name, store: 'cookie', expires: c.expires })),
      ...stored.local.map((name) => ({ name, store: 'localStorage', expires: -1 })),
      ...stored.session.map((name) => ({ name, store: 'sessionStorage', expires: -1 })),
    ]
    // The journey set the session, the guest basket (before she signed up) and both language keys.
    expect(found.map((f) => f.name).sort()).toEqual(expect.arrayContaining(['gemela.session_token', 'gemela_basket', 'i18next', 'i18nextLng']))
    for (const item of found) {
      const entry = browserStorageList.find((e) => e.name === item.name && e.store === item.store)
      expect(entry, `${item.store} "${item.name}" is set by the shop but missing from app/utils/browser-storage.ts`).toBeDefined()
      if (entry!.lifetimeSeconds !== null) expect(Math.abs(item.expires - now - entry!.lifetimeSeconds), `${item.name}'s life`).toBeLessThan(600)
    }
    // Only strictly necessary storage, so no banner: anything else needs her consent first.
    expect(browserStorageList.filter((e) => e.essential !== true)).toEqual([])

    await page.goto('/cookies')
    const listed = page.getByTestId('cookie-entry')
    await expect(listed).toHaveCount(browserStorageList.length)
    for (const item of found) await expect(listed.filter({ has: page.getByText(item.name, { exact: true }) })).toHaveCount(1)
  })
})
