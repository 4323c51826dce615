import type { Locale } from './config.ts'
import { pickNamespaces } from './namespaces.ts'
import { en } from './locales/en/index.ts'
import { es } from './locales/es/index.ts'

const all = { es, en } as const

const sent = new Map<string, string>()

/**
 * The parts of one language's dictionary a page needs, sent with the document as JSON text (see
 * sent-json.ts and root's shouldRevalidate). One string per language and set of namespaces (the
 * routes declare a few dozen sets), the same on every request.
 */
export function translationsJsonFor(locale: Locale, namespaces: readonly string[]): string {
  const key = `${locale}:${namespaces.join(',')}`
  let json = sent.get(key)
  if (json === undefined) sent.set(key, (json = JSON.stringify(pickNamespaces(all[locale], namespaces))))
  return json
}

/** A server-side translator for e-mails and other text made outside React. */
export { all as translations }
