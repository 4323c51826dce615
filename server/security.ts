import { randomBytes } from 'node:crypto'
import type { NextFunction, Request, Response } from 'express'
import type { Env } from '#app/utils/env.server.ts'

/**
 * Where a form may lead: our pages, the sign-in pages of the configured external providers
 * (signing in with one posts to /login, which redirects there; browsers apply form-action to
 * that redirect, so without JavaScript the provider would otherwise be blocked), and Stripe's payment
 * page, where placing a card order redirects (STRIPE_API_BASE's origin instead in tests).
 */
export function formActionOrigins(
  env: Partial<
    Pick<Env, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'APPLE_CLIENT_ID' | 'APPLE_CLIENT_SECRET' | 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'STRIPE_SECRET_KEY' | 'STRIPE_API_BASE'>
  >,
): string[] {
  const origins: string[] = []
  if (env.STRIPE_SECRET_KEY) origins.push(env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE).origin : 'https://checkout.stripe.com')
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) origins.push('https://accounts.google.com')
  if (env.APPLE_CLIENT_ID && env.APPLE_CLIENT_SECRET) origins.push('https://appleid.apple.com')
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID) {
    try {
      origins.push(new URL(env.OIDC_ISSUER).origin)
    } catch {
      // an unreadable issuer is reported by the auth module; no origin is added for it
    }
  }
  return origins
}

/** Security headers with a real Content-Security-Policy: scripts only from us or with this request's nonce. */
export function securityHeaders(options: { production: boolean; allowDevServer?: boolean; formActions?: string[] }) {
  const formAction = ["'self'", ...(options.formActions ?? [])].join(' ')
  return (req: Request, res: Response, next: NextFunction) => {
    // Only a page that really came over https may pin https (HSTS) or upgrade its subresources: over
    // plain http on a LAN address both would break the shop (server/response-policy.ts, same rule).
    const https = options.production && req.secure
    const nonce = randomBytes(16).toString('base64')
    res.locals.nonce = nonce
    const connect = options.allowDevServer ? "'self' ws: wss:" : "'self'"
    const csp = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob:",
      "font-src 'self'",
      `connect-src ${connect}`,
      `form-action ${formAction}`,
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
      ...(https ? ['upgrade-insecure-requests'] : []),
    ].join('; ')
    res.setHeader('Content-Security-Policy', csp)
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('X-Frame-Options', 'DENY')
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin')
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)')
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
    // The order e-mails' drawings are shown by webmail inside its own pages, a shared page's picture by
    // the network it is shared on: both on another origin.
    res.setHeader('Cross-Origin-Resource-Policy', req.path === '/media/garment.png' || req.path === '/media/share.png' ? 'cross-origin' : 'same-origin')
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=63072000; includeSubDomains')
    res.removeHeader('X-Powered-By')
    next()
  }
}

/**
 * Refuses bodies larger than the limit before anything reads them: 413, nothing written. Browsers
 * always declare a form's length; a body of unknown length is refused (411) rather than buffered.
 * `larger` names the few paths allowed more (the catalogue's picture uploads, 10 MB and the form
 * around it), each exactly (and its `.data` twin, React Router's address for the same action).
 * Sent by a page's form without JavaScript, an upload over its limit comes back to the page with
 * `?refused=tooLarge` (303) instead of a bare 413.
 */
export function bodyLimit(maxBytes: number, larger: Readonly<Record<string, number>> = {}) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD') return next()
    const declared = req.headers['content-length']
    if (declared === undefined && req.headers['transfer-encoding']) {
      res.status(411).type('text/plain').send('Length Required')
      return
    }
    const larger_ = larger[req.path.replace(/\.data$/, '')]
    const limit = larger_ ?? maxBytes
    const size = Number(declared ?? 0)
    if (size > limit) {
      // A page's own form sent without JavaScript (an upload over 10 MB): the browser would show a
      // bare error, so the body is read and dropped (up to four times the limit) and she is sent back
      // to the page, which says why. Anything else: 413 and the connection closed.
      const navigation = larger_ !== undefined && !req.path.endsWith('.data') && req.headers['sec-fetch-mode'] === 'navigate'
      if (navigation && size <= limit * 4) {
        req.on('end', () => {
          const back = new URL(req.originalUrl, 'http://shop.invalid')
          back.searchParams.set('refused', 'tooLarge')
          res.redirect(303, back.pathname + back.search)
        })
        req.resume()
        return
      }
      res.setHeader('Connection', 'close')
      res.status(413).type('text/plain').send('Payload Too Large')
      return
    }
    next()
  }
}

/**
 * The app (better-auth's rate limits, logs) reads the client from X-Forwarded-For; a client could
 * send that header itself, so it is replaced by the address Express derived from trusted proxies only.
 */
export function clientAddress(req: Request, _res: Response, next: NextFunction) {
  req.headers['x-forwarded-for'] = req.ip ?? req.socket.remoteAddress ?? ''
  next()
}
