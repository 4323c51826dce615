import { describe, expect, it } from 'vitest'
import { detectLocale, localeFromAcceptLanguage } from './config.ts'

const req = (url: string, headers: Record<string, string> = {}) => new Request(`http://x${url}`, { headers })

describe('language detection (server half)', () => {
  it('query lng wins over cookie and browser', () => {
    expect(detectLocale(req('/?lng=en', { Cookie: 'i18next=es', 'Accept-Language': 'es' }))).toEqual({ locale: 'en', fromQuery: true })
  })
  it('then the i18next cookie', () => {
    expect(detectLocale(req('/', { Cookie: 'a=1; i18next=en', 'Accept-Language': 'es' })).locale).toBe('en')
  })
  it('then Accept-Language with q-values', () => {
    expect(localeFromAcceptLanguage('fr-FR,fr;q=0.9,en;q=0.8,es;q=0.7')).toBe('en')
    expect(localeFromAcceptLanguage('en-US;q=0.5, es-ES')).toBe('es')
  })
  it('falls back to Spanish for unknown or invalid values', () => {
    expect(detectLocale(req('/?lng=de', { Cookie: 'i18next=fr', 'Accept-Language': 'de' })).locale).toBe('es')
    expect(detectLocale(req('/')).locale).toBe('es')
  })
})
