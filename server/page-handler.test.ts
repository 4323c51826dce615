import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import compression from 'compression'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { documentResponse, documentText } from '#app/utils/document-text.server.ts'
import { createPageHandler, pageWorkSettled } from './page-handler.ts'

const servers: http.Server[] = []
afterEach(() => {
  for (const s of servers.splice(0)) s.close()
})

describe('pageWorkSettled (a stopping node waits for its requests)', () => {
  it('waits for a request whose client went away until its loaders are done, and not forever', async () => {
    let finishLoaders!: () => void
    const loaders = new Promise<void>((resolve) => (finishLoaders = resolve))
    let started!: () => void
    const begun = new Promise<void>((resolve) => (started = resolve))
    const app = express()
    app.use(
      createPageHandler({
        render: async () => {
          started()
          await loaders
          return new globalThis.Response('done')
        },
      }),
    )
    const server = app.listen(0, '127.0.0.1')
    servers.push(server)
    await new Promise((r) => server.once('listening', r))
    const { port } = server.address() as AddressInfo

    // The client asks, then hangs up before the answer (as a cut balancer connection does).
    const request = http.get({ host: '127.0.0.1', port, path: '/cart' })
    request.on('error', () => undefined)
    await begun
    request.destroy()
    await new Promise((r) => setTimeout(r, 50))

    expect(await pageWorkSettled(100)).toBe(false)
    const settled = pageWorkSettled(5_000)
    finishLoaders()
    expect(await settled).toBe(true)
    expect(await pageWorkSettled(0)).toBe(true)
  })
})

describe('a rendered document reaches the socket as its text', () => {
  async function serve(render: () => Promise<globalThis.Response>) {
    const app = express()
    app.use(compression())
    app.use(createPageHandler({ render }))
    const server = app.listen(0, '127.0.0.1')
    servers.push(server)
    await new Promise((r) => server.once('listening', r))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  it('writes the text carried by the Response, with its status and headers, compressed when asked', async () => {
    const html = `<!DOCTYPE html><html><body>${'<p>Lino arena</p>'.repeat(200)}</body></html>`
    const response = documentResponse(html, { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8', 'X-Page': 'kept' } })
    // The body stream is never read: what arrives is the carried text.
    const origin = await serve(async () => response)
    const plain = await fetch(`${origin}/nowhere`, { headers: { 'Accept-Encoding': 'identity' } })
    expect([plain.status, plain.headers.get('X-Page'), await plain.text()]).toEqual([404, 'kept', html])
    expect(response.bodyUsed).toBe(false)

    const zipped = await new Promise<http.IncomingMessage>((resolve) => http.get(`${origin}/nowhere`, { headers: { 'Accept-Encoding': 'gzip' } }, resolve))
    expect(zipped.headers['content-encoding']).toBe('gzip')
    const chunks: Buffer[] = []
    for await (const chunk of zipped) chunks.push(chunk as Buffer)
    expect(gunzipSync(Buffer.concat(chunks)).toString('utf8')).toBe(html)
  })

  it('reads any other Response from its body', async () => {
    const origin = await serve(async () => new globalThis.Response('from the stream', { headers: { 'Content-Type': 'text/plain' } }))
    expect(await (await fetch(origin)).text()).toBe('from the stream')
    expect(documentText(documentResponse('x', {}))).toBe('x')
    const read = documentResponse('y', {})
    await read.text()
    expect(documentText(read)).toBeUndefined()
  })
})
