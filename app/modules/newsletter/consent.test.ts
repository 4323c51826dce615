import { createHash } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { common as en } from '#app/i18n/locales/en/common.ts'
import { common as es } from '#app/i18n/locales/es/common.ts'
import { computeConsentSource, newsletterConsentTextVersion } from './consent.ts'

/** Each wording of the newsletter's notice, by version: a consent is recorded with the version she read. */
const wordings: Record<string, string> = {
  '2026-11-27': 'ed917f783905',
}

describe('newsletter consent', () => {
  test('the notice’s wording is the one its version names (a new wording needs a new version)', () => {
    const hash = createHash('sha256').update(`${es.privacyNotice.newsletter}\n${en.privacyNotice.newsletter}`).digest('hex').slice(0, 12)
    expect(hash).toBe(wordings[newsletterConsentTextVersion])
  })

  test('the source names the form and the page, and nothing a client made up', () => {
    expect(computeConsentSource('footer', '/collection/3')).toBe('footer /collection/3')
    expect(computeConsentSource('section', '/')).toBe('section /')
    expect(computeConsentSource('sidebar', '/x')).toBe('unknown /x')
    expect(computeConsentSource('footer', 'https://evil.example/')).toBe('footer')
    expect(computeConsentSource('footer', '/a b\n')).toBe('footer')
    expect(computeConsentSource(undefined, undefined)).toBe('unknown')
  })
})
