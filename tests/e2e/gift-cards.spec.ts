import { giftCards as es } from '#app/i18n/locales/es/gift-cards.ts'
import { expect, expectNoA11yViolations, test, uniqueEmail } from './fixtures.ts'
import { chooseRadio, guestToPayment } from './shop-helpers.ts'

/*
 * Issue 16, item 5: a gift card bought by a guest, received by e-mail on its day, and spent over two
 * orders — first part of its balance (it pays a whole order), then the rest (with a transfer for the
 * difference). On the phone and the desktop: its two garments (products 8 and 10) are this file's own,
 * each project in its own fabric, so no other test races for their fabric locks.
 */

test('a gift card is bought, received by e-mail and spent over two orders @phone', async ({ page, mailbox }, testInfo) => {
  test.slow()
  const fabric = testInfo.project.name === 'phone' ? 'Terracota' : 'Lino Arena'
  const buyer = uniqueEmail('regala')
  const recipient = uniqueEmail('regalada')

  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Tarjeta regalo' }).click()
  await expect(page.getByRole('heading', { name: es.title, level: 1 })).toBeVisible()
  await expectNoA11yViolations(page)
  // Nothing filled in: a message next to each field.
  await page.getByRole('button', { name: es.buy }).click()
  await expect(page.getByRole('textbox', { name: es.recipientName })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(es.errors.required).first()).toBeVisible()
  await expectNoA11yViolations(page)

  await chooseRadio(page.getByRole('radio', { name: es.other }))
  await page.getByRole('textbox', { name: es.customAmount }).fill('50')
  await page.getByRole('textbox', { name: es.recipientName }).fill('Marta')
  await page.getByRole('textbox', { name: es.recipientEmail }).fill(recipient)
  await page.getByRole('textbox', { name: es.senderName }).fill('Lucía')
  await page.getByRole('textbox', { name: es.message }).fill('Para que estrenes algo tuyo.')
  await page.getByRole('textbox', { name: es.buyerEmail }).fill(buyer)
  await chooseRadio(page.getByRole('radio', { name: /Tarjeta \(pago de prueba\)/ }))
  await page.getByRole('button', { name: es.buy }).click()

  await expect(page.getByRole('heading', { name: 'Pago de prueba — no se cobra nada', level: 1 })).toBeVisible()
  await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4242 4242 4242 4242')
  await page.getByRole('textbox', { name: 'Caducidad (MM/AA)' }).fill('12/30')
  await page.getByRole('textbox', { name: 'CVC' }).fill('123')
  await page.getByRole('button', { name: /^Pagar/ }).click()
  await expect(page.getByRole('heading', { name: es.order.placedTitle, level: 1 })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(es.order.states.sent)
  await expect(page.getByRole('main')).toContainText('Tarjeta regalo para Marta')
  await expectNoA11yViolations(page)

  // Sent today: the recipient's e-mail carries the code.
  const gift = await mailbox.waitFor(recipient, (m) => m.subject === 'Lucía te regala una tarjeta de Gemela')
  expect(gift.text).toContain('Para que estrenes algo tuyo.')
  const code = /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(gift.text)![0]

  // First order: the card pays all of it, and keeps the rest.
  await page.context().clearCookies()
  await guestToPayment(page, 8, { fabric: fabric, email: recipient })
  await page.getByRole('textbox', { name: 'Código de la tarjeta regalo' }).fill(code.toLowerCase())
  await page.getByRole('button', { name: 'Aplicar' }).click()
  // What the card pays of this order and what stays on it, said where she applied it and in the summary.
  await expect(page.getByText(/^Tarjeta regalo ···· \w{4}: pagas \d+,\d{2}\s€ con ella y te quedan \d+,\d{2}\s€\.$/)).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Tu pedido' })).toContainText(/Te quedan \d+,\d{2}\s€ en la tarjeta/)
  await expect(page.getByText('Tu tarjeta regalo cubre todo el pedido: no hace falta otro pago.')).toBeVisible()
  const first = page.getByRole('complementary', { name: 'Tu pedido' })
  const firstCredit = (await first.getByText(/^−\d+,\d{2}\s€$/).textContent())!
  await page.getByRole('button', { name: 'REALIZAR PEDIDO' }).click()
  await expect(page.getByRole('heading', { name: /^Pedido (recibido|confirmado)/, level: 1 })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('Pagado')
  const spent = Number(firstCredit.replace(/[^\d,]/g, '').replace(',', '.'))
  expect(spent).toBeGreaterThan(0)
  expect(spent).toBeLessThan(50)

  // Second order: the rest of the card, and a transfer for what it does not cover.
  await guestToPayment(page, 10, { fabric: fabric, email: recipient })
  await page.getByRole('textbox', { name: 'Código de la tarjeta regalo' }).fill(code)
  await page.getByRole('button', { name: 'Aplicar' }).click()
  const rest = (50 - spent).toFixed(2).replace('.', ',')
  await expect(page.getByText(new RegExp(`pagas ${rest}\\s€ con ella y te quedan 0,00\\s€`))).toBeVisible()
  await chooseRadio(page.getByRole('radio', { name: /Transferencia bancaria/ }))
  await page.getByRole('button', { name: 'REALIZAR PEDIDO' }).click()
  await expect(page.getByRole('heading', { name: /^Pedido (recibido|confirmado)/, level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Datos para la transferencia' })).toBeVisible()
  await expect(page.getByRole('main')).toContainText(`−${rest}`)
})
