import type { Route } from './+types/share-image'
import { findGarmentShareImage } from '#app/modules/artwork/drawing-images.server.tsx'
import { getLinkedDrawings } from '#app/modules/catalogue/catalogue-outline.server.ts'
import { drawingResponse } from '#app/utils/drawing-response.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'

/**
 * GET /media/share.png?kind=…&fabric=…: a product's picture for Open Graph and Twitter cards (1200 ×
 * 630 PNG), with the rules of /media/garment.svg: only the drawings the catalogue links, each drawn
 * once. Networks fetch it from their own servers; server/security.ts lets other origins embed it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, clientAddress } = getRequestContext(context)
  const url = new URL(request.url)
  return drawingResponse(await findGarmentShareImage(`${url.pathname}${url.search}`, clientAddress, getLinkedDrawings), request.headers.get('If-None-Match'), locale)
}
