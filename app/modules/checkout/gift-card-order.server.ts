import type { Locale } from '#app/i18n/config.ts'
import { createPurchasedGiftCards } from '#app/modules/giftcards/issue.server.ts'
import { enqueueMail } from '#app/modules/mail/outbox.server.ts'
import { enqueueShopNewOrder } from './shop-notices.server.ts'
import { createOrder, findOrderByIdempotencyKey } from '#app/modules/orders/orders.server.ts'
import { computeOrderTotals } from '#app/modules/orders/totals.ts'
import type { StoreSettings } from '#app/modules/store/settings.ts'
import { getDb } from '#app/utils/db.server.ts'
import { holdUntil } from './place-order.server.ts'
import type { OrderGiftCard } from '#db/schema/index.ts'

/*
 * Buying a gift card (docs/product.md#gift-cards) is an order like any other — a number, a payment by
 * card, test card or transfer, a confirmation e-mail, its page — with one item, the card, and no
 * address: it travels by e-mail on its send date. One transaction writes the order, the (not yet
 * usable) card and the confirmation; the form's key makes a second press place nothing more.
 */

export type GiftCardOrderInput = {
  userId: string | null
  /** Where the receipt and the order's link go: the buyer. */
  email: string
  locale: Locale
  card: OrderGiftCard
  paymentMethod: 'card' | 'test_card' | 'transfer'
  idempotencyKey: string
  settings: StoreSettings
}

export async function placeGiftCardOrder(input: GiftCardOrderInput, now = new Date()): Promise<{ orderId: string; number: string; repeated: boolean }> {
  const earlier = await findOrderByIdempotencyKey(input.idempotencyKey)
  if (earlier) return { orderId: earlier.id, number: earlier.number, repeated: true }
  return getDb().transaction(async (tx) => {
    const placed = await findOrderByIdempotencyKey(input.idempotencyKey, tx)
    if (placed) return { orderId: placed.id, number: placed.number, repeated: true }
    const totals = computeOrderTotals({ garmentCents: [], giftCardsBoughtCents: [input.card.amountCents], shippingMethod: null, shipping: input.settings.shipping })
    const order = await createOrder(
      {
        idempotencyKey: input.idempotencyKey,
        userId: input.userId,
        email: input.email,
        locale: input.locale,
        contact: { fullName: input.card.senderName, phone: '', prefs: { whatsapp: false, email: true, sms: false } },
        address: null,
        isGift: true,
        dedication: null,
        shippingMethod: 'email',
        paymentMethod: input.paymentMethod,
        totals,
        delivery: { minDays: 0, maxDays: 0 },
        holdExpiresAt: holdUntil(input.paymentMethod, input.settings, now),
        items: [{ kind: 'gift_card', giftCard: input.card, totalCents: input.card.amountCents }],
      },
      tx,
      now,
    )
    await createPurchasedGiftCards(order.id, [input.card], input.locale, tx)
    await enqueueMail({ kind: 'order-confirmation', dedupeKey: `order-confirmation:${order.id}`, to: input.email, locale: input.locale, payload: { orderId: order.id } }, tx)
    // A transfer to watch for: the shop is told now; a card purchase when its payment arrives (shop-notices.server.ts).
    if (input.paymentMethod === 'transfer') await enqueueShopNewOrder(order.id, tx)
    return { orderId: order.id, number: order.number, repeated: false }
  })
}
