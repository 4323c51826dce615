import { describe, expect, it } from 'vitest'
import { computeItemTotal } from './pricing.ts'

describe('pricing', () => {
  it('adds base, fabric and parts in cents', () => {
    expect(computeItemTotal({ basePriceCents: 5000, fabricPriceCents: 2500, partSurchargesCents: [0, 500, 0] })).toBe(8000)
    expect(computeItemTotal({ basePriceCents: 3000, fabricPriceCents: null, partSurchargesCents: [] })).toBe(3000)
  })
})
