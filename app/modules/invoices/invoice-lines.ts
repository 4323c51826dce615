import { computeIncludedVat } from '#app/modules/money/money.ts'
import type { InvoiceLine, InvoiceSeries, InvoiceSnapshot } from '#db/schema/invoices.ts'
import type { LocalizedText } from '#db/schema/types.ts'

/*
 * What an invoice says, computed from an order as it was sold (docs/product.md#invoices): pure, so
 * the rules are tested without a database. Prices include IVA (21 %); the IVA of each rate is taken
 * from the rate's whole amount, as the order's own vat_cents is, and shared out over its lines so
 * every line's base plus IVA is its amount and the lines add up to the totals. A gift card sold is a
 * multi-purpose voucher: not subject to IVA when sold (it is taxed when spent), so its line carries
 * none; paying with one is a means of payment and lowers no base.
 */

export const VAT_RATE_PERCENT = 21

/**
 * The most a factura simplificada may be for, IVA included: 3.000 € for retail sales (art. 4.1 RD
 * 1619/2012; decision 016). A sale above it is invoiced in full, with her name and address, even when
 * she gave no tax id.
 */
export const SIMPLIFIED_LIMIT_CENTS = 300_000

/** Which sales invoice an order gets: full when she asked for one or when its total is above the simplified limit. */
export function computeSaleInvoiceKind(totalCents: number, asked: boolean): 'simplified' | 'full' {
  return asked || totalCents > SIMPLIFIED_LIMIT_CENTS ? 'full' : 'simplified'
}

/** F-2026-000123. */
export function formatInvoiceNumber(series: InvoiceSeries, year: number, sequence: number): string {
  return `${series}-${year}-${String(sequence).padStart(6, '0')}`
}

const invoiceNumberPattern = /^([FR])-(\d{4})-(\d{6,})$/

/** A typed invoice number, normalised (any case, spaces around), or null. */
export function normalizeInvoiceNumber(value: string | null | undefined): string | null {
  const match = invoiceNumberPattern.exec((value ?? '').trim().toUpperCase())
  return match ? `${match[1]}-${match[2]}-${match[3]}` : null
}

/** The series' year is the calendar year in Spain at the moment of issue. */
export function computeInvoiceYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Madrid' }).format(at))
}

export type SaleSource = {
  items: { kind: 'garment' | 'gift_card'; totalCents: number; name: LocalizedText; detail?: LocalizedText }[]
  urgentCents: number
  shippingCents: number
  shippingMethod: string
  giftCardCents: number
  /** What was left to pay once the gift-card credit was applied (the order's total). */
  totalCents: number
}

type Draft = Omit<InvoiceLine, 'baseCents' | 'vatCents'>

/** Lines, IVA per rate and totals of a sale. */
export function computeSaleLines(source: SaleSource): Pick<InvoiceSnapshot, 'lines' | 'vat' | 'totals' | 'paid'> {
  const drafts: Draft[] = []
  for (const item of source.items) {
    if (item.kind === 'gift_card') drafts.push({ kind: 'giftCard', name: item.name, totalCents: item.totalCents, vatRate: 0, notSubject: true })
    else drafts.push({ kind: 'garment', name: item.name, ...(item.detail ? { detail: item.detail } : {}), totalCents: item.totalCents, vatRate: VAT_RATE_PERCENT })
  }
  if (source.urgentCents > 0) drafts.push({ kind: 'urgent', totalCents: source.urgentCents, vatRate: VAT_RATE_PERCENT })
  if (source.shippingCents > 0) drafts.push({ kind: 'shipping', method: source.shippingMethod, totalCents: source.shippingCents, vatRate: VAT_RATE_PERCENT })
  const priced = priceLines(drafts)
  const summary = summarize(priced)
  if (summary.totals.totalCents !== source.totalCents + source.giftCardCents) throw new Error('invoice lines do not add up to the order')
  return { ...summary, paid: { giftCardCents: source.giftCardCents, otherCents: source.totalCents } }
}

