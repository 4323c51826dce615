import { data } from 'react-router'
import type { Route } from './+types/uploaded-image'
import { getMediaStorage } from '#app/utils/media-storage.server.ts'
import { parseUploadedFileName } from '#app/utils/media.ts'

/**
 * GET /media/uploads/<key>-<width>.webp (or .avif, a photograph's): an uploaded catalogue picture, as the upload stored it
 * (re-encoded by sharp, no metadata). A key is random and never reused, so the file never changes:
 * cached for a year by anyone. Any other name is a 404 before the storage is asked.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const name = parseUploadedFileName(params.file)
  if (!name) throw data(null, { status: 404 })
  const body = await getMediaStorage().get(params.file)
  if (!body) throw data(null, { status: 404 })
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': `image/${name.format}`,
      'Content-Length': String(body.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
