import type { Locator, Page } from '@playwright/test'
import { computeDelivery } from '#app/modules/store/delivery.ts'
import { defaultStoreSettings } from '#app/modules/store/settings.ts'
import { demoAdminLogin, expect, expectNoA11yViolations, test, uniqueEmail } from './fixtures.ts'
import { addCompleteGarment, chooseRadio } from './shop-helpers.ts'

/*
 * Issue 32, "one promise everywhere": she asks for urgent production and express shipping; the
 * basket, the shipping step, the summary, the confirmation page and the e-mail all state the same
 * window (computeDelivery's), the surcharge is in her total, and the admin's order page flags it.
 * Each project buys the basic T-shirt (product 8) in a fabric of its own.
 */
const fabricFor = (project: string) => (project === 'phone' ? 'Lunares Medianoche' : 'Popelín Blanco')
const settings = defaultStoreSettings()
const urgentExpress = computeDelivery({ complexities: ['basic'], urgent: true }, 'express', settings)
const ordinaryExpress = computeDelivery({ complexities: ['basic'] }, 'express', settings)
const ordinaryStandard = computeDelivery({ complexities: ['basic'] }, 'standard', settings)
const days = (d: { minDays: number; maxDays: number }) => `${d.minDays}–${d.maxDays}`

/** "31,50 €" → 3150. */
async function cents(locator: Locator) {
  return Number((await locator.textContent())!.replace(/[^\d]/g, ''))
}

async function shot(page: Page, name: string, project: string) {
  await page.screenshot({ path: `tests/.tmp/shots/promise-${name}-${project}.png`, fullPage: true })
}

