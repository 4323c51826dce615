import type { Route } from './+types/fabric-image'
import { fabricImageResponse } from '#app/modules/customizer/garment-image.server.tsx'

/** GET /media/fabric.svg?fabric=…&shape=circle|square: a fabric sample as an image. */
export function loader({ request }: Route.LoaderArgs) {
  return fabricImageResponse(request)
}
