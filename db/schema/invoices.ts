import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { orders } from './orders.ts'
import type { LocalizedText } from './types.ts'

/*
 * Invoices (facturas, docs/product.md#invoices). Series F (sales) and R (rectifying invoices), each
 * numbered without gaps per calendar year: F-2026-000123. The number comes from the series' counter
 * row, incremented (and so locked) inside the transaction that records the payment or the refund,
 * so a rolled-back payment leaves no gap and two payments at once never share a number.
 */

export type InvoiceSeries = 'F' | 'R'
/** simplified: factura simplificada (art. 7 RD 1619/2012); full: with her name, tax id and address; rectifying: series R. */
export type InvoiceKind = 'simplified' | 'full' | 'rectifying'

export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').$type<InvoiceSeries>().notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] }), check('invoice_counters_last_check', sql`${t.lastNumber} > 0`)],
)

export type InvoiceLineKind = 'garment' | 'urgent' | 'shipping' | 'giftCard' | 'partialRefund'

/** One line as printed: what, its base, its IVA rate (percent; 0 with `notSubject` for a gift card sold), IVA and amount. */
export type InvoiceLine = {
  kind: InvoiceLineKind
  /** The garment's product and fabric, or the gift card's recipient: as they were when sold. */
  name?: LocalizedText
  detail?: LocalizedText
  /** Shipping's method (standard, express, pickup). */
  method?: string
  baseCents: number
  vatRate: number
  vatCents: number
  totalCents: number
  notSubject?: boolean
}

export type InvoiceParty = { name: string; taxId: string | null; address: string[] }

/**
 * What an invoice says, written once when it is issued and never recomputed (a price or a setting
 * changed later changes no invoice). Version 1.
 */
export type InvoiceSnapshot = {
  version: 1
  /** The shop's trade name (settings' storeName), on invoices issued since it was kept. */
  issuer: { tradeName?: string; legalName: string; taxId: string; address: string; registry: string }
  /** Her name (and, on a full invoice, her tax id and fiscal address); never more than the law asks. */
  customer: InvoiceParty
  orderNumber: string
  lines: InvoiceLine[]
  /** One row per IVA rate: the base, the rate and the tax (what the law asks to be stated). */
  vat: { rate: number; baseCents: number; vatCents: number; notSubject?: boolean }[]
  totals: { baseCents: number; vatCents: number; totalCents: number }
  /** How it was paid: gift-card credit is a means of payment, never a discount (it lowers no base). */
  paid: { giftCardCents: number; otherCents: number }
  /** A rectifying invoice: the invoice it corrects, why, and the corrected one's kind (a full one's party is printed in full). */
  rectifies?: { number: string; issuedAt: string; reason: 'cancelled'; kind?: InvoiceKind }
  /** A full invoice issued in exchange for a simplified one (canje, art. 15 RD 1619/2012). */
  replaces?: { number: string; issuedAt: string; kind?: InvoiceKind }
}

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull(),
    series: text('series').$type<InvoiceSeries>().notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    // An invoice outlives everything it names: an order with invoices is never deleted.
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The invoice a rectifying invoice corrects. */
    rectifiesId: uuid('rectifies_id').references((): AnyPgColumn => invoices.id, { onDelete: 'restrict' }),
    /**
     * A simplified invoice exchanged for a full one names it (and is no longer the one she downloads).
     * No foreign key: it is written just before the full invoice, so the order keeps one current sale
     * invoice at every moment (invoices_order_sale_key); the full one's snapshot names it back.
     */
    replacedById: uuid('replaced_by_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    customerName: text('customer_name').notNull(),
    customerTaxId: text('customer_tax_id'),
    baseCents: integer('base_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    snapshot: jsonb('snapshot').$type<InvoiceSnapshot>().notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_series_sequence_key').on(t.series, t.year, t.sequence),
    // One sales invoice per order is current; one more only in exchange for a simplified one.
    uniqueIndex('invoices_order_sale_key')
      .on(t.orderId)
      .where(sql`${t.series} = 'F' and ${t.replacedById} is null`),
    index('invoices_order_idx').on(t.orderId),
    // The admin's list: newest first by keyset, within a period.
    index('invoices_issued_idx').on(t.issuedAt, t.id),
    index('invoices_tax_id_idx').on(t.customerTaxId),
    index('invoices_customer_name_search_idx').using('gin', sql`to_tsvector('simple', ${t.customerName})`),
    check('invoices_series_check', sql`${t.series} in ('F', 'R')`),
    check('invoices_kind_check', sql`${t.kind} in ('simplified', 'full', 'rectifying')`),
    check('invoices_rectifying_check', sql`(${t.series} = 'R') = (${t.kind} = 'rectifying') and (${t.series} = 'R') = (${t.rectifiesId} is not null)`),
    check('invoices_totals_check', sql`${t.totalCents} = ${t.baseCents} + ${t.vatCents}`),
    check('invoices_sign_check', sql`(${t.series} = 'F' and ${t.totalCents} >= 0) or (${t.series} = 'R' and ${t.totalCents} <= 0)`),
    check('invoices_sequence_check', sql`${t.sequence} > 0`),
  ],
)

/**
 * She asked for a full invoice (name or company, NIF/NIE/CIF, fiscal address) before the order was
 * paid: the invoice issued with the payment is then a full one. One row per order.
 */
export const invoiceRequests = pgTable('invoice_requests', {
  orderId: uuid('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  customer: jsonb('customer').$type<InvoiceParty>().notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
})
