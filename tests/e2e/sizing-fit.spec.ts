import type { Locator, Page } from '@playwright/test'
import { sizing as es } from '#app/i18n/locales/es/sizing.ts'
import { MEASUREMENT_FIELDS } from '#app/modules/sizing/fields.ts'
import { sampleMeasurements } from '#tests/factories/measurements.ts'
import { signUp } from './auth-helpers.ts'
import { expect, expectNoA11yViolations, test } from './fixtures.ts'

/*
 * Issue 18 items 8 (trousers' inseam), 12 (the waist) and 13 (the measurement form), against the
 * production build.
 */

async function openSizeScreens(page: Page, productId = 7) {
  await page.goto(`/product/${productId}`)
  const summary = page.getByRole('heading', { name: 'Resumen de tu producto' })
  for (let step = 1; step <= 4; step++) {
    await expect(summary.or(page.getByText(new RegExp(`Paso ${step} de`)))).toBeVisible()
    if (await summary.isVisible()) break
    await page.getByRole('button', { name: 'Continuar', exact: true }).filter({ visible: true }).click()
  }
  await expect(summary).toBeVisible()
  await page.getByRole('button', { name: 'Continuar con pedido' }).click()
  await expect(page.getByRole('heading', { name: 'Elige tu talla', level: 1 })).toBeVisible()
}

const field = (page: Page, name: keyof typeof es.fields) => page.getByRole('textbox', { name: es.fields[name], exact: true })
const card = (page: Page, name: keyof typeof es.fields) => page.locator('[data-status]').filter({ has: field(page, name) })
const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })
const choose = (radio: Locator) => radio.locator('xpath=ancestor::label[1]').click()
/** The tokens of app/app.css, as the browser computes them (--color-line, --color-ok). */
const LINE = 'rgb(217, 204, 185)'
const OK = 'rgb(47, 107, 63)'

async function fillMeasurements(page: Page, overrides: Partial<Record<keyof typeof es.fields, string>> = {}) {
  // In the size flow the fields the garment does not use are folded away (issue 34 item 4).
  const others = page.getByTestId('other-measurements')
  if ((await others.count()) && (await others.getAttribute('open')) === null) await others.locator('summary').click()
  for (const f of MEASUREMENT_FIELDS) await field(page, f).fill(overrides[f] ?? String(sampleMeasurements[f]).replace('.', ','))
}

async function openEstimate(page: Page) {
  await openSizeScreens(page)
  await page.getByRole('link', { name: /^Estimar mi perfil corporal/ }).click()
  await expect(page.getByRole('heading', { name: 'Estimar mi perfil corporal', level: 1 })).toBeVisible()
}

