import { createHash, randomBytes } from 'node:crypto'

const name = 'gemela_basket'
const maxAge = 60 * 60 * 24 * 90

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

export function basketCookieHeader(token: string) {
  const secure = process.env.NODE_ENV === 'production' && !(process.env.APP_URL ?? '').startsWith('http://') ? '; Secure' : ''
  return `${name}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`
}
