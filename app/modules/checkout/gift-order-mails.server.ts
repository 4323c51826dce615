import type { TFunction } from 'i18next'
import type { Locale } from '#app/i18n/config.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { listOrderGiftCards, type OrderCard } from '#app/modules/giftcards/order-cards.server.ts'
import type { MailRenderer } from '#app/modules/mail/outbox.server.ts'
import { mailName } from '#app/modules/mail/recipient-cap.server.ts'
import { formatMoney } from '#app/modules/money/money.ts'
import { getOrder, type OrderWithItems } from '#app/modules/orders/orders.server.ts'
import { mailFrame } from '#app/modules/store/mail-frame.server.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import type { StoreSettings } from '#app/modules/store/settings.ts'
import { mailTranslator, renderMail, type MailContent } from '#app/utils/mail-layout.server.ts'
import { formatMoment, localeOf, orderUrl, transferBlock } from './order-mail-parts.server.ts'

/*
 * The buyer's e-mails of a gift-card order (docs/product.md#gift-cards): a card is not a garment, so
 * they never speak of measurements, cutting, shipping or delivery windows, and carry no IVA line (a
 * gift card is taxed when spent). Order placed, payment received (the card already sent, or the day
 * it will go) and, for a card sent on a later day, "your card has gone". The card's code is only
 * ever in the recipient's own e-mail (gift-card-mail.server.ts).
 */

/** A shop calendar day (YYYY-MM-DD) as words: 24 de diciembre de 2026. */
export function shopDay(day: string, locale: Locale): string {
  return dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))
}

function frame(order: OrderWithItems, settings: StoreSettings, locale: Locale, t: TFunction) {
  return { ...mailFrame(settings, locale), button: { label: t('checkout.email.button'), url: orderUrl(order, locale) } }
}

/** When and where the card goes, as she reads it after paying: gone already, or on its day. */
function sendingLine(card: OrderCard, locale: Locale, t: TFunction): string {
  return card.sentAt
    ? t('giftCards.orderEmail.sentNow', { name: mailName(card.recipientName), email: card.recipientEmail })
    : t('giftCards.orderEmail.sentLater', { email: card.recipientEmail, date: shopDay(card.sendOn, locale) })
}

/** Each card of the order as a line: for whom, where and when it goes, its amount. */
export function giftCardItems(cards: OrderCard[], locale: Locale, t: TFunction) {
  return cards.map((card) => ({
    title: t('giftCards.item', { name: mailName(card.recipientName) }),
    lines: [t('giftCards.itemDetails', { email: card.recipientEmail, date: shopDay(card.sendOn, locale) })],
    price: formatMoney(card.initialCents, locale),
  }))
}

/** The order was placed: the card, the total without IVA, and what happens next (pay by transfer, or the day it goes). */
export function composeGiftOrderConfirmation(order: OrderWithItems, cards: OrderCard[], settings: StoreSettings, localeName: string): MailContent {
  const locale = localeOf(localeName)
  const t = mailTranslator(locale)
  const awaitingTransfer = order.status === 'pending_payment' && order.paymentMethod === 'transfer'
  const first = cards[0]
  return {
    ...frame(order, settings, locale, t),
    subject: t('giftCards.orderEmail.confirmationSubject', { number: order.number }),
    preheader: t('giftCards.orderEmail.confirmationPreheader'),
    heading: t('giftCards.orderEmail.confirmationHeading'),
    paragraphs: [
      t('giftCards.orderEmail.confirmationIntro', { number: order.number }),
      ...(awaitingTransfer
        ? [
            t('giftCards.orderEmail.transfer', {
              amount: formatMoney(order.totalCents, locale),
              number: order.number,
              date: order.holdExpiresAt ? formatMoment(order.holdExpiresAt, locale) : '',
            }),
          ]
        : order.status === 'pending_payment'
          ? [t('giftCards.orderEmail.pendingCard')]
          : []),
    ],
    notice: first && order.status !== 'pending_payment' ? sendingLine(first, locale, t) : undefined,
    payment: awaitingTransfer ? transferBlock(order, settings, locale, t) : undefined,
    items: giftCardItems(cards, locale, t),
    totals: [{ label: t('checkout.email.rows.total'), value: formatMoney(order.totalCents, locale), total: true }],
    afterItems: [t('giftCards.orderEmail.noVat'), t('giftCards.orderEmail.validity')],
  }
}

export function composeGiftOrderPaymentReceived(order: OrderWithItems, cards: OrderCard[], settings: StoreSettings, localeName: string): MailContent {
  const locale = localeOf(localeName)
  const t = mailTranslator(locale)
  return {
    ...frame(order, settings, locale, t),
    subject: t('giftCards.orderEmail.paymentSubject', { number: order.number }),
    heading: t('checkout.email.paymentHeading'),
    paragraphs: [t('giftCards.orderEmail.paymentIntro', { amount: formatMoney(order.totalCents, locale), number: order.number })],
    notice: cards
      .filter((c) => c.status !== 'void')
      .map((card) => sendingLine(card, locale, t))
      .join('\n'),
    items: giftCardItems(cards, locale, t),
    afterItems: [t('giftCards.orderEmail.validity')],
  }
}

export function composeGiftCardSentToBuyer(order: OrderWithItems, card: OrderCard, settings: StoreSettings, localeName: string): MailContent {
  const locale = localeOf(localeName)
  const t = mailTranslator(locale)
  return {
    ...frame(order, settings, locale, t),
    subject: t('giftCards.orderEmail.sentSubject', { name: mailName(card.recipientName) }),
    heading: t('giftCards.orderEmail.sentHeading'),
    paragraphs: [
      t('giftCards.orderEmail.sentIntro', { name: mailName(card.recipientName), email: card.recipientEmail, amount: formatMoney(card.initialCents, locale), number: order.number }),
      t('giftCards.orderEmail.validity'),
    ],
  }
}

export async function renderGiftOrderConfirmation(order: OrderWithItems, localeName: string) {
  return renderMail(composeGiftOrderConfirmation(order, await listOrderGiftCards(order.id), await getStoreSettings(), localeName))
}

export async function giftOrderPaymentReceived(order: OrderWithItems, localeName: string) {
  return renderMail(composeGiftOrderPaymentReceived(order, await listOrderGiftCards(order.id), await getStoreSettings(), localeName))
}

/** A card sent on a later day than its payment (the minute sweep): the buyer hears it has gone. */
export const giftCardSentToBuyer: MailRenderer = async (payload, localeName) => {
  const order = typeof payload.orderId === 'string' ? await getOrder(payload.orderId) : null
  const card = order ? (await listOrderGiftCards(order.id)).find((c) => c.id === payload.giftCardId) : undefined
  if (!order || !card || !card.sentAt || card.status === 'void') return null
  return renderMail(composeGiftCardSentToBuyer(order, card, await getStoreSettings(), localeName))
}
