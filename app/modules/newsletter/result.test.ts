import { describe, expect, test } from 'vitest'
import { computeNewsletterReturnPath, isNewsletterOutcome } from './result.ts'

describe('newsletter return path for browsers without JavaScript', () => {
  test('goes back to the page it came from, flagged and anchored', () => {
    expect(computeNewsletterReturnPath('/', 'sent')).toBe('/?newsletter=sent#newsletter')
    expect(computeNewsletterReturnPath('/login?lng=en', 'invalid')).toBe('/login?lng=en&newsletter=invalid#newsletter')
    expect(computeNewsletterReturnPath('/?newsletter=invalid', 'sent')).toBe('/?newsletter=sent#newsletter')
  })

  test.each([undefined, null, '', 'https://evil.example/', '//evil.example/', '/\\evil.example', 'relative', '/.//evil.example/phish', '/x/..//evil', '/%2e//evil', '/./\\evil'])(
    'refuses %j',
    (value) => {
      expect(computeNewsletterReturnPath(value, 'sent')).toBeUndefined()
    },
  )

  test('knows its outcomes', () => {
    expect(isNewsletterOutcome('sent')).toBe(true)
    expect(isNewsletterOutcome('subscribed')).toBe(false)
  })
})
