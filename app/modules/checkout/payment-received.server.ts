import { FabricSaleError, takeFabric } from '#app/modules/catalogue/fabric-sale.server.ts'
import { paymentsRecorded } from '#app/utils/metrics.server.ts'
import { respendGiftCards } from '#app/modules/giftcards/giftcards.server.ts'
import { activateGiftCards } from '#app/modules/giftcards/issue.server.ts'
import { enqueueMail } from '#app/modules/mail/outbox.server.ts'
import { flagForRefund, listFabricHolds, moveOrder, OrderMoveError, type OrderRow } from '#app/modules/orders/orders.server.ts'
import { markPaymentSucceeded } from '#app/modules/payments/payments.server.ts'
import { getDb, type Tx } from '#app/utils/db.server.ts'

/*
 * A payment arrived for an order (the test card, a Stripe webhook, an admin marking a transfer paid).
 * It is idempotent: the payment row succeeds once and the order moves to paid once, so a replayed or
 * late event changes nothing. A payment for an order whose hold expired re-takes its fabrics if they
 * are still free; if another order took one meanwhile, the order is paid but flagged for a refund
 * (docs/product.md#fabric-lock-and-stock).
 */

export type PaymentOutcome = 'paid' | 'alreadyPaid' | 'paidNeedsRefund' | 'notPayable'

export async function recordPaymentReceived(
  orderId: string,
  paymentId: string | null,
  by: { actor: 'payment' | 'admin'; actorId?: string | null; actorEmail?: string | null; note?: string },
  tx?: Tx,
): Promise<PaymentOutcome> {
  if (!tx) {
    const outcome = await getDb().transaction((own) => recordPaymentReceived(orderId, paymentId, by, own))
    countPayment(outcome)
    return outcome
  }
  if (paymentId && !(await markPaymentSucceeded(paymentId, tx))) return 'alreadyPaid'
  let before: OrderRow
  try {
    before = await moveOrder(orderId, 'paid', { actor: by.actor, actorId: by.actorId, actorEmail: by.actorEmail, note: by.note ?? null }, tx)
  } catch (err) {
    if (err instanceof OrderMoveError)
      return err.from === 'paid' || err.from === 'in_production' || err.from === 'shipped' || err.from === 'delivered' ? 'alreadyPaid' : 'notPayable'
    throw err
  }
  let outcome: PaymentOutcome = 'paid'
  if (before.status === 'expired') {
    // Each fabric in a savepoint: a combination taken meanwhile rolls back only its own attempt.
    for (const hold of await listFabricHolds(orderId, tx)) {
      try {
        await tx.transaction((sp) => takeFabric({ ...hold, orderId }, sp))
      } catch (err) {
        if (!(err instanceof FabricSaleError)) throw err
        outcome = 'paidNeedsRefund'
      }
    }
    if (!(await respendGiftCards(orderId, tx))) outcome = 'paidNeedsRefund'
    if (outcome === 'paidNeedsRefund') await flagForRefund(orderId, 'paid after the hold expired; a fabric was sold or the gift card spent meanwhile', tx)
  }
  // Gift cards this order bought become usable; those due today go out now.
  await activateGiftCards(orderId, tx)
  await enqueueMail({ kind: 'payment-received', dedupeKey: `payment-received:${orderId}`, to: before.email, locale: before.locale, payload: { orderId } }, tx)
  return outcome
}

/**
 * Counts a payment for /metrics once its transaction has committed: a caller that passed its own
 * transaction to recordPaymentReceived calls this after its commit (a rolled-back one paid nothing).
 */
export function countPayment(outcome: PaymentOutcome | string) {
  if (outcome === 'paid' || outcome === 'paidNeedsRefund' || outcome === 'alreadyPaid' || outcome === 'notPayable') paymentsRecorded.inc({ outcome })
}
