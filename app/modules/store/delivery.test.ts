import { describe, expect, it } from 'vitest'
import { addBusinessDays, computeDelivery, computeProductionDays, computeSingleGarmentRange, computeUrgentCents } from './delivery.ts'
import { defaultStoreSettings, type StoreSettings } from './settings.ts'

const settings = defaultStoreSettings()

describe('computeDelivery', () => {
  it('adds the slowest garment’s production to the method’s shipping days', () => {
    expect(computeDelivery({ complexities: ['basic'] }, 'standard', settings)).toMatchObject({ minDays: 10, maxDays: 15, productionKind: 'basic' })
    expect(computeDelivery({ complexities: ['basic', 'complex'] }, 'standard', settings)).toMatchObject({ minDays: 18, maxDays: 25, productionKind: 'complex' })
    expect(computeDelivery({ complexities: ['basic', 'complex'] }, 'express', settings)).toEqual({
      production: { min: 15, max: 20 },
      shipping: { min: 1, max: 2 },
      minDays: 16,
      maxDays: 22,
      productionKind: 'complex',
    })
  })

  it('counts no shipping days for pickup', () => {
    expect(computeDelivery({ complexities: ['complex'] }, 'pickup', settings)).toMatchObject({ minDays: 15, maxDays: 20, shipping: { min: 0, max: 0 } })
  })

  it('makes a basket of three garments or more as a collection', () => {
    expect(computeDelivery({ complexities: ['basic', 'basic'] }, 'standard', settings).productionKind).toBe('basic')
    expect(computeDelivery({ complexities: ['basic', 'basic', 'basic'] }, 'standard', settings)).toMatchObject({ minDays: 23, maxDays: 35, productionKind: 'collection' })
  })

  it('replaces the production time with the urgent one, whatever the basket holds', () => {
    expect(computeDelivery({ complexities: ['complex'], urgent: true }, 'standard', settings)).toMatchObject({
      production: { min: 5, max: 7 },
      minDays: 8,
      maxDays: 12,
      productionKind: 'urgent',
    })
    expect(computeDelivery({ complexities: ['basic', 'basic', 'complex'], urgent: true }, 'express', settings)).toMatchObject({ minDays: 6, maxDays: 9 })
  })

  it('never makes urgent production slower than the ordinary one', () => {
    const slowUrgent: StoreSettings = { ...settings, production: { ...settings.production, urgentDays: { min: 9, max: 12 } } }
    expect(computeProductionDays({ complexities: ['basic'], urgent: true }, slowUrgent).days).toEqual({ min: 7, max: 10 })
  })

  it('follows the store settings', () => {
    const custom: StoreSettings = {
      ...settings,
      production: { ...settings.production, basicDays: { min: 2, max: 4 } },
      shipping: { ...settings.shipping, standardDays: { min: 1, max: 1 } },
    }
    expect(computeDelivery({ complexities: ['basic'] }, 'standard', custom)).toMatchObject({ minDays: 3, maxDays: 5 })
  })
})

describe('computeSingleGarmentRange', () => {
  it('runs from the fastest basic garment to the slowest complex one, shipped standard', () => {
    expect(computeSingleGarmentRange(settings)).toEqual({ min: 10, max: 25 })
  })
})

describe('computeUrgentCents', () => {
  it('is the percentage of the garments, rounded to the cent', () => {
    expect(computeUrgentCents(5500, 25)).toBe(1375)
    expect(computeUrgentCents(6050, 25)).toBe(1513)
    expect(computeUrgentCents(0, 25)).toBe(0)
  })
})

describe('addBusinessDays', () => {
  it('skips weekends', () => {
    // Friday 27 November 2026 + 1 business day = Monday 30 November.
    expect(addBusinessDays(new Date('2026-11-27T10:00:00Z'), 1).toISOString().slice(0, 10)).toBe('2026-11-30')
    expect(addBusinessDays(new Date('2026-11-25T10:00:00Z'), 10).toISOString().slice(0, 10)).toBe('2026-12-09')
  })
})
