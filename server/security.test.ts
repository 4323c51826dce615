import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { bodyLimit, formActionOrigins } from './security.ts'

describe('form-action origins', () => {
  it('adds the sign-in origin of each configured provider, and nothing else', () => {
    expect(formActionOrigins({})).toEqual([])
    expect(formActionOrigins({ GOOGLE_CLIENT_ID: 'g' })).toEqual([])
    expect(
      formActionOrigins({
        GOOGLE_CLIENT_ID: 'g',
        GOOGLE_CLIENT_SECRET: 's',
        APPLE_CLIENT_ID: 'a',
        APPLE_CLIENT_SECRET: 's',
        OIDC_ISSUER: 'http://127.0.0.1:4102/realm',
        OIDC_CLIENT_ID: 'c',
      }),
    ).toEqual(['https://accounts.google.com', 'https://appleid.apple.com', 'http://127.0.0.1:4102'])
    expect(formActionOrigins({ OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'c' })).toEqual([])
  })

  it("adds Stripe's payment page when Stripe is configured (the local fake's origin in tests)", () => {
    expect(formActionOrigins({ STRIPE_SECRET_KEY: 'sk_live_x' })).toEqual(['https://checkout.stripe.com'])
    expect(formActionOrigins({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_API_BASE: 'http://127.0.0.1:2530' })).toEqual(['http://127.0.0.1:2530'])
    expect(formActionOrigins({ STRIPE_API_BASE: 'http://127.0.0.1:2530' })).toEqual([])
  })
})

describe('body limits', () => {
  /** One request through an Express app with the limit (10 bytes; /upload takes 100). */
  async function send(path: string, bytes: number, headers: Record<string, string> = {}) {
    const app = express()
    app.use(bodyLimit(10, { '/upload': 100 }))
    app.post(/.*/, (req, res) => {
      req.resume()
      req.on('end', () => res.send('read'))
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    const { port } = server.address() as AddressInfo
    try {
      return await new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'Content-Length': String(bytes), ...headers } }, (res) => {
          let body = ''
          res.on('data', (c: Buffer) => (body += c.toString()))
          res.on('end', () => resolve({ status: res.statusCode!, location: res.headers.location, body }))
        })
        req.on('error', reject)
        req.end(Buffer.alloc(bytes, 97))
      })
    } finally {
      server.closeAllConnections()
      server.close()
    }
  }

  it('a body within its limit goes through; a larger one is refused with 413 before anything reads it', async () => {
    expect(await send('/form', 10)).toMatchObject({ status: 200, body: 'read' })
    expect(await send('/form', 11)).toMatchObject({ status: 413 })
    expect(await send('/upload', 100)).toMatchObject({ status: 200 })
    expect(await send('/upload.data', 101, { 'Sec-Fetch-Mode': 'navigate' })).toMatchObject({ status: 413 })
  })

  it('an upload over its limit sent by the page itself without JavaScript comes back to the page, which says why', async () => {
    expect(await send('/upload?fabric=3', 150, { 'Sec-Fetch-Mode': 'navigate' })).toMatchObject({ status: 303, location: '/upload?fabric=3&refused=tooLarge' })
    // Not a page's navigation, or far over the limit: a plain 413, nothing read.
    expect(await send('/upload?fabric=3', 150)).toMatchObject({ status: 413 })
    expect(await send('/upload?fabric=3', 401, { 'Sec-Fetch-Mode': 'navigate' })).toMatchObject({ status: 413 })
    // Only the paths allowed more: an ordinary form stays a 413.
    expect(await send('/form', 11, { 'Sec-Fetch-Mode': 'navigate' })).toMatchObject({ status: 413 })
  })
})
