import { giftCardMail } from '#app/modules/giftcards/gift-card-mail.server.ts'
import type { MailRenderer } from '#app/modules/mail/outbox.server.ts'
import { formatMoney } from '#app/modules/money/money.ts'
import { getOrder, type OrderWithItems } from '#app/modules/orders/orders.server.ts'
import { mailFrame } from '#app/modules/store/mail-frame.server.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import type { StoreSettings } from '#app/modules/store/settings.ts'
import { mailTranslator, renderMail, type MailContent } from '#app/utils/mail-layout.server.ts'
import { giftCardSentToBuyer, giftOrderPaymentReceived, renderGiftOrderConfirmation } from './gift-order-mails.server.ts'
import { holdMailRenderers } from './hold-mails.server.ts'
import { shopNoticeRenderers } from './shop-notices.server.ts'
import { formatMoment, garmentItems, localeOf, orderFacts, orderTotals, orderUrl, transferBlock } from './order-mail-parts.server.ts'

/*
 * The order's e-mails, written when the outbox sends them (docs/architecture.md#mail), in the language
 * she bought in, from the order's snapshot: what she bought is what the mail says, whatever the
 * catalogue says now. Each is composed from plain data (`compose…`: the order, the settings, the
 * language), so the preview of every kind (routes/dev/mail-preview.tsx) shows exactly what is sent;
 * renderMail gives it an HTML part and a plain-text twin.
 */

type Compose<Extra = object> = (order: OrderWithItems, settings: StoreSettings, localeName: string, extra?: Extra) => MailContent

/** The order placed (a garment order; gift cards have their own): what she bought, what it costs, how to pay, when it comes. */
export const composeOrderConfirmation: Compose = (order, settings, localeName) => {
  const locale = localeOf(localeName)
  const t = mailTranslator(locale)
  const awaitingTransfer = order.status === 'pending_payment' && order.paymentMethod === 'transfer'
  const deadline = order.holdExpiresAt ? formatMoment(order.holdExpiresAt, locale) : ''
  return {
    ...mailFrame(settings, locale),
    subject: t('checkout.email.confirmationSubject', { number: order.number }),
    preheader: t(awaitingTransfer ? 'checkout.email.confirmationPreheaderTransfer' : 'checkout.email.confirmationPreheader', { date: deadline }),
    heading: t(awaitingTransfer ? 'checkout.email.confirmationHeadingTransfer' : 'checkout.email.confirmationHeading'),
    paragraphs: [
      t('checkout.email.confirmationIntro', { number: order.number }),
      ...(awaitingTransfer ? [t('checkout.email.transfer', { amount: formatMoney(order.totalCents, locale), number: order.number, date: deadline })] : []),
    ],
    notice: order.status === 'paid' ? t('checkout.email.paid') : undefined,
    payment: awaitingTransfer ? transferBlock(order, settings, locale, t) : undefined,
    items: garmentItems(order, locale, t),
    totals: orderTotals(order, locale, t),
    facts: orderFacts(order, locale, t),
    button: { label: t('checkout.email.button'), url: orderUrl(order, locale) },
  }
}

export const composePaymentReceived: Compose = (order, settings, localeName) => {
  const locale = localeOf(localeName)
  const t = mailTranslator(locale)
  return {
    ...mailFrame(settings, locale),
    subject: t('checkout.email.paymentSubject', { number: order.number }),
    preheader: t('checkout.email.paymentPreheader'),
    heading: t('checkout.email.paymentHeading'),
    paragraphs: [t('checkout.email.paymentIntro', { amount: formatMoney(order.totalCents, locale), number: order.number })],
    items: garmentItems(order, locale, t),
    totals: orderTotals(order, locale, t),
    facts: orderFacts(order, locale, t),
    button: { label: t('checkout.email.button'), url: orderUrl(order, locale) },
  }
}

/** `by: 'shop'` when the shop cancelled it (the admin), with what it gives back (the terms may keep part of it). */
export const composeOrderCancelled: Compose<{ by?: unknown; refundCents?: unknown }> = (order, settings, localeName, extra = {}) => {
  const locale = localeOf(localeName)
  const t = mailTranslator(locale)
  const paid = order.events.some((e) => e.toStatus === 'paid')
  const refundCents = typeof extra.refundCents === 'number' ? extra.refundCents : paid ? order.totalCents : 0
  return {
    ...mailFrame(settings, locale),
    subject: t('checkout.email.cancelledSubject', { number: order.number }),
    heading: t('checkout.email.cancelledHeading'),
    paragraphs: [t(extra.by === 'shop' ? 'checkout.email.cancelledIntroShop' : 'checkout.email.cancelledIntro', { number: order.number })],
    notice: refundCents > 0 ? t('checkout.email.cancelledRefund', { amount: formatMoney(refundCents, locale) }) : t('checkout.email.cancelledNothing'),
    items: garmentItems(order, locale, t),
    button: { label: t('checkout.email.button'), url: orderUrl(order, locale) },
  }
}

