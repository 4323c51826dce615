import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { findLink } from '#tests/support/parse-mail.ts'
import { testPassword } from '#tests/support/passwords.ts'
import { demoAdminLogin, expect, expectNoA11yViolations, test, uniqueEmail } from './fixtures.ts'
import { signUp } from './auth-helpers.ts'
import { addCompleteGarment, chooseRadio } from './shop-helpers.ts'

/*
 * Issue 33, her rights over her data in Mi cuenta: download it, change her e-mail, delete her account.
 * Each test (and project) orders its own product, so parallel tests never race for one fabric: the
 * download in the product's own fabric, the deletion in Lino Arena (checkout.spec buys products 11
 * and 12 in their own fabrics).
 */
const products = { download: { desktop: 10, phone: 6 }, delete: { desktop: 11, phone: 12 } } as const
const deleteFabric = 'Lino Arena'

/** Signed in with a complete garment in her basket: through the checkout by bank transfer; returns the order number. */
async function orderByTransfer(page: Page, productId: number, fabric?: string) {
  await addCompleteGarment(page, productId, { fabric })
  await page.getByRole('button', { name: 'TERMINAR LA COMPRA' }).click()
  await expect(page.getByRole('heading', { name: 'Finalizar compra', level: 1 })).toBeVisible()
  await page.getByRole('textbox', { name: 'Nombre completo' }).fill('Lucía Moreno')
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('+34 600 123 456')
  await page.getByRole('textbox', { name: 'Dirección', exact: true }).fill('Calle del Pez 12, 3º B')
  await page.getByRole('textbox', { name: 'Código postal' }).fill('28004')
  await page.getByRole('textbox', { name: 'Ciudad' }).fill('Madrid')
  await page.getByRole('textbox', { name: 'Provincia' }).fill('Madrid')
  await chooseRadio(page.getByRole('radio', { name: /Transferencia bancaria/ }))
  await page.getByRole('button', { name: 'REALIZAR PEDIDO' }).click()
  await expect(page.getByRole('heading', { name: /^Pedido (recibido|confirmado)/, level: 1 })).toBeVisible()
  return (await page
    .getByText(/^GM-\d{4}-\d{6}$/)
    .first()
    .textContent())!.trim()
}

