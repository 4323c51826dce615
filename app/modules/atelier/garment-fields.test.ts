import { describe, expect, test } from 'vitest'
import { DESIGN_MEASUREMENTS, DESIGN_OF, type GarmentKind } from '#app/modules/atelier/garment-patterns.ts'
import { computePatternMeasurements } from '#app/modules/atelier/pattern-measurements.ts'
import { MEASUREMENT_FIELDS, type MeasurementField } from '#app/modules/sizing/fields.ts'
import { GARMENT_FIELDS } from '#app/modules/sizing/garment-fields.ts'
import { sampleMeasurements } from '#tests/factories/measurements.ts'

/**
 * The size flow shows first the fields a garment uses (sizing/garment-fields.ts); the pattern must be
 * drafted from those alone. Every other field is made unreadable (NaN): each measurement the
 * garment's design is given must still be a number, so no field the pattern reads is folded away.
 */
describe('the fields shown first are the ones the pattern reads', () => {
  for (const kind of Object.keys(DESIGN_OF) as GarmentKind[]) {
    test(kind, () => {
      const used: readonly MeasurementField[] = GARMENT_FIELDS[kind]
      const only = Object.fromEntries(MEASUREMENT_FIELDS.map((f) => [f, used.includes(f) ? sampleMeasurements[f] : Number.NaN])) as Record<MeasurementField, number>
      const { values } = computePatternMeasurements(only)
      const unreadable = DESIGN_MEASUREMENTS[DESIGN_OF[kind]].filter((name) => !Number.isFinite(values[name]))
      expect(unreadable).toEqual([])
    })
  }
})
