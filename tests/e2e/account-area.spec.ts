import type { Page } from '@playwright/test'
import { signUp } from './auth-helpers.ts'
import { expect, expectNoA11yViolations, openAccountMenu, test } from './fixtures.ts'

async function goToAccountEntry(page: Page, entry: string) {
  await openAccountMenu(page)
  await page.getByRole('link', { name: entry }).click()
}

async function fillAddress(page: Page, values: { name: string; street: string; city?: string }) {
  await page.getByLabel('Nombre completo').fill(values.name)
  await page.getByLabel('Teléfono').fill('+34 612 345 678')
  await page.getByLabel('Dirección', { exact: true }).fill(values.street)
  await page.getByLabel('Código postal').fill('28013')
  await page.getByLabel('Ciudad').fill(values.city ?? 'Madrid')
  await page.getByLabel('Provincia').fill('Madrid')
}

test.describe('account area', () => {
  test('addresses: add with field messages, edit, make default, delete with confirmation', async ({ page, mailbox }) => {
    // One journey through every form of the page (nine page loads with axe checks).
    test.slow()
    await page.goto('/account/addresses')
    await expect(page).toHaveURL('/login?redirectTo=%2Faccount%2Faddresses')

    await signUp(page, mailbox, 'direcciones')
    await goToAccountEntry(page, 'Cambiar direcciones')
    await expect(page.getByRole('heading', { name: 'Tus direcciones', level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Aún no tienes direcciones guardadas' })).toBeVisible()
    await expectNoA11yViolations(page)

    await page.getByRole('link', { name: 'Añadir dirección' }).click()
    await expect(page.getByRole('heading', { name: 'Nueva dirección', level: 1 })).toBeVisible()
    await expect(page.getByText('Tu primera dirección será la predeterminada.')).toBeVisible()
    await expect(page.getByLabel('País')).toHaveValue('España')
    await page.getByLabel('Teléfono').fill('12ab')
    await page.getByRole('button', { name: 'Guardar dirección' }).click()
    await expect(page.getByText('El nombre completo es obligatorio')).toBeVisible()
    await expect(page.getByText('El formato del teléfono no es válido')).toBeVisible()
    await expect(page.getByText('La dirección es obligatoria')).toBeVisible()
    await expect(page.getByText('El código postal es obligatorio')).toBeVisible()
    await expect(page.getByText('La ciudad es obligatoria')).toBeVisible()
    await expect(page.getByText('La provincia es obligatoria')).toBeVisible()
    await expect(page.getByLabel('Ciudad')).toHaveAttribute('aria-invalid', 'true')
    await expectNoA11yViolations(page)

    await fillAddress(page, { name: 'Lucía Moreno', street: 'Calle Mayor 1, 2º B' })
    await page.getByRole('button', { name: 'Guardar dirección' }).click()
    await expect(page.getByRole('status')).toContainText('Dirección guardada')
    const first = page.getByRole('article', { name: 'Lucía Moreno' })
    await expect(first.getByText('Predeterminada', { exact: true })).toBeVisible()
    await expect(first).toContainText('28013 Madrid')

    await page.getByRole('link', { name: 'Añadir dirección' }).click()
    await fillAddress(page, { name: 'Eva Gil', street: 'Gran Vía 2', city: 'Alcalá' })
    await page.getByRole('button', { name: 'Guardar dirección' }).click()
    await expect(page.getByRole('status')).toContainText('Dirección guardada')
    const second = page.getByRole('article', { name: 'Eva Gil' })
    await expect(second.getByText('Predeterminada', { exact: true })).toHaveCount(0)

    await page.getByRole('button', { name: 'Usar Eva Gil, Gran Vía 2 como dirección predeterminada' }).click()
    await expect(page.getByRole('status')).toContainText('Dirección predeterminada cambiada')
    await expect(second.getByText('Predeterminada', { exact: true })).toBeVisible()
    await expect(first.getByText('Predeterminada', { exact: true })).toHaveCount(0)
    await expectNoA11yViolations(page)

    await page.getByRole('link', { name: 'Editar la dirección de Lucía Moreno, Calle Mayor 1, 2º B' }).click()
    await expect(page.getByRole('heading', { name: 'Editar dirección', level: 1 })).toBeVisible()
    await expect(page.getByLabel('Ciudad')).toHaveValue('Madrid')
    await page.getByLabel('Ciudad').fill('Getafe')
    await page.getByRole('button', { name: 'Guardar dirección' }).click()
    await expect(page.getByRole('status')).toContainText('Dirección actualizada')
    await expect(first).toContainText('28013 Getafe')

    // Deleting the default: the dialog says another takes over; Escape cancels, the button confirms.
    await page.getByRole('link', { name: 'Eliminar la dirección de Eva Gil, Gran Vía 2' }).click()
    const dialog = page.getByRole('dialog', { name: '¿Eliminar dirección?' })
    await expect(dialog).toContainText('pasará a serlo otra de tus direcciones')
    await expectNoA11yViolations(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL('/account/addresses')
    await page.getByRole('link', { name: 'Eliminar la dirección de Eva Gil, Gran Vía 2' }).click()
    await dialog.getByRole('button', { name: 'Eliminar' }).click()
    await expect(page.getByRole('status')).toContainText('Dirección eliminada')
    await expect(second).toHaveCount(0)
    await expect(first.getByText('Predeterminada', { exact: true })).toBeVisible()
  })

  test('saved articles: save from /cart, move back to the basket, remove @phone', async ({ page, mailbox }) => {
    test.slow() // a whole journey, with axe on several pages
    await signUp(page, mailbox, 'guardados')
    await page.goto('/product/2')
    await page.getByRole('button', { name: 'Continuar', exact: true }).click()
    await expect(page.getByText('Paso 2 de 4')).toBeVisible()

    await page.goto('/cart')
    await page.getByRole('button', { name: 'Guardar Camiseta Estampada para más tarde' }).click()
    await expect(page.getByRole('status')).toContainText('Guardado para más tarde')
    await expect(page.getByRole('heading', { name: 'Tu cesta está vacía' })).toBeVisible()
    await expect(page.getByTestId('basket-badge')).toHaveCount(0)
    await expectNoA11yViolations(page)
    await page.getByRole('link', { name: 'Ver artículos guardados' }).click()

    await expect(page.getByRole('heading', { name: 'Artículos guardados', level: 1 })).toBeVisible()
    // On a phone the account's sub-navigation scrolls sideways in its own strip: the page itself never does.
    const widths = await page.evaluate(() => ({ page: document.scrollingElement!.scrollWidth, viewport: window.innerWidth }))
    expect(widths.page).toBe(widths.viewport)
    const card = page.getByRole('article', { name: 'Camiseta Estampada' })
    await expect(card).toContainText('Talla no seleccionada')
    await expect(card.getByLabel(/^Precio: /)).toBeVisible()
    await expectNoA11yViolations(page)

    await card.getByRole('button', { name: 'Mover Camiseta Estampada a la cesta' }).click()
    await expect(page.getByRole('status')).toContainText('Movido a tu cesta')
    await expect(page.getByRole('heading', { name: 'No tienes artículos guardados' })).toBeVisible()
    await expect(page.getByTestId('basket-badge')).toHaveText('1')
    await page.getByRole('link', { name: 'Ver cesta' }).click()
    await expect(page.getByRole('heading', { name: 'Camiseta Estampada' })).toBeVisible()

    await page.getByRole('button', { name: 'Guardar Camiseta Estampada para más tarde' }).click()
    await expect(page.getByRole('status')).toContainText('Guardado para más tarde')
    await page.goto('/account/saved')
    await page.getByRole('link', { name: 'Eliminar Camiseta Estampada de tus artículos guardados' }).click()
    const dialog = page.getByRole('dialog', { name: '¿Eliminar artículo guardado?' })
    await expect(dialog).toBeVisible()
    await expectNoA11yViolations(page)
    await dialog.getByRole('button', { name: 'Eliminar' }).click()
    await expect(page.getByRole('status')).toContainText('Artículo eliminado')
    await expect(page.getByRole('heading', { name: 'No tienes artículos guardados' })).toBeVisible()
  })

  test('a design is saved for later from the customizer summary', async ({ page, mailbox }) => {
    await signUp(page, mailbox, 'resumen')
    await page.goto('/product/7')
    const summary = page.getByRole('heading', { name: 'Resumen de tu producto' })
    for (let step = 1; step <= 4 && !(await summary.isVisible()); step++) {
      await expect(page.getByText(new RegExp(`Paso ${step} de`))).toBeVisible()
      await page.getByRole('button', { name: 'Continuar', exact: true }).filter({ visible: true }).click()
    }
    await expect(summary).toBeVisible()
    await page.getByRole('button', { name: 'Guardar para más tarde' }).click()
    await expect(page).toHaveURL('/cart?saved=1')
    await expect(page.getByRole('status')).toContainText('Guardado para más tarde')
    await page.getByRole('link', { name: 'Ver artículos guardados' }).click()
    await expect(page.getByRole('article', { name: 'Camisa Clásica' })).toBeVisible()
  })

  test('the sidebar saves for later; visitors see no save button', async ({ page, mailbox }) => {
    await page.goto('/product/2')
    await page.getByRole('button', { name: 'Continuar', exact: true }).click()
    await expect(page.getByText('Paso 2 de 4')).toBeVisible()
    await page.goto('/cart')
    await expect(page.getByRole('heading', { name: 'Camiseta Estampada' })).toBeVisible()
    await expect(page.getByRole('button', { name: /para más tarde/ })).toHaveCount(0)

    // Signing up (the e-mail link signs her in) brings the visitor's basket item into her account.
    await signUp(page, mailbox, 'lateral')
    await page.getByRole('link', { name: 'Cesta, 1 producto' }).click()
    const sidebar = page.getByRole('dialog', { name: /^Mi cesta/ })
    await sidebar.getByRole('button', { name: 'Guardar Camiseta Estampada para más tarde' }).click()
    await expect(sidebar.getByRole('status')).toContainText('Guardado para más tarde')
    await expect(sidebar.getByText('Tu carrito está vacío')).toBeVisible()
    await expectNoA11yViolations(page)
    await sidebar.getByRole('link', { name: 'Ver artículos guardados' }).click()
    await expect(page.getByRole('article', { name: 'Camiseta Estampada' })).toBeVisible()
  })

  test('my orders shows its empty state; the account menu follows the spec, with Enviar un regalo', async ({ page, mailbox }) => {
    await signUp(page, mailbox, 'pedidos')
    await openAccountMenu(page)
    const menu = page.locator('#' + (await page.getByRole('button', { name: 'Mi cuenta' }).getAttribute('aria-controls')))
    await expect(menu.getByRole('link')).toHaveText([
      'Mis pedidos',
      'Gestionar perfiles de medidas',
      'Modificar datos personales',
      'Cambiar direcciones',
      'Cambiar contraseña',
      'Artículos guardados',
      'Enviar un regalo',
      'Mis datos',
    ])
    await menu.getByRole('link', { name: 'Mis pedidos' }).click()
    await expect(page.getByRole('heading', { name: 'Mis pedidos', level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Aún no tienes pedidos' })).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Explorar colección' })).toHaveAttribute('href', '/collection')
    await expectNoA11yViolations(page)

    const response = await page.goto('/account/gift')
    expect(response?.headers()['cache-control']).toBe('private, no-store')
    await expect(page.getByRole('heading', { name: 'Enviar un regalo', level: 1 })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expectNoA11yViolations(page)
  })
})
