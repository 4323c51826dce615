import type { NextFunction, Request, Response } from 'express'
import { defaultLocale, detectLocale, type Locale } from '#app/i18n/config.ts'
import { type RequestErrorKey, requestErrorText } from '#app/utils/request-errors.server.ts'

/** The methods the shop answers: pages and data (GET, HEAD) and forms (POST). */
export const allowedMethods = ['GET', 'HEAD', 'POST'] as const

/**
 * Refuses any method but GET, HEAD and POST before the router sees it: the Fetch API the router
 * builds its Request with throws on TRACE and CONNECT (that was a 500), and PUT or DELETE would reach
 * actions that only expect form posts. Every other method gets 405 with `Allow`, also the ones HTTP
 * does not define (PROPFIND, PURGE…) where RFC 9110 §15.6.2 suggests 501: a method the client chose
 * is the client's mistake, and a 5xx would say the shop failed (issue 14: 4xx for malformed requests).
 */
export function methodGuard(req: Request, res: Response, next: NextFunction) {
  if ((allowedMethods as readonly string[]).includes(req.method)) return next()
  res.setHeader('Allow', allowedMethods.join(', '))
  refuse(req, res, 405, 'methodNotAllowed')
}

/**
 * Refuses an address whose percent-encoding is not UTF-8 (`/collection/%ff`) with 400: Express and
 * the router decode the path with decodeURIComponent, which throws URIError, and that was a 500.
 */
export function pathEncodingGuard(req: Request, res: Response, next: NextFunction) {
  try {
    decodeURIComponent(req.path)
  } catch {
    refuse(req, res, 400, 'badPathEncoding')
    return
  }
  next()
}

function refuse(req: Request, res: Response, status: number, key: RequestErrorKey) {
  const locale = localeOf(req)
  res.status(status).setHeader('Content-Language', locale)
  res.type('text/plain; charset=utf-8').send(requestErrorText(locale, key))
}

/** The client's language by the shop's usual rule (query, cookie, Accept-Language), read from a path-free URL. */
function localeOf(req: Request): Locale {
  const headers = new Headers()
  for (const name of ['cookie', 'accept-language']) {
    const value = req.headers[name]
    if (typeof value === 'string') headers.set(name, value)
  }
  const query = req.originalUrl.indexOf('?')
  const url = `http://localhost/${query >= 0 ? req.originalUrl.slice(query) : ''}`
  try {
    return detectLocale(new Request(url, { headers })).locale
  } catch {
    return defaultLocale
  }
}
