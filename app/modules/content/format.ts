import type { Locale } from '#app/i18n/config.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import type { StoreSettings } from '#app/modules/store/settings.ts'

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

export function formatRange(range: { min: number; max: number }): string {
  return range.min === range.max ? String(range.min) : `${range.min}–${range.max}`
}
