import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import { demoAdminLogin, expect, expectNoA11yViolations, test, uniqueEmail } from './fixtures.ts'
import { chooseRadio, guestToPayment } from './shop-helpers.ts'

/** SHOTS=1 keeps full-page screenshots of the screens for review (tests/.tmp/shots). */
async function shot(page: Page, testInfo: TestInfo, name: string) {
  if (!process.env.SHOTS) return
  await page.screenshot({ path: path.resolve(`tests/.tmp/shots/tape-${name}-${testInfo.project.name}.png`), fullPage: true })
}

/**
 * Issue 35 item 5: estimating her profile while designing a skirt, the estimate asks — optionally,
 * each with its figure — the skirt pattern's own measurements (waist, hips, waist to floor), uses
 * what she measured exactly and estimates the rest. Product 14 (the pleated skirt): no other spec
 * designs it.
 */
test.describe('an estimate that serves the pattern', () => {
  test('she estimates her profile with a tape measurement for a skirt and it reaches her basket @phone', async ({ page }, testInfo) => {
    test.slow() // the design steps, three size screens, axe on two pages
    await page.goto('/product/14')
    const summary = page.getByRole('heading', { name: 'Resumen de tu producto' })
    for (let step = 1; step <= 4 && !(await summary.isVisible()); step++) {
      await expect(summary.or(page.getByText(new RegExp(`Paso ${step} de`)))).toBeVisible()
      if (await summary.isVisible()) break
      await page.getByRole('button', { name: 'Continuar', exact: true }).filter({ visible: true }).click()
    }
    await expect(summary).toBeVisible()
    await page.getByRole('button', { name: 'Continuar con pedido' }).click()
    await expect(page.getByRole('heading', { name: 'Elige tu talla', level: 1 })).toBeVisible()
    await page.getByRole('link', { name: /^Estimar mi perfil corporal/ }).click()
    await expect(page.getByRole('heading', { name: 'Estimar mi perfil corporal', level: 1 })).toBeVisible()

    // The skirt's own measurements, optional, each with how to take it; nothing a skirt does not use.
    const tape = page.getByRole('group', { name: 'Para que el patrón te siente perfecto (opcional)' })
    await expect(tape).toBeVisible()
    for (const name of ['Contorno de cintura', 'Contorno de cadera', 'Largo de pierna exterior']) await expect(tape.getByRole('textbox', { name, exact: true })).toBeVisible()
    await expect(tape.getByRole('textbox', { name: 'Largo de pierna exterior', exact: true })).toHaveAccessibleDescription(
      'Por el costado, desde la cintura natural hasta el suelo, descalza.',
    )
    await expect(tape.locator('svg')).toHaveCount(3)
    await expect(page.getByRole('textbox', { name: 'Contorno de cuello' })).toHaveCount(0)
    // Hips are asked once, with the skirt's measurements.
    await expect(page.getByRole('textbox', { name: 'Contorno de cadera', exact: true })).toHaveCount(1)
    await expectNoA11yViolations(page)
    await shot(page, testInfo, 'estimate')

    // A slip is answered next to its field, and nothing is estimated.
    await page.getByRole('textbox', { name: 'Altura', exact: true }).fill('166')
    await page.getByRole('textbox', { name: 'Peso', exact: true }).fill('61')
    await tape.getByRole('textbox', { name: 'Largo de pierna exterior', exact: true }).fill('1040')
    await page.getByRole('button', { name: 'Estimar mis medidas' }).click()
    await expect(tape.getByRole('textbox', { name: 'Largo de pierna exterior', exact: true })).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByRole('heading', { name: 'Estimar mi perfil corporal', level: 1 })).toBeVisible()

    await tape.getByRole('textbox', { name: 'Largo de pierna exterior', exact: true }).fill('104,5')
    await tape.getByRole('textbox', { name: 'Contorno de cintura', exact: true }).fill('70,5')
    await tape.getByRole('textbox', { name: 'Contorno de cadera', exact: true }).fill('99')
    await page.getByRole('button', { name: 'Estimar mis medidas' }).click()

    // What she measured is there exactly; the rest is estimated, each with its range.
    await expect(page.getByRole('heading', { name: 'Revisa tus medidas estimadas', level: 1 })).toBeVisible()
    const field = (name: string) => page.getByRole('textbox', { name, exact: true })
    await expect(field('Largo de pierna exterior')).toHaveValue('104,5')
    await expect(field('Contorno de cintura')).toHaveValue('70,5')
    await expect(field('Contorno de cadera')).toHaveValue('99')
    await expect(page.getByText('22 de 22 medidas')).toBeVisible()
    await expectNoA11yViolations(page)
    await shot(page, testInfo, 'review')
    // Nothing more is asked before the basket: checkout asks who she is once (issue 32, item 5).
    await page.getByRole('button', { name: 'Añadir a la cesta' }).click()

    await expect(page).toHaveURL('/cart')
    const main = page.getByRole('main')
    await expect(main.getByText('Falda de Pliegues').first()).toBeVisible()
    await expect(main.getByText('Completo', { exact: true }).first()).toBeVisible()
    await expectNoA11yViolations(page)
    await shot(page, testInfo, 'cart')
  })

  test("the admin's order says the skirt's metres came from her pattern @phone", async ({ page }, testInfo) => {
    test.slow() // a design, a checkout and the back office
    // Product 14 in a fabric of its own per project: the two projects never race for one combination.
    const fabric = testInfo.project.name === 'phone' ? 'Popelín Blanco' : 'Denim Índigo'
    await guestToPayment(page, 14, { fabric, email: uniqueEmail('metros') })
    await chooseRadio(page.getByRole('radio', { name: /Transferencia bancaria/ }))
    await page.getByRole('button', { name: 'REALIZAR PEDIDO' }).click()
    await expect(page.getByRole('heading', { name: /^Pedido (recibido|confirmado)/, level: 1 })).toBeVisible()
    const number = (await page
      .getByText(/^GM-\d{4}-\d{6}$/)
      .first()
      .textContent())!.trim()

    await page.context().clearCookies()
    await page.goto(`/admin/orders/${number}`)
    const admin = demoAdminLogin()
    await page.getByLabel('Email').fill(admin.email)
    await page.getByLabel('Contraseña').fill(admin.password)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page.getByRole('heading', { name: 'Falda de Pliegues', exact: true })).toBeVisible()
    // Size M's pleated skirt, laid on the fabric: not the category's 1,2 m.
    await expect(page.getByText(new RegExp(`${fabric} · 0,\\d+ m · según su patrón`))).toBeVisible()
    await expectNoA11yViolations(page)
    await shot(page, testInfo, 'admin-order')
  })
})
