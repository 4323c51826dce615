import { createHash } from 'node:crypto'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { translations } from '#app/i18n/resources.server.ts'
import { getCatalogueOutline } from '#app/modules/catalogue/catalogue-outline.server.ts'
import { FabricSwatch } from '#app/modules/catalogue/components/fabric-swatch.tsx'
import { getLocale } from '#app/utils/locale.server.ts'
import { computeSignature, verifySignature } from '#app/utils/signing.server.ts'
import { createWorkQueue, type WorkResult } from '#app/utils/work-queue.server.ts'
import { GarmentPreview } from './components/garment-preview.tsx'
import { computeDrawingCatalogue, type DrawingCatalogue, isCatalogueFabric, isCatalogueGarment } from './drawing-address.ts'
import { fabricImageUrl, garmentImageUrl, readFabricImageUrl, readGarmentImageUrl } from './garment-design.ts'

/**
 * The garment drawings as SVG files and the fabric samples as small WebP pictures, for the pages that
 * only show them (product cards, basket, saved designs, fabric chips): a picture the browser caches
 * instead of hundreds of nodes to parse, lay out and hydrate on every page. The customizer's live
 * preview stays inline, where it redraws as choices change.
 *
 * Drawing costs 2–8 ms of the event loop (an SVG) or ~17 ms with its WebP, so the routes draw only
 * what the shop links (drawing-address.ts) or what it signed, in canonical form, each once: a flood of
 * made-up addresses is a 400 before anything is drawn, and a flood of real ones waits in a short
 * queue or is told to come back (503) while pages keep their turn (issue 14, item 5).
 */

type Drawing = { body: string | Uint8Array<ArrayBuffer>; etag: string; type: string; bytes: number }

/** Every drawing the seeded catalogue links fits (1,508 SVGs of 9 KB on average, 13 MB; 48 WebPs of ~3.5 KB). */
export const drawingCacheLimits = { entries: 4096, bytes: 32 * 1024 * 1024 }
const cache = new Map<string, Drawing>()
let cachedBytes = 0

function recall(key: string): Drawing | undefined {
  const drawing = cache.get(key)
  // Least recently used goes first: a hit moves to the end of the Map's order.
  if (drawing) {
    cache.delete(key)
    cache.set(key, drawing)
  }
  return drawing
}

function remember(key: string, drawing: Drawing) {
  cachedBytes -= cache.get(key)?.bytes ?? 0
  cache.delete(key)
  cache.set(key, drawing)
  cachedBytes += drawing.bytes
  for (const [oldest, old] of cache) {
    if (cache.size <= drawingCacheLimits.entries && cachedBytes <= drawingCacheLimits.bytes) break
    cache.delete(oldest)
    cachedBytes -= old.bytes
  }
}

/**
 * One drawing at a time, each after a turn of the event loop: its SVG is drawn synchronously on the
 * event loop (two at once would only be two in one turn, with a page waiting behind both), and its
 * WebP takes a libvips thread. 32 wait; one client holds 8 places (a browser opens 6 connections to a
 * host): room for every shopper's cold page, none for a flood. In the browser suite's flood test on
 * a busy 2-core host, /collection's slowest answer was 0.7–1.0 s with one at a time, 0.6–2.7 s with two.
 */
const renders = createWorkQueue({ concurrency: 1, queueLimit: 32, perClientLimit: 8 })
/** The same address asked for while it is being drawn shares that drawing. */
const inProgress = new Map<string, Promise<WorkResult<Drawing>>>()

const signingPurpose = 'drawing-address'

/** A drawing's address with its signature, for a page that shows a drawing the catalogue does not link. */
export function signDrawingAddress(address: string): string {
  return `${address}&sig=${computeSignature(signingPurpose, address)}`
}

type DrawingKind<T> = {
  read: (query: URLSearchParams) => T | null
  address: (subject: T) => string
  linked: (subject: T, catalogue: DrawingCatalogue) => boolean
  draw: (subject: T) => ReactElement
  raster?: (svg: string, subject: T) => Promise<Uint8Array<ArrayBuffer>>
}

