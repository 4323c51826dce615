import { randomUUID } from 'node:crypto'
import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import sharp from 'sharp'
import { expect, expectNoA11yViolations, test } from './fixtures.ts'
import { signInAsAdmin } from './back-office-helpers.ts'

/**
 * Issue 34 item 2: a product's photographs, chosen in the dialog that creates it, lead its card and
 * its page as responsive pictures (AVIF and WebP, srcset/sizes, width and height, the first fetched
 * first); a bad file is refused next to its field with a 4xx. Issue 34 item 6 / 32 item 8: prices,
 * counts and tables in lining tabular figures, and one voice for buttons. Each test makes its own
 * product (no order, no basket): nothing here collides with another spec. SHOTS=1 saves screenshots.
 */

async function shot(page: Page, testInfo: TestInfo, name: string) {
  if (!process.env.SHOTS) return
  await page.screenshot({ path: path.resolve(`tests/.tmp/shots/photos-${name}-${testInfo.project.name}.png`), fullPage: true })
}

const dialog = (page: Page) => page.getByRole('dialog')
const photoSlot = (page: Page, n: number) => dialog(page).getByRole('group', { name: `Nueva fotografía ${n}` })

/** A photograph-like picture: a warm gradient with a lighter figure, 1200 × 1600. */
async function samplePhoto() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1600"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d8c7ad"/><stop offset="1" stop-color="#8c6f55"/></linearGradient></defs><rect width="1200" height="1600" fill="url(#g)"/><path d="M420 360h360l120 220-90 50v700H390V630l-90-50z" fill="#f4efe6"/></svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer()
}

async function fillNewProduct(page: Page, name: string) {
  await dialog(page).getByLabel('Nombre (español)').fill(name)
  await dialog(page).getByLabel('Descripción (español)').fill('Una camisa para probar las fotografías.')
  await dialog(page).getByLabel('Precio base (€)').fill('100')
}

