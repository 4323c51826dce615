import { detectLocale, type Locale } from '#app/i18n/config.ts'

/** The language this request is rendered in (the same rule as the root loader). */
export function getLocale(request: Request): Locale {
  return detectLocale(request).locale
}
