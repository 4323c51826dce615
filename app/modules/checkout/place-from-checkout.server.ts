import type { Locale } from '#app/i18n/config.ts'
import type { SessionUser } from '#app/modules/accounts/session.server.ts'
import { requestFullInvoice } from '#app/modules/invoices/invoices.server.ts'
import type { toInvoiceParty } from '#app/modules/invoices/schemas.ts'
import { consumeThrottle } from '#app/modules/throttle/throttle.server.ts'
import { paymentMethodsOffered } from '#app/utils/env.server.ts'
import { afterPlacing } from './after-placing.server.ts'
import type { CheckoutState } from './checkout.server.ts'
import type { PlacementRefusal } from './components/hold-refusal.tsx'
import { toHoldRefusal } from './hold-limits.server.ts'
import { computeIdempotencyKey, placeOrder } from './place-order.server.ts'

type Ready = Extract<CheckoutState, { kind: 'ready' }> & { user: SessionUser | null }

export type Placement = { kind: 'placed'; to: string } | { kind: 'incomplete' } | { kind: 'refused'; refusal: PlacementRefusal; status: number } | { kind: 'fabricTaken' }

/**
 * REALIZAR PEDIDO (docs/product.md#checkout): the order from the draft the page just wrote, with the
 * server's prices (placeOrder recounts all), keyed by the page's attempt so a second press places
 * nothing more. Refused, nothing written: a fabric another order took (her item is marked), what she
 * holds unpaid at its limit, too many orders from her connection this hour. With `fullInvoice` (she
 * ticked "Quiero factura completa (con NIF)"), the invoices module keeps who it is made out to, so the
 * invoice issued with the payment is the full one (an order a gift card paid at once gets it in exchange).
 */
export async function placeFromCheckout(
  state: Ready,
  attempt: string,
  request: { locale: Locale; clientAddress: string },
  fullInvoice: ReturnType<typeof toInvoiceParty> | null = null,
): Promise<Placement> {
  if (state.items.some((i) => i.fabricProblem)) return { kind: 'fabricTaken' }
  const { settings } = state
  // Orders placed per client address an hour (store settings; docs/security.md): counted before placing, refused or not.
  const rate = await consumeThrottle(`place-order:client:${request.clientAddress}`, { limit: settings.holds.placementsPerHour, windowSeconds: 3600 })
  if (!rate.ok) return { kind: 'refused', refusal: { error: 'tooMany', retryAfterMinutes: Math.ceil(rate.retryAfterSeconds / 60) }, status: 429 }
  const contact = state.draft.contact!
  const offered = paymentMethodsOffered()
  const paymentMethod = state.draft.paymentMethod && offered.includes(state.draft.paymentMethod) ? state.draft.paymentMethod : 'transfer'
  const result = await placeOrder({
    basketId: state.basketId,
    userId: state.user?.id ?? null,
    email: contact.email,
    clientAddress: request.clientAddress,
    locale: request.locale,
    contact: { fullName: contact.fullName, phone: contact.phone, prefs: contact.prefs },
    address: { street: contact.street, postalCode: contact.postalCode, city: contact.city, province: contact.province, country: contact.country },
    isGift: contact.isGift,
    dedication: contact.dedication,
    shippingMethod: state.draft.shippingMethod ?? 'standard',
    urgent: state.draft.urgent ?? false,
    paymentMethod,
    giftCardId: state.draft.giftCardId ?? null,
    idempotencyKey: computeIdempotencyKey(state.basketId, attempt),
    settings,
  })
  if (result.ok) {
    // Before she is sent to pay: the payment's invoice is then issued full (a repeated press asks again, harmlessly: 'already').
    if (fullInvoice) await requestFullInvoice(result.orderId, fullInvoice)
    return { kind: 'placed', to: await afterPlacing(result, paymentMethod) }
  }
  // What she holds unpaid is at its limit: said next to the button, with her orders to pay or cancel; nothing written.
  if (result.reason === 'holdLimit') return { kind: 'refused', refusal: toHoldRefusal(result.limit, result.pending, settings), status: 409 }
  if (result.reason === 'giftCard') return { kind: 'refused', refusal: { error: 'giftCardGone' }, status: 409 }
  if (result.reason === 'fabricTaken') return { kind: 'fabricTaken' }
  // A design that changed under her (a part no longer offered): the basket says what to finish.
  return { kind: 'incomplete' }
}
