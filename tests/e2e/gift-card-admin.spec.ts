import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import { adminGiftCards as admin } from '#app/i18n/locales/es/admin-gift-cards.ts'
import { checkout } from '#app/i18n/locales/es/checkout.ts'
import { giftCards as es } from '#app/i18n/locales/es/gift-cards.ts'
import { expect, expectNoA11yViolations, test, uniqueEmail } from './fixtures.ts'
import { expectWholeNumber, signInAsAdmin } from './back-office-helpers.ts'
import { chooseRadio, guestToPayment } from './shop-helpers.ts'

/*
 * Issue 32, item 4: a gift card is not a garment. A guest buys one (paid with the test card, sent
 * today) and sees its own confirmation — to whom and when it went, that its code does not expire, no
 * delivery window, no free cancellation — and gets e-mails without garment words; the demo admin
 * finds the card by its code in /admin/gift-cards, reads its movements and voids it with a reason;
 * the recipient then tries to spend it and the checkout refuses it, saying why. The garment of the
 * last step is never ordered, so it takes no fabric lock.
 */

async function shot(page: Page, testInfo: TestInfo, name: string) {
  if (!process.env.SHOTS) return
  await page.screenshot({ path: path.resolve(`tests/.tmp/shots/gift-${name}-${testInfo.project.name}.png`), fullPage: true })
}

test('a gift card has its own confirmation; the admin finds it by its code, voids it with a reason, and checkout refuses it @phone', async ({ page, mailbox }, testInfo) => {
  test.slow()
  const buyer = uniqueEmail('regala-anulada')
  const recipient = uniqueEmail('recibe-anulada')

  // Bought and paid: the confirmation speaks of the card, not of a garment.
  await page.goto('/gift-cards')
  await chooseRadio(page.getByRole('radio', { name: '50 €' }))
  await page.getByRole('textbox', { name: es.recipientName }).fill('Marta')
  await page.getByRole('textbox', { name: es.recipientEmail }).fill(recipient)
  await page.getByRole('textbox', { name: es.senderName }).fill('Lucía')
  await page.getByRole('textbox', { name: es.buyerEmail }).fill(buyer)
  await chooseRadio(page.getByRole('radio', { name: /Tarjeta \(pago de prueba\)/ }))
  await page.getByRole('button', { name: es.buy }).click()
  await expect(page.getByRole('heading', { name: 'Pago de prueba — no se cobra nada', level: 1 })).toBeVisible()
  await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4242 4242 4242 4242')
  await page.getByRole('textbox', { name: 'Caducidad (MM/AA)' }).fill('12/30')
  await page.getByRole('textbox', { name: 'CVC' }).fill('123')
  await page.getByRole('button', { name: /^Pagar/ }).click()
  await expect(page.getByRole('heading', { name: es.order.placedTitle, level: 1 })).toBeVisible()
  const number = (await page
    .getByText(/^GM-\d{4}-\d{6}$/)
    .first()
    .textContent())!.trim()
  const main = page.getByRole('main')
  await expect(main).toContainText(es.order.states.sent)
  await expect(main).toContainText(`Hemos enviado la tarjeta por e-mail a ${recipient} el`)
  await expect(main).toContainText(es.order.validity)
  await expect(main).toContainText(es.order.noShipping)
  await expect(main).toContainText(es.order.cancelLate.replace('{{email}}', '').split(',')[0]!)
  await expect(main).not.toContainText(/Entrega estimada|cortar tu prenda|días laborables/)
  await expect(page.getByRole('link', { name: 'Cancelar pedido' })).toHaveCount(0)
  await expectNoA11yViolations(page)
  await shot(page, testInfo, 'confirmation')

  const gift = await mailbox.waitFor(recipient, (m) => m.subject === 'Lucía te regala una tarjeta de Gemela')
  const code = /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(gift.text)![0]
  const paid = await mailbox.waitFor(buyer, (m) => m.subject === `Pago recibido — tu tarjeta regalo (${number})`)
  expect(paid.text).toContain(`La tarjeta regalo ya ha salido hacia ${recipient}`)
  expect(paid.text).not.toMatch(/prenda|Envío gratis|Entrega estimada/)

  // The admin finds it by its code (typed in lower case), from the panel's own menu.
  await signInAsAdmin(page, '/admin')
  await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Tarjetas regalo' }).click()
  await expect(page.getByRole('heading', { name: admin.list.title, level: 1 })).toBeVisible()
  await page.getByRole('searchbox', { name: admin.list.searchLabel }).fill(code.toLowerCase())
  await page.getByRole('searchbox', { name: admin.list.searchLabel }).press('Enter')
  const last4 = code.slice(-4)
  const row = page.getByRole('link', { name: `···· ${last4}` })
  await expect(row).toHaveCount(1)
  await expect(page.getByRole('rowheader')).toHaveCount(1)
  await expectWholeNumber(page.getByRole('table'), number)
  await expectNoA11yViolations(page)
  await shot(page, testInfo, 'admin-list')
  await row.click()

  // Its balance and movements.
  await expect(page.getByRole('heading', { name: `Tarjeta ···· ${last4}`, level: 1 })).toBeVisible()
  const movements = page.getByRole('region', { name: admin.card.movements })
  await expect(movements.getByRole('listitem')).toHaveText([new RegExp(`Comprada en el pedido ${number}`), new RegExp(`Enviada a ${recipient}`)])
  await expectWholeNumber(movements, number)
  await expectNoA11yViolations(page)

  // Voided with a reason: without one, the message is next to the field and nothing changes.
  const voidForm = page.getByRole('region', { name: admin.void.title })
  await voidForm.getByRole('button', { name: admin.void.button }).click()
  await expect(voidForm.getByRole('textbox', { name: admin.void.reason })).toHaveAttribute('aria-invalid', 'true')
  await expect(voidForm.getByText(admin.errors.required)).toBeVisible()
  await expectNoA11yViolations(page)
  await voidForm.getByRole('textbox', { name: admin.void.reason }).fill('La clienta pagó con una tarjeta robada')
  await voidForm.getByRole('button', { name: admin.void.button }).click()
  await expect(page.getByRole('status').filter({ hasText: admin.void.done })).toBeVisible()
  await expect(movements.getByRole('listitem').last()).toContainText('Anulada')
  await expect(movements.getByRole('listitem').last()).toContainText('Motivo: La clienta pagó con una tarjeta robada')
  await expect(page.getByText(admin.void.unavailable)).toBeVisible()
  await expectNoA11yViolations(page)
  await shot(page, testInfo, 'admin-card')

  // The recipient tries to spend it: refused, with the reason.
  await page.context().clearCookies()
  await guestToPayment(page, testInfo.project.name === 'phone' ? 6 : 5, { fabric: 'Fantasía Animal', email: recipient })
  const codeField = page.getByRole('textbox', { name: checkout.payment.giftCard.code })
  await codeField.fill(code)
  await page.getByRole('button', { name: checkout.payment.giftCard.apply }).click()
  await expect(page.getByText(checkout.payment.giftCard.voided)).toBeVisible()
  await expect(codeField).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(/pagas .* con ella/)).toHaveCount(0)
  await expectNoA11yViolations(page)
  await shot(page, testInfo, 'checkout-refused')
})
