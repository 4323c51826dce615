import { describe, expect, test } from 'vitest'
import { getClientAddress } from './client-address.server.ts'

const from = (forwardedFor?: string) => getClientAddress(new Request('http://127.0.0.1:3000/', { headers: forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor } }))

describe('getClientAddress (what per-client limits count by)', () => {
  test('the address the HTTP host put in X-Forwarded-For', () => {
    expect(from('203.0.113.9')).toBe('203.0.113.9')
    expect(from('::ffff:203.0.113.9')).toBe('203.0.113.9')
  })

  test('an IPv6 client is one /64, whichever address in it she uses', () => {
    expect(from('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(from('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(from('2001:db8::5')).toBe('2001:db8:0:0::/64')
    expect(from('::1')).toBe('0:0:0:0::/64')
    expect(from('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
  })

  test('nothing usable is one shared "unknown" bucket, never the raw header', () => {
    expect(from()).toBe('unknown')
    expect(from('')).toBe('unknown')
    expect(from('not an address {"level":50}')).toBe('unknown')
  })
})