test('urgent production with express: the same delivery window on every page and e-mail, the surcharge in the total and on the admin’s order @phone', async ({
  page,
  mailbox,
}, testInfo) => {
  test.slow()
  const project = testInfo.project.name
  const email = uniqueEmail('urgente')
  // The T-shirt's own page states its window, as her basket will (not the shop's range of every garment).
  await page.goto('/collection/8')
  await expect(page.getByText(`La recibes en ${days(ordinaryStandard)} días laborables`, { exact: true })).toBeVisible()
  await addCompleteGarment(page, 8, { fabric: fabricFor(project) })

  // Before she chooses: the basket's window is standard shipping's.
  await expect(page.getByText(`Entrega estimada: ${days(ordinaryStandard)} días laborables desde el pago, con envío estándar`)).toBeVisible()

  await page.getByRole('button', { name: 'TERMINAR LA COMPRA' }).click()
  await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Carmen Ortega Gil')
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('+34 611 222 333')
  await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Calle Real 3')
  await page.getByRole('textbox', { name: 'Código postal' }).fill('41001')
  await page.getByRole('textbox', { name: 'Ciudad' }).fill('Sevilla')
  await page.getByRole('textbox', { name: 'Provincia' }).fill('Sevilla')

  // The delivery section: express says honestly what it speeds up; urgent production says what it does and costs.
  await expect(page.getByRole('heading', { name: 'Finalizar compra', level: 1 })).toBeVisible()
  const express = page.getByRole('radio', { name: /Envío exprés/ }).locator('xpath=ancestor::label[1]')
  await expect(express).toContainText('Acelera solo el envío: 1–2 días laborables en lugar de 3–5. La confección tarda lo mismo.')
  await expect(express).toContainText(`Entrega en ${days(ordinaryExpress)} días laborables`)
  const urgent = page.getByRole('checkbox', { name: /Producción urgente \(\+25 %\)/ })
  await expect(urgent).toHaveAccessibleDescription('Tus prendas pasan delante en el taller: las confeccionamos en 5–7 días laborables en lugar de 7–10.')
  await chooseRadio(page.getByRole('radio', { name: /Envío exprés/ }))
  await urgent.check()
  // The windows follow her choice at once.
  await expect(express).toContainText(`Entrega en ${days(urgentExpress)} días laborables`)
  await expectNoA11yViolations(page)
  await shot(page, 'shipping', project)
  // Each choice is kept on the server as she clicks it (the basket below says so).
  const kept = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname.startsWith('/checkout'))
  await chooseRadio(page.getByRole('radio', { name: /Transferencia bancaria/ }))
  await kept

  // The summary: the same window, the surcharge as its own line, 25 % of the garments, in the total.
  const summary = page.getByRole('complementary', { name: 'Tu pedido' })
  await expect(summary).toContainText(`Entrega estimada: ${days(urgentExpress)} días laborables`)
  const row = (name: string) => summary.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]')
  const subtotal = await cents(row('Subtotal'))
  const surcharge = Math.round((subtotal * 25) / 100)
  expect(await cents(row('Producción urgente (+25 %)'))).toBe(surcharge)
  const total = subtotal + surcharge + 995
  expect(await cents(summary.getByText('Total', { exact: true }).locator('xpath=following-sibling::*[1]'))).toBe(total)
  await expect(page.getByRole('main')).toContainText('Producción urgente (+25 %)')
  await expectNoA11yViolations(page)
  await shot(page, 'review', project)

  // The basket says the same while she is at checkout.
  await page.goto('/cart')
  await expect(page.getByText(`Entrega estimada: ${days(urgentExpress)} días laborables desde el pago, con envío exprés y producción urgente`)).toBeVisible()
  // And the same money: its total is checkout's (garments, express, urgent production), not the garments alone.
  const basketSummary = page.getByRole('complementary', { name: 'Resumen del pedido' })
  const basketRow = (name: string) => basketSummary.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]')
  expect(await cents(basketRow('Subtotal'))).toBe(subtotal)
  expect(await cents(basketRow('Envío exprés'))).toBe(995)
  expect(await cents(basketRow('Producción urgente (+25 %)'))).toBe(surcharge)
  expect(await cents(basketSummary.getByText('Total', { exact: true }).locator('xpath=following-sibling::*[1]'))).toBe(total)
  await page.goto('/checkout')
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email)
  await page.getByRole('button', { name: 'REALIZAR PEDIDO' }).click()

  // The confirmation page.
  await expect(page.getByRole('heading', { name: /^Pedido (recibido|confirmado)/, level: 1 })).toBeVisible()
  const number = (await page
    .getByText(/^GM-\d{4}-\d{6}$/)
    .first()
    .textContent())!.trim()
  await expect(page.getByRole('main')).toContainText(`Entrega estimada: ${days(urgentExpress)} días laborables desde el pago.`)
  await expect(page.getByRole('main')).toContainText('Producción urgente')
  await expectNoA11yViolations(page)

  // The e-mail.
  const mail = await mailbox.waitFor(email, (m) => m.subject.includes(number))
  expect(mail.text).toContain(`Entrega estimada: ${days(urgentExpress)} días laborables desde el pago`)
  expect(mail.text).toMatch(/Producción urgente: \d+,\d{2}\s€/)
  expect(mail.text).toContain(`Total: ${(total / 100).toFixed(2).replace('.', ',')}`)

  // The admin's order page: flagged, with when it is due, and the surcharge in the totals.
  await page.context().clearCookies()
  const path = `/admin/orders/${number}`
  await page.goto(path)
  const admin = demoAdminLogin()
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Contraseña').fill(admin.password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page).toHaveURL(new RegExp(`${path}(\\?session=welcome)?$`))
  const flag = page.getByRole('alert').filter({ hasText: 'Producción urgente' })
  await expect(flag).toContainText('Confeccionar en 7 días laborables desde el pago (aún no pagado).')
  const items = page.locator('section[aria-labelledby="order-items"]')
  expect(await cents(items.locator('dt', { hasText: 'Producción urgente' }).locator('xpath=following-sibling::dd[1]'))).toBe(surcharge)
  await expect(page.getByText(`Plazo de entrega: ${days(urgentExpress)} días laborables desde el pago`)).toBeVisible()
  await expectNoA11yViolations(page)
  await shot(page, 'admin-order', project)
})
