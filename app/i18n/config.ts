import { browserStorage } from '#app/utils/browser-storage.ts'
import { readCookie } from '#app/utils/cookies.ts'

export const supportedLocales = ['es', 'en'] as const
export type Locale = (typeof supportedLocales)[number]
export const defaultLocale: Locale = 'es'
export const localeCookieName = browserStorage.languageCookie.name
export const localeStorageKey = browserStorage.languageStored.name

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (supportedLocales as readonly string[]).includes(value)
}

/** Best supported match for an Accept-Language header, honouring q-values. */
export function localeFromAcceptLanguage(header: string | null): Locale | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';')
      const q = params.find((p) => p.trim().startsWith('q='))
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1, index }
    })
    .filter((e) => e.tag && Number.isFinite(e.q) && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranked) {
    const base = tag.split('-')[0]
    if (isLocale(base)) return base
  }
  return undefined
}

/**
 * The server's half of the spec's detection order: query `lng`, cookie `i18next`, then the
 * browser's languages. (Local storage is read by the client, see LocaleSync.)
 */
export function detectLocale(request: Request): { locale: Locale; fromQuery: boolean } {
  return pickLocale(new URL(request.url).searchParams.get('lng'), request.headers.get('Cookie'), request.headers.get('Accept-Language'))
}

/** detectLocale from the request's parts (the HTTP host's page cache reads them without a Request). */
export function pickLocale(query: string | null, cookieHeader: string | null | undefined, acceptLanguage: string | null | undefined): { locale: Locale; fromQuery: boolean } {
  if (isLocale(query)) return { locale: query, fromQuery: true }
  const cookie = readCookie(cookieHeader ?? null, localeCookieName)
  if (isLocale(cookie)) return { locale: cookie, fromQuery: false }
  return { locale: localeFromAcceptLanguage(acceptLanguage ?? null) ?? defaultLocale, fromQuery: false }
}

export function localeCookie(locale: Locale): string {
  return `${localeCookieName}=${locale}; Path=/; Max-Age=${browserStorage.languageCookie.lifetimeSeconds}; SameSite=Lax`
}

/** BCP 47 tags used with Intl for dates and money. */
export const intlLocale: Record<Locale, string> = { es: 'es-ES', en: 'en-GB' }
