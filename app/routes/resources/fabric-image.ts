import type { Route } from './+types/fabric-image'
import { fabricImageResponse } from '#app/modules/customizer/garment-image.server.tsx'

/**
 * GET /media/fabric.webp?fabric=…&shape=circle|square&scale=2|3: a catalogue fabric's sample as a
 * picture. Only the addresses the shop links (or signs) are drawn; any other is a 400, and a flood
 * of real ones is a 503 with Retry-After (garment-image.server.tsx).
 */
export function loader({ request }: Route.LoaderArgs) {
  return fabricImageResponse(request)
}
