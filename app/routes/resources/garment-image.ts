import type { Route } from './+types/garment-image'
import { garmentImageResponse } from '#app/modules/customizer/garment-image.server.tsx'

/** GET /media/garment.svg?kind=…&fabric=…&sleeve=…: a design's drawing as an image. */
export function loader({ request }: Route.LoaderArgs) {
  return garmentImageResponse(request)
}
