import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, test, uniqueEmail } from './fixtures.ts'
import { pdfText } from './back-office-helpers.ts'
import { addCompleteGarment, chooseRadio, fillGuestContact, guestToPayment, placeOrder } from './shop-helpers.ts'

/*
 * The one checkout page (issue 32), what a customer meets beyond its journeys in checkout.spec.ts:
 * what she typed is kept as she leaves each field, the page works without JavaScript, "Quiero factura
 * completa (con NIF)", and REALIZAR PEDIDO pressed before the page is interactive. Each test buys its
 * own product in a fabric no other spec buys it in (the blur test places nothing, so it locks nothing).
 */
const garments = {
  kept: { desktop: { product: 12, fabric: 'Oliva Mediterráneo' }, phone: { product: 11, fabric: 'Raya Diplomática' } },
  noScript: { product: 13, fabric: 'Fantasía Animal' },
  invoice: { product: 13, fabric: 'Verde Primavera' },
  early: { product: 9, fabric: 'Raya Diplomática' },
} as const

/** The POST that keeps what she typed or chose (a fetcher to /checkout.data). */
const kept = (page: Page) => page.waitForResponse((r) => r.request().method() === 'POST' && /^\/checkout(\.data)?$/.test(new URL(r.url()).pathname))

test.describe('the one checkout page', () => {
  test('what she types is kept as she leaves each field: to the basket and back, and a reload, give it back @phone', async ({ page }, testInfo) => {
    const { product, fabric } = garments.kept[testInfo.project.name === 'phone' ? 'phone' : 'desktop']
    const email = uniqueEmail('guardado')
    await addCompleteGarment(page, product, { fabric })
    await page.getByRole('button', { name: 'TERMINAR LA COMPRA' }).click()
    await expect(page.getByRole('heading', { name: 'Finalizar compra', level: 1 })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '')
    // Unfinished (no phone, no postal code): kept all the same, without a word of reproach.
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Inés Calvo')
    await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Calle Sierpes 40')
    const saved = kept(page)
    await page.getByRole('textbox', { name: 'Ciudad' }).fill('Sevilla')
    await page.getByRole('textbox', { name: 'Ciudad' }).blur()
    await saved
    await expect(page.getByText('El teléfono es obligatorio')).toHaveCount(0)

    await page.getByRole('link', { name: /Volver a la cesta|Cesta/ }).click()
    await expect(page).toHaveURL('/cart')
    await page.getByRole('button', { name: 'TERMINAR LA COMPRA' }).click()
    await expect(page.getByRole('heading', { name: 'Finalizar compra', level: 1 })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email)
    await expect(page.getByRole('textbox', { name: 'Nombre completo' })).toHaveValue('Inés Calvo')
    await expect(page.getByRole('textbox', { name: 'Dirección', exact: true })).toHaveValue('Calle Sierpes 40')
    await expect(page.getByRole('textbox', { name: 'Ciudad' })).toHaveValue('Sevilla')

    // A change and a reload: the newest is what comes back.
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '')
    const again = kept(page)
    await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Inés Calvo Ruiz')
    await page.getByRole('textbox', { name: 'Teléfono' }).focus()
    await again
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'Nombre completo' })).toHaveValue('Inés Calvo Ruiz')
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email)
  })

  test('without JavaScript: a refused field says why next to it, then a guest pays by transfer from the one page', async ({ page, browser, baseURL }) => {
    test.slow() // a whole purchase
    const { product, fabric } = garments.noScript
    await addCompleteGarment(page, product, { fabric })
    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL, storageState: await page.context().storageState() })
    const plain = await noScript.newPage()
    await plain.goto('/checkout')
    await expect(plain.getByRole('heading', { name: 'Finalizar compra', level: 1 })).toBeVisible()
    await plain.getByRole('textbox', { name: 'E-mail' }).fill('lucia @example')
    await placeOrder(plain)
    await expect(plain.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(/El formato del email no es válido/)
    await expect(plain.getByRole('textbox', { name: 'Nombre completo' })).toHaveAccessibleDescription('El nombre completo es obligatorio')
    await expect(plain.getByRole('textbox', { name: 'E-mail' })).toHaveValue('lucia @example')

    // A NIF whose control letter is wrong: the invoice's fields open without JavaScript too, the message next to it.
    await fillGuestContact(plain, { email: uniqueEmail('sinjs'), fullName: 'Lucía Sin Scripts' })
    await plain.getByLabel('Quiero factura completa (con NIF)').check()
    const invoice = plain.getByRole('group', { name: 'Datos de la factura' })
    await invoice.getByRole('textbox', { name: 'NIF / NIE / CIF' }).fill('12345678A')
    await chooseRadio(plain.getByRole('radio', { name: /Transferencia bancaria/ }))
    const refused = plain.waitForResponse((r) => r.request().method() === 'POST')
    await placeOrder(plain)
    expect((await refused).status()).toBe(400)
    await expect(plain.getByRole('group', { name: 'Datos de la factura' }).getByRole('textbox', { name: 'NIF / NIE / CIF' })).toHaveAccessibleDescription(
      'La letra o el dígito de control no corresponde: revisa el NIF',
    )
    // (axe needs JavaScript in the page: the same page is checked with it in the invoice test.)

    await plain.getByLabel('Quiero factura completa (con NIF)').uncheck()
    await chooseRadio(plain.getByRole('radio', { name: /Transferencia bancaria/ }))
    await placeOrder(plain)
    await expect(plain.getByRole('heading', { name: 'Pedido recibido — pendiente de tu transferencia', level: 1 })).toBeVisible()
    await expect(plain.getByRole('main')).toContainText('Sevilla')
    await noScript.close()
  })

  test('a full invoice with her NIF, asked at the checkout: a wrong NIF is refused next to it; paid by test card, her invoice is the full one', async ({ page }, testInfo) => {
    test.slow() // a whole purchase and a PDF
    const { product, fabric } = garments.invoice
    await guestToPayment(page, product, { fabric, email: uniqueEmail('nif'), fullName: 'Carla Benítez Soto' })
    await page.getByLabel('Quiero factura completa (con NIF)').check()
    const invoice = page.getByRole('group', { name: 'Datos de la factura' })
    await expect(invoice).toBeVisible()
    // Filled from what she gave: her name and her address.
    await expect(invoice.getByRole('textbox', { name: 'Nombre o razón social' })).toHaveValue('Carla Benítez Soto')
    await expect(invoice.getByRole('textbox', { name: 'Ciudad' })).toHaveValue('Sevilla')
    await invoice.getByRole('textbox', { name: 'Nombre o razón social' }).fill('Estudio Benítez S.L.')
    await invoice.getByRole('textbox', { name: 'NIF / NIE / CIF' }).fill('B1234567A')
    // Until she changes an invoice field herself it follows her address; the name she typed for it stays.
    await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Calle Luna 5')
    await expect(invoice.getByRole('textbox', { name: 'Dirección fiscal' })).toHaveValue('Calle Luna 5')
    await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Carla Benítez')
    await expect(invoice.getByRole('textbox', { name: 'Nombre o razón social' })).toHaveValue('Estudio Benítez S.L.')
    await chooseRadio(page.getByRole('radio', { name: /Tarjeta \(pago de prueba\)/ }))
    await page.screenshot({ path: `tests/.tmp/shots/checkout-nif-open-${testInfo.project.name}.png`, fullPage: true })
    const refused = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/checkout')
    await placeOrder(page)
    expect((await refused).status()).toBe(400)
    const taxId = page.getByRole('group', { name: 'Datos de la factura' }).getByRole('textbox', { name: 'NIF / NIE / CIF' })
    await expect(taxId).toHaveAccessibleDescription('La letra o el dígito de control no corresponde: revisa el NIF')
    await expect(taxId).toBeFocused()
    await expect(page.getByRole('group', { name: 'Datos de la factura' }).getByRole('textbox', { name: 'Nombre o razón social' })).toHaveValue('Estudio Benítez S.L.')
    await page.screenshot({ path: `tests/.tmp/shots/checkout-nif-error-${testInfo.project.name}.png`, fullPage: true })
    await expectNoA11yViolations(page)

    await taxId.fill('B12345674')
    await chooseRadio(page.getByRole('radio', { name: /Tarjeta \(pago de prueba\)/ }))
    await placeOrder(page)
    await expect(page.getByRole('heading', { name: 'Pago de prueba — no se cobra nada', level: 1 })).toBeVisible()
    await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4242 4242 4242 4242')
    await page.getByRole('textbox', { name: 'Caducidad (MM/AA)' }).fill('12/30')
    await page.getByRole('textbox', { name: 'CVC' }).fill('123')
    await page.getByRole('button', { name: /^Pagar/ }).click()
    await expect(page.getByRole('heading', { name: 'Pedido confirmado — pago recibido', level: 1 })).toBeVisible()

    // The invoice issued with the payment is the full one, made out to what she gave: no simplified one first.
    const invoices = page.getByRole('region', { name: 'Factura' })
    await expect(invoices.getByRole('link', { name: /^Descargar PDF de la factura simplificada/ })).toHaveCount(0)
    const full = invoices.getByRole('link', { name: /^Descargar PDF de la factura F-\d{4}-\d{6}$/ })
    const [download] = await Promise.all([page.waitForEvent('download'), full.click()])
    const text = await pdfText(download)
    for (const part of ['NIF: B12345674', 'Estudio Benítez S.L.', 'Calle Luna 5', 'Total factura']) expect(text).toContain(part)
    expect(text).not.toContain('FACTURA SIMPLIFICADA')
  })

  test('REALIZAR PEDIDO pressed before the page is interactive, twice, places the order once', async ({ page, mailbox }) => {
    test.slow() // a whole purchase
    const { product, fabric } = garments.early
    const email = uniqueEmail('temprano')
    await guestToPayment(page, product, { fabric, email })
    // The save that carries the transfer: an earlier one (a field she left) may answer first.
    const choice = page.waitForResponse(
      (r) => r.request().method() === 'POST' && /^\/checkout(\.data)?$/.test(new URL(r.url()).pathname) && (r.request().postData() ?? '').includes('paymentMethod=transfer'),
    )
    await chooseRadio(page.getByRole('radio', { name: /Transferencia bancaria/ }))
    await choice
    // The page's scripts held back: the presses land on the server's HTML, before React and the router are there.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\.js(\?|$)/, async (route) => {
      await held
      await route.continue()
    })
    // A plain load (the fixture's goto waits for the page to be interactive, which is what this test must not do).
    await page.evaluate(() => window.location.assign('/checkout'))
    await page.waitForURL('/checkout', { waitUntil: 'commit' })
    const place = page.getByRole('button', { name: 'REALIZAR PEDIDO' })
    await place.dblclick({ noWaitAfter: true })
    release()
    await expect(page.getByRole('heading', { name: 'Pedido recibido — pendiente de tu transferencia', level: 1 })).toBeVisible()
    await page.unroute(/\.js(\?|$)/)
    const number = (await page
      .getByText(/^GM-\d{4}-\d{6}$/)
      .first()
      .textContent())!.trim()
    await expect((await mailbox.waitFor(email, (m) => m.subject.startsWith('Tu pedido'))).subject).toBe(`Tu pedido ${number} en Gemela`)
    await page.goto('/cart')
    await expect(page.getByRole('heading', { name: 'Tu cesta está vacía' })).toBeVisible()
  })
})
