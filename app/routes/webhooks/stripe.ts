import type { Route } from './+types/stripe'
import { handleStripeEvent } from '#app/modules/checkout/card-payment.server.ts'
import { verifyStripeEvent } from '#app/modules/payments/stripe.server.ts'
import { getEnv } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'

/** Stripe's events are small (a few KB); anything far larger is not from Stripe. */
const MAX_EVENT_BYTES = 256 * 1024

const text = (body: string, status: number) => new Response(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } })

/** Nothing to read here: Stripe posts. */
export function loader() {
  return text('Method Not Allowed', 405)
}

/**
 * Stripe's signed events (docs/product.md#payments). The raw body is checked against the
 * `Stripe-Signature` header with the endpoint's secret before anything is read from it: a bad or
 * missing signature is a 400 and changes nothing. A handled, replayed or unknown event is a 200 (so
 * Stripe stops sending it); a failure while handling is a 500, and Stripe sends the event again.
 */
export async function action({ request }: Route.ActionArgs) {
  if (!getEnv().STRIPE_SECRET_KEY) return text('Not Found', 404)
  if (request.method !== 'POST') return text('Method Not Allowed', 405)
  const body = await request.text()
  if (body.length > MAX_EVENT_BYTES) return text('Payload Too Large', 413)
  const event = verifyStripeEvent(body, request.headers.get('stripe-signature'))
  if (!event) return text('Bad signature', 400)
  const outcome = await handleStripeEvent(event)
  logger.info({ event: event.id, type: event.type, outcome }, 'stripe: event')
  return Response.json({ received: true, outcome }, { headers: { 'Cache-Control': 'no-store' } })
}
