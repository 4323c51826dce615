import { eq } from 'drizzle-orm'
import { beforeAll, afterAll, describe, expect, it } from 'vitest'
import { resetAuth } from '#app/utils/auth.server.ts'
import { action as loginAction, loader as loginLoader } from '#app/routes/auth/login.tsx'
import { action as registerAction } from '#app/routes/auth/register.tsx'
import { loader as adminLoader } from '#app/routes/admin/index.tsx'
import { action as logoutAction } from '#app/routes/auth/logout.ts'
import { ensureAdmin } from '#app/modules/accounts/admin-users.server.ts'
import { users } from '#db/schema/auth.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { startMailSink } from '#tests/support/mail-sink.ts'
import { call, cookieFrom, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { testPassword } from '#tests/support/passwords.ts'

const { db } = useTestDatabase()
let sink: Awaited<ReturnType<typeof startMailSink>>

beforeAll(async () => {
  sink = await startMailSink()
  process.env.SMTP_URL = sink.url
  process.env.APP_URL = 'http://localhost:3000'
  resetAuth()
})
afterAll(async () => {
  await sink.close()
  resetAuth()
})

async function registerAndVerify(email: string, password = testPassword) {
  const res = await call(() => registerAction(routeArgs(formRequest('/register', { firstName: 'Ana', lastName: 'Ruiz', email, password, confirm: password })) as never))
  expect(res.status).toBe(200)
  await db().update(users).set({ emailVerified: true }).where(eq(users.email, email))
}

async function signIn(email: string, password: string, ip = '10.0.0.1') {
  const request = formRequest('/login', { email, password, redirectTo: '/cart' })
  request.headers.set('X-Forwarded-For', ip)
  return call(() => loginAction(routeArgs(request) as never))
}

describe('accounts', () => {
  it('registers, validates on the server and sends a real confirmation e-mail', async () => {
    const bad = await call(() => registerAction(routeArgs(formRequest('/register', { firstName: '', lastName: 'R', email: 'x', password: 'abc', confirm: 'abd' })) as never))
    expect(bad.status).toBe(400)
    expect((bad.data as { errors: Record<string, string> }).errors).toMatchObject({ firstName: 'required', email: 'invalidEmail', password: 'tooShort', confirm: 'mismatch' })
    expect(await db().select().from(users)).toHaveLength(0)

    const ok = await call(() =>
      registerAction(routeArgs(formRequest('/register', { firstName: 'Ana', lastName: 'Ruiz', email: 'Ana@Example.com', password: testPassword, confirm: testPassword })) as never),
    )
    expect(ok.data).toMatchObject({ status: 'registered' })
    const mail = await sink.waitFor('ana@example.com')
    expect(mail.subject).toBe('Confirma tu email')
    expect(mail.text).toContain('/api/auth/verify-email?token=')

    const again = await call(() =>
      registerAction(routeArgs(formRequest('/register', { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', password: testPassword, confirm: testPassword })) as never),
    )
    expect(again.status).toBe(409)
    expect(again.data).toMatchObject({ status: 'exists' })
  })

  it('signs in with httpOnly SameSite cookies, and never with a wrong or unconfirmed password', async () => {
    await call(() =>
      registerAction(routeArgs(formRequest('/register', { firstName: 'Eva', lastName: 'Gil', email: 'eva@example.com', password: testPassword, confirm: testPassword })) as never),
    )
    expect((await signIn('eva@example.com', testPassword)).data).toMatchObject({ status: 'unverified' })
    await db().update(users).set({ emailVerified: true }).where(eq(users.email, 'eva@example.com'))
    expect((await signIn('eva@example.com', 'otra-cosa')).data).toMatchObject({ status: 'credentials' })
    const ok = await signIn('eva@example.com', testPassword)
    expect(ok.status).toBe(302)
    expect(ok.headers.get('Location')).toBe('/cart?session=welcome')
    const setCookie = ok.response!.headers.getSetCookie().find((c) => c.startsWith('gemela.session_token='))!
    expect(setCookie).toMatch(/HttpOnly/i)
    expect(setCookie).toMatch(/SameSite=Lax/i)

    // Signed in: /login sends her home; signing out clears the session.
    const cookie = cookieFrom(ok.response!)
    expect((await call(() => loginLoader(routeArgs(getRequest('/login', { cookie })) as never))).headers.get('Location')).toBe('/')
    const out = await call(() => logoutAction(routeArgs(formRequest('/logout', {}, { cookie })) as never))
    expect(out.headers.get('Location')).toBe('/?session=bye')
    const after = cookieFrom(out.response!, cookie)
    expect((await call(() => loginLoader(routeArgs(getRequest('/login', { cookie: after })) as never))).status).toBe(200)
  })

  it('refuses the 11th sign-in attempt from one client address within a minute', async () => {
    await registerAndVerify('rate@example.com')
    const statuses: number[] = []
    // Different accounts, so the per-account delay (auth-hardening.test.ts) plays no part.
    for (let i = 0; i < 11; i++) statuses.push((await signIn(`nadie-${i}@example.com`, `wrong-${i}`, '10.9.9.9')).status)
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true)
    expect(statuses[10]).toBe(429)
    // Even the right password is refused while the limit holds.
    expect((await signIn('rate@example.com', testPassword, '10.9.9.9')).status).toBe(429)
  })

  it('refuses the 6th sign-up from one address within a minute, with its own message', async () => {
    const register = (i: number) => {
      const request = formRequest('/register', { firstName: 'Ana', lastName: 'Ruiz', email: `lote-${i}@example.com`, password: testPassword, confirm: testPassword })
      request.headers.set('X-Forwarded-For', '10.8.8.8')
      return call(() => registerAction(routeArgs(request) as never))
    }
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await register(i)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
    expect((await register(99)).data).toMatchObject({ status: 'rateLimited' })
    expect(await db().select().from(users).where(eq(users.email, 'lote-5@example.com'))).toHaveLength(0)
  })

  it('guards /admin on the server: visitors are sent to sign in, customers get 403, admins pass', async () => {
    const visitor = await call(() => adminLoader(routeArgs(getRequest('/admin')) as never))
    expect(visitor.headers.get('Location')).toBe('/login?redirectTo=%2Fadmin')
    await registerAndVerify('clienta@example.com')
    const customer = cookieFrom((await signIn('clienta@example.com', testPassword, '10.1.1.1')).response!)
    expect((await call(() => adminLoader(routeArgs(getRequest('/admin', { cookie: customer })) as never))).status).toBe(403)
    await ensureAdmin({ email: 'jefa@example.com', password: 'admin-pass' })
    const admin = cookieFrom((await signIn('jefa@example.com', 'admin-pass', '10.1.1.2')).response!)
    expect((await call(() => adminLoader(routeArgs(getRequest('/admin', { cookie: admin })) as never))).status).toBe(200)
  })

  it('refuses form posts from another origin', async () => {
    const forged = await call(() => loginAction(routeArgs(formRequest('/login', { email: 'a@b.co', password: 'x' }, { origin: 'https://evil.example' })) as never))
    expect(forged.status).toBe(403)
  })
})
