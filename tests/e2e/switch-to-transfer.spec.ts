import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, test, uniqueEmail } from './fixtures.ts'
import { addCompleteGarment, chooseRadio } from './shop-helpers.ts'

/*
 * Issue 32: "Tu tarjeta ha sido rechazada. Prueba con otra tarjeta o paga por transferencia", and
 * she can: from the test card page her order switches to transfer, her order's page shows the IBAN
 * and the reference, and the e-mail brings them. Each project buys its own product in a fabric the
 * other journeys leave alone.
 */

const garments = { desktop: { product: 3, fabric: 'Lino Arena' }, phone: { product: 6, fabric: 'Terracota' } } as const

async function toTestCardPage(page: Page, email: string, garment: { product: number; fabric: string }) {
  await addCompleteGarment(page, garment.product, { fabric: garment.fabric })
  await page.goto('/checkout')
  await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Elena Vidal Soto')
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('+34 600 123 987')
  await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Calle Sol 7')
  await page.getByRole('textbox', { name: 'Código postal' }).fill('46001')
  await page.getByRole('textbox', { name: 'Ciudad' }).fill('Valencia')
  await page.getByRole('textbox', { name: 'Provincia' }).fill('Valencia')
  await chooseRadio(page.getByRole('radio', { name: /Tarjeta \(pago de prueba\)/ }))
  await page.getByRole('button', { name: 'REALIZAR PEDIDO' }).click()
  await expect(page.getByRole('heading', { name: 'Pago de prueba — no se cobra nada', level: 1 })).toBeVisible()
}

test('a declined card: she switches to transfer and sees the IBAN and her reference, also by e-mail @phone', async ({ page, mailbox }, testInfo) => {
  test.slow() // a whole journey
  const email = uniqueEmail('transferencia')
  await toTestCardPage(page, email, garments[testInfo.project.name as keyof typeof garments])
  const number = /\/(GM-\d{4}-\d{6})\?/.exec(page.url())![1]!
  await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4000 0000 0000 0002')
  await page.getByRole('textbox', { name: 'Caducidad (MM/AA)' }).fill('12/30')
  await page.getByRole('textbox', { name: 'CVC' }).fill('123')
  await page.getByRole('button', { name: /^Pagar/ }).click()
  await expect(page.getByText('Tu tarjeta ha sido rechazada. Prueba con otra tarjeta o paga por transferencia.')).toBeVisible()
  await expectNoA11yViolations(page)

  await page.getByRole('button', { name: 'Pagar por transferencia' }).click()
  await expect(page.getByRole('heading', { name: `Pedido ${number}`, level: 1 })).toBeVisible()
  await expect(page.getByText('Ahora pagas por transferencia. Te hemos enviado los datos por e-mail.')).toBeVisible()
  const details = page.getByRole('region', { name: 'Datos para la transferencia' })
  await expect(details).toBeVisible()
  await expect(details.getByText('ES91 2100 0418 4502 0005 1332')).toBeVisible()
  await expect(details.getByText(number, { exact: true })).toBeVisible()
  // Paid by transfer now: neither the card nor the switch is offered any more.
  await expect(page.getByRole('button', { name: /^Pagar ahora/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Pagar por transferencia' })).toHaveCount(0)
  await expectNoA11yViolations(page)

  const mail = await mailbox.waitFor(email, (m) => m.subject === `Tu pedido ${number} en Gemela` && m.text.includes('IBAN'))
  expect(mail.text).toContain('IBAN: ES91 2100 0418 4502 0005 1332')
  expect(mail.text).toContain(`con el concepto ${number}`)
})
