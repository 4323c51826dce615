import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { methodGuard, pathEncodingGuard } from './request-guards.ts'

let server: http.Server
let port: number

beforeAll(async () => {
  const app = express()
  app.use(methodGuard)
  app.use(pathEncodingGuard)
  // What stands behind the guards in the shop: a router that decodes its parameters.
  app.all('/collection/:id', (req, res) => void res.type('text/plain').send(`product ${req.params.id}`))
  app.all('/{*splat}', (_req, res) => void res.type('text/plain').send('page'))
  server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** A raw request (fetch refuses TRACE and CONNECT, and re-encodes paths). */
function send(method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; allow?: string; language?: string; body: string }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode!, allow: res.headers.allow, language: res.headers['content-language'], body }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('method guard', () => {
  it('lets GET, HEAD and POST through', async () => {
    for (const method of ['GET', 'POST']) expect(await send(method, '/cart')).toMatchObject({ status: 200, body: 'page' })
    expect(await send('HEAD', '/cart')).toMatchObject({ status: 200 })
  })

  it('answers the methods HTTP defines with 405 and Allow, in her language', async () => {
    for (const method of ['TRACE', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      expect(await send(method, '/login'), method).toMatchObject({
        status: 405,
        allow: 'GET, HEAD, POST',
        language: 'es',
        body: 'Esta dirección solo admite los métodos GET, HEAD y POST.',
      })
    }
    expect(await send('TRACE', '/', { 'Accept-Language': 'en' })).toMatchObject({ status: 405, language: 'en', body: 'This address only accepts the GET, HEAD and POST methods.' })
  })

  it('answers methods HTTP does not define with 405 too: the client chose them, it is no server error', async () => {
    for (const method of ['PROPFIND', 'PURGE', 'MKCOL']) expect(await send(method, '/'), method).toMatchObject({ status: 405, allow: 'GET, HEAD, POST' })
  })
})

describe('path encoding guard', () => {
  it('answers a percent-encoding that is not UTF-8 with 400, in her language', async () => {
    for (const path of ['/collection/%ff', '/collection/%E0%A4%A', '/%', '/cart%c3', '/collection/%ff?lng=en']) {
      const res = await send('GET', path)
      expect(res.status, path).toBe(400)
      expect(res.body).toContain(path.includes('lng=en') ? 'invalid encoding' : 'codificación no válida')
    }
    // A malformed language cookie is ignored, not a second failure.
    expect(await send('GET', '/collection/%ff', { Cookie: 'i18next=%ff' })).toMatchObject({ status: 400, language: 'es' })
  })

  it('lets well-formed encodings through, decoded', async () => {
    expect(await send('GET', '/collection/camisa%20%C3%B1')).toMatchObject({ status: 200, body: 'product camisa ñ' })
    expect(await send('GET', '/collection/12?q=%ff')).toMatchObject({ status: 200, body: 'product 12' })
  })
})
