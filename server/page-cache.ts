import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { NextFunction, Request, Response } from 'express'
import { pickLocale } from '#app/i18n/config.ts'
import { isPersonalRequest } from '#app/utils/cookies.ts'
import type { DataScope } from '#app/utils/data-changes.server.ts'

/**
 * Anonymous pages at near-static cost (docs/architecture.md, "Caches"). A visitor without a session
 * or a basket sees the same catalogue and content pages as every other visitor in her language, so
 * such a page is rendered once, kept compressed (gzip and brotli, made once) and answered from memory
 * with an ETag (304 when she has it) until the storefront's data changes (app/utils/data-changes.server.ts)
 * (for most pages: the catalogue's changes, not an order's; `pageScope`) or it is `maxAgeMs` old (texts that follow the calendar: delivery dates).
 *
 * What never enters it: a request that carries her session or basket (or any of the shop's personal
 * cookies), anything but GET/HEAD, a page outside `cacheablePath`, and a response that is not a
 * 200, sets a cookie or calls itself private. Such requests render as before.
 *
 * The Content-Security-Policy of a kept page cannot carry a per-request nonce (the nonce is in the
 * kept HTML): it lists the SHA-256 of each inline script of that page instead, which allows exactly
 * those scripts and nothing injected.
 */

/** The catalogue and content pages, and their data requests (`/x.data`, the home's `/_.data`). */
const cacheablePath =
  /^\/(?:|_\.data|(?:values|process|how-it-works|faq|shipping-policy|return-policy|contact|terms|returns-exchanges|privacy|legal|cookies|collection|collection\/\d{1,9}|fabric\/\d{1,9}|product\/\d{1,9})(?:\.data)?)$/

/**
 * What a page follows (app/utils/data-changes.server.ts): the design tool of a product shows which
 * fabrics are free for it (its locks), a fabric's page its metres left; the rest follow the
 * catalogue's version and stay kept across orders.
 */
export function pageScope(path: string): DataScope {
  const [, kind, id] = /^\/(product|fabric)\/(\d+)/.exec(path) ?? []
  if (!kind) return 'catalogue'
  return kind === 'product' ? { locksOfProduct: Number(id) } : { stockOfFabric: Number(id) }
}

const storableType = /^(?:text\/html|text\/x-script)\b/

export type CachedPage = {
  headers: [string, string][]
  body: Buffer
  gzip: Buffer
  br: Buffer
  etag: string
  /** CSP sources for the page's inline scripts ('sha256-…'); empty for data requests. */
  scriptSources: string[]
  version: number
  storedAt: number
  bytes: number
}

export type PageCacheStats = { hits: number; misses: number; stored: number; entries: number; bytes: number }

/** Least recently used pages go first once the kept pages exceed `maxBytes`. */
export class PageCache {
  private pages = new Map<string, CachedPage>()
  private inflight = new Map<string, Promise<CachedPage | null>>()
  private bytes = 0
  readonly stats = { hits: 0, misses: 0, stored: 0 }

  constructor(readonly options: { maxBytes: number; maxAgeMs: number; now?: () => number }) {}

  private now() {
    return this.options.now?.() ?? Date.now()
  }

  get(key: string, version: number): CachedPage | undefined {
    const page = this.pages.get(key)
    if (!page) return undefined
    if (page.version !== version || this.now() - page.storedAt >= this.options.maxAgeMs) {
      this.delete(key)
      return undefined
    }
    // Most recently used last: Map keeps insertion order.
    this.pages.delete(key)
    this.pages.set(key, page)
    return page
  }

  set(key: string, page: CachedPage) {
    this.delete(key)
    if (page.bytes > this.options.maxBytes) return
    this.pages.set(key, page)
    this.bytes += page.bytes
    this.stats.stored++
    for (const [oldest, kept] of this.pages) {
      if (this.bytes <= this.options.maxBytes) break
      this.pages.delete(oldest)
      this.bytes -= kept.bytes
    }
  }

  private delete(key: string) {
    const page = this.pages.get(key)
    if (!page) return
    this.pages.delete(key)
    this.bytes -= page.bytes
  }

  clear() {
    this.pages.clear()
    this.bytes = 0
  }

  summary(): PageCacheStats {
    return { ...this.stats, entries: this.pages.size, bytes: this.bytes }
  }

