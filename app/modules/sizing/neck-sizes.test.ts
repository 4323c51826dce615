import { describe, expect, test } from 'vitest'
import { NECK_SIZES, formatNeckSize, hasCollar, isNeckSize } from '#app/modules/sizing/neck-sizes.ts'

describe('neck sizes', () => {
  test('are the spec’s lists', () => {
    expect(NECK_SIZES.cm).toEqual(['36', '37', '38', '39', '40', '41', '42', '43', '44', '45'])
    expect(NECK_SIZES.in.map((v) => formatNeckSize(v, 'in')).join(', ')).toBe('14, 14½, 15, 15½, 15¾, 16, 16½, 17, 17½, 18, 18½, 19, 19½, 20')
  })

  test('accept only a size of the chosen unit', () => {
    expect(isNeckSize('cm', '38')).toBe(true)
    expect(isNeckSize('in', '15.75')).toBe(true)
    expect(isNeckSize('in', '38')).toBe(false)
    expect(isNeckSize('cm', '15.5')).toBe(false)
    expect(isNeckSize('cm', '35')).toBe(false)
    expect(isNeckSize('mm', '38')).toBe(false)
  })

  test('a garment needs one when its category has collars', () => {
    expect(hasCollar(['sleeve', 'cuff', 'collar'])).toBe(true)
    expect(hasCollar(['leg', 'waistband'])).toBe(false)
  })
})
