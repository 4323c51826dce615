import { FabricSaleError, takeFabric } from '#app/modules/catalogue/fabric-sale.server.ts'
import { paymentsRecorded } from '#app/utils/metrics.server.ts'
import { respendGiftCards } from '#app/modules/giftcards/giftcards.server.ts'
import { activateGiftCards } from '#app/modules/giftcards/issue.server.ts'
import { enqueuePatternJobs } from '#app/modules/atelier/pattern-jobs.server.ts'
import { enqueueMail, nudgeMailWorker } from '#app/modules/mail/outbox.server.ts'
import { issueSaleInvoice } from '#app/modules/invoices/invoices.server.ts'
import { lockOrder } from '#app/modules/orders/admin-orders.server.ts'
import { addSystemNote, flagForRefund, listFabricHolds, moveOrder, type OrderRow } from '#app/modules/orders/orders.server.ts'
import { canMoveOrder, type OrderStatus } from '#app/modules/orders/status.ts'
import { findPaymentById, markPaymentSucceeded, type PaymentRow } from '#app/modules/payments/payments.server.ts'
import { getDb, type Tx } from '#app/utils/db.server.ts'
import { releaseConfirmation } from './card-confirmation.server.ts'
import { enqueueShopNewOrder } from './shop-notices.server.ts'
import { refundArrivedPayment, refundCardPayment } from './refunds.server.ts'

/*
 * A payment arrived for an order (the test card, a Stripe webhook, an admin marking a transfer paid).
 * The payment and the order's move are one transaction, under the order's row lock, and idempotent:
 * the payment row succeeds once and the order moves to paid once, so a replayed event changes
 * nothing. A payment for an order whose hold expired re-takes its fabrics if they are still free; if
 * another order took one meanwhile, the order is paid but flagged for a refund
 * (docs/product.md#fabric-lock-and-stock). Money taken for an order that cannot take it — cancelled,
 * or paid already by another attempt — is recorded and given back at once (issue 31): the refund is
 * set out here, written in the order's history, she is told by e-mail, and a card's refund is asked
 * of Stripe after the commit (settlePayment).
 */

export type PaymentOutcome = 'paid' | 'alreadyPaid' | 'paidNeedsRefund' | 'notPayable' | 'refunded'

export async function recordPaymentReceived(
  orderId: string,
  paymentId: string | null,
  by: { actor: 'payment' | 'admin'; actorId?: string | null; actorEmail?: string | null; note?: string },
  tx?: Tx,
): Promise<PaymentOutcome> {
  if (!tx) {
    const outcome = await getDb().transaction((own) => recordPaymentReceived(orderId, paymentId, by, own))
    await settlePayment(outcome, paymentId)
    return outcome
  }
  const order = await lockOrder(orderId, tx)
  if (!order) return 'notPayable'
  const payment = paymentId ? await findPaymentById(paymentId, tx) : null
  if (payment?.status === 'succeeded') return 'alreadyPaid'
  if (!canMoveOrder(order.status, 'paid', by.actor)) {
    // Only money a provider took comes back by itself; an admin's refused "transfer received" writes nothing.
    if (!payment || by.actor !== 'payment' || (payment.method !== 'card' && payment.method !== 'test_card')) return 'notPayable'
    return refundArrived(order, payment, tx)
  }
  if (payment && !(await markPaymentSucceeded(payment.id, tx))) return 'alreadyPaid'
  const before = await moveOrder(orderId, 'paid', { actor: by.actor, actorId: by.actorId, actorEmail: by.actorEmail, note: by.note ?? null }, tx)
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
  // Each garment's pattern is drafted once, after the commit, by the pattern worker (docs/atelier.md).
  await enqueuePatternJobs(orderId, tx)
  // Its invoice, numbered in this transaction: a payment rolled back leaves no gap (docs/product.md#invoices).
  await issueSaleInvoice(orderId, tx)
  // Money a provider took makes a card order the shop's to make: it is told (a transfer's was told when placed, and the admin confirmed it herself).
  if (by.actor === 'payment') await enqueueShopNewOrder(orderId, tx)
  // A garment order's card payment within the hold sends the waiting confirmation, which says it is paid, instead of "Pago recibido" (gift-card purchases keep their own two e-mails).
  const confirmed = (before.paymentMethod === 'card' || before.paymentMethod === 'test_card') && before.shippingMethod !== 'email' && (await releaseConfirmation(orderId, tx))
  if (!confirmed) await enqueueMail({ kind: 'payment-received', dedupeKey: `payment-received:${orderId}`, to: before.email, locale: before.locale, payload: { orderId } }, tx)
  else nudgeMailWorker()
  return outcome
}

/** The money of a payment the order could not take: kept on record, and all of it set out to go back. */
async function refundArrived(order: OrderRow, payment: PaymentRow, tx: Tx): Promise<PaymentOutcome> {
  await markPaymentSucceeded(payment.id, tx)
  const reason = isPaidStatus(order.status) ? 'duplicate' : 'not_payable'
  await refundArrivedPayment(payment, reason, tx)
  // A fixed line (admin-order-view.ts translates it); the payment's row says which and how much.
  await addSystemNote(
    order.id,
    reason === 'duplicate' ? 'a second payment arrived: refunded automatically' : 'a payment arrived after the order was closed: refunded automatically',
    tx,
  )
  await enqueueMail(
    {
      kind: 'payment-refunded',
      dedupeKey: `payment-refunded:${payment.id}`,
      to: order.email,
      locale: order.locale,
      payload: { orderId: order.id, amountCents: payment.amountCents, reason },
    },
    tx,
  )
  return 'refunded'
}

const isPaidStatus = (status: OrderStatus) => status === 'paid' || status === 'in_production' || status === 'shipped' || status === 'delivered'

/**
 * Once a payment's transaction has committed: counts it for /metrics (a rolled-back one paid
 * nothing) and, for card money given back, asks Stripe for the refund. A caller that passed its own
 * transaction to recordPaymentReceived calls this after its commit.
 */
export async function settlePayment(outcome: PaymentOutcome | string, paymentId: string | null) {
  countPayment(outcome)
  if (outcome === 'refunded' && paymentId) await refundCardPayment(paymentId)
}

export function countPayment(outcome: PaymentOutcome | string) {
  if (outcome === 'paid' || outcome === 'paidNeedsRefund' || outcome === 'alreadyPaid' || outcome === 'notPayable' || outcome === 'refunded') paymentsRecorded.inc({ outcome })
}
