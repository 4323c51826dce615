import { afterEach, describe, expect, test } from 'vitest'
import { requireSameOrigin } from './csrf.server.ts'

function post(headers: Record<string, string>) {
  return new Request('http://127.0.0.1:3000/resources/newsletter', { method: 'POST', headers })
}

function status(fn: () => void): number {
  try {
    fn()
    return 200
  } catch (error) {
    return error instanceof Response ? error.status : 500
  }
}

describe('requireSameOrigin', () => {
  const appUrl = process.env.APP_URL
  afterEach(() => {
    if (appUrl === undefined) delete process.env.APP_URL
    else process.env.APP_URL = appUrl
  })

  test('lets same-origin posts and posts without Origin through', () => {
    expect(status(() => requireSameOrigin(post({ Origin: 'http://127.0.0.1:3000' })))).toBe(200)
    expect(status(() => requireSameOrigin(post({})))).toBe(200)
    expect(status(() => requireSameOrigin(post({ 'Sec-Fetch-Site': 'same-origin' })))).toBe(200)
  })

  test('refuses another origin, an opaque origin and a cross-site fetch with 403', () => {
    expect(status(() => requireSameOrigin(post({ Origin: 'https://evil.example' })))).toBe(403)
    expect(status(() => requireSameOrigin(post({ Origin: 'http://127.0.0.1:3001' })))).toBe(403)
    expect(status(() => requireSameOrigin(post({ Origin: 'null' })))).toBe(403)
    expect(status(() => requireSameOrigin(post({ 'Sec-Fetch-Site': 'cross-site' })))).toBe(403)
  })

  test('accepts the public origin of APP_URL behind a proxy', () => {
    process.env.APP_URL = 'https://gemela.es'
    expect(status(() => requireSameOrigin(post({ Origin: 'https://gemela.es' })))).toBe(200)
  })
})
