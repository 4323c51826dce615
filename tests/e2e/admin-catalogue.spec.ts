import { randomUUID } from 'node:crypto'
import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import sharp from 'sharp'
import { expect, expectNoA11yViolations, tabTo, test, uniqueEmail } from './fixtures.ts'
import { signInAsAdmin } from './back-office-helpers.ts'
import { addCompleteGarment, chooseRadio } from './shop-helpers.ts'

/**
 * Issue 17, the catalogue's back office: add, edit, search and delete in each tab (toasts, the
 * modal, Spanish messages), a fabric picture uploaded and seen in the shop, and a fabric an order
 * uses archived while the order keeps it. Tests run beside the shop's own: every record here is
 * made by the test, with a name of its own, and only those are changed. SHOTS=1 saves screenshots
 * to tests/.tmp/shots/.
 */

async function shot(page: Page, testInfo: TestInfo, name: string) {
  if (!process.env.SHOTS) return
  await page.screenshot({ path: path.resolve(`tests/.tmp/shots/admin-${name}-${testInfo.project.name}.png`) })
}

const suffix = () => randomUUID().slice(0, 6)
const dialog = (page: Page) => page.getByRole('dialog')
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test.describe('back office: catalogue', () => {
  test('categories: the default tab; a refused form in Spanish, then add, search, edit and delete @phone', async ({ page }, testInfo) => {
    test.slow() // a whole journey, with axe on several pages
    const name = `Chaleco ${suffix()}`
    await signInAsAdmin(page, '/admin/catalogue')
    await expect(page.getByRole('heading', { name: 'Catálogo', level: 1 })).toBeVisible()
    const tabs = page.getByRole('navigation', { name: 'Partes del catálogo' })
    await expect(tabs.getByRole('link')).toHaveText(['Categorías', 'Tejidos', 'Partes', 'Tallas'])
    await expect(tabs.getByRole('link', { name: 'Categorías' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('table', { name: 'Categorías' })).toContainText('Camisa')
    await expectNoA11yViolations(page)
    await shot(page, testInfo, 'categories')

    // The keyboard opens the modal.
    await tabTo(page, page.getByRole('link', { name: 'Añadir categoría' }))
    await page.keyboard.press('Enter')
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page).getByRole('heading', { name: 'Nueva categoría' })).toBeVisible()
    await dialog(page).getByLabel('Descripción (inglés, opcional)').fill('Only English')
    await expect(dialog(page).getByLabel('Metros de tejido por prenda (cifra fija)')).toHaveAccessibleDescription(/solo cuenta cuando no se puede trazar/)
    await dialog(page).getByLabel('Metros de tejido por prenda').fill('-2')
    await dialog(page).getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog(page).getByRole('alert')).toContainText('No se ha guardado nada')
    await expect(dialog(page).getByText('Este campo es obligatorio.')).toBeVisible()
    await expect(dialog(page).getByText('Escribe primero el texto en español: el inglés es opcional.')).toBeVisible()
    await expect(dialog(page).getByText('Escribe los metros como 1,6 (sin negativos y con dos decimales como mucho).')).toBeVisible()
    await expect(dialog(page).getByLabel('Nombre (español)')).toHaveAttribute('aria-invalid', 'true')
    await expectNoA11yViolations(page)
    await shot(page, testInfo, 'modal-errors')

    await dialog(page).getByLabel('Nombre (español)').fill(name)
    await dialog(page).getByLabel('Descripción (español)').fill('Chalecos a medida.')
    await dialog(page).getByLabel('Metros de tejido por prenda').fill('1,2')
    await dialog(page).getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog(page)).toHaveCount(0)
    await expect(toast(page, 'Categoría añadida correctamente')).toContainText(`«${name}»`)
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('1,2 m')

    // Search, any case.
    await page.getByRole('searchbox').fill(name.toUpperCase())
    await page.getByRole('button', { name: 'Buscar', exact: true }).click()
    await expect(page.getByRole('table', { name: 'Categorías' }).getByRole('row')).toHaveCount(2)
    await expect(page.getByText(`1 resultado para «${name.toUpperCase()}»`)).toBeVisible()

    await page.getByRole('link', { name: `Editar ${name}` }).click()
    await expect(dialog(page).getByLabel('Nombre (español)')).toHaveValue(name)
    await dialog(page).getByLabel('Metros de tejido por prenda').fill('1,5')
    await dialog(page).getByRole('button', { name: 'Guardar' }).click()
    await expect(toast(page, 'Categoría actualizada correctamente')).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('1,5 m')

    // Escape closes a modal without a change.
    await page.getByRole('link', { name: `Eliminar ${name}` }).click()
    await expect(dialog(page).getByRole('heading', { name: `¿Eliminar ${name}?` })).toBeVisible()
    await expect(dialog(page)).toContainText(`Se eliminará la categoría «${name}». No se puede deshacer.`)
    await expectNoA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog(page)).toHaveCount(0)
    await page.getByRole('link', { name: `Eliminar ${name}` }).click()
    await dialog(page).getByRole('button', { name: 'Eliminar' }).click()
    await expect(toast(page, 'Categoría eliminada correctamente')).toBeVisible()
    await expect(page.getByRole('heading', { name: `Sin resultados para «${name.toUpperCase()}»` })).toBeVisible()
    await expectNoA11yViolations(page)
    await shot(page, testInfo, 'empty-search')

    // Where the server sends her when the database refused a change (integration test: admin-catalogue).
    await page.goto('/admin/catalogue?toast=saveFailed')
    await expect(page.getByRole('alert').filter({ hasText: 'Error al guardar la categoría' })).toContainText('No se ha cambiado nada.')
    await expectNoA11yViolations(page)
  })

  test('sizes and products: add, search, edit and delete @phone', async ({ page, browser }, testInfo) => {
    test.slow() // a whole journey, with axe on several pages
    const size = `Z${suffix().slice(0, 4).toUpperCase()}`
    await signInAsAdmin(page, '/admin/catalogue/sizes')
    await expect(page.getByRole('table', { name: 'Tallas' })).toContainText('XS')
    await expectNoA11yViolations(page)
    await shot(page, testInfo, 'sizes')
    await page.getByRole('link', { name: 'Añadir talla' }).click()
    await dialog(page).getByLabel('Nombre de la talla').fill(size)
    await dialog(page).getByLabel('Pecho (cm)').fill('110-100')
    await dialog(page).getByLabel('Cintura (cm)').fill('noventa')
    await dialog(page).getByLabel('Cadera (cm)').fill('112-118')
    await dialog(page).getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog(page).getByText('El máximo no puede ser menor que el mínimo.')).toBeVisible()
    await expect(dialog(page).getByText('Escribe el mínimo y el máximo en centímetros, como 86-90.')).toBeVisible()
    await dialog(page).getByLabel('Pecho (cm)').fill('100-110')
    await dialog(page).getByLabel('Cintura (cm)').fill('84-90')
    await dialog(page).getByRole('button', { name: 'Guardar' }).click()
    await expect(toast(page, 'Talla añadida correctamente')).toBeVisible()
    await page.getByRole('searchbox').fill(size.toLowerCase())
    await page.getByRole('searchbox').press('Enter')
    await expect(page.getByRole('table', { name: 'Tallas' }).getByRole('row')).toHaveCount(2)
    await page.getByRole('link', { name: `Editar ${size}` }).click()
    await dialog(page).getByLabel('Descripción (español)').fill('Talla de prueba')
    await dialog(page).getByRole('button', { name: 'Guardar' }).click()
    await expect(toast(page, 'Talla actualizada correctamente')).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(size) })).toContainText('Talla de prueba')
    await page.getByRole('link', { name: `Eliminar ${size}` }).click()
    await dialog(page).getByRole('button', { name: 'Eliminar' }).click()
    await expect(toast(page, 'Talla eliminada correctamente')).toBeVisible()

    // Products: a new one shows in the collection; archived, it leaves it — for her, and at once for
    // a visitor whose collection page the shop keeps in memory (issue 19: the change feed clears it).
    const product = `Blusa ${suffix()}`
    const visitorContext = await browser.newContext({ locale: 'es-ES' })
    const visitor = await visitorContext.newPage()
    const collectionForVisitor = async () => {
      const response = await visitor.goto('/collection')
      return { main: visitor.getByRole('main'), cache: response?.headers()['x-page-cache'] }
    }
    // Kept after the first visit (other tests' orders may clear it meanwhile: ask again).
    await expect.poll(async () => (await collectionForVisitor()).cache).toBe('hit')
    await page.getByRole('navigation', { name: 'Secciones del panel' }).getByRole('link', { name: 'Productos' }).click()
    await expect(page.getByRole('heading', { name: 'Productos', level: 1 })).toBeVisible()
    await expect(page.getByRole('table', { name: 'Productos' })).toContainText('Camiseta Mao')
    await expectNoA11yViolations(page)
    await shot(page, testInfo, 'products')
    await page.getByRole('link', { name: 'Añadir producto' }).click()
    await dialog(page).getByLabel('Nombre (español)').fill(product)
    await dialog(page).getByLabel('Precio base (€)').fill('39,999')
    await dialog(page).getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog(page).getByText('Escribe un importe en euros, como 12,50 (sin negativos y con dos decimales como mucho).')).toBeVisible()
    await expect(dialog(page).getByLabel('Descripción (español)')).toHaveAttribute('aria-invalid', 'true')
    await dialog(page).getByLabel('Descripción (español)').fill('Una blusa de prueba.')
    await dialog(page).getByLabel('Precio base (€)').fill('39,90')
    await dialog(page).getByRole('button', { name: 'Guardar' }).click()
    await expect(toast(page, 'Producto añadido correctamente')).toBeVisible()
    await page.goto('/collection')
    await expect(page.getByRole('main')).toContainText(product)
    await expect((await collectionForVisitor()).main).toContainText(product)

    // What it is offered in: no fabric is refused; one ticked, the designer offers only that one.
    await page.goto(`/admin/products?q=${encodeURIComponent(product)}`)
    const productId = /edit=(\d+)/.exec((await page.getByRole('link', { name: `Editar ${product}` }).getAttribute('href')) ?? '')![1]
    await page.getByRole('link', { name: `Editar ${product}` }).click()
    const fabricsGroup = dialog(page).getByRole('group', { name: 'Tejidos en los que se ofrece' })
    // `all()` does not wait: the dialog opens by a client navigation.
    await expect(fabricsGroup.getByRole('checkbox', { name: 'Lino Arena · Lino' })).toBeChecked()
    for (const box of await fabricsGroup.getByRole('checkbox').all()) await box.uncheck()
    await dialog(page).getByRole('button', { name: 'Guardar' }).click()
    await expect(fabricsGroup.getByText('Elige al menos un tejido.')).toBeVisible()
    await expectNoA11yViolations(page)
    await shot(page, testInfo, 'product-offers')
    await fabricsGroup.getByRole('checkbox', { name: 'Lino Arena · Lino' }).check()
    await expect(dialog(page).getByRole('group', { name: 'Partes que ofrece' }).getByRole('checkbox', { name: 'Francés' })).toBeChecked()
    await dialog(page).getByRole('button', { name: 'Guardar' }).click()
    await expect(toast(page, 'Producto actualizado correctamente')).toBeVisible()
    await page.goto(`/product/${productId}`)
    await expect(page.getByRole('radio', { name: /^Lino Arena/ })).toBeVisible()
    await expect(page.getByRole('radio', { name: /^Verde Primavera/ })).toHaveCount(0)

    await page.goto(`/admin/products?q=${encodeURIComponent(product)}`)
    await page.getByRole('link', { name: `Editar ${product}` }).click()
    await dialog(page).getByLabel('Estado').selectOption('archived')
    await dialog(page).getByRole('button', { name: 'Guardar' }).click()
    await expect(toast(page, 'Producto actualizado correctamente')).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(product) })).toContainText('Archivado')
    await page.goto('/collection')
    await expect(page.getByRole('main')).not.toContainText(product)
    await expect((await collectionForVisitor()).main).not.toContainText(product)
    await visitorContext.close()
  })

  test('a new product: the photo she chose previewed in its slot, the product marked and in view in the list after the save, a second of its name in the category refused @phone', async ({
    page,
  }, testInfo) => {
    test.slow() // two saves with a photograph, and axe
    const product = `Blusa ${suffix()}`
    await signInAsAdmin(page, '/admin/products')
    const fill = async (name: string) => {
      await page.getByRole('link', { name: 'Añadir producto' }).click()
      await dialog(page).getByLabel('Nombre (español)').fill(name)
      await dialog(page).getByLabel('Descripción (español)').fill('Una blusa de prueba.')
      await dialog(page).getByLabel('Precio base (€)').fill('39,90')
    }
    await fill(product)
    // The making times are the store settings' figures (Ajustes), not words of their own.
    await expect(dialog(page).getByLabel('Confección').locator('option')).toHaveText([/^Básica \(\d+–\d+ días laborables\)$/, /^Compleja \(\d+–\d+ días laborables\)$/])
    const png = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#b08a6a' } })
      .png()
      .toBuffer()
    await dialog(page).getByLabel('Nueva fotografía 1', { exact: true }).setInputFiles({ name: 'blusa.png', mimeType: 'image/png', buffer: png })
    const preview = dialog(page).getByRole('img', { name: 'Vista previa de blusa.png' })
    await expect(preview).toBeVisible()
    await expect(preview).toHaveAttribute('src', /^data:image\/jpeg;base64,/)
    // A small copy of her picture: 400 × 500 drawn at 192 × 240.
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([192, 240])
    await expectNoA11yViolations(page)
    await dialog(page).getByLabel('Descripción de la foto (español)').first().fill(`${product}, de frente`)
    await dialog(page).getByRole('button', { name: 'Guardar' }).click()
    await expect(toast(page, 'Producto añadido correctamente')).toBeVisible()
    // At the end of the list, brought into view and marked.
    const row = page.getByRole('row', { name: new RegExp(product) })
    await expect(row).toContainText('Recién añadido')
    await expect(row).toBeInViewport()
    await shot(page, testInfo, 'product-added')

    // A second of its name (any case) in the same category: refused next to the name, nothing saved.
    await fill(product.toLowerCase())
    await dialog(page).getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog(page).getByText('Ya hay un producto con ese nombre en esta categoría.')).toBeVisible()
    await expect(dialog(page).getByLabel('Nombre (español)')).toHaveAttribute('aria-invalid', 'true')
    await dialog(page).getByRole('link', { name: 'Cancelar' }).click()
    await expect(page.getByRole('row', { name: new RegExp(product, 'i') })).toHaveCount(1)

    // Out of the shop again for the other tests: deleted (no order names it).
    await page.getByRole('link', { name: `Eliminar ${product}` }).click()
    await dialog(page).getByRole('button', { name: 'Eliminar' }).click()
    await expect(toast(page, 'Producto eliminado correctamente')).toBeVisible()
  })

  test('parts: a cuff added in the Puños sub-tab, found by one search from another sub-tab, edited and withdrawn @phone', async ({ page }, testInfo) => {
    const name = `Puño ${suffix()}`
    await signInAsAdmin(page, '/admin/catalogue/parts?type=cuff')
    const subTabs = page.getByRole('navigation', { name: 'Tipos de parte' })
    await expect(subTabs.getByRole('link')).toHaveText([/^Cuellos/, /^Puños/, /^Mangas/, /^Perneras/, /^Cinturillas/, /^Largos/, /^Detalles de falda/])
    await expect(subTabs.getByRole('link', { name: /^Puños/ })).toHaveAttribute('aria-current', 'page')
    const table = page.getByRole('table', { name: 'Puños' })
    await expect(table.getByRole('columnheader')).toHaveText(['Imagen', 'Nombre', 'Descripción', 'Suplemento', 'Acciones'])
    await expectNoA11yViolations(page)
    await shot(page, testInfo, 'parts')

    await page.getByRole('link', { name: 'Añadir puño' }).click()
    await dialog(page).getByLabel('Nombre (español)').fill(name)
    await dialog(page).getByLabel('Descripción (español)').fill('Un puño vuelto de prueba.')
    await dialog(page).getByLabel('Precio adicional (€)').fill('3,5')
    await dialog(page).getByRole('button', { name: 'Guardar' }).click()
    await expect(toast(page, 'Parte añadida correctamente')).toBeVisible()
    await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('3,50 €')

    // One search for all the sub-tabs: from Cuellos, the count says where it is.
    await subTabs.getByRole('link', { name: /^Cuellos/ }).click()
    await expect(subTabs.getByRole('link', { name: /^Cuellos/ })).toHaveAttribute('aria-current', 'page')
    await page.getByRole('searchbox').fill(name.toLowerCase())
    await page.getByRole('button', { name: 'Buscar', exact: true }).click()
    await expect(page.getByRole('heading', { name: `Sin resultados para «${name.toLowerCase()}»` })).toBeVisible()
    await expect(subTabs.getByRole('link', { name: /^Puños/ })).toHaveText('Puños1')
    await subTabs.getByRole('link', { name: /^Puños/ }).click()
    await expect(page.getByRole('searchbox')).toHaveValue(name.toLowerCase())
    await page.getByRole('link', { name: `Editar ${name}` }).click()
    await dialog(page).getByLabel('Nombre (inglés, opcional)').fill('Test cuff')
    await dialog(page).getByRole('button', { name: 'Guardar' }).click()
    await expect(toast(page, 'Parte actualizada correctamente')).toBeVisible()

    await page.getByRole('link', { name: `Eliminar ${name}` }).click()
    await expect(dialog(page)).toContainText(`Se retirará la parte «${name}» de la tienda.`)
    await dialog(page).getByRole('button', { name: 'Eliminar' }).click()
    await expect(toast(page, `Se ha archivado «${name}»`)).toBeVisible()
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Archivado')
    await expectNoA11yViolations(page)
  })

  test('fabrics: add (a width out of range refused), search, a picture and the width the shop shows, delete @phone', async ({ page, browser }, testInfo) => {
    test.slow() // a whole journey, with axe on several pages
    const name = `Batista ${suffix()}`
    await signInAsAdmin(page, '/admin/catalogue/fabrics')
    await expect(page.getByRole('table', { name: 'Tejidos' })).toBeVisible()
    await expectNoA11yViolations(page)
    await shot(page, testInfo, 'fabrics')

    await page.getByRole('link', { name: 'Añadir tejido' }).click()
    await dialog(page).getByLabel('Nombre (español)').first().fill(name)
    await dialog(page).getByLabel('Suplemento (€)').fill('-5')
    // A new fabric starts at the usual 140 cm; a silk's 80 cm is out of what the shop weaves on.
    await expect(dialog(page).getByLabel('Ancho (cm)')).toHaveValue('140')
    await dialog(page).getByLabel('Ancho (cm)').fill('80')
    await dialog(page).getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog(page).getByText('Escribe un importe en euros, como 12,50 (sin negativos y con dos decimales como mucho).')).toBeVisible()
    await expect(dialog(page).getByText('Este campo es obligatorio.').first()).toBeVisible()
    await expect(dialog(page).getByText('El ancho debe estar entre 90 y 330 cm.')).toBeVisible()
    await expect(dialog(page).getByLabel('Ancho (cm)')).toHaveAttribute('aria-invalid', 'true')
    await expect(dialog(page).getByLabel('Ancho (cm)')).toHaveValue('80')
    await shot(page, testInfo, 'fabric-modal-errors')
    await dialog(page).getByRole('textbox', { name: 'Descripción (español)' }).fill('Una batista ligerísima.')
    await dialog(page).getByLabel('Suplemento (€)').fill('8')
    await dialog(page).getByLabel('Metros en stock').fill('10,77')
    await dialog(page).getByLabel('Ancho (cm)').fill('114')
    await dialog(page).getByLabel('Material').selectOption('lino')
    await dialog(page).getByRole('button', { name: 'Guardar' }).click()
    await expect(toast(page, 'Tejido añadido correctamente')).toBeVisible()

    // Searched by name (any case) on whatever page of the list it landed.
    await page.getByRole('searchbox').fill(name.toUpperCase())
    await page.getByRole('button', { name: 'Buscar', exact: true }).click()
    const row = page.getByRole('row', { name: new RegExp(name) })
    await expect(row).toContainText('Lino')
    // Two decimals, as the stock pages write the same metres (not '10,8 m').
    await expect(row).toContainText('10,77 m')

    // A picture, chosen in its edit dialog with the rest of its form (as a product's photographs): a file that
    // is no image is refused under its slot, nothing saved; a real one is re-encoded and named by the fabric.
    await page.getByRole('link', { name: `Editar ${name}` }).click()
    await expect(dialog(page).getByLabel('Ancho (cm)')).toHaveValue('114')
    // Her words only: the drawn sample's colours are swatches, not their codes ('#C9A27A').
    await expect(dialog(page).getByLabel('Color de fondo')).toBeVisible()
    await expect(dialog(page)).not.toContainText(/#[0-9a-f]{6}/i)
    const fabricId = new URL(page.url()).searchParams.get('edit')
    const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c9b08a' } })
      .png()
      .toBuffer()
    await dialog(page)
      .getByLabel('Foto 1', { exact: true })
      .setInputFiles({ name: 'batista.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') })
    await dialog(page).getByRole('button', { name: 'Guardar' }).click()
    await expect(dialog(page).getByRole('alert').filter({ hasText: 'El archivo no es una imagen JPEG, PNG o WebP.' })).toBeVisible()
    await dialog(page).getByLabel('Foto 1', { exact: true }).setInputFiles({ name: 'batista.png', mimeType: 'image/png', buffer: png })
    await dialog(page).getByRole('button', { name: 'Guardar' }).click()
    await expect(toast(page, 'Tejido actualizado correctamente')).toBeVisible()
    // Opened again, the dialog shows it in its slot, to replace or remove; the second slot is still free.
    await page.getByRole('link', { name: `Editar ${name}` }).click()
    await expect(dialog(page).getByText('Foto actual (elige otra para sustituirla)')).toHaveCount(1)
    await expect(dialog(page).getByRole('checkbox', { name: 'Quitar la foto 1' })).not.toBeChecked()
    await expect(dialog(page).getByRole('checkbox', { name: 'Quitar la foto 2' })).toHaveCount(0)
    await expect(dialog(page).getByRole('link', { name: 'Gestionar imágenes' })).toHaveCount(0)
    await expectNoA11yViolations(page)
    await dialog(page).getByRole('group', { name: 'Fotos del tejido' }).scrollIntoViewIfNeeded()
    await shot(page, testInfo, 'fabric-dialog-pictures')

    // Its pictures page (the one a part's dialog links to) still answers at its address, the dialog's picture in
    // its first slot, which it replaces.
    await page.goto(`/admin/catalogue/images?fabric=${fabricId}`)
    await expect(page.getByRole('heading', { name: `Imágenes de ${name}`, level: 1 })).toBeVisible()
    await expectNoA11yViolations(page)
    const first = page.getByRole('region', { name: 'Foto 1' })
    await first.getByLabel('Arrastra una imagen aquí o pulsa para elegirla').setInputFiles({ name: 'batista.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') })
    await first.getByRole('button', { name: 'Cambiar imagen' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'El archivo no es una imagen JPEG, PNG o WebP.' })).toBeVisible()
    // The same drop zone keeps its name after a file is chosen: a second try, without reloading.
    await first.getByLabel('Arrastra una imagen aquí o pulsa para elegirla').setInputFiles({ name: 'batista.png', mimeType: 'image/png', buffer: png })
    await first.getByRole('button', { name: 'Cambiar imagen' }).click()
    await expect(toast(page, 'Imagen guardada')).toBeVisible()
    const current = first.getByRole('img', { name: `Imagen actual de ${name}` })
    await expect(current).toHaveAttribute('src', /^\/media\/uploads\/[a-f0-9]{32}-480\.webp$/)
    await expectNoA11yViolations(page)
    await shot(page, testInfo, 'images')

    // Without JavaScript a picture over 10 MB comes back to the page with the reason, not a bare 413.
    const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' })
    await noScript.addCookies(await page.context().cookies())
    const plain = await noScript.newPage()
    await plain.goto(new URL(page.url()).pathname + new URL(page.url()).search)
    const second = plain.getByRole('region', { name: 'Foto 2' })
    await second
      .getByLabel('Arrastra una imagen aquí o pulsa para elegirla')
      .setInputFiles({ name: 'enorme.png', mimeType: 'image/png', buffer: Buffer.alloc(11 * 1024 * 1024, 1) })
    await second.getByRole('button', { name: 'Subir imagen' }).click()
    await expect(plain.getByRole('alert').filter({ hasText: 'La imagen pesa más de 10 MB. Redúcela y vuelve a subirla.' })).toBeVisible()
    await expect(plain).toHaveURL(/refused=tooLarge/)
    await noScript.close()

    await page.goto(`/fabric/${fabricId}`)
    const picture = page.getByRole('img', { name: new RegExp(name) })
    await expect(picture).toHaveAttribute('src', /^\/media\/uploads\/[a-f0-9]{32}-480\.webp$/)
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    // Its sheet says how wide it is woven.
    const details = page.getByRole('region', { name: 'Ficha del tejido' })
    await expect(details.getByRole('term').filter({ hasText: 'Ancho' })).toBeVisible()
    await expect(details.getByRole('definition').filter({ hasText: /^114 cm$/ })).toBeVisible()
    await shot(page, testInfo, 'fabric-page-width')

    // Nothing names it: it is deleted, and its page is gone.
    await page.goto(`/admin/catalogue/fabrics?q=${encodeURIComponent(name)}`)
    await page.getByRole('link', { name: `Eliminar ${name}` }).click()
    await expect(dialog(page)).toContainText('Si algún pedido o cesta lo usa, se archivará')
    await dialog(page).getByRole('button', { name: 'Eliminar' }).click()
    await expect(toast(page, 'Tejido eliminado correctamente')).toBeVisible()
    expect((await page.request.get(`/fabric/${fabricId}`)).status()).toBe(404)
  })

  test('each list shows every row with its Editar and Eliminar in view — cards on a phone, never a table scrolled sideways; sizes with an en dash @phone', async ({ page }) => {
    await signInAsAdmin(page, '/admin/catalogue')
    for (const [path, first] of [
      ['/admin/catalogue', 'Camiseta'],
      ['/admin/catalogue/fabrics', null],
      ['/admin/catalogue/sizes', 'XS'],
      ['/admin/products', null],
    ] as const) {
      await page.goto(path)
      const edit = page.getByRole('link', { name: first ? `Editar ${first}` : /^Editar / }).first()
      await edit.scrollIntoViewIfNeeded()
      await expect(edit, path).toBeInViewport({ ratio: 1 })
      await expect(page.getByRole('link', { name: /^Eliminar / }).first(), path).toBeInViewport({ ratio: 1 })
      // Nothing past the screen's right edge: the page does not scroll sideways, nor does any list in it.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(page.viewportSize()!.width)
      const hidden = await page.locator('main table').evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth)
      expect(hidden, path).toBe(0)
    }
    // A size's ranges as the size guide and the order page write them: '86–90 cm', an en dash.
    const m = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Editar M', exact: true }) })
    await page.goto('/admin/catalogue/sizes')
    await expect(m).toContainText('86–90 cm')
    await expect(m).not.toContainText('86-90')
  })

  test('a fabric an order uses is archived, not deleted: the shop no longer offers it, the order still shows it', async ({ page, browser }) => {
    test.slow() // a whole journey, with axe on several pages
    const name = `Seda Archivo ${suffix()}`
    const context = await browser.newContext()
    const admin = await context.newPage()
    await signInAsAdmin(admin, '/admin/catalogue/fabrics?new=1')
    await dialog(admin).getByLabel('Nombre (español)').first().fill(name)
    await dialog(admin).getByRole('textbox', { name: 'Descripción (español)' }).fill('Para el pedido de prueba.')
    await dialog(admin).getByLabel('Suplemento (€)').fill('0')
    await dialog(admin).getByLabel('Metros en stock').fill('20')
    await dialog(admin).getByRole('button', { name: 'Guardar' }).click()
    await expect(toast(admin, 'Tejido añadido correctamente')).toBeVisible()

    // A guest buys a T-shirt in it, by bank transfer.
    await addCompleteGarment(page, 4, { fabric: name })
    await page.getByRole('button', { name: 'TERMINAR LA COMPRA' }).click()
    await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Elena Prueba')
    await page.getByRole('textbox', { name: 'E-mail' }).fill(uniqueEmail('archivo'))
    await page.getByRole('textbox', { name: 'Teléfono' }).fill('+34 600 111 222')
    await page.getByRole('textbox', { name: 'Dirección' }).fill('Calle Mayor 1')
    await page.getByRole('textbox', { name: 'Código postal' }).fill('28013')
    await page.getByRole('textbox', { name: 'Ciudad' }).fill('Madrid')
    await page.getByRole('textbox', { name: 'Provincia' }).fill('Madrid')
    await chooseRadio(page.getByRole('radio', { name: /Envío estándar/ }))
    await chooseRadio(page.getByRole('radio', { name: /Transferencia bancaria/ }))
    await page.getByRole('button', { name: 'REALIZAR PEDIDO' }).click()
    await expect(page.getByRole('heading', { name: /^Pedido (recibido|confirmado)/, level: 1 })).toBeVisible()
    await expect(page.getByRole('main')).toContainText(name)
    const orderPage = page.url()

    // The admin deletes it: archived, and said so.
    await admin.goto(`/admin/catalogue/fabrics?q=${encodeURIComponent(name)}`)
    await admin.getByRole('link', { name: `Eliminar ${name}` }).click()
    await dialog(admin).getByRole('button', { name: 'Eliminar' }).click()
    await expect(toast(admin, `Se ha archivado «${name}»`)).toContainText('Hay pedidos o cestas que lo usan: ya no se ve en la tienda y los pedidos lo conservan.')
    await expect(admin.getByRole('row', { name: new RegExp(name) })).toContainText('Archivado')
    await expectNoA11yViolations(admin)

    // The shop no longer offers it; the order still shows it.
    await page.goto('/product/4')
    await expect(page.getByRole('button', { name: new RegExp(`^${name}`) })).toHaveCount(0)
    await page.goto(orderPage)
    await expect(page.getByRole('main')).toContainText(name)
    await context.close()
  })

  test('typing in a dialog the server opened, before the page is interactive: when it becomes modal, her focus and what she typed stay put', async ({ page }) => {
    await signInAsAdmin(page, '/admin/catalogue/fabrics')
    // The page's scripts are held back, as on a slow phone, until she has started typing.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    // (The fixture's goto resolves once the page is interactive: awaited after the release.)
    const arriving = page.goto('/admin/catalogue/fabrics?new=1', { waitUntil: 'commit' })
    const description = dialog(page).getByRole('textbox', { name: 'Descripción (español)' })
    await description.click()
    await page.keyboard.type('Para el ')
    await expect(page.locator('html[data-interactive]')).not.toBeAttached()
    release()
    await arriving
    await expect(dialog(page)).toHaveJSProperty('open', true)
    await page.keyboard.type('pedido de prueba.')
    await expect(description).toHaveValue('Para el pedido de prueba.')
    await expect(description).toBeFocused()
    await expect(dialog(page).getByLabel('Nombre (español)').first()).toHaveValue('')
  })
})
