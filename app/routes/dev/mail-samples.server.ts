import type { Locale } from '#app/i18n/config.ts'
import { composeAuthMail } from '#app/modules/accounts/auth-mail.server.ts'
import { composeGiftCardSentToBuyer, composeGiftOrderConfirmation, composeGiftOrderPaymentReceived } from '#app/modules/checkout/gift-order-mails.server.ts'
import { composeHoldReminder, composeOrderExpired } from '#app/modules/checkout/hold-mails.server.ts'
import { composeShopNewOrder } from '#app/modules/checkout/shop-notices.server.ts'
import { composeOrderCancelled, composeOrderConfirmation, composeOrderShipped, composePaymentReceived, composePaymentRefunded } from '#app/modules/checkout/order-mails.server.ts'
import { composeGiftCardMail } from '#app/modules/giftcards/gift-card-mail.server.ts'
import type { OrderCard } from '#app/modules/giftcards/order-cards.server.ts'
import { composeNewsletterMail } from '#app/modules/newsletter/newsletter.server.ts'
import type { OrderWithItems } from '#app/modules/orders/orders.server.ts'
import { composeReturnReply } from '#app/modules/returns/reply-mail.server.ts'
import { composeShopNewRequest } from '#app/modules/returns/request-notice.server.ts'
import { composeReturnAcknowledgement } from '#app/modules/returns/returns.server.ts'
import type { StoreSettings } from '#app/modules/store/settings.ts'
import { mailLinkOrigin, type MailContent } from '#app/utils/mail-layout.server.ts'

/*
 * Every kind of e-mail the shop sends, composed by the very functions that compose the real ones,
 * from sample orders, cards and requests (the seed's names), with the shop's real settings: what the
 * mail preview (mail-preview.tsx) shows and the browser test checks at phone and desktop widths.
 */

const day = 86_400_000
const text = (es: string, en: string) => ({ es, en })

function sampleOrder(now: Date, over: Partial<OrderWithItems> = {}): OrderWithItems {
  const id = '00000000-0000-4000-8000-000000000001'
  const garment = (
    position: number,
    product: [string, string],
    fabric: [string, string, string, string],
    parts: [string, string, string, string][],
    size: NonNullable<OrderWithItems['items'][number]['size']>,
    cents: number,
  ) => ({
    id: `00000000-0000-4000-8000-00000000010${position}`,
    orderId: id,
    position,
    kind: 'garment' as const,
    productId: 7,
    fabricId: 1,
    design: {
      product: text(...product),
      category: text('Camisa', 'Shirt'),
      garmentKind: 'shirt',
      fabric: { slug: 'sample', name: text(fabric[0], fabric[1]), pattern: { kind: 'solid', base: fabric[2], accent: fabric[3] } },
      parts: parts.map(([type, slug, es, en]) => ({ type, slug, name: text(es, en), surchargeCents: 0 })),
    },
    size,
    giftCard: null,
    complexity: 'basic' as const,
    fabricMetres: 1.8,
    basePriceCents: cents - 2500,
    fabricPriceCents: 2500,
    partsPriceCents: 0,
    totalCents: cents,
  })
  const shirtParts: [string, string, string, string][] = [
    ['sleeve', 'sleeve-long', 'Larga', 'Long'],
    ['cuff', 'cuff-classic', 'Clásico de botón', 'Classic button'],
    ['collar', 'collar-classic', 'Clásico', 'Classic'],
  ]
  return {
    id,
    number: 'GM-2026-000142',
    idempotencyKey: 'sample',
    userId: null,
    email: 'lucia@example.com',
    locale: 'es',
    status: 'pending_payment',
    contact: { fullName: 'Lucía Martín Ruiz', phone: '+34 600 123 456', prefs: { whatsapp: false, email: true, sms: false } },
    address: { street: 'Calle del Pez 12, 3º B', postalCode: '28004', city: 'Madrid', province: 'Madrid', country: 'España' },
    isGift: false,
    dedication: null,
    shippingMethod: 'standard',
    shippingCents: 0,
    urgent: true,
    urgentCents: 3125,
    subtotalCents: 12500,
    giftCardCents: 2000,
    totalCents: 13625,
    vatCents: 2365,
    paymentMethod: 'transfer',
    deliveryMinDays: 10,
    deliveryMaxDays: 12,
    productionMaxDays: 7,
    holdExpiresAt: new Date(now.getTime() + 3 * day),
    clientKey: null,
    needsRefund: false,
    carrier: null,
    trackingUrl: null,
    placedAt: now,
    paidAt: null,
    cancelledAt: null,
    updatedAt: now,
    items: [
      garment(
        0,
        ['Camisa Clásica', 'Classic shirt'],
        ['Verde Primavera', 'Spring Green', '#7f9a72', '#a9bf9c'],
        shirtParts,
        { type: 'standard', size: 'M', neck: { unit: 'cm', value: '38' } },
        7500,
      ),
      garment(
        1,
        ['Camisa Formal', 'Formal shirt'],
        ['Raya Diplomática', 'Pinstripe', '#f3efe6', '#2a3a58'],
        shirtParts,
        { type: 'custom', profileName: 'Mis medidas', values: {} },
        5000,
      ),
    ],
    events: [],
    ...over,
  }
}

function sampleGiftOrder(now: Date, over: Partial<OrderWithItems> = {}): OrderWithItems {
  return sampleOrder(now, {
    shippingMethod: 'email',
    address: null,
    urgent: false,
    urgentCents: 0,
    subtotalCents: 7500,
    giftCardCents: 0,
    totalCents: 7500,
    vatCents: 0,
    deliveryMinDays: 0,
    deliveryMaxDays: 0,
    items: [],
    ...over,
  })
}

