import { computeIncludedVat } from '#app/modules/money/money.ts'
import type { StoreSettings } from '#app/modules/store/settings.ts'
import type { ShippingMethod } from '#db/schema/orders.ts'

export type { ShippingMethod }

/**
 * An order's figures (docs/product.md#checkout-orders-and-payments), computed only on the server from
 * the catalogue's prices and the store settings; the browser's numbers are never read.
 */
export const shippingMethods: readonly ShippingMethod[] = ['standard', 'express', 'pickup']

type Shipping = StoreSettings['shipping']

/** Standard is free from `freeFromCents` of garments; express always costs; pickup is free. */
export function computeShippingCents(method: ShippingMethod, garmentsCents: number, shipping: Shipping): number {
  if (method === 'pickup') return 0
  if (method === 'express') return shipping.expressPriceCents
  return garmentsCents >= shipping.freeFromCents ? 0 : shipping.standardPriceCents
}

/** The methods she may choose: pickup only while the shop offers it; nothing to ship for gift cards alone. */
export function availableShippingMethods(shipping: Shipping): ShippingMethod[] {
  return shippingMethods.filter((m) => m !== 'pickup' || shipping.pickup)
}

export type OrderTotals = {
  /** Garments plus gift cards bought. */
  subtotalCents: number
  shippingCents: number
  /** Gift-card credit applied (never more than what is due). */
  giftCardCents: number
  /** What is left to pay by card or transfer. */
  totalCents: number
  /** The IVA included in the goods and shipping. */
  vatCents: number
}

/**
 * Subtotal, shipping, gift-card credit and total. IVA: garments and shipping carry 21 % included;
 * a gift card bought is a multi-purpose voucher, taxed when it is spent, not when it is sold, so it
 * carries none — and paying with one does not lower the IVA of what it buys.
 */
export function computeOrderTotals(input: {
  garmentCents: readonly number[]
  giftCardsBoughtCents?: readonly number[]
  shippingMethod: ShippingMethod | null
  shipping: Shipping
  giftCardBalanceCents?: number
}): OrderTotals {
  const garments = input.garmentCents.reduce((a, b) => a + b, 0)
  const vouchers = (input.giftCardsBoughtCents ?? []).reduce((a, b) => a + b, 0)
  const shippingCents = input.shippingMethod && input.garmentCents.length > 0 ? computeShippingCents(input.shippingMethod, garments, input.shipping) : 0
  const due = garments + vouchers + shippingCents
  // A gift card cannot buy another gift card (it would turn credit into a new code).
  const giftCardCents = Math.min(Math.max(0, input.giftCardBalanceCents ?? 0), garments + shippingCents)
  return {
    subtotalCents: garments + vouchers,
    shippingCents,
    giftCardCents,
    totalCents: due - giftCardCents,
    vatCents: computeIncludedVat(garments + shippingCents),
  }
}

export type Complexity = 'basic' | 'complex'

/**
 * The delivery window in business days (docs/product.md#delivery): the slowest garment's production
 * (basic 7–10, complex 15–20 by default) plus the shipping method's days (pickup: none, she is told
 * when it is ready). One place computes it for the checkout, the e-mails and the order page.
 */
export function computeDeliveryWindow(complexities: readonly Complexity[], method: ShippingMethod, settings: Pick<StoreSettings, 'production' | 'shipping'>) {
  const production = complexities.includes('complex') ? settings.production.complexDays : settings.production.basicDays
  const shipping = method === 'express' ? settings.shipping.expressDays : method === 'standard' ? settings.shipping.standardDays : { min: 0, max: 0 }
  return { minDays: production.min + shipping.min, maxDays: production.max + shipping.max }
}

/** The date `days` business days (Monday to Friday) after `from`. */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(from)
  let left = days
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1)
    const weekday = date.getUTCDay()
    if (weekday !== 0 && weekday !== 6) left -= 1
  }
  return date
}
