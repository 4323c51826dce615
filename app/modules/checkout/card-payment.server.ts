import { type OrderWithItems } from '#app/modules/orders/orders.server.ts'
import { orderLink } from '#app/modules/orders/order-access.server.ts'
import { lockOrder } from '#app/modules/orders/admin-orders.server.ts'
import {
  claimPaymentEvent,
  claimPaymentProviderRef,
  createPayment,
  findPaymentByProviderRef,
  markPaymentFailed,
  voidPendingPayments,
} from '#app/modules/payments/payments.server.ts'
import { createCheckoutSession, expireCheckoutSession, retrieveCheckoutSession, type StripeCheckoutSession, type StripeEvent } from '#app/modules/payments/stripe.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { appUrl } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { recordPaymentReceived, settlePayment, type PaymentOutcome } from './payment-received.server.ts'

/*
 * Paying an order by card through Stripe Checkout (docs/product.md#payments). Each attempt is a
 * payment row and a Checkout Session for exactly the order's amount, read here from the database; the
 * customer pays on Stripe's page and comes back to her order. The order is paid by Stripe's signed
 * event (the webhook) or, if she is back first, by asking Stripe for the session: both go through
 * recordPaymentReceived, which pays an order once.
 */

/** Stripe refuses a session that expires in under 30 minutes; a minute more for the clocks. */
const SESSION_MIN_LIFETIME_MS = 31 * 60_000

export type StartCardPayment = { kind: 'redirect'; url: string } | { kind: 'notPayable' } | { kind: 'unavailable' }

/**
 * A new Checkout Session for an unpaid card order; `unavailable` when Stripe cannot be reached. An
 * order has one open payment: under the order's row lock the attempts still pending are voided and
 * the new one written, then (after the commit) their sessions are expired at Stripe, so a session
 * she left open in another tab can no longer be paid. If one was paid a moment before, its money is
 * refunded when its event arrives.
 */
export async function startCardPayment(order: OrderWithItems, now = new Date()): Promise<StartCardPayment> {
  if (order.paymentMethod !== 'card' || order.status !== 'pending_payment' || order.totalCents <= 0) return { kind: 'notPayable' }
  const opened = await getDb().transaction(async (tx) => {
    const locked = await lockOrder(order.id, tx)
    if (locked?.status !== 'pending_payment') return null
    const voided = await voidPendingPayments(order.id, 'card', tx)
    return { voided, paymentId: await createPayment({ orderId: order.id, method: 'card', amountCents: locked.totalCents }, tx) }
  })
  if (!opened) return { kind: 'notPayable' }
  const { paymentId } = opened
  const link = `${appUrl()}${orderLink(order.number)}`
  const locale = order.locale === 'en' ? 'en' : 'es'
  const names = order.items.map((item) => (item.design ? (item.design.product[locale] ?? item.design.product.es) : locale === 'en' ? 'Gift card' : 'Tarjeta regalo'))
  try {
    for (const old of opened.voided) if (old.providerRef) await expireCheckoutSession(old.providerRef)
    const session = await createCheckoutSession({
      paymentId,
      orderId: order.id,
      orderNumber: order.number,
      amountCents: order.totalCents,
      email: order.email,
      locale,
      description: `Gemela ${order.number} · ${names.join(', ')}`.slice(0, 250),
      // Stripe puts the session's id where {CHECKOUT_SESSION_ID} stands.
      successUrl: `${link}&placed=1&paid=card&session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${link}&payment=cancelled`,
      expiresAt: new Date(Math.max(now.getTime() + SESSION_MIN_LIFETIME_MS, order.holdExpiresAt?.getTime() ?? 0)),
    })
    if (!session.url) throw new Error('Stripe returned a session without a payment page')
    // A newer attempt (another tab, a double press) voided this one meanwhile: its session closes too.
    if (!(await claimPaymentProviderRef(paymentId, session.id))) {
      await expireCheckoutSession(session.id)
      return { kind: 'notPayable' }
    }
    return { kind: 'redirect', url: session.url }
  } catch (err) {
    logger.error({ err, order: order.number }, 'stripe: could not open a checkout session')
    await markPaymentFailed(paymentId, 'session_unavailable')
    return { kind: 'unavailable' }
  }
}

export type StripeEventOutcome = 'duplicate' | 'ignored' | 'unknownSession' | 'amountMismatch' | 'waiting' | 'failed' | PaymentOutcome

/** What a session's id from Stripe means for this shop's payment: the payment row it opened, if any. */
async function paymentOfSession(session: Pick<StripeCheckoutSession, 'id'>, tx: Parameters<typeof findPaymentByProviderRef>[1]) {
  const payment = await findPaymentByProviderRef(session.id, tx)
  return payment && payment.method === 'card' ? payment : null
}

/**
 * One verified Stripe event, handled once: its id is recorded in the same transaction as its effect,
 * so a replay changes nothing and a failure lets Stripe deliver it again. Order does not matter: a
 * late `expired` or `async_payment_failed` cannot undo a payment, and a late success still pays.
 */
export async function handleStripeEvent(event: StripeEvent): Promise<StripeEventOutcome> {
  let paymentId: string | null = null
  const outcome = await getDb().transaction(async (tx): Promise<StripeEventOutcome> => {
    if (!(await claimPaymentEvent(event.id, event.type, tx))) return 'duplicate'
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object
        const payment = await paymentOfSession(session, tx)
        if (!payment) return 'unknownSession'
        // A bank debit completes the session before the money arrives; its own event follows.
        if (session.payment_status !== 'paid') return 'waiting'
        if (session.amount_total !== payment.amountCents || session.currency !== 'eur') {
          logger.error({ session: session.id, expected: payment.amountCents, got: session.amount_total }, 'stripe: paid amount differs from the order')
          return 'amountMismatch'
        }
        paymentId = payment.id
        return recordPaymentReceived(payment.orderId, payment.id, { actor: 'payment', note: `Stripe ${session.id}` }, tx)
      }
      case 'checkout.session.expired':
      case 'checkout.session.async_payment_failed': {
        const payment = await paymentOfSession(event.data.object, tx)
        if (!payment) return 'unknownSession'
        await markPaymentFailed(payment.id, event.type === 'checkout.session.expired' ? 'session_expired' : 'payment_failed', tx)
        return 'failed'
      }
      default:
        return 'ignored'
    }
  })
  await settlePayment(outcome, paymentId)
  return outcome
}

/**
 * She is back from Stripe's page before its event reached us: ask Stripe about the session (only one
 * this order opened) and pay the order if Stripe says it is paid. Anything else waits for the event.
 */
export async function confirmReturnFromStripe(orderId: string, sessionId: string): Promise<PaymentOutcome | 'waiting' | 'unknownSession'> {
  if (!/^cs_[A-Za-z0-9_]{8,200}$/.test(sessionId)) return 'unknownSession'
  const payment = await findPaymentByProviderRef(sessionId)
  if (!payment || payment.orderId !== orderId || payment.method !== 'card') return 'unknownSession'
  if (payment.status === 'succeeded') return 'alreadyPaid'
  let session
  try {
    session = await retrieveCheckoutSession(sessionId)
  } catch (err) {
    logger.warn({ err }, 'stripe: could not read a session on return; the webhook will pay the order')
    return 'waiting'
  }
  if (session.paymentStatus !== 'paid' || session.amountTotal !== payment.amountCents || session.currency !== 'eur') return 'waiting'
  return recordPaymentReceived(orderId, payment.id, { actor: 'payment', note: `Stripe ${sessionId}` })
}
