import type { Route } from './+types/order-pattern'
import { loadAdminOrder } from '#app/modules/admin/order-page.server.ts'
import { loadPatternFile } from '#app/modules/atelier/pattern-jobs.server.ts'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import type { PatternFileKind } from '#app/utils/media.ts'

/**
 * GET /admin/orders/:number/patterns/:position/pattern.svg | a4.pdf | a0.pdf: a garment's pattern
 * files as the pattern worker kept them, their words in the admin's language (docs/atelier.md#the-files). Admins only: a pattern is drawn
 * from her body. Shown inline (the order page's preview) or, with `?download`, saved as a file;
 * never cached. Anything else, or a pattern not drafted yet, is a 404.
 */
const files: Record<string, { kind: PatternFileKind; type: string }> = {
  'pattern.svg': { kind: 'svg', type: 'image/svg+xml' },
  'a4.pdf': { kind: 'a4', type: 'application/pdf' },
  'a0.pdf': { kind: 'a0', type: 'application/pdf' },
}

const notFound = () => new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const file = Object.hasOwn(files, params.file) ? files[params.file]! : null
  const position = /^\d{1,3}$/.test(params.position) ? Number(params.position) : 0
  const order = file && position > 0 ? await loadAdminOrder(params.number, locale) : null
  const item = order?.items.find((i) => i.position === position && i.kind === 'garment')
  const body = file && item ? await loadPatternFile(item.id, file.kind, locale) : null
  if (!file || !order || !body) throw notFound()
  const download = new URL(request.url).searchParams.has('download')
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': file.type,
      'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename="${order.number}-${position}-${params.file}"`,
      'Content-Length': String(body.byteLength),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      // Our own drawing, but an SVG opened on its own is a document: it may run nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    },
  })
}
