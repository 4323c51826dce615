import type { Locator, Page } from '@playwright/test'
import { signUp } from './auth-helpers.ts'
import { demoAdminLogin, expect, expectNoA11yViolations, tabTo, test, uniqueEmail } from './fixtures.ts'

/**
 * Issue 18, items 2, 4, 16, 17 and 18: the fixed header's offset, the account area in one frame,
 * the newsletter on every page, the contact details from the store settings, the FAQ's first screen.
 * (Items 1 and 15: fonts.spec.ts and accounts.spec.ts.)
 */

const ink = 'rgb(31, 26, 23)'

async function headerBottom(page: Page) {
  const box = await page.locator('header[data-variant]').boundingBox()
  return box!.y + box!.height
}

async function topOf(locator: Locator) {
  return (await locator.boundingBox())!.y
}

async function signInAsAdmin(page: Page, path: string) {
  await page.goto(path)
  const admin = demoAdminLogin()
  await page.getByLabel('Email').fill(admin.email)
  await page.getByLabel('Contraseña').fill(admin.password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page).toHaveURL(new RegExp(`${path}(\\?session=welcome)?$`))
}

test.describe('the account area', () => {
  test('one frame with its sub-navigation on every page, by keyboard too @phone', async ({ page, mailbox }, testInfo) => {
    test.slow() // six pages, each with axe
    await signUp(page, mailbox, 'marco')
    const nav = page.getByRole('navigation', { name: 'Tu cuenta' })
    const pages = [
      { path: '/account/orders', link: 'Mis pedidos', title: 'Mis pedidos' },
      { path: '/account/personal-data', link: 'Datos personales', title: 'Tus datos personales' },
      { path: '/account/addresses', link: 'Direcciones', title: 'Tus direcciones' },
      { path: '/account/password', link: 'Contraseña', title: 'Cambia tu contraseña' },
      { path: '/account/saved', link: 'Artículos guardados', title: 'Artículos guardados' },
      { path: '/account/gift', link: 'Enviar un regalo', title: 'Enviar un regalo' },
    ]
    for (const { path, link, title } of pages) {
      await page.goto(path)
      await expect(nav.getByRole('link')).toHaveText([
        'Mis pedidos',
        'Perfiles de medidas',
        'Datos personales',
        'Direcciones',
        'Contraseña',
        'Artículos guardados',
        'Enviar un regalo',
        'Mis datos',
      ])
      await expect(nav.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
      const current = nav.getByRole('link', { name: link, exact: true })
      await expect(current).toHaveAttribute('aria-current', 'page')
      // On a phone the row scrolls sideways: the current page's pill is brought into view.
      await expect(current).toBeInViewport()
      // One light frame under the white header, not a dark band on some pages and not on others.
      await expect(page.locator('header[data-variant]')).toHaveAttribute('data-variant', 'solid')
      const heading = page.getByRole('heading', { level: 1, name: title })
      await expect(heading).toBeVisible()
      await expect(heading).toHaveCSS('color', ink)
      expect(await topOf(heading)).toBeGreaterThanOrEqual(await headerBottom(page))
      await expectNoA11yViolations(page)
    }

    // Desktop: a column beside the page; phone: one row above it.
    const first = (await nav.getByRole('link', { name: 'Mis pedidos' }).boundingBox())!
    const second = (await nav.getByRole('link', { name: 'Perfiles de medidas' }).boundingBox())!
    if (testInfo.project.name === 'phone') expect(second.y).toBeCloseTo(first.y, 0)
    else {
      expect(second.x).toBeCloseTo(first.x, 0)
      expect(second.y).toBeGreaterThan(first.y)
      expect(first.x + first.width).toBeLessThan((await page.getByRole('heading', { level: 1 }).boundingBox())!.x)
    }

    // The keyboard reaches the entries and follows them.
    await page.goto('/account/orders')
    const personal = nav.getByRole('link', { name: 'Datos personales' })
    await tabTo(page, personal)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/account/personal-data')
    await expect(page.getByRole('heading', { level: 1, name: 'Tus datos personales' })).toBeVisible()
    await expect(personal).toHaveAttribute('aria-current', 'page')

    // Its eighth entry signs her out.
    await nav.getByRole('button', { name: 'Cerrar sesión' }).click()
    await expect(page.getByText('Sesión cerrada')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Mi cuenta' })).toHaveCount(0)
  })

  test('after a refused save the field to fix is below the fixed header @phone', async ({ page, mailbox }) => {
    await signUp(page, mailbox, 'desplazada')
    await page.goto('/account/addresses?new')
    const save = page.getByRole('button', { name: 'Guardar dirección' })
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await save.click()
    const field = page.getByLabel('Nombre completo')
    await expect(field).toBeFocused()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(await topOf(field)).toBeGreaterThanOrEqual(await headerBottom(page))
  })
})

test('after a step change the back button and "Paso 2 de 4" are not under the header', async ({ page }) => {
  await page.goto('/product/2')
  // She has scrolled down the fabrics before going on.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.getByRole('button', { name: 'Continuar', exact: true }).click()
  const step = page.getByText('Paso 2 de 4')
  await expect(step).toBeVisible()
  const bottom = await headerBottom(page)
  expect(await topOf(step)).toBeGreaterThanOrEqual(bottom)
  expect(await topOf(page.getByRole('link', { name: 'Atrás' }))).toBeGreaterThanOrEqual(bottom)
})

test('on a phone the size screen shows its eyebrow "Tu talla" below the header @phone', async ({ page }) => {
  await page.goto('/product/2')
  const summary = page.getByRole('heading', { name: 'Resumen de tu producto' })
  for (let step = 1; step <= 4 && !(await summary.isVisible()); step++) {
    await expect(summary.or(page.getByText(new RegExp(`Paso ${step} de`)))).toBeVisible()
    if (await summary.isVisible()) break
    await page.getByRole('button', { name: 'Continuar', exact: true }).filter({ visible: true }).click()
  }
  await expect(summary).toBeVisible()
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.getByRole('button', { name: 'Continuar con pedido' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Elige tu talla' })).toBeFocused()
  const eyebrow = page.getByRole('main').getByText('Tu talla', { exact: true })
  expect(await topOf(eyebrow)).toBeGreaterThanOrEqual(await headerBottom(page))
})

test.describe('the newsletter', () => {
  const block = (scope: Page | Locator) => scope.getByRole('region', { name: 'Telas nuevas cada semana' })

  test('on /login and /register as a block, on every other page in the footer, once a page @phone', async ({ page }) => {
    for (const path of ['/login', '/register']) {
      await page.goto(path)
      await expect(block(page).getByRole('heading', { name: 'Telas nuevas cada semana' })).toBeVisible()
      await expect(block(page).getByText('Cada tejido es único y, cuando se agota, no vuelve.')).toBeVisible()
      await expect(block(page).getByText('Suscríbete y sé la primera en verlos.')).toBeVisible()
      await expect(block(page).getByLabel('Tu correo electrónico')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Suscribirme' })).toHaveCount(1)
      await expect(block(page.getByRole('contentinfo'))).toHaveCount(0)
      await expectNoA11yViolations(page)
    }
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Suscribirme' })).toHaveCount(1)
    await expect(block(page.getByRole('contentinfo'))).toHaveCount(0)
    for (const path of ['/collection', '/faq', '/contact', '/cart', '/collection/7']) {
      await page.goto(path)
      await expect(block(page.getByRole('contentinfo')).getByRole('button', { name: 'Suscribirme' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Suscribirme' })).toHaveCount(1)
    }
    await expectNoA11yViolations(page)
  })

  test('the footer’s form subscribes, in Spanish, from the shop’s contact address @phone', async ({ page, mailbox }) => {
    await page.goto('/faq')
    const footer = block(page.getByRole('contentinfo'))
    const email = footer.getByLabel('Tu correo electrónico')
    await footer.getByRole('button', { name: 'Suscribirme' }).click()
    await expect(footer.getByText('El e-mail es obligatorio')).toBeVisible()
    await expect(email).toBeFocused()
    const address = uniqueEmail('pie')
    await email.fill(address)
    await footer.getByRole('button', { name: 'Suscribirme' }).click()
    await expect(footer.getByText('Revisa tu bandeja de entrada: te hemos enviado un email para confirmar la suscripción.')).toBeVisible()
    const mail = await mailbox.waitFor(address)
    expect(mail.subject).toBe('Confirma tu suscripción a Gemela')
    // The From is the contact address its footer shows (store settings), not a separate setting.
    expect(mail.from).toBe('Gemela <hola@gemela.es>')
    expect(mail.text).toContain('Escríbenos a hola@gemela.es')
    expect(mail.text).not.toMatch(/llámanos|910 000 000/)
  })
})

test('the contact page shows the numbers the shop has set, and none it has not', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('main').getByRole('link', { name: 'hola@gemela.es' })).toHaveAttribute('href', 'mailto:hola@gemela.es')
  await expect(page.getByRole('main').locator('a[href^="tel:"], a[href*="wa.me"]')).toHaveCount(0)
  await expect(page.getByText(/910 000 000|600 000 000|llámanos/)).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toContainText('Atención al cliente: lunes a viernes, 10:00–14:00')

  await signInAsAdmin(page, '/admin/settings')
  const phone = page.getByLabel('Teléfono (opcional)')
  await expect(phone).toHaveValue('')
  await phone.fill('91 12')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page.getByText('Escribe un teléfono válido, como +34 910 000 000')).toBeVisible()
  await page.getByLabel('Teléfono (opcional)').fill('+34 911 234 567')
  await page.getByRole('button', { name: 'Guardar cambios' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Ajustes guardados' })).toBeVisible()
  try {
    await page.goto('/contact')
    await expect(page.getByRole('link', { name: '+34 911 234 567' })).toHaveAttribute('href', 'tel:+34911234567')
    await expect(page.getByText('Escríbenos, llámanos o ven a vernos con cita previa.')).toBeVisible()
    await page.goto('/terms')
    await expect(page.getByText('o llamarnos al +34 911 234 567')).toBeVisible()
  } finally {
    // Back to no number for the rest of the run.
    await page.goto('/admin/settings')
    await page.getByLabel('Teléfono (opcional)').fill('')
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Ajustes guardados' })).toBeVisible()
  }
})

// Desktop only (no @phone): the first screen of a 1440×900 window.
test('on a desktop the FAQ’s first questions are on the first screen', async ({ page }) => {
  await page.goto('/faq')
  for (const question of ['¿Qué hace única a cada prenda?', '¿Cómo doy mis medidas?']) {
    await expect(page.getByRole('button', { name: question })).toBeInViewport({ ratio: 1 })
  }
  await expectNoA11yViolations(page)
})
