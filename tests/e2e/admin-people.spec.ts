import { readFileSync } from 'node:fs'
import { findLink } from '#tests/support/parse-mail.ts'
import { register } from './auth-helpers.ts'
import { expect, expectNoA11yViolations, test, uniqueEmail } from './fixtures.ts'
import { signInAsAdmin } from './back-office-helpers.ts'

/*
 * Issue 17, items 5 and 8: the fabric stock, the customers and the newsletter in the back office.
 * The admin is the demo admin the shop made at its first start. Each project adjusts its own fabric
 * (by adding metres, which takes nothing from the other specs' orders) and finds its own customer
 * and subscriber by a unique e-mail.
 */

test.describe('back office: stock, customers, newsletter', () => {
  test('an admin adjusts a fabric’s stock with a reason and finds it in its history @phone', async ({ page }, testInfo) => {
    test.slow() // a whole journey, with axe on several pages
    const fabric = testInfo.project.name === 'phone' ? 'Oliva Mediterráneo' : 'Terracota'
    const reason = `Rollo nuevo del proveedor ${Math.random().toString(36).slice(2, 8)}`
    await signInAsAdmin(page, '/admin/stock')
    await expect(page.getByRole('heading', { name: 'Stock de tejidos', level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Cambiar las cifras fijas en Catálogo › Categorías' })).toHaveAttribute('href', '/admin/catalogue')
    // The page says how orders take metres (their size's pattern), and counts its garments in size M.
    await expect(page.getByRole('region', { name: 'Cuántos metros gasta una prenda' })).toContainText('el patrón de su talla')
    await expect(page.getByText('Cada prenda consume los metros de su categoría')).toHaveCount(0)
    await expectNoA11yViolations(page)

    // Found by part of its name, in any case.
    await page.getByRole('searchbox', { name: 'Buscar un tejido' }).fill(fabric.slice(0, 5).toUpperCase())
    await page.getByRole('button', { name: 'Buscar' }).click()
    await expect(page.getByRole('status')).toContainText(`con «${fabric.slice(0, 5).toUpperCase()}»`)
    await page.getByRole('link', { name: fabric, exact: true }).click()
    await expect(page.getByRole('heading', { name: fabric, level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Historial de ajustes', level: 2 })).toBeVisible()
    const made = page.getByRole('region', { name: 'Prendas que da (talla M)' })
    await expect(made).toContainText(/\d,\d{2} m por prenda en talla M/)
    await expect(made).toContainText(/Contadas con el patrón de una talla M colocado en los \d+ cm de ancho de este tejido/)
    await expectNoA11yViolations(page)

    // No reason: refused next to its field, nothing saved.
    const metres = page.getByRole('textbox', { name: 'Metros' })
    const why = page.getByRole('textbox', { name: 'Motivo' })
    await metres.fill('+2,5')
    await page.getByRole('button', { name: 'Guardar ajuste' }).click()
    await expect(why).toHaveAttribute('aria-invalid', 'true')
    await expect(why).toHaveAccessibleDescription(/Este campo es obligatorio\./)
    await expect(why).toBeFocused()
    await expect(metres).toHaveValue('+2,5')
    await expectNoA11yViolations(page)

    await why.fill(reason)
    await page.getByRole('button', { name: 'Guardar ajuste' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Stock ajustado' })).toBeVisible()
    const entry = page.getByRole('listitem').filter({ hasText: reason })
    await expect(entry).toBeVisible()
    await expect(entry).toContainText('(+2,5 m)')
    await expect(entry).toContainText('admin@gemela.local')
    // The form starts empty again: a second click cannot repeat the adjustment.
    await expect(metres).toHaveValue('')
    await expect(why).toHaveValue('')
    await expectNoA11yViolations(page)

    // The change log names it too.
    await page.goto('/admin/audit')
    await expect(page.getByText('Ajustó el stock de un tejido').first()).toBeVisible()
  })

  test('an admin finds a customer by her e-mail and opens her page @phone', async ({ page }) => {
    test.slow()
    const email = uniqueEmail('clienta-panel')
    await register(page, email)
    await expect(page.getByRole('status')).toContainText('¡Ya tienes tu cuenta!')

    await signInAsAdmin(page, '/admin/customers')
    await expect(page.getByRole('heading', { name: 'Clientas', level: 1 })).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByRole('searchbox', { name: 'Buscar una clienta' }).fill(email.toUpperCase())
    await page.getByRole('button', { name: 'Buscar' }).click()
    // The search is in the address (she can keep or share it); until the answer comes, the list is the unfiltered one.
    await expect(page).toHaveURL(/[?&]q=/)
    // Her e-mail is unique: one customer found, with no orders yet.
    await expect(page.getByText('Sin pedidos')).toHaveCount(1)
    await expect(page.getByText(email)).toHaveCount(1)
    await expect(page.getByText('Sin pedidos')).toBeVisible()
    await page.getByRole('link', { name: 'Lucía Moreno' }).click()

    await expect(page.getByRole('heading', { name: 'Lucía Moreno', level: 1 })).toBeVisible()
    await expect(page.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`)
    await expect(page.getByText('Sin confirmar')).toBeVisible()
    await expect(page.getByText('Todavía no ha pedido')).toBeVisible()
    await expect(page.getByText('Sin perfiles de medidas')).toBeVisible()
    await expectNoA11yViolations(page)
    await page.getByRole('link', { name: 'Todas las clientas' }).click()
    await expect(page.getByRole('heading', { name: 'Clientas', level: 1 })).toBeVisible()
  })

  test('an admin exports the confirmed subscribers as CSV @phone', async ({ page, mailbox }) => {
    test.slow()
    const address = uniqueEmail('suscriptora')
    await page.goto('/')
    const section = page.getByRole('region', { name: 'Telas nuevas cada semana' })
    await section.getByLabel('Tu correo electrónico').fill(address)
    await section.getByRole('button', { name: 'Suscribirme' }).click()
    await expect(section.getByText('Revisa tu bandeja de entrada')).toBeVisible()
    const mail = await mailbox.waitFor(address, (m) => m.subject === 'Confirma tu suscripción a Gemela')
    await page.goto(findLink(mail, '/newsletter/confirm/'))
    await page.getByRole('button', { name: 'Confirmar suscripción' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Suscripción confirmada' })).toBeVisible()

    await signInAsAdmin(page, '/admin/newsletter')
    await expect(page.getByRole('heading', { name: 'Newsletter', level: 1 })).toBeVisible()
    const statuses = page.getByRole('navigation', { name: 'Suscripciones por estado' })
    await expect(statuses.getByRole('link', { name: /Activas/ })).toHaveAttribute('aria-current', 'page')
    await page.getByRole('searchbox', { name: 'Buscar un correo' }).fill(address)
    await page.getByRole('button', { name: 'Buscar' }).click()
    await expect(page.getByRole('rowheader', { name: address })).toBeVisible()
    await expectNoA11yViolations(page)

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Exportar suscriptoras (CSV)' }).click()])
    expect(download.suggestedFilename()).toMatch(/^gemela-newsletter-\d{4}-\d{2}-\d{2}\.csv$/)
    const bytes = readFileSync(await download.path())
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = bytes.subarray(3).toString('utf8').split('\r\n')
    expect(lines[0]).toBe('correo,idioma,confirmada,consentimiento_pedido,consentimiento_origen,consentimiento_texto')
    expect(lines.some((l) => l.startsWith(`${address},es,`))).toBe(true)
  })
})
