import { statSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { computeSignInDelaySeconds, signInThrottle } from '#app/modules/accounts/accounts.server.ts'
import { ensureAdmin, ensureDemoAdmin } from '#app/modules/accounts/admin-users.server.ts'
import { hashThrottleKey } from '#app/modules/throttle/throttle.server.ts'
import { action as passwordAction, loader as passwordLoader } from '#app/routes/account/password.tsx'
import { action as authAction, loader as authLoader } from '#app/routes/api/auth.ts'
import { action as loginAction } from '#app/routes/auth/login.tsx'
import { action as registerAction } from '#app/routes/auth/register.tsx'
import { getAuth, resetAuth } from '#app/utils/auth.server.ts'
import { users } from '#db/schema/auth.ts'
import { throttles } from '#db/schema/throttles.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { startMailSink } from '#tests/support/mail-sink.ts'
import { call, cookieFrom, formRequest, getRequest, testOrigin, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'

const { db } = useTestDatabase()
let sink: Awaited<ReturnType<typeof startMailSink>>
const passwordFile = path.join(os.tmpdir(), `gemela-demo-admin-${process.pid}`)

beforeAll(async () => {
  sink = await startMailSink()
  process.env.SMTP_URL = sink.url
  process.env.APP_URL = testOrigin
  resetAuth()
})
afterAll(async () => {
  await sink.close()
  rmSync(passwordFile, { force: true })
  resetAuth()
})

async function signInAs(email: string, password: string, ip = '10.2.0.1', redirectTo = '/') {
  const request = formRequest('/login', { email, password, redirectTo })
  request.headers.set('X-Forwarded-For', ip)
  return call(() => loginAction(routeArgs(request) as never))
}

/** A request to /api/auth/* as a browser would send it, through the shop's route. */
function authRequest(method: 'GET' | 'POST', endpoint: string, options: { cookie?: string; body?: unknown } = {}) {
  const headers = new Headers({ Origin: testOrigin })
  if (options.cookie) headers.set('Cookie', options.cookie)
  if (options.body !== undefined) headers.set('Content-Type', 'application/json')
  const request = new Request(`${testOrigin}/api/auth${endpoint}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) })
  return call(() => (method === 'GET' ? authLoader : authAction)(routeArgs(request) as never))
}

describe('the demo admin (item 1)', () => {
  it('gets a random password at first start, kept in a private file and returned only then', async () => {
    const first = await ensureDemoAdmin(passwordFile)
    expect(first.password).toMatch(/^[A-Za-z0-9_-]{16}$/)
    expect(readFileSync(passwordFile, 'utf8').trim()).toBe(first.password)
    expect(statSync(passwordFile).mode & 0o077).toBe(0)
    const again = await ensureDemoAdmin(passwordFile)
    expect(again.password).toBeNull()
    expect((await signInAs(first.email, first.password!)).status).toBe(302)
    expect((await signInAs(first.email, 'gemela-demo', '10.2.0.2')).status).toBe(400)
  })
})

describe('better-auth endpoints (items 1 and 6)', () => {
  it('admin endpoints do not exist, even for an admin: no user list, no impersonation', async () => {
    await ensureAdmin({ email: 'jefa@example.com', password: 'clave-de-jefa' })
    const admin = cookieFrom((await signInAs('jefa@example.com', 'clave-de-jefa')).response!)
    const victim = await createSignedInCustomer()
    expect((await authRequest('GET', '/admin/list-users', { cookie: admin })).status).toBe(404)
    expect((await authRequest('POST', '/admin/impersonate-user', { cookie: admin, body: { userId: victim.userId } })).status).toBe(404)
    expect((await authRequest('POST', '/admin/set-role', { cookie: admin, body: { userId: victim.userId, role: 'admin' } })).status).toBe(404)
    // Not even behind the route: the plugin is gone from the auth instance.
    const direct = await getAuth().handler(new Request(`${testOrigin}/api/auth/admin/list-users`, { headers: { Cookie: admin, Origin: testOrigin } }))
    expect(direct.status).toBe(404)
  })

  it('only the e-mail links and providers’ callbacks are open to browsers', async () => {
    const customer = await createSignedInCustomer()
    for (const [method, endpoint] of [
      ['POST', '/update-user'],
      ['POST', '/sign-up/email'],
      ['POST', '/sign-in/email'],
      ['GET', '/list-sessions'],
      ['GET', '/get-session'],
      ['POST', '/change-email'],
      ['POST', '/delete-user'],
    ] as const) {
      const res = await authRequest(method, endpoint, { cookie: customer.cookie, body: method === 'POST' ? { name: 'x' } : undefined })
      expect(res.status, `${method} ${endpoint}`).toBe(404)
    }
    // The confirmation link still reaches better-auth (an unknown token is its own error, not ours).
    expect((await authRequest('GET', '/verify-email?token=nope')).status).not.toBe(404)
  })

  it('the shop’s rules hold on every write into the user table, whatever the endpoint', async () => {
    const customer = await createSignedInCustomer()
    const update = (body: Record<string, unknown>) =>
      getAuth().handler(
        new Request(`${testOrigin}/api/auth/update-user`, {
          method: 'POST',
          headers: { Cookie: customer.cookie, Origin: testOrigin, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }),
      )
    for (const body of [{ firstName: 'A'.repeat(20_000) }, { locale: 'zz' }, { image: 'javascript:alert(1)' }, { name: 'Ana\nRuiz' }, { lastName: 'R'.repeat(121) }]) {
      expect((await update(body)).status, JSON.stringify(body).slice(0, 40)).toBe(400)
    }
    expect((await update({ firstName: 'Ana María', locale: 'en' })).status).toBe(200)
    const [row] = await db().select({ firstName: users.firstName, locale: users.locale, image: users.image, role: users.role }).from(users).where(eq(users.id, customer.userId))
    expect(row).toEqual({ firstName: 'Ana María', locale: 'en', image: null, role: 'customer' })

    const signUp = (body: Record<string, unknown>) =>
      getAuth().handler(
        new Request(`${testOrigin}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: { Origin: testOrigin, 'Content-Type': 'application/json', 'X-Forwarded-For': '10.3.0.1' },
          body: JSON.stringify(body),
        }),
      )
    expect((await signUp({ email: 'larga@example.com', password: 'tela-de-lino-azul', name: 'N'.repeat(5000) })).status).toBe(400)
    // `role` is not an input: better-auth drops it (or refuses the request); she is a customer either way.
    await signUp({ email: 'rol@example.com', password: 'tela-de-lino-azul', name: 'Rol Prueba', role: 'admin' })
    const stored = await db()
      .select({ email: users.email, role: users.role })
      .from(users)
      .where(sql`${users.email} in ('larga@example.com', 'rol@example.com')`)
    expect(stored.filter((u) => u.role === 'admin')).toEqual([])
    expect(stored.find((u) => u.email === 'larga@example.com')).toBeUndefined()
  })
})

