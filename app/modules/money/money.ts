import type { Locale } from '#app/i18n/config.ts'
import { writeNumber } from '#app/i18n/numbers.ts'

/**
 * Money is integer cents of one currency (docs/architecture.md): the shop sells in euros only, so an amount
 * is a plain number of euro cents everywhere — in the database, in modules and on the wire — and
 * becomes text only here, at the edge. Prices include IVA (docs/product.md, prices).
 */
export const currency = 'EUR'

/**
 * Integer cents as euros in the locale's currency format ("12,50 €", "€12.50"); with `wholeEuros`
 * a whole amount drops its cents ("50 €"), any other keeps them ("4,95 €"). Written by hand, not
 * with Intl (i18n/numbers.ts says why); money.test.ts compares it with Intl.
 */
export function formatMoney(cents: number, locale: Locale, options: { wholeEuros?: boolean } = {}): string {
  const abs = Math.abs(Math.round(cents))
  const digits = options.wholeEuros && abs % 100 === 0 ? String(abs / 100) : `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
  const sign = cents < 0 ? '-' : ''
  return locale === 'es' ? `${sign}${writeNumber(digits, locale)}\u00a0€` : `${sign}€${writeNumber(digits, locale)}`
}

/** IVA, included in every price the shop states: the IVA part is derived from a total, never added. */
export const vatRate = 0.21

/** The IVA contained in a tax-included amount, rounded to the cent. */
export function computeIncludedVat(totalCents: number, rate = vatRate) {
  return Math.round(totalCents - totalCents / (1 + rate))
}
