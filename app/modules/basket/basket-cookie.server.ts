import { createHash, randomBytes } from 'node:crypto'

const name = 'gemela_basket'
/** The guest basket cookie's life: also how long an untouched guest basket is kept (basket-expiry.server.ts). */
export const GUEST_BASKET_DAYS = 90
const maxAge = 60 * 60 * 24 * GUEST_BASKET_DAYS

function readCookie(request: Request): string | undefined {
  const header = request.headers.get('Cookie')
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return rest.join('=')
  }
  return undefined
}

export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

/** The hash under which this browser's guest basket is stored, if it has one. */
export function basketTokenHash(request: Request): string | undefined {
  const token = readCookie(request)
  return token && /^[A-Za-z0-9_-]{32,64}$/.test(token) ? hashToken(token) : undefined
}

export function newBasketToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

/** `Secure` is added by the host when the request came over https (server/response-policy.ts). */
export function basketCookieHeader(token: string) {
  return `${name}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax`
}
