import type { Page } from '@playwright/test'
import { findLink } from '#tests/support/parse-mail.ts'
import { demoAdminLogin, expect, expectNoA11yViolations, test, uniqueEmail } from './fixtures.ts'
import { expectWholeNumber, signInAsAdmin } from './back-office-helpers.ts'
import { addCompleteGarment, fillGuestContact, placeAndPay } from './shop-helpers.ts'

/*
 * Issue 17, items 6 and 10: the back office's orders. A guest buys, then the demo admin (the
 * password the shop generated at its first start) finds her order and takes it through every step.
 * Each journey and each project buys its own product in a fabric no other spec chooses, so parallel
 * tests never race for one fabric-and-garment lock.
 */
const garments = {
  transfer: { desktop: { product: 2, fabric: 'Marfil Perla' }, phone: { product: 9, fabric: 'Flor de Almendro' } },
  testCard: { desktop: { product: 1, fabric: 'Vichy Cereza' }, phone: { product: 4, fabric: 'Lunares Medianoche' } },
} as const

const garmentFor = (kind: keyof typeof garments, project: string) => garments[kind][project === 'phone' ? 'phone' : 'desktop']

/** A guest buys one garment and pays the way `payment` says; returns the order's number. */
async function guestOrder(page: Page, email: string, garment: { product: number; fabric: string }, payment: 'transfer' | 'testCard') {
  await addCompleteGarment(page, garment.product, { fabric: garment.fabric })
  await page.goto('/checkout')
  await fillGuestContact(page, {
    email,
    fullName: 'Inés Robles Vidal',
    phone: '+34 622 333 444',
    address: { street: 'Calle Almendro 7, 2º A', postalCode: '46001', city: 'Valencia', province: 'Valencia' },
  })
  return placeAndPay(page, payment)
}

/** The line under the order page's title: its status, payment and total. */
const statusLine = (page: Page) => page.getByRole('heading', { level: 1 }).locator('xpath=following-sibling::p[1]')

/**
 * The order page's frame and its main button, as they look (a fresh-customer review): on a desktop the
 * sidebar's colour runs the whole of a long page and its sections stay in view at the bottom; on a phone
 * "Confirmar transferencia recibida" wraps inside its pill, clear of the ends; the customer's e-mail is
 * labelled "E-mail", the size table's ranges take an en dash, the delivery counts "días laborables".
 */
async function expectOrderPageLaidOut(page: Page, project: string) {
  const customer = page.getByRole('region', { name: 'Clienta' })
  await expect(customer.locator('dt').filter({ hasText: /^E-mail:$/ })).toHaveCount(1)
  await expect(customer).toContainText(/Prefiere que la contacten por:\s*e-mail/)
  await expect(page.getByText(/^Plazo de entrega: \d+–\d+ días laborables desde el pago$/)).toBeVisible()
  await expect(page.getByText(/^\d+–\d+ cm$/).first()).toBeVisible()
  await expect(page.getByText(/^\d+-\d+ cm$/)).toHaveCount(0)

  const button = page.getByRole('link', { name: 'Confirmar transferencia recibida' })
  const fit = await button.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    const box = el.getBoundingClientRect()
    const text = range.getBoundingClientRect()
    return {
      padding: parseFloat(getComputedStyle(el).paddingLeft),
      left: text.left - box.left,
      right: box.right - text.right,
      lines: Math.round(text.height / parseFloat(getComputedStyle(el).lineHeight)),
    }
  })
  expect(fit.padding, 'the button has sides').toBeGreaterThanOrEqual(16)
  // Its words sit clear of the pill's rounded ends (a label that wraps is balanced, never touching them).
  expect(Math.min(fit.left, fit.right), 'the label clear of the ends').toBeGreaterThanOrEqual(16)
  if (project === 'phone') expect(fit.lines, 'the label wraps on a phone').toBe(2)

  if (project !== 'phone') {
    const frame = await page.evaluate(() => {
      const header = document.querySelector('header')!.getBoundingClientRect()
      return { bottom: header.bottom + window.scrollY, page: document.documentElement.scrollHeight, viewport: window.innerHeight }
    })
    expect(frame.page, 'a page longer than the screen').toBeGreaterThan(frame.viewport)
    expect(frame.bottom, "the sidebar's colour reaches the page's bottom").toBeGreaterThanOrEqual(frame.page - 1)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect(page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Pedidos' })).toBeInViewport()
    await page.evaluate(() => window.scrollTo(0, 0))
  }
}