test.describe('her data in Mi cuenta', () => {
  test('she downloads everything the shop holds about her and finds her profile and her order; she changes her e-mail from the new address @phone', async ({
    page,
    mailbox,
  }, testInfo) => {
    test.slow() // a whole order, then the mails of an e-mail change
    const email = await signUp(page, mailbox, 'datos')
    const number = await orderByTransfer(page, products.download[testInfo.project.name === 'phone' ? 'phone' : 'desktop'])

    await page.goto('/account/data')
    await expect(page.getByRole('heading', { name: 'Mis datos', level: 1 })).toBeVisible()
    await expectNoA11yViolations(page)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Descargar mis datos' }).click()])
    expect(download.suggestedFilename()).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.json$/)
    const mine = JSON.parse(readFileSync((await download.path())!, 'utf8'))
    expect(mine.account).toMatchObject({ email, firstName: 'Lucía', lastName: 'Moreno' })
    expect(mine.orders).toHaveLength(1)
    expect(mine.orders[0]).toMatchObject({ number, status: 'pending_payment', contact: { fullName: 'Lucía Moreno' } })
    expect(mine.orders[0].items).toHaveLength(1)
    expect(mine.newsletter).toEqual({ status: 'notSubscribed' })
    expect(mine.controller).toMatchObject({ name: 'Gemela Atelier S.L.', taxId: 'B12345674' })

    // A new address: confirmed from itself; the old one hears of it.
    const newEmail = uniqueEmail('nueva')
    await page.getByRole('textbox', { name: 'Nuevo email' }).fill(email)
    await page.getByRole('button', { name: 'Cambiar email' }).click()
    await expect(page.getByText('Es el email que ya usas')).toBeVisible()
    await page.getByRole('textbox', { name: 'Nuevo email' }).fill(newEmail)
    await page.getByRole('button', { name: 'Cambiar email' }).click()
    await expect(page.getByText('Revisa tu nuevo email')).toBeVisible()
    const notice = await mailbox.waitFor(email, (m) => m.subject === 'Has pedido cambiar el email de tu cuenta')
    expect(notice.text).toContain(newEmail)
    const confirm = await mailbox.waitFor(newEmail, (m) => m.subject === 'Confirma tu nuevo email')
    await page.goto(findLink(confirm, '/api/auth/verify-email').replace(/^http:\/\/[^/]+/, ''))
    await expect(page).toHaveURL('/account/data?emailChanged=1')
    await expect(page.getByText(`Listo: tu email ahora es ${newEmail}`)).toBeVisible()
    // She signs in with the new one from now on.
    await page.context().clearCookies()
    await page.goto('/login')
    await page.getByLabel('Email').fill(newEmail)
    await page.getByLabel('Contraseña').fill(testPassword)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page.getByRole('button', { name: 'Mi cuenta' })).toBeVisible()
  })

  test('she deletes her account with her password, cannot sign in again, and the admin still sees her order without her name @phone', async ({
    page,
    browser,
    mailbox,
  }, testInfo) => {
    test.slow()
    const email = await signUp(page, mailbox, 'borrar')
    const number = await orderByTransfer(page, products.delete[testInfo.project.name === 'phone' ? 'phone' : 'desktop'], deleteFabric)

    await page.goto('/account/data')
    await expect(page.getByRole('main')).toContainText('La ley nos obliga a conservar tus pedidos y facturas durante 6 años')
    const password = page.getByLabel('Tu contraseña, para confirmarlo')
    await password.fill('no-es-la-mia-123')
    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click()
    await expect(page.getByText('La contraseña no es correcta')).toBeVisible()
    // An order on its way needs her address: she cancels it first.
    await page.getByLabel('Tu contraseña, para confirmarlo').fill(testPassword)
    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click()
    await expect(page.getByText('Tienes pedidos en camino.')).toBeVisible()
    await page.goto(`/orders/${number}`)
    await page.getByRole('link', { name: 'Cancelar pedido' }).click()
    await page.getByRole('dialog', { name: '¿Cancelar el pedido?' }).getByRole('button', { name: 'Sí, cancelar pedido' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Tu pedido está cancelado.' })).toBeVisible()

    await page.goto('/account/data')
    await page.getByLabel('Tu contraseña, para confirmarlo').fill(testPassword)
    await page.getByRole('button', { name: 'Eliminar mi cuenta' }).click()
    await expect(page).toHaveURL('/?session=accountDeleted')
    await expect(page.getByRole('status').filter({ hasText: 'Tu cuenta se ha eliminado' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Mi cuenta' })).toHaveCount(0)
    await page.goto('/login')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Contraseña').fill(testPassword)
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(page.getByText('Email o contraseña incorrectos')).toBeVisible()

    // The admin: the order is still there, without her name; her customer page says the account was deleted.
    const admin = await (await browser.newContext()).newPage()
    await admin.goto(`/login?redirectTo=${encodeURIComponent(`/admin/orders/${number}`)}`)
    const login = demoAdminLogin()
    await admin.getByLabel('Email').fill(login.email)
    await admin.getByLabel('Contraseña').fill(login.password)
    await admin.getByRole('button', { name: 'Iniciar sesión' }).click()
    await expect(admin.getByRole('heading', { name: new RegExp(number), level: 1 })).toBeVisible()
    await expect(admin.getByRole('main')).not.toContainText('Lucía Moreno')
    await expect(admin.getByRole('main')).not.toContainText(email)
    await expect(admin.getByRole('main')).not.toContainText('Calle del Pez')
    await admin.goto('/admin/customers?q=gemela.invalid')
    await expect(admin.getByRole('main')).not.toContainText(email)
    await admin.getByRole('link', { name: 'Cuenta eliminada' }).first().click()
    await expect(admin.getByRole('heading', { name: 'Cuenta eliminada', level: 1 })).toBeVisible()
    await expect(admin.getByRole('main')).toContainText('Conservamos sus pedidos sin su nombre ni sus datos de contacto.')
    await expectNoA11yViolations(admin)
  })
})
