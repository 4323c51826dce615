import type { Page } from '@playwright/test'
import { checkout as es } from '#app/i18n/locales/es/checkout.ts'
import { expect, expectNoA11yViolations, test, uniqueEmail } from './fixtures.ts'
import { addCompleteGarment, chooseRadio } from './shop-helpers.ts'
import { signUp } from './auth-helpers.ts'

/*
 * The checkout journeys of issue 16 against the production build. Each test (and each project)
 * buys its own product, so parallel tests never race for one fabric-and-garment combination; the
 * later ones choose other fabrics than the preselected one, so together they never run out of metres.
 */
const products = {
  transfer: { desktop: 1, phone: 2 },
  testCard: { desktop: 3, phone: 4 },
  english: { desktop: 11, phone: 12 },
  account: { desktop: 7, phone: 9 },
  stripe: { desktop: 5, phone: 6 },
} as const

function productFor(kind: keyof typeof products, project: string) {
  return products[kind][project === 'phone' ? 'phone' : 'desktop']
}

async function fillGuestDetails(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Lucía Martín Ruiz')
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('+34 600 123 456')
  await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Calle del Pez 12, 3º B')
  await page.getByRole('textbox', { name: 'Código postal' }).fill('28004')
  await page.getByRole('textbox', { name: 'Ciudad' }).fill('Madrid')
  await page.getByRole('textbox', { name: 'Provincia' }).fill('Madrid')
}

/** The delivery window a page states ('… 12–17 días laborables …'), as "12–17". */
async function windowOn(page: Page, where: ReturnType<Page['getByTestId']> | ReturnType<Page['getByRole']>) {
  const text = (await where.textContent()) ?? ''
  return /(\d+)–(\d+) días laborables/.exec(text)?.slice(1, 3).join('–') ?? `none in "${text}"`
}

const shot = (page: Page, name: string, project: string) => page.screenshot({ path: `tests/.tmp/shots/checkout-${name}-${project}.png`, fullPage: true })

