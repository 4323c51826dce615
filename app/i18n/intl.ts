import { intlLocale, type Locale } from './config.ts'

/**
 * Date formats, made once per locale and options: building one loads locale and time-zone data
 * and costs a phone tens of milliseconds (numbers are written by hand: numbers.ts).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>()

export function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = dateFormats.get(key)
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(intlLocale[locale], options)))
  return format
}
