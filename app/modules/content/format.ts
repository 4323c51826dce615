import type { Locale } from '#app/i18n/config.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import type { StoreSettings } from './settings.ts'

/** 1 = Monday … 7 = Sunday, named in the reader's language. */
export function weekdayName(day: number, locale: Locale): string {
  // 1 January 2024 was a Monday.
  const date = new Date(Date.UTC(2024, 0, day))
  return dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date)
}

/** e.g. "lunes a viernes, 10:00–14:00" / "Monday to Friday, 10:00–14:00". */
export function formatSupportHours(settings: StoreSettings, locale: Locale): string {
  const { hoursDays, hoursTime } = settings.contact
  const from = weekdayName(hoursDays.from, locale)
  const to = weekdayName(hoursDays.to, locale)
  const joiner = locale === 'es' ? ' a ' : ' to '
  return `${from}${joiner}${to}, ${hoursTime.open}–${hoursTime.close}`
}

/**
 * Numbers written the way Intl.NumberFormat writes them for the shop's two locales, by hand: the
 * first Intl number format a page builds costs a phone about 100 ms of main thread (locale data),
 * and a price is on almost every page. es-ES groups thousands only from five digits ("1234,50 €",
 * "12.345,67 €"); en-GB from four ("€1,234.50"). format.test.ts compares both with Intl.
 */
function writeNumber(digits: string, locale: Locale): string {
  const [whole = '0', fraction] = digits.split('.')
  const grouped = whole.length > (locale === 'es' ? 4 : 3) ? whole.replace(/\B(?=(\d{3})+$)/g, locale === 'es' ? '.' : ',') : whole
  return fraction ? `${grouped}${locale === 'es' ? ',' : '.'}${fraction}` : grouped
}

/**
 * Integer cents as euros in the locale's currency format ("12,50 €", "€12.50"); with `wholeEuros`
 * a whole amount drops its cents ("50 €"), any other keeps them ("4,95 €").
 */
export function formatMoney(cents: number, locale: Locale, options: { wholeEuros?: boolean } = {}): string {
  const abs = Math.abs(Math.round(cents))
  const digits = options.wholeEuros && abs % 100 === 0 ? String(abs / 100) : `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
  const sign = cents < 0 ? '-' : ''
  return locale === 'es' ? `${sign}${writeNumber(digits, locale)}\u00a0€` : `${sign}€${writeNumber(digits, locale)}`
}

/**
 * A quantity with at most `fractionDigits` decimals, trailing zeros dropped ("12,5", "1.250"),
 * rounded half away from zero on its shortest decimal form as Intl does (0.35 → "0,4").
 */
export function formatQuantity(value: number, locale: Locale, fractionDigits = 1): string {
  const shortest = String(Math.abs(value))
  let digits: string
  if (/e/i.test(shortest)) {
    digits = Math.abs(value).toFixed(fractionDigits)
  } else {
    const [whole = '0', fraction = ''] = shortest.split('.')
    const kept = BigInt(whole + fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0')) + (fraction.charAt(fractionDigits) >= '5' ? 1n : 0n)
    const text = kept.toString().padStart(fractionDigits + 1, '0')
    digits = fractionDigits ? `${text.slice(0, -fractionDigits)}.${text.slice(-fractionDigits)}` : text
  }
  const trimmed = digits.includes('.') ? digits.replace(/\.?0+$/, '') : digits
  return `${value < 0 || Object.is(value, -0) ? '-' : ''}${writeNumber(trimmed, locale)}`
}

export function formatRange(range: { min: number; max: number }): string {
  return range.min === range.max ? String(range.min) : `${range.min}-${range.max}`
}
