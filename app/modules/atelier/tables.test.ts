// The atelier's generated tables are what the ANSUR II training women give today.
import { describe, expect, test } from 'vitest'
import { DERIVATIONS } from '#app/modules/atelier/derivations.ts'
import { computePatternMeasurements } from '#app/modules/atelier/pattern-measurements.ts'
import { SIZE_NAMES, SIZE_TABLE, SIZE_TABLE_SOURCE } from '#app/modules/atelier/size-table.ts'
import { MEASUREMENT_FIELDS } from '#app/modules/sizing/fields.ts'
import { seedSizes } from '#db/seed/catalogue.ts'
import { computeDerivations, computeSizeTable, loadAtelierWomen } from '../../../scripts/lib/atelier-data.ts'

const women = loadAtelierWomen()

describe('derived lengths', () => {
  test('DERIVATIONS is the fit over the training women', () => {
    expect(DERIVATIONS).toEqual(computeDerivations(women))
  })

  test('a fit predicts each woman within its stated spread for most women', () => {
    const m = computePatternMeasurements(women[0]!.profile)
    expect(Math.abs(m.values.waistToKnee - women[0]!.extra.waistToKnee)).toBeLessThan(3 * DERIVATIONS.waistToKnee.spread)
  })

  test('what is not one of her fields is marked derived; what is, is not', () => {
    const { derived } = computePatternMeasurements(SIZE_TABLE.M)
    expect(derived).toEqual(expect.arrayContaining(['waistToKnee', 'shoulderSlope', 'highBust', 'seatBack', 'crossSeamFront']))
    for (const given of ['chest', 'waist', 'seat', 'neck', 'shoulderToWrist', 'crossSeam', 'waistToFloor']) expect(derived).not.toContain(given)
  })

  test('her own fields reach the pattern unchanged, in millimetres', () => {
    const { values } = computePatternMeasurements({ ...SIZE_TABLE.M, contornoBusto: 91.3, contornoCadera: 99.9, largoBrazo: 57.1 })
    expect([values.chest, values.seat, values.shoulderToWrist]).toEqual([913, 999, 571])
  })
})

describe('size table', () => {
  test('SIZE_TABLE is what the training women give', () => {
    expect(SIZE_TABLE).toEqual(computeSizeTable(women))
  })

  test('bust, waist and hip are the middles of the shop’s own size records', () => {
    for (const size of seedSizes) {
      const middle = (range: string) =>
        range
          .split('-')
          .map(Number)
          .reduce((a, b) => a + b) / 2
      expect(SIZE_TABLE_SOURCE[size.name as keyof typeof SIZE_TABLE_SOURCE]).toEqual({ bust: middle(size.chest), waist: middle(size.waist), hip: middle(size.hip) })
    }
  })

  test('every size has all 22 fields, and grows from XS to XL where a body does', () => {
    for (const size of SIZE_NAMES) expect(Object.keys(SIZE_TABLE[size])).toEqual([...MEASUREMENT_FIELDS])
    for (const field of ['contornoBusto', 'contornoCadera', 'contornoBrazo', 'contornoMuslo'] as const) {
      const values = SIZE_NAMES.map((s) => SIZE_TABLE[s][field])
      expect(values).toEqual([...values].sort((a, b) => a - b))
    }
  })
})
