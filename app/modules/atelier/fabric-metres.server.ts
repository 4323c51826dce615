// The metres of fabric one garment takes, for her size: its pattern drafted for her body (or her
// standard size's) and laid on the fabric (layout.server.ts). When no pattern can be drafted — an
// incomplete profile, a size outside the table, a FreeSewing error, a piece wider than the fabric —
// the category's fixed figure is used, logged, and said on the order (docs/atelier.md#fabric-from-the-pattern).

import { createHash } from 'node:crypto'
import { draftPattern } from '#app/modules/atelier/drafting.server.ts'
import { DESIGN_OF, type ChosenParts, type GarmentKind } from '#app/modules/atelier/garment-patterns.ts'
import { computeLaidPieces, FABRIC_WIDTH_CM, layOutPieces, LayoutError } from '#app/modules/atelier/layout.server.ts'
import { isSizeName, SIZE_TABLE } from '#app/modules/atelier/size-table.ts'
import { MEASUREMENT_FIELDS, type MeasurementField } from '#app/modules/sizing/fields.ts'
import { logger } from '#app/utils/logger.server.ts'
import type { ItemMeasurements } from '#db/schema/index.ts'

/** Why the category's figure was used instead of the pattern's. */
export type MetresFallbackReason = 'noSize' | 'unknownGarment' | 'incompleteProfile' | 'unknownSize' | 'draftFailed' | 'layoutFailed'

export type GarmentMetres = { metres: number; from: 'pattern' } | { metres: number; from: 'category'; reason: MetresFallbackReason }

export type GarmentMetresInput = {
  garmentKind: string
  /** Her parts by type, as slugs (`{ sleeve: 'sleeve-long' }`). */
  parts: ChosenParts
  size: ItemMeasurements | null
  /** The category's fixed figure: the fallback. */
  categoryMetres: number
  /** The fabric's width (cm, `fabrics.width_cm`) the pieces are laid on; 140 when not given. */
  fabricWidthCm?: number
}

const isGarmentKind = (kind: string): kind is GarmentKind => Object.hasOwn(DESIGN_OF, kind)

type Profile = Record<MeasurementField, number>

/** The body a pattern is drafted for: her measurements, or her standard size's (with her inseam when she gave it). */
export function computeDraftingProfile(size: ItemMeasurements): { profile: Profile } | { reason: 'incompleteProfile' | 'unknownSize' } {
  if (size.type === 'standard') {
    if (!isSizeName(size.size)) return { reason: 'unknownSize' }
    const profile = { ...SIZE_TABLE[size.size] }
    if (size.inseamCm !== undefined) {
      // Her inseam moves the outside leg with it: the rise is the size's.
      profile.largoPiernaExterior += size.inseamCm - profile.largoPiernaInterior
      profile.largoPiernaInterior = size.inseamCm
    }
    return { profile }
  }
  const profile = {} as Profile
  for (const field of MEASUREMENT_FIELDS) {
    const value = size.values[field]
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return { reason: 'incompleteProfile' }
    profile[field] = value
  }
  return { profile }
}

/** Drafted layouts kept by garment, parts, body and fabric width: a size or a profile seen before costs nothing. */
const CACHE_SIZE = 500
const cache = new Map<string, { metres: number } | { reason: 'draftFailed' | 'layoutFailed' }>()

function cacheKey(kind: GarmentKind, parts: ChosenParts, profile: Profile, widthCm: number): string {
  const partsKey = Object.keys(parts)
    .sort()
    .map((type) => `${type}=${parts[type] ?? ''}`)
    .join('&')
  const body = MEASUREMENT_FIELDS.map((f) => profile[f]).join(',')
  return createHash('sha1').update(`${kind}|${partsKey}|${body}|${widthCm}`).digest('base64url')
}

function layOut(kind: GarmentKind, parts: ChosenParts, profile: Profile, widthCm: number): { metres: number } | { reason: 'draftFailed' | 'layoutFailed' } {
  const key = cacheKey(kind, parts, profile, widthCm)
  const kept = cache.get(key)
  if (kept) {
    // Most recently used last: the oldest entry is the first one dropped.
    cache.delete(key)
    cache.set(key, kept)
    return kept
  }
  let result: { metres: number } | { reason: 'draftFailed' | 'layoutFailed' }
  try {
    const pattern = draftPattern({ kind, parts, profile })
    if (pattern.errors.length > 0) {
      logger.warn({ kind, parts, errors: pattern.errors.slice(0, 3) }, 'pattern could not be drafted: fabric metres fall back to the category figure')
      result = { reason: 'draftFailed' }
    } else result = { metres: layOutPieces(computeLaidPieces(pattern), widthCm).metres }
  } catch (error) {
    const reason = error instanceof LayoutError ? 'layoutFailed' : 'draftFailed'
    logger.warn({ kind, parts, widthCm, err: error }, 'pattern could not be laid out: fabric metres fall back to the category figure')
    result = { reason }
  }
  cache.set(key, result)
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string)
  return result
}

/** The metres one garment takes for her size (see the file's head); synchronous, ≤ 0.1 s when not kept. */
export function computeGarmentMetres(input: GarmentMetresInput): GarmentMetres {
  const fallback = (reason: MetresFallbackReason): GarmentMetres => ({ metres: input.categoryMetres, from: 'category', reason })
  if (!input.size) return fallback('noSize')
  if (!isGarmentKind(input.garmentKind)) return fallback('unknownGarment')
  const body = computeDraftingProfile(input.size)
  if ('reason' in body) {
    logger.warn({ garmentKind: input.garmentKind, reason: body.reason }, 'no pattern for this size: fabric metres fall back to the category figure')
    return fallback(body.reason)
  }
  const laid = layOut(input.garmentKind, input.parts, body.profile, input.fabricWidthCm ?? FABRIC_WIDTH_CM)
  return 'metres' in laid ? { metres: laid.metres, from: 'pattern' } : fallback(laid.reason)
}

/** Forgets the kept layouts (tests). */
export function clearGarmentMetresCache(): void {
  cache.clear()
}

/** The size the back office's stock counts a fabric's garments in: the middle of the size table. */
export const STOCK_COUNT_SIZE = 'M'

/**
 * The metres one garment of a category takes in size M with its design's first options, its pattern
 * laid on a fabric of `fabricWidthCm` — what the stock pages count a fabric's garments with
 * (/admin/stock). An order takes its own size's (computeGarmentMetres); the category's figure
 * stands in, said so, when no pattern can be drafted.
 */
export function computeStockCountMetres(category: { garmentKind: string; fabricMetres: number }, fabricWidthCm: number): GarmentMetres {
  return computeGarmentMetres({
    garmentKind: category.garmentKind,
    parts: {},
    size: { type: 'standard', size: STOCK_COUNT_SIZE },
    categoryMetres: category.fabricMetres,
    fabricWidthCm,
  })
}
