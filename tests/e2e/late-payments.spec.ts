import type { Page } from '@playwright/test'
import { checkout as es } from '#app/i18n/locales/es/checkout.ts'
import { expect, expectNoA11yViolations, test, uniqueEmail } from './fixtures.ts'
import { chooseRadio, guestToPayment } from './shop-helpers.ts'

/*
 * Issue 31, items 2 and 3, as she sees them: money that reaches an order she cancelled comes back
 * by itself (her order's page and an e-mail say so), and a second payment attempt closes the first.
 * Each test buys its own product in a fabric the other journeys leave alone.
 */

const stripePage = 'Stripe Checkout (servidor local de pruebas)'

async function toReview(page: Page, email: string, productId: number, fabric: string, method: RegExp) {
  await guestToPayment(page, productId, { fabric, email, fullName: 'Carmen Ortiz Gil', phone: '+34 600 765 432' })
  await chooseRadio(page.getByRole('radio', { name: method }))
  await page.getByRole('button', { name: 'REALIZAR PEDIDO' }).click()
}

async function cancelFromOrderPage(page: Page) {
  await page.getByRole('link', { name: 'Cancelar pedido' }).click()
  await page.getByRole('dialog', { name: '¿Cancelar el pedido?' }).getByRole('button', { name: 'Sí, cancelar pedido' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Tu pedido está cancelado.' })).toBeVisible()
}

const orderNumber = (url: string) => /\/(GM-\d{4}-\d{6})\?/.exec(url)![1]!
const late = (amount: string) => es.order.refundNoticeLate.replace('{{amount}}', amount)

test.describe('money that arrives late or twice', () => {
  test('she pays on Stripe’s page an order she had cancelled: her order says the money comes back, and an e-mail tells her', async ({ page, mailbox }) => {
    test.slow() // a whole journey
    const email = uniqueEmail('tarde')
    await toReview(page, email, 10, 'Raya Diplomática', /Tarjeta, Apple Pay o Google Pay/)
    await expect(page.getByRole('heading', { name: stripePage })).toBeVisible()
    const amount = (await page.getByRole('button', { name: /^Pagar/ }).textContent())!.replace('Pagar', '').trim()
    // Stripe's page stays open in another tab while she goes back to the shop and cancels.
    const stripeTab = await page.context().newPage()
    await stripeTab.goto(page.url())
    await page.getByRole('link', { name: 'Volver a la tienda' }).click()
    const number = orderNumber(page.url())
    await cancelFromOrderPage(page)
    await stripeTab.getByRole('button', { name: /^Pagar/ }).click()
    await expect(stripeTab.getByRole('heading', { name: `Pedido ${number}`, level: 1 })).toBeVisible()
    await stripeTab.close()

    await page.reload()
    await expect(page.getByRole('heading', { name: `Pedido ${number}`, level: 1 })).toBeVisible()
    await expect(page.getByText('Cancelado', { exact: true }).first()).toBeVisible()
    await expect(page.getByText(late(amount))).toBeVisible()
    await expectNoA11yViolations(page)
    const mail = await mailbox.waitFor(email, (m) => m.subject === `Te devolvemos tu pago — pedido ${number}`)
    expect(mail.text).toContain(`para tu pedido ${number}, que ya estaba cancelado`)
  })

  test('test card: a 3-D Secure payment she authorizes after cancelling in another tab is given back', async ({ page, mailbox }) => {
    test.slow()
    const email = uniqueEmail('tarde3ds')
    await toReview(page, email, 8, 'Raya Diplomática', /Tarjeta \(pago de prueba\)/)
    await expect(page.getByRole('heading', { name: 'Pago de prueba — no se cobra nada', level: 1 })).toBeVisible()
    const number = orderNumber(page.url())
    const amount = (await page.getByRole('button', { name: /^Pagar/ }).textContent())!.replace('Pagar', '').trim()
    await page.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4000 0027 6000 3184')
    await page.getByRole('textbox', { name: 'Caducidad (MM/AA)' }).fill('12/30')
    await page.getByRole('textbox', { name: 'CVC' }).fill('123')
    await page.getByRole('button', { name: /^Pagar/ }).click()
    await expect(page.getByRole('heading', { name: 'Confirma el pago' })).toBeVisible()

    const other = await page.context().newPage()
    await other.goto(page.url().replace(/\/checkout\/test-payment\//, '/orders/'))
    await cancelFromOrderPage(other)
    await other.close()

    await page.getByRole('button', { name: 'Confirmar pago' }).click()
    await expect(page.getByRole('heading', { name: `Pedido ${number}`, level: 1 })).toBeVisible()
    await expect(page.getByText('Cancelado', { exact: true }).first()).toBeVisible()
    await expect(page.getByText(late(amount))).toBeVisible()
    const mail = await mailbox.waitFor(email, (m) => m.subject === `Te devolvemos tu pago — pedido ${number}`)
    expect(mail.text).toContain('No tienes que hacer nada.')
  })

  test('paying again closes the first Stripe page: it can no longer be paid, and she is charged once', async ({ page, mailbox }) => {
    test.slow()
    const email = uniqueEmail('dosveces')
    await toReview(page, email, 8, 'Oxford Celeste', /Tarjeta, Apple Pay o Google Pay/)
    await expect(page.getByRole('heading', { name: stripePage })).toBeVisible()
    const first = page.url()
    await page.getByRole('link', { name: 'Volver a la tienda' }).click()
    const number = orderNumber(page.url())
    await page.getByRole('button', { name: /^Pagar ahora/ }).click()
    await expect(page.getByRole('heading', { name: stripePage })).toBeVisible()
    expect(page.url()).not.toBe(first)
    await page.getByRole('button', { name: /^Pagar/ }).click()
    await expect(page.getByRole('heading', { name: /^Pedido (recibido|confirmado)/, level: 1 })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('Pagado')
    await mailbox.waitFor(email, (m) => m.subject === `Tu pedido ${number} en Gemela` && m.text.includes('Tu pago está confirmado'))
    // The first page she left open says it is closed: no button to pay twice.
    const firstTab = await page.context().newPage()
    await firstTab.goto(first)
    await expect(firstTab.getByText('Esta sesión está expired.')).toBeVisible()
    await expect(firstTab.getByRole('button', { name: /^Pagar/ })).toHaveCount(0)
    await firstTab.close()
  })
})
