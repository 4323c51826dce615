import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { testClockPort } from '../../playwright.config.ts'
import { confirmTransfer, pdfText, signInAsAdmin } from './back-office-helpers.ts'
import { expect, expectNoA11yViolations, test, uniqueEmail } from './fixtures.ts'
import { guestToPayment, placeAndPay } from './shop-helpers.ts'

/*
 * Issue 35 follow-up (docs/atelier.md#drafting-after-payment): a pattern the worker gave up on is
 * drafted again from the admin's order page. A guest orders a pencil skirt by transfer; the test
 * harness is asked to refuse that order's drafting once (tests/support/test-clock.ts, `/fault`), so
 * when the admin confirms the transfer the real worker fails it for good and the page says
 * "Patrón no disponible"; she presses "Volver a dibujar el patrón" and within seconds sees the
 * preview and downloads the A4 print. Product 13 in a fabric of its own per project: no other spec
 * buys the pencil skirt in Oxford Celeste or Lino Arena.
 */

const garments = { desktop: { product: 13, fabric: 'Oxford Celeste' }, phone: { product: 13, fabric: 'Lino Arena' } } as const

/** SHOTS=1 keeps the pattern box as the admin sees it (tests/.tmp/shots), in this project's size. */
async function keep(page: Page, name: string, project: string) {
  if (!process.env.SHOTS) return
  const dir = path.resolve('tests/.tmp/shots')
  mkdirSync(dir, { recursive: true })
  await page.getByRole('region', { name: 'Patrones' }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: path.join(dir, `pattern-retry-${name}-${project}.png`) })
}

test('a pattern that could not be drafted: the admin drafts it again, sees its preview and downloads the A4 print @phone', async ({ page }, testInfo) => {
  test.slow() // a checkout, the back office and a drafting
  const project = testInfo.project.name
  const garment = garments[project as keyof typeof garments]
  await guestToPayment(page, garment.product, { fabric: garment.fabric, email: uniqueEmail('patron-otra-vez'), fullName: 'Irene Soler Gil' })
  const number = await placeAndPay(page, 'transfer')
  // This order's drafting is refused once, as if its pattern could not be drawn.
  const fault = await fetch(`http://127.0.0.1:${testClockPort}/fault?kind=pattern&what=${number}`, { method: 'POST' })
  expect(fault.status).toBe(204)

  await signInAsAdmin(page, `/admin/orders/${number}`)
  await expect(page.getByRole('heading', { name: number, level: 1 })).toBeVisible()
  await confirmTransfer(page, number)

  // Paid: the worker tries, is refused, and gives up at once (nothing to draft from is final).
  const patterns = page.getByRole('region', { name: 'Patrones' })
  const redraft = patterns.getByRole('button', { name: 'Volver a dibujar el patrón' })
  await expect(async () => {
    await page.reload()
    await expect(redraft).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 30_000 })
  await expect(patterns.getByText('Patrón no disponible')).toBeVisible()
  // The reason is a sentence of its own, its full stop before the next one.
  await expect(patterns).toContainText('Motivo: the test harness refused to draft this order. No se volverá a intentar solo. Revisa las medidas del pedido.')
  await expect(patterns.getByRole('img', { name: /^Piezas del patrón/ })).toHaveCount(0)
  await expectNoA11yViolations(page)
  await keep(page, 'failed', project)

  await redraft.click()
  await expect(page.getByRole('status').filter({ hasText: 'El patrón se vuelve a dibujar: en unos segundos estará aquí.' })).toBeVisible()

  // Within seconds: drafted, the preview in place of the notice and the three downloads.
  const preview = patterns.getByRole('img', { name: 'Piezas del patrón de Falda Lápiz' })
  await expect(async () => {
    await page.reload()
    await expect(preview).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await expect(patterns.getByText('Patrón no disponible')).toHaveCount(0)
  await expect(redraft).toHaveCount(0)
  await expect(patterns).toContainText(/Dibujado en \d+ ms · \d+ piezas/)
  expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await expectNoA11yViolations(page)
  await keep(page, 'drafted', project)

  const a4Link = patterns.getByRole('group', { name: 'Descargas del patrón' }).getByRole('link', { name: /^PDF en A4 \(\d+ páginas\)$/ })
  const pages = Number(/\((\d+) páginas\)/.exec((await a4Link.textContent())!)![1])
  const downloadPromise = page.waitForEvent('download')
  await a4Link.click()
  const download = await downloadPromise
  expect(download.suggestedFilename()).toBe(`${number}-1-a4.pdf`)
  const a4 = await pdfText(download)
  expect(a4).toContain('Cuadrado de prueba')
  expect(a4).toContain(`Página 1 de ${pages}`)
  expect(a4).toContain(`Página ${pages} de ${pages}`)
})
