import type { Route } from './+types/garment-image'
import { garmentImageResponse } from '#app/modules/customizer/garment-image.server.tsx'

/**
 * GET /media/garment.svg?kind=…&fabric=…&sleeve=…: a design's drawing as an image, in a catalogue
 * fabric with the parts its category offers. Only the addresses the shop links (or signs) are drawn;
 * any other is a 400, and a flood of real ones is a 503 with Retry-After (garment-image.server.tsx).
 */
export function loader({ request }: Route.LoaderArgs) {
  return garmentImageResponse(request)
}