test.describe('sizing that fits', () => {
  test('the estimate gives the navel girth as the abdomen only and asks her to measure her waist @phone', async ({ page }) => {
    await openEstimate(page)
    await expect(textbox(page, 'Contorno de cintura')).toHaveCount(0)
    await textbox(page, 'Altura').fill('165')
    await textbox(page, 'Peso').fill('62,5')
    await textbox(page, 'Edad').fill('34')
    await page.getByRole('button', { name: 'Estimar mis medidas' }).click()

    await expect(page.getByRole('heading', { name: 'Revisa tus medidas estimadas', level: 1 })).toBeVisible()
    // 81.3 cm at the navel is her abdomen, not an XL waist next to an M bust.
    await expect(field(page, 'contornoAbdomen')).toHaveValue('81,3')
    await expect(field(page, 'contornoCintura')).toHaveValue('')
    await expect(card(page, 'contornoCintura')).toContainText('Mídela: es la medida que más cambia el ajuste.')
    await expect(field(page, 'contornoCintura')).toHaveAccessibleDescription(/Mídela: es la medida que más cambia el ajuste\./)
    await expect(page.getByText(/^Probable: /)).toHaveCount(21)
    await expect(page.getByText('21 de 22 medidas')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Añadir a la cesta' })).toHaveAttribute('aria-disabled', 'true')
    await expectNoA11yViolations(page)

    await field(page, 'contornoCintura').fill('69')
    await expect(page.getByText('22 de 22 medidas')).toBeVisible()
    await page.getByRole('button', { name: 'Añadir a la cesta' }).click()
    await expect(page).toHaveURL('/cart')
  })

  test('the measurement form opens neutral; letters are no value; a field says what is wrong once she leaves it or tries to save @phone', async ({ page }) => {
    await openSizeScreens(page)
    await page.getByRole('link', { name: /^Tomar mis medidas/ }).click()
    await expect(page.getByRole('heading', { name: 'Tus medidas', level: 1 })).toBeVisible()

    // Fresh: no red boxes, no messages.
    await expect(page.locator('main [aria-invalid="true"]')).toHaveCount(0)
    await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(0)
    await expect(field(page, 'contornoBusto')).toHaveCSS('border-top-color', LINE)
    // No name to give in the flow: the profile is "Mis medidas" (issue 32 item 5).
    await expect(textbox(page, 'Nombre del perfil')).toHaveCount(0)
    await expectNoA11yViolations(page)

    // Letters: no value, said as soon as she leaves the field; never "Revisa este valor", never counted.
    await field(page, 'contornoBusto').fill('abc')
    await field(page, 'contornoBusto').blur()
    await expect(card(page, 'contornoBusto')).toHaveAttribute('data-status', 'empty')
    await expect(card(page, 'contornoBusto')).toContainText('Introduce un número.')
    await expect(card(page, 'contornoBusto')).not.toContainText('Revisa este valor')
    await expect(field(page, 'contornoBusto')).toHaveAttribute('aria-invalid', 'true')
    // Red (--color-danger at 70 %, which the browser reports in oklab): neither neutral nor green.
    await expect(field(page, 'contornoBusto')).not.toHaveCSS('border-top-color', LINE)
    await expect(field(page, 'contornoBusto')).not.toHaveCSS('border-top-color', OK)
    await expect(page.getByText('0 de 22 medidas')).toBeVisible()
    // Left empty: required, that field only.
    await field(page, 'contornoCintura').focus()
    await field(page, 'contornoCintura').blur()
    await expect(card(page, 'contornoCintura')).toContainText('Este campo es obligatorio.')
    await expect(page.locator('main [aria-invalid="true"]')).toHaveCount(2)

    // A valid number counts and turns green.
    await field(page, 'contornoBusto').fill('90')
    await expect(page.getByText('1 de 22 medidas')).toBeVisible()
    await expect(field(page, 'contornoBusto')).not.toHaveAttribute('aria-invalid', 'true')
    await expect(field(page, 'contornoBusto')).toHaveCSS('border-top-color', OK)

    // Trying to save marks every missing field and goes to the first one.
    const save = page.getByRole('button', { name: 'Añadir a la cesta' })
    await save.focus()
    await page.keyboard.press('Enter')
    // Every missing one, the folded ones too (the fold opens), and the first of her garment's is focused.
    await expect(page.getByText('Este campo es obligatorio.')).toHaveCount(21)
    await expect(page.getByTestId('other-measurements')).toHaveAttribute('open', '')
    // A shirt's fields start with the bust (filled) and the underbust.
    await expect(field(page, 'contornoDebajoBusto')).toBeFocused()
    await expectNoA11yViolations(page)
  })

  test('after saving a profile she sees it, focused, with a confirmation; cards use the form’s names @phone', async ({ page, mailbox }) => {
    test.slow()
    await signUp(page, mailbox, 'perfil')
    await page.goto('/perfiles-de-medidas?new')
    await textbox(page, 'Nombre del perfil').fill('Para vestidos')
    await fillMeasurements(page)
    await page.getByRole('button', { name: 'Guardar perfil' }).click()

    const saved = page.getByRole('article', { name: 'Para vestidos' })
    await expect(saved.getByRole('status')).toHaveText(/Perfil guardado/)
    await expect(saved.getByRole('heading', { name: 'Para vestidos' })).toBeFocused()
    await expect(saved).toBeInViewport()
    for (const name of ['Contorno de busto', 'Contorno de cintura', 'Ancho de espalda', 'Largo de brazo']) await expect(saved).toContainText(name)
    await expect(saved).not.toContainText('Pecho')
    await expectNoA11yViolations(page)

    // Edited: the same.
    await page.getByRole('link', { name: 'Editar Para vestidos' }).click()
    await field(page, 'contornoCintura').fill('71')
    await page.getByRole('button', { name: 'Guardar perfil' }).click()
    await expect(saved.getByRole('status')).toHaveText(/Perfil guardado/)
    await expect(saved).toContainText('Contorno de cintura71 cm')
    await expect(saved.getByRole('heading', { name: 'Para vestidos' })).toBeFocused()
  })

  test('trousers: the standard size asks the inseam beside the letter @phone', async ({ page }) => {
    await openSizeScreens(page, 10)
    await page.getByRole('link', { name: /^Usar una talla estándar/ }).click()
    await expect(page.getByRole('heading', { name: 'Talla estándar', level: 1 })).toBeVisible()
    await expect(page.getByRole('radio', { name: '38 cm' })).toHaveCount(0)
    await choose(page.getByRole('radio', { name: 'M', exact: true }))
    const next = page.getByRole('button', { name: 'Añadir a la cesta' })
    await expect(next).toBeDisabled()
    await expect(page.getByText('Escribe también tu largo de pierna para continuar')).toBeVisible()
    const inseam = page.getByRole('textbox', { name: 'Entrepierna' })
    await expect(inseam).toHaveAccessibleDescription(/desde la entrepierna hasta el suelo/)
    await expectNoA11yViolations(page)
    await inseam.fill('780')
    await expect(next).toBeDisabled()
    await inseam.fill('78,5')
    await expect(next).toBeEnabled()
    await next.click()
    await expect(page.getByRole('main').getByText('Talla M · entrepierna 78,5 cm', { exact: true })).toBeVisible()

    // Back at the standard sizes, as she left them.
    await page.goBack()
    await expect(page.getByRole('heading', { name: 'Talla estándar', level: 1 })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Entrepierna' })).toHaveValue('78,5')
    await expect(page.getByRole('radio', { name: 'M', exact: true })).toBeChecked()
    // The summary of her size says both.
    await page.getByRole('link', { name: 'Atrás' }).click()
    await expect(page.getByRole('heading', { name: 'Elige tu talla', level: 1 })).toBeVisible()
    await page.getByRole('link', { name: 'Atrás' }).click()
    await page.getByRole('button', { name: 'Continuar con pedido' }).click()
    await expect(page.getByTestId('chosen-size')).toContainText('Talla M')
    await expect(page.getByTestId('chosen-size')).toContainText('Entrepierna 78,5 cm')
    // The basket says it with the letter size (the size is kept from its own screen on).
    await page.goto('/cart')
    await expect(page.getByRole('main').getByText('Talla M · entrepierna 78,5 cm', { exact: true })).toBeVisible()
  })

  test('without JavaScript a wrong inseam comes back with its message', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 }, locale: 'es-ES' })
    const page = await context.newPage()
    await openSizeScreens(page, 10)
    await page.getByRole('link', { name: /^Usar una talla estándar/ }).click()
    await choose(page.getByRole('radio', { name: 'L', exact: true }))
    await page.getByRole('textbox', { name: 'Entrepierna' }).fill('setenta')
    await page.getByRole('button', { name: 'Añadir a la cesta' }).click()
    await expect(page.getByText('Introduce un número.')).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Entrepierna' })).toHaveAttribute('aria-invalid', 'true')
    await page.getByRole('textbox', { name: 'Entrepierna' }).fill('80')
    await page.getByRole('button', { name: 'Añadir a la cesta' }).click()
    await expect(page).toHaveURL('/cart')
    await context.close()
  })
})
