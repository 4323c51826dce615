import { getOrder, getOrderIdByNumber } from '#app/modules/orders/orders.server.ts'
import { createPayment, listPayments, markPaymentFailed } from '#app/modules/payments/payments.server.ts'
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

export async function payWithTestCard(order: TestPaymentOrder, card: { number: string; expiry: string; cvc: string }, now = new Date()): Promise<TestPayResult> {
  const outcome = classifyTestCard(card.number)
  const errors: Record<string, 'invalidNumber' | 'invalidExpiry' | 'invalidCvc'> = {}
  if (outcome === 'invalid') errors.number = 'invalidNumber'
  if (!isValidExpiry(card.expiry, now)) errors.expiry = 'invalidExpiry'
  if (!isValidCvc(card.cvc)) errors.cvc = 'invalidCvc'
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors }
  if (order.status !== 'pending_payment') return { kind: 'notPayable' }
  const paymentId = await createPayment({ orderId: order.id, method: 'test_card', amountCents: order.totalCents })
  if (outcome === 'declined') {
    await markPaymentFailed(paymentId, 'card_declined')
    return { kind: 'declined' }
  }
  if (outcome === 'needsConfirmation') return { kind: 'confirm', paymentId }
  const result = await recordPaymentReceived(order.id, paymentId, { actor: 'payment', note: 'test card' })
  return result === 'notPayable' ? { kind: 'notPayable' } : { kind: 'paid' }
}

/** The confirmation step's answer: pays the pending attempt (only one of this order's), or cancels it. */
export async function confirmTestPayment(order: TestPaymentOrder, paymentId: string, approve: boolean): Promise<'paid' | 'cancelled' | 'notFound' | 'notPayable'> {
  const payment = (await listPayments(order.id)).find((p) => p.id === paymentId && p.status === 'pending' && p.method === 'test_card')
  if (!payment) return 'notFound'
  if (!approve) {
    await markPaymentFailed(payment.id, 'authentication_cancelled')
    return 'cancelled'
  }
  const result = await recordPaymentReceived(order.id, payment.id, { actor: 'payment', note: 'test card, confirmed' })
  return result === 'notPayable' ? 'notPayable' : 'paid'
}
