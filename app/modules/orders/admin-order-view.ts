import type { Locale } from '#app/i18n/config.ts'
import { MEASUREMENT_FIELDS } from '#app/modules/sizing/fields.ts'
import { formatCmRange } from '#app/modules/sizing/size-guide.ts'
import type { LocalizedText } from '#db/schema/types.ts'
import type { OrderWithItems } from './orders.server.ts'
import { addBusinessDays } from '#app/modules/store/delivery.ts'

/*
 * An order as the workshop reads it (the admin's order page, the production sheet, the packing
 * slip): everything the snapshot kept, in the reader's language, with the full size of each garment
 * — a standard size with its table's figures and the neck, or all 22 measurements with the
 * profile's name. Pure.
 */

function text(value: LocalizedText, locale: Locale) {
  return (locale === 'en' ? value.en : undefined) || value.es
}

export type StandardSizeRow = { name: string; chest: string; waist: string; hip: string }

export type GarmentSize =
  | { type: 'standard'; size: string; neck: { unit: 'cm' | 'in'; value: string } | null; inseamCm: number | null; table: StandardSizeRow | null }
  | { type: 'custom'; profileName: string; method: 'custom' | 'estimated'; notes: string | null; values: { field: (typeof MEASUREMENT_FIELDS)[number]; cm: number | null }[] }

export type PaymentSummary = {
  id: string
  method: string
  status: string
  amountCents: number
  refundCents: number
  refundStatus: string | null
  refundRef: string | null
  at: string
}

export function toAdminOrderView(order: OrderWithItems, extra: { payments: PaymentSummary[]; sizes: StandardSizeRow[] }, locale: Locale) {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    email: order.email,
    locale: order.locale,
    placedAt: order.placedAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    paymentMethod: order.paymentMethod,
    shippingMethod: order.shippingMethod,
    contact: order.contact,
    address: order.address,
    isGift: order.isGift,
    dedication: order.dedication,
    needsRefund: order.needsRefund,
    holdExpiresAt: order.holdExpiresAt?.toISOString() ?? null,
    totals: {
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents,
      urgentCents: order.urgentCents,
      giftCardCents: order.giftCardCents,
      totalCents: order.totalCents,
      vatCents: order.vatCents,
    },
    /** When the workshop must have it made (docs/product.md#delivery): its production days counted from the payment. */
    production: {
      urgent: order.urgent,
      maxDays: order.productionMaxDays,
      dueAt: order.paidAt && order.productionMaxDays != null ? addBusinessDays(order.paidAt, order.productionMaxDays).toISOString() : null,
    },
    delivery: { minDays: order.deliveryMinDays, maxDays: order.deliveryMaxDays },
    shipment: order.carrier ? { carrier: order.carrier, trackingUrl: order.trackingUrl } : null,
    items: order.items.map((item, index) =>
      item.kind === 'garment' && item.design
        ? {
            id: item.id,
            position: index + 1,
            kind: 'garment' as const,
            productName: text(item.design.product, locale),
            categoryName: text(item.design.category, locale),
            garmentKind: item.design.garmentKind,
            fabric: item.design.fabric ? { name: text(item.design.fabric.name, locale), slug: item.design.fabric.slug, pattern: item.design.fabric.pattern } : null,
            fabricMetres: item.fabricMetres,
            /** 'category': no pattern could be drafted, the metres are the category's fixed figure (docs/atelier.md). */
            fabricMetresFrom: item.design.fabricMetresFrom ?? null,
            partTypes: item.design.parts.map((p) => p.type),
            parts: Object.fromEntries(item.design.parts.map((p) => [p.type, { slug: p.slug, name: text(p.name, locale) }])),
            measurements: item.size,
            size: garmentSize(item.size, extra.sizes, locale),
            prices: { baseCents: item.basePriceCents, fabricCents: item.fabricPriceCents, partsCents: item.partsPriceCents },
            totalCents: item.totalCents,
          }
        : { id: item.id, position: index + 1, kind: 'gift_card' as const, giftCard: item.giftCard, totalCents: item.totalCents },
    ),
    payments: extra.payments,
    events: order.events.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      actor: e.actor,
      actorEmail: e.actorEmail,
      from: e.fromStatus,
      to: e.toStatus,
      /** A line without a status change: an internal note (an admin's) or a flag (the system's). */
      isNote: e.fromStatus === e.toStatus,
      note: e.note,
      /** The shop's own lines (stored in English, as the logs read them) as a code the page translates; a person's text: null. */
      noteCode: e.note ? (machineNotes[e.note] ?? null) : null,
    })),
  }
}

