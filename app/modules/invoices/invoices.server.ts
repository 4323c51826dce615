import { randomUUID } from 'node:crypto'
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { lockOrder } from '#app/modules/orders/admin-orders.server.ts'
import { getOrder, type OrderWithItems } from '#app/modules/orders/orders.server.ts'
import { getStoreSettingsIn } from '#app/modules/store/settings.server.ts'
import type { StoreSettings } from '#app/modules/store/settings.ts'
import { getDb, type DbOrTx, type Tx } from '#app/utils/db.server.ts'
import { invoiceCounters, invoiceRequests, invoices, type InvoiceKind, type InvoiceParty, type InvoiceSeries, type InvoiceSnapshot } from '#db/schema/index.ts'
import { computeInvoiceYear, computeRectifyingLines, computeSaleInvoiceKind, computeSaleLines, formatInvoiceNumber } from './invoice-lines.ts'

/*
 * Issuing invoices (docs/product.md#invoices). Every one is written in the caller's transaction —
 * the payment's (recordPaymentReceived) or the refund's (refundCapturedPayments) — and takes its
 * number from its series' counter row for the year: an upsert that increments the row and so holds
 * its lock until the commit. A second payment at the same moment waits for that commit and takes
 * the next number; a payment rolled back gives its number back with it. No gap, no duplicate, no
 * MAX()+1. The counter is taken after the order's row lock (the payment and the refund both lock the
 * order first), so the two locks are always taken in the same order.
 */

export type InvoiceRow = typeof invoices.$inferSelect

/** The next number of `series` in `year`, locking the counter row until the transaction ends. */
async function takeSequence(series: InvoiceSeries, year: number, tx: Tx): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.series, invoiceCounters.year], set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ n: invoiceCounters.lastNumber })
  return row!.n
}

async function insertInvoice(
  input: { id?: string; series: InvoiceSeries; kind: InvoiceKind; orderId: string; rectifiesId?: string; snapshot: InvoiceSnapshot },
  tx: Tx,
  now: Date,
): Promise<InvoiceRow> {
  const year = computeInvoiceYear(now)
  const sequence = await takeSequence(input.series, year, tx)
  const { totals, customer } = input.snapshot
  const [row] = await tx
    .insert(invoices)
    .values({
      ...(input.id ? { id: input.id } : {}),
      number: formatInvoiceNumber(input.series, year, sequence),
      series: input.series,
      year,
      sequence,
      kind: input.kind,
      orderId: input.orderId,
      rectifiesId: input.rectifiesId ?? null,
      issuedAt: now,
      customerName: customer.name,
      customerTaxId: customer.taxId,
      baseCents: totals.baseCents,
      vatCents: totals.vatCents,
      totalCents: totals.totalCents,
      snapshot: input.snapshot,
    })
    .returning()
  return row!
}

function issuerOf(settings: StoreSettings): InvoiceSnapshot['issuer'] {
  const { legalName, taxId, registeredAddress, registry } = settings.legal
  return { tradeName: settings.storeName, legalName, taxId, address: registeredAddress, registry }
}

function addressLines(address: OrderWithItems['address']): string[] {
  return address ? [address.street, `${address.postalCode} ${address.city}`, [address.province, address.country].filter(Boolean).join(', ')] : []
}

/** The order's sales invoice she downloads: the one not exchanged for another. */
export async function getSaleInvoice(orderId: string, db: DbOrTx = getDb()): Promise<InvoiceRow | null> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.series, 'F'), isNull(invoices.replacedById)))
  return row ?? null
}

/**
 * The sales invoice of an order just paid (in the payment's transaction): simplified, with her name,
 * or full when she asked for one with her tax id before paying — or when the sale is above the
 * simplified invoice's limit (3.000 €, decision 016): then full with her name and the order's
 * address, without a tax id she never gave. Once per order: a second call answers the invoice
 * already issued.
 */