function sampleCard(now: Date, sent: boolean): OrderCard {
  return {
    id: '00000000-0000-4000-8000-000000000201',
    status: 'active',
    recipientName: 'Marta',
    recipientEmail: 'marta@example.com',
    sendOn: new Date(now.getTime() + (sent ? 0 : 20 * day)).toISOString().slice(0, 10),
    sentAt: sent ? now : null,
    balanceCents: 7500,
    initialCents: 7500,
  }
}

/** Each kind the shop sends, by the name the preview's address uses. */
export const mailSampleKinds = [
  'order-transfer',
  'order-card',
  'order-gift-card',
  'gift-card-received',
  'gift-card-sent',
  'payment-received',
  'payment-received-gift-card',
  'shipped',
  'cancelled',
  'refund',
  'hold-reminder',
  'order-expired',
  'return-acknowledgement',
  'return-reply',
  'shop-new-order',
  'shop-new-order-gift-card',
  'shop-new-request',
  'account-verify',
  'account-reset',
  'account-change',
  'account-changed',
  'newsletter-confirm',
  'newsletter-welcome',
  'newsletter-already',
] as const

export type MailSampleKind = (typeof mailSampleKinds)[number]

export function composeMailSample(kind: MailSampleKind, settings: StoreSettings, locale: Locale, now = new Date()): MailContent {
  const origin = mailLinkOrigin()
  const paid = { status: 'paid' as const, paidAt: now, holdExpiresAt: null, paymentMethod: 'card' as const }
  const person = { locale, name: 'Lucía Martín', firstName: 'Lucía' }
  const subscription = { email: 'lucia@example.com', locale, confirmToken: 'sample-confirm-token', unsubscribeToken: 'sample-unsubscribe-token' }
  switch (kind) {
    case 'order-transfer':
      return composeOrderConfirmation(sampleOrder(now), settings, locale)
    case 'order-card':
      return composeOrderConfirmation(sampleOrder(now, paid), settings, locale)
    case 'order-gift-card':
      return composeGiftOrderConfirmation(sampleGiftOrder(now), [sampleCard(now, false)], settings, locale)
    case 'gift-card-received':
      return composeGiftCardMail(
        { senderName: 'Lucía', recipientName: 'Marta', message: '¡Feliz cumpleaños! Para que estrenes algo tuyo.', initialCents: 7500 },
        'K7MPQ4RX2WZ9HT3N',
        settings,
        locale,
      )
    case 'gift-card-sent':
      return composeGiftCardSentToBuyer(sampleGiftOrder(now, paid), sampleCard(now, true), settings, locale)
    case 'payment-received':
      return composePaymentReceived(sampleOrder(now, { ...paid, paymentMethod: 'transfer' }), settings, locale)
    case 'payment-received-gift-card':
      return composeGiftOrderPaymentReceived(sampleGiftOrder(now, paid), [sampleCard(now, false)], settings, locale)
    case 'shipped':
      return composeOrderShipped(sampleOrder(now, { ...paid, status: 'shipped', carrier: 'SEUR', trackingUrl: 'https://www.seur.com/seguimiento?n=GM142' }), settings, locale)
    case 'cancelled':
      return composeOrderCancelled(sampleOrder(now, { ...paid, status: 'cancelled', events: [] }), settings, locale, { by: 'shop', refundCents: 13625 })
    case 'refund':
      return composePaymentRefunded(sampleOrder(now, { status: 'cancelled' }), settings, locale, { amountCents: 13625, reason: 'closed' })
    case 'hold-reminder':
      return composeHoldReminder(sampleOrder(now, { holdExpiresAt: new Date(now.getTime() + 20 * 3_600_000) }), settings, locale)
    case 'order-expired':
      return composeOrderExpired(sampleOrder(now, { status: 'expired', holdExpiresAt: null }), settings, locale)
    case 'return-acknowledgement':
      return composeReturnAcknowledgement({ orderNumber: 'GM-2026-000142', reason: 'size', locale, hasComments: true, number: 'R-00042' }, settings)
    case 'return-reply':
      return composeReturnReply(
        { body: 'Hola, Lucía:\n\nTe enviamos una etiqueta de envío gratis para el cambio de talla.\n\nUn saludo,\nGemela', requestId: 42, orderNumber: 'GM-2026-000142', locale },
        settings,
      )
    case 'shop-new-order':
      return composeShopNewOrder(sampleOrder(now), [], settings, locale)
    case 'shop-new-order-gift-card':
      return composeShopNewOrder(sampleGiftOrder(now, paid), [sampleCard(now, false)], settings, locale)
    case 'shop-new-request':
      return composeShopNewRequest({ id: 42, email: 'lucia@example.com', orderNumber: 'GM-2026-000142', linked: true, reason: 'size', hasComments: true }, settings, locale)
    case 'account-verify':
      return composeAuthMail('verify', person, `${origin}/api/auth/verify-email?token=sample`, settings)
    case 'account-reset':
      return composeAuthMail('reset', person, `${origin}/reset-password/sample`, settings)
    case 'account-change':
      return composeAuthMail('change', person, `${origin}/api/auth/verify-email?token=sample`, settings)
    case 'account-changed':
      return composeAuthMail('changed', person, null, settings, { newEmail: 'lucia.nueva@example.com', contact: settings.contact.email })
    case 'newsletter-confirm':
      return composeNewsletterMail('confirm', subscription, origin, settings)
    case 'newsletter-welcome':
      return composeNewsletterMail('welcome', subscription, origin, settings)
    case 'newsletter-already':
      return composeNewsletterMail('already', subscription, origin, settings)
  }
}
