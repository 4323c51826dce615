import { releaseFabrics } from '#app/modules/catalogue/fabric-sale.server.ts'
import { restoreGiftCards } from '#app/modules/giftcards/giftcards.server.ts'
import { hasSentGiftCards, voidGiftCards } from '#app/modules/giftcards/issue.server.ts'
import { enqueueMail } from '#app/modules/mail/outbox.server.ts'
import { listFabricHolds, moveOrder, OrderMoveError } from '#app/modules/orders/orders.server.ts'
import { canCustomerCancel } from '#app/modules/orders/status.ts'
import { listPayments } from '#app/modules/payments/payments.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { refundablePayments, refundCapturedPayments, sendCardRefunds, type RefundPlan } from './refunds.server.ts'

/*
 * She cancels her order (docs/product.md#checkout-orders-and-payments): free within the terms' hours
 * of placing it (24 by default) while production has not started. In one transaction: the order is
 * cancelled (with an event), its fabrics and metres and any gift-card credit come back, every payment
 * that took money is set out to go back (a card's asked of Stripe after the commit, the test card's
 * at once, a transfer's flagged for the shop to pay back by hand), and the confirmation e-mail is
 * queued. Later, it is a request to the shop.
 */
export async function cancelOrderByCustomer(orderId: string, actorId: string | null, freeCancellationHours: number, now = new Date()): Promise<'cancelled' | 'notAllowed'> {
  const refund = await getDb()
    .transaction(async (tx): Promise<RefundPlan | 'notAllowed'> => {
      let before
      try {
        before = await moveOrder(orderId, 'cancelled', { actor: 'customer', actorId, note: 'cancelled by the customer' }, tx, now)
      } catch (err) {
        if (err instanceof OrderMoveError) return 'notAllowed'
        throw err
      }
      // moveOrder checked the status; the time window is checked here, on the row it locked, and undone by throwing.
      if (!canCustomerCancel({ status: before.status, placedAt: before.placedAt }, now, freeCancellationHours)) throw new TooLate()
      // A gift card already in the recipient's hands may have been spent: that is a request to the shop.
      if (await hasSentGiftCards(orderId, tx)) throw new TooLate()
      await releaseFabrics(orderId, await listFabricHolds(orderId, tx), tx)
      await restoreGiftCards(orderId, tx)
      await voidGiftCards(orderId, tx)
      // Every payment that took money goes back (an order paid twice gives back both).
      const captured = refundablePayments(await listPayments(orderId, tx))
      const paid = captured.reduce((sum, p) => sum + p.amountCents, 0) || (before.paidAt ? before.totalCents : 0)
      const plan = await refundCapturedPayments(orderId, paid, 'cancelled by the customer after paying: refund the transfer by hand', tx, now, before.giftCardCents)
      await enqueueMail({ kind: 'order-cancelled', dedupeKey: `order-cancelled:${orderId}`, to: before.email, locale: before.locale, payload: { orderId, refundCents: paid } }, tx)
      return plan
    })
    .catch((err) => {
      if (err instanceof TooLate) return 'notAllowed' as const
      throw err
    })
  if (refund === 'notAllowed') return refund
  // Committed: a card's money is asked back of Stripe now (a failure flags the order for the shop).
  await sendCardRefunds(refund)
  return 'cancelled'
}

class TooLate extends Error {}
