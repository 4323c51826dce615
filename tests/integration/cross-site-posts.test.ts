import { createRequestHandler, type ServerBuild } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { handleError } from '#app/entry.server.tsx'
import { logger } from '#app/utils/logger.server.ts'

/**
 * Issue 31, item 7: React Router refuses a form post whose `Origin` is another site before any
 * action runs (400). The shop's `handleError` hears of it as a thrown Error: it is a client's
 * request we refused, one warn line without a stack, never an error with its trace.
 */

/** The smallest server build with one page that has an action, reporting through the shop's handleError. */
function handler() {
  const build = {
    entry: { module: { default: () => new Response('page'), handleError } },
    routes: { root: { id: 'root', path: '', module: { action: () => null, default: () => null } } },
    assets: { entry: { module: '/entry.js', imports: [] }, routes: {}, url: '/manifest.js', version: '1' },
    publicPath: '/',
    assetsBuildDirectory: 'build',
    future: { v8_middleware: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
    basename: '/',
    allowedActionOrigins: false,
  } as unknown as ServerBuild
  return createRequestHandler(build, 'production')
}

afterEach(() => vi.restoreAllMocks())

describe('a cross-site form post', () => {
  it('is refused with one warn line and no stack', async () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const request = new Request('http://127.0.0.1:3000/orders/find', {
      method: 'POST',
      headers: { Origin: 'http://evil.example', 'Content-Type': 'application/x-www-form-urlencoded', 'X-Request-Id': 'req-cross-site-1' },
      body: 'x=1',
    })
    const response = await handler()(request)
    expect(response.status).toBe(400)
    expect(error).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledTimes(1)
    const [fields, message] = warn.mock.calls[0] as unknown as [Record<string, unknown>, string]
    expect(message).toBe('cross-site post refused')
    expect(fields).toEqual({ id: 'req-cross-site-1', method: 'POST', path: '/orders/find', origin: 'http://evil.example' })
    expect(JSON.stringify(fields)).not.toContain('stack')
  })

  it('still logs a real failure with its stack', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const request = new Request('http://127.0.0.1:3000/orders/find', { method: 'POST' })
    handleError(new Error('the database went away'), { request, params: {}, context: undefined as never })
    expect(error).toHaveBeenCalledTimes(1)
    expect((error.mock.calls[0]![0] as { err: Error }).err.stack).toContain('the database went away')
  })
})