/** The notes the shop itself writes on an order's history (payment-received, ship, cancel and refund code), by their code. */
export const machineNotes: Partial<Record<string, MachineNote>> = {
  'bank transfer received': 'transferReceived',
  'test card': 'testCard',
  'test card, confirmed': 'testCardConfirmed',
  'hold expired': 'holdExpired',
  'cancelled by the customer': 'cancelledByCustomer',
  'card refund made': 'cardRefundMade',
  'refund made by hand': 'refundByHand',
  'a payment arrived after the order was closed: refunded automatically': 'refundedClosed',
  'a second payment arrived: refunded automatically': 'refundedDuplicate',
  'payment method changed to transfer after a failed card payment': 'switchedToTransfer',
  // An unpaid hold released from its own button, before that was the order's one cancellation (history kept).
  'unpaid hold released': 'holdReleased',
}
export type MachineNote =
  | 'transferReceived'
  | 'testCard'
  | 'testCardConfirmed'
  | 'holdExpired'
  | 'cancelledByCustomer'
  | 'cardRefundMade'
  | 'refundByHand'
  | 'refundedClosed'
  | 'refundedDuplicate'
  | 'switchedToTransfer'
  | 'holdReleased'

/** What an unpaid order holds (issue 31): its garments, the metres of each fabric and until when; null once it is paid or over. */
export type UnpaidHoldView = { garments: number; metres: number; until: string | null; fabrics: { name: string; garments: number; metres: number }[] }

export function computeUnpaidHold(order: Pick<AdminOrderView, 'status' | 'holdExpiresAt' | 'items'>): UnpaidHoldView | null {
  if (order.status !== 'pending_payment') return null
  const fabrics = new Map<string, { name: string; garments: number; metres: number }>()
  for (const item of order.items) {
    if (item.kind !== 'garment' || !item.fabric) continue
    const held = fabrics.get(item.fabric.slug) ?? { name: item.fabric.name, garments: 0, metres: 0 }
    held.garments += 1
    held.metres = Math.round((held.metres + item.fabricMetres) * 100) / 100
    fabrics.set(item.fabric.slug, held)
  }
  const list = [...fabrics.values()]
  if (!list.length) return null
  return {
    garments: list.reduce((n, f) => n + f.garments, 0),
    metres: Math.round(list.reduce((m, f) => m + f.metres, 0) * 100) / 100,
    until: order.holdExpiresAt,
    fabrics: list,
  }
}

export type AdminOrderView = ReturnType<typeof toAdminOrderView>
export type AdminGarment = Extract<AdminOrderView['items'][number], { kind: 'garment' }>

/** A garment's size for the workshop; a standard size's table figures as ranges she reads ("86–90", an en dash). */
export function garmentSize(size: OrderWithItems['items'][number]['size'], sizes: StandardSizeRow[], locale: Locale): GarmentSize | null {
  if (!size) return null
  if (size.type === 'standard') {
    const row = sizes.find((s) => s.name === size.size)
    const table = row ? { name: row.name, chest: formatCmRange(row.chest, locale), waist: formatCmRange(row.waist, locale), hip: formatCmRange(row.hip, locale) } : null
    return { type: 'standard', size: size.size, neck: size.neck ?? null, inseamCm: size.inseamCm ?? null, table }
  }
  return {
    type: 'custom',
    profileName: size.profileName,
    method: size.method ?? 'custom',
    notes: size.notes?.trim() || null,
    values: MEASUREMENT_FIELDS.map((field) => ({ field, cm: typeof size.values[field] === 'number' ? size.values[field] : null })),
  }
}
