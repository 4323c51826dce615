import type { Locale } from '#app/i18n/config.ts'
import { loadOrderPatterns } from '#app/modules/atelier/order-patterns.server.ts'
import { listSizes } from '#app/modules/catalogue/catalogue.server.ts'
import { listOrderGiftCards } from '#app/modules/giftcards/order-cards.server.ts'
import { computeGiftCardState } from '#app/modules/giftcards/order-state.ts'
import { listOrderInvoices } from '#app/modules/invoices/invoices.server.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { offersMove } from './order-actions.server.ts'
import { findOrderIdByNumber } from '#app/modules/orders/admin-orders.server.ts'
import { computeUnpaidHold, toAdminOrderView, type AdminOrderView } from '#app/modules/orders/admin-order-view.ts'
import { getOrder } from '#app/modules/orders/orders.server.ts'
import { listPayments } from '#app/modules/payments/payments.server.ts'

/** The order the admin's page and papers show, by its number: the snapshot, its payments and history; null when there is none. */
export async function loadAdminOrder(number: string, locale: Locale): Promise<AdminOrderView | null> {
  if (!/^GM-\d{4}-\d{6,}$/.test(number)) return null
  const id = await findOrderIdByNumber(number)
  if (!id) return null
  const [order, payments, sizes] = await Promise.all([getOrder(id), listPayments(id), listSizes(locale)])
  if (!order) return null
  return toAdminOrderView(
    order,
    {
      payments: payments.map((p) => ({
        id: p.id,
        method: p.method,
        status: p.status,
        amountCents: p.amountCents,
        refundCents: p.refundCents,
        refundStatus: p.refundStatus,
        refundRef: p.refundRef,
        at: p.updatedAt.toISOString(),
      })),
      sizes: sizes.map((s) => ({ name: s.name, chest: s.chest, waist: s.waist, hip: s.hip })),
    },
    locale,
  )
}

/**
 * Everything /admin/orders/:number shows, null when there is no such order: the order, its gift
 * cards, invoices and patterns, what it holds unpaid, the moves it offers and what a cancellation
 * would give back.
 */
export async function loadAdminOrderPage(number: string, locale: Locale) {
  const order = await loadAdminOrder(number, locale)
  if (!order) return null
  const settings = await getStoreSettings()
  // What a cancellation would give back: every payment that took money (the gift card's part comes back as credit).
  const refundable = order.payments.filter((p) => p.status === 'succeeded' && p.method !== 'gift_card' && p.refundStatus === null)
  const moves = {
    confirmTransfer: offersMove('confirmTransfer', order),
    startProduction: offersMove('startProduction', order),
    ship: offersMove('ship', order),
    deliver: offersMove('deliver', order),
    cancel: offersMove('cancel', order),
  }
  // A gift-card order's cards, each with its state and a link to its page (what the admin does to a card is done there).
  const giftCards = order.shippingMethod === 'email' ? (await listOrderGiftCards(order.id)).map((c) => ({ id: c.id, state: computeGiftCardState(c) })) : []
  const invoices = (await listOrderInvoices(order.id)).map(({ number, kind, replaced, totalCents, rectifies }) => ({ number, kind, replaced, totalCents, rectifies }))
  return {
    order,
    giftCards,
    // Each garment's sewing pattern: its preview and files, or why it is not there yet (docs/atelier.md).
    patterns: await loadOrderPatterns(order.id, order.items),
    invoices,
    // What it holds while unpaid, and the button that lets it go (issue 31).
    hold: computeUnpaidHold(order),
    moves,
    refund: {
      paidCents: refundable.length > 0 ? refundable.reduce((sum, p) => sum + p.amountCents, 0) : order.paidAt ? order.totals.totalCents : 0,
      method: refundable[0]?.method ?? (order.paidAt ? order.paymentMethod : null),
      percent: settings.terms.productionCancellationPercent,
      retry: order.payments.some((p) => p.method === 'card' && (p.refundStatus === 'failed' || p.refundStatus === 'pending')),
    },
  }
}

export type AdminOrderPage = NonNullable<Awaited<ReturnType<typeof loadAdminOrderPage>>>
