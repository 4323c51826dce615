import type { Route } from './+types/garment-image'
import { findGarmentDrawing } from '#app/modules/artwork/drawing-images.server.tsx'
import { getLinkedDrawings } from '#app/modules/catalogue/catalogue-outline.server.ts'
import { drawingResponse } from '#app/utils/drawing-response.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'

/**
 * GET /media/garment.svg?kind=…&fabric=…&sleeve=…: a design's drawing as an image, in a catalogue
 * fabric with the parts its category offers. Only the addresses the shop links (or signs) are drawn;
 * any other is a 400, and a flood of real ones is a 503 with Retry-After (artwork/drawing-images.server.tsx).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, clientAddress } = getRequestContext(context)
  const url = new URL(request.url)
  return drawingResponse(await findGarmentDrawing(`${url.pathname}${url.search}`, clientAddress, getLinkedDrawings), request.headers.get('If-None-Match'), locale)
}
