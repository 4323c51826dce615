import { signUp } from './auth-helpers.ts'
import type { Page } from '@playwright/test'
import { demoAdminLogin, expect, test, waitForInteractive } from './fixtures.ts'
import { addCompleteGarment } from './shop-helpers.ts'
import { testPassword } from '#tests/support/passwords.ts'

/** Issue 14's fixes as a browser meets them (the rules themselves: tests/integration/auth-hardening.test.ts). */
test.describe('security', () => {
  test('a sign-in link that points to another site brings her back to the shop', async ({ page, baseURL }) => {
    const admin = demoAdminLogin()
    for (const target of ['/.//evil.example/phish', '/x/..//evil.example', '/%2e//evil.example', '/./\\evil.example']) {
      await page.context().clearCookies()
      await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`)
      await page.getByLabel('Email').fill(admin.email)
      await page.getByLabel('Contraseña').fill(admin.password)
      await page.getByRole('button', { name: 'Iniciar sesión' }).click()
      await expect(page.getByRole('button', { name: 'Mi cuenta' })).toBeVisible()
      expect(new URL(page.url()).origin, target).toBe(new URL(baseURL!).origin)
      expect(new URL(page.url()).pathname, target).toBe('/')
    }
  })

  test('her pages are never stored, her cookies follow the scheme, and better-auth’s other endpoints are closed', async ({ page }) => {
    const admin = demoAdminLogin()
    await page.goto('/login')
    await page.getByLabel('Email').fill(admin.email)
    await page.getByLabel('Contraseña').fill(admin.password)
    const signIn = page.waitForResponse((r) => r.url().includes('/login') && r.request().method() === 'POST')
    await page.getByRole('button', { name: 'Iniciar sesión' }).click()
    const cookies = (await (await signIn).headerValue('set-cookie')) ?? ''
    expect(cookies).toContain('gemela.session_token=')
    // Plain http (as on a LAN address): no Secure flag, which would make the browser drop the cookie.
    expect(cookies).not.toMatch(/;\s*Secure/i)
    await expect(page.getByRole('button', { name: 'Mi cuenta' })).toBeVisible()

    const request = page.context().request
    for (const path of ['/', '/account/personal-data', '/account/personal-data.data', '/account/password', '/collection']) {
      const res = await request.get(path)
      expect(res.status(), path).toBe(200)
      expect(res.headers()['cache-control'], path).toBe('private, no-store')
      expect(res.headers()['vary'], path).toMatch(/Cookie/i)
      expect(res.headers()['strict-transport-security'], path).toBeUndefined()
    }
    for (const [method, path] of [
      ['GET', '/api/auth/admin/list-users'],
      ['POST', '/api/auth/admin/impersonate-user'],
      ['GET', '/api/auth/list-sessions'],
      ['POST', '/api/auth/update-user'],
      ['POST', '/api/auth/sign-up/email'],
    ] as const) {
      const res = method === 'GET' ? await request.get(path) : await request.post(path, { data: { userId: 'x', name: 'x' } })
      expect(res.status(), `${method} ${path}`).toBe(404)
    }
  })
})

test('changing her password without JavaScript keeps her signed in on this device', async ({ page, browser, mailbox }) => {
  await signUp(page, mailbox, 'sin-js')
  const noScript = await browser.newContext({ javaScriptEnabled: false, locale: 'es-ES' })
  await noScript.addCookies(await page.context().cookies())
  const plain = await noScript.newPage()
  await plain.goto('/account/password')
  await plain.getByLabel('Contraseña actual').fill(testPassword)
  await plain.getByLabel('Nueva contraseña').fill('clave-sin-script')
  await plain.getByLabel('Confirmar contraseña').fill('clave-sin-script')
  await plain.getByRole('button', { name: 'Cambiar contraseña' }).click()
  await expect(plain.getByRole('status')).toContainText('Contraseña cambiada')
  await expect(plain).toHaveURL(/\/account\/password\?changed=1$/)
  await expect(plain.getByRole('button', { name: 'Mi cuenta' })).toBeVisible()
  await noScript.close()
})

/** The Content-Security-Policy violations the page reported since it loaded (the listener is set before any script runs). */
async function violationsOf(page: Page) {
  await waitForInteractive(page)
  // Reports are dispatched as tasks after the script that caused them: give them a moment.
  await page.waitForTimeout(300)
  return page.evaluate(() => (window as unknown as { violations: string[] }).violations)
}

test('no page breaks its own Content-Security-Policy, its forms and the checkout included @phone', async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] }
    w.violations = []
    document.addEventListener('securitypolicyviolation', (e) => w.violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`))
  })
  const seen: string[] = []
  for (const path of ['/', '/collection', '/product/10', '/login', '/register', '/orders/find', '/gift-cards']) {
    await page.goto(path)
    seen.push(...(await violationsOf(page)).map((v) => `${path}: ${v}`))
  }
  // The checkout's personal data form (zod's schemas once probed for `new Function` there).
  await addCompleteGarment(page, 10)
  await page.goto('/checkout')
  await expect(page.getByRole('heading', { name: 'Finalizar compra', level: 1 })).toBeVisible()
  seen.push(...(await violationsOf(page)).map((v) => `/checkout: ${v}`))
  expect(seen).toEqual([])
})
