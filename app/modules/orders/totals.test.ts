import { describe, expect, it } from 'vitest'
import { defaultStoreSettings } from '#app/modules/store/settings.ts'
import { computeOrderTotals, computeShippingCents } from './totals.ts'

const settings = defaultStoreSettings()

describe('computeShippingCents', () => {
  it('charges standard shipping below 50 € and nothing from 50 €', () => {
    expect(computeShippingCents('standard', 4999, settings.shipping)).toBe(495)
    expect(computeShippingCents('standard', 5000, settings.shipping)).toBe(0)
  })
  it('always charges express and never pickup', () => {
    expect(computeShippingCents('express', 100_000, settings.shipping)).toBe(995)
    expect(computeShippingCents('pickup', 100, settings.shipping)).toBe(0)
  })
})

describe('computeOrderTotals', () => {
  it('adds shipping below the threshold and states the IVA included', () => {
    const totals = computeOrderTotals({ garmentCents: [3000, 1500], shippingMethod: 'standard', shipping: settings.shipping })
    expect(totals).toEqual({ subtotalCents: 4500, shippingCents: 495, urgentCents: 0, giftCardCents: 0, totalCents: 4995, vatCents: 867 })
  })

  it('ships free from 50 € and IVA is 21 % included', () => {
    const totals = computeOrderTotals({ garmentCents: [6050], shippingMethod: 'standard', shipping: settings.shipping })
    expect(totals).toMatchObject({ shippingCents: 0, totalCents: 6050, vatCents: 1050 })
  })

  it('takes gift-card credit up to what is due, never more', () => {
    expect(computeOrderTotals({ garmentCents: [6000], shippingMethod: 'express', shipping: settings.shipping, giftCardBalanceCents: 2500 })).toMatchObject({
      giftCardCents: 2500,
      totalCents: 4495,
      vatCents: computeOrderTotals({ garmentCents: [6000], shippingMethod: 'express', shipping: settings.shipping }).vatCents,
    })
    expect(computeOrderTotals({ garmentCents: [3000], shippingMethod: 'pickup', shipping: settings.shipping, giftCardBalanceCents: 50_000 })).toMatchObject({
      giftCardCents: 3000,
      totalCents: 0,
    })
  })

  it('carries no IVA on a gift card bought and does not let credit buy a gift card', () => {
    const totals = computeOrderTotals({ garmentCents: [], giftCardsBoughtCents: [5000], shippingMethod: null, shipping: settings.shipping, giftCardBalanceCents: 5000 })
    expect(totals).toEqual({ subtotalCents: 5000, shippingCents: 0, urgentCents: 0, giftCardCents: 0, totalCents: 5000, vatCents: 0 })
  })

  it('adds urgent production as its percentage of the garments only, with its IVA, payable by gift card', () => {
    const urgent = { percent: settings.terms.urgentSurchargePercent }
    const totals = computeOrderTotals({ garmentCents: [5500, 6050], giftCardsBoughtCents: [2000], shippingMethod: 'express', shipping: settings.shipping, urgent })
    // 25 % of 115,50 € = 28,875 € → 28,88 €; express 9,95 €; the gift card bought carries none.
    expect(totals).toEqual({ subtotalCents: 13_550, shippingCents: 995, urgentCents: 2888, giftCardCents: 0, totalCents: 17_433, vatCents: 2678 })
    expect(computeOrderTotals({ garmentCents: [4000], shippingMethod: 'standard', shipping: settings.shipping, urgent, giftCardBalanceCents: 10_000 })).toMatchObject({
      urgentCents: 1000,
      giftCardCents: 5495,
      totalCents: 0,
    })
    expect(computeOrderTotals({ garmentCents: [], giftCardsBoughtCents: [5000], shippingMethod: null, shipping: settings.shipping, urgent }).urgentCents).toBe(0)
  })
})