/** The order page's toast after an action. */
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test.describe('back office: orders', () => {
  test('a transfer order is found by its number, paid, sewn, shipped with its tracking and delivered; she gets each e-mail @phone', async ({
    page,
    mailbox,
    browser,
    baseURL,
  }, testInfo) => {
    test.slow()
    const email = uniqueEmail('pedido-transfer')
    const number = await guestOrder(page, email, garmentFor('transfer', testInfo.project.name), 'transfer')

    await signInAsAdmin(page, '/admin')
    await expect(page.getByRole('heading', { name: 'Panel de Administración', level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Transferencias por confirmar/ })).toHaveAttribute('href', '/admin/orders?status=pending_payment&payment=transfer')
    await expect(page.getByRole('link', { name: /^Hoy/ })).toContainText(/Cobrado en \d+ pedidos?/)
    await expect(page.getByRole('link', { name: /^Hoy/ })).toHaveAttribute('href', /^\/admin\/orders\?paid=1&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/)
    await expect(page.getByText('Cada pedido cuenta el día en que se cobró, por su total; no cuentan los pendientes de pago ni los cancelados.')).toBeVisible()
    await expectNoA11yViolations(page)

    await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Pedidos' }).click()
    await expect(page.getByRole('heading', { name: 'Pedidos', level: 1 })).toBeVisible()
    await expectNoA11yViolations(page)
    const filters = page.getByRole('form', { name: 'Filtrar pedidos' })
    await filters.getByRole('searchbox', { name: 'Buscar' }).fill(number)
    await filters.getByRole('button', { name: 'Filtrar' }).click()
    await expect(page).toHaveURL(new RegExp(`[?&]q=${number}`))
    const rows = page.getByRole('table', { name: 'Pedidos, del más reciente al más antiguo' }).getByRole('row', { name: new RegExp(number) })
    await expect(rows).toHaveCount(1)
    await expect(rows).toContainText('Inés Robles Vidal')
    await expect(rows).toContainText('Pendiente de pago')
    await expect(rows).toContainText('Transferencia')
    await expect(page.getByRole('link', { name: 'Quitar filtros' })).toBeVisible()
    await expectNoA11yViolations(page)

    // A search nothing matches: the list says so, and how to get back.
    await filters.getByRole('searchbox', { name: 'Buscar' }).fill('nadie-se-llama-asi@example.com')
    await filters.getByRole('button', { name: 'Filtrar' }).click()
    await expect(page.getByText('Ningún pedido coincide')).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
    await expectNoA11yViolations(page)
    await page.goBack()
    await expect(rows).toHaveCount(1)

    await page.getByRole('link', { name: `Abrir el pedido ${number}` }).click()
    await expect(page.getByRole('heading', { name: number, level: 1 })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Clienta' })).toContainText(email)
    await expect(page.getByRole('region', { name: 'Pagos' })).toContainText('Ningún pago registrado todavía.')
    // Unpaid, so cancelling it gives nothing back, and the hint does not promise a refund.
    await expect(page.getByText('No está pagado: no hay nada que devolver.')).toBeVisible()
    await expect(page.getByText('devuelve el importe', { exact: false })).toHaveCount(0)
    await expectOrderPageLaidOut(page, testInfo.project.name)
    await expectNoA11yViolations(page)

    // The transfer arrived: asked first, with the amount to look for and what follows; going back changes nothing.
    const total = (await statusLine(page)
      .getByText(/\d+,\d{2}\s€/)
      .first()
      .textContent())!.trim()
    await page.getByRole('link', { name: 'Confirmar transferencia recibida' }).click()
    const confirmDialog = page.getByRole('dialog', { name: `¿Confirmar la transferencia de ${number}?` })
    await expect(confirmDialog).toBeVisible()
    await expect(confirmDialog).toContainText(`Comprueba que en la cuenta han entrado ${total}, el total del pedido, con la referencia ${number}.`)
    await expect(confirmDialog).toContainText('se emite su factura con número (no se puede deshacer) y la clienta recibe el e-mail «Pago recibido»')
    await expectWholeNumber(confirmDialog.getByRole('heading'), number)
    await expectNoA11yViolations(page)
    await confirmDialog.getByRole('link', { name: 'Volver sin confirmar' }).click()
    await expect(confirmDialog).toBeHidden()
    await expect(statusLine(page)).toContainText('Pendiente de pago')
    await expect(page.getByRole('region', { name: 'Pagos' })).toContainText('Ningún pago registrado todavía.')
    // Then confirmed for real (the dialog works without JavaScript too): paid, and she is told.
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL, storageState: await page.context().storageState() })
    const plain = await noScript.newPage()
    await plain.goto(`/admin/orders/${number}`)
    await plain.getByRole('link', { name: 'Confirmar transferencia recibida' }).click()
    await expect(plain).toHaveURL(new RegExp(`/admin/orders/${number}\\?transfer=1$`))
    await plain
      .getByRole('dialog', { name: `¿Confirmar la transferencia de ${number}?` })
      .getByRole('button', { name: 'Confirmar la transferencia' })
      .click()
    await expect(plain.getByRole('dialog')).toHaveCount(0)
    await expect(statusLine(plain)).toContainText('Pagado')
    await noScript.close()
    await page.reload()
    await expect(statusLine(page)).toContainText('Pagado')
    await expect(page.getByRole('link', { name: 'Confirmar transferencia recibida' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Pagos' })).toContainText('Transferencia · cobrado')
    const paid = await mailbox.waitFor(email, (m) => m.subject === `Pago recibido — pedido ${number}`)
    expect(paid.text).toContain(number)
    await expectNoA11yViolations(page)

    await page.getByRole('button', { name: 'Pasar a confección' }).click()
    await expect(toast(page, 'El pedido está en confección.')).toBeVisible()

    // A tracking "link" that is not one: refused next to its field, what she typed kept, nothing moved.
    const carrier = page.getByRole('textbox', { name: 'Transportista' })
    const tracking = page.getByRole('textbox', { name: 'Enlace de seguimiento' })
    await carrier.fill('SEUR')
    await tracking.fill('seguimiento 123')
    await page.getByRole('button', { name: 'Marcar como enviado' }).click()
    await expect(tracking).toHaveAttribute('aria-invalid', 'true')
    await expect(tracking).toHaveAccessibleDescription('Empieza por https://. Déjalo vacío si no hay. Escribe una dirección completa que empiece por https://')
    await expect(tracking).toHaveValue('seguimiento 123')
    await expect(carrier).toHaveValue('SEUR')
    await expect(tracking).toBeFocused()
    await expect(statusLine(page)).toContainText('En confección')
    await expectNoA11yViolations(page)

    const trackingUrl = `https://www.seur.com/seguimiento?envio=${number}`
    await tracking.fill(trackingUrl)
    await page.getByRole('button', { name: 'Marcar como enviado' }).click()
    await expect(toast(page, 'Pedido enviado')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Seguimiento' })).toHaveAttribute('href', trackingUrl)
    const shipped = await mailbox.waitFor(email, (m) => m.subject === `Tu pedido ${number} está en camino`)
    expect(shipped.text).toContain('Lo lleva SEUR.')
    expect(findLink(shipped, 'https://www.seur.com/seguimiento')).toBe(trackingUrl)

    await page.getByRole('button', { name: 'Marcar como entregado' }).click()
    await expect(toast(page, 'Pedido entregado.')).toBeVisible()
    await expect(page.getByText('Este pedido ya no admite cambios de estado.')).toBeVisible()

    // The history tells each step, who made it, in order.
    const history = page.getByRole('region', { name: 'Historial' }).getByRole('listitem')
    await expect(history.locator('p:first-of-type')).toHaveText(['Pedido realizado', 'Pagado', 'En confección', 'Enviado', 'Entregado'])
    await expect(history.nth(1)).toContainText('Transferencia recibida')
    await expect(history.nth(4)).toContainText(`Equipo (${demoAdminLogin().email})`)
    await expectNoA11yViolations(page)

    // Its production sheet is a real PDF for the workshop.
    const sheet = await page.request.get(`/admin/orders/${number}/production-sheet.pdf`)
    expect(sheet.status()).toBe(200)
    expect(sheet.headers()['content-type']).toBe('application/pdf')
    const body = await sheet.body()
    expect(body.length).toBeGreaterThan(1000)
    expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    await expect(page.getByRole('link', { name: 'Hoja de producción (PDF)' })).toHaveAttribute('href', `/admin/orders/${number}/production-sheet.pdf`)
  })

  test('a card order is cancelled by the admin and refunded; she is told and the page shows the refund @phone', async ({ page, mailbox }, testInfo) => {
    test.slow()
    const email = uniqueEmail('pedido-cancelado')
    const number = await guestOrder(page, email, garmentFor('testCard', testInfo.project.name), 'testCard')
    await mailbox.waitFor(email, (m) => m.subject === `Tu pedido ${number} en Gemela` && m.text.includes('Tu pago está confirmado'))

    await signInAsAdmin(page, `/admin/orders/${number}`)
    await expect(page.getByRole('heading', { name: number, level: 1 })).toBeVisible()
    const payments = page.getByRole('region', { name: 'Pagos' })
    await expect(payments).toContainText('Tarjeta de prueba · cobrado')
    await expect(page.getByText('Libera los tejidos, le envía un e-mail y devuelve el importe por el mismo medio.')).toBeVisible()
    const total = (await payments
      .getByText(/\d+,\d{2}\s€/)
      .first()
      .textContent())!.trim()

    await page.getByRole('link', { name: 'Cancelar pedido' }).click()
    const dialog = page.getByRole('dialog', { name: `Cancelar el pedido ${number}` })
    await expect(dialog).toBeVisible()
    await expectWholeNumber(dialog.getByRole('heading'), number)
    await expect(dialog.getByRole('textbox', { name: 'Importe a devolver' })).toHaveAccessibleDescription(new RegExp(`^Vacío: todo lo pagado \\(${total.replace(/\s/g, '\\s')}\\)`))
    await expectNoA11yViolations(page)

    // Without a reason: refused next to the field, the dialog stays open.
    await dialog.getByRole('button', { name: 'Cancelar el pedido' }).click()
    const reason = dialog.getByRole('textbox', { name: 'Motivo (queda en el historial)' })
    await expect(reason).toHaveAttribute('aria-invalid', 'true')
    await expect(reason).toHaveAccessibleDescription('Este campo es obligatorio')
    await expectNoA11yViolations(page)

    await reason.fill('Ha cambiado de idea antes del corte')
    await dialog.getByRole('button', { name: 'Cancelar el pedido' }).click()
    await expect(dialog).toBeHidden()
    await expect(toast(page, 'Pedido cancelado: la clienta recibe el e-mail.')).toContainText('El reembolso está hecho.')
    await expect(statusLine(page)).toContainText('Cancelado')
    await expect(payments).toContainText(`reembolsado ${total}`)
    const history = page.getByRole('region', { name: 'Historial' }).getByRole('listitem')
    await expect(history.last()).toContainText('Cancelado')
    await expect(history.last()).toContainText('Ha cambiado de idea antes del corte')
    await expect(page.getByText('Este pedido ya no admite cambios de estado.')).toBeVisible()
    await expectNoA11yViolations(page)

    const cancelled = await mailbox.waitFor(email, (m) => m.subject === `Pedido ${number} cancelado`)
    expect(cancelled.text).toContain(`Te devolvemos ${total}`)

    // The change log says which order, and the refund in the admin's words: euros, not cents or codes.
    await page.goto('/admin/audit')
    const entry = page.getByRole('article').filter({ has: page.getByRole('heading', { name: `Canceló un pedido: ${number}` }) })
    await expect(entry).toHaveCount(1)
    await expect(entry).toContainText(`por ${demoAdminLogin().email}`)
    const link = entry.getByRole('link', { name: number })
    await expect(link).toHaveAttribute('href', `/admin/orders/${number}`)
    await expect(entry.getByRole('row', { name: /^Estado/ }).getByRole('cell')).toHaveText(['Pagado', 'Cancelado'])
    await expect(entry.getByRole('row', { name: /^Motivo/ }).getByRole('cell')).toHaveText(['—', 'Ha cambiado de idea antes del corte'])
    await expect(entry.getByRole('row', { name: /^Forma de reembolso/ }).getByRole('cell')).toHaveText(['—', 'Tarjeta de prueba'])
    await expect(entry.getByRole('row', { name: /^Importe reembolsado/ }).getByRole('cell')).toHaveText(['—', total])
    await expect(entry).not.toContainText(/amountCents|testCard|refund\.|[{[]/)
    await expectNoA11yViolations(page)
    await link.click()
    await expect(page.getByRole('heading', { name: number, level: 1 })).toBeVisible()
  })
})
