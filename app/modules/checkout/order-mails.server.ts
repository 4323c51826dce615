import type { Locale } from '#app/i18n/config.ts'
import { giftCardMail } from '#app/modules/giftcards/gift-card-mail.server.ts'
import type { MailRenderer } from '#app/modules/mail/outbox.server.ts'
import { formatMoney } from '#app/modules/money/money.ts'
import { orderLink } from '#app/modules/orders/order-access.server.ts'
import { toOrderView } from '#app/modules/orders/order-view.ts'
import { getOrder } from '#app/modules/orders/orders.server.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { computeContactKey } from '#app/modules/store/settings.ts'
import { mailLinkOrigin, mailTranslator, renderMail, type MailContent } from '#app/utils/mail-layout.server.ts'
import { garmentPngUrl, signDrawingAddress } from '#app/modules/artwork/drawing-images.server.tsx'
import { itemDesign } from '#app/modules/basket/components/item-details.tsx'
import { giftCardSentToBuyer, giftOrderPaymentReceived, renderGiftOrderConfirmation } from './gift-order-mails.server.ts'

/*
 * The order's e-mails, written when the outbox sends them (docs/architecture.md#mail), in the language
 * she bought in, from the order's snapshot: what she bought is what the mail says, whatever the
 * catalogue says now. Each has an HTML part and a plain-text twin (renderMail).
 */

function localeOf(value: string): Locale {
  return value === 'en' ? 'en' : 'es'
}

const orderConfirmation: MailRenderer = async (payload, localeName) => {
  const order = typeof payload.orderId === 'string' ? await getOrder(payload.orderId) : null
  if (!order) return null
  // A gift card is not a garment: its own words, no shipping, no delivery window.
  if (order.shippingMethod === 'email') return renderGiftOrderConfirmation(order, localeName)
  // A card order's confirmation held for its payment (card-confirmation.server.ts): nothing to confirm once it expired or was cancelled unpaid.
  if (payload.heldForCard === true && (order.status === 'expired' || order.status === 'cancelled') && order.paidAt === null) return null
  const locale = localeOf(localeName)
  const t = mailTranslator(locale)
  const settings = await getStoreSettings()
  const view = toOrderView(order, locale)
  const money = (cents: number) => formatMoney(cents, locale)
  const origin = mailLinkOrigin()
  const items = view.items.flatMap((item): NonNullable<MailContent['items']> => {
    if (item.kind === 'garment') {
      const size =
        item.measurements?.type === 'standard'
          ? t('checkout.summary.size', { size: item.measurements.size })
          : t('checkout.summary.custom', { name: item.measurements?.profileName ?? '' })
      const parts = item.partTypes.map((type) => item.parts[type]?.name).filter(Boolean)
      return [
        {
          title: item.productName,
          lines: [item.fabric?.name ?? '', parts.join(' · '), size].filter(Boolean),
          price: money(item.totalCents),
          // Signed: the drawing stays the one she bought, whatever the catalogue becomes.
          imageUrl: `${origin}${signDrawingAddress(garmentPngUrl(itemDesign(item)))}`,
          imageAlt: item.productName,
        },
      ]
    }
    return []
  })
  const address = order.address ? [order.address.street, `${order.address.postalCode} ${order.address.city}`, order.address.province, order.address.country].join(', ') : null
  const delivery = [t('checkout.email.delivery', { min: order.deliveryMinDays, max: order.deliveryMaxDays })]
  const paymentLine =
    order.status === 'pending_payment' && order.paymentMethod === 'transfer'
      ? t('checkout.email.transfer', {
          amount: money(order.totalCents),
          holder: settings.bank.holder,
          bank: settings.bank.bankName,
          iban: settings.bank.iban,
          number: order.number,
          days: settings.holds.transferDays,
        })
      : order.status === 'paid'
        ? t('checkout.email.paid')
        : null
  return renderMail({
    lang: locale,
    storeName: settings.storeName,
    subject: t('checkout.email.confirmationSubject', { number: order.number }),
    preheader: t('checkout.email.confirmationPreheader'),
    heading: t('checkout.email.confirmationHeading'),
    paragraphs: [t('checkout.email.confirmationIntro', { number: order.number })],
    items,
    afterItems: [
      t(order.urgentCents > 0 ? 'checkout.email.totalsUrgent' : 'checkout.email.totals', {
        subtotal: money(order.subtotalCents),
        shipping: order.shippingCents === 0 ? t('checkout.shipping.free') : money(order.shippingCents),
        urgent: money(order.urgentCents),
        total: money(order.totalCents),
        vat: money(order.vatCents),
      }),
      ...(order.giftCardCents > 0 ? [t('checkout.email.giftCard', { amount: money(order.giftCardCents) })] : []),
      ...(order.shippingMethod === 'pickup' ? [t('checkout.email.pickup')] : address ? [t('checkout.email.address', { address })] : []),
      ...delivery,
      ...(paymentLine ? [paymentLine] : []),
    ],
    button: { label: t('checkout.email.button'), url: `${mailLinkOrigin()}${orderLink(order.number, `&lng=${locale}`)}` },
    footer: [t(computeContactKey('checkout.email.footer', settings), { email: settings.contact.email, phone: settings.contact.phone })],
  })
}

