import Stripe from 'stripe'
import { getEnv } from '#app/utils/env.server.ts'

/*
 * Stripe, the card processor (docs/product.md#payments): a Checkout Session per payment attempt,
 * where the customer pays by card, Apple Pay or Google Pay on Stripe's own page, and the signed
 * events Stripe sends back. This file only speaks Stripe's protocol; what a paid session means for an
 * order is the checkout module's (card-payment.server.ts).
 */

let client: { key: string; base: string | undefined; stripe: Stripe } | undefined

function stripe(): Stripe {
  const env = getEnv()
  const key = env.STRIPE_SECRET_KEY
  if (!key) throw new Error('Stripe is not configured (STRIPE_SECRET_KEY)')
  if (client?.key === key && client.base === env.STRIPE_API_BASE) return client.stripe
  // STRIPE_API_BASE points the client at a local server speaking Stripe's protocol (tests only).
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined
  const instance = new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...(base ? { host: base.hostname, port: base.port, protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const) } : {}),
  })
  client = { key, base: env.STRIPE_API_BASE, stripe: instance }
  return instance
}

export type CheckoutSessionRequest = {
  paymentId: string
  orderId: string
  orderNumber: string
  amountCents: number
  email: string
  locale: 'es' | 'en'
  /** What the customer reads on Stripe's page as the one line she pays for. */
  description: string
  successUrl: string
  cancelUrl: string
  expiresAt: Date
}

export type CheckoutSessionState = {
  id: string
  url: string | null
  /** open, complete or expired */
  status: string
  /** paid, unpaid or no_payment_required */
  paymentStatus: string
  amountTotal: number | null
  currency: string | null
  paymentId: string | null
}

function toState(session: Stripe.Checkout.Session): CheckoutSessionState {
  return {
    id: session.id,
    url: session.url,
    status: session.status ?? 'open',
    paymentStatus: session.payment_status,
    amountTotal: session.amount_total,
    currency: session.currency,
    paymentId: session.metadata?.paymentId ?? null,
  }
}

/**
 * One Checkout Session for one payment attempt. The amount is the order's, read from the database by
 * the caller; the idempotency key makes a retried request (network trouble) return the same session.
 */
export async function createCheckoutSession(r: CheckoutSessionRequest): Promise<CheckoutSessionState> {
  const metadata = { orderId: r.orderId, orderNumber: r.orderNumber, paymentId: r.paymentId }
  const session = await stripe().checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [{ quantity: 1, price_data: { currency: 'eur', unit_amount: r.amountCents, product_data: { name: r.description } } }],
      customer_email: r.email,
      client_reference_id: r.orderId,
      locale: r.locale,
      metadata,
      payment_intent_data: { metadata, description: r.description },
      success_url: r.successUrl,
      cancel_url: r.cancelUrl,
      expires_at: Math.floor(r.expiresAt.getTime() / 1000),
    },
    { idempotencyKey: `gemela-checkout-session-${r.paymentId}` },
  )
  return toState(session)
}

export async function retrieveCheckoutSession(id: string): Promise<CheckoutSessionState> {
  return toState(await stripe().checkout.sessions.retrieve(id))
}

/**
 * Closes a session nobody may pay any more (a newer attempt replaced it). False when Stripe says it
 * is not open (paid a moment ago, or expired already): money it took then is refunded when its event
 * arrives (payment-received.server.ts).
 */
export async function expireCheckoutSession(id: string): Promise<boolean> {
  try {
    await stripe().checkout.sessions.expire(id)
    return true
  } catch (err) {
    if (err instanceof Stripe.errors.StripeInvalidRequestError) return false
    throw err
  }
}

export type RefundState = { id: string; status: string; amount: number }

/**
 * Gives back `amountCents` of what a Checkout Session took (an admin cancels a paid order): the
 * refund goes to the session's payment intent. The idempotency key is the payment's own, so a second
 * press, a retry after a lost answer or two admins at once make one refund at Stripe.
 */
export async function refundCheckoutSession(r: { sessionId: string; amountCents: number; idempotencyKey: string }): Promise<RefundState> {
  const session = await stripe().checkout.sessions.retrieve(r.sessionId)
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
  if (!intent) throw new Error(`Stripe session ${r.sessionId} has no payment to refund`)
  const refund = await stripe().refunds.create({ payment_intent: intent, amount: r.amountCents, reason: 'requested_by_customer' }, { idempotencyKey: r.idempotencyKey })
  return { id: refund.id, status: refund.status ?? 'pending', amount: refund.amount }
}

/** How far a signature's time may be from ours, either way: Stripe's usual 5 minutes behind, and as much ahead. */
export const WEBHOOK_TOLERANCE_S = 300

/**
 * The event in a webhook's body, or null when its signature is not Stripe's or its time is more than
 * 5 minutes from ours. Stripe's library refuses only old signatures; one dated in the future (a
 * forged clock, a replay prepared in advance) is refused here too (issue 31, item 8).
 */
export function verifyStripeEvent(body: string, signature: string | null, now = Date.now()): Stripe.Event | null {
  const secret = getEnv().STRIPE_WEBHOOK_SECRET
  if (!secret || !signature) return null
  const times = [...signature.matchAll(/(?:^|,)\s*t=(\d+)/g)].map((m) => Number(m[1]))
  if (times.length !== 1 || times[0]! > Math.floor(now / 1000) + WEBHOOK_TOLERANCE_S) return null
  try {
    return Stripe.webhooks.constructEvent(body, signature, secret, WEBHOOK_TOLERANCE_S)
  } catch {
    return null
  }
}

export type StripeEvent = Stripe.Event
export type StripeCheckoutSession = Stripe.Checkout.Session
