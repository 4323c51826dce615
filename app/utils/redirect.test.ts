import { describe, expect, it } from 'vitest'
import { sanitizeRedirect } from './redirect.ts'

describe('sanitizeRedirect', () => {
  it.each([
    '/.//evil.example/phish',
    '/x/..//evil',
    '/%2e//evil',
    '/%2E//evil',
    '/./\\evil',
    '/\\evil',
    '//evil.example',
    '///evil.example',
    '/%2f/evil.example',
    '/%2F%2Fevil.example',
    '/%5cevil',
    'https://evil.example/',
    'javascript:alert(1)',
    'evil.example',
    '/\tevil',
    '/\n/evil',
    '',
    ' /x',
    `/${'a'.repeat(1200)}`,
  ])('refuses %j', (value) => {
    expect(sanitizeRedirect(value)).toBe('/')
  })

  it.each([
    ['/', '/'],
    ['/cart', '/cart'],
    ['/product/3?step=2#talla', '/product/3?step=2#talla'],
    ['/perfiles-de-medidas', '/perfiles-de-medidas'],
    ['/account/./orders', '/account/orders'],
    ['/a/../cart', '/cart'],
    ['/collection?q=%2F%2Fx', '/collection?q=%2F%2Fx'],
  ])('keeps %j as %j', (value, expected) => {
    expect(sanitizeRedirect(value)).toBe(expected)
  })

  it('returns the fallback for anything that is not a string', () => {
    expect(sanitizeRedirect(null, '/cart')).toBe('/cart')
    expect(sanitizeRedirect(undefined)).toBe('/')
    expect(sanitizeRedirect(new File([], 'x'))).toBe('/')
  })

  it('every refused value would have left the site once resolved by a browser', () => {
    // The point of the test list above: each resolves to another origin (or is not a path at all).
    for (const value of ['/.//evil.example/phish', '/x/..//evil', '/%2e//evil', '/./\\evil']) {
      const resolved = new URL(new URL(value, 'http://shop.test').pathname, 'http://shop.test')
      expect(resolved.host).not.toBe('shop.test')
    }
  })
})
