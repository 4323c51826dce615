import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, test, uniqueEmail } from './fixtures.ts'
import { addCompleteGarment, chooseRadio, fillGuestContact } from './shop-helpers.ts'

/*
 * Issue 32, "a taken fabric is discovered too late": another customer orders the fabric of a garment
 * in her basket. Her basket, its sidebar and the checkout page say so at once, with why and
 * 'Elegir otro tejido' (decision §3), never 'Completo' nor 'incompleto'. Each project buys its own
 * product in Oliva Mediterráneo, a fabric no other spec buys.
 */
const products = { desktop: 1, phone: 2 } as const
const fabric = 'Oliva Mediterráneo'

const shot = (page: Page, name: string, project: string) => page.screenshot({ path: `tests/.tmp/shots/taken-${name}-${project}.png`, fullPage: true })

test('another order takes her fabric: the basket, the sidebar and the checkout page mark it, say why and offer another fabric @phone', async ({ page, browser }, testInfo) => {
  test.slow() // two customers, each designing a garment
  const project = testInfo.project.name
  const productId = products[project === 'phone' ? 'phone' : 'desktop']
  // She designs it and opens the checkout page.
  await addCompleteGarment(page, productId, { fabric })
  await page.getByRole('button', { name: 'TERMINAR LA COMPRA' }).click()
  await expect(page.getByRole('heading', { name: 'Finalizar compra', level: 1 })).toBeVisible()
  await fillGuestContact(page, { email: uniqueEmail('tarde') })
  await chooseRadio(page.getByRole('radio', { name: /Transferencia bancaria/ }))

  // Meanwhile another customer orders the same garment in the same fabric.
  const other = await browser.newContext({ locale: 'es-ES' })
  const rival = await other.newPage()
  await addCompleteGarment(rival, productId, { fabric })
  await rival.getByRole('button', { name: 'TERMINAR LA COMPRA' }).click()
  await fillGuestContact(rival, { email: uniqueEmail('primera') })
  await chooseRadio(rival.getByRole('radio', { name: /Transferencia bancaria/ }))
  await rival.getByRole('button', { name: 'REALIZAR PEDIDO' }).click()
  await expect(rival.getByRole('heading', { name: 'Pedido recibido — pendiente de tu transferencia', level: 1 })).toBeVisible()
  await other.close()

  // She presses REALIZAR PEDIDO: nothing placed, the page says which garment and why, and where to choose another.
  await page.getByRole('button', { name: 'REALIZAR PEDIDO' }).click()
  const notice = page.getByRole('alert').filter({ hasText: 'Uno de tus tejidos ya no está disponible' })
  await expect(notice).toContainText(`Otra clienta acaba de pedir ${fabric} para esta prenda`)
  const choose = notice.getByRole('link', { name: /^Elegir otro tejido/ })
  await expect(choose).toHaveAttribute('href', new RegExp(`^/product/${productId}\\?item=[0-9a-f-]+&step=1$`))
  await expect(page.getByRole('complementary', { name: 'Tu pedido' })).toContainText('Elige otro tejido para')
  await expect(page).toHaveURL(/\/checkout(\?index)?$/)
  await shot(page, 'checkout', project)
  await expectNoA11yViolations(page)

  // Her basket: marked at once, not 'Completo'; TERMINAR LA COMPRA says why, not 'incompletos'.
  await page.goto('/cart')
  const card = page.getByRole('article')
  await expect(card.getByText('Tejido no disponible', { exact: true })).toBeVisible()
  await expect(card.getByText('Completo', { exact: true })).toHaveCount(0)
  await expect(card).toContainText(`Otra clienta acaba de pedir ${fabric} para esta prenda`)
  await expect(card.getByRole('link', { name: 'Elegir otro tejido' })).toHaveAttribute('href', new RegExp(`step=1$`))
  await expect(card.getByRole('link', { name: 'Ver resumen' })).toHaveCount(0)
  await page.getByRole('button', { name: 'TERMINAR LA COMPRA' }).click()
  await expect(page).toHaveURL('/cart?checkout=1')
  await expect(page.getByText(/Alguien acaba de llevarse uno de tus tejidos/)).toBeVisible()
  await expect(page.getByText(/están incompletos/)).toHaveCount(0)
  await shot(page, 'cart', project)
  await expectNoA11yViolations(page)

  // The sidebar says the same, and offers no checkout until she chooses.
  await page.getByRole('link', { name: /^Cesta, 1 producto/ }).click()
  const sidebar = page.getByRole('dialog', { name: 'Mi cesta (1)' })
  await expect(sidebar.getByText('Tejido no disponible', { exact: true })).toBeVisible()
  await expect(sidebar.getByText(/Elige otro tejido en el artículo marcado/)).toBeVisible()
  await expect(sidebar.getByRole('link', { name: 'Terminar la compra' })).toHaveCount(0)
  await shot(page, 'sidebar', project)
  await expectNoA11yViolations(page)

  // 'Elegir otro tejido' opens the fabric step of her design.
  await sidebar.getByRole('link', { name: 'Elegir otro tejido' }).click()
  await expect(page).toHaveURL(new RegExp(`/product/${productId}\\?item=.+&step=1`))
  await expect(page.getByRole('radiogroup', { name: 'Elige tu tejido' })).toBeVisible()
})
