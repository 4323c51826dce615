import { createHash } from 'node:crypto'
import { renderToStaticMarkup } from 'react-dom/server'
import { FabricSwatch } from '#app/modules/catalogue/components/fabric-swatch.tsx'
import { GarmentPreview } from './components/garment-preview.tsx'
import { readFabricImageUrl, readGarmentImageUrl } from './garment-design.ts'

/**
 * The garment drawings and fabric samples as SVG files, for the pages that only show them (product
 * cards, basket, saved designs, fabric chips): a picture the browser caches and decodes off the main
 * thread instead of hundreds of nodes to parse, lay out and hydrate on every page. The customizer's
 * live preview stays inline, where it redraws as choices change.
 */

const cache = new Map<string, { body: string; etag: string }>()
const cacheLimit = 1000

function drawing(key: string, draw: () => string) {
  let entry = cache.get(key)
  if (!entry) {
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n${draw()}`
    entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` }
    // Addresses are built from the shop's own data, but anyone can ask for any valid one: bounded.
    if (cache.size >= cacheLimit) cache.delete(cache.keys().next().value!)
    cache.set(key, entry)
  }
  return entry
}

function answer(request: Request, entry: { body: string; etag: string }) {
  const headers = {
    'Content-Type': 'image/svg+xml; charset=utf-8',
    'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    ETag: entry.etag,
  }
  if (request.headers.get('If-None-Match') === entry.etag) return new Response(null, { status: 304, headers })
  return new Response(entry.body, { headers })
}

const notADrawing = () => new Response('Not a drawing we make', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })

export function garmentImageResponse(request: Request): Response {
  const query = new URL(request.url).searchParams
  const design = readGarmentImageUrl(query)
  if (!design) return notADrawing()
  return answer(
    request,
    drawing(`g:${query}`, () => renderToStaticMarkup(<GarmentPreview design={design} label="" decorative standalone />)),
  )
}

export function fabricImageResponse(request: Request): Response {
  const query = new URL(request.url).searchParams
  const sample = readFabricImageUrl(query)
  if (!sample) return notADrawing()
  return answer(
    request,
    drawing(`f:${query}`, () => renderToStaticMarkup(<FabricSwatch pattern={sample.pattern} shape={sample.shape} standalone />)),
  )
}
