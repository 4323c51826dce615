import type { Locale } from '#app/i18n/config.ts'
import { addBusinessDays } from '#app/modules/store/delivery.ts'
import type { LocalizedText } from '#db/schema/types.ts'
import type { OrderWithItems } from './orders.server.ts'

/** Spanish is required, English falls back to it (the catalogue's rule, for the texts an order kept). */
function text(value: LocalizedText, locale: Locale) {
  return (locale === 'en' ? value.en : undefined) || value.es
}

/**
 * An order as the customer's pages show it, in her language: the snapshot's names, the drawing's
 * design, sizes, amounts and history. Pure: the page gets nothing of the order's row it does not show.
 */
export function toOrderView(order: OrderWithItems, locale: Locale) {
  return {
    number: order.number,
    status: order.status,
    email: order.email,
    placedAt: order.placedAt.toISOString(),
    paymentMethod: order.paymentMethod,
    shippingMethod: order.shippingMethod,
    contact: order.contact,
    address: order.address,
    isGift: order.isGift,
    dedication: order.dedication,
    totals: {
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents,
      urgentCents: order.urgentCents,
      giftCardCents: order.giftCardCents,
      totalCents: order.totalCents,
      vatCents: order.vatCents,
    },
    urgent: order.urgent,
    // Business days until she pays; once she has, the dates too, as her e-mails and 'Mis pedidos' say them.
    delivery: {
      minDays: order.deliveryMinDays,
      maxDays: order.deliveryMaxDays,
      dates: order.paidAt
        ? { from: addBusinessDays(order.paidAt, order.deliveryMinDays).toISOString(), to: addBusinessDays(order.paidAt, order.deliveryMaxDays).toISOString() }
        : null,
    },
    shipment: order.carrier ? { carrier: order.carrier, trackingUrl: order.trackingUrl } : null,
    items: order.items.map((item) =>
      item.kind === 'garment' && item.design
        ? {
            id: item.id,
            kind: 'garment' as const,
            productName: text(item.design.product, locale),
            garmentKind: item.design.garmentKind,
            fabric: item.design.fabric ? { name: text(item.design.fabric.name, locale), pattern: item.design.fabric.pattern } : null,
            partTypes: item.design.parts.map((p) => p.type),
            parts: Object.fromEntries(item.design.parts.map((p) => [p.type, { slug: p.slug, name: text(p.name, locale) }])),
            measurements: item.size,
            totalCents: item.totalCents,
          }
        : { id: item.id, kind: 'gift_card' as const, giftCard: item.giftCard, totalCents: item.totalCents },
    ),
    events: order.events.filter((e) => e.fromStatus !== e.toStatus).map((e) => ({ at: e.at.toISOString(), status: e.toStatus })),
  }
}

export type OrderView = ReturnType<typeof toOrderView>
