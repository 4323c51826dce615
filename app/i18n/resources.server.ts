import type { Locale } from './config.ts'
import { pickNamespaces } from './namespaces.ts'
import { en } from './locales/en/index.ts'
import { es } from './locales/es/index.ts'

const all = { es, en } as const

/** The parts of one language's dictionary a page needs, sent with the document (see root's shouldRevalidate). */
export function translationsFor(locale: Locale, namespaces: readonly string[]) {
  return pickNamespaces(all[locale], namespaces)
}

/** A server-side translator for e-mails and other text made outside React. */
export { all as translations }
