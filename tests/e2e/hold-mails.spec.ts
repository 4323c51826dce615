import { expect, expectNoA11yViolations, test, uniqueEmail } from './fixtures.ts'
import { findLink, type ParsedMail } from '#tests/support/parse-mail.ts'
import { chooseRadio, guestToPayment, placeOrder } from './shop-helpers.ts'
import type { Page } from '@playwright/test'
import { testClockPort } from '../../playwright.config.ts'

/*
 * Issue 32, item 9: an unpaid transfer order does not expire in silence. A guest places an order by
 * transfer; the shop's clock is moved (tests/support/test-clock.ts) into the last day of her hold and
 * she gets a reminder with the transfer's details and until when her fabric is held; moved past the
 * end, the order expires, its fabric is for sale again and she is told. Each e-mail is read from the
 * mail sink and looked at as she would, on a phone and a desktop. This spec runs in the "clock"
 * project, after every other (playwright.config.ts): the moved clock moves every order's hold. It
 * buys product 12 in Oxford Celeste, a combination no other spec buys (its own
 * fabric, Marfil Perla, is what checkout.spec and her-data.spec buy it in, before this spec runs).
 */

async function moveShopClock(hours: number) {
  const res = await fetch(`http://127.0.0.1:${testClockPort}/advance?hours=${hours}`, { method: 'POST' })
  expect(res.status).toBe(200)
}

/** The mail's HTML in the browser at a phone's and a desktop's width: nothing wider than the screen, axe clean. */
async function lookAt(page: Page, mail: ParsedMail) {
  // In a page of its own, as a mail client shows a message (not on the shop's address).
  const viewer = await page.context().newPage()
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    await viewer.setViewportSize(viewport)
    await viewer.setContent(mail.html)
    const { scroll, client } = await viewer.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }))
    expect(scroll, `horizontal overflow at ${viewport.width} px`).toBeLessThanOrEqual(client)
    await expectNoA11yViolations(viewer)
  }
  await viewer.close()
}

test('expiry reminder (clock moved in the test): reminded before the hold ends, told when it expired', async ({ page, mailbox }) => {
  test.slow() // a checkout, two days and a third moved on the shop's clock, three e-mails looked at
  const email = uniqueEmail('reserva-aviso')
  await guestToPayment(page, 12, { fabric: 'Oxford Celeste', email, fullName: 'Julia Paredes' })
  await chooseRadio(page.getByRole('radio', { name: /Transferencia bancaria/ }))
  await placeOrder(page)
  await expect(page.getByRole('heading', { name: 'Pedido recibido — pendiente de tu transferencia', level: 1 })).toBeVisible()
  const number = (await page
    .getByText(/^GM-\d{4}-\d{6}$/)
    .first()
    .textContent())!.trim()
  const window = /(\d+–\d+) días laborables/.exec((await page.getByTestId('delivery-window').textContent())!)![1]!
  const confirmation = await mailbox.waitFor(email, (m) => m.subject === `Tu pedido ${number} en Gemela`)
  expect(confirmation.text).toContain(`Entrega estimada: ${window} días laborables desde el pago`)
  expect(confirmation.text).toContain('IBAN: ES91 2100 0418 4502 0005 1332')

  // 49 hours later (her hold is 3 days, the reminder comes in its last 24 hours).
  await moveShopClock(49)
  const reminder = await mailbox.waitFor(email, (m) => m.subject === `Tu reserva termina pronto — pedido ${number}`)
  expect(reminder.text).toMatch(/Reservamos tus tejidos hasta el \p{L}+, \d+ de \p{L}+, \d\d:\d\d\./u)
  expect(reminder.text).toContain(`Concepto: ${number}`)
  expect(reminder.text).toContain('Tejido: Oxford Celeste')
  await lookAt(page, reminder)
  // Its link opens her order, still waiting for the transfer.
  await page.goto(findLink(reminder, '/orders/').replace(/^http:\/\/[^/]+/, ''))
  await expect(page.getByRole('heading', { name: `Pedido ${number}`, level: 1 })).toBeVisible()
  await expect(page.getByRole('main')).toContainText('Pendiente de pago')

  // Past the end of the hold: expired, the fabric released, and she is told.
  await moveShopClock(24)
  const expired = await mailbox.waitFor(email, (m) => m.subject === `Tu pedido ${number} ha caducado`)
  expect(expired.text).toContain(`No nos llegó el pago de tu pedido ${number} a tiempo, así que ha caducado y sus tejidos vuelven a estar a la venta.`)
  await lookAt(page, expired)
  await page.goto(findLink(confirmation, '/orders/').replace(/^http:\/\/[^/]+/, ''))
  await expect(page.getByRole('main')).toContainText('Reserva caducada')
  await expectNoA11yViolations(page)
})
