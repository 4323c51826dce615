import { data, redirect, type MiddlewareFunction, type RouterContextProvider } from 'react-router'
import { detectLocale } from '#app/i18n/config.ts'
import { requestContext, type RequestContext } from '#app/load-context.ts'
import { getSessionUser, type SessionUser } from '#app/modules/accounts/session.server.ts'
import { readBasketItems, type BasketOwner, type BasketRows } from '#app/modules/basket/basket.server.ts'
import { basketTokenHash, guestBasketCookie } from '#app/modules/basket/basket-cookie.server.ts'
import { getClientAddress } from '#app/utils/client-address.server.ts'
import { readCookie } from '#app/utils/cookies.ts'

/**
 * The edge between HTTP and the shop (docs/architecture.md, "Request context"): what a request says
 * about who is asking is read here, once, and routes hand modules plain values (a user, a basket
 * owner, a language, an address). Modules never see the Request, its cookies or its headers.
 */

/**
 * Reads the request into a RequestContext. `url` is the page the request is for: React Router's
 * normalized one in middleware (without the `.data` of a client navigation's request).
 */
export function createRequestContext(request: Request, url = new URL(request.url)): RequestContext {
  const cookie = request.headers.get('Cookie')
  const { locale, fromQuery } = detectLocale(request)
  const guestBasketHash = basketTokenHash(readCookie(cookie, guestBasketCookie.name))
  let user: Promise<SessionUser | null> | undefined
  let owner: Promise<BasketOwner> | undefined
  let rows: Promise<BasketRows> | undefined
  const getUser = () => (user ??= getSessionUser(cookie))
  const getOwner = () => (owner ??= getUser().then((u): BasketOwner => (u ? { kind: 'customer', userId: u.id } : { kind: 'guest', tokenHash: guestBasketHash })))
  return {
    locale,
    localeFromQuery: fromQuery,
    clientAddress: getClientAddress(request),
    returnTo: `${url.pathname}${url.search}`,
    guestBasketHash,
    // The host replaced any X-Forwarded-For the client sent with the one address it trusts (server/security.ts).
    authCaller: { cookie, address: request.headers.get('X-Forwarded-For') },
    user: getUser,
    basketOwner: getOwner,
    basketRows: () => (rows ??= getOwner().then(readBasketItems)),
  }
}

/** The root's middleware: every loader and action of the request shares one context. */
export const requestContextMiddleware: MiddlewareFunction<Response> = ({ request, url, context }, next) => {
  context.set(requestContext, createRequestContext(request, url))
  return next()
}

export function getRequestContext(context: Readonly<RouterContextProvider>): RequestContext {
  return context.get(requestContext)
}

/** The Set-Cookie that keeps a new guest basket's token in her browser (`Secure` is added over https by server/response-policy.ts). */
export function guestBasketCookieHeader(token: string): string {
  return `${guestBasketCookie.name}=${token}; Path=/; Max-Age=${guestBasketCookie.maxAgeSeconds}; HttpOnly; SameSite=Lax`
}

// ─── Guards: every loader and action starts with one (docs/architecture.md) ──────────────────────────────

/** Signed-in customers only: visitors are sent to /login and come back afterwards. */
export async function requireUser(context: Readonly<RouterContextProvider>): Promise<SessionUser> {
  const { user, returnTo } = getRequestContext(context)
  const signedIn = await user()
  if (!signedIn) throw redirect(`/login?redirectTo=${encodeURIComponent(returnTo)}`)
  return signedIn
}

/** Admins only, checked on the server: visitors are sent to sign in (and come back), signed-in customers get 403. */
export async function requireAdmin(context: Readonly<RouterContextProvider>): Promise<SessionUser> {
  const { user, returnTo } = getRequestContext(context)
  const signedIn = await user()
  if (!signedIn) throw redirect(`/login?redirectTo=${encodeURIComponent(returnTo)}`)
  if (signedIn.role !== 'admin') throw data({ reason: 'forbidden' }, { status: 403 })
  return signedIn
}

/** Pages for visitors only (login, register): signed-in customers go to the home page. */
export async function requireAnonymous(context: Readonly<RouterContextProvider>): Promise<void> {
  if (await getRequestContext(context).user()) throw redirect('/')
}