test.describe('checkout', () => {
  test('a guest pays by bank transfer on one page: the frame, the messages, the summary following her choices, the same window everywhere @phone', async ({
    page,
    mailbox,
  }, testInfo) => {
    test.slow() // a whole journey, with axe on several pages
    const project = testInfo.project.name
    const email = uniqueEmail('invitada')
    await addCompleteGarment(page, productFor('transfer', project))
    const basketWindow = await windowOn(page, page.getByRole('complementary', { name: 'Resumen del pedido' }))
    await page.getByRole('button', { name: 'TERMINAR LA COMPRA' }).click()

    // One page in its own frame: the logo, the way back and the secure-payment note; no menu, newsletter or footer.
    await expect(page.getByRole('heading', { name: es.meta.title, level: 1 })).toBeVisible()
    await expect(page).toHaveURL('/checkout')
    // On a phone it opens at its top, the title in view.
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.getByRole('heading', { name: es.meta.title, level: 1 })).toBeInViewport()
    await expect(page.getByRole('link', { name: /Volver a la cesta|Cesta/ })).toHaveAttribute('href', '/cart')
    await expect(page.getByRole('banner')).toContainText(/Pago seguro|Seguro/)
    await expect(page.getByRole('contentinfo')).toHaveCount(0)
    await expect(page.getByRole('navigation')).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: /newsletter|Tu e-mail/i })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'INICIAR SESIÓN', exact: true })).toHaveAttribute('href', '/login?redirectTo=%2Fcheckout')
    await expect(page.getByRole('link', { name: 'CONTINUAR COMO INVITADA' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'País' })).toHaveValue('España')
    const summary = page.getByRole('complementary', { name: 'Tu pedido' })
    await expect(summary).toContainText('Subtotal')
    expect(await windowOn(page, page.getByTestId('delivery-window'))).toBe(basketWindow)
    await shot(page, 'empty', project)
    await expectNoA11yViolations(page)

    // REALIZAR PEDIDO with nothing filled: every message next to its field, nothing placed.
    await page.getByRole('button', { name: 'REALIZAR PEDIDO' }).click()
    for (const message of [
      'El nombre completo es obligatorio',
      'El email es obligatorio',
      'El teléfono es obligatorio',
      'La dirección es obligatoria',
      'El código postal es obligatorio',
      'La ciudad es obligatoria',
      'La provincia es obligatoria',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    }
    await expect(page.getByRole('textbox', { name: 'Nombre completo' })).toHaveAttribute('aria-invalid', 'true')
    await shot(page, 'errors', project)
    await expectNoA11yViolations(page)

    await fillGuestDetails(page, 'lucia @example')
    await page.getByRole('textbox', { name: 'Teléfono' }).fill('12 34')
    await page.getByRole('button', { name: 'REALIZAR PEDIDO' }).click()
    await expect(page.getByText('El formato del email no es válido', { exact: true })).toBeVisible()
    await expect(page.getByText('El formato del teléfono no es válido', { exact: true })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Ciudad' })).toHaveValue('Madrid')

    await expect(page.locator('html[data-interactive]')).toHaveCount(1)
    await fillGuestDetails(page, email)
    // Corrected, a field's message goes with what it answered (the server checks again at REALIZAR PEDIDO).
    await expect(page.getByText('El formato del email no es válido', { exact: true })).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: 'E-mail' })).not.toHaveAttribute('aria-invalid', 'true')
    // In Spain the postal code names the province: she may leave it empty (one field less).
    await page.getByRole('textbox', { name: 'Provincia' }).fill('')
    await page.getByLabel('Es un regalo').check()
    await page.getByLabel('Quiero añadir una dedicatoria').check()
    await page.getByRole('textbox', { name: 'Dedicatoria' }).fill('Para mi hermana, con cariño')

    // Express: the summary says its price and its window at once, before anything is sent.
    await chooseRadio(page.getByRole('radio', { name: /Envío exprés/ }))
    await expect(summary).toContainText('9,95 €')
    await expect(summary).toContainText('IVA incluido')
    await expect(summary).not.toContainText('Se calcula')
    const expressWindow = await windowOn(page, page.getByRole('radio', { name: /Envío exprés/ }).locator('xpath=ancestor::label[1]'))
    expect(await windowOn(page, page.getByTestId('delivery-window'))).toBe(expressWindow)
    await chooseRadio(page.getByRole('radio', { name: /Transferencia bancaria/ }))
    await expect(page.getByRole('link', { name: 'condiciones generales de contratación' })).toHaveAttribute('href', '/terms')
    await expect(page.getByRole('link', { name: 'política de privacidad' }).first()).toHaveAttribute('href', '/privacy')
    await shot(page, 'filled', project)
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: 'REALIZAR PEDIDO' }).click()

    // Her order's status first, in her words.
    await expect(page.getByRole('heading', { name: 'Pedido recibido — pendiente de tu transferencia', level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: '¡Pedido completado!' })).toHaveCount(0)
    const number = (await page
      .getByText(/^GM-\d{4}-\d{6}$/)
      .first()
      .textContent())!.trim()
    await expect(page.getByRole('heading', { name: 'Datos para la transferencia' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('ES91 2100 0418 4502 0005 1332')
    await expect(page.getByRole('main')).toContainText('Madrid, España')
    expect(await windowOn(page, page.getByTestId('delivery-window'))).toBe(expressWindow)
    // Not delivered yet: no adjustment to ask for; cancelling is there, never the strongest button.
    await expect(page.getByRole('link', { name: 'Solicitar ajuste o cambio' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Cancelar pedido' })).not.toHaveClass(/bg-danger/)
    await shot(page, 'confirmation', project)
    await expectNoA11yViolations(page)

    const mail = await mailbox.waitFor(email, (m) => m.subject.includes(number))
    expect(mail.subject).toBe(`Tu pedido ${number} en Gemela`)
    expect(mail.text).toContain('IBAN: ES91 2100 0418 4502 0005 1332')
    expect(mail.text).toContain('IVA incluido')
    // Each garment with its drawing, a signed PNG the mail client can show.
    const drawing = /src="(http:\/\/[^"]+\/media\/garment\.png\?[^"]+)"/.exec(mail.html)![1]!.replaceAll('&amp;', '&')
    expect(drawing).toContain('&sig=')
    const picture = await page.request.get(drawing.replace(/^http:\/\/[^/]+/, ''))
    expect(picture.status()).toBe(200)
    expect(picture.headers()['content-type']).toBe('image/png')
    // The mail's link opens the order for a guest without an account.
    const link = /(http:\/\/[^\s]+\/orders\/GM-[^\s]+)/.exec(mail.text)![1]!
    await page.context().clearCookies()
    await page.goto(link.replace(/^http:\/\/[^/]+/, ''))
    await expect(page.getByRole('heading', { name: `Pedido ${number}`, level: 1 })).toBeVisible()
    expect(await windowOn(page, page.getByTestId('delivery-window'))).toBe(expressWindow)
    // Without the key the same number opens nothing.
    const response = await page.goto(`/orders/${number}`)
    expect(response?.status()).toBe(404)
    // 'Sigue tu pedido': number and e-mail open it; a wrong e-mail is told so, without saying whether the number exists.
    await page.goto('/orders/find')
    await expect(page.getByRole('heading', { name: 'Sigue tu pedido', level: 1 })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByRole('textbox', { name: 'Número de pedido' }).fill(number.toLowerCase())
    await page.getByRole('textbox', { name: 'E-mail' }).fill('otra@example.com')
    await page.getByRole('button', { name: 'Ver mi pedido' }).click()
    await expect(page.getByText('No encontramos un pedido con ese número y ese e-mail. Revisa los dos.')).toBeVisible()
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email)
    await page.getByRole('button', { name: 'Ver mi pedido' }).click()
    await expect(page.getByRole('heading', { name: `Pedido ${number}`, level: 1 })).toBeVisible()
  })

  test('the basket is emptied only when the order is placed, and the test card declines, asks to confirm, then pays @phone', async ({ page, mailbox }, testInfo) => {
    test.slow() // a whole journey, with axe on several pages
    const email = uniqueEmail('tarjeta')
    await addCompleteGarment(page, productFor('testCard', testInfo.project.name))
    await page.goto('/checkout')
    await fillGuestDetails(page, email)
    // Her choice is kept on the server as she clicks it, with what she typed.
    // (A click before the page has hydrated would change the radio and send nothing: wait for it.)
    await expect(page.locator('html')).toHaveAttribute('data-interactive', '')
    const kept = page.waitForResponse((r) => r.request().method() === 'POST' && /^\/checkout(\.data)?$/.test(new URL(r.url()).pathname))
    await chooseRadio(page.getByRole('radio', { name: /Transferencia bancaria/ }))
    await kept
    const keptCard = page.waitForResponse((r) => r.request().method() === 'POST' && /^\/checkout(\.data)?$/.test(new URL(r.url()).pathname))
    await chooseRadio(page.getByRole('radio', { name: /Tarjeta \(pago de prueba\)/ }))
    await keptCard
    await expect(page.getByText('Pago de prueba — no se cobra nada.')).toBeVisible()
    // Until the order is placed the basket keeps her garment.
    await page.goto('/cart')
    await expect(page.getByRole('main').getByText('Completo', { exact: true })).toBeVisible()
    // An old step's address (a bookmark) opens the one page, with what she gave kept.
    await page.goto('/checkout/review')
    await expect(page).toHaveURL('/checkout')
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(email)
    await chooseRadio(page.getByRole('radio', { name: /Tarjeta \(pago de prueba\)/ }))
    await page.getByRole('button', { name: 'REALIZAR PEDIDO' }).click()

    await expect(page.getByRole('heading', { name: 'Pago de prueba — no se cobra nada', level: 1 })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4000 0000 0000 0002')
    await page.getByRole('textbox', { name: 'Caducidad (MM/AA)' }).fill('12/30')
    await page.getByRole('textbox', { name: 'CVC' }).fill('123')
    await page.getByRole('button', { name: /^Pagar/ }).click()
    await expect(page.getByText('Tu tarjeta ha sido rechazada. Prueba con otra tarjeta o paga por transferencia.')).toBeVisible()

    await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4000 0027 6000 3184')
    await page.getByRole('textbox', { name: 'Caducidad (MM/AA)' }).fill('12/30')
    await page.getByRole('textbox', { name: 'CVC' }).fill('123')
    await page.getByRole('button', { name: /^Pagar \d/ }).click()
    await expect(page.getByRole('heading', { name: 'Confirma el pago' })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: 'Confirmar pago' }).click()

    await expect(page.getByRole('heading', { name: 'Pedido confirmado — pago recibido', level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Datos para la transferencia' })).toHaveCount(0)
    const number = (await page
      .getByText(/^GM-\d{4}-\d{6}$/)
      .first()
      .textContent())!.trim()
    // Paid a moment after placing it: one e-mail, the confirmation that says so (no separate "Pago recibido").
    await expect((await mailbox.waitFor(email, (m) => m.subject === `Tu pedido ${number} en Gemela`)).text).toContain('Tu pago está confirmado')
    await page.goto('/cart')
    await expect(page.getByRole('heading', { name: 'Tu cesta está vacía' })).toBeVisible()
  })

  test('a guest pays by card on Stripe’s page (a local Stripe) and comes back to her paid order; leaving Stripe keeps the order payable @phone', async ({
    page,
    mailbox,
  }, testInfo) => {
    test.slow() // a whole journey, with axe on several pages
    const email = uniqueEmail('stripe')
    await addCompleteGarment(page, productFor('stripe', testInfo.project.name), { fabric: 'Oxford Celeste' })
    await page.goto('/checkout')
    await fillGuestDetails(page, email)
    await chooseRadio(page.getByRole('radio', { name: /Tarjeta, Apple Pay o Google Pay/ }))
    await expect(page.getByText('Pagarás en la página segura de Stripe.')).toBeVisible()
    const total = (await page
      .getByRole('complementary', { name: 'Tu pedido' })
      .getByText(/^\d+,\d{2}\s€$/)
      .last()
      .textContent())!.trim()
    if (testInfo.project.name === 'phone') {
      // The summary is below the form on a phone: its total is at the top, one tap from the details.
      const jump = page.getByRole('link', { name: /Ver resumen/ })
      await expect(jump).toContainText(total)
      await jump.click()
      await expect(page.getByRole('complementary', { name: 'Tu pedido' })).toBeInViewport()
    } else {
      await expect(page.getByRole('link', { name: /Ver resumen/ })).toBeHidden()
    }
    await page.getByRole('button', { name: 'REALIZAR PEDIDO' }).click()

    // Stripe's page asks for the order's total; she leaves it without paying.
    await expect(page.getByRole('heading', { name: 'Stripe Checkout (servidor local de pruebas)' })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Pagar/ })).toContainText(total)
    await page.getByRole('link', { name: 'Volver a la tienda' }).click()
    await expect(page.getByText(es.order.paymentCancelled)).toBeVisible()
    await expect(page.getByRole('main')).toContainText('Pendiente de pago')
    await expectNoA11yViolations(page)

    // From her order's page she pays after all.
    await page.getByRole('button', { name: /^Pagar ahora/ }).click()
    await expect(page.getByRole('heading', { name: 'Stripe Checkout (servidor local de pruebas)' })).toBeVisible()
    await page.getByRole('button', { name: /^Pagar/ }).click()
    await expect(page.getByRole('heading', { name: 'Pedido confirmado — pago recibido', level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Pagar ahora/ })).toHaveCount(0)
    const number = (await page
      .getByText(/^GM-\d{4}-\d{6}$/)
      .first()
      .textContent())!.trim()
    // Paid a moment after placing it: one e-mail, the confirmation that says so (no separate "Pago recibido").
    await expect((await mailbox.waitFor(email, (m) => m.subject === `Tu pedido ${number} en Gemela`)).text).toContain('Tu pago está confirmado')
    await expectNoA11yViolations(page)
  })

  test('an incomplete basket is refused with the spec’s messages, also at /checkout itself @phone', async ({ page }) => {
    await page.goto('/product/8')
    await page.getByRole('button', { name: 'Continuar', exact: true }).filter({ visible: true }).click()
    await expect(page.getByText(/Paso 2 de/)).toBeVisible()
    await page.goto('/cart')
    await page.getByRole('button', { name: 'TERMINAR LA COMPRA' }).click()
    await expect(page.getByRole('alert')).toContainText('No puedes finalizar la compra. Los siguientes productos están incompletos: Camiseta Básica.')
    await page.goto('/checkout/review')
    await expect(page).toHaveURL('/cart?checkout=1')
    await expect(page.getByRole('alert')).toContainText('Por favor, completa todas las personalizaciones antes de continuar.')
    await expectNoA11yViolations(page)
  })

  test('the whole flow in English, paid with the test card @phone', async ({ page }, testInfo) => {
    await addCompleteGarment(page, productFor('english', testInfo.project.name))
    await page.goto('/checkout?lng=en')
    await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'CONTINUE AS A GUEST' })).toBeVisible()
    await page.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail('english'))
    await page.getByRole('textbox', { name: 'Full name' }).fill('Lucy Martin')
    await page.getByRole('textbox', { name: 'Phone' }).fill('+44 20 7946 0000')
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 High Street')
    await page.getByRole('textbox', { name: 'Postcode' }).fill('28004')
    await page.getByRole('textbox', { name: 'City' }).fill('Madrid')
    await page.getByRole('textbox', { name: 'Province' }).fill('Madrid')
    await chooseRadio(page.getByRole('radio', { name: /Card \(test payment\)/ }))
    await expect(page.getByRole('complementary', { name: 'Your order' })).toContainText('VAT included')
    await page.getByRole('button', { name: 'PLACE ORDER' }).click()
    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30')
    await page.getByRole('textbox', { name: 'CVC' }).fill('123')
    await page.getByRole('button', { name: /^Pay/ }).click()
    await expect(page.getByRole('heading', { name: 'Order confirmed — payment received', level: 1 })).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('a signed-in customer ships express to her saved address, finds the order in My orders and cancels it within 24 h @phone', async ({ page, mailbox }, testInfo) => {
    test.slow() // a whole journey, with axe on several pages
    const email = await signUp(page, mailbox, 'cuenta')
    await page.goto('/account/addresses?new')
    await page.getByLabel('Nombre completo').fill('Lucía Moreno')
    await page.getByLabel('Teléfono').fill('+34 612 345 678')
    await page.getByLabel('Dirección', { exact: true }).fill('Calle Mayor 1, 2º B')
    await page.getByLabel('Código postal').fill('28013')
    await page.getByLabel('Ciudad').fill('Madrid')
    await page.getByLabel('Provincia').fill('Madrid')
    await page.getByRole('button', { name: 'Guardar dirección' }).click()
    await expect(page.getByRole('status')).toContainText('Dirección guardada')

    // Not the white shirt's own white fabric: the basket journey beside this one starts in it.
    await addCompleteGarment(page, productFor('account', testInfo.project.name), { fabric: 'Vichy Cereza' })
    await page.getByRole('button', { name: 'TERMINAR LA COMPRA' }).click()
    // Signed in: one page, her saved address chosen, her e-mail her account's: she types nothing she already gave.
    await expect(page.getByRole('heading', { name: es.meta.title, level: 1 })).toBeVisible()
    await expect(page.getByText(`Compras como ${email}`)).toBeVisible()
    await expect(page.getByRole('radio', { name: /Lucía Moreno/ })).toBeChecked()
    await expect(page.getByRole('textbox', { name: 'Nombre completo' })).toBeHidden()
    await expect(page.getByRole('link', { name: 'CONTINUAR COMO INVITADA' })).toHaveCount(0)
    await chooseRadio(page.getByRole('radio', { name: /Envío exprés/ }))
    await chooseRadio(page.getByRole('radio', { name: /Tarjeta \(pago de prueba\)/ }))
    const expressWindow = await windowOn(page, page.getByTestId('delivery-window'))
    await shot(page, 'signed-in', testInfo.project.name)
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: 'REALIZAR PEDIDO' }).click()
    await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4242 4242 4242 4242')
    await page.getByRole('textbox', { name: 'Caducidad (MM/AA)' }).fill('12/30')
    await page.getByRole('textbox', { name: 'CVC' }).fill('123')
    await page.getByRole('button', { name: /^Pagar/ }).click()
    await expect(page.getByRole('heading', { name: 'Pedido confirmado — pago recibido', level: 1 })).toBeVisible()
    expect(await windowOn(page, page.getByTestId('delivery-window'))).toBe(expressWindow)
    // Paid: the window's dates, the same days 'Mis pedidos' promises below.
    const paidWindow = (await page.getByTestId('delivery-window').textContent())!
    const [, fromDay, toDay] = /Entrega estimada: entre el (\d+) de \S+ y el (\d+) de \S+ \(/.exec(paidWindow) ?? []
    expect(fromDay, paidWindow).toBeTruthy()
    const number = (await page
      .getByText(/^GM-\d{4}-\d{6}$/)
      .first()
      .textContent())!.trim()

    await page.getByRole('link', { name: 'Ver mis pedidos' }).click()
    await expect(page.getByRole('heading', { name: 'Mis pedidos', level: 1 })).toBeVisible()
    const row = page.getByRole('link', { name: new RegExp(number) })
    await expect(row).toContainText('Pagado')
    // Her row promises the delivery as dates from the payment.
    await expect(row).toContainText(new RegExp(`Entrega estimada: del ${fromDay} \\S+ al ${toDay} \\S+`))
    await expectNoA11yViolations(page)
    await row.click()
    await expect(page.getByRole('heading', { name: `Pedido ${number}`, level: 1 })).toBeVisible()
    expect(await windowOn(page, page.getByTestId('delivery-window'))).toBe(expressWindow)
    await expect(page.getByText('Puedes cancelarlo gratis hasta 24 horas después de hacerlo.')).toBeVisible()
    // Paid, not delivered: nothing to adjust yet.
    await expect(page.getByRole('link', { name: 'Solicitar ajuste o cambio' })).toHaveCount(0)
    await page.getByRole('link', { name: 'Cancelar pedido' }).click()
    const dialog = page.getByRole('dialog', { name: '¿Cancelar el pedido?' })
    await expect(dialog).toBeVisible()
    await expectNoA11yViolations(page)
    await dialog.getByRole('button', { name: 'Sí, cancelar pedido' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Tu pedido está cancelado.' })).toBeVisible()
    await expect(page.getByText('Cancelado', { exact: true }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Cancelar pedido' })).toHaveCount(0)
    const mail = await mailbox.waitFor(email, (m) => m.subject === `Pedido ${number} cancelado`)
    expect(mail.text).toContain('Te devolvemos')
  })
})
