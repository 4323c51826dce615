import type { Locale } from './config.ts'

export type TOptions = Record<string, unknown> & { count?: number; defaultValue?: string }
export type TFunction = (key: string, options?: TOptions) => string
export type Translator = { t: TFunction; language: Locale }

function lookup(resources: Record<string, unknown>, key: string): string | undefined {
  let node: unknown = resources
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}

/**
 * The browser's translator: i18next's key syntax (nested keys, `{{value}}`, `_one`/`_other` plurals)
 * in a few hundred bytes, over the dictionary the server sent with the page. i18next itself (17 KB
 * gzip with react-i18next) would not fit the home page's JavaScript budget (docs/decisions/004).
 */
export function createTranslator(locale: Locale, resources: Record<string, unknown>, onMissing?: (key: string) => void): Translator {
  // Made on first use: most pages never count anything, and every Intl object costs a phone time.
  let plural: Intl.PluralRules | undefined
  // Each key's text found once: a page asks for the same few hundred keys on every render (on the
  // server the translator of a language and a set of namespaces serves every request, app/root.tsx).
  const found = new Map<string, string | undefined>()
  const find = (key: string) => {
    let text = found.get(key)
    if (text === undefined && !found.has(key)) found.set(key, (text = lookup(resources, key)))
    return text
  }
  const t: TFunction = (key, options = {}) => {
    let text: string | undefined
    if (typeof options.count === 'number') {
      plural ??= new Intl.PluralRules(locale)
      text = find(`${key}_${plural.select(options.count)}`) ?? find(`${key}_other`)
    }
    text ??= find(key)
    if (text === undefined) {
      onMissing?.(key)
      text = options.defaultValue ?? key
    }
    // Most texts have no placeholder: they are returned as they are (a page calls this hundreds of times).
    if (!text.includes('{{')) return text
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in options ? String(options[name]) : match))
  }
  return { t, language: locale }
}
