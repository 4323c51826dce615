import type { Locale } from '#app/i18n/config.ts'
import { translations } from '#app/i18n/resources.server.ts'

/** A drawn picture, as the drawing routes serve it (an SVG or a WebP, and its ETag). */
export type DrawingFile = { body: string | Uint8Array<ArrayBuffer>; type: string; etag: string }

/** What looking up a drawing's address found (modules/artwork/drawing-images.server.tsx). */
export type DrawingLookup = { kind: 'drawing'; drawing: DrawingFile } | { kind: 'notADrawing' } | { kind: 'busy' }

function refusal(status: 400 | 503, text: string, headers: Record<string, string> = {}) {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } })
}

/**
 * The answer of the picture routes: the drawing, cached a day by browsers and shared caches (a week
 * stale while revalidating), 304 when the browser already holds it (`ifNoneMatch`); 400 for an
 * address that is no drawing of ours, 503 with Retry-After when too many are waiting, in her language.
 */
export function drawingResponse(lookup: DrawingLookup, ifNoneMatch: string | null, locale: Locale): Response {
  const messages = translations[locale].garment.media
  if (lookup.kind === 'notADrawing') return refusal(400, messages.notADrawing)
  if (lookup.kind === 'busy') return refusal(503, messages.busy, { 'Retry-After': '2' })
  const { drawing } = lookup
  const headers = {
    'Content-Type': drawing.type,
    'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    ETag: drawing.etag,
  }
  if (ifNoneMatch === drawing.etag) return new Response(null, { status: 304, headers })
  return new Response(drawing.body, { headers })
}
