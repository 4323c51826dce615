import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** Clicks the label around a visually hidden radio, as a customer does. */
export const chooseRadio = (radio: Locator) => radio.locator('xpath=ancestor::label[1]').click()

/**
 * Puts a complete garment in the basket the way a customer does: the product's preselected fabric (or
 * `fabric`) and parts, standard size M (neck 38 cm when its collar asks a collar size, inseam 78 cm for trousers): 'Añadir a la
 * cesta' puts it in the basket, nothing personal asked (issue 32 item 5). Ends on /cart. Each checkout test uses its own product, so parallel tests never race for the
 * same fabric-and-garment combination.
 */
export async function addCompleteGarment(page: Page, productId: number, options: { fabric?: string } = {}) {
  await page.goto(`/product/${productId}`)
  if (options.fabric) {
    // Another fabric than the preselected one: tests buying in parallel would otherwise all spend the same metres.
    const fabric = page.getByRole('radio', { name: new RegExp(`^${options.fabric}`) })
    // The list shows a page of fabrics at a time: a fabric further down is behind "Ver más tejidos".
    const more = page.getByRole('link', { name: 'Ver más tejidos' })
    await expect(page.getByRole('radiogroup', { name: 'Elige tu tejido' })).toBeVisible()
    for (let shown = 24; !(await fabric.isVisible()) && (await more.isVisible()); shown += 12) {
      await more.click()
      await expect(page).toHaveURL(new RegExp(`[?&]shown=${shown}\\b`))
    }
    await fabric.click()
    await expect(fabric).toBeChecked()
  }
  const summary = page.getByRole('heading', { name: 'Resumen de tu producto' })
  for (let step = 1; step <= 4; step++) {
    // Garments have three or four steps: after the last one the summary replaces the step.
    const next = page.getByText(new RegExp(`Paso ${step} de`))
    await expect(summary.or(next)).toBeVisible()
    if (await summary.isVisible()) break
    await page.getByRole('button', { name: 'Continuar', exact: true }).filter({ visible: true }).click()
  }
  await expect(summary).toBeVisible()
  await page.getByRole('button', { name: 'Continuar con pedido' }).click()
  await page.getByRole('link', { name: /^Usar una talla estándar/ }).click()
  await chooseRadio(page.getByRole('radio', { name: 'M', exact: true }))
  const neck = page.getByRole('radio', { name: '38 cm' })
  if (await neck.count()) await chooseRadio(neck)
  // Trousers ask the leg length beside the letter (issue 18 item 8).
  const inseam = page.getByRole('textbox', { name: 'Entrepierna' })
  if (await inseam.count()) await inseam.fill('78')
  await page.getByRole('button', { name: 'Añadir a la cesta' }).click()
  await expect(page).toHaveURL('/cart')
  await expect(page.getByRole('main').getByText('Completo', { exact: true }).first()).toBeVisible()
}

/**
 * A guest takes a complete garment (addCompleteGarment) to the one checkout page and fills its
 * contact and address section (Sevilla); delivery stays standard. She is left on the page, at the
 * payment section: the test picks the way to pay and presses REALIZAR PEDIDO (placeOrder).
 */
export async function guestToPayment(page: Page, productId: number, options: { fabric: string; email: string; fullName?: string; phone?: string }) {
  await addCompleteGarment(page, productId, { fabric: options.fabric })
  await page.getByRole('button', { name: 'TERMINAR LA COMPRA' }).click()
  await expect(page.getByRole('heading', { name: 'Finalizar compra', level: 1 })).toBeVisible()
  await fillGuestContact(page, options)
}

/** The contact and address section of the checkout page, as a guest types it (Sevilla unless `address` says). */
export async function fillGuestContact(
  page: Page,
  options: { email: string; fullName?: string; phone?: string; address?: { street: string; postalCode: string; city: string; province: string } },
) {
  const address = options.address ?? { street: 'Calle Luna 3', postalCode: '41001', city: 'Sevilla', province: 'Sevilla' }
  await page.getByRole('textbox', { name: 'E-mail' }).fill(options.email)
  await page.getByRole('textbox', { name: 'Nombre completo' }).fill(options.fullName ?? 'Marta Gil')
  await page.getByRole('textbox', { name: 'Teléfono' }).fill(options.phone ?? '+34 611 222 333')
  await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill(address.street)
  await page.getByRole('textbox', { name: 'Código postal' }).fill(address.postalCode)
  await page.getByRole('textbox', { name: 'Ciudad' }).fill(address.city)
  await page.getByRole('textbox', { name: 'Provincia' }).fill(address.province)
}

/**
 * On the checkout page, filled: she chooses to pay by transfer or with the test card and presses
 * REALIZAR PEDIDO; with the test card she pays 4242 4242 4242 4242 on its page. Ends on her order's
 * page; returns the order's number.
 */
export async function placeAndPay(page: Page, payment: 'transfer' | 'testCard'): Promise<string> {
  await chooseRadio(page.getByRole('radio', { name: payment === 'transfer' ? /Transferencia bancaria/ : /Tarjeta \(pago de prueba\)/ }))
  await placeOrder(page)
  if (payment === 'testCard') {
    await expect(page.getByRole('heading', { name: 'Pago de prueba — no se cobra nada', level: 1 })).toBeVisible()
    await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4242 4242 4242 4242')
    await page.getByRole('textbox', { name: 'Caducidad (MM/AA)' }).fill('12/30')
    await page.getByRole('textbox', { name: 'CVC' }).fill('123')
    await page.getByRole('button', { name: /^Pagar/ }).click()
  }
  await expect(page.getByRole('heading', { name: /^Pedido (recibido|confirmado)/, level: 1 })).toBeVisible()
  return (await page
    .getByText(/^GM-\d{4}-\d{6}$/)
    .first()
    .textContent())!.trim()
}

/** REALIZAR PEDIDO on the checkout page. */
export async function placeOrder(page: Page) {
  await page.getByRole('button', { name: 'REALIZAR PEDIDO' }).click()
}
