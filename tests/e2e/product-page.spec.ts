import { expect, expectNoA11yViolations, test } from './fixtures.ts'

test.describe('a product page that sells', () => {
  test('Camisa Clásica: three views, its fabric’s sheet, how it fits, the size guide, delivery, the fit promise and garments in the same fabric @phone', async ({ page }) => {
    await page.goto('/collection/7')
    await expect(page.getByRole('heading', { level: 1, name: 'Camisa Clásica' })).toBeVisible()

    const views = page.getByRole('region', { name: 'Vistas de la prenda' })
    await expect(views.getByRole('img', { name: 'Camisa Clásica, de frente' })).toBeAttached()
    await expect(views.getByRole('img', { name: 'Camisa Clásica, de espaldas' })).toBeAttached()
    await expect(views.getByRole('img', { name: 'Camisa Clásica: el tejido de cerca' })).toBeAttached()
    // The back is drawn as a back: no buttons down the front.
    await expect(page.locator('svg[data-view="back"]')).toHaveCount(1)

    await expect(page.getByText(/^La recibes en \d+–\d+ días laborables$/)).toBeVisible()

    const fabric = page.getByRole('region', { name: 'El tejido: Popelín Blanco' })
    // Composition, the width it is woven (Popelín Blanco: 150 cm), weight, feel, care.
    await expect(fabric.getByRole('definition')).toHaveText(['100 % algodón', '150 cm', 'Ligero', 'Firme', /^Lavar a 30 °C/])
    await expect(fabric.getByRole('term')).toHaveText(['Composición', 'Ancho', 'Peso', 'Tacto', 'Cuidados'])
    await expect(fabric.getByRole('link', { name: 'Ver la ficha de Popelín Blanco' })).toHaveAttribute('href', /^\/fabric\/\d+$/)

    const fit = page.getByRole('region', { name: 'Cómo sienta' })
    await expect(fit.getByRole('definition')).toHaveText(['+10 cm', '+10 cm', '+8 cm'])

    const guide = page.getByRole('region', { name: 'Guía de tallas' })
    await expect(guide.getByRole('rowheader')).toHaveText(['XS', 'S', 'M', 'L', 'XL'])
    await expect(guide.getByRole('row', { name: /^M / }).getByRole('cell').first()).toHaveText('86–90 cm33,9–35,4 in')

    await expect(page.getByRole('heading', { level: 2, name: '¿Y si no me queda bien?' })).toBeVisible()

    const same = page.getByRole('region', { name: 'Otras prendas en Popelín Blanco' })
    await expect(same.getByRole('link')).not.toHaveCount(0)
    await expect(same.getByRole('link', { name: /Camisa Clásica/ })).toHaveCount(0)
    await expectNoA11yViolations(page)
  })

  test('trousers fit at the waist and hip, with no chest ease; the English page speaks English', async ({ page }) => {
    await page.goto('/collection/10?lng=en')
    const fit = page.getByRole('region', { name: 'How it fits' })
    await expect(fit.getByRole('term')).toHaveText(['Waist', 'Hip'])
    await expect(page.getByRole('region', { name: 'Size guide' }).getByRole('columnheader')).toHaveText(['Size', 'Chest', 'Waist', 'Hip'])
    await expect(page.getByRole('region', { name: 'The fabric: Indigo Denim' })).toBeVisible()
  })
})

test.describe('a fabric’s page', () => {
  test('"Diseñar con este tejido" offers the garments made in it, drawn in it, each leading to its design tool in that fabric @phone', async ({ page }) => {
    await page.goto('/collection/7')
    await page.getByRole('link', { name: 'Ver la ficha de Popelín Blanco' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Popelín Blanco' })).toBeVisible()
    const design = page.getByRole('region', { name: 'Diseñar con este tejido' })
    await expect(design.getByRole('link', { name: /Camisa Clásica/ })).toHaveAttribute('href', /^\/product\/7\?fabric=\d+$/)
    await expect(design.locator('img').first()).toHaveAttribute('src', /fabric=solid\.f7f6f2/)
    await expectNoA11yViolations(page)
    // The design starts in this fabric, whatever the garment's own starting fabric (issue 34 item 3).
    // (Another garment than Camisa Clásica, which starts in Popelín Blanco anyway.)
    await design.getByRole('link').filter({ hasNotText: 'Camisa Clásica' }).first().click()
    await expect(page).toHaveURL(/\/product\/\d+\?fabric=\d+$/)
    await expect(page.getByRole('radio', { name: /^Popelín Blanco/ })).toBeChecked()
  })
})
