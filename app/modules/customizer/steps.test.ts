import { describe, expect, it } from 'vitest'
import { computeAskedTypes, computeBackHref, computeDesignHref, computeNextStep, computeSteps, parseStep } from './steps.ts'

const steps = computeSteps(['sleeve', 'cuff', 'collar'])

describe('customizer steps', () => {
  it('are the fabric then the category part types', () => {
    expect(steps).toEqual(['fabric', 'sleeve', 'cuff', 'collar'])
    expect(computeSteps(['leg', 'waistband'])).toEqual(['fabric', 'leg', 'waistband'])
  })
  it('a type offered in a single option is chosen, not asked (Camiseta Mao: the mandarin collar)', () => {
    const parts = [{ type: 'sleeve' }, { type: 'sleeve' }, { type: 'cuff' }, { type: 'cuff' }, { type: 'collar' }]
    expect(computeAskedTypes(['sleeve', 'cuff', 'collar'], parts)).toEqual({ asked: ['sleeve', 'cuff'], fixed: ['collar'] })
    expect(computeAskedTypes(['sleeve', 'cuff', 'collar'], [...parts, { type: 'collar' }])).toEqual({ asked: ['sleeve', 'cuff', 'collar'], fixed: [] })
  })
  it('parses 1…n, summary and measurements; anything else is step 1', () => {
    expect(parseStep('3', steps)).toEqual({ kind: 'design', index: 3, type: 'cuff' })
    expect(parseStep('summary', steps)).toEqual({ kind: 'summary' })
    expect(parseStep('measurements', steps)).toEqual({ kind: 'measurements' })
    for (const bad of [null, '', '0', '5', '-1', '2.5', 'abc', '1e1', ' 2']) {
      expect(parseStep(bad, steps)).toEqual({ kind: 'design', index: 1, type: 'fabric' })
    }
  })
  it('continues to the next step, or the summary after the last or when editing', () => {
    expect(computeNextStep(1, 4, false)).toBe('2')
    expect(computeNextStep(4, 4, false)).toBe('summary')
    expect(computeNextStep(2, 4, true)).toBe('summary')
  })
  it('goes back along the spec chain', () => {
    expect(computeBackHref(7, { kind: 'design', index: 1, type: 'fabric' }, 4, null)).toBe('/collection/7')
    expect(computeBackHref(7, { kind: 'design', index: 3, type: 'cuff' }, 4, 'abc')).toBe('/product/7?item=abc&step=2')
    expect(computeBackHref(7, { kind: 'summary' }, 4, 'abc')).toBe('/product/7?item=abc&step=4')
    expect(computeBackHref(7, { kind: 'measurements' }, 4, 'abc')).toBe('/product/7?item=abc&step=summary')
  })
  it('addresses a place in the customizer: the item, its step, edit mode and material filter', () => {
    expect(computeDesignHref(7, { itemId: 'i1', step: '2', editing: true, material: 'lino' })).toBe('/product/7?item=i1&step=2&edit=1&material=lino')
    expect(computeDesignHref(7, { itemId: 'i1', step: 'summary', editing: false })).toBe('/product/7?item=i1&step=summary')
    expect(computeDesignHref(3, { itemId: 'i1', editing: false })).toBe('/product/3?item=i1')
    // The fabric list's length, when she asked for more than its first page.
    expect(computeDesignHref(3, { itemId: 'i1', editing: false, material: 'seda', shown: 24 })).toBe('/product/3?item=i1&material=seda&shown=24')
    expect(computeDesignHref(3, { itemId: 'i1', editing: false, shown: 12 })).toBe('/product/3?item=i1')
  })
})
