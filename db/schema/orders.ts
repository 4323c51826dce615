import { type AnyColumn, sql, type SQL } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, numeric, pgSequence, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'
import { fabrics, products } from './catalogue.ts'
import type { ItemMeasurements } from './basket.ts'
import type { LocalizedText } from './types.ts'

/**
 * What the admin's search reads of an order, as words (docs/product.md#admin-orders): her name and her
 * e-mail cut at its '@', dots, dashes, underscores and pluses ('lucia.fernandez@example.com' is the words
 * lucia, fernandez, example, com), lower-cased and without accents — PGlite has no `unaccent`, so
 * `translate` folds the Spanish letters, capitals too (lower() of a C-locale database leaves 'Í' as it is).
 * The index and the query must write this same expression for the index to be used: both take it from here.
 */
export const ORDER_SEARCH_FOLD = {
  from: 'áéíóúàèìòùäëïöüâêîôûñçÁÉÍÓÚÀÈÌÒÙÄËÏÖÜÂÊÎÔÛÑÇ@.-_+',
  to: 'aeiouaeiouaeiouaeiouncaeiouaeiouaeiouaeiounc     ',
} as const

/** ORDER_SEARCH_FOLD on a text: what the search's words are compared on (the same fold in SQL and here). */
export function foldForOrderSearch(text: string): string {
  let out = ''
  for (const c of text.toLowerCase()) {
    const at = ORDER_SEARCH_FOLD.from.indexOf(c)
    out += at === -1 ? c : ORDER_SEARCH_FOLD.to[at]
  }
  return out
}

const quoted = (text: string) => `'${text.replace(/'/g, "''")}'`
/** The search's text of an order, in SQL (its columns named by the caller: the table's in the index, qualified in a query). */
export const orderSearchVector = (contact: SQL | AnyColumn, email: SQL | AnyColumn) =>
  sql`to_tsvector('simple', translate(lower((${contact} ->> 'fullName') || ' ' || ${email}), ${sql.raw(quoted(ORDER_SEARCH_FOLD.from))}, ${sql.raw(quoted(ORDER_SEARCH_FOLD.to))}))`

/** GM-2026-000123: the number's digits come from this sequence (docs/product.md#orders). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1 })

export type OrderStatus = 'pending_payment' | 'paid' | 'in_production' | 'shipped' | 'delivered' | 'cancelled' | 'expired'
export type OrderContact = { fullName: string; phone: string; prefs: { whatsapp: boolean; email: boolean; sms: boolean } }
export type OrderAddress = { street: string; postalCode: string; city: string; province: string; country: string }
export type ShippingMethod = 'standard' | 'express' | 'pickup'
/** How an order reaches her: a shipping method for garments, or 'email' for an order of gift cards only. */
export type OrderShippingMethod = ShippingMethod | 'email'
export type PaymentMethod = 'card' | 'test_card' | 'transfer' | 'gift_card'

