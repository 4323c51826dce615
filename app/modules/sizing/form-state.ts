// The measurement form's client rules: what each field shows in the chosen unit, its state
// (empty / warning / valid, fields.ts) and what stops or questions a save. Pure, so tested here
// and shared by the form's first (server) render and the browser.

import type { Locale } from '#app/i18n/config.ts'
import { MEASUREMENT_FIELDS, classifyMeasurement, computeTypedCm, type MeasurementField, type MeasurementStatus } from '#app/modules/sizing/fields.ts'
import { computeDisplayValue, type LengthUnit } from '#app/modules/sizing/units.ts'

/** A number as the customer reads it: "82,5" in Spanish, "82.5" in English, no trailing zeros. */
export function formatMeasurement(value: number, locale: Locale): string {
  const text = String(value)
  return locale === 'es' ? text.replace('.', ',') : text
}

/** What a field shows in `to` for text typed in `from`, through the stored cm value; text that is not a measurement stays as typed. */
export function convertMeasurementText(text: string, from: LengthUnit, to: LengthUnit, locale: Locale): string {
  if (from === to) return text
  const cm = computeTypedCm(text, from)
  if (cm === null || !(cm > 0)) return text
  return formatMeasurement(computeDisplayValue(cm, to), locale)
}

/** What the customer typed last in each field, and in which unit. */
export type TypedValues = Partial<Record<MeasurementField, { unit: LengthUnit; text: string }>>

/**
 * The form after switching unit: a value shows as typed when she typed it in that unit (so
 * switching back and forth never drifts), otherwise converted from it.
 */
export function computeDisplayedTexts(typed: TypedValues, unit: LengthUnit, locale: Locale): Record<MeasurementField, string> {
  return Object.fromEntries(
    MEASUREMENT_FIELDS.map((f) => {
      const entry = typed[f]
      return [f, entry ? convertMeasurementText(entry.text, entry.unit, unit, locale) : '']
    }),
  ) as Record<MeasurementField, string>
}

export type FormCheck = {
  statuses: Record<MeasurementField, MeasurementStatus>
  /** Required and empty, or holding text that is not a number (no value either), in the spec's order. */
  missing: MeasurementField[]
  /** The part of `missing` that holds text (letters, "90cm"): its message asks for a number. */
  notNumber: MeasurementField[]
  /** Not above 0 once rounded as stored: must be corrected. */
  invalid: MeasurementField[]
  /** Numbers outside the warning range: saved only after 'Control de medidas'. */
  outOfRange: MeasurementField[]
  nameMissing: boolean
}

export function checkMeasurementForm(name: string, texts: Record<MeasurementField, string>, unit: LengthUnit): FormCheck {
  const statuses = {} as Record<MeasurementField, MeasurementStatus>
  const missing: MeasurementField[] = []
  const notNumber: MeasurementField[] = []
  const invalid: MeasurementField[] = []
  const outOfRange: MeasurementField[] = []
  for (const field of MEASUREMENT_FIELDS) {
    const text = texts[field] ?? ''
    const status = classifyMeasurement(field, text, unit)
    statuses[field] = status
    if (status === 'empty') {
      missing.push(field)
      if (text.trim() !== '') notNumber.push(field)
    } else if (status === 'warning') {
      const cm = computeTypedCm(text, unit)
      if (cm === null || !(cm > 0)) invalid.push(field)
      else outOfRange.push(field)
    }
  }
  return { statuses, missing, notNumber, invalid, outOfRange, nameMissing: name.trim() === '' }
}
