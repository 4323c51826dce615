import type { OrderStatus } from '#app/modules/orders/status.ts'

/*
 * A gift card is not a garment (docs/product.md#gift-cards): its order is never cut, sewn or shipped.
 * What she and the shop see of a gift-card order is told by the order's status and by its card: paid
 * and waiting for its send date, sent, or voided by the shop. The order's own status stays the
 * payment's (`paid` is where a paid gift-card order rests); these are the words on top of it.
 */

export type GiftCardState = 'pending_payment' | 'scheduled' | 'sent' | 'spent' | 'voided'
export type GiftOrderState = 'pending_payment' | 'scheduled' | 'sent' | 'voided' | 'cancelled' | 'expired'

export type CardFacts = { status: 'pending_payment' | 'active' | 'void'; sentAt: Date | string | null; balanceCents: number }

/** One card as the back office lists it: unpaid, waiting for its day, sent (with balance left), spent to zero, or void. */
export function computeGiftCardState(card: CardFacts): GiftCardState {
  if (card.status === 'void') return 'voided'
  if (card.status === 'pending_payment') return 'pending_payment'
  if (!card.sentAt) return 'scheduled'
  return card.balanceCents > 0 ? 'sent' : 'spent'
}

/** The order that bought `cards` (one, in practice): where it stands for the buyer. */
export function computeGiftOrderState(status: OrderStatus, cards: readonly CardFacts[]): GiftOrderState {
  if (status === 'pending_payment' || status === 'cancelled' || status === 'expired') return status
  if (cards.length > 0 && cards.every((c) => c.status === 'void')) return 'voided'
  if (cards.length > 0 && cards.every((c) => c.sentAt)) return 'sent'
  return 'scheduled'
}

/** She may cancel a gift-card order herself only while no card has gone out (it may have been spent). */
export function giftOrderCancellable(cards: readonly CardFacts[]): boolean {
  return cards.every((c) => !c.sentAt)
}
