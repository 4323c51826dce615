import type { Route } from './+types/order-document'
import { loadAdminOrder } from '#app/modules/admin/order-page.server.ts'
import { renderPackingSlip } from '#app/modules/admin/order-documents.server.ts'
import { renderProductionSheet } from '#app/modules/admin/order-production-sheet.server.ts'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'

/**
 * GET /admin/orders/:number/production-sheet.pdf and /packing-slip.pdf: the workshop's papers for an
 * order, in the admin's language, shown in the browser (inline) to print, never cached.
 */
const documents = {
  'production-sheet.pdf': renderProductionSheet,
  'packing-slip.pdf': renderPackingSlip,
} as const

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const render = Object.hasOwn(documents, params.document) ? documents[params.document as keyof typeof documents] : null
  const order = render ? await loadAdminOrder(params.number, locale) : null
  if (!render || !order) throw new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const pdf = await render(order, locale)
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${order.number}-${params.document}"`,
      'Cache-Control': 'private, no-store',
      'Content-Length': String(pdf.byteLength),
    },
  })
}
