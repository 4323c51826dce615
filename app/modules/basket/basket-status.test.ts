import { describe, expect, it } from 'vitest'
import { cartEditLabelKey, computeEditTarget, computeItemStatus, stepParam } from './basket-status.ts'

const top = ['sleeve', 'cuff', 'collar'] as const
const trousers = ['leg', 'waistband'] as const

describe('item status', () => {
  it('a new item misses its parts and always the measurements', () => {
    expect(computeItemStatus({ fabricId: 1, parts: {}, hasMeasurements: false }, top)).toEqual({
      status: 'incomplete',
      incompleteFields: ['sleeve', 'cuff', 'collar', 'measurements'],
    })
  })
  it('is complete only with fabric, every part and measurements', () => {
    const parts = { sleeve: 7, cuff: 4, collar: 1 }
    expect(computeItemStatus({ fabricId: 1, parts, hasMeasurements: true }, top)).toEqual({ status: 'complete', incompleteFields: [] })
    expect(computeItemStatus({ fabricId: null, parts, hasMeasurements: true }, top).incompleteFields).toEqual(['fabric'])
    expect(computeItemStatus({ fabricId: 1, parts: { ...parts, cuff: null }, hasMeasurements: true }, top).status).toBe('incomplete')
  })
  it('follows the category: trousers need leg and waistband', () => {
    expect(computeItemStatus({ fabricId: 2, parts: { leg: 9 }, hasMeasurements: false }, trousers).incompleteFields).toEqual(['waistband', 'measurements'])
  })
})

describe('edit target step', () => {
  // Every combination of the four design fields and measurements for a top.
  const fields = ['fabric', 'sleeve', 'cuff', 'collar', 'measurements'] as const
  const combos = Array.from({ length: 32 }, (_, mask) => fields.filter((_, i) => mask & (1 << i)))
  it.each(combos.map((c) => [c.join(',') || '(none)', c] as const))('missing %s', (_label, missing) => {
    const target = computeEditTarget(missing, top)
    const design = ['fabric', 'sleeve', 'cuff', 'collar'].filter((f) => missing.includes(f as never))
    if (missing.length === 0) expect(target).toEqual({ kind: 'summary' })
    else if (design.length === 0) expect(target).toEqual({ kind: 'measurements' })
    else expect(target).toEqual({ kind: 'design', step: ['fabric', 'sleeve', 'cuff', 'collar'].indexOf(design[0]!) + 1 })
  })
  it('numbers the steps without a type offered in one option, as the customizer does (Camiseta Mao’s collar)', () => {
    // A product whose only sleeve is chosen with the design: fabric is step 1, cuff 2, collar 3.
    expect(computeEditTarget(['cuff', 'measurements'], top, ['sleeve'])).toEqual({ kind: 'design', step: 2 })
    expect(computeEditTarget(['collar'], top, ['sleeve'])).toEqual({ kind: 'design', step: 3 })
    // Camiseta Mao: fabric, sleeve, cuff; the mandarin collar is no step, never a step 4 that does not exist.
    expect(computeEditTarget(['collar', 'measurements'], top, ['collar'])).toEqual({ kind: 'measurements' })
    expect(computeEditTarget(['cuff', 'collar'], top, ['collar'])).toEqual({ kind: 'design', step: 3 })
  })
  it('defaults to the fabric step for unknown fields', () => {
    expect(computeEditTarget(['lining'], top)).toEqual({ kind: 'design', step: 1 })
  })
  it('maps to URL steps and labels', () => {
    expect(stepParam({ kind: 'design', step: 3 })).toBe('3')
    expect(stepParam({ kind: 'summary' })).toBe('summary')
    expect(cartEditLabelKey({ kind: 'summary' })).toBe('viewSummary')
    expect(cartEditLabelKey({ kind: 'measurements' })).toBe('selectSize')
    expect(cartEditLabelKey({ kind: 'design', step: 2 })).toBe('continue')
  })
})
