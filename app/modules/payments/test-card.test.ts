import { describe, expect, it } from 'vitest'
import { classifyTestCard, isValidCvc, isValidExpiry, passesLuhn } from './test-card.ts'

describe('test card', () => {
  it('behaves as Stripe test mode for its published numbers', () => {
    expect(classifyTestCard('4242 4242 4242 4242')).toBe('succeeds')
    expect(classifyTestCard('4000 0000 0000 0002')).toBe('declined')
    expect(classifyTestCard('4000-0027-6000-3184')).toBe('needsConfirmation')
  })
  it('declines any other valid number and refuses a mistyped one', () => {
    // A real-looking Visa number that is not a test number never succeeds.
    expect(classifyTestCard('4111 1111 1111 1111')).toBe('declined')
    expect(classifyTestCard('4242 4242 4242 4241')).toBe('invalid')
    expect(classifyTestCard('abcd')).toBe('invalid')
    expect(passesLuhn('79927398713')).toBe(false)
    expect(passesLuhn('4242424242424242')).toBe(true)
  })
  it('checks expiry and CVC', () => {
    const now = new Date('2026-11-25T10:00:00Z')
    expect(isValidExpiry('11/26', now)).toBe(true)
    expect(isValidExpiry('10/26', now)).toBe(false)
    expect(isValidExpiry('13/30', now)).toBe(false)
    expect(isValidExpiry('1230', now)).toBe(false)
    expect(isValidCvc('123')).toBe(true)
    expect(isValidCvc('12')).toBe(false)
  })
})
