import { describe, expect, it } from 'vitest'
import { computeIncludedVat, computeItemTotal } from './pricing.ts'

describe('pricing', () => {
  it('adds base, fabric and parts in cents', () => {
    expect(computeItemTotal({ basePriceCents: 5000, fabricPriceCents: 2500, partSurchargesCents: [0, 500, 0] })).toBe(8000)
    expect(computeItemTotal({ basePriceCents: 3000, fabricPriceCents: null, partSurchargesCents: [] })).toBe(3000)
  })
  it('derives the IVA contained in a tax-included price', () => {
    expect(computeIncludedVat(12100)).toBe(2100)
    expect(computeIncludedVat(5000)).toBe(868)
  })
})