test.describe('product photographs', () => {
  test('a photograph chosen in the new product dialog leads its card and its page, in AVIF and WebP', async ({ page }, testInfo) => {
    test.slow() // encodes ten files of a photograph, then axe on three pages
    const name = `Camisa Foto ${randomUUID().slice(0, 6)}`
    const alt = `${name}, de frente, sobre fondo arena`
    await signInAsAdmin(page, '/admin/products?new=1')
    await fillNewProduct(page, name)

    // Not an image: refused next to its field (400), nothing saved, the rest of the form kept.
    await photoSlot(page, 1)
      .getByLabel('Nueva fotografía 1')
      .setInputFiles({ name: 'notas.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') })
    await photoSlot(page, 1).getByLabel('Descripción de la foto (español)').fill(alt)
    const refused = page.waitForResponse((r) => r.url().includes('/admin/products') && r.request().method() === 'POST')
    await dialog(page).getByRole('button', { name: 'Guardar' }).click()
    expect((await refused).status()).toBe(400)
    await expect(photoSlot(page, 1).getByText('El archivo no es una imagen JPEG, PNG o WebP.')).toBeVisible()
    await expect(photoSlot(page, 1).getByLabel('Nueva fotografía 1')).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog(page).getByLabel('Nombre (español)')).toHaveValue(name)

    // A photograph without its description: the photo is kept ("ready"), the description asked for.
    await photoSlot(page, 1)
      .getByLabel('Nueva fotografía 1')
      .setInputFiles({ name: 'camisa.jpg', mimeType: 'image/jpeg', buffer: await samplePhoto() })
    await photoSlot(page, 1).getByLabel('Descripción de la foto (español)').fill('')
    await dialog(page).getByRole('button', { name: 'Guardar' }).click()
    await expect(photoSlot(page, 1).getByText('Este campo es obligatorio.')).toBeVisible()
    await expect(photoSlot(page, 1).getByText('Lista para guardar (puedes elegir otra)')).toBeVisible()
    await expectNoA11yViolations(page)
    await shot(page, testInfo, 'dialog-ready')
    await photoSlot(page, 1).getByLabel('Descripción de la foto (español)').fill(alt)
    await dialog(page).getByRole('button', { name: 'Guardar' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Producto añadido correctamente' })).toBeVisible()

    // The list shows its thumbnail.
    const row = page.getByRole('row', { name: new RegExp(name) })
    await expect(row.locator('img')).toHaveAttribute('src', /^\/media\/uploads\/[a-f0-9]{32}-300\.webp$/)
    await expectNoA11yViolations(page)
    await shot(page, testInfo, 'list')

    // The collection's card: the photograph, responsive, with the drawing beside it.
    await page.goto('/collection')
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
    const photo = card.getByRole('img', { name: alt })
    await photo.scrollIntoViewIfNeeded()
    await expect(photo).toHaveAttribute('width', '600')
    await expect(photo).toHaveAttribute('height', '750')
    await expect(photo).toHaveAttribute('loading', 'lazy')
    await expect(card.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /-300\.avif 300w, .*-1800\.avif 1800w$/)
    await expect(card.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /-300\.webp 300w, .*-1800\.webp 1800w$/)
    await expect(card.locator('source[type="image/avif"]')).toHaveAttribute('sizes', /300px/)
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.currentSrc.split('.').pop()])).toEqual([expect.any(Number), 'avif'])
    expect(await card.locator('img').count()).toBe(2) // the photograph and the drawing
    await expectNoA11yViolations(page)

    // Its page: the photograph first, fetched first, then the drawings.
    await card.getByRole('link').click()
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
    const views = page.getByRole('region', { name: 'Vistas de la prenda' })
    const lead = views.getByRole('img').first()
    await expect(lead).toHaveAccessibleName(alt)
    await expect(lead).toHaveAttribute('fetchpriority', 'high')
    await expect(lead).toHaveAttribute('loading', 'eager')
    await expect(views.locator('source[type="image/avif"]').first()).toHaveAttribute('srcset', /\.avif 300w/)
    await expect(views.locator('source[type="image/webp"]').first()).toHaveAttribute('srcset', /\.webp 300w/)
    await expect.poll(() => lead.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    await expect(views.getByRole('img', { name: new RegExp(`${name}.*de frente`, 'i') }).last()).toBeVisible()
    const file = await page.request.get((await lead.evaluate((img: HTMLImageElement) => img.currentSrc)) as string)
    expect(file.headers()['content-type']).toBe('image/avif')
    await expectNoA11yViolations(page)
    await shot(page, testInfo, 'product-page')
  })

  test('a file over 10 MB is refused next to its field: at once with JavaScript, with a 413 without', async ({ page, browser }) => {
    test.slow()
    await signInAsAdmin(page, '/admin/products?new=1')
    const big = { name: 'enorme.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(11 * 1024 * 1024, 1) }
    await photoSlot(page, 1).getByLabel('Nueva fotografía 1').setInputFiles(big)
    await expect(photoSlot(page, 1).getByRole('alert')).toHaveText('La imagen pesa más de 10 MB. Redúcela y vuelve a subirla.')

    const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' })
    await noScript.addCookies(await page.context().cookies())
    const plain = await noScript.newPage()
    await plain.goto('/admin/products?new=1')
    const slot = plain.getByRole('group', { name: 'Nueva fotografía 1' })
    await fillNewProduct(plain, `Camisa Grande ${randomUUID().slice(0, 6)}`)
    await slot.getByLabel('Nueva fotografía 1').setInputFiles(big)
    await slot.getByLabel('Descripción de la foto (español)').fill('Demasiado grande')
    const answer = plain.waitForResponse((r) => r.url().includes('/admin/products') && r.request().method() === 'POST')
    await plain.getByRole('button', { name: 'Guardar' }).click()
    expect((await answer).status()).toBe(413)
    await expect(slot.getByText('La imagen pesa más de 10 MB. Redúcela y vuelve a subirla.')).toBeVisible()
    await expect(slot.getByLabel('Nueva fotografía 1')).toHaveAttribute('aria-invalid', 'true')
    await noScript.close()
  })

  test('prices, counts and tables are in lining tabular figures; buttons speak in one voice @phone', async ({ page }) => {
    const numeric = (locator: ReturnType<Page['locator']>) => locator.evaluate((el) => getComputedStyle(el).fontVariantNumeric)
    await page.goto('/collection')
    const price = page
      .getByRole('main')
      .getByText(/^Desde /)
      .first()
    expect(await numeric(price)).toBe('lining-nums tabular-nums')
    await page.goto('/collection/1')
    const from = page
      .getByRole('main')
      .getByText(/^Desde /)
      .first()
    expect(await numeric(from)).toBe('lining-nums tabular-nums')
    // A heading in the serif face: its figures are lining too (no "CESTA (ı)").
    expect(await numeric(page.getByRole('heading', { level: 1 }))).toContain('lining-nums')
    const table = page.getByRole('table').first()
    expect(await numeric(table)).toBe('lining-nums tabular-nums')
    // The one voice of the buttons: sans capitals, letter-spaced, whatever case the words are written in.
    const design = page.getByRole('link', { name: /^Diseñar / }).first()
    const voice = await design.evaluate((el) => {
      const style = getComputedStyle(el)
      return { transform: style.textTransform, spacing: style.letterSpacing, family: style.fontFamily }
    })
    expect(voice.transform).toBe('uppercase')
    expect(Number.parseFloat(voice.spacing)).toBeGreaterThan(1)
    expect(voice.family).toContain('Jost')
  })
})
