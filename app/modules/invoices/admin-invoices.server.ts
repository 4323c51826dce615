import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import { findOrderIdByNumber } from '#app/modules/orders/admin-orders.server.ts'
import { normalizeOrderNumber } from '#app/modules/orders/order-number.ts'
import { getDb } from '#app/utils/db.server.ts'
import { checkTaxId } from '#app/utils/tax-id.ts'
import { invoices, type InvoiceSnapshot } from '#db/schema/index.ts'
import { normalizeInvoiceNumber } from './invoice-lines.ts'

/*
 * The back office's invoices (/admin/invoices, docs/product.md#invoices): newest first by keyset on
 * (issued_at, id), searched by invoice number, order number, tax id or her name's words, within a
 * period of days in Spain's time; and the same selection, oldest first, for the accountant's CSV.
 */

export const ADMIN_INVOICES_PAGE_SIZE = 25

export type AdminInvoiceFilters = { q?: string; from?: string; to?: string }

const day = /^\d{4}-\d{2}-\d{2}$/

/** A YYYY-MM-DD that is a real day, or undefined. */
export function readDay(value: string | null | undefined): string | undefined {
  if (!value || !day.test(value)) return undefined
  const date = new Date(`${value}T00:00:00Z`)
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? undefined : value
}

async function searchCondition(q: string): Promise<SQL> {
  const invoice = normalizeInvoiceNumber(q)
  if (invoice) return eq(invoices.number, invoice)
  const order = normalizeOrderNumber(q)
  if (order) {
    const orderId = await findOrderIdByNumber(order)
    return orderId ? eq(invoices.orderId, orderId) : sql`false`
  }
  const taxId = checkTaxId(q)
  if (taxId.ok) return eq(invoices.customerTaxId, taxId.value)
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
  if (!words.length) return sql`false`
  return sql`to_tsvector('simple', ${invoices.customerName}) @@ to_tsquery('simple', ${words.map((w) => `${w}:*`).join(' & ')})`
}

async function filterConditions(filters: AdminInvoiceFilters): Promise<SQL | undefined> {
  const q = filters.q?.trim()
  return and(
    q ? await searchCondition(q) : undefined,
    // Days as the shop lives them: from Madrid's midnight to the next one after `to`.
    filters.from ? sql`${invoices.issuedAt} >= (${filters.from}::date)::timestamp at time zone 'Europe/Madrid'` : undefined,
    filters.to ? sql`${invoices.issuedAt} < (${filters.to}::date + 1)::timestamp at time zone 'Europe/Madrid'` : undefined,
  )
}

const listColumns = {
  id: invoices.id,
  number: invoices.number,
  kind: invoices.kind,
  issuedAt: invoices.issuedAt,
  customerName: invoices.customerName,
  customerTaxId: invoices.customerTaxId,
  baseCents: invoices.baseCents,
  vatCents: invoices.vatCents,
  totalCents: invoices.totalCents,
  snapshot: invoices.snapshot,
}

export type AdminInvoiceRow = Omit<typeof invoices.$inferSelect, 'orderId' | 'series' | 'year' | 'sequence' | 'rectifiesId' | 'replacedById'>

/** One page, newest first; `before`/`after` are an invoice's id. */
export async function listInvoicesForAdmin(
  filters: AdminInvoiceFilters,
  page: { before?: string; after?: string } = {},
  size = ADMIN_INVOICES_PAGE_SIZE,
): Promise<{ rows: (Omit<AdminInvoiceRow, 'snapshot'> & { orderNumber: string })[]; older: string | null; newer: string | null }> {
  const cursorId = page.before ?? page.after
  const cursor = cursorId === undefined ? undefined : sql`(select ${invoices.issuedAt}, ${invoices.id} from ${invoices} where ${invoices.id} = ${cursorId})`
  const newerFirst = page.after === undefined
  const where = and(
    await filterConditions(filters),
    cursor === undefined
      ? undefined
      : page.before !== undefined
        ? sql`(${invoices.issuedAt}, ${invoices.id}) < ${cursor}`
        : sql`(${invoices.issuedAt}, ${invoices.id}) > ${cursor}`,
  )
  const found = await getDb()
    .select(listColumns)
    .from(invoices)
    .where(where)
    .orderBy(...(newerFirst ? [desc(invoices.issuedAt), desc(invoices.id)] : [asc(invoices.issuedAt), asc(invoices.id)]))
    .limit(size + 1)
  const more = found.length > size
  const kept = found.slice(0, size)
  const list = (newerFirst ? kept : kept.reverse()).map(({ snapshot, ...r }) => ({ ...r, orderNumber: snapshot.orderNumber }))
  const first = list[0]?.id ?? null
  const last = list.at(-1)?.id ?? null
  if (newerFirst) return { rows: list, older: more ? last : null, newer: page.before !== undefined ? first : null }
  return { rows: list, older: last, newer: more ? first : null }
}

/** The selection for the CSV, oldest first, 500 at a time. */
export async function* invoicesInBatches(filters: AdminInvoiceFilters, size = 500): AsyncGenerator<(AdminInvoiceRow & { snapshot: InvoiceSnapshot })[]> {
  const base = await filterConditions(filters)
  let after: { issuedAt: Date; id: string } | null = null
  for (;;) {
    const rows: AdminInvoiceRow[] = await getDb()
      .select(listColumns)
      .from(invoices)
      .where(and(base, after ? sql`(${invoices.issuedAt}, ${invoices.id}) > (${after.issuedAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined))
      .orderBy(asc(invoices.issuedAt), asc(invoices.id))
      .limit(size)
    if (!rows.length) return
    yield rows
    if (rows.length < size) return
    const last = rows.at(-1)!
    after = { issuedAt: last.issuedAt, id: last.id }
  }
}