/**
 * A rectifying invoice for `amountCents` given back of `original` (already reduced by earlier
 * rectifications to `remainingCents`): the whole invoice reversed line by line, or a partial
 * refund shared over the original's rates in proportion to what each rate sold.
 */
export function computeRectifyingLines(
  original: Pick<InvoiceSnapshot, 'lines' | 'vat' | 'totals'>,
  amountCents: number,
  remainingCents: number,
): Pick<InvoiceSnapshot, 'lines' | 'vat' | 'totals' | 'paid'> {
  const amount = Math.min(Math.max(0, Math.round(amountCents)), remainingCents)
  if (amount === original.totals.totalCents) {
    const lines = original.lines.map((l) => ({ ...l, baseCents: -l.baseCents, vatCents: -l.vatCents, totalCents: -l.totalCents }))
    return { ...summarize(lines), paid: { giftCardCents: 0, otherCents: 0 } }
  }
  const groups = original.vat.filter((g) => g.baseCents + g.vatCents > 0)
  const whole = groups.reduce((sum, g) => sum + g.baseCents + g.vatCents, 0)
  const drafts: Draft[] = []
  let left = amount
  groups.forEach((g, i) => {
    const share = i === groups.length - 1 ? left : Math.round((amount * (g.baseCents + g.vatCents)) / whole)
    left -= share
    if (share > 0) drafts.push({ kind: 'partialRefund', totalCents: share, vatRate: g.rate, ...(g.notSubject ? { notSubject: true } : {}) })
  })
  const lines = priceLines(drafts).map((l) => ({ ...l, baseCents: -l.baseCents, vatCents: -l.vatCents, totalCents: -l.totalCents }))
  return { ...summarize(lines), paid: { giftCardCents: 0, otherCents: 0 } }
}

const groupKey = (l: { vatRate: number; notSubject?: boolean }) => `${l.vatRate}:${l.notSubject ? 'n' : 's'}`

/** Each line's IVA, the rounding of its rate's whole amount given to the rate's largest line. */
function priceLines(drafts: Draft[]): InvoiceLine[] {
  const lines: InvoiceLine[] = drafts.map((d) => {
    const vatCents = d.notSubject ? 0 : computeIncludedVat(d.totalCents, d.vatRate / 100)
    return { ...d, baseCents: d.totalCents - vatCents, vatCents }
  })
  for (const key of new Set(lines.map(groupKey))) {
    const group = lines.filter((l) => groupKey(l) === key && !l.notSubject)
    if (!group.length) continue
    const total = group.reduce((sum, l) => sum + l.totalCents, 0)
    const vat = computeIncludedVat(total, group[0]!.vatRate / 100)
    const diff = vat - group.reduce((sum, l) => sum + l.vatCents, 0)
    if (diff === 0) continue
    const largest = group.reduce((a, b) => (b.totalCents > a.totalCents ? b : a))
    largest.vatCents += diff
    largest.baseCents -= diff
  }
  return lines
}

function summarize(lines: InvoiceLine[]): Pick<InvoiceSnapshot, 'lines' | 'vat' | 'totals'> {
  const vat = new Map<string, InvoiceSnapshot['vat'][number]>()
  for (const l of lines) {
    const key = groupKey(l)
    const row = vat.get(key) ?? { rate: l.vatRate, baseCents: 0, vatCents: 0, ...(l.notSubject ? { notSubject: true } : {}) }
    row.baseCents += l.baseCents
    row.vatCents += l.vatCents
    vat.set(key, row)
  }
  const totals = lines.reduce((t, l) => ({ baseCents: t.baseCents + l.baseCents, vatCents: t.vatCents + l.vatCents, totalCents: t.totalCents + l.totalCents }), {
    baseCents: 0,
    vatCents: 0,
    totalCents: 0,
  })
  return { lines, vat: [...vat.values()], totals }
}
