import { createContext, type RouterContext } from 'react-router'
import type { Locale } from '#app/i18n/config.ts'
import type { AuthCaller } from '#app/modules/accounts/accounts.server.ts'
import type { SessionUser } from '#app/modules/accounts/session.server.ts'
import type { BasketOwner, BasketRows } from '#app/modules/basket/basket.server.ts'

/**
 * React Router's per-request context (route middleware, `future.v8_middleware`): the HTTP host puts
 * in the CSP nonce (server/app.ts), the root's middleware puts in who is asking
 * (app/request-context.server.ts). Loaders and actions read it from `context`, never from the
 * Request, and hand modules plain values (docs/architecture.md, "Request context").
 */

/**
 * Who is asking, resolved once per request. The cheap parts (language, address, basket token) are
 * read when the request arrives; the session is looked up on first use, and only once however many
 * loaders of the request ask for it (a signed-in /cart used to look it up four times).
 */
export type RequestContext = {
  /** The language of the answer: the `lng` query, then the `i18next` cookie, then Accept-Language. */
  locale: Locale
  /** The language came from a `lng` query: the root loader keeps it in the cookie. */
  localeFromQuery: boolean
  /** The client as rate limits count it: its IPv4 address or IPv6 /64, 'unknown' without one. */
  clientAddress: string
  /** Path and query of this request: where a sign-in it asks for comes back to. */
  returnTo: string
  /** This browser's guest basket token, hashed; null when it sent none (or a malformed one). */
  guestBasketHash: string | null
  /** What better-auth needs to act for this browser (its cookies and address). */
  authCaller: AuthCaller
  /** The signed-in customer, or null. */
  user: () => Promise<SessionUser | null>
  /** Whose basket this request sees: hers when signed in, otherwise this browser's guest basket. */
  basketOwner: () => Promise<BasketOwner>
  /**
   * That basket's rows, read once for the loaders of the request: the header counts them, /cart
   * describes them (one statement, not a count and a read). For loaders only: they run after the
   * request's action, so the read sees what the action wrote; an action reads through the basket module.
   */
  basketRows: () => Promise<BasketRows>
}

// Kept on globalThis, like the database (utils/db.server.ts): the HTTP host and the app's server
// bundle each load their own copy of this file, and a context is found by the identity of its key.
const slot = globalThis as typeof globalThis & { __gemelaNonceContext?: RouterContext<string>; __gemelaRequestContext?: RouterContext<RequestContext> }

/** The per-request Content-Security-Policy nonce, set by the HTTP host. */
export const nonceContext: RouterContext<string> = (slot.__gemelaNonceContext ??= createContext<string>(''))

/** Who is asking (RequestContext); set by the root's middleware, read through getRequestContext. */
export const requestContext: RouterContext<RequestContext> = (slot.__gemelaRequestContext ??= createContext<RequestContext>())
