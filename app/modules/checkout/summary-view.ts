import type { BasketItemView } from '#app/modules/basket/basket.server.ts'
import type { OrderTotals } from '#app/modules/orders/totals.ts'

/** What the order summary beside every checkout step shows, computed on the server (checkout.server.ts). */
export type SummaryView = {
  items: Pick<BasketItemView, 'id' | 'productName' | 'garmentKind' | 'fabric' | 'parts' | 'partTypes' | 'measurements' | 'totalCents'>[]
  totals: OrderTotals
  delivery: { minDays: number; maxDays: number } | null
  urgentPercent: number
}

export function toSummaryView(state: {
  items: BasketItemView[]
  totals: OrderTotals
  draft: { shippingMethod?: string }
  delivery: { minDays: number; maxDays: number } | null
  settings: { terms: { urgentSurchargePercent: number } }
}): SummaryView {
  return {
    items: state.items.map(({ id, productName, garmentKind, fabric, parts, partTypes, measurements, totalCents }) => ({
      id,
      productName,
      garmentKind,
      fabric,
      parts,
      partTypes,
      measurements,
      totalCents,
    })),
    totals: state.totals,
    delivery: state.delivery ? { minDays: state.delivery.minDays, maxDays: state.delivery.maxDays } : null,
    urgentPercent: state.settings.terms.urgentSurchargePercent,
  }
}
