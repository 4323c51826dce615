import { expect, expectNoA11yViolations, test } from './fixtures.ts'
import { chooseRadio } from './shop-helpers.ts'

/** Skirts are sold (docs/atelier.md#designs-and-parts): their own steps, drawings and sizing. */
test.describe('skirts', () => {
  test('the collection shows the skirts and the home names them', async ({ page }) => {
    await page.goto('/collection')
    await expect(page.getByRole('link', { name: /Falda Lápiz/ })).toContainText('Desde 45,00 €')
    await expect(page.getByRole('link', { name: /Falda de Pliegues/ })).toContainText('Desde 50,00 €')
    await page.goto('/')
    await expect(page.getByText(/Camisetas, camisas, polos, pantalones y faldas como punto de partida/)).toBeVisible()
  })

  test('she designs a pencil skirt, the drawing follows each choice, and it goes to her basket sized without neck or inseam @phone', async ({ page }) => {
    test.slow() // four steps, the size screens and axe on three pages
    await page.goto('/product/13')
    await expect(page.getByText('Paso 1 de 4')).toBeVisible()
    await page.getByRole('button', { name: 'Continuar', exact: true }).click()

    await expect(page.getByText('Paso 2 de 4')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Elige el largo' })).toBeVisible()
    const drawing = page
      .getByRole('main')
      .getByRole('img', { name: /Falda Lápiz/ })
      .first()
    await page.getByRole('radio', { name: 'Midi' }).click()
    await expect(page.getByRole('radio', { name: 'Midi' })).toBeChecked()
    await expect(drawing).toHaveAccessibleName(/en Raya Diplomática, largo midi, cinturilla clásica, abertura trasera$/)
    const midi = await drawing.innerHTML()
    await page.getByRole('radio', { name: 'Mini' }).click()
    await expect(drawing).toHaveAccessibleName(/largo mini/)
    expect(await drawing.innerHTML()).not.toBe(midi)
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: 'Continuar', exact: true }).click()

    await expect(page.getByRole('heading', { name: 'Elige la cinturilla' })).toBeVisible()
    // The pencil skirt offers the fitted waistbands only.
    await expect(page.getByRole('radio', { name: 'Elástica' })).toHaveCount(0)
    await page.getByRole('radio', { name: 'Tiro alto' }).click()
    await expect(drawing).toHaveAccessibleName(/tiro alto/)
    await page.getByRole('button', { name: 'Continuar', exact: true }).click()

    await expect(page.getByText('Paso 4 de 4')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Elige el detalle' })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Pliegues delanteros' })).toHaveCount(0)
    const vented = await drawing.innerHTML()
    await page.getByRole('radio', { name: 'Sin abertura' }).click()
    await expect(drawing).toHaveAccessibleName(/sin abertura/)
    expect(await drawing.innerHTML()).not.toBe(vented)
    await page.getByRole('button', { name: 'Continuar', exact: true }).click()

    await expect(page.getByRole('heading', { name: 'Resumen de tu producto' })).toBeVisible()
    await page.getByRole('button', { name: 'Continuar con pedido' }).click()
    await page.getByRole('link', { name: /^Usar una talla estándar/ }).click()
    await expect(page.getByRole('heading', { name: 'Talla estándar', level: 1 })).toBeVisible()
    // A skirt has no collar and no legs: no neck size, no inseam.
    await expect(page.getByRole('radio', { name: '38 cm' })).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: 'Entrepierna' })).toHaveCount(0)
    await chooseRadio(page.getByRole('radio', { name: 'S', exact: true }))
    await expectNoA11yViolations(page)
    await page.getByRole('button', { name: 'Añadir a la cesta' }).click()

    await expect(page).toHaveURL('/cart')
    const main = page.getByRole('main')
    await expect(main.getByText('Falda Lápiz').first()).toBeVisible()
    await expect(main.getByText('Completo', { exact: true }).first()).toBeVisible()
    await expect(main.getByText('Talla S', { exact: true })).toBeVisible()
    await expectNoA11yViolations(page)
  })
})
