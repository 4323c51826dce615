import { describe, expect, test } from 'vitest'
import { MEASUREMENT_FIELDS, classifyMeasurement, parseMeasurement, specRanges, warningRanges } from '#app/modules/sizing/fields.ts'
import { loadAnsurWomen } from '../../../scripts/lib/ansur.ts'
import { computeWarningRangeTable, computeWarningRanges } from '../../../scripts/lib/warning-ranges.ts'

const women = loadAnsurWomen()

describe('the 22 fields', () => {
  test('are the spec’s, in the spec’s order', () => {
    expect(MEASUREMENT_FIELDS).toHaveLength(22)
    expect(MEASUREMENT_FIELDS[0]).toBe('alturaTotal')
    expect(MEASUREMENT_FIELDS[4]).toBe('contornoDebajoBusto')
    expect(MEASUREMENT_FIELDS[14]).toBe('contornoAxila')
    expect(MEASUREMENT_FIELDS[21]).toBe('contornoTobillo')
    expect(new Set(MEASUREMENT_FIELDS).size).toBe(22)
    expect(Object.keys(specRanges)).toEqual([...MEASUREMENT_FIELDS])
    expect(Object.keys(warningRanges)).toEqual([...MEASUREMENT_FIELDS])
  })
})

describe('warning ranges (docs/product.md#the-22-measurements)', () => {
  test('the committed table is what the training data gives', () => {
    expect(women).toHaveLength(1595)
    expect(warningRanges).toEqual(computeWarningRanges(women))
  })

  test('at most 1 % of the training women fall below and at most 1 % above each range', () => {
    for (const row of computeWarningRangeTable(women)) {
      const count = (test: (v: number) => boolean) => (row.women === 0 ? 0 : women.map((w) => (w.fields as Record<string, number>)[row.field]!).filter(test).length)
      const range = warningRanges[row.field]
      expect(
        count((v) => v < range.min),
        `${row.field} below`,
      ).toBeLessThanOrEqual(15)
      expect(
        count((v) => v > range.max),
        `${row.field} above`,
      ).toBeLessThanOrEqual(15)
    }
  })

  test('each range is the spec’s, widened only, on a 0.5 cm grid', () => {
    for (const field of MEASUREMENT_FIELDS) {
      const { min, max } = warningRanges[field]
      expect(min).toBeLessThanOrEqual(specRanges[field].min)
      expect(max).toBeGreaterThanOrEqual(specRanges[field].max)
      expect(Number.isInteger(min * 2) && Number.isInteger(max * 2)).toBe(true)
    }
  })

  test('the widening is as tight as the 1 % rule allows: 0.5 cm less would flag too many', () => {
    for (const row of computeWarningRangeTable(women)) {
      const values = women.map((w) => (w.fields as Record<string, number>)[row.field]!)
      if (row.range.min < row.spec.min) {
        expect(values.filter((v) => v < row.range.min + 0.5).length, row.field).toBeGreaterThan(15)
      }
      if (row.range.max > row.spec.max) {
        expect(values.filter((v) => v > row.range.max - 0.5).length, row.field).toBeGreaterThan(15)
      }
    }
  })

  test('the spec’s own ranges would flag many women, the widened ones do not', () => {
    const row = computeWarningRangeTable(women).find((r) => r.field === 'alturaTalleDelantero')!
    expect(row.belowSpec / row.women).toBeGreaterThan(0.4)
    expect(row.below / row.women).toBeLessThanOrEqual(0.01)
  })
})

describe('classifyMeasurement', () => {
  test.each([
    ['contornoBusto', '', 'empty'],
    ['contornoBusto', '   ', 'empty'],
    ['contornoBusto', '82,5', 'valid'],
    ['contornoBusto', '82.5', 'valid'],
    ['contornoBusto', ' 90 ', 'valid'],
    ['contornoBusto', '70', 'valid'],
    ['contornoBusto', '120', 'valid'],
    ['contornoBusto', '69,9', 'warning'],
    ['contornoBusto', '120.1', 'warning'],
    // Not a number is no value at all (issue 18 item 13): empty, never "check this value".
    ['contornoBusto', 'abc', 'empty'],
    ['contornoBusto', '90cm', 'empty'],
    ['contornoBusto', '1e2', 'empty'],
    ['contornoBusto', '82,5,1', 'empty'],
    ['contornoBusto', '0', 'warning'],
    ['contornoBusto', '-90', 'warning'],
    // Judged as stored, cm with one decimal (issue 14 item 10): 0,04 is 0 cm; 69,96 is 70 cm.
    ['contornoBusto', '0,04', 'warning'],
    ['contornoBusto', '69,96', 'valid'],
    ['contornoBusto', '120,04', 'valid'],
    ['contornoBusto', '120,05', 'warning'],
    ['alturaTalleDelantero', '32', 'valid'],
    ['alturaTalleDelantero', '29,5', 'warning'],
    ['contornoRodilla', '48', 'valid'],
    ['contornoTobillo', '19', 'valid'],
    ['contornoAxila', '79', 'warning'],
  ] as const)('%s %j is %s', (field, text, status) => {
    expect(classifyMeasurement(field, text)).toBe(status)
  })

  test('values typed in inches are checked in cm', () => {
    expect(classifyMeasurement('contornoBusto', '35,43', 'in')).toBe('valid')
    expect(classifyMeasurement('contornoBusto', '50', 'in')).toBe('warning')
  })

  test('parseMeasurement reads a comma or a point and nothing else', () => {
    expect(parseMeasurement('82,5')).toBe(82.5)
    expect(parseMeasurement(',5')).toBe(0.5)
    expect(parseMeasurement('82.')).toBe(82)
    expect(parseMeasurement('8 2')).toBeNull()
    expect(parseMeasurement('')).toBeNull()
  })
})
