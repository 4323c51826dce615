import type { Route } from './+types/invoice-document'
import { renderInvoicePdf } from '#app/modules/invoices/invoice-pdf.server.ts'
import { normalizeInvoiceNumber } from '#app/modules/invoices/invoice-lines.ts'
import { getInvoiceByNumber } from '#app/modules/invoices/invoices.server.ts'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { pdfResponse } from '#app/utils/pdf.server.ts'

/** GET /admin/invoices/:invoice: any invoice as PDF, for the back office (opened in the browser). */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const number = normalizeInvoiceNumber(params.invoice)
  const invoice = number ? await getInvoiceByNumber(number) : null
  if (!invoice) throw new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  return pdfResponse(await renderInvoicePdf(invoice, getRequestContext(context).locale), `${invoice.number}.pdf`)
}
