import { common } from '#app/i18n/locales/es/common.ts'
import { giftCards as es } from '#app/i18n/locales/es/gift-cards.ts'
import { expect, expectNoA11yViolations, test, uniqueEmail } from './fixtures.ts'
import { chooseRadio } from './shop-helpers.ts'

/*
 * Issue 31, item 4: a control character pasted into a form (a NUL, an escape) is refused next to its
 * field, in her language, with a 400 — it used to be a 500 page. Once in the page as it runs (the
 * shared schema checks before sending) and once without JavaScript (the server's answer).
 */

const message = common.form.controlCharacters

test('a gift card’s message and name with control characters get the field’s message @phone', async ({ page }) => {
  await page.goto('/gift-cards')
  await chooseRadio(page.getByRole('radio', { name: es.other }))
  await page.getByRole('textbox', { name: es.customAmount }).fill('50')
  await page.getByRole('textbox', { name: es.recipientName }).fill('Marta\u001b[2J')
  await page.getByRole('textbox', { name: es.recipientEmail }).fill(uniqueEmail('cc-para'))
  await page.getByRole('textbox', { name: es.senderName }).fill('Lucía')
  await page.getByRole('textbox', { name: es.message }).fill('hola\u0000mundo')
  await page.getByRole('textbox', { name: es.buyerEmail }).fill(uniqueEmail('cc-de'))
  await page.getByRole('button', { name: es.buy }).click()
  await expect(page.getByRole('textbox', { name: es.recipientName })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByRole('textbox', { name: es.message })).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(message)).toHaveCount(2)
  await expect(page.getByRole('textbox', { name: es.senderName })).not.toHaveAttribute('aria-invalid', 'true')
  await expectNoA11yViolations(page)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the returns form answers a NUL in her comments with a 400 and the field’s message', async ({ page }) => {
    await page.goto('/returns-exchanges')
    await page.getByLabel('Número de pedido').fill('GM-2025-0142')
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('cc-devolucion'))
    await page.getByLabel('Motivo').selectOption({ label: 'La talla no es correcta' })
    await page.getByLabel('Comentarios (opcional)').fill('Me queda\u0000 grande')
    const answer = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/returns-exchanges')
    await page.getByRole('button', { name: 'Enviar solicitud' }).click()
    expect((await answer).status()).toBe(400)
    await expect(page.getByLabel('Comentarios (opcional)')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByText(message)).toBeVisible()
  })
})
