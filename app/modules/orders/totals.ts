import { computeIncludedVat } from '#app/modules/money/money.ts'
import { computeUrgentCents } from '#app/modules/store/delivery.ts'
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
  /** Urgent production's surcharge on the garments (terms.urgentSurchargePercent), 0 when not chosen. */
  urgentCents: number
  /** Gift-card credit applied (never more than what is due). */
  giftCardCents: number
  /** What is left to pay by card or transfer. */
  totalCents: number
  /** The IVA included in the goods and shipping. */
  vatCents: number
}

/**
 * Subtotal, shipping, urgent production, gift-card credit and total. Urgent production adds its
 * percentage to the garments only (not shipping, not gift cards bought). IVA: garments and shipping carry 21 % included;
 * a gift card bought is a multi-purpose voucher, taxed when it is spent, not when it is sold, so it
 * carries none — and paying with one does not lower the IVA of what it buys.
 */
export function computeOrderTotals(input: {
  garmentCents: readonly number[]
  giftCardsBoughtCents?: readonly number[]
  shippingMethod: ShippingMethod | null
  shipping: Shipping
  giftCardBalanceCents?: number
  /** Urgent production chosen, and its surcharge in percent (store settings terms.urgentSurchargePercent). */
  urgent?: { percent: number } | null
}): OrderTotals {
  const garments = input.garmentCents.reduce((a, b) => a + b, 0)
  const vouchers = (input.giftCardsBoughtCents ?? []).reduce((a, b) => a + b, 0)
  const shippingCents = input.shippingMethod && input.garmentCents.length > 0 ? computeShippingCents(input.shippingMethod, garments, input.shipping) : 0
  const urgentCents = input.urgent && input.garmentCents.length > 0 ? computeUrgentCents(garments, input.urgent.percent) : 0
  const goods = garments + urgentCents + shippingCents
  const due = goods + vouchers
  // A gift card cannot buy another gift card (it would turn credit into a new code).
  const giftCardCents = Math.min(Math.max(0, input.giftCardBalanceCents ?? 0), goods)
  return {
    subtotalCents: garments + vouchers,
    shippingCents,
    urgentCents,
    giftCardCents,
    totalCents: due - giftCardCents,
    vatCents: computeIncludedVat(goods),
  }
}
