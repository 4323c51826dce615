import { describe, expect, test } from 'vitest'
import { cmToIn, computeDisplayValue, computeStoredCm, inToCm } from '#app/modules/sizing/units.ts'

describe('cm / inch conversion (1 in = 2.54 cm; cm to 1 decimal, inches to 2)', () => {
  test('cm → in → cm gives back every tenth from 0.1 to 300.0 cm exactly', () => {
    const broken: number[] = []
    for (let tenths = 1; tenths <= 3000; tenths++) {
      const cm = tenths / 10
      if (inToCm(cmToIn(cm)) !== cm) broken.push(cm)
    }
    expect(broken).toEqual([])
  })

  test('inches are kept to 2 decimals and centimetres to 1', () => {
    for (let tenths = 1; tenths <= 3000; tenths += 7) {
      const inches = cmToIn(tenths / 10)
      expect(Math.round(inches * 100) / 100).toBe(inches)
      expect(Math.round(inToCm(inches) * 10) / 10).toBe(inToCm(inches))
    }
  })

  test.each([
    [2.54, 1],
    [254, 100],
    [100, 39.37],
    [90, 35.43],
    [36, 14.17],
    [0.1, 0.04],
  ])('%f cm is %f in', (cm, inches) => {
    expect(cmToIn(cm)).toBe(inches)
  })

  test.each([
    [1, 2.5],
    [10, 25.4],
    [14.5, 36.8],
    [15.75, 40],
    [35.43, 90],
  ])('%f in is %f cm', (inches, cm) => {
    expect(inToCm(inches)).toBe(cm)
  })

  test('the form converts for display and back to the stored cm', () => {
    expect(computeDisplayValue(82.5, 'in')).toBe(32.48)
    expect(computeStoredCm(32.48, 'in')).toBe(82.5)
    expect(computeDisplayValue(82.54, 'cm')).toBe(82.5)
    expect(computeStoredCm(82.46, 'cm')).toBe(82.5)
  })
})
