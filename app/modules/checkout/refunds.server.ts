import { issueRectifyingInvoice } from '#app/modules/invoices/invoices.server.ts'
import { flagForRefund } from '#app/modules/orders/orders.server.ts'
import { findPaymentById, finishRefund, listPayments, listStalePendingCardRefunds, startRefund, type PaymentRow, type RefundReason } from '#app/modules/payments/payments.server.ts'
import { refundCheckoutSession } from '#app/modules/payments/stripe.server.ts'
import { getDb, type Tx } from '#app/utils/db.server.ts'
import { logger } from '#app/utils/logger.server.ts'

/*
 * Giving money back (docs/product.md#payments, docs/security.md#checkout-orders-and-payments). Inside
 * the caller's transaction a refund is set out on each payment that took money: `pending` for a card
 * (Stripe is asked after the commit, decision 007), `succeeded` at once for the test card (nothing
 * was taken), `manual` for a transfer (paid back by hand; the order is flagged until then). After
 * the commit `sendCardRefunds` asks Stripe, once per payment whatever happens (its idempotency key).
 */

export type RefundPlan = { kind: 'none' } | { kind: 'stripe' | 'testCard' | 'manual'; paymentIds: string[]; amountCents: number }

/** The payments whose money a cancellation gives back: every one that succeeded and was not refunded (never a gift card's: its credit is restored). */
export function refundablePayments(payments: PaymentRow[]): PaymentRow[] {
  return payments.filter((p) => p.status === 'succeeded' && p.method !== 'gift_card' && p.refundStatus === null)
}

const kindOf = (method: string) => (method === 'card' ? 'stripe' : method === 'test_card' ? 'testCard' : 'manual')

/** Sets out the refund of `amountCents` of one payment (all of it when null). */
async function setOut(payment: PaymentRow, amountCents: number, reason: RefundReason, tx: Tx, now: Date) {
  if (payment.method === 'card') await startRefund(payment.id, { amountCents, status: 'pending', reason }, tx, now)
  else if (payment.method === 'test_card') await startRefund(payment.id, { amountCents, status: 'succeeded', ref: `test_refund_${payment.id}`, reason }, tx, now)
  else await startRefund(payment.id, { amountCents, status: 'manual', reason }, tx, now)
}

/**
 * A cancelled order gives back what it took: `amountCents` (all of it when null) spread over every
 * captured payment, oldest first. A transfer's, or money the shop has no payment row for, is paid
 * back by hand and the order flagged. Returns what was set out; the caller has checked the amount.
 * An order already invoiced gets its rectifying invoice (series R) here, in the same transaction,
 * for the money given back plus the gift-card credit the cancellation restored (`creditRestoredCents`:
 * that part of the sale is undone too).
 */
export async function refundCapturedPayments(orderId: string, amountCents: number, note: string, tx: Tx, now = new Date(), creditRestoredCents = 0): Promise<RefundPlan> {
  await issueRectifyingInvoice(orderId, Math.max(0, amountCents) + creditRestoredCents, tx, now)
  if (amountCents <= 0) return { kind: 'none' }
  const captured = refundablePayments(await listPayments(orderId, tx))
  let left = amountCents
  const paymentIds: string[] = []
  for (const payment of captured) {
    if (left <= 0) break
    const part = Math.min(left, payment.amountCents)
    await setOut(payment, part, 'cancelled', tx, now)
    paymentIds.push(payment.id)
    left -= part
  }
  const kind = captured[0] ? kindOf(captured[0].method) : 'manual'
  if (kind === 'manual' || left > 0) await flagForRefund(orderId, note, tx, now)
  return { kind, paymentIds, amountCents }
}

/** Money that arrived for an order that could not take it (cancelled, expired, paid already): all of it goes back. */
export async function refundArrivedPayment(payment: PaymentRow, reason: Exclude<RefundReason, 'cancelled'>, tx: Tx, now = new Date()): Promise<RefundPlan> {
  await setOut(payment, payment.amountCents, reason, tx, now)
  return { kind: kindOf(payment.method), paymentIds: [payment.id], amountCents: payment.amountCents }
}

/** After the commit: asks Stripe for each card refund a plan set out. */
export async function sendCardRefunds(plan: RefundPlan): Promise<'refunded' | 'failed' | 'nothingToDo'> {
  if (plan.kind !== 'stripe') return 'nothingToDo'
  let result: 'refunded' | 'failed' | 'nothingToDo' = 'nothingToDo'
  for (const id of plan.paymentIds) {
    const outcome = await refundCardPayment(id)
    if (outcome === 'failed') result = 'failed'
    else if (outcome === 'refunded' && result !== 'failed') result = 'refunded'
  }
  return result
}

/**
 * Asks Stripe for a card refund set out here (or retried after a failure): the idempotency key is
 * the payment's, so Stripe makes one refund however often this runs. A refund that cannot be made
 * now stays `failed`, and the order flagged, for the admin to retry.
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

/** How long a card refund may stay `pending` before the periodic job asks Stripe again: longer than any request the shop makes. */
export const STALE_REFUND_MS = 5 * 60_000

/**
 * The periodic job (server/index.ts): a card refund set out but left `pending` for minutes means the
 * process died between the commit and Stripe's call, or before writing Stripe's answer down. Asking
 * again is safe (the payment's idempotency key: Stripe makes, or answers with, the one refund); a
 * retry that fails leaves the refund `failed` and the order flagged for the admin.
 */
export async function retryStaleCardRefunds(now = new Date()): Promise<{ refunded: number; failed: number }> {
  const ids = await listStalePendingCardRefunds(new Date(now.getTime() - STALE_REFUND_MS))
  const counts = { refunded: 0, failed: 0 }
  for (const id of ids) {
    const outcome = await refundCardPayment(id)
    if (outcome === 'refunded') counts.refunded += 1
    else if (outcome === 'failed') counts.failed += 1
  }
  if (ids.length > 0) logger.info({ ...counts, stale: ids.length }, 'stripe: retried card refunds left pending')
  return counts
}
