import type { NextFunction, Request, Response } from 'express'
import { isPersonalRequest } from '#app/utils/cookies.ts'

/**
 * One rule for every cookie and every personal response, applied as the headers leave (docs/security.md):
 *
 * - Cookies are `Secure` exactly when the request really came over https — the scheme the client
 *   used, which behind a trusted proxy (TRUST_PROXY) is its `X-Forwarded-Proto`. The same shop then
 *   works over plain http on a LAN address and is Secure-only in production, without configuration.
 * - A response to a request that carries her session or basket, or that sets a cookie, is
 *   `Cache-Control: private, no-store`: her name in the header, her basket, her account pages never
 *   enter a browser's back/forward store or a shared cache. Every page says `Vary: Cookie`.
 *   Responses that declare themselves `public` and set no cookie (the drawings) are left alone.
 */

export function responsePolicy(req: Request, res: Response, next: NextFunction) {
  const secure = req.secure
  const personalRequest = isPersonalRequest(req.headers.cookie)
  const writeHead = res.writeHead
  res.writeHead = function patchedWriteHead(this: Response, ...args: unknown[]) {
    applyPolicy(this, secure, personalRequest)
    return (writeHead as (...a: unknown[]) => Response).apply(this, args)
  } as Response['writeHead']
  next()
}

function applyPolicy(res: Response, secure: boolean, personalRequest: boolean) {
  const cookies = res.getHeader('Set-Cookie')
  const list = cookies === undefined ? [] : Array.isArray(cookies) ? cookies.map(String) : [String(cookies)]
  if (list.length)
    res.setHeader(
      'Set-Cookie',
      list.map((c) => withSecureFlag(c, secure)),
    )

  const cacheControl = String(res.getHeader('Cache-Control') ?? '')
  if (/\bpublic\b/.test(cacheControl) && list.length === 0) return
  res.vary('Cookie')
  if (personalRequest || list.length > 0) res.setHeader('Cache-Control', 'private, no-store')
}

/** The cookie with `; Secure` iff the request was https (any Secure it came with is replaced). */
export function withSecureFlag(cookie: string, secure: boolean): string {
  const parts = cookie.split(';').filter((p) => p.trim().toLowerCase() !== 'secure')
  if (secure) parts.push(' Secure')
  return parts.join(';')
}
