import type { Route } from './+types/fabric-image'
import { fabricImageResponse } from '#app/modules/customizer/garment-image.server.tsx'

/** GET /media/fabric.webp?fabric=…&shape=circle|square&scale=2|3: a fabric sample as a picture. */
export function loader({ request }: Route.LoaderArgs) {
  return fabricImageResponse(request)
}
