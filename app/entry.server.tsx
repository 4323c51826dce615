import { Writable } from 'node:stream'
import { renderToPipeableStream } from 'react-dom/server'
import { type EntryContext, type HandleErrorFunction, isRouteErrorResponse, type RouterContextProvider, ServerRouter } from 'react-router'
import { nonceContext } from '#app/load-context.ts'
import { isPersonalRequest } from '#app/utils/cookies.ts'
import { finishDocument } from '#app/utils/document-stream.server.ts'
import { documentResponse } from '#app/utils/document-text.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { NonceProvider } from '#app/utils/nonce.tsx'

export const streamTimeout = 5_000

/**
 * What the router reports (React Router's `handleError`, replacing its console.error). A request it
 * refused itself (a POST where no route has an action, 405; data of no route, 404) is the client's
 * mistake: the request line already says so, and a stack here would only hide real failures
 * (issue 14, item 7). Anything else is ours, logged once with its stack. A request the client
 * abandoned is neither.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  if (isCrossSiteRefusal(error, request)) {
    // The post is answered 400 before any action runs; a stack would say nothing about it (issue 31, item 7).
    logger.warn(
      { id: request.headers.get('X-Request-Id'), method: request.method, path: new URL(request.url).pathname, origin: request.headers.get('Origin') },
      'cross-site post refused',
    )
    return
  }
  if (isRouteErrorResponse(error) && error.status < 500) {
    logger.debug({ id: request.headers.get('X-Request-Id'), status: error.status, method: request.method, path: new URL(request.url).pathname }, error.statusText)
    return
  }
  // The id the host gave the request (server/observability.ts): the same as on its log line and response.
  logger.error({ id: request.headers.get('X-Request-Id'), err: error, method: request.method, path: new URL(request.url).pathname }, 'request failed')
}

/**
 * React Router's own guard refusing a form post from another site (its `throwIfPotentialCSRFAttack`:
 * an `Origin` that is not this address, or not an address at all). It throws a plain Error, so it is
 * told by the request it refused and by the error's wording, which names the `origin` header.
 */
function isCrossSiteRefusal(error: unknown, request: Request): boolean {
  const origin = request.headers.get('Origin')
  if (request.method === 'GET' || request.method === 'HEAD' || origin === null) return false
  if (!(error instanceof Error) || !error.message.includes('`origin` header')) return false
  return !URL.canParse(origin) || new URL(origin).origin !== new URL(request.url).origin
}

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: RouterContextProvider) {
  const nonce = loadContext.get(nonceContext)
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const deadline: { timer?: NodeJS.Timeout } = {}
    // The document is sent whole, once everything is rendered: its loaders have all answered before
    // React starts (nothing is deferred), so streaming would only cut it into ~2 KB pieces, each
    // crossing two stream bridges and the compressor on its own (docs/architecture.md, "A request, end to end").
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true
        },
        onAllReady() {
          const chunks: Buffer[] = []
          const sink = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk)
              callback()
            },
          })
          sink.on('finish', () => {
            clearTimeout(deadline.timer)
            // The stylesheet is inlined for a first visit (the first paint needs nothing else); a browser
            // with her session or basket has been here and holds the hashed file: it is linked, and
            // her page, rendered and compressed for her alone, is ~78 KB lighter.
            const html = finishDocument(Buffer.concat(chunks).toString('utf8'), isPersonalRequest(request.headers.get('Cookie')) ? () => null : undefined)
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
            resolve(documentResponse(html, { headers: responseHeaders, status: responseStatusCode }))
          })
          pipe(sink)
        },
        onShellError(error: unknown) {
          clearTimeout(deadline.timer)
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // An error of the shell itself reaches onShellError (and React Router's handleError): logged there.
          if (shellRendered) logger.error({ id: request.headers.get('X-Request-Id'), err: error }, 'render failed')
        },
      },
    )
    deadline.timer = setTimeout(abort, streamTimeout + 1000)
  })
}
