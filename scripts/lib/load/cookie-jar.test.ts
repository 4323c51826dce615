import { describe, expect, it } from 'vitest'
import { CookieJar } from './cookie-jar.ts'

describe('CookieJar', () => {
  it('sends nothing before the shop has set a cookie', () => {
    expect(new CookieJar().header()).toBeUndefined()
  })

  it('keeps what Set-Cookie gives and sends it back, a later one replacing an earlier', () => {
    const jar = new CookieJar()
    jar.store(['gemela_basket=abc; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax', 'gemela_checkout=s%3A1=2; Path=/'])
    expect(jar.header()).toBe('gemela_basket=abc; gemela_checkout=s%3A1=2')
    jar.store(['gemela_basket=def; Path=/'])
    expect(jar.get('gemela_basket')).toBe('def')
  })

  it('forgets a cookie the shop expires (Max-Age ≤ 0, or Expires in the past without Max-Age)', () => {
    const jar = new CookieJar({ gemela_basket: 'abc', gemela_checkout: 'x', other: 'y' })
    jar.store(['gemela_basket=; Path=/; Max-Age=0', 'gemela_checkout=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT'])
    expect(jar.header()).toBe('other=y')
  })

  it('keeps a cookie whose Max-Age outlives a past Expires', () => {
    const jar = new CookieJar()
    jar.store(['a=1; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Max-Age=60'])
    expect(jar.get('a')).toBe('1')
  })

  it('ignores lines without a name', () => {
    const jar = new CookieJar()
    jar.store(['=nothing', 'broken', undefined as never].filter(Boolean))
    expect(jar.header()).toBeUndefined()
  })
})
