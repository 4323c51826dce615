import { createHash } from 'node:crypto'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import type { DrawingLookup } from '#app/utils/drawing-response.server.ts'
import { computeSignature, verifySignature } from '#app/utils/signing.server.ts'
import { createWorkQueue, type WorkResult } from '#app/utils/work-queue.server.ts'
import { FabricSwatch } from './components/fabric-swatch.tsx'
import { GarmentPreview } from './components/garment-preview.tsx'
import { type DrawingCatalogue, isCatalogueFabric, isCatalogueGarment } from './drawing-address.ts'
import { fabricImageUrl, type GarmentDesign, garmentImageUrl, garmentShareUrl, readFabricImageUrl, readGarmentImageUrl } from './garment-design.ts'

/**
 * The garment drawings as SVG files and the fabric samples as small WebP pictures, for the pages that
 * only show them (product cards, basket, saved designs, fabric chips): a picture the browser caches
 * instead of hundreds of nodes to parse, lay out and hydrate on every page. The customizer's live
 * preview stays inline, where it redraws as choices change.
 *
 * Drawing costs 2–8 ms of the event loop (an SVG) or ~17 ms with its WebP, so the routes draw only
 * what the shop links (drawing-address.ts) or what it signed, in canonical form, each once: a flood of
 * made-up addresses is a 400 before anything is drawn, and a flood of real ones waits in a short
 * queue or is told to come back (503) while pages keep their turn (issue 14, item 5). Which drawings
 * the catalogue links is the catalogue's to say: the routes hand its answer in (`LinkedDrawings`,
 * app/modules/catalogue/catalogue-outline.server.ts), so the drawings depend on no domain module.
 */

/**
 * The drawings the catalogue links; with `recheck`, read again (at most every few seconds) for a
 * fabric or part added since.
 */
export type LinkedDrawings = (options?: { recheck?: boolean }) => Promise<DrawingCatalogue>

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
  /** The raster's media type (WebP unless said). */
  rasterType?: string
}

/** The drawing an address (`given`: path and query) asks for, if it is the canonical address of a linked or signed drawing. */
async function readAddress<T>(given: string, kind: DrawingKind<T>, linkedDrawings: LinkedDrawings): Promise<{ subject: T; address: string } | null> {
  const query = new URLSearchParams(given.includes('?') ? given.slice(given.indexOf('?')) : '')
  const signature = query.get('sig')
  query.delete('sig')
  const subject = kind.read(query)
  if (subject === null) return null
  const address = kind.address(subject)
  if (signature !== null) return given === `${address}&sig=${signature}` && verifySignature(signingPurpose, address, signature) ? { subject, address } : null
  if (given !== address) return null
  if (kind.linked(subject, await linkedDrawings())) return { subject, address }
  // A fabric or part added since the catalogue was read: read it again, at most every few seconds.
  return kind.linked(subject, await linkedDrawings({ recheck: true })) ? { subject, address } : null
}

async function render<T>(kind: DrawingKind<T>, subject: T): Promise<Drawing> {
  const svg = `<?xml version="1.0" encoding="UTF-8"?>\n${renderToStaticMarkup(kind.draw(subject))}`
  const body = kind.raster ? await kind.raster(svg, subject) : svg
  return {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    type: kind.raster ? (kind.rasterType ?? 'image/webp') : 'image/svg+xml; charset=utf-8',
    bytes: typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength,
  }
}

/**
 * The picture a linked address draws — the SVG itself, or `raster` of it — from the cache or drawn
 * in turn; `notADrawing` for any other address, `busy` when too many drawings are waiting. `client`
 * is who asks (the request context's address), for the queue's share per client.
 */
