import type { Locale } from './config.ts'
import { pickNamespaces } from './namespaces.ts'
import { en } from './locales/en/index.ts'
import { es } from './locales/es/index.ts'

const all = { es, en } as const

const picked = new Map<string, ReturnType<typeof pickNamespaces<(typeof all)[Locale]>>>()

/**
 * The parts of one language's dictionary a page needs, sent with the document (see root's
 * shouldRevalidate). One object per language and set of namespaces (the routes declare a few dozen
 * sets), the same on every request: the root's translator for it is made once (app/root.tsx).
 */
export function translationsFor(locale: Locale, namespaces: readonly string[]) {
  const key = `${locale}:${namespaces.join(',')}`
  let resources = picked.get(key)
  if (!resources) picked.set(key, (resources = Object.freeze(pickNamespaces(all[locale], namespaces))))
  return resources
}

/** A server-side translator for e-mails and other text made outside React. */
export { all as translations }
