import { createHash, randomBytes } from 'node:crypto'
import { browserStorage } from '#app/utils/browser-storage.ts'

/**
 * A visitor's basket is named by a random token her browser keeps in a cookie; only its hash is
 * stored. The request context reads the cookie and hands the basket module the hash; a write that
 * creates a guest basket returns the new token, and the route sets the cookie
 * (app/request-context.server.ts, guestBasketCookieHeader).
 */
/** The guest basket cookie's life: also how long an untouched guest basket is kept (basket-expiry.server.ts). */
export const GUEST_BASKET_DAYS = browserStorage.basket.lifetimeSeconds / (60 * 60 * 24)
export const guestBasketCookie = { name: browserStorage.basket.name, maxAgeSeconds: browserStorage.basket.lifetimeSeconds } as const

export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

/** The hash under which the guest basket of a cookie's token is stored; null for no token or a malformed one. */
export function basketTokenHash(token: string | undefined): string | null {
  return token && /^[A-Za-z0-9_-]{32,64}$/.test(token) ? hashToken(token) : null
}

export function newBasketToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}
