import i18next, { type i18n } from 'i18next'
import type { Locale } from './config.ts'

export type Resources = Record<string, unknown>

/** A synchronous i18next instance for one render (server) or one page session (client). */
export function createI18n(locale: Locale, resources: Resources): i18n {
  const instance = i18next.createInstance()
  void instance.init({
    lng: locale,
    fallbackLng: 'es',
    supportedLngs: ['es', 'en'],
    resources: { [locale]: { translation: resources } },
    interpolation: { escapeValue: false },
    initAsync: false,
  })
  return instance
}
