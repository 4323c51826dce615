import type { StoreSettings } from './settings.ts'

/*
 * The shop's one delivery promise (docs/product.md#delivery): every date a page or an e-mail states —
 * home, basket, each shipping choice, the summary, the order, its e-mails, the policies — is computed
 * here from the store settings and what the basket holds, so no two places can disagree.
 *
 *   production = the slowest garment's time (basic or complex), or the collection time once the basket
 *                holds `collectionFromGarments` garments or more; urgent production replaces it with
 *                the urgent time (never slower than without it)
 *   shipping   = the method's days (standard, express; pickup: none, she is told when it is ready)
 *   delivery   = production + shipping, in business days from the payment
 *
 * Express shortens only the shipping leg; urgent production shortens the making.
 */

export type Complexity = 'basic' | 'complex'
export type DeliveryMethod = 'standard' | 'express' | 'pickup'
export type DaysRange = { min: number; max: number }

type Settings = Pick<StoreSettings, 'production' | 'shipping'>

export type DeliveryBasket = {
  /** One entry per garment (gift cards are not made, they are not counted). */
  complexities: readonly Complexity[]
  urgent?: boolean
}

export type DeliveryPromise = {
  /** Business days in the workshop. */
  production: DaysRange
  /** Business days on the road (0–0 for pickup). */
  shipping: DaysRange
  /** Business days from the payment to her door (or to ready for pickup). */
  minDays: number
  maxDays: number
  /** Which production time applies: the basket's garments decide, urgent replaces it. */
  productionKind: 'basic' | 'complex' | 'collection' | 'urgent'
}

const slowest = (a: DaysRange, b: DaysRange): DaysRange => ({ min: Math.max(a.min, b.min), max: Math.max(a.max, b.max) })
const fastest = (a: DaysRange, b: DaysRange): DaysRange => ({ min: Math.min(a.min, b.min), max: Math.min(a.max, b.max) })

/** The workshop's time for this basket, in business days. */
export function computeProductionDays(basket: DeliveryBasket, settings: Settings): { days: DaysRange; kind: DeliveryPromise['productionKind'] } {
  const p = settings.production
  let days = basket.complexities.includes('complex') ? p.complexDays : p.basicDays
  let kind: DeliveryPromise['productionKind'] = basket.complexities.includes('complex') ? 'complex' : 'basic'
  if (basket.complexities.length >= p.collectionFromGarments) {
    days = slowest(days, p.collectionDays)
    kind = 'collection'
  }
  if (basket.urgent) return { days: fastest(days, p.urgentDays), kind: 'urgent' }
  return { days, kind }
}

/** The shipping leg of a method, in business days. */
export function computeShippingDays(method: DeliveryMethod, settings: Settings): DaysRange {
  if (method === 'express') return settings.shipping.expressDays
  if (method === 'standard') return settings.shipping.standardDays
  return { min: 0, max: 0 }
}

/** The delivery promise for this basket and shipping method: THE function every date comes from. */
export function computeDelivery(basket: DeliveryBasket, method: DeliveryMethod, settings: Settings): DeliveryPromise {
  const production = computeProductionDays(basket, settings)
  const shipping = computeShippingDays(method, settings)
  return {
    production: production.days,
    shipping,
    minDays: production.days.min + shipping.min,
    maxDays: production.days.max + shipping.max,
    productionKind: production.kind,
  }
}

/**
 * What the shop promises before she has chosen anything (home, product pages, policies): one garment
 * with standard shipping, from the fastest basic to the slowest complex.
 */
export function computeSingleGarmentRange(settings: Settings): DaysRange {
  return {
    min: computeDelivery({ complexities: ['basic'] }, 'standard', settings).minDays,
    max: computeDelivery({ complexities: ['complex'] }, 'standard', settings).maxDays,
  }
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

/** Urgent production's surcharge on the garments (not shipping, not gift cards), in cents, rounded to the cent. */
export function computeUrgentCents(garmentsCents: number, percent: number): number {
  return Math.round((garmentsCents * percent) / 100)
}
