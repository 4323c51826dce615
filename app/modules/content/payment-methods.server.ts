import { paymentMethodsOffered } from '#app/utils/env.server.ts'

/** A way to pay that the pages may name (policies.common.paymentMethods). */
export type StatedPaymentMethod = 'card' | 'test_card' | 'transfer' | 'gift_card'

/**
 * What the terms, the FAQ and the policies say she can pay with: exactly what checkout offers now
 * (docs/product.md#payment-methods) — Stripe's card and wallets when its keys are set, the test card
 * where it stands in, bank transfer — and the shop's gift card, always redeemable at checkout.
 * A method configured later appears on every page at once.
 */
export function listStatedPaymentMethods(): StatedPaymentMethod[] {
  return [...paymentMethodsOffered(), 'gift_card']
}
