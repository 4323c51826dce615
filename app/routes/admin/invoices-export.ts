import type { Route } from './+types/invoices-export'
import { translations } from '#app/i18n/resources.server.ts'
import { createTranslator } from '#app/i18n/translator.ts'
import { invoicesInBatches, readDay } from '#app/modules/invoices/admin-invoices.server.ts'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { csvEuros, csvFileName, csvStream } from '#app/utils/csv.ts'

/**
 * GET /admin/invoices/export?q&from&to: the invoices of the list's selection as CSV for the
 * accountant (app/utils/csv.ts), oldest first, one row per invoice: its number and kind, the day in
 * Spain, the order, her name and tax id, base, IVA rate(s), IVA and total in euros with a dot and
 * always two decimals ('55.00'; negative for a rectifying invoice), and the invoice it corrects or replaces.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const { t } = createTranslator(locale, translations[locale])
  const url = new URL(request.url)
  const filters = { q: (url.searchParams.get('q') ?? '').trim().slice(0, 100), from: readDay(url.searchParams.get('from')), to: readDay(url.searchParams.get('to')) }
  const day = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Europe/Madrid' })
  async function* rows() {
    for await (const batch of invoicesInBatches(filters))
      yield batch.map((r) => [
        r.number,
        t(`invoices.kinds.${r.kind}`),
        day.format(r.issuedAt),
        r.snapshot.orderNumber,
        r.customerName,
        r.customerTaxId,
        csvEuros(r.baseCents),
        r.snapshot.vat.map((g) => (g.notSubject ? t('invoices.pdf.notSubject') : `${g.rate}%`)).join(' / '),
        csvEuros(r.vatCents),
        csvEuros(r.totalCents),
        r.snapshot.rectifies?.number ?? null,
        r.snapshot.replaces?.number ?? null,
      ])
  }
  const header = ['number', 'kind', 'issuedAt', 'order', 'customer', 'taxId', 'base', 'vatRate', 'vat', 'total', 'rectifies', 'replaces'].map((k) => t(`invoices.csv.${k}`))
  const period = [filters.from, filters.to].filter(Boolean).join('_')
  return new Response(csvStream(header, rows()), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${csvFileName(`${locale === 'es' ? 'gemela-facturas' : 'gemela-invoices'}${period ? `-${period}` : ''}`)}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
