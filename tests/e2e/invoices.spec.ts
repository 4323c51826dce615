import { readFile } from 'node:fs/promises'
import { expect, expectNoA11yViolations, test, uniqueEmail } from './fixtures.ts'
import { expectWholeNumber, pdfText, signInAsAdmin } from './back-office-helpers.ts'
import { chooseRadio, guestToPayment } from './shop-helpers.ts'

/*
 * Issue 33, item 3: invoices (docs/product.md#invoices). A guest pays by test card, downloads her
 * simplified invoice from her order page (its total the one she paid), asks for a full invoice with
 * her NIF (a wrong control letter is refused next to the field) and gets it; the admin finds the
 * invoice in the list by the order's number and exports the day as CSV. Each project buys Denim
 * Índigo on a product of its own, which no other spec buys.
 */
const garment = (project: string) => ({ product: project === 'phone' ? 7 : 5, fabric: 'Denim Índigo' })

test('she pays, downloads her invoice, asks for a full one with her NIF; the admin finds it and exports the CSV @phone', async ({ page }, testInfo) => {
  test.slow() // a whole purchase, two PDFs, the back office and axe on four pages
  const { product, fabric } = garment(testInfo.project.name)
  await guestToPayment(page, product, { fabric, email: uniqueEmail('factura'), fullName: 'Julia Serrano Prieto' })
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
  const order = (await page
    .getByText(/^GM-\d{4}-\d{6}$/)
    .first()
    .textContent())!.trim()

  // Her invoice, from her order page: simplified, numbered F-year-…, with what she paid.
  const invoices = page.getByRole('region', { name: 'Factura' })
  const simplified = invoices.getByRole('link', { name: /^Descargar PDF de la factura simplificada F-\d{4}-\d{6}$/ })
  await expect(simplified).toBeVisible()
  const number = (await simplified.textContent())!.match(/F-\d{4}-\d{6}/)![0]
  await expectNoA11yViolations(page)
  await invoices.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('order-invoices.png') })
  const [first] = await Promise.all([page.waitForEvent('download'), simplified.click()])
  expect(first.suggestedFilename()).toBe(`${number}.pdf`)
  await first.saveAs(testInfo.outputPath('invoice.pdf'))
  const text = await pdfText(first)
  for (const part of ['FACTURA SIMPLIFICADA', number, order, 'Julia Serrano Prieto', 'Gemela Atelier S.L.', 'Total factura', paid]) expect(text).toContain(part)

  // "Quiero factura con NIF": a wrong control letter is refused next to the field, then the right one.
  await invoices.getByText('Quiero factura con NIF').click()
  await invoices.getByRole('textbox', { name: 'NIF / NIE / CIF' }).fill('12345678A')
  await invoices.getByRole('button', { name: 'Pedir factura completa' }).click()
  const taxId = page.getByRole('textbox', { name: 'NIF / NIE / CIF' })
  await expect(taxId).toHaveAccessibleDescription('La letra o el dígito de control no corresponde: revisa el NIF')
  await expectNoA11yViolations(page)
  await taxId.scrollIntoViewIfNeeded()
  await page.screenshot({ path: testInfo.outputPath('full-invoice-form.png') })
  await taxId.fill('12345678Z')
  await page.getByRole('button', { name: 'Pedir factura completa' }).click()
  await expect(page.getByText('Tu factura completa está lista.')).toBeVisible()
  const full = invoices.getByRole('link', { name: /^Descargar PDF de la factura F-\d{4}-\d{6}$/ })
  const [second] = await Promise.all([page.waitForEvent('download'), full.click()])
  const fullText = await pdfText(second)
  await second.saveAs(testInfo.outputPath('full-invoice.pdf'))
  for (const part of ['NIF: 12345678Z', 'Julia Serrano Prieto', `Emitida en canje de la factura simplificada ${number}`, paid]) expect(fullText).toContain(part)
  const fullNumber = fullText.match(/F-\d{4}-\d{6}/g)!.find((n) => n !== number)!

  // The admin finds it by the order's number, and exports the day for the accountant.
  await signInAsAdmin(page, '/admin/invoices')
  await expect(page.getByRole('heading', { name: 'Facturas', level: 1 })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Buscar facturas' }).fill(order)
  await page.getByRole('button', { name: 'Filtrar' }).click()
  const rows = page.getByRole('table', { name: 'Facturas emitidas' }).getByRole('row')
  await expect(rows.filter({ hasText: fullNumber })).toBeVisible()
  await expect(rows.filter({ hasText: number })).toBeVisible()
  // She is 'Clienta' here as on every other page of the panel (the column, and each card's label on a phone).
  await expect(page.locator('thead th').filter({ hasText: /^Clienta$/ })).toHaveCount(1)
  await expect(rows.filter({ hasText: fullNumber }).getByText('Clienta:')).toHaveCount(1)
  // On a phone each row is a card: its invoice and order numbers stay whole ('Pedido: GM-2026-' / '000002' before).
  await expectWholeNumber(rows.filter({ hasText: fullNumber }), fullNumber)
  await expectWholeNumber(rows.filter({ hasText: fullNumber }), order)
  await expectNoA11yViolations(page)
  await page.screenshot({ path: testInfo.outputPath('admin-invoices.png'), fullPage: true })
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exportar CSV' }).click()])
  expect(csv.suggestedFilename()).toMatch(/^gemela-facturas-\d{4}-\d{2}-\d{2}\.csv$/)
  const lines = (await readFile((await csv.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
  expect(lines[0]).toBe('Número,Tipo,Fecha,Pedido,Cliente,NIF,Base imponible,Tipo IVA,Cuota IVA,Total,Rectifica a,Sustituye a')
  expect(lines.find((l) => l.startsWith(`${fullNumber},Factura,`))).toContain(`,${order},Julia Serrano Prieto,12345678Z,`)
})