/**
 * An order is a snapshot of what was bought, written once when it is placed (docs/product.md#orders):
 * only its status, payment and shipping facts change afterwards, each change written to order_events.
 * Amounts are integer euro cents, IVA included; vat_cents is the IVA part of the total.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    /** The same checkout sent twice (a double click, a retry after a lost answer) places one order. */
    idempotencyKey: text('idempotency_key').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    contact: jsonb('contact').$type<OrderContact>().notNull(),
    /** Where the garments go; null for an order of gift cards only (they travel by e-mail). */
    address: jsonb('address').$type<OrderAddress>(),
    isGift: boolean('is_gift').notNull().default(false),
    dedication: text('dedication'),
    shippingMethod: text('shipping_method').$type<OrderShippingMethod>().notNull(),
    shippingCents: integer('shipping_cents').notNull(),
    /** Urgent production: chosen at the shipping step, its surcharge (a percentage of the garments). */
    urgent: boolean('urgent').notNull().default(false),
    urgentCents: integer('urgent_cents').notNull().default(0),
    subtotalCents: integer('subtotal_cents').notNull(),
    giftCardCents: integer('gift_card_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    /** Business days from payment to her door, the slowest garment's production plus the shipping. */
    deliveryMinDays: integer('delivery_min_days').notNull(),
    deliveryMaxDays: integer('delivery_max_days').notNull(),
    /** The workshop's share of that window (its upper bound): the production due date counts it from the payment. */
    productionMaxDays: integer('production_max_days'),
    /** While unpaid, the fabric locks and metres are held until then (card 30 min, transfer 3 days). */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /**
     * Who placed it, as a keyed hash of the client address (never the address itself): unpaid orders
     * are limited per address as well as per e-mail and account (docs/security.md, "Unpaid orders").
     * Null for orders placed before the limit existed and for gift-card orders.
     */
    clientKey: text('client_key'),
    /** Paid after the hold expired and the fabric was sold meanwhile: the admin refunds it. */
    needsRefund: boolean('needs_refund').notNull().default(false),
    carrier: text('carrier'),
    trackingUrl: text('tracking_url'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    uniqueIndex('orders_idempotency_key').on(t.idempotencyKey),
    index('orders_user_id_idx').on(t.userId, t.placedAt),
    index('orders_email_idx').on(t.email),
    index('orders_status_idx').on(t.status, t.placedAt),
    // The admin's list (newest first, keyset on placed_at and id), whole or by payment method; the
    // dashboard's count of orders waiting for a refund.
    index('orders_placed_idx').on(t.placedAt, t.id),
    index('orders_payment_method_idx').on(t.paymentMethod, t.placedAt, t.id),
    // The admin's search: an e-mail by its start, an order by its sequence digits, the words of her name
    // and e-mail by their starts, accents and case aside (orderSearchVector).
    index('orders_email_prefix_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`),
    index('orders_number_sequence_idx').on(sql`substr(${t.number}, 9)`),
    index('orders_search_idx').using('gin', orderSearchVector(t.contact, t.email)),
    // The dashboard's revenue, counted by the day it was paid.
    index('orders_paid_at_idx').on(t.paidAt),
    index('orders_needs_refund_idx')
      .on(t.placedAt)
      .where(sql`${t.needsRefund}`),
    index('orders_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending_payment'`),
    // What one customer holds unpaid, found by each of the three ways she is counted (gemela_place_order).
    index('orders_unpaid_client_idx')
      .on(t.clientKey)
      .where(sql`${t.status} = 'pending_payment'`),
    index('orders_unpaid_email_idx')
      .using('btree', sql`lower(${t.email})`)
      .where(sql`${t.status} = 'pending_payment'`),
    index('orders_unpaid_user_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'pending_payment'`),
    check('orders_status_check', sql`${t.status} in ('pending_payment', 'paid', 'in_production', 'shipped', 'delivered', 'cancelled', 'expired')`),
    check('orders_shipping_method_check', sql`${t.shippingMethod} in ('standard', 'express', 'pickup', 'email')`),
    check('orders_address_check', sql`${t.address} is not null or ${t.shippingMethod} = 'email'`),
    check('orders_payment_method_check', sql`${t.paymentMethod} in ('card', 'test_card', 'transfer', 'gift_card')`),
    check(
      'orders_amounts_check',
      sql`${t.subtotalCents} >= 0 and ${t.shippingCents} >= 0 and ${t.urgentCents} >= 0 and ${t.giftCardCents} >= 0 and ${t.totalCents} >= 0 and ${t.vatCents} >= 0`,
    ),
    check('orders_total_check', sql`${t.totalCents} = ${t.subtotalCents} + ${t.shippingCents} + ${t.urgentCents} - ${t.giftCardCents}`),
    check('orders_urgent_check', sql`${t.urgent} or ${t.urgentCents} = 0`),
    check('orders_delivery_check', sql`${t.deliveryMinDays} >= 0 and ${t.deliveryMaxDays} >= ${t.deliveryMinDays}`),
  ],
)

export type OrderItemDesign = {
  product: LocalizedText
  category: LocalizedText
  garmentKind: string
  /** `widthCm`: the fabric's width (cm) the item's metres were laid on; absent on orders placed before migration 0030 (140). */
  fabric: { slug: string; name: LocalizedText; pattern: { kind: string; base: string; accent: string }; widthCm?: number } | null
  parts: { type: string; slug: string; name: LocalizedText; surchargeCents: number }[]
  /** Where the item's fabric metres came from: her pattern laid on the fabric, or the category's fixed figure (docs/atelier.md). */
  fabricMetresFrom?: 'pattern' | 'category'
  /**
   * What the garment's sewing pattern is drafted from, so that it can be drafted again identically
   * (app/modules/atelier/pattern-source.ts reads it); absent on orders placed before issue 35.
   */
  pattern?: Record<string, unknown>
}

export type OrderGiftCard = { amountCents: number; recipientName: string; recipientEmail: string; senderName: string; message: string; sendOn: string }

/** One garment (or one gift card) of an order, with every name and price as it was when bought. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind').$type<'garment' | 'gift_card'>().notNull().default('garment'),
    productId: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
    fabricId: integer('fabric_id').references(() => fabrics.id, { onDelete: 'restrict' }),
    design: jsonb('design').$type<OrderItemDesign>(),
    size: jsonb('size').$type<ItemMeasurements>(),
    giftCard: jsonb('gift_card').$type<OrderGiftCard>(),
    complexity: text('complexity').$type<'basic' | 'complex'>().notNull().default('basic'),
    fabricMetres: numeric('fabric_metres', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    basePriceCents: integer('base_price_cents').notNull(),
    fabricPriceCents: integer('fabric_price_cents').notNull().default(0),
    partsPriceCents: integer('parts_price_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
  },
  (t) => [
    uniqueIndex('order_items_order_position_key').on(t.orderId, t.position),
    index('order_items_fabric_product_idx').on(t.fabricId, t.productId),
    check('order_items_kind_check', sql`${t.kind} in ('garment', 'gift_card')`),
    check('order_items_total_check', sql`${t.totalCents} = ${t.basePriceCents} + ${t.fabricPriceCents} + ${t.partsPriceCents} and ${t.totalCents} >= 0`),
    check(
      'order_items_shape_check',
      sql`(${t.kind} = 'garment' and ${t.productId} is not null and ${t.fabricId} is not null and ${t.design} is not null and ${t.size} is not null) or (${t.kind} = 'gift_card' and ${t.giftCard} is not null)`,
    ),
  ],
)

/** Every status change of an order: when, who (customer, admin, payment, system) and why. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor').$type<'customer' | 'admin' | 'payment' | 'system'>().notNull(),
    actorId: text('actor_id'),
    /** The admin's e-mail when an admin made the change, as it was then (the history names who). */
    actorEmail: text('actor_email'),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note'),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at), check('order_events_actor_check', sql`${t.actor} in ('customer', 'admin', 'payment', 'system')`)],
)