describe('sign-in redirect (item 3)', () => {
  it.each(['/.//evil.example/phish', '/x/..//evil', '/%2e//evil', '/./\\evil', '//evil.example', 'https://evil.example'])('%j lands on the home page', async (target) => {
    await ensureAdmin({ email: 'vuelta@example.com', password: 'clave-de-vuelta' })
    const res = await signInAs('vuelta@example.com', 'clave-de-vuelta', '10.4.0.1', target)
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/?session=welcome')
  })

  it('a path on the site is kept', async () => {
    await ensureAdmin({ email: 'vuelta2@example.com', password: 'clave-de-vuelta' })
    const res = await signInAs('vuelta2@example.com', 'clave-de-vuelta', '10.4.0.2', '/product/3?step=2')
    expect(res.headers.get('Location')).toBe('/product/3?step=2&session=welcome')
  })
})

describe('passwords and sign-in attempts (item 13)', () => {
  it('needs 8 characters that are not on the common-password lists, on every form that sets one', async () => {
    const register = (password: string) =>
      call(() => registerAction(routeArgs(formRequest('/register', { firstName: 'Ana', lastName: 'Ruiz', email: 'nueva@example.com', password, confirm: password })) as never))
    expect((await register('abc12')).data).toMatchObject({ errors: { password: 'tooShort' } })
    expect((await register('password1')).data).toMatchObject({ errors: { password: 'weak' } })
    expect((await register('nueva@example.com')).data).toMatchObject({ errors: { password: 'weak' } })
    expect(await db().select().from(users).where(eq(users.email, 'nueva@example.com'))).toHaveLength(0)

    const customer = await createSignedInCustomer()
    const change = await call(() =>
      passwordAction(routeArgs(formRequest('/account/password', { currentPassword: 'x', password: 'qwertyuiop', confirm: 'qwertyuiop' }, { cookie: customer.cookie })) as never),
    )
    expect(change.status).toBe(400)
    expect(change.data).toMatchObject({ errors: { password: 'weak' } })
  })

  it('the delay grows with each wrong password for one account and is capped, never a lockout', () => {
    expect([0, 4].map(computeSignInDelaySeconds)).toEqual([0, 0])
    expect([5, 6, 7, 10].map(computeSignInDelaySeconds)).toEqual([2, 4, 8, 64])
    expect(computeSignInDelaySeconds(40)).toBe(signInThrottle.maxDelaySeconds)
  })

  it('after five wrong passwords from different addresses, even the right one waits; then it works and clears the count', async () => {
    await ensureAdmin({ email: 'objetivo@example.com', password: 'clave-correcta' })
    for (let i = 0; i < 5; i++) expect((await signInAs('objetivo@example.com', `mala-${i}`, `10.5.0.${i + 1}`)).status).toBe(400)
    const refused = await signInAs('objetivo@example.com', 'clave-correcta', '10.5.1.1')
    expect(refused.status).toBe(429)
    expect(refused.data).toMatchObject({ status: 'rateLimited' })
    // The wait has passed.
    await db()
      .update(throttles)
      .set({ lastAt: sql`now() - interval '3 seconds'` })
      .where(eq(throttles.key, hashThrottleKey('signin:account:objetivo@example.com')))
    expect((await signInAs('objetivo@example.com', 'clave-correcta', '10.5.1.2')).status).toBe(302)
    expect(
      await db()
        .select()
        .from(throttles)
        .where(eq(throttles.key, hashThrottleKey('signin:account:objetivo@example.com'))),
    ).toHaveLength(0)
  })
})

describe('changing the password keeps her signed in on this device (item 14)', () => {
  it('answers with a redirect that carries the new session, which the page then loads with', async () => {
    await ensureAdmin({ email: 'cambio@example.com', password: 'clave-antigua' })
    const cookie = cookieFrom((await signInAs('cambio@example.com', 'clave-antigua', '10.6.0.1')).response!)
    const res = await call(() =>
      passwordAction(routeArgs(formRequest('/account/password', { currentPassword: 'clave-antigua', password: 'clave-nueva-9', confirm: 'clave-nueva-9' }, { cookie })) as never),
    )
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe('/account/password?changed=1')
    const next = cookieFrom(res.response!, cookie)
    expect(next).not.toBe(cookie)
    expect((await call(() => passwordLoader(routeArgs(getRequest('/account/password?changed=1', { cookie: next })) as never))).status).toBe(200)
    // The old session is gone (other devices are signed out by the change).
    expect((await call(() => passwordLoader(routeArgs(getRequest('/account/password', { cookie })) as never))).status).toBe(302)
  })
})
