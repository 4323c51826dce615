import type { Locale } from './config.ts'
import { en } from './locales/en/index.ts'
import { es } from './locales/es/index.ts'

const all = { es, en } as const

/** The whole dictionary of one language, sent once with the document (see root's shouldRevalidate). */
export function translationsFor(locale: Locale) {
  return all[locale]
}

/** A server-side translator for e-mails and other text made outside React. */
export { all as translations }
