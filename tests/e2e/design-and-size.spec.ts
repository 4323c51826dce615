import type { Locator, Page } from '@playwright/test'
import { sizing as es } from '#app/i18n/locales/es/sizing.ts'
import { signUp } from './auth-helpers.ts'
import { expect, expectNoA11yViolations, test } from './fixtures.ts'

/*
 * From "Diseñar" to "Añadir a la cesta" (issue 32 item 5, issue 34 items 3 and 4), against the
 * production build: the taps each way takes (docs/product.md#how-many-taps), the phone's chrome, a
 * step with one option shown as chosen, and the measurement form showing first what the garment uses.
 * Nothing here places an order, so no fabric is locked: products 1, 13 and 6 in their starting fabrics.
 */

/** Counts what she presses (links, buttons, options) and what she types, as docs/product.md counts them. */
function counter() {
  const count = { taps: 0, typed: 0 }
  return {
    count,
    tap: async (target: Locator) => {
      count.taps++
      await target.click()
    },
    /** A radio drawn as a label around a hidden input: she taps the label. */
    choose: async (radio: Locator) => {
      count.taps++
      await radio.locator('xpath=ancestor::label[1]').click()
    },
    type: async (target: Locator, text: string) => {
      count.typed++
      await target.fill(text)
    },
  }
}

/** "Diseñar mi …" on the product page, then Continuar through every design step to the size screens. */
async function designToSize(page: Page, productId: number, tap: (target: Locator) => Promise<void>) {
  await page.goto(`/collection/${productId}`)
  await tap(page.getByRole('link', { name: /^Diseñar mi/ }).first())
  const summary = page.getByRole('heading', { name: 'Resumen de tu producto', level: 1 })
  for (let step = 1; step <= 5; step++) {
    await expect(summary.or(page.getByText(new RegExp(`^Paso ${step} de`)))).toBeVisible()
    if (await summary.isVisible()) break
    await tap(page.getByRole('button', { name: 'Continuar', exact: true }).filter({ visible: true }))
  }
  await tap(page.getByRole('button', { name: 'Continuar con pedido' }))
  await expect(page.getByRole('heading', { name: 'Elige tu talla', level: 1 })).toBeVisible()
}

async function expectInBasket(page: Page, size: string) {
  await expect(page).toHaveURL('/cart')
  const main = page.getByRole('main')
  await expect(main.getByText('Completo', { exact: true })).toBeVisible()
  await expect(main.getByText(size, { exact: true })).toBeVisible()
}

