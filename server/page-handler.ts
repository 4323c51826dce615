import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import type { NextFunction, Request, Response } from 'express'
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from 'react-router'
import { documentText } from '#app/utils/document-text.server.ts'
import { type CachedPage, type PageCache, sendKeptPage } from './page-cache.ts'
import { renderTurn } from './render-turns.ts'

/**
 * The HTTP host's bridge to React Router: each Express request becomes a Fetch Request for the
 * app's handler, and its Response is written back. Anonymous catalogue and content pages marked by
 * the page cache's front (server/page-cache.ts) are rendered once and kept.
 */
export function createPageHandler(options: { render: (req: Request, res: Response) => Promise<globalThis.Response>; cache?: PageCache }) {
  const { render, cache } = options
  return (req: Request, res: Response, next: NextFunction) => {
    const work = handle(req, res, next)
    running.add(work)
    void work.finally(() => running.delete(work))
  }
  async function handle(req: Request, res: Response, next: NextFunction) {
    try {
      // Renders start one per turn of the event loop, so new connections are accepted between them (render-turns.ts).
      await renderTurn()
      const marked = res.locals.pageCache as { key: string; version: number } | undefined
      if (cache && marked) {
        const result = await cache.fill(marked.key, marked.version, () => render(req, res))
        if (isKeptPage(result)) return sendKeptPage(req, res, result, 'miss')
        // Not keepable: the first visitor's own answer, or (for those who waited on it) their own render.
        return await send(res, result ?? (await render(req, res)))
      }
      await send(res, await render(req, res))
    } catch (error) {
      next(error)
    }
  }
}

/**
 * Requests whose loaders and actions are still running. A client that goes away (a balancer's cut
 * connection, a load generator's end) closes its socket but not its loaders: a stopping node waits
 * for them (`pageWorkSettled`) before it closes the database under them.
 */
const running = new Set<Promise<void>>()

/** Resolves when no request is being handled any more, or after `timeoutMs`; true when none was left. */
export async function pageWorkSettled(timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs
  while (running.size > 0) {
    const left = deadline - Date.now()
    if (left <= 0) return false
    let timer: NodeJS.Timeout | undefined
    await Promise.race([Promise.allSettled([...running]), new Promise((resolve) => (timer = setTimeout(resolve, left)))])
    clearTimeout(timer)
  }
  return true
}

/** React Router's handler for the app's build, as a renderer of Express requests. */
export function reactRouterRenderer(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: 'production' | 'development',
  getLoadContext: (req: Request, res: Response) => RouterContextProvider,
) {
  const handle = createRequestHandler(build, mode)
  return (req: Request, res: Response) => handle(toFetchRequest(req, res), getLoadContext(req, res))
}

function isKeptPage(value: CachedPage | globalThis.Response | null): value is CachedPage {
  return value !== null && !(value instanceof globalThis.Response)
}

/** The Express request as a Fetch Request; aborted when the client goes away before the answer. */
export function toFetchRequest(req: Request, res: Response): globalThis.Request {
  // Express derives protocol and host (X-Forwarded-*) from trusted proxies only (TRUST_PROXY, server/app.ts).
  const host = req.host ?? 'localhost'
  const url = new URL(req.originalUrl, `${req.protocol}://${/^[\w.:[\]-]+$/.test(host) ? host : 'localhost'}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else headers.set(name, value)
  }
  const controller = new AbortController()
  let finished = false
  res.on('finish', () => (finished = true))
  res.on('close', () => {
    if (!finished) controller.abort()
  })
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal: controller.signal }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = Readable.toWeb(req) as ReadableStream<Uint8Array>
    init.duplex = 'half'
  }
  return new globalThis.Request(url, init)
}

/** Writes a Fetch Response to Express (status, every header, the body as it streams). */
export async function send(res: Response, response: globalThis.Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel()
    return
  }
  res.statusMessage = response.statusText
  res.status(response.status)
  for (const [name, value] of response.headers) res.append(name, value)
  const text = documentText(response)
  if (text !== undefined) {
    // A rendered document: its text in one write, not its stream read back (app/utils/document-text.server.ts).
    res.end(text)
    return
  }
  if (!response.body) {
    res.end()
    return
  }
  try {
    await pipeline(Readable.fromWeb(response.body as WebReadableStream), res)
  } catch (error) {
    if (res.destroyed || res.writableEnded) return
    throw error
  }
}
