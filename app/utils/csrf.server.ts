import { getEnv } from './env.server.ts'

/**
 * Cross-site request forgery guard for our form actions. Browsers send `Origin` with every POST
 * they make from a page; when it is there and is not this site, the post was made elsewhere.
 * Posts without `Origin` (curl, a mail provider's RFC 8058 one-click) are let through: they carry
 * no visitor's cookies worth forging with, and the actions that accept them are token-guarded.
 */
export function requireSameOrigin(request: Request): void {
  const origin = request.headers.get('Origin')
  const fetchSite = request.headers.get('Sec-Fetch-Site')
  if (origin === null) {
    if (fetchSite === 'cross-site') throw forbidden()
    return
  }
  if (!allowedOrigins(request).has(origin)) throw forbidden()
}

function allowedOrigins(request: Request): Set<string> {
  const allowed = new Set([new URL(request.url).origin])
  // Behind a proxy the request may reach us as http://127.0.0.1 while the browser saw APP_URL.
  const appUrl = getEnv().APP_URL
  if (appUrl) allowed.add(new URL(appUrl).origin)
  return allowed
}

function forbidden() {
  return new Response('Forbidden: cross-origin form post', { status: 403, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