async function findDrawing<T>(kind: DrawingKind<T>, given: string, client: string, linkedDrawings: LinkedDrawings): Promise<DrawingLookup> {
  const found = await readAddress(given, kind, linkedDrawings)
  if (!found) return { kind: 'notADrawing' }
  let entry = recall(found.address)
  if (!entry) {
    let pending = inProgress.get(found.address)
    if (!pending) {
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
    if (!result.ok) return { kind: 'busy' }
    entry = result.value
  }
  return { kind: 'drawing', drawing: entry }
}

const garment: DrawingKind<NonNullable<ReturnType<typeof readGarmentImageUrl>>> = {
  read: readGarmentImageUrl,
  address: garmentImageUrl,
  linked: isCatalogueGarment,
  draw: (design) => <GarmentPreview design={design} label="" decorative standalone />,
}

/**
 * The garment drawing as a PNG, for e-mails (mail clients show no SVG): /media/garment.png with the
 * SVG address's query, 160 × 200, twice the size the mail shows it.
 */
const garmentPng: DrawingKind<NonNullable<ReturnType<typeof readGarmentImageUrl>>> = {
  ...garment,
  address: (design) => garmentPngUrl(design),
  raster: async (svg) =>
    new Uint8Array(await sharp(Buffer.from(svg)).resize({ width: 160 }).flatten({ background: '#f7f2ea' }).png({ compressionLevel: 9, palette: true }).toBuffer()),
  rasterType: 'image/png',
}

/** A garment's PNG address (path and query), unsigned; e-mails sign it (signDrawingAddress) so it outlives the catalogue. */
export function garmentPngUrl(design: NonNullable<ReturnType<typeof readGarmentImageUrl>>): string {
  return garmentImageUrl(design).replace('/media/garment.svg?', '/media/garment.png?')
}

/** The size social networks show a shared page's picture at (Open Graph, Twitter's large card). */
export const shareImageSize = { width: 1200, height: 630 } as const

/**
 * A product's picture for Open Graph and Twitter cards: its drawing (the design its card shows, in
 * its starting fabric) centred on the shop's cream, 1200 × 630 — drawn once and kept like the others.
 */
const garmentShare: DrawingKind<NonNullable<ReturnType<typeof readGarmentImageUrl>>> = {
  ...garment,
  address: (design) => garmentShareUrl(design),
  raster: async (svg) => {
    const { width, height } = shareImageSize
    const drawing = await sharp(Buffer.from(svg), { density: 144 })
      .resize({ height: height - 70 })
      .png()
      .toBuffer()
    return new Uint8Array(
      await sharp({ create: { width, height, channels: 3, background: '#f7f2ea' } })
        .composite([{ input: drawing, gravity: 'centre' }])
        .png({ compressionLevel: 9 })
        .toBuffer(),
    )
  },
  rasterType: 'image/png',
}

const fabric: DrawingKind<NonNullable<ReturnType<typeof readFabricImageUrl>>> = {
  read: readFabricImageUrl,
  address: ({ pattern, shape, scale }) => fabricImageUrl(pattern, shape, scale),
  linked: ({ pattern }, catalogue) => isCatalogueFabric(pattern, catalogue),
  draw: ({ pattern, shape }) => <FabricSwatch pattern={pattern} shape={shape} standalone />,
  // The drawing is 64 × 64 at 72 dpi: 144 or 216 dpi gives the 2× or 3× picture.
  raster: async (svg, { scale }) =>
    new Uint8Array(
      await sharp(Buffer.from(svg), { density: 72 * scale })
        .webp({ quality: 82, alphaQuality: 90, effort: 5 })
        .toBuffer(),
    ),
}

/** The garment drawing at `address` (path and query of /media/garment.svg), for `client`. */
export function findGarmentDrawing(address: string, client: string, linkedDrawings: LinkedDrawings): Promise<DrawingLookup> {
  return findDrawing(garment, address, client, linkedDrawings)
}

/** The garment PNG at `address` (path and query of /media/garment.png), for `client`. */
export function findGarmentPng(address: string, client: string, linkedDrawings: LinkedDrawings): Promise<DrawingLookup> {
  return findDrawing(garmentPng, address, client, linkedDrawings)
}

/** The sharing picture at `address` (path and query of /media/share.png), for `client`. */
export function findGarmentShareImage(address: string, client: string, linkedDrawings: LinkedDrawings): Promise<DrawingLookup> {
  return findDrawing(garmentShare, address, client, linkedDrawings)
}

/** The fabric picture at `address` (path and query of /media/fabric.webp), for `client`. */
export function findFabricDrawing(address: string, client: string, linkedDrawings: LinkedDrawings): Promise<DrawingLookup> {
  return findDrawing(fabric, address, client, linkedDrawings)
}

/**
 * A garment's drawing as a PNG of `width` pixels on the shop's cream, drawn now and not cached: for
 * a document that embeds it (the workshop's production sheet, issue 17), a few per order.
 */
export async function renderGarmentPng(design: GarmentDesign, width: number): Promise<Buffer> {
  const svg = `<?xml version="1.0" encoding="UTF-8"?>\n${renderToStaticMarkup(<GarmentPreview design={design} label="" decorative standalone />)}`
  return sharp(Buffer.from(svg), { density: 144 }).resize({ width }).flatten({ background: '#f7f2ea' }).png({ compressionLevel: 9 }).toBuffer()
}
