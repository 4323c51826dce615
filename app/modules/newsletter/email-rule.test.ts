import { describe, expect, test } from 'vitest'
import { computeNewsletterEmailError, normalizeNewsletterEmail } from './email-rule.ts'

describe('newsletter e-mail rule (docs/product.md#newsletter)', () => {
  test.each([undefined, null, '', '   ', 42])('%j is required', (value) => {
    expect(computeNewsletterEmailError(value)).toBe('required')
  })

  test.each([
    'ana',
    'ana@',
    '@gemela.es',
    'ana@gemela',
    'ana@gemela.e',
    'ana@gemela.e5',
    'ana gomez@gemela.es',
    'ana@gemela.es.',
    'ana@@gemela.es',
    `${'a'.repeat(250)}@gemela.es`,
  ])('%s is invalid', (value) => {
    expect(computeNewsletterEmailError(value)).toBe('invalid')
  })

  test.each(['ana@gemela.es', 'ANA.GOMEZ+telas@Gemela.ES', 'a_b-c%d@sub.dominio.co.uk', '  ana@gemela.es  ', 'x@y.museum'])('%s is valid', (value) => {
    expect(computeNewsletterEmailError(value)).toBeNull()
  })

  test('normalising trims and ignores non-strings', () => {
    expect(normalizeNewsletterEmail('  Ana@Gemela.es ')).toBe('Ana@Gemela.es')
    expect(normalizeNewsletterEmail(undefined)).toBe('')
  })
})