/** The drawing an address asks for, if it is the canonical address of a linked or signed drawing. */
async function readAddress<T>(request: Request, kind: DrawingKind<T>): Promise<{ subject: T; address: string } | null> {
  const url = new URL(request.url)
  const query = new URLSearchParams(url.search)
  const signature = query.get('sig')
  query.delete('sig')
  const subject = kind.read(query)
  if (subject === null) return null
  const address = kind.address(subject)
  const given = `${url.pathname}${url.search}`
  if (signature !== null) return given === `${address}&sig=${signature}` && verifySignature(signingPurpose, address, signature) ? { subject, address } : null
  if (given !== address) return null
  if (kind.linked(subject, computeDrawingCatalogue(await getCatalogueOutline()))) return { subject, address }
  // A fabric or part added since the outline was read: read it again, at most every few seconds.
  return kind.linked(subject, computeDrawingCatalogue(await getCatalogueOutline({ maxAgeMs: 5_000 }))) ? { subject, address } : null
}

async function render<T>(kind: DrawingKind<T>, subject: T): Promise<Drawing> {
  const svg = `<?xml version="1.0" encoding="UTF-8"?>\n${renderToStaticMarkup(kind.draw(subject))}`
  const body = kind.raster ? await kind.raster(svg, subject) : svg
  return {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    type: kind.raster ? 'image/webp' : 'image/svg+xml; charset=utf-8',
    bytes: typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength,
  }
}

function refusal(status: 400 | 503, text: string, headers: Record<string, string> = {}) {
  return new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers } })
}

/**
 * The picture a linked address draws — the SVG itself, or `raster` of it — from the cache or drawn
 * in turn, 304 to its ETag; 400 for any other address, 503 when too many drawings are waiting.
 */
async function drawingResponse<T>(request: Request, kind: DrawingKind<T>): Promise<Response> {
  const messages = translations[getLocale(request)].garment.media
  const found = await readAddress(request, kind)
  if (!found) return refusal(400, messages.notADrawing)
  let entry = recall(found.address)
  if (!entry) {
    let pending = inProgress.get(found.address)
    if (!pending) {
      // The trusted client address (server/security.ts sets it from the connection or a trusted proxy).
      const client = request.headers.get('X-Forwarded-For') ?? ''
      pending = renders
        .run(client, async () => {
          const drawn = await render(kind, found.subject)
          remember(found.address, drawn)
          return drawn
        })
        .finally(() => inProgress.delete(found.address))
      inProgress.set(found.address, pending)
    }
    const result = await pending
    if (!result.ok) return refusal(503, messages.busy, { 'Retry-After': '2' })
    entry = result.value
  }
  const headers = {
    'Content-Type': entry.type,
    'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    ETag: entry.etag,
  }
  if (request.headers.get('If-None-Match') === entry.etag) return new Response(null, { status: 304, headers })
  return new Response(entry.body, { headers })
}

const garment: DrawingKind<NonNullable<ReturnType<typeof readGarmentImageUrl>>> = {
  read: readGarmentImageUrl,
  address: garmentImageUrl,
  linked: isCatalogueGarment,
  draw: (design) => <GarmentPreview design={design} label="" decorative standalone />,
}

const fabric: DrawingKind<NonNullable<ReturnType<typeof readFabricImageUrl>>> = {
  read: readFabricImageUrl,
  address: ({ pattern, shape, scale }) => fabricImageUrl(pattern, shape, scale),
  linked: ({ pattern }, catalogue) => isCatalogueFabric(pattern, catalogue),
  draw: ({ pattern, shape }) => <FabricSwatch pattern={pattern} shape={shape} standalone />,
  // The drawing is 64 × 64 at 72 dpi: 144 or 216 dpi gives the 2× or 3× picture.
  raster: async (svg, { scale }) => new Uint8Array(await sharp(Buffer.from(svg), { density: 72 * scale }).webp({ quality: 82, alphaQuality: 90, effort: 5 }).toBuffer()),
}

export function garmentImageResponse(request: Request): Promise<Response> {
  return drawingResponse(request, garment)
}

export function fabricImageResponse(request: Request): Promise<Response> {
  return drawingResponse(request, fabric)
}
