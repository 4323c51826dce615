import { patternKinds, type PatternSpec } from './pattern-kinds.ts'
import type { LegCut, SkirtDetail, SkirtLength, WaistStyle } from './components/garment/bottoms.tsx'
import type { NecklineStyle } from './components/garment/collar.tsx'
import type { CuffStyle, SleeveCut } from './components/garment/sleeve.tsx'

/**
 * What a garment drawing shows, and its address as an image. Kept apart from the drawing itself so
 * pages that only show pictures (cards, basket, swatches) do not ship the drawing code.
 */

export type GarmentKind = 'top' | 'shirt' | 'trousers' | 'skirt'
export type GarmentPartType = 'sleeve' | 'cuff' | 'collar' | 'leg' | 'waistband' | 'length' | 'detail'

export type GarmentDesign = {
  kind: GarmentKind
  fabric: { pattern: PatternSpec; name: string } | null
  /** Chosen part slugs by type (sleeve-long, cuff-french, collar-spread, leg-wide…). */
  parts: Partial<Record<GarmentPartType, string | null>>
}

/** The drawing's fixed proportions (viewBox 400 × 500): give the parent this aspect ratio and nothing shifts. */
export const garmentAspect = '4 / 5'
export const garmentSize = { width: 400, height: 500 } as const

const garmentKinds: readonly GarmentKind[] = ['top', 'shirt', 'trousers', 'skirt']
const known = {
  sleeve: ['long', 'short'],
  cuff: ['classic', 'french', 'rounded', 'plain', 'rib'],
  collar: ['classic', 'button-down', 'spread', 'round', 'v', 'mandarin'],
  leg: ['straight', 'slim', 'wide'],
  length: ['mini', 'knee', 'midi'],
  waistband: ['classic', 'high', 'elastic'],
  detail: ['vent', 'closed', 'pleats'],
} as const satisfies Record<GarmentPartType, readonly string[]>

/** The part types a drawing shows, in the order a customer chooses them. */
export const garmentPartTypes = Object.keys(known) as GarmentPartType[]

/** Reads a part slug ('collar-button-down') as one of the styles the drawing knows ('button-down'), or null. */
export function knownStyle<T extends string>(slug: string | null | undefined, type: GarmentPartType): T | null {
  const name = slug?.startsWith(`${type}-`) ? slug.slice(type.length + 1) : null
  return name && (known[type] as readonly string[]).includes(name) ? (name as T) : null
}

/** The styles the drawing shows for a design; unknown or missing parts fall back to calm defaults. */
export function resolveGarment(design: GarmentDesign) {
  const { parts } = design
  const knit = design.kind === 'top'
  return {
    sleeve: knownStyle<SleeveCut>(parts.sleeve, 'sleeve') ?? (knit ? 'short' : 'long'),
    cuff: knownStyle<CuffStyle>(parts.cuff, 'cuff') ?? (knit ? 'rib' : 'plain'),
    collar: knownStyle<NecklineStyle>(parts.collar, 'collar'),
    leg: knownStyle<LegCut>(parts.leg, 'leg') ?? 'straight',
    waist: knownStyle<WaistStyle>(parts.waistband, 'waistband') ?? 'classic',
    length: knownStyle<SkirtLength>(parts.length, 'length') ?? 'knee',
    detail: knownStyle<SkirtDetail>(parts.detail, 'detail') ?? 'vent',
  }
}

// --- the drawings as images ---------------------------------------------------------------------

const hex6 = /^[0-9a-f]{6}$/
/** '#A1b2C3' or '#abc' → 'a1b2c3'; anything else → null (the drawing then uses its fallback). */
function colorParam(value: string): string | null {
  const v = value.replace(/^#/, '').toLowerCase()
  if (hex6.test(v)) return v
  return /^[0-9a-f]{3}$/.test(v) ? [...v].map((c) => c + c).join('') : null
}

/** A fabric's drawing as one address parameter: 'stripes.f3efe6.2a3a58' (a colour we cannot read is '-'). */
export function fabricParam(pattern: PatternSpec): string {
  return [pattern.kind, colorParam(pattern.base) ?? '-', colorParam(pattern.accent) ?? '-'].join('.')
}

function readFabricParam(value: string | null): PatternSpec | null | undefined {
  if (value === null) return undefined
  const [kind, base, accent, ...rest] = value.split('.')
  if (rest.length || !kind || !(patternKinds as readonly string[]).includes(kind)) return null
  const color = (c: string | undefined) => (c === '-' ? '' : c && hex6.test(c) ? `#${c}` : null)
  const [b, a] = [color(base), color(accent)]
  return b === null || a === null ? null : { kind, base: b, accent: a }
}

/**
 * The address of a design's drawing as an SVG image. Only what the drawing shows goes in it (a
 * part it does not draw is left out), so the same picture always has the same address and caches.
 */
export function garmentImageUrl(design: GarmentDesign): string {
  const query = new URLSearchParams({ kind: design.kind })
  if (design.fabric) query.set('fabric', fabricParam(design.fabric.pattern))
  for (const type of garmentPartTypes) {
    const name = knownStyle(design.parts[type], type)
    if (name) query.set(type, name)
  }
  return `/media/garment.svg?${query}`
}

/** A garment's picture for shared pages (Open Graph, 1200 × 630 PNG): /media/share.png with the SVG address's query. */
export function garmentShareUrl(design: GarmentDesign): string {
  return garmentImageUrl(design).replace('/media/garment.svg?', '/media/share.png?')
}

/** A drawing's address read back as a design; null when anything in it is not something we draw. */
export function readGarmentImageUrl(query: URLSearchParams): GarmentDesign | null {
  const keys = [...query.keys()]
  if (new Set(keys).size !== keys.length) return null
  const kind = query.get('kind') as GarmentKind | null
  if (!kind || !garmentKinds.includes(kind)) return null
  const pattern = readFabricParam(query.get('fabric'))
  if (pattern === null) return null
  const parts: GarmentDesign['parts'] = {}
  for (const [key, value] of query) {
    if (key === 'kind' || key === 'fabric') continue
    const type = key as GarmentPartType
    if (!(type in known) || !(known[type] as readonly string[]).includes(value)) return null
    parts[type] = `${type}-${value}`
  }
  return { kind, fabric: pattern ? { pattern, name: '' } : null, parts }
}

export type SwatchShape = 'circle' | 'square'
/** Pixels per CSS pixel of a fabric sample's raster (its 64 × 64 drawing at 2× or 3×). */
export type SwatchScale = 2 | 3

/**
 * The address of a fabric sample as a WebP picture: a small raster decodes off the main thread,
 * where each SVG image would be a document of its own to build, lay out and paint (twelve on a
 * fabric step).
 */
export function fabricImageUrl(pattern: PatternSpec, shape: SwatchShape, scale: SwatchScale): string {
  return `/media/fabric.webp?${new URLSearchParams({ fabric: fabricParam(pattern), shape, scale: String(scale) })}`
}

export function readFabricImageUrl(query: URLSearchParams): { pattern: PatternSpec; shape: SwatchShape; scale: SwatchScale } | null {
  const pattern = readFabricParam(query.get('fabric'))
  const shape = query.get('shape')
  const scale = Number(query.get('scale'))
  if (!pattern || (shape !== 'circle' && shape !== 'square') || (scale !== 2 && scale !== 3) || [...query.keys()].length !== 3) return null
  return { pattern, shape, scale }
}