  /**
   * Renders the page once however many visitors ask for it at the same moment: the first renders,
   * the others wait for it. Answers the kept page, or — when the answer may not be kept — the
   * renderer's own response for the first caller and null for the others (they render themselves).
   */
  async fill(key: string, version: number, render: () => Promise<globalThis.Response>): Promise<CachedPage | globalThis.Response | null> {
    const flight = this.inflight.get(key)
    if (flight) return flight
    let settle!: (page: CachedPage | null) => void
    this.inflight.set(key, new Promise((resolve) => (settle = resolve)))
    try {
      const response = await render()
      const page = await toCachedPage(response, version, this.now())
      if (!page) {
        settle(null)
        return response
      }
      this.set(key, page)
      settle(page)
      return page
    } catch (error) {
      settle(null)
      throw error
    } finally {
      this.inflight.delete(key)
    }
  }
}

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** The response as a kept page, or null when it may not be kept (its body is then left unread). */
export async function toCachedPage(response: globalThis.Response, version: number, now: number): Promise<CachedPage | null> {
  const type = response.headers.get('Content-Type') ?? ''
  const cacheControl = response.headers.get('Cache-Control') ?? ''
  if (response.status !== 200 || response.headers.has('Set-Cookie') || !storableType.test(type) || /\b(?:private|no-store)\b/.test(cacheControl)) return null
  const body = Buffer.from(await response.arrayBuffer())
  // Brotli quality 5: /collection's 126 KB in ~3 ms for 24.6 KB; quality 9 took ~116 ms for 24.1 KB, and
  // every order refills the kept pages of every node (bench/load.json), so the refill must stay cheap.
  const [gz, br] = await Promise.all([
    gzip(body, { level: 9 }),
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ])
  const skip = new Set(['content-length', 'content-encoding', 'content-security-policy', 'etag', 'set-cookie', 'vary'])
  const headers = [...response.headers].filter(([name]) => !skip.has(name.toLowerCase()))
  return {
    headers,
    body,
    gzip: gz,
    br,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    scriptSources: type.startsWith('text/html') ? inlineScriptSources(body.toString('utf8')) : [],
    version,
    storedAt: now,
    bytes: body.length + gz.length + br.length,
  }
}

/** 'sha256-…' for every inline script of a document (scripts with a src are allowed by 'self'). */
export function inlineScriptSources(html: string): string[] {
  const sources = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]!)) continue
    sources.add(`'sha256-${createHash('sha256').update(match[2]!, 'utf8').digest('base64')}'`)
  }
  return [...sources]
}

/** The request's CSP with its nonce replaced by the kept page's script hashes. */
export function policyForKeptPage(policy: string, scriptSources: string[]): string {
  if (scriptSources.length === 0) return policy
  return policy.replace(/'nonce-[^']*'/, scriptSources.join(' '))
}

/** Whose page this would be: null when the request may not be answered from (or fill) the cache. */
export function pageCacheKey(req: Request): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null
  const cookie = req.headers.cookie
  if (isPersonalRequest(cookie)) return null
  if (req.headers.authorization) return null
  if (!cacheablePath.test(req.path)) return null
  const query = typeof req.query.lng === 'string' ? req.query.lng : null
  const { locale } = pickLocale(query, cookie, req.headers['accept-language'])
  return `${locale} ${req.protocol}://${req.host ?? ''}${req.originalUrl}`
}

/** Sends a kept page: 304 when she has it, else the body in the best encoding she accepts. */
export function sendKeptPage(req: Request, res: Response, page: CachedPage, outcome: 'hit' | 'miss') {
  res.status(200)
  for (const [name, value] of page.headers) res.setHeader(name, value)
  const policy = res.getHeader('Content-Security-Policy')
  if (typeof policy === 'string') res.setHeader('Content-Security-Policy', policyForKeptPage(policy, page.scriptSources))
  res.setHeader('ETag', page.etag)
  res.setHeader('X-Page-Cache', outcome)
  res.vary('Accept-Encoding')
  const held = req.headers['if-none-match']
  if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag)) {
    res.status(304).end()
    return
  }
  // Brotli when she takes it (smaller), else gzip; `accepts` alone would follow her list's order.
  const encoding = req.acceptsEncodings('br') === 'br' ? 'br' : req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : 'identity'
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.body
  if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding)
  res.setHeader('Content-Length', body.length)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/**
 * In front of everything that renders: a kept page is answered here, before compression and static
 * files; a cacheable request that missed is marked (`res.locals.pageCache`) for the page handler,
 * which renders it once and keeps it.
 */
export function pageCacheFront(cache: PageCache, version: (scope: DataScope) => number | null) {
  return (req: Request, res: Response, next: NextFunction) => {
    const key = pageCacheKey(req)
    const current = key === null ? null : version(pageScope(req.path))
    if (key === null || current === null) return next()
    const page = cache.get(key, current)
    if (page) {
      cache.stats.hits++
      return sendKeptPage(req, res, page, 'hit')
    }
    cache.stats.misses++
    res.locals.pageCache = { key, version: current }
    next()
  }
}
