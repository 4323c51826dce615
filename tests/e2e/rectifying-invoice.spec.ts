import { expect, expectNoA11yViolations, test, uniqueEmail } from './fixtures.ts'
import { pdfText, signInAsAdmin } from './back-office-helpers.ts'
import { chooseRadio, guestToPayment } from './shop-helpers.ts'

/*
 * Issue 33: a cancellation after invoicing issues a rectifying invoice (docs/product.md#invoices). A
 * guest pays by test card; the admin cancels the paid order from its page, giving everything back; a
 * rectifying invoice R-year-… appears on the admin's order page naming the original F-year-… with
 * the refund as its negative total; she sees it on her order page and downloads its PDF, which says
 * the same. Each project buys Denim Índigo on a product of its own (1 and 3), which no other spec buys.
 */
const garment = (project: string) => ({ product: project === 'phone' ? 3 : 1, fabric: 'Denim Índigo' })

test('the admin cancels a paid order: a rectifying invoice for the refund, naming the original, on both order pages and as her PDF @phone', async ({ page }, testInfo) => {
  test.slow() // a whole purchase, the back office, her page again, a PDF and axe on four pages
  const { product, fabric } = garment(testInfo.project.name)
  await guestToPayment(page, product, { fabric, email: uniqueEmail('rectificativa'), fullName: 'Elena Marín Soto' })
  await chooseRadio(page.getByRole('radio', { name: /Tarjeta \(pago de prueba\)/ }))
  await page.getByRole('button', { name: 'REALIZAR PEDIDO' }).click()
  await expect(page.getByRole('heading', { name: 'Pago de prueba — no se cobra nada', level: 1 })).toBeVisible()
  await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4242 4242 4242 4242')
  await page.getByRole('textbox', { name: 'Caducidad (MM/AA)' }).fill('12/30')
  await page.getByRole('textbox', { name: 'CVC' }).fill('123')
  const pay = page.getByRole('button', { name: /^Pagar/ })
  const paid = (await pay.textContent())!
    .replace(/^Pagar\s*/, '')
    .replace(/\s/g, ' ')
    .trim()
  await pay.click()
  await expect(page.getByRole('heading', { name: 'Pedido confirmado — pago recibido', level: 1 })).toBeVisible()
  // Her order page, by the guest link's key: she comes back to it after the cancellation.
  const herPage = new URL(page.url())
  expect(herPage.searchParams.get('k')).toBeTruthy()
  const order = (await page
    .getByText(/^GM-\d{4}-\d{6}$/)
    .first()
    .textContent())!.trim()
  const simplified = page.getByRole('region', { name: 'Factura' }).getByRole('link', { name: /^Descargar PDF de la factura simplificada F-\d{4}-\d{6}$/ })
  const original = (await simplified.textContent())!.match(/F-\d{4}-\d{6}/)![0]
  const year = original.slice(2, 6)

  // The admin cancels it from its page and gives everything back.
  await signInAsAdmin(page, `/admin/orders/${order}`)
  const invoices = page.getByRole('region', { name: 'Facturas' })
  await expect(invoices.getByRole('listitem')).toHaveCount(1)
  await expect(invoices.getByRole('link', { name: `Descargar ${original} en PDF` })).toBeVisible()
  await page.getByRole('link', { name: 'Cancelar pedido' }).click()
  const dialog = page.getByRole('dialog', { name: `Cancelar el pedido ${order}` })
  await dialog.getByRole('textbox', { name: 'Motivo (queda en el historial)' }).fill('Tejido con un defecto de tintado')
  await dialog.getByRole('button', { name: 'Cancelar el pedido' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('region', { name: 'Pagos' })).toContainText(`reembolsado ${paid}`)

  // On the admin's page: the rectifying invoice, naming the original, for minus what was refunded.
  const rectifying = invoices.getByRole('listitem').filter({ hasText: /^R-/ })
  await expect(rectifying).toContainText(new RegExp(`^R-${year}-\\d{6}`))
  await expect(rectifying).toContainText('Factura rectificativa')
  await expect(rectifying).toContainText(`Rectifica la factura ${original}`)
  await expect(rectifying).toContainText(`-${paid}`)
  const number = (await rectifying.getByRole('link').textContent())!.trim()
  expect(number).toMatch(new RegExp(`^R-${year}-\\d{6}$`))
  await expectNoA11yViolations(page)
  await invoices.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('admin-order-invoices.png') })

  // She sees it on her order page, and downloads it.
  await page.context().clearCookies()
  await page.goto(herPage.pathname + herPage.search)
  await expect(page.getByText(order).first()).toBeVisible()
  const hers = page.getByRole('region', { name: 'Factura' })
  await expect(hers.getByRole('listitem').filter({ hasText: number })).toContainText(`Rectifica la factura ${original} · -${paid}`)
  // A rectified sale cannot be exchanged for a full invoice from here any more.
  await expect(hers.getByText('Quiero factura con NIF')).toHaveCount(0)
  await expectNoA11yViolations(page)
  await hers.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('her-order-invoices.png') })
  const link = hers.getByRole('link', { name: `Descargar PDF de la factura rectificativa ${number}` })
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
  expect(download.suggestedFilename()).toBe(`${number}.pdf`)
  await download.saveAs(testInfo.outputPath('rectifying-invoice.pdf'))
  const text = await pdfText(download)
  for (const part of ['FACTURA RECTIFICATIVA', number, `Rectifica la factura ${original}`, order, 'Elena Marín Soto', 'Total factura', `-${paid}`]) expect(text).toContain(part)
})