test.describe('from Diseñar to Añadir a la cesta', () => {
  test('on a phone the header, the drawing and the Continue bar take at most a quarter of the screen; the bar carries the total @phone', async ({ page }) => {
    // The phone's screen in every project (the desktop one too), so the layout measured is always the phone's.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/product/1')
    await expect(page.getByText('Paso 1 de 3')).toBeVisible()
    // Down among the fabrics, where she spends the step.
    await page.getByRole('radio', { name: /^Oxford Celeste/ }).scrollIntoViewIfNeeded()
    const viewport = page.viewportSize()!
    const header = (await page.getByRole('banner').boundingBox())!
    const drawing = page.getByTestId('customizer-drawing')
    const strip = (await drawing.boundingBox())!
    const bar = (await page.getByTestId('continue-bar').boundingBox())!
    // Where they sit: the strip right under the header, the bar at the bottom of the screen.
    expect(strip.y).toBeGreaterThanOrEqual(header.y + header.height - 1)
    expect(strip.y).toBeLessThanOrEqual(header.y + header.height + 1)
    expect(bar.y + bar.height).toBeLessThanOrEqual(viewport.height + 1)
    expect(bar.y + bar.height).toBeGreaterThanOrEqual(viewport.height - 1)
    const chrome = header.height + strip.height + bar.height
    test.info().annotations.push({ type: 'chrome', description: `${Math.round(chrome)} px of ${viewport.height} (${Math.round((100 * chrome) / viewport.height)} %)` })
    expect(chrome).toBeLessThanOrEqual(viewport.height * 0.25)
    // Never see-through: an opaque background, nothing blurred behind it.
    const look = await drawing.evaluate((el) => ({ background: getComputedStyle(el).backgroundColor, blur: getComputedStyle(el).backdropFilter }))
    expect(look.background).toMatch(/^rgb\(/)
    expect(look.blur).toBe('none')
    await expect(page.getByTestId('continue-bar')).toContainText('30,00 €')
    await expectNoA11yViolations(page)

    // Enlarged, the drawing scrolls with the page instead of covering the options.
    await page.getByRole('button', { name: 'Ampliar el dibujo' }).click()
    await expect(page.getByRole('button', { name: 'Reducir el dibujo' })).toBeVisible()
    expect(await drawing.evaluate((el) => getComputedStyle(el).position)).not.toBe('sticky')
  })

  test('standard size: nine taps, nothing typed; the Mao collar is shown as chosen, not asked; no personal-data screen @phone', async ({ page }) => {
    const { count, tap, choose } = counter()
    await designToSize(page, 1, tap)
    await expect(page.getByRole('link', { name: /^Medidas a medida/ })).toHaveCount(0)
    await expectNoA11yViolations(page)
    await tap(page.getByRole('link', { name: /^Usar una talla estándar/ }))
    await choose(page.getByRole('radio', { name: 'M', exact: true }))
    // A mandarin band closes around the neck: it needs a collar size.
    await choose(page.getByRole('radio', { name: '38 cm' }))
    await tap(page.getByRole('button', { name: 'Añadir a la cesta' }))
    await expectInBasket(page, 'Talla M · cuello 38 cm')
    expect(count).toEqual({ taps: 9, typed: 0 })

    // The summary lists the collar as chosen, without a change button.
    await page.getByRole('link', { name: 'Ver resumen' }).first().click()
    const collar = page.getByRole('listitem').filter({ hasText: 'Cuello' })
    await expect(collar).toContainText('Mao')
    await expect(collar).toContainText('Única opción')
    await expect(collar.getByRole('link')).toHaveCount(0)
  })

  test('an estimate for a skirt: its waist, hips and length first, the rest folded away; eight fields fewer to scroll, added in nine taps @phone', async ({ page }) => {
    const { count, tap, type } = counter()
    await designToSize(page, 13, tap)
    await tap(page.getByRole('link', { name: /^Estimar mi perfil corporal/ }))
    await type(page.getByRole('textbox', { name: 'Altura', exact: true }), '165')
    await type(page.getByRole('textbox', { name: 'Peso', exact: true }), '60')
    await tap(page.getByRole('button', { name: 'Estimar mis medidas' }))
    await expect(page.getByRole('heading', { name: 'Revisa tus medidas estimadas', level: 1 })).toBeVisible()
    // No name to type: the profile is "Mi perfil estimado".
    await expect(page.getByRole('textbox', { name: 'Nombre del perfil' })).toHaveCount(0)
    const first = page.getByRole('group', { name: 'Las que usa esta prenda' })
    await expect(first.getByRole('textbox')).toHaveCount(5)
    for (const f of ['contornoCintura', 'contornoCadera', 'alturaCadera', 'largoPiernaExterior', 'largoPiernaInterior'] as const) {
      await expect(first.getByRole('textbox', { name: es.fields[f], exact: true })).toBeVisible()
    }
    const others = page.getByTestId('other-measurements')
    await expect(others.getByText('Las demás medidas (17)')).toBeVisible()
    await expect(page.getByRole('textbox', { name: es.fields.contornoCuello, exact: true })).toBeHidden()
    await expectNoA11yViolations(page)
    await type(first.getByRole('textbox', { name: es.fields.contornoCintura, exact: true }), '70')
    await tap(page.getByRole('button', { name: 'Añadir a la cesta' }))
    await expectInBasket(page, 'Tus medidas: Mi perfil estimado')
    expect(count).toEqual({ taps: 9, typed: 3 })
  })

  test('trousers measured by hand: no neck or wrist among the first fields; a folded field left empty opens its fold and is named', async ({ page }) => {
    const { tap } = counter()
    await designToSize(page, 6, tap)
    await page.getByRole('link', { name: /^Tomar mis medidas/ }).click()
    const first = page.getByRole('group', { name: 'Las que usa esta prenda' })
    await expect(first.getByRole('textbox', { name: es.fields.largoPiernaInterior, exact: true })).toBeVisible()
    await expect(first.getByRole('textbox', { name: es.fields.contornoCuello, exact: true })).toHaveCount(0)
    await expect(first.getByRole('textbox', { name: es.fields.contornoMuneca, exact: true })).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: es.fields.contornoCuello, exact: true })).toBeHidden()
    // Pressed anyway (aria-disabled keeps it focusable), as sizing.spec does.
    await page.getByRole('button', { name: 'Añadir a la cesta' }).focus()
    await page.keyboard.press('Enter')
    // All 22 make a profile: the fold opens and the toast names what is missing.
    await expect(page.getByRole('textbox', { name: es.fields.contornoCuello, exact: true })).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'Medidas obligatorias incompletas' })).toContainText('Contorno de cuello')
    await expectNoA11yViolations(page)
  })

  test('a saved profile: six taps from Diseñar to her basket, nothing confirmed per garment', async ({ page, mailbox }) => {
    test.slow()
    await signUp(page, mailbox, 'taps')
    // Her first garment saves its estimate as a profile ("Mi perfil estimado", renamed in Perfiles de medidas).
    await designToSize(page, 13, (target) => target.click())
    await page.getByRole('link', { name: /^Estimar mi perfil corporal/ }).click()
    await page.getByRole('textbox', { name: 'Altura', exact: true }).fill('170')
    await page.getByRole('textbox', { name: 'Peso', exact: true }).fill('64')
    await page.getByRole('button', { name: 'Estimar mis medidas' }).click()
    // The waist is hers to measure (a skirt's key measurement): the review asks it, empty.
    await expect(page.getByRole('heading', { name: 'Revisa tus medidas estimadas', level: 1 })).toBeVisible()
    await page.getByRole('textbox', { name: es.fields.contornoCintura, exact: true }).fill('72')
    await expect(page.getByRole('checkbox', { name: 'Guardar también en mis perfiles de medidas' })).toBeChecked()
    await expect(page.getByText('Lo guardamos como «Mi perfil estimado»: puedes cambiarle el nombre en Perfiles de medidas.')).toBeVisible()
    await page.getByRole('button', { name: 'Añadir a la cesta' }).click()
    await expectInBasket(page, 'Tus medidas: Mi perfil estimado')

    const { count, tap } = counter()
    await designToSize(page, 1, tap)
    await expectNoA11yViolations(page)
    await tap(page.getByRole('button', { name: 'Usar el perfil Mi perfil estimado' }))
    await expect(page).toHaveURL('/cart')
    expect(count).toEqual({ taps: 6, typed: 0 })
  })
})
