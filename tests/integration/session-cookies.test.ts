import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { action as loginAction } from '#app/routes/auth/login.tsx'
import { getAuth, resetAuth } from '#app/utils/auth.server.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { call, formRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'
import { testPassword } from '#tests/support/passwords.ts'

// Its own file: the auth instance is built for production here, before anything else uses it.
useTestDatabase()

describe('session cookies in production', () => {
  const saved = { NODE_ENV: process.env.NODE_ENV, APP_URL: process.env.APP_URL }
  beforeAll(() => {
    process.env.NODE_ENV = 'production'
    process.env.APP_URL = 'https://gemela.example'
    resetAuth()
  })
  afterAll(() => {
    process.env.NODE_ENV = saved.NODE_ENV
    if (saved.APP_URL === undefined) delete process.env.APP_URL
    else process.env.APP_URL = saved.APP_URL
    resetAuth()
  })

  it('are HttpOnly and SameSite=Lax under one name for http and https (the host adds Secure over https)', async () => {
    const { email } = await createSignedInCustomer()
    const ctx2 = await getAuth().$context
    const user = await ctx2.internalAdapter.findUserByEmail(email)
    await ctx2.internalAdapter.linkAccount({ userId: user!.user.id, providerId: 'credential', accountId: user!.user.id, password: await ctx2.password.hash(testPassword) })
    const request = formRequest('/login', { email, password: testPassword }, { origin: 'https://gemela.example' })
    const res = await call(() => loginAction(routeArgs(new Request(request.url.replace('http://localhost:3000', 'https://gemela.example'), request)) as never))
    expect(res.status).toBe(302)
    const cookie = res.response!.headers.getSetCookie().find((c) => c.startsWith('gemela.session_token='))
    expect(cookie, res.response!.headers.getSetCookie().join(' | ')).toBeDefined()
    expect(cookie).toMatch(/; HttpOnly/i)
    expect(cookie).toMatch(/; SameSite=Lax/i)
    // Secure is decided per request from its real scheme (server/response-policy.test.ts).
    expect(cookie).not.toMatch(/; Secure/i)
  })
})
