import type { Page } from '@playwright/test'
import { demoAdminLogin, expect, expectNoA11yViolations, test, uniqueEmail } from './fixtures.ts'
import { addCompleteGarment, chooseRadio } from './shop-helpers.ts'

/*
 * Issue 31, item 1: what one customer may hold unpaid at once (2 orders by default). A guest with two
 * unpaid transfer orders presses REALIZAR PEDIDO again: she is told next to the button, with a link to
 * each of her orders; she cancels one from its page and places hers. Then the shop sees what her unpaid
 * order holds and lets it go by cancelling the order. Each project buys its own products in Popelín Blanco, products no other
 * spec buys in it (delivery-promise.spec buys product 8 in it), so parallel tests never race for one
 * fabric-and-garment lock.
 */
const products = { desktop: [3, 5, 12], phone: [1, 9, 11] } as const
const fabric = 'Popelín Blanco'

/** From /cart to the checkout page as a guest: her details, paying by transfer, ready for REALIZAR PEDIDO. */
async function toReview(page: Page, email: string) {
  await page.getByRole('button', { name: 'TERMINAR LA COMPRA' }).click()
  await expect(page.getByRole('heading', { name: 'Finalizar compra', level: 1 })).toBeVisible()
  await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Lucía Martín Ruiz')
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('+34 600 123 456')
  await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Calle del Pez 12, 3º B')
  await page.getByRole('textbox', { name: 'Código postal' }).fill('28004')
  await page.getByRole('textbox', { name: 'Ciudad' }).fill('Madrid')
  await page.getByRole('textbox', { name: 'Provincia' }).fill('Madrid')
  await chooseRadio(page.getByRole('radio', { name: /Transferencia bancaria/ }))
}

/** REALIZAR PEDIDO, and the number of the order it placed. */
async function place(page: Page) {
  await page.getByRole('button', { name: 'REALIZAR PEDIDO' }).click()
  await expect(page.getByRole('heading', { name: /^Pedido (recibido|confirmado)/, level: 1 })).toBeVisible()
  return (await page
    .getByText(/^GM-\d{4}-\d{6}$/)
    .first()
    .textContent())!.trim()
}

test.describe('unpaid orders', () => {
  test('a guest with two unpaid orders is told at REALIZAR PEDIDO, cancels one from the link and places hers; the shop sees a hold and cancels the order to let it go @phone', async ({
    page,
  }, testInfo) => {
    test.slow() // three checkouts, a cancellation and the back office, with axe on each new screen
    const email = uniqueEmail('reserva')
    const [first, second, third] = products[testInfo.project.name === 'phone' ? 'phone' : 'desktop']

    await addCompleteGarment(page, first, { fabric })
    await toReview(page, email)
    const one = await place(page)
    await addCompleteGarment(page, second, { fabric })
    await toReview(page, email)
    const two = await place(page)

    // A third: refused next to the button, with her two orders to pay or cancel; nothing is placed.
    await addCompleteGarment(page, third, { fabric })
    await toReview(page, email)
    await page.getByRole('button', { name: 'REALIZAR PEDIDO' }).click()
    const refusal = page.getByRole('alert').filter({ hasText: 'pendientes de pago' })
    await expect(refusal).toContainText('Tienes 2 pedidos pendientes de pago. Para hacer otro, paga o cancela uno de ellos primero.')
    await expect(refusal).toContainText('hasta 2 pedidos, 8 prendas y 16 m de tejido')
    await expect(refusal.getByRole('link', { name: `Pagar o cancelar el pedido ${two}` })).toBeVisible()
    await expect(page).toHaveURL(/\/checkout(\?index)?$/)
    await expect(page.getByRole('heading', { name: 'Finalizar compra', level: 1 })).toBeVisible()
    await expectNoA11yViolations(page)

    // The link opens her order (with the transfer's details to pay it); she cancels it instead.
    await refusal.getByRole('link', { name: `Pagar o cancelar el pedido ${one}` }).click()
    await expect(page.getByRole('heading', { name: `Pedido ${one}`, level: 1 })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('ES91 2100 0418 4502 0005 1332')
    await expect(page.getByText('Mientras no lo pagues, puedes cancelarlo cuando quieras: sus tejidos vuelven a estar a la venta.')).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByRole('link', { name: 'Cancelar pedido' }).click()
    const dialog = page.getByRole('dialog', { name: '¿Cancelar el pedido?' })
    await dialog.getByRole('button', { name: 'Sí, cancelar pedido' }).click()
    await expect(page.getByText('Tu pedido está cancelado. Te hemos enviado la confirmación por e-mail.')).toBeVisible()

    // Her basket and her answers waited for her: this time the order is placed.
    await page.goto('/checkout')
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email)
    const three = await place(page)
    expect(new Set([one, two, three]).size).toBe(3)

    // The shop: the list says what the unpaid order holds; its page says it per fabric, and cancelling the order lets it go.
    await page.context().clearCookies()
    const path = `/admin/orders?q=${three}`
    await page.goto(path)
    const admin = demoAdminLogin()
    await page.getByLabel('Email').fill(admin.email)
    await page.getByLabel('Contraseña').fill(admin.password)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    const row = page.getByRole('table', { name: 'Pedidos, del más reciente al más antiguo' }).getByRole('row', { name: new RegExp(three) })
    await expect(row).toContainText(/Reserva 1 prenda, \d,\d+ m hasta/)
    await expectNoA11yViolations(page)
    await page.getByRole('link', { name: `Abrir el pedido ${three}` }).click()
    const hold = page.getByRole('region', { name: 'Reserva sin pagar' })
    await expect(hold).toContainText(/Reserva 1 prenda y \d,\d+ m de tejido/)
    await expect(hold.getByRole('row', { name: new RegExp(fabric) })).toBeVisible()
    await expectNoA11yViolations(page)
    // One way to let it go: the hold says until when and points to the order's one cancellation.
    await expect(hold).toContainText(/Hasta el .+, si no se paga antes\./)
    await expect(hold).toContainText('«Cancelar pedido», en Acciones')
    await expect(page.getByRole('link', { name: 'Liberar la reserva' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Cancelar pedido' })).toHaveCount(1)
    await page.getByRole('link', { name: 'Cancelar pedido' }).click()
    const confirm = page.getByRole('dialog', { name: `Cancelar el pedido ${three}` })
    await expect(confirm).toBeVisible()
    await expect(confirm).toContainText('No hay nada que devolver: el pedido no está pagado.')
    await expectNoA11yViolations(page)
    await confirm.getByRole('textbox', { name: 'Motivo (queda en el historial)' }).fill('Parece un acaparamiento')
    await confirm.getByRole('button', { name: 'Cancelar el pedido' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Pedido cancelado' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Reserva sin pagar' })).toHaveCount(0)
    await expect(page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::p[1]')).toContainText('Cancelado')
  })
})
