import type { Locale } from '#app/i18n/config.ts'
import { findBasketId, listBasketItems, type BasketItemView, type BasketOwner } from '#app/modules/basket/basket.server.ts'
import { getGiftCardBalance } from '#app/modules/giftcards/giftcards.server.ts'
import { computeOrderTotals, type OrderTotals } from '#app/modules/orders/totals.ts'
import { computeDelivery, type DeliveryPromise } from '#app/modules/store/delivery.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import type { StoreSettings } from '#app/modules/store/settings.ts'
import { getCheckoutDraft, type CheckoutDraft } from './draft.server.ts'

/*
 * What every checkout step knows (docs/product.md#checkout-orders-and-payments): her basket, ready to
 * buy, what she has given so far, and the order summary computed here from the catalogue's prices,
 * the store settings and her gift card — the same numbers the order will be written with.
 */

export type CheckoutState =
  | { kind: 'empty' }
  | { kind: 'incomplete' }
  | {
      kind: 'ready'
      basketId: string
      items: BasketItemView[]
      draft: CheckoutDraft
      totals: OrderTotals
      giftCard: { id: string; last4: string; balanceCents: number } | null
      delivery: DeliveryPromise | null
      settings: StoreSettings
    }

export async function getCheckoutState(owner: BasketOwner, locale: Locale): Promise<CheckoutState> {
  const basketId = await findBasketId(owner)
  if (!basketId) return { kind: 'empty' }
  const items = await listBasketItems(owner, locale)
  if (items.length === 0) return { kind: 'empty' }
  // A design whose fabric was taken stays: the page marks it and offers another fabric (placing refuses it).
  if (items.some((i) => i.status !== 'complete')) return { kind: 'incomplete' }
  const [draft, settings] = await Promise.all([getCheckoutDraft(basketId), getStoreSettings()])
  const card = draft.giftCardId ? await getGiftCardBalance(draft.giftCardId) : null
  const totals = computeOrderTotals({
    garmentCents: items.map((i) => i.totalCents),
    shippingMethod: draft.shippingMethod ?? null,
    shipping: settings.shipping,
    giftCardBalanceCents: card?.balanceCents ?? 0,
    urgent: draft.urgent ? { percent: settings.terms.urgentSurchargePercent } : null,
  })
  const delivery = draft.shippingMethod ? computeDelivery({ complexities: items.map((i) => i.complexity), urgent: draft.urgent }, draft.shippingMethod, settings) : null
  return { kind: 'ready', basketId, items, draft, totals, giftCard: card, delivery, settings }
}
