import type { Route } from './+types/invoice'
import { renderInvoicePdf } from '#app/modules/invoices/invoice-pdf.server.ts'
import { normalizeInvoiceNumber } from '#app/modules/invoices/invoice-lines.ts'
import { getInvoiceByNumber } from '#app/modules/invoices/invoices.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { pdfResponse } from '#app/utils/pdf.server.ts'
import { requireOrderAccess } from './order-access.server.ts'

/**
 * GET /orders/:number/invoices/:invoice: one of the order's invoices as PDF, for whoever may open the
 * order (her session, or the guest link's key: requireOrderAccess); an invoice of another order is
 * the same 404 as a missing one.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { order } = await requireOrderAccess(request, params, context)
  const number = normalizeInvoiceNumber(params.invoice)
  const invoice = number ? await getInvoiceByNumber(number) : null
  if (!invoice || invoice.orderId !== order.id)
    throw new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' } })
  const pdf = await renderInvoicePdf(invoice, getRequestContext(context).locale)
  return pdfResponse(pdf, `${invoice.number}.pdf`, 'attachment')
}
