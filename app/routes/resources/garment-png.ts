import type { Route } from './+types/garment-png'
import { findGarmentPng } from '#app/modules/artwork/drawing-images.server.tsx'
import { getLinkedDrawings } from '#app/modules/catalogue/catalogue-outline.server.ts'
import { drawingResponse } from '#app/utils/drawing-response.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'

/**
 * GET /media/garment.png?kind=…&sig=…: a design's drawing as a PNG, for the order e-mails (mail
 * clients show no SVG). The same rules as /media/garment.svg: only linked or signed addresses. Webmail
 * shows it on another origin: server/security.ts lets it be embedded there (CORP cross-origin).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, clientAddress } = getRequestContext(context)
  const url = new URL(request.url)
  return drawingResponse(await findGarmentPng(`${url.pathname}${url.search}`, clientAddress, getLinkedDrawings), request.headers.get('If-None-Match'), locale)
}
