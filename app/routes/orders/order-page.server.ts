import { data, redirect } from 'react-router'
import type { Route } from './+types/order'
import { cancelOrderByCustomer } from '#app/modules/checkout/cancel-order.server.ts'
import { confirmReturnFromStripe, startCardPayment } from '#app/modules/checkout/card-payment.server.ts'
import { canSwitchToTransfer, switchToTransfer } from '#app/modules/checkout/switch-to-transfer.server.ts'
import { listOrderGiftCards } from '#app/modules/giftcards/order-cards.server.ts'
import { computeGiftOrderState, giftOrderCancellable } from '#app/modules/giftcards/order-state.ts'
import { orderAccessKey } from '#app/modules/orders/order-access.server.ts'
import { toOrderView } from '#app/modules/orders/order-view.ts'
import { getOrder } from '#app/modules/orders/orders.server.ts'
import { canCustomerCancel } from '#app/modules/orders/status.ts'
import { listOrderRefunds } from '#app/modules/payments/payments.server.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { paymentMethodsOffered } from '#app/utils/env.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { privateNoStore } from '#app/utils/private-page.ts'
import { loadOrderInvoices, postFullInvoice } from './full-invoice.server.ts'
import { requireOrderAccess } from './order-access.server.ts'

/* Her order's page (order.tsx): what it loads and what its forms post, kept out of the page module. */

/**
 * One order: its status in her words right after placing it (`placed=1`: 'Pedido recibido — pendiente de
 * tu transferencia', 'Pedido confirmado — pago recibido'…), its page afterwards. Opened by
 * its owner's session or by the signed key of the confirmation's link; anything else is a 404, the
 * same whether the order exists or not (docs/security.md).
 */
export async function loadOrderPage({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const access = await requireOrderAccess(request, params, context)
  const { user, self } = access
  let order = access.order
  // Back from Stripe's page: if its event has not reached us yet, ask Stripe (card-payment.server.ts).
  const sessionId = url.searchParams.get('session_id')
  let confirming = false
  // Also on a cancelled order: money Stripe took for it meanwhile is recorded and given back.
  if (sessionId && (order.status === 'pending_payment' || order.status === 'cancelled')) {
    const outcome = await confirmReturnFromStripe(order.id, sessionId)
    if (outcome === 'paid' || outcome === 'paidNeedsRefund') order = (await getOrder(order.id)) ?? order
    confirming = outcome === 'waiting' && order.status === 'pending_payment'
  }
  const [settings, refunds, switchable, invoices] = await Promise.all([
    getStoreSettings(),
    listOrderRefunds(order.id),
    canSwitchToTransfer(order),
    loadOrderInvoices(order, access.key !== null),
  ])
  const payment = url.searchParams.get('payment')
  const hours = settings.terms.freeCancellationHours
  // A gift-card order is not a garment's: its card's state is what she sees, and once it went out she cannot cancel.
  const cards = order.shippingMethod === 'email' ? await listOrderGiftCards(order.id) : null
  const canCancel = canCustomerCancel(order, new Date(), hours) && (cards === null || giftOrderCancellable(cards))
  const card = cards?.[0]
  const gift = cards
    ? {
        state: computeGiftOrderState(order.status, cards),
        card: card ? { recipientEmail: card.recipientEmail, sendOn: card.sendOn, sentAt: card.sentAt?.toISOString() ?? null } : null,
        sent: cards.flatMap((c) => (c.sentAt ? [{ at: c.sentAt.toISOString(), email: c.recipientEmail }] : [])),
      }
    : null
  return data(
    {
      order: toOrderView(order, getRequestContext(context).locale),
      gift,
      self,
      // Stripe's return link says placed=1; a cancelled order is not greeted as just completed.
      placed: url.searchParams.get('placed') === '1' && order.status !== 'cancelled',
      cancelled: url.searchParams.get('cancelled') === '1',
      confirmCancel: canCancel && url.searchParams.get('cancel') === '1',
      canCancel,
      cancelHours: hours,
      contactEmail: settings.contact.email,
      lateCancelPercent: settings.terms.productionCancellationPercent,
      signedIn: user !== null,
      bank: order.paymentMethod === 'transfer' && order.status === 'pending_payment' ? settings.bank : null,
      transferDays: settings.holds.transferDays,
      payable: isPayableOnline(order),
      confirming,
      paymentNotice: payment === 'cancelled' || payment === 'unavailable' ? payment : null,
      switchable,
      switched: url.searchParams.get('switched') === '1' && order.paymentMethod === 'transfer',
      refunds,
      invoices,
      invoiceNotice: url.searchParams.get('invoice') === 'issued' || url.searchParams.get('invoice') === 'saved' ? (url.searchParams.get('invoice') as 'issued' | 'saved') : null,
    },
    { headers: privateNoStore },
  )
}

/** An unpaid order she can pay from its page: by card (Stripe, when configured) or the test card. */
function isPayableOnline(order: { status: string; paymentMethod: string; totalCents: number }): boolean {
  if (order.status !== 'pending_payment' || order.totalCents <= 0) return false
  return paymentMethodsOffered().some((m) => m === order.paymentMethod && (m === 'card' || m === 'test_card'))
}

/** Her order page's posts: pay (card or test card), pay by transfer instead, ask for a full invoice, cancel. */
export async function actOnOrderPage({ request, params, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const form = await readForm(request)
  const { order, user, self } = await requireOrderAccess(request, params, context)
  const intent = form.get('intent')
  if (intent === 'pay') {
    if (!isPayableOnline(order)) return data({ error: 'notPayable' as const }, { status: 409 })
    if (order.paymentMethod === 'test_card') return redirect(`/checkout/test-payment/${order.number}?k=${orderAccessKey(order.number)}`)
    const started = await startCardPayment(order)
    if (started.kind === 'redirect') return redirect(started.url)
    if (started.kind === 'unavailable') return redirect(`${self}${self.includes('?') ? '&' : '?'}payment=unavailable`)
    return data({ error: 'notPayable' as const }, { status: 409 })
  }
  if (intent === 'transfer') {
    // A failed card payment: she pays by transfer instead (switch-to-transfer.server.ts checks again under the lock).
    if ((await switchToTransfer(order.id)) === 'notAllowed') return data({ error: 'switchNotAllowed' as const }, { status: 409 })
    return redirect(`${self}${self.includes('?') ? '&' : '?'}switched=1`)
  }
  if (intent === 'fullInvoice') return postFullInvoice(form, order, self)
  if (intent !== 'cancel') return data({ error: 'invalid' as const }, { status: 400 })
  const settings = await getStoreSettings()
  const result = await cancelOrderByCustomer(order.id, user?.id ?? null, settings.terms.freeCancellationHours)
  if (result === 'notAllowed') return data({ error: 'notAllowed' as const }, { status: 409 })
  return redirect(`${self}${self.includes('?') ? '&' : '?'}cancelled=1`)
}
