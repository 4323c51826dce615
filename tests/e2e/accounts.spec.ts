import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { serverLogFile } from '../../playwright.config.ts'
import { findLink } from '#tests/support/parse-mail.ts'
import { register } from './auth-helpers.ts'
import { demoAdminLogin, expect, expectNoA11yViolations, openAccountMenu, tabTo, test, uniqueEmail } from './fixtures.ts'
import { testPassword } from '#tests/support/passwords.ts'

async function login(page: Page, email: string, password = testPassword) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Contraseña').fill(password)
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
}

test.describe('accounts', () => {
  test('register, confirm by e-mail, sign in, sign out @phone', async ({ page, mailbox }) => {
    const email = uniqueEmail('registro')
    await page.goto('/register')
    await expectNoA11yViolations(page)
    await register(page, email)
    await expect(page.getByRole('status')).toContainText('¡Ya tienes tu cuenta!')
    await expect(page.getByRole('status')).toContainText('Se ha enviado un email de confirmación. Si no lo encuentras, revisa tu carpeta de spam.')
    // The message replaces the form: no empty form under it (issue 18 item 15).
    await expect(page.getByRole('button', { name: 'Crear cuenta' })).toHaveCount(0)
    await expect(page.getByLabel('Email', { exact: true })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Descubrir la colección' })).toBeVisible()
    await expectNoA11yViolations(page)

    // Before confirming, signing in offers to resend the confirmation.
    await login(page, email)
    await expect(page.getByRole('alert')).toContainText('Tienes que confirmar tu email')
    await page.getByRole('button', { name: 'Reenviar email de confirmación' }).click()
    await expect(page.getByRole('status')).toContainText('Email reenviado')

    const mail = await mailbox.waitFor(email)
    expect(mail.subject).toBe('Confirma tu email')
    await page.goto(findLink(mail, '/api/auth/verify-email'))
    // The confirmation signs her in (better-auth's autoSignInAfterVerification) and lands on a page that says so.
    await expect(page).toHaveURL('/email-confirmed')
    await expect(page.getByRole('heading', { level: 1, name: 'Email confirmado' })).toBeVisible()
    await expect(page.getByRole('status')).toContainText('Gracias, Lucía. Ya has iniciado sesión')
    await expect(page.getByRole('button', { name: 'Mi cuenta' })).toBeVisible()
    await expectNoA11yViolations(page)
    // A link that is not one of ours (a mangled token): it says so, not that all is well.
    const mangled = new URL(findLink(mail, '/api/auth/verify-email'))
    mangled.searchParams.set('token', `${mangled.searchParams.get('token')}x`)
    await page.goto(mangled.toString())
    await expect(page.getByRole('heading', { level: 1, name: 'Enlace no válido' })).toBeVisible()

    // Signed-in customers are sent away from /login and /register.
    await page.goto('/login')
    await expect(page).toHaveURL('/')
    await page.goto('/register')
    await expect(page).toHaveURL('/')

    await openAccountMenu(page)
    await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click()
    await expect(page.getByText('Sesión cerrada')).toBeVisible()
    await expect(page.getByText('Has cerrado sesión correctamente.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Mi cuenta' })).toHaveCount(0)
  })

  test('wrong password and validation messages next to the fields', async ({ page }) => {
    await register(page, uniqueEmail('campos'), 'abc')
    await expect(page.getByText('La contraseña debe tener al menos 8 caracteres')).toBeVisible()
    // The focus goes to the field to fix, whose message is read with it.
    await expect(page.getByLabel('Contraseña', { exact: true })).toBeFocused()
    // Eight characters are not enough when they are on every leaked-password list.
    await page.getByLabel('Contraseña', { exact: true }).fill('password1')
    await page.getByLabel('Confirmar contraseña').fill('password1')
    await page.getByRole('button', { name: 'Crear cuenta' }).click()
    await expect(page.getByText('Esta contraseña es demasiado común o fácil de adivinar: elige otra')).toBeVisible()
    await page.getByLabel('Contraseña', { exact: true }).fill(testPassword)
    await page.getByLabel('Confirmar contraseña').fill(`${testPassword}x`)
    await page.getByRole('button', { name: 'Crear cuenta' }).click()
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible()
    await expect(page.getByLabel('Confirmar contraseña')).toBeFocused()
    // Sent again with Enter from another field: the focus still goes to the one to fix.
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/register'))
    await page.getByLabel('Nombre', { exact: true }).press('Enter')
    await answered
    await expect(page.getByLabel('Confirmar contraseña')).toBeFocused()
    await expectNoA11yViolations(page)

    await login(page, 'admin@gemela.local', 'no-es-esta')
    await expect(page.getByRole('alert')).toContainText('Credenciales incorrectas')
    await expect(page.getByRole('alert')).toContainText('Email o contraseña incorrectos. Verifica tus datos.')
    await expectNoA11yViolations(page)
  })

  test('a refused sign-in leaves the focus on the button she pressed, not at the top of the page', async ({ page }) => {
    await page.goto('/login')
    await page.getByLabel('Email').fill('admin@gemela.local')
    await page.getByLabel('Contraseña').fill('no-es-esta')
    const submit = page.getByRole('button', { name: 'Iniciar sesión' })
    await tabTo(page, submit)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('alert')).toContainText('Credenciales incorrectas')
    await expect(submit).toBeFocused()
  })

  test('registering an address twice says so', async ({ page }) => {
    await register(page, 'admin@gemela.local')
    await expect(page.getByRole('alert')).toContainText('Usuario ya registrado')
    await expect(page.getByRole('alert')).toContainText('Este email ya está registrado. Intenta iniciar sesión.')
  })

  test('the guest basket joins the account at sign-in; /admin is for admins', async ({ page }) => {
    await page.goto('/product/2')
    await page.getByRole('button', { name: 'Continuar', exact: true }).click()
    await expect(page.getByText('Paso 2 de 4')).toBeVisible()

    // A visitor is sent to sign in from /admin (and would come back to it).
    await page.goto('/admin')
    await expect(page).toHaveURL('/login?redirectTo=%2Fadmin')

    await login(page, demoAdminLogin().email, demoAdminLogin().password)
    await expect(page.getByText('¡Bienvenida!')).toBeVisible()
    await expect(page.getByText('Has iniciado sesión correctamente.')).toBeVisible()
    await expect(page.getByTestId('basket-badge')).toHaveText(/\d+/)
    await page.goto('/cart')
    await expect(page.getByRole('heading', { name: 'Camiseta Estampada' }).first()).toBeVisible()

    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Panel de Administración' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Volver a la web' })).toBeVisible()
    await expectNoA11yViolations(page)
  })

  test('forgot password: a single-use link by e-mail, a new password, signed in', async ({ page, mailbox }) => {
    const email = uniqueEmail('olvido')
    await register(page, email)
    await page.goto(findLink(await mailbox.waitFor(email), '/api/auth/verify-email'))
    await expect(page.getByRole('button', { name: 'Mi cuenta' })).toBeVisible()
    await openAccountMenu(page)
    await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click()
    await expect(page.getByText('Sesión cerrada')).toBeVisible()

    await page.goto('/login')
    await page.getByRole('link', { name: '¿Has olvidado tu contraseña?' }).click()
    await expect(page.getByRole('heading', { name: 'Recupera tu contraseña' })).toBeVisible()
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Enviar enlace' }).click()
    await expect(page.getByRole('status')).toContainText('Revisa tu correo')
    await expectNoA11yViolations(page)

    const mail = await mailbox.waitFor(email, (m) => m.subject === 'Restablece tu contraseña')
    const link = findLink(mail, '/api/auth/reset-password/')
    await page.goto(link)
    await expect(page).toHaveURL(/\/reset-password\?token=/)
    await page.getByLabel('Nueva contraseña').fill('nueva-clave')
    await page.getByLabel('Confirmar contraseña').fill('nueva-clave')
    await page.getByRole('button', { name: 'Guardar y entrar' }).click()
    // 'Contraseña cambiada', and she is signed in (issue 18 item 15).
    await expect(page.getByRole('status')).toContainText('Contraseña cambiada')
    await expect(page.getByRole('status')).toContainText('Ya has iniciado sesión con tu nueva contraseña.')
    await expect(page.getByRole('button', { name: 'Mi cuenta' })).toBeVisible()

    // The link works once.
    await openAccountMenu(page)
    await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click()
    await expect(page.getByText('Sesión cerrada')).toBeVisible()
    await page.goto(link)
    await expect(page.getByRole('alert')).toContainText('Enlace no válido')
    await login(page, email, 'nueva-clave')
    await expect(page.getByText('¡Bienvenida!')).toBeVisible()
  })

  test.describe.serial('external provider (a local OpenID Connect server)', () => {
    const control = `http://127.0.0.1:${Number(process.env.OIDC_PORT ?? Number(process.env.MAIL_SINK_SMTP_PORT ?? 2525) + 2) + 1}/identity`

    test('the sign-up page offers the provider too, and it creates the account', async ({ page }) => {
      const email = uniqueEmail('oidc-nueva')
      await fetch(control, { method: 'POST', body: JSON.stringify({ sub: `sub-${email}`, email, name: 'Carmen Vidal', email_verified: true }) })
      await page.goto('/register')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectNoA11yViolations(page)
      await page.getByRole('button', { name: 'Continuar con tu cuenta externa' }).click()
      await expect(page).toHaveURL('/')
      await openAccountMenu(page)
      await expect(page.getByText('Carmen Vidal')).toBeVisible()
    })

    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false })

      test('the provider button still signs in (the policy lets the form lead to the provider)', async ({ page }) => {
        const email = uniqueEmail('oidc-sinjs')
        await fetch(control, { method: 'POST', body: JSON.stringify({ sub: `sub-${email}`, email, name: 'Inés Sanz', email_verified: true }) })
        await page.goto('/login')
        await page.getByRole('button', { name: 'Continuar con tu cuenta externa' }).click()
        await expect(page).toHaveURL('/')
        await expect(page.getByRole('button', { name: 'Mi cuenta' })).toBeVisible()
      })
    })

    test("a refusal at the provider says so on the login page: 'Error con …'", async ({ page }) => {
      await fetch(control.replace('/identity', '/deny'), { method: 'POST' })
      await page.goto('/login')
      await page.getByRole('button', { name: 'Continuar con tu cuenta externa' }).click()
      await expect(page).toHaveURL(/\/login\?oauthError=oidc/)
      await expect(page.getByRole('alert')).toContainText('Error con la cuenta externa')
      await expect(page.getByRole('button', { name: 'Mi cuenta' })).toHaveCount(0)
      await expectNoA11yViolations(page)
      // Google and Apple errors come back the same way, each with its own name.
      await page.goto('/login?oauthError=google')
      await expect(page.getByRole('alert')).toContainText('Error con Google')
      await page.goto('/login?oauthError=apple')
      await expect(page.getByRole('alert')).toContainText('Error con Apple')
    })

    test('links to an existing account with the same verified e-mail', async ({ page, mailbox }) => {
      const email = uniqueEmail('oidc-enlace')
      await register(page, email)
      await page.goto(findLink(await mailbox.waitFor(email), '/api/auth/verify-email'))
      await openAccountMenu(page)
      await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click()
      await expect(page.getByText('Sesión cerrada')).toBeVisible()

      await fetch(control, { method: 'POST', body: JSON.stringify({ sub: `sub-${email}`, email, name: 'Otro Nombre', email_verified: true }) })
      await page.goto('/login')
      await page.getByRole('button', { name: 'Continuar con tu cuenta externa' }).click()
      await expect(page).toHaveURL('/')
      // The same account as the one registered with a password: her first name, not the provider's.
      await openAccountMenu(page)
      await expect(page.getByText('Lucía', { exact: true })).toBeVisible()
    })
  })

  test('no password, token or session id appears in the server logs', async ({ page, context, mailbox }) => {
    const email = uniqueEmail('registros')
    const password = 'clave-registro-1'
    const newPassword = 'clave-nueva-2'
    await register(page, email, password)
    const verify = findLink(await mailbox.waitFor(email), '/api/auth/verify-email')
    await page.goto(verify)
    await expect(page.getByRole('button', { name: 'Mi cuenta' })).toBeVisible()
    const session = (await context.cookies()).find((c) => c.name.endsWith('session_token'))!.value
    await openAccountMenu(page)
    await page.getByRole('button', { name: 'Cerrar sesión', exact: true }).click()
    await expect(page.getByText('Sesión cerrada')).toBeVisible()
    await page.goto('/forgot-password')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Enviar enlace' }).click()
    await expect(page.getByRole('status')).toContainText('Revisa tu correo')
    const reset = findLink(await mailbox.waitFor(email, (m) => m.subject === 'Restablece tu contraseña'), '/api/auth/reset-password/')
    await page.goto(reset)
    await page.getByLabel('Nueva contraseña').fill(newPassword)
    await page.getByLabel('Confirmar contraseña').fill(newPassword)
    await page.getByRole('button', { name: 'Guardar y entrar' }).click()
    await expect(page.getByRole('button', { name: 'Mi cuenta' })).toBeVisible()
    const secondSession = (await context.cookies()).find((c) => c.name.endsWith('session_token'))!.value

    const secrets = {
      password,
      newPassword,
      verifyToken: new URL(verify).searchParams.get('token')!,
      resetToken: new URL(reset).pathname.split('/').pop()!,
      session: decodeURIComponent(session).split('.')[0]!,
      secondSession: decodeURIComponent(secondSession).split('.')[0]!,
    }
    await expect.poll(() => readFileSync(serverLogFile, 'utf8')).toContain('"path":"/api/auth/reset-password/[token]"')
    const log = readFileSync(serverLogFile, 'utf8')
    // The flows above were logged (so the check below reads something real)…
    expect(log).toContain('"path":"/api/auth/verify-email"')
    expect(log).toContain('"path":"/reset-password.data"')
    // …and nothing secret was.
    for (const [name, secret] of Object.entries(secrets)) {
      expect(secret.length, name).toBeGreaterThan(5)
      expect(log.includes(secret), `${name} in the logs`).toBe(false)
    }
  })

  test('signing out everywhere signs out the other device too, which notices when it is looked at again', async ({ page, browser }) => {
    await login(page, demoAdminLogin().email, demoAdminLogin().password)
    await expect(page.getByRole('button', { name: 'Mi cuenta' })).toBeVisible()
    const other = await browser.newContext()
    const second = await other.newPage()
    await login(second, demoAdminLogin().email, demoAdminLogin().password)
    await expect(second.getByRole('button', { name: 'Mi cuenta' })).toBeVisible()

    await openAccountMenu(page)
    await page.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }).click()
    await expect(page.getByText('Sesión cerrada')).toBeVisible()

    // The other device's tab becomes visible again: it asks the server and shows it is signed out.
    await second.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
    await expect(second.getByRole('button', { name: 'Mi cuenta' })).toHaveCount(0)
    await second.reload()
    await expect(second.getByRole('button', { name: 'Mi cuenta' })).toHaveCount(0)
    await other.close()
  })

  test('personal data and password change from the account menu; visitors are sent to sign in', async ({ page, mailbox }) => {
    await page.goto('/account/personal-data')
    await expect(page).toHaveURL('/login?redirectTo=%2Faccount%2Fpersonal-data')

    const email = uniqueEmail('datos')
    await register(page, email)
    await page.goto(findLink(await mailbox.waitFor(email), '/api/auth/verify-email'))
    await openAccountMenu(page)
    await page.getByRole('link', { name: 'Modificar datos personales' }).click()
    await expect(page.getByRole('heading', { name: 'Tus datos personales' })).toBeVisible()
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Lucía')
    await page.getByLabel('Nombre', { exact: true }).fill('Lucía María')
    await page.getByLabel('Idioma de tus emails').selectOption('en')
    await page.getByRole('button', { name: 'Guardar cambios' }).click()
    await expect(page.getByRole('status')).toContainText('Datos guardados')
    await expectNoA11yViolations(page)
    await page.reload()
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Lucía María')
    await expect(page.getByLabel('Idioma de tus emails')).toHaveValue('en')

    await openAccountMenu(page)
    await page.getByRole('link', { name: 'Cambiar contraseña' }).click()
    await expect(page.getByRole('heading', { name: 'Cambia tu contraseña' })).toBeVisible()
    await page.getByLabel('Contraseña actual').fill('no-es-esta')
    await page.getByLabel('Nueva contraseña').fill('otra-clave')
    await page.getByLabel('Confirmar contraseña').fill('otra-clave')
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click()
    await expect(page.getByRole('alert')).toContainText('La contraseña actual no es correcta')
    await page.getByLabel('Contraseña actual').fill(testPassword)
    await page.getByLabel('Nueva contraseña').fill('otra-clave')
    await page.getByLabel('Confirmar contraseña').fill('otra-clave')
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click()
    await expect(page.getByRole('status')).toContainText('Contraseña cambiada')
    await expectNoA11yViolations(page)
    // Signing out from the account area's own navigation (its eighth entry).
    await page.getByRole('navigation', { name: 'Tu cuenta' }).getByRole('button', { name: 'Cerrar sesión' }).click()
    await expect(page.getByText('Sesión cerrada')).toBeVisible()
    await login(page, email, 'otra-clave')
    await expect(page.getByText('¡Bienvenida!')).toBeVisible()
  })
})
