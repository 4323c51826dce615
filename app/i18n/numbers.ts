import type { Locale } from './config.ts'

/**
 * Numbers written the way Intl.NumberFormat writes them for the shop's two locales, by hand: the
 * first Intl number format a page builds costs a phone about 100 ms of main thread (locale data,
 * docs/decisions/005-main-thread-budget.md), and a price is on almost every page. es-ES groups
 * thousands only from five digits ("1234,50", "12.345,67"); en-GB from four ("1,234.50").
 * numbers.test.ts and money.test.ts compare both with Intl.
 */
export function writeNumber(digits: string, locale: Locale): string {
  const [whole = '0', fraction] = digits.split('.')
  const grouped = whole.length > (locale === 'es' ? 4 : 3) ? whole.replace(/\B(?=(\d{3})+$)/g, locale === 'es' ? '.' : ',') : whole
  return fraction ? `${grouped}${locale === 'es' ? ',' : '.'}${fraction}` : grouped
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
