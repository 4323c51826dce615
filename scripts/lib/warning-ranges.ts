// Recomputes the form's warning ranges from the training women (docs/product.md#the-22-measurements).
// fields.ts holds the committed table; fields.test.ts checks it equals this computation.

import { MEASUREMENT_FIELDS, specRanges, type MeasurementField, type MeasurementRange } from '#app/modules/sizing/fields.ts'
import { DATA_FIELDS, type AnsurWoman, type DataField } from './ansur.ts'

/** At most this share of the women may fall below the range, and at most this share above. */
export const MAX_SHARE_OUTSIDE = 0.01

export type WarningRangeRow = {
  field: MeasurementField
  spec: MeasurementRange
  range: MeasurementRange
  belowSpec: number
  aboveSpec: number
  below: number
  above: number
  women: number
}

/**
 * Widens one field's spec range. With n women, at most k = floor(1 % · n) may be below: the
 * lower bound may not exceed the (k+1)-th smallest value, and is rounded down (outward) to a
 * multiple of 0.5 cm; the upper bound mirrors it. Values are multiples of 0.05 cm (whole and
 * half millimetres), so twentieths of a cm are exact integers here.
 */
export function computeWidenedRange(values: readonly number[], spec: MeasurementRange): MeasurementRange {
  const sorted = [...values].sort((a, b) => a - b)
  const k = Math.floor(MAX_SHARE_OUTSIDE * sorted.length)
  const low = sorted[k]
  const high = sorted[sorted.length - 1 - k]
  if (low === undefined || high === undefined) return spec
  const lowHalfCm = Math.floor(Math.round(low * 20) / 10) / 2
  const highHalfCm = Math.ceil(Math.round(high * 20) / 10) / 2
  return { min: Math.min(spec.min, lowHalfCm), max: Math.max(spec.max, highHalfCm) }
}

export function computeWarningRangeTable(women: readonly AnsurWoman[]): WarningRangeRow[] {
  return MEASUREMENT_FIELDS.map((field) => {
    const spec = specRanges[field]
    if (!(DATA_FIELDS as readonly string[]).includes(field)) {
      // No data: nothing to widen from, the spec's range stands.
      return { field, spec, range: spec, belowSpec: 0, aboveSpec: 0, below: 0, above: 0, women: 0 }
    }
    const values = women.map((w) => w.fields[field as DataField])
    const range = computeWidenedRange(values, spec)
    const count = (test: (v: number) => boolean) => values.filter(test).length
    return {
      field,
      spec,
      range,
      belowSpec: count((v) => v < spec.min),
      aboveSpec: count((v) => v > spec.max),
      below: count((v) => v < range.min),
      above: count((v) => v > range.max),
      women: values.length,
    }
  })
}

export function computeWarningRanges(women: readonly AnsurWoman[]): Record<MeasurementField, MeasurementRange> {
  const table = computeWarningRangeTable(women)
  return Object.fromEntries(table.map((row) => [row.field, row.range])) as Record<MeasurementField, MeasurementRange>
}