export async function issueSaleInvoice(orderId: string, tx: Tx, now = new Date()): Promise<InvoiceRow | null> {
  const existing = await getSaleInvoice(orderId, tx)
  if (existing) return existing
  const order = await getOrder(orderId, tx)
  if (!order?.paidAt) return null
  const [settings, [request]] = await Promise.all([getStoreSettingsIn(tx), tx.select().from(invoiceRequests).where(eq(invoiceRequests.orderId, orderId))])
  const customer: InvoiceParty = request?.customer ?? { name: order.contact.fullName, taxId: null, address: addressLines(order.address) }
  const figures = computeSaleLines({
    items: order.items.map((item) =>
      item.kind === 'gift_card'
        ? { kind: 'gift_card' as const, totalCents: item.totalCents, name: { es: item.giftCard?.recipientName ?? '' } }
        : {
            kind: 'garment' as const,
            totalCents: item.totalCents,
            name: item.design?.product ?? { es: '' },
            ...(item.design?.fabric ? { detail: item.design.fabric.name } : {}),
          },
    ),
    urgentCents: order.urgentCents,
    shippingCents: order.shippingCents,
    shippingMethod: order.shippingMethod,
    giftCardCents: order.giftCardCents,
    totalCents: order.totalCents,
  })
  const snapshot: InvoiceSnapshot = { version: 1, issuer: issuerOf(settings), customer, orderNumber: order.number, ...figures }
  return insertInvoice({ series: 'F', kind: computeSaleInvoiceKind(figures.totals.totalCents, Boolean(request)), orderId, snapshot }, tx, now)
}

/**
 * An order paid outside recordPaymentReceived (a gift card covering all of it, paid inside the
 * placing statement): its invoice in a transaction of its own, under the order's row lock.
 */
export async function issueSaleInvoiceNow(orderId: string, now = new Date()): Promise<InvoiceRow | null> {
  return getDb().transaction(async (tx) => {
    if (!(await lockOrder(orderId, tx))) return null
    return issueSaleInvoice(orderId, tx, now)
  })
}

/**
 * The rectifying invoice (series R) for `amountCents` given back of an order's sales invoice, in the
 * refund's transaction; nothing when the order was never invoiced or is already fully rectified.
 */
export async function issueRectifyingInvoice(orderId: string, amountCents: number, tx: Tx, now = new Date()): Promise<InvoiceRow | null> {
  if (amountCents <= 0) return null
  const sale = await getSaleInvoice(orderId, tx)
  if (!sale) return null
  const earlier = await tx.select({ totalCents: invoices.totalCents }).from(invoices).where(eq(invoices.rectifiesId, sale.id))
  const remaining = sale.totalCents + earlier.reduce((sum, r) => sum + r.totalCents, 0)
  if (remaining <= 0) return null
  const settings = await getStoreSettingsIn(tx)
  const figures = computeRectifyingLines(sale.snapshot, amountCents, remaining)
  const snapshot: InvoiceSnapshot = {
    version: 1,
    issuer: issuerOf(settings),
    customer: sale.snapshot.customer,
    orderNumber: sale.snapshot.orderNumber,
    ...figures,
    rectifies: { number: sale.number, issuedAt: sale.issuedAt.toISOString(), reason: 'cancelled', kind: sale.kind },
  }
  return insertInvoice({ series: 'R', kind: 'rectifying', orderId, rectifiesId: sale.id, snapshot }, tx, now)
}

export type FullInvoiceOutcome = 'issued' | 'saved' | 'already' | 'rectified'

/**
 * She asks for a full invoice (name or company, tax id, fiscal address). Before the payment it is
 * kept and the payment's invoice is a full one ('saved'); after it, the simplified invoice is
 * exchanged for a full one with a new number that names it (canje, art. 15 RD 1619/2012: 'issued').
 * Not twice ('already'), and not once the sale was rectified ('rectified': ask the shop).
 */
