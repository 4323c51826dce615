import type { Route } from './+types/fabric-image'
import { findFabricDrawing } from '#app/modules/artwork/drawing-images.server.tsx'
import { getLinkedDrawings } from '#app/modules/catalogue/catalogue-outline.server.ts'
import { drawingResponse } from '#app/utils/drawing-response.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'

/**
 * GET /media/fabric.webp?fabric=…&shape=circle|square&scale=2|3: a catalogue fabric's sample as a
 * picture. Only the addresses the shop links (or signs) are drawn; any other is a 400, and a flood
 * of real ones is a 503 with Retry-After (artwork/drawing-images.server.tsx).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, clientAddress } = getRequestContext(context)
  const url = new URL(request.url)
  return drawingResponse(await findFabricDrawing(`${url.pathname}${url.search}`, clientAddress, getLinkedDrawings), request.headers.get('If-None-Match'), locale)
}
