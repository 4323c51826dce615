import { describe, expect, it } from 'vitest'
import * as addresses from '#app/routes/account/addresses.tsx'
import * as gift from '#app/routes/account/gift.tsx'
import * as orders from '#app/routes/account/orders.tsx'
import * as password from '#app/routes/account/password.tsx'
import * as personalData from '#app/routes/account/personal-data.tsx'
import * as saved from '#app/routes/account/saved.tsx'
import * as profiles from '#app/routes/measurement-profiles.tsx'
import { useTestDatabase } from '#tests/setup/db.ts'
import { call, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'

useTestDatabase()
type Handler = (args: never) => unknown

const pages: [string, { loader?: Handler; action?: Handler }][] = [
  ['/account/personal-data', personalData],
  ['/account/password', password],
  ['/account/addresses', addresses],
  ['/account/saved', saved],
  ['/account/orders', orders],
  ['/account/gift', gift],
  ['/perfiles-de-medidas', profiles],
]

describe('account pages and actions', () => {
  it('refuse visitors: every loader and action sends them to sign in, and writes nothing', async () => {
    let checked = 0
    for (const [path, route] of pages) {
      if (route.loader && path !== '/perfiles-de-medidas') {
        const res = await call(() => route.loader!(routeArgs(getRequest(path)) as never) as never)
        expect(res.status, `${path} loader`).toBe(302)
        expect(res.headers.get('Location'), `${path} loader`).toBe(`/login?redirectTo=${encodeURIComponent(path)}`)
        checked++
      }
      if (route.action) {
        const res = await call(() => route.action!(routeArgs(formRequest(path, { intent: 'delete', id: '00000000-0000-4000-8000-000000000000' })) as never) as never)
        expect(res.status, `${path} action`).toBe(302)
        expect(res.headers.get('Location'), `${path} action`).toMatch(/^\/login\?redirectTo=/)
        checked++
      }
    }
    expect(checked).toBe(12)
    // The profiles page itself answers visitors with its sign-in panel, not their data.
    const page = await call(() => profiles.loader(routeArgs(getRequest('/perfiles-de-medidas')) as never))
    expect(page.data).toEqual({ signedIn: false })
  })

  it('refuse posts from another origin even when signed in', async () => {
    const { cookie } = await createSignedInCustomer()
    for (const [path, route] of pages) {
      if (!route.action) continue
      const res = await call(() => route.action!(routeArgs(formRequest(path, { intent: 'delete' }, { cookie, origin: 'https://evil.example' })) as never) as never)
      expect(res.status, path).toBe(403)
    }
  })
})