/** Money that arrived for an order that could not take it went back by itself (payment-received.server.ts). */
export const composePaymentRefunded: Compose<{ amountCents: number; reason?: unknown }> = (order, settings, localeName, extra) => {
  const locale = localeOf(localeName)
  const t = mailTranslator(locale)
  const amount = formatMoney(extra?.amountCents ?? 0, locale)
  return {
    ...mailFrame(settings, locale),
    subject: t('checkout.email.refundedSubject', { number: order.number }),
    heading: t('checkout.email.refundedHeading'),
    paragraphs: [t(extra?.reason === 'duplicate' ? 'checkout.email.refundedIntroDuplicate' : 'checkout.email.refundedIntroClosed', { amount, number: order.number })],
    notice: t('checkout.email.refundedWhen'),
    button: { label: t('checkout.email.button'), url: orderUrl(order, locale) },
  }
}

export const composeOrderShipped: Compose = (order, settings, localeName) => {
  const locale = localeOf(localeName)
  const t = mailTranslator(locale)
  const url = orderUrl(order, locale)
  return {
    ...mailFrame(settings, locale),
    subject: t('checkout.email.shippedSubject', { number: order.number }),
    heading: t('checkout.email.shippedHeading'),
    paragraphs: [t('checkout.email.shippedIntro', { number: order.number }), ...(order.carrier ? [t('checkout.email.shippedCarrier', { carrier: order.carrier })] : [])],
    items: garmentItems(order, locale, t),
    facts: orderFacts(order, locale, t).filter((row) => row.label !== t('checkout.email.rows.delivery')),
    button: order.trackingUrl ? { label: t('checkout.email.track'), url: order.trackingUrl } : { label: t('checkout.email.button'), url },
    secondaryLink: order.trackingUrl ? { label: t('checkout.email.button'), url } : undefined,
  }
}

async function loadOrder(payload: Record<string, unknown>) {
  return typeof payload.orderId === 'string' ? await getOrder(payload.orderId) : null
}

const orderConfirmation: MailRenderer = async (payload, localeName) => {
  const order = await loadOrder(payload)
  if (!order) return null
  // A gift card is not a garment: its own words, no shipping, no delivery window.
  if (order.shippingMethod === 'email') return renderGiftOrderConfirmation(order, localeName)
  // A card order's confirmation held for its payment (card-confirmation.server.ts): nothing to confirm once it expired or was cancelled unpaid.
  if (payload.heldForCard === true && (order.status === 'expired' || order.status === 'cancelled') && order.paidAt === null) return null
  return renderMail(composeOrderConfirmation(order, await getStoreSettings(), localeName))
}

const paymentReceived: MailRenderer = async (payload, localeName) => {
  const order = await loadOrder(payload)
  if (!order) return null
  if (order.shippingMethod === 'email') return giftOrderPaymentReceived(order, localeName)
  return renderMail(composePaymentReceived(order, await getStoreSettings(), localeName))
}

const orderCancelled: MailRenderer = async (payload, localeName) => {
  const order = await loadOrder(payload)
  return order ? renderMail(composeOrderCancelled(order, await getStoreSettings(), localeName, payload)) : null
}

const paymentRefunded: MailRenderer = async (payload, localeName) => {
  const order = await loadOrder(payload)
  if (!order || typeof payload.amountCents !== 'number') return null
  return renderMail(composePaymentRefunded(order, await getStoreSettings(), localeName, { amountCents: payload.amountCents, reason: payload.reason }))
}

const orderShipped: MailRenderer = async (payload, localeName) => {
  const order = await loadOrder(payload)
  return order ? renderMail(composeOrderShipped(order, await getStoreSettings(), localeName)) : null
}

/** Every kind of message the outbox may hold about orders, by name. */
export const orderMailRenderers: Record<string, MailRenderer> = {
  'gift-card': giftCardMail,
  'gift-card-sent': giftCardSentToBuyer,
  'order-confirmation': orderConfirmation,
  'payment-received': paymentReceived,
  'order-cancelled': orderCancelled,
  'payment-refunded': paymentRefunded,
  'order-shipped': orderShipped,
  ...holdMailRenderers,
  ...shopNoticeRenderers,
}
