import type { TFunction } from 'i18next'
import type { Locale } from '#app/i18n/config.ts'
import { listOrderGiftCards, type OrderCard } from '#app/modules/giftcards/order-cards.server.ts'
import type { MailRenderer } from '#app/modules/mail/outbox.server.ts'
import { mailName } from '#app/modules/mail/recipient-cap.server.ts'
import { formatMoney } from '#app/modules/money/money.ts'
import { getOrder, type OrderWithItems } from '#app/modules/orders/orders.server.ts'
import { mailFrame } from '#app/modules/store/mail-frame.server.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import type { StoreSettings } from '#app/modules/store/settings.ts'
import { shopNow } from '#app/utils/clock.server.ts'
import { mailLinkOrigin, mailTranslator, renderMail, type MailContent } from '#app/utils/mail-layout.server.ts'
import { formatMoment, garmentItems, localeOf, orderTotals, orderUrl, transferBlock } from './order-mail-parts.server.ts'

/*
 * An unpaid transfer order does not expire in silence (docs/product.md#fabric-lock-and-stock): a
 * reminder before its hold runs out (`holds.transferReminderHours`, holds.server.ts queues it) and a
 * message when it has expired and its fabrics are for sale again. A gift-card order's say nothing of
 * fabrics or garments. Each is written when the outbox sends it and says nothing if the order moved
 * on meanwhile (paid, cancelled).
 */

export const holdReminderKind = 'hold-reminder'
export const orderExpiredKind = 'order-expired'

function cardItems(cards: OrderCard[], locale: Locale, t: TFunction) {
  return cards.map((card) => ({ title: t('giftCards.item', { name: mailName(card.recipientName) }), lines: [card.recipientEmail], price: formatMoney(card.initialCents, locale) }))
}

export function composeHoldReminder(order: OrderWithItems, settings: StoreSettings, localeName: string, cards: OrderCard[] = []): MailContent {
  const locale = localeOf(localeName)
  const t = mailTranslator(locale)
  const gift = order.shippingMethod === 'email'
  const date = order.holdExpiresAt ? formatMoment(order.holdExpiresAt, locale) : ''
  return {
    ...mailFrame(settings, locale),
    subject: t('checkout.holdEmail.reminderSubject', { number: order.number }),
    preheader: t('checkout.holdEmail.reminderPreheader', { date }),
    heading: t(gift ? 'checkout.holdEmail.reminderHeadingGift' : 'checkout.holdEmail.reminderHeading'),
    paragraphs: [t(gift ? 'checkout.holdEmail.reminderIntroGift' : 'checkout.holdEmail.reminderIntro', { number: order.number, amount: formatMoney(order.totalCents, locale) })],
    notice: t(gift ? 'checkout.holdEmail.reminderUntilGift' : 'checkout.holdEmail.reminderUntil', { date }),
    payment: transferBlock(order, settings, locale, t),
    items: gift ? cardItems(cards, locale, t) : garmentItems(order, locale, t),
    totals: gift ? undefined : orderTotals(order, locale, t),
    button: { label: t('checkout.email.button'), url: orderUrl(order, locale) },
    closing: [t('checkout.holdEmail.reminderAlreadyPaid'), t('checkout.holdEmail.reminderCancel')],
  }
}

export function composeOrderExpired(order: OrderWithItems, settings: StoreSettings, localeName: string, cards: OrderCard[] = []): MailContent {
  const locale = localeOf(localeName)
  const t = mailTranslator(locale)
  const gift = order.shippingMethod === 'email'
  return {
    ...mailFrame(settings, locale),
    subject: t('checkout.holdEmail.expiredSubject', { number: order.number }),
    preheader: t(gift ? 'checkout.holdEmail.expiredPreheaderGift' : 'checkout.holdEmail.expiredPreheader'),
    heading: t('checkout.holdEmail.expiredHeading'),
    paragraphs: [
      t(gift ? 'checkout.holdEmail.expiredIntroGift' : 'checkout.holdEmail.expiredIntro', { number: order.number }),
      ...(order.giftCardCents > 0 ? [t('checkout.holdEmail.expiredGiftCardBack', { amount: formatMoney(order.giftCardCents, locale) })] : []),
    ],
    notice: t('checkout.holdEmail.expiredNothingCharged'),
    items: gift ? cardItems(cards, locale, t) : garmentItems(order, locale, t),
    button: gift
      ? { label: t('checkout.holdEmail.expiredButtonGift'), url: `${mailLinkOrigin()}/gift-cards?lng=${locale}` }
      : { label: t('checkout.holdEmail.expiredButton'), url: `${mailLinkOrigin()}/collection?lng=${locale}` },
    closing: [t(gift ? 'checkout.holdEmail.expiredAgainGift' : 'checkout.holdEmail.expiredAgain')],
  }
}

const holdReminder: MailRenderer = async (payload, localeName) => {
  const order = typeof payload.orderId === 'string' ? await getOrder(payload.orderId) : null
  // Paid, cancelled or expired before the message left: nothing to remind her of.
  if (!order || order.status !== 'pending_payment' || !order.holdExpiresAt || order.holdExpiresAt <= shopNow()) return null
  const cards = order.shippingMethod === 'email' ? await listOrderGiftCards(order.id) : []
  return renderMail(composeHoldReminder(order, await getStoreSettings(), localeName, cards))
}

const orderExpired: MailRenderer = async (payload, localeName) => {
  const order = typeof payload.orderId === 'string' ? await getOrder(payload.orderId) : null
  if (!order || order.status !== 'expired') return null
  const cards = order.shippingMethod === 'email' ? await listOrderGiftCards(order.id) : []
  return renderMail(composeOrderExpired(order, await getStoreSettings(), localeName, cards))
}

export const holdMailRenderers: Record<string, MailRenderer> = {
  [holdReminderKind]: holdReminder,
  [orderExpiredKind]: orderExpired,
}
