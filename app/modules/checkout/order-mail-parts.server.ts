import type { TFunction } from 'i18next'
import type { Locale } from '#app/i18n/config.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { garmentPngUrl, signDrawingAddress } from '#app/modules/artwork/drawing-images.server.tsx'
import { itemDesign, sizeLabel } from '#app/modules/basket/components/item-details.tsx'
import { formatMoney } from '#app/modules/money/money.ts'
import { orderLink } from '#app/modules/orders/order-access.server.ts'
import { toOrderView } from '#app/modules/orders/order-view.ts'
import type { OrderWithItems } from '#app/modules/orders/orders.server.ts'
import { addBusinessDays } from '#app/modules/store/delivery.ts'
import type { StoreSettings } from '#app/modules/store/settings.ts'
import { mailLinkOrigin, type MailContent, type MailItem, type MailRow } from '#app/utils/mail-layout.server.ts'

/*
 * The pieces the order's e-mails are built from (order-mails.server.ts, hold-mails.server.ts, and
 * whoever adds a message about an order — an invoice's link, say): each garment with its labelled
 * choices, the totals table, the transfer's details to copy, the order's facts, the deadline of a hold.
 * All from the order's snapshot, in her language.
 */

export function localeOf(value: string): Locale {
  return value === 'en' ? 'en' : 'es'
}

/** Her order's page, opened by the link alone (the signed access key), in her language. */
export function orderUrl(order: OrderWithItems, locale: Locale): string {
  return `${mailLinkOrigin()}${orderLink(order.number, `&lng=${locale}`)}`
}

/** A moment in the shop's time zone, as she reads it: "lunes, 30 de noviembre, 21:06". */
export function formatMoment(at: Date, locale: Locale): string {
  return dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' }).format(at)
}

/** A calendar day: "8 de diciembre". */
function formatDay(at: Date, locale: Locale): string {
  return dateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(at)
}

/** Each garment: its drawing, name, price, the fabric, every part labelled and the size with its neck size. */
export function garmentItems(order: OrderWithItems, locale: Locale, t: TFunction): MailItem[] {
  const origin = mailLinkOrigin()
  return toOrderView(order, locale).items.flatMap((item): MailItem[] => {
    if (item.kind !== 'garment') return []
    const parts = item.partTypes.flatMap((type) => (item.parts[type] ? [`${t(`basket.item.partNames.${type}`)}: ${item.parts[type].name}`] : []))
    const size = sizeLabel(t, item.measurements, locale)
    return [
      {
        title: item.productName,
        lines: [item.fabric ? t('checkout.email.itemFabric', { name: item.fabric.name }) : '', parts.join(' · '), size ?? ''].filter(Boolean),
        price: formatMoney(item.totalCents, locale),
        // Signed: the drawing stays the one she bought, whatever the catalogue becomes.
        imageUrl: `${origin}${signDrawingAddress(garmentPngUrl(itemDesign(item)))}`,
        imageAlt: item.productName,
      },
    ]
  })
}

/** Subtotal, shipping, urgent production, gift card, total, and the IVA it includes. */
export function orderTotals(order: OrderWithItems, locale: Locale, t: TFunction): NonNullable<MailContent['totals']> {
  const money = (cents: number) => formatMoney(cents, locale)
  return [
    { label: t('checkout.email.rows.subtotal'), value: money(order.subtotalCents) },
    ...(order.shippingMethod === 'email'
      ? []
      : [{ label: t('checkout.email.rows.shipping'), value: order.shippingCents === 0 ? t('checkout.shipping.free') : money(order.shippingCents) }]),
    ...(order.urgentCents > 0 ? [{ label: t('checkout.email.rows.urgent'), value: money(order.urgentCents) }] : []),
    ...(order.giftCardCents > 0 ? [{ label: t('checkout.email.rows.giftCard'), value: `−${money(order.giftCardCents)}` }] : []),
    { label: t('checkout.email.rows.total'), value: money(order.totalCents), total: true },
    ...(order.shippingMethod === 'email' ? [] : [{ label: t('checkout.email.rows.vat'), value: money(order.vatCents), note: true }]),
  ]
}

/**
 * The bank transfer that confirms the order: amount, holder, IBAN, bank, reference. The amount, the IBAN
 * and the reference she copies into her bank's form are never broken across lines.
 */
export function transferBlock(order: OrderWithItems, settings: StoreSettings, locale: Locale, t: TFunction): NonNullable<MailContent['payment']> {
  return {
    title: t('checkout.email.transferTitle'),
    rows: [
      { label: t('checkout.email.rows.amount'), value: formatMoney(order.totalCents, locale), whole: true },
      { label: t('checkout.email.rows.holder'), value: settings.bank.holder },
      { label: t('checkout.email.rows.iban'), value: settings.bank.iban, whole: true },
      { label: t('checkout.email.rows.bank'), value: settings.bank.bankName },
      { label: t('checkout.email.rows.reference'), value: order.number, whole: true },
    ],
  }
}

/** When the garments arrive and where (her name, then the address): a window of business days before she pays, dates once she has. */
export function orderFacts(order: OrderWithItems, locale: Locale, t: TFunction): MailRow[] {
  const delivery = order.paidAt
    ? t('checkout.email.deliveryDates', {
        from: formatDay(addBusinessDays(order.paidAt, order.deliveryMinDays), locale),
        to: formatDay(addBusinessDays(order.paidAt, order.deliveryMaxDays), locale),
        min: order.deliveryMinDays,
        max: order.deliveryMaxDays,
      })
    : t('checkout.email.deliveryDays', { min: order.deliveryMinDays, max: order.deliveryMaxDays })
  // Her name first, as on the parcel's label: the address alone does not say who it goes to.
  const address = order.address
    ? [
        order.contact.fullName,
        order.address.street,
        `${order.address.postalCode} ${order.address.city}`,
        [order.address.province, order.address.country].filter(Boolean).join(', '),
      ]
        .filter(Boolean)
        .join('\n')
    : null
  return [
    { label: t('checkout.email.rows.delivery'), value: delivery },
    ...(order.shippingMethod === 'pickup'
      ? [{ label: t('checkout.email.rows.pickup'), value: t('checkout.email.pickup') }]
      : address
        ? [{ label: t('checkout.email.rows.address'), value: address }]
        : []),
  ]
}
