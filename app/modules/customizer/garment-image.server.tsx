import { createHash } from 'node:crypto'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { FabricSwatch } from '#app/modules/catalogue/components/fabric-swatch.tsx'
import { GarmentPreview } from './components/garment-preview.tsx'
import { readFabricImageUrl, readGarmentImageUrl } from './garment-design.ts'

/**
 * The garment drawings as SVG files and the fabric samples as small WebP pictures, for the pages that
 * only show them (product cards, basket, saved designs, fabric chips): a picture the browser caches
 * instead of hundreds of nodes to parse, lay out and hydrate on every page. The customizer's live
 * preview stays inline, where it redraws as choices change.
 */

type Drawing = { body: string | Uint8Array<ArrayBuffer>; etag: string; type: string }
const cache = new Map<string, Drawing>()
const cacheLimit = 1000

/**
 * The picture a valid address draws — the SVG itself, or `raster` of it — cached (bounded: the
 * addresses come from the shop's own data, but anyone can ask for any valid one), 304 to its ETag,
 * or 400 when the address is not a drawing.
 */
async function drawingResponse<T>(
  request: Request,
  kind: string,
  read: (query: URLSearchParams) => T | null,
  draw: (subject: T) => ReactElement,
  raster?: (svg: string, subject: T) => Promise<Uint8Array<ArrayBuffer>>,
): Promise<Response> {
  const query = new URL(request.url).searchParams
  const subject = read(query)
  if (subject === null) return new Response('Not a drawing we make', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const key = `${kind}:${query}`
  let entry = cache.get(key)
  if (!entry) {
    const svg = `<?xml version="1.0" encoding="UTF-8"?>\n${renderToStaticMarkup(draw(subject))}`
    const body = raster ? await raster(svg, subject) : svg
    entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, type: raster ? 'image/webp' : 'image/svg+xml; charset=utf-8' }
    if (cache.size >= cacheLimit) cache.delete(cache.keys().next().value!)
    cache.set(key, entry)
  }
  const headers = {
    'Content-Type': entry.type,
    'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    ETag: entry.etag,
  }
  if (request.headers.get('If-None-Match') === entry.etag) return new Response(null, { status: 304, headers })
  return new Response(entry.body, { headers })
}

export function garmentImageResponse(request: Request): Promise<Response> {
  return drawingResponse(request, 'garment', readGarmentImageUrl, (design) => <GarmentPreview design={design} label="" decorative standalone />)
}

export function fabricImageResponse(request: Request): Promise<Response> {
  return drawingResponse(
    request,
    'fabric',
    readFabricImageUrl,
    ({ pattern, shape }) => <FabricSwatch pattern={pattern} shape={shape} standalone />,
    // The drawing is 64 × 64 at 72 dpi: 144 or 216 dpi gives the 2× or 3× picture.
    async (svg, { scale }) => new Uint8Array(await sharp(Buffer.from(svg), { density: 72 * scale }).webp({ quality: 82, alphaQuality: 90, effort: 5 }).toBuffer()),
  )
}
