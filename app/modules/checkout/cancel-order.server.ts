import { releaseFabrics } from '#app/modules/catalogue/fabric-sale.server.ts'
import { restoreGiftCards } from '#app/modules/giftcards/giftcards.server.ts'
import { hasSentGiftCards, voidGiftCards } from '#app/modules/giftcards/issue.server.ts'
import { enqueueMail } from '#app/modules/mail/outbox.server.ts'
import { flagForRefund, listFabricHolds, moveOrder, OrderMoveError } from '#app/modules/orders/orders.server.ts'
import { canCustomerCancel } from '#app/modules/orders/status.ts'
import { getDb } from '#app/utils/db.server.ts'

/*
 * She cancels her order (docs/product.md#checkout-orders-and-payments): free within the terms' hours
 * of placing it (24 by default) while production has not started. In one transaction: the order is
 * cancelled (with an event), its fabrics and metres and any gift-card credit come back, a paid order
 * is flagged for the refund, and the confirmation e-mail is queued. Later, it is a request to the shop.
 */
export async function cancelOrderByCustomer(orderId: string, actorId: string | null, freeCancellationHours: number, now = new Date()): Promise<'cancelled' | 'notAllowed'> {
  return getDb()
    .transaction(async (tx) => {
      let before
      try {
        before = await moveOrder(orderId, 'cancelled', { actor: 'customer', actorId, note: 'cancelled by the customer' }, tx, now)
      } catch (err) {
        if (err instanceof OrderMoveError) return 'notAllowed' as const
        throw err
      }
      // moveOrder checked the status; the time window is checked here, on the row it locked, and undone by throwing.
      if (!canCustomerCancel({ status: before.status, placedAt: before.placedAt }, now, freeCancellationHours)) throw new TooLate()
      // A gift card already in the recipient's hands may have been spent: that is a request to the shop.
      if (await hasSentGiftCards(orderId, tx)) throw new TooLate()
      await releaseFabrics(orderId, await listFabricHolds(orderId, tx), tx)
      await restoreGiftCards(orderId, tx)
      await voidGiftCards(orderId, tx)
      if (before.status === 'paid') await flagForRefund(orderId, 'cancelled by the customer after paying', tx, now)
      await enqueueMail({ kind: 'order-cancelled', dedupeKey: `order-cancelled:${orderId}`, to: before.email, locale: before.locale, payload: { orderId } }, tx)
      return 'cancelled' as const
    })
    .catch((err) => {
      if (err instanceof TooLate) return 'notAllowed' as const
      throw err
    })
}

class TooLate extends Error {}