export async function requestFullInvoice(orderId: string, customer: InvoiceParty, now = new Date()): Promise<FullInvoiceOutcome> {
  return getDb().transaction(async (tx) => {
    await lockOrder(orderId, tx)
    const sale = await getSaleInvoice(orderId, tx)
    // A full invoice issued without a tax id (a sale above the simplified limit) may still be exchanged for one with hers.
    if (sale?.kind === 'full' && sale.customerTaxId !== null) return 'already'
    if (sale) {
      const [rectified] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.rectifiesId, sale.id)).limit(1)
      if (rectified) return 'rectified'
    }
    await tx
      .insert(invoiceRequests)
      .values({ orderId, customer, requestedAt: now })
      .onConflictDoUpdate({ target: invoiceRequests.orderId, set: { customer, requestedAt: now } })
    if (!sale) return 'saved'
    const id = randomUUID()
    // The simplified one steps aside first, so the order has one current sales invoice throughout.
    await tx.update(invoices).set({ replacedById: id }).where(eq(invoices.id, sale.id))
    const settings = await getStoreSettingsIn(tx)
    const { lines, vat, totals, paid } = sale.snapshot
    const snapshot: InvoiceSnapshot = {
      version: 1,
      issuer: issuerOf(settings),
      customer,
      orderNumber: sale.snapshot.orderNumber,
      lines,
      vat,
      totals,
      paid,
      replaces: { number: sale.number, issuedAt: sale.issuedAt.toISOString(), kind: sale.kind },
    }
    await insertInvoice({ id, series: 'F', kind: 'full', orderId, snapshot }, tx, now)
    return 'issued'
  })
}

/** What she asked to be on her full invoice before paying, if she did. */
export async function getFullInvoiceRequest(orderId: string): Promise<InvoiceParty | null> {
  const [row] = await getDb().select({ customer: invoiceRequests.customer }).from(invoiceRequests).where(eq(invoiceRequests.orderId, orderId))
  return row?.customer ?? null
}

export type OrderInvoice = Pick<InvoiceRow, 'number' | 'series' | 'kind' | 'issuedAt' | 'totalCents' | 'customerTaxId'> & {
  replaced: boolean
  /** The invoice a rectifying one corrects. */
  rectifies: string | null
}

/** Every invoice of an order, oldest first. */
export async function listOrderInvoices(orderId: string): Promise<OrderInvoice[]> {
  const rows = await getDb()
    .select({
      number: invoices.number,
      series: invoices.series,
      kind: invoices.kind,
      issuedAt: invoices.issuedAt,
      totalCents: invoices.totalCents,
      customerTaxId: invoices.customerTaxId,
      replacedById: invoices.replacedById,
      rectifies: sql<string | null>`${invoices.snapshot} -> 'rectifies' ->> 'number'`,
    })
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number))
  return rows.map(({ replacedById, ...r }) => ({ ...r, replaced: replacedById !== null }))
}

/** The current sales invoice's number of each of these orders (Mis pedidos). */
export async function listSaleInvoiceNumbers(orderIds: string[]): Promise<Map<string, string>> {
  if (!orderIds.length) return new Map()
  const rows = await getDb()
    .select({ orderId: invoices.orderId, number: invoices.number })
    .from(invoices)
    .where(and(inArray(invoices.orderId, orderIds), eq(invoices.series, 'F'), isNull(invoices.replacedById)))
  return new Map(rows.map((r) => [r.orderId, r.number]))
}

/** One invoice by its number, with the order it belongs to. */
export async function getInvoiceByNumber(number: string): Promise<InvoiceRow | null> {
  const [row] = await getDb().select().from(invoices).where(eq(invoices.number, number))
  return row ?? null
}

/**
 * Her account deleted (art. 17 GDPR; legal/her-data.server.ts): the invoices stay, as the law asks,
 * but a simplified invoice (and what rectifies one) does not need her name (art. 7 RD 1619/2012), so
 * it goes; a full invoice keeps the name, address and tax id the law requires on it (art. 6) — one
 * she asked for, or one a sale above the simplified limit got without a tax id. Details kept for an
 * invoice not yet issued go too.
 */
export async function anonymiseInvoicesOf(orderIds: string[], tx: Tx): Promise<void> {
  if (!orderIds.length) return
  await tx
    .update(invoices)
    .set({ customerName: '', snapshot: sql`jsonb_set(${invoices.snapshot}, '{customer}', '{"name": "", "taxId": null, "address": []}'::jsonb)` })
    .where(
      and(
        inArray(invoices.orderId, orderIds),
        isNull(invoices.customerTaxId),
        or(eq(invoices.kind, 'simplified'), and(eq(invoices.kind, 'rectifying'), sql`coalesce(${invoices.snapshot} -> 'rectifies' ->> 'kind', 'simplified') = 'simplified'`)),
      ),
    )
  await tx.delete(invoiceRequests).where(inArray(invoiceRequests.orderId, orderIds))
}
