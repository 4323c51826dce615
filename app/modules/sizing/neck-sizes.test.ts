import { describe, expect, test } from 'vitest'
import { NECK_SIZES, formatNeckSize, needsNeckSize, isNeckSize } from '#app/modules/sizing/neck-sizes.ts'

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

  test('a garment needs one when its chosen collar closes around the neck, not for a round or V neck', () => {
    const part = (slug: string) => ({ slug })
    expect(needsNeckSize({ sleeve: part('sleeve-long'), cuff: null, collar: part('collar-classic') })).toBe(true)
    expect(needsNeckSize({ collar: part('collar-mandarin') })).toBe(true)
    expect(needsNeckSize({ collar: part('collar-round') })).toBe(false)
    expect(needsNeckSize({ collar: part('collar-v') })).toBe(false)
    // A collar not chosen yet asks it (the size is refused until it is); trousers have no collar step.
    expect(needsNeckSize({ collar: null })).toBe(true)
    expect(needsNeckSize({ leg: part('leg-straight'), waistband: part('waistband-classic') })).toBe(false)
  })
})
