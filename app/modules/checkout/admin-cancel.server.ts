import { releaseFabrics } from '#app/modules/catalogue/fabric-sale.server.ts'
import { restoreGiftCards } from '#app/modules/giftcards/giftcards.server.ts'
import { hasSentGiftCards, voidGiftCards } from '#app/modules/giftcards/issue.server.ts'
import { enqueueMail } from '#app/modules/mail/outbox.server.ts'
import { flagForRefund, listFabricHolds, moveOrder, type OrderRow } from '#app/modules/orders/orders.server.ts'
import { holdsFabric } from '#app/modules/orders/status.ts'
import { findPaymentById, finishRefund, listPayments, startRefund, type PaymentRow } from '#app/modules/payments/payments.server.ts'
import { refundCheckoutSession } from '#app/modules/payments/stripe.server.ts'
import { getDb, type Tx } from '#app/utils/db.server.ts'
import { logger } from '#app/utils/logger.server.ts'

/*
 * The shop cancels an order (issue 17, item 6; docs/product.md#admin-orders). In the caller's
 * transaction: the order is cancelled (status.ts decides whether it may be), the fabrics, metres and
 * gift-card credit it holds come back, the refund is set out on the payment that took the money, and
 * her e-mail is queued. The money itself moves after the commit (no provider call inside a
 * transaction, decision 007): by Stripe for a card, at once for the test card (nothing was taken),
 * by hand for a transfer (the order is flagged until the shop says it is done).
 */

export type RefundPlan =
  | { kind: 'none' }
  | { kind: 'stripe'; paymentId: string; amountCents: number }
  | { kind: 'testCard'; paymentId: string; amountCents: number }
  | { kind: 'manual'; paymentId: string | null; amountCents: number }

export class CancelRefusedError extends Error {
  constructor(readonly code: 'giftCardsSent' | 'refundTooHigh') {
    super(code)
  }
}

/** The payment whose money a cancellation gives back: the one that succeeded and was not refunded (never a gift card's: its credit is restored). */
export function refundablePayment(payments: PaymentRow[]): PaymentRow | null {
  return payments.find((p) => p.status === 'succeeded' && p.method !== 'gift_card' && p.refundStatus === null) ?? null
}

/**
 * Cancels inside `tx`; throws OrderMoveError when the order may not be cancelled and
 * CancelRefusedError when it may not be here (a gift card it bought was already sent: it may have
 * been spent) or the refund asked is more than was paid. `refundCents` null gives back all of it.
 */
export async function cancelOrderByAdmin(
  orderId: string,
  input: { refundCents: number | null; reason: string },
  by: { actorId: string; actorEmail: string },
  tx: Tx,
  now = new Date(),
): Promise<{ before: OrderRow; refund: RefundPlan }> {
  const before = await moveOrder(orderId, 'cancelled', { actor: 'admin', actorId: by.actorId, actorEmail: by.actorEmail, note: input.reason }, tx, now)
  if (await hasSentGiftCards(orderId, tx)) throw new CancelRefusedError('giftCardsSent')
  if (holdsFabric(before.status)) {
    await releaseFabrics(orderId, await listFabricHolds(orderId, tx), tx)
    await restoreGiftCards(orderId, tx)
  }
  await voidGiftCards(orderId, tx)
  const payment = refundablePayment(await listPayments(orderId, tx))
  const paidAmount = payment?.amountCents ?? (before.paidAt ? before.totalCents : 0)
  const amountCents = input.refundCents ?? paidAmount
  if (amountCents > paidAmount) throw new CancelRefusedError('refundTooHigh')
  let refund: RefundPlan = { kind: 'none' }
  if (amountCents > 0 && payment?.method === 'card') {
    await startRefund(payment.id, { amountCents, status: 'pending' }, tx)
    refund = { kind: 'stripe', paymentId: payment.id, amountCents }
  } else if (amountCents > 0 && payment?.method === 'test_card') {
    await startRefund(payment.id, { amountCents, status: 'succeeded', ref: `test_refund_${payment.id}` }, tx)
    refund = { kind: 'testCard', paymentId: payment.id, amountCents }
  } else if (amountCents > 0) {
    // A transfer (or a payment the shop has no row for): paid back by hand, flagged until then.
    if (payment) await startRefund(payment.id, { amountCents, status: 'manual' }, tx)
    await flagForRefund(orderId, 'cancelled by the shop: refund the transfer by hand', tx, now)
    refund = { kind: 'manual', paymentId: payment?.id ?? null, amountCents }
  }
  await enqueueMail(
    {
      kind: 'order-cancelled',
      dedupeKey: `order-cancelled:${orderId}`,
      to: before.email,
      locale: before.locale,
      payload: { orderId, by: 'shop', refundCents: refund.kind === 'none' ? 0 : amountCents },
    },
    tx,
  )
  return { before, refund }
}

/**
 * Asks Stripe for a card refund set out by cancelOrderByAdmin (or retried after a failure): the
 * idempotency key is the payment's, so Stripe makes one refund however often this runs. A refund
 * that cannot be made now stays `failed`, and the order flagged, for the admin to retry.
 */
export async function refundCardPayment(paymentId: string): Promise<'refunded' | 'failed' | 'nothingToDo'> {
  const payment = await findPaymentById(paymentId)
  if (!payment || payment.method !== 'card' || (payment.refundStatus !== 'pending' && payment.refundStatus !== 'failed') || !payment.providerRef) return 'nothingToDo'
  try {
    const refund = await refundCheckoutSession({ sessionId: payment.providerRef, amountCents: payment.refundCents, idempotencyKey: `gemela-refund-${payment.id}` })
    await finishRefund(payment.id, { status: 'succeeded', ref: refund.id })
    return 'refunded'
  } catch (err) {
    logger.error({ err, payment: payment.id }, 'stripe: could not refund a payment')
    await getDb().transaction(async (tx) => {
      await finishRefund(payment.id, { status: 'failed' }, tx)
      await flagForRefund(payment.orderId, 'the card refund failed; retry it from the order page', tx)
    })
    return 'failed'
  }
}
