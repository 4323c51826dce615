import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { responsePolicy, withSecureFlag } from './response-policy.ts'
import { securityHeaders } from './security.ts'

const servers: { close: () => void }[] = []
afterEach(() => servers.splice(0).forEach((s) => s.close()))

/** A shop-like host: trusted loopback proxy, the security headers, the response policy, a few routes. */
async function host() {
  const app = express()
  app.set('trust proxy', 'loopback')
  app.use(securityHeaders({ production: true }))
  app.use(responsePolicy)
  app.get('/sign-in', (_req, res) => {
    res.append('Set-Cookie', 'gemela.session_token=abc; Path=/; HttpOnly; SameSite=Lax')
    res.append('Set-Cookie', 'gemela_basket=xyz; Path=/; HttpOnly; SameSite=Lax; Secure')
    res.send('ok')
  })
  app.get('/page', (_req, res) => res.send('<h1>Hola</h1>'))
  app.get('/drawing', (_req, res) => res.set('Cache-Control', 'public, max-age=86400').send('<svg/>'))
  app.get('/media/garment.png', (_req, res) => res.type('png').send('png'))
  app.get('/media/share.png', (_req, res) => res.type('png').send('png'))
  const server = app.listen(0, '127.0.0.1')
  servers.push(server)
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return (path: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${port}${path}`, { headers })
}

describe('who may embed what', () => {
  it('pages and pictures are same-origin only, but the e-mails’ drawings show in webmail and shared pages’ pictures on the networks', async () => {
    const get = await host()
    expect((await get('/page')).headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin')
    expect((await get('/media/garment.png')).headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin')
    expect((await get('/media/share.png')).headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin')
  })
})

describe('cookies follow the request’s real scheme', () => {
  it('over plain http (a LAN address): no Secure flag, no HSTS, no upgrade-insecure-requests', async () => {
    const res = await (await host())('/sign-in')
    expect(res.headers.getSetCookie()).toHaveLength(2)
    for (const c of res.headers.getSetCookie()) expect(c).not.toMatch(/Secure/i)
    expect(res.headers.get('Strict-Transport-Security')).toBeNull()
    expect(res.headers.get('Content-Security-Policy')).not.toContain('upgrade-insecure-requests')
  })

  it('over https behind the trusted proxy: every cookie Secure, HSTS and upgrade-insecure-requests', async () => {
    const res = await (await host())('/sign-in', { 'X-Forwarded-Proto': 'https' })
    for (const c of res.headers.getSetCookie()) expect(c).toMatch(/; Secure$/)
    expect(res.headers.get('Strict-Transport-Security')).toContain('max-age=')
    expect(res.headers.get('Content-Security-Policy')).toContain('upgrade-insecure-requests')
  })

  it('withSecureFlag never doubles or keeps a stale flag', () => {
    expect(withSecureFlag('a=1; Path=/; Secure; HttpOnly', true)).toBe('a=1; Path=/; HttpOnly; Secure')
    expect(withSecureFlag('a=1; Path=/; secure', false)).toBe('a=1; Path=/')
  })
})

describe('personal responses are never stored', () => {
  it('a request with her session or basket cookie gets private, no-store and Vary: Cookie', async () => {
    const get = await host()
    for (const cookie of ['gemela.session_token=abc', 'gemela_basket=xyz', 'lng=es; gemela.session_token=abc']) {
      const res = await get('/page', { Cookie: cookie })
      expect(res.headers.get('Cache-Control')).toBe('private, no-store')
      expect(res.headers.get('Vary')).toContain('Cookie')
    }
  })

  it('a response that sets a cookie is private, no-store even for a visitor', async () => {
    const res = await (await host())('/sign-in')
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('a visitor’s page varies by cookie; public drawings are left cacheable', async () => {
    const get = await host()
    const page = await get('/page')
    expect(page.headers.get('Vary')).toContain('Cookie')
    expect(page.headers.get('Cache-Control')).toBeNull()
    const drawing = await get('/drawing', { Cookie: 'gemela.session_token=abc' })
    expect(drawing.headers.get('Cache-Control')).toBe('public, max-age=86400')
  })
})
