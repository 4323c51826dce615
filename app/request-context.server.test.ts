import { RouterContextProvider } from 'react-router'
import { describe, expect, test } from 'vitest'
import { requestContext } from '#app/load-context.ts'
import { hashToken } from '#app/modules/basket/basket-cookie.server.ts'
import { createRequestContext, guestBasketCookieHeader, requestContextMiddleware, requireAnonymous, requireUser } from './request-context.server.ts'

const token = 'A'.repeat(43)
const request = (path: string, headers: Record<string, string> = {}) => new Request(`http://127.0.0.1:3000${path}`, { headers })

describe('the request context: who is asking, read from the request once', () => {
  test('language, address, guest basket and the way back, as plain values', () => {
    const ctx = createRequestContext(
      request('/product/7?item=x&lng=en', { Cookie: `i18next=es; gemela_basket=${token}`, 'Accept-Language': 'es', 'X-Forwarded-For': '2001:db8:1:2::9' }),
    )
    expect(ctx).toMatchObject({ locale: 'en', localeFromQuery: true, clientAddress: '2001:db8:1:2::/64', returnTo: '/product/7?item=x&lng=en', guestBasketHash: hashToken(token) })
    expect(ctx.authCaller).toEqual({ cookie: `i18next=es; gemela_basket=${token}`, address: '2001:db8:1:2::9' })
    expect(createRequestContext(request('/', { Cookie: 'i18next=en' }))).toMatchObject({ locale: 'en', localeFromQuery: false })
  })

  test('a malformed basket token names no basket', () => {
    for (const value of ['short', `${token}%00`, 'A'.repeat(65), `${'A'.repeat(40)}.x`, '']) {
      expect(createRequestContext(request('/', { Cookie: `gemela_basket=${value}` })).guestBasketHash).toBeNull()
    }
  })

  test('a visitor is nobody, without a session lookup; her basket is her browser’s', async () => {
    const ctx = createRequestContext(request('/cart', { Cookie: `gemela_basket=${token}` }))
    expect(await ctx.user()).toBeNull()
    expect(await ctx.basketOwner()).toEqual({ kind: 'guest', tokenHash: hashToken(token) })
  })

  test('the middleware puts it where loaders and guards read it', async () => {
    const context = new RouterContextProvider()
    const req = request('/account/addresses?new')
    await requestContextMiddleware({ request: req, url: new URL(req.url), params: {}, context } as never, async () => new Response(null))
    expect(context.get(requestContext).returnTo).toBe('/account/addresses?new')
    const refused = await requireUser(context).catch((thrown: unknown) => thrown)
    expect(refused).toBeInstanceOf(Response)
    expect((refused as Response).headers.get('Location')).toBe(`/login?redirectTo=${encodeURIComponent('/account/addresses?new')}`)
    await expect(requireAnonymous(context)).resolves.toBeUndefined()
  })

  test("a new guest basket's cookie keeps its token 90 days, out of reach of scripts", () => {
    expect(guestBasketCookieHeader(token)).toBe(`gemela_basket=${token}; Path=/; Max-Age=7776000; HttpOnly; SameSite=Lax`)
  })
})