const paymentReceived: MailRenderer = async (payload, localeName) => {
  const order = typeof payload.orderId === 'string' ? await getOrder(payload.orderId) : null
  if (!order) return null
  if (order.shippingMethod === 'email') return giftOrderPaymentReceived(order, localeName)
  const locale = localeOf(localeName)
  const t = mailTranslator(locale)
  const settings = await getStoreSettings()
  return renderMail({
    lang: locale,
    storeName: settings.storeName,
    subject: t('checkout.email.paymentSubject', { number: order.number }),
    heading: t('checkout.email.paymentHeading'),
    paragraphs: [
      t('checkout.email.paymentIntro', { amount: formatMoney(order.totalCents, locale), number: order.number }),
      t('checkout.email.delivery', { min: order.deliveryMinDays, max: order.deliveryMaxDays }),
    ],
    button: { label: t('checkout.email.button'), url: `${mailLinkOrigin()}${orderLink(order.number, `&lng=${locale}`)}` },
    footer: [t(computeContactKey('checkout.email.footer', settings), { email: settings.contact.email, phone: settings.contact.phone })],
  })
}

const orderCancelled: MailRenderer = async (payload, localeName) => {
  const order = typeof payload.orderId === 'string' ? await getOrder(payload.orderId) : null
  if (!order) return null
  const locale = localeOf(localeName)
  const t = mailTranslator(locale)
  const settings = await getStoreSettings()
  const paid = order.events.some((e) => e.toStatus === 'paid')
  // The shop cancelling (the admin) says so, and names what it gives back (the terms may keep part of it).
  const byShop = payload.by === 'shop'
  const refundCents = typeof payload.refundCents === 'number' ? payload.refundCents : paid ? order.totalCents : 0
  return renderMail({
    lang: locale,
    storeName: settings.storeName,
    subject: t('checkout.email.cancelledSubject', { number: order.number }),
    heading: t('checkout.email.cancelledHeading'),
    paragraphs: [
      t(byShop ? 'checkout.email.cancelledIntroShop' : 'checkout.email.cancelledIntro', { number: order.number }),
      ...(refundCents > 0 ? [t('checkout.email.cancelledRefund', { amount: formatMoney(refundCents, locale) })] : []),
    ],
    button: { label: t('checkout.email.button'), url: `${mailLinkOrigin()}${orderLink(order.number, `&lng=${locale}`)}` },
    footer: [t(computeContactKey('checkout.email.footer', settings), { email: settings.contact.email, phone: settings.contact.phone })],
  })
}

/** Money that arrived for an order that could not take it went back by itself (payment-received.server.ts). */
const paymentRefunded: MailRenderer = async (payload, localeName) => {
  const order = typeof payload.orderId === 'string' ? await getOrder(payload.orderId) : null
  if (!order || typeof payload.amountCents !== 'number') return null
  const locale = localeOf(localeName)
  const t = mailTranslator(locale)
  const settings = await getStoreSettings()
  const amount = formatMoney(payload.amountCents, locale)
  return renderMail({
    lang: locale,
    storeName: settings.storeName,
    subject: t('checkout.email.refundedSubject', { number: order.number }),
    heading: t('checkout.email.refundedHeading'),
    paragraphs: [
      t(payload.reason === 'duplicate' ? 'checkout.email.refundedIntroDuplicate' : 'checkout.email.refundedIntroClosed', { amount, number: order.number }),
      t('checkout.email.refundedWhen'),
    ],
    button: { label: t('checkout.email.button'), url: `${mailLinkOrigin()}${orderLink(order.number, `&lng=${locale}`)}` },
    footer: [t(computeContactKey('checkout.email.footer', settings), { email: settings.contact.email, phone: settings.contact.phone })],
  })
}

const orderShipped: MailRenderer = async (payload, localeName) => {
  const order = typeof payload.orderId === 'string' ? await getOrder(payload.orderId) : null
  if (!order) return null
  const locale = localeOf(localeName)
  const t = mailTranslator(locale)
  const settings = await getStoreSettings()
  const orderUrl = `${mailLinkOrigin()}${orderLink(order.number, `&lng=${locale}`)}`
  return renderMail({
    lang: locale,
    storeName: settings.storeName,
    subject: t('checkout.email.shippedSubject', { number: order.number }),
    heading: t('checkout.email.shippedHeading'),
    paragraphs: [t('checkout.email.shippedIntro', { number: order.number }), ...(order.carrier ? [t('checkout.email.shippedCarrier', { carrier: order.carrier })] : [])],
    button: order.trackingUrl ? { label: t('checkout.email.track'), url: order.trackingUrl } : { label: t('checkout.email.button'), url: orderUrl },
    closing: order.trackingUrl ? [t('checkout.email.shippedOrder', { url: orderUrl })] : [],
    footer: [t(computeContactKey('checkout.email.footer', settings), { email: settings.contact.email, phone: settings.contact.phone })],
  })
}

/** Every kind of message the outbox may hold, by name. */
export const orderMailRenderers: Record<string, MailRenderer> = {
  'gift-card': giftCardMail,
  'gift-card-sent': giftCardSentToBuyer,
  'order-confirmation': orderConfirmation,
  'payment-received': paymentReceived,
  'order-cancelled': orderCancelled,
  'payment-refunded': paymentRefunded,
  'order-shipped': orderShipped,
}
