import { getOrder, getOrderIdByNumber } from '#app/modules/orders/orders.server.ts'
import { lockOrder } from '#app/modules/orders/admin-orders.server.ts'
import { createPayment, listPayments, markPaymentFailed, voidPendingPayments } from '#app/modules/payments/payments.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { classifyTestCard, isValidCvc, isValidExpiry } from '#app/modules/payments/test-card.ts'
import { recordPaymentReceived } from './payment-received.server.ts'

/*
 * The test card page's logic (docs/product.md#payments): the outcome of Stripe's test numbers, a
 * payment row per attempt (never the number: only the outcome is kept), and the order paid through
 * the same path a Stripe webhook takes.
 */

export type TestPaymentOrder = { id: string; number: string; totalCents: number; status: string; email: string }

export async function findTestPaymentOrder(number: string): Promise<TestPaymentOrder | null> {
  const found = await getOrderIdByNumber(number)
  const order = found ? await getOrder(found.id) : null
  if (!order || order.paymentMethod !== 'test_card') return null
  return { id: order.id, number: order.number, totalCents: order.totalCents, status: order.status, email: order.email }
}

export type TestPayResult =
  | { kind: 'invalid'; errors: Record<string, 'invalidNumber' | 'invalidExpiry' | 'invalidCvc'> }
  | { kind: 'declined' }
  | { kind: 'confirm'; paymentId: string }
  | { kind: 'paid' }
  | { kind: 'notPayable' }
  | { kind: 'refunded' }

export async function payWithTestCard(order: TestPaymentOrder, card: { number: string; expiry: string; cvc: string }, now = new Date()): Promise<TestPayResult> {
  const outcome = classifyTestCard(card.number)
  const errors: Record<string, 'invalidNumber' | 'invalidExpiry' | 'invalidCvc'> = {}
  if (outcome === 'invalid') errors.number = 'invalidNumber'
  if (!isValidExpiry(card.expiry, now)) errors.expiry = 'invalidExpiry'
  if (!isValidCvc(card.cvc)) errors.cvc = 'invalidCvc'
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors }
  if (order.status !== 'pending_payment') return { kind: 'notPayable' }
  // One open payment per order: a new attempt voids a 3-D Secure one still waiting (it can no longer be authorized).
  const paymentId = await getDb().transaction(async (tx) => {
    const locked = await lockOrder(order.id, tx)
    if (locked?.status !== 'pending_payment') return null
    await voidPendingPayments(order.id, 'test_card', tx)
    return createPayment({ orderId: order.id, method: 'test_card', amountCents: locked.totalCents }, tx)
  })
  if (!paymentId) return { kind: 'notPayable' }
  if (outcome === 'declined') {
    await markPaymentFailed(paymentId, 'card_declined')
    return { kind: 'declined' }
  }
  if (outcome === 'needsConfirmation') return { kind: 'confirm', paymentId }
  const result = await recordPaymentReceived(order.id, paymentId, { actor: 'payment', note: 'test card' })
  return result === 'notPayable' ? { kind: 'notPayable' } : result === 'refunded' ? { kind: 'refunded' } : { kind: 'paid' }
}

/**
 * The confirmation step's answer: pays the pending attempt (only one of this order's), or cancels it.
 * `replaced` when a newer attempt voided it (nothing is charged); `refunded` when the order could no
 * longer take the money (cancelled meanwhile): it is recorded and given back.
 */
export async function confirmTestPayment(
  order: TestPaymentOrder,
  paymentId: string,
  approve: boolean,
): Promise<'paid' | 'cancelled' | 'notFound' | 'notPayable' | 'replaced' | 'refunded'> {
  const mine = (await listPayments(order.id)).find((p) => p.id === paymentId && p.method === 'test_card')
  if (mine?.status === 'cancelled' && mine.failureCode === 'replaced') return 'replaced'
  const payment = mine?.status === 'pending' ? mine : null
  if (!payment) return 'notFound'
  if (!approve) {
    await markPaymentFailed(payment.id, 'authentication_cancelled')
    return 'cancelled'
  }
  const result = await recordPaymentReceived(order.id, payment.id, { actor: 'payment', note: 'test card, confirmed' })
  return result === 'notPayable' ? 'notPayable' : result === 'refunded' ? 'refunded' : 'paid'
}
