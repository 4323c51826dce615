import type { Locale } from '#app/i18n/config.ts'

export type LocalizedText = { es: string; en?: string }

/** Spanish is required, English optional: a missing translation falls back to Spanish. */
export function localize(text: LocalizedText, locale: Locale): string {
  return (locale === 'en' ? text.en : undefined) || text.es
}
