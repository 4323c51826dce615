// What an order item's pattern is drafted from, kept in the order's snapshot when it is placed
// (docs/atelier.md#what-the-order-keeps): the measurements the design was given (derived ones
// named), and the plan her parts made of the design's options. Drafting again from it gives the same
// pattern, whatever later happens to her profile, the size table or the fitted derivations.
// Pure: the designs themselves are loaded only by drafting.server.ts.

import { computePatternPlan, DESIGN_MEASUREMENTS, DESIGN_OF, type ChosenParts, type DesignName, type GarmentKind, type PatternPlan } from '#app/modules/atelier/garment-patterns.ts'
import { computePatternMeasurements, type PatternMeasurementName } from '#app/modules/atelier/pattern-measurements.ts'
import { isSizeName, SIZE_TABLE } from '#app/modules/atelier/size-table.ts'
import { MEASUREMENT_FIELDS, type MeasurementField } from '#app/modules/sizing/fields.ts'

/** The FreeSewing release the pattern was drafted with (package.json pins it). */
export const FREESEWING_VERSION = '4.10.2'

export type PatternSource = {
  freesewing: string
  kind: GarmentKind
  design: DesignName
  /** What the design is given, mm (degrees for the shoulder slope). */
  measurements: Partial<Record<PatternMeasurementName, number>>
  /** Which of those no tape gave: computed from her other fields ("derivada" on the sheet). */
  derived: PatternMeasurementName[]
  plan: PatternPlan
  /** Whose body: a standard size of the size table, or her measurements (typed or estimated). */
  body: { type: 'standard'; size: string } | { type: 'custom'; method: 'custom' | 'estimated' }
}

/** What the order item's snapshot says of her size (db/schema/basket.ts ItemMeasurements). */
export type SnapshotSize =
  | { type: 'standard'; size: string; neck?: { unit: 'cm' | 'in'; value: string }; inseamCm?: number }
  | { type: 'custom'; values: Record<string, number>; method?: 'custom' | 'estimated' }

export const GARMENT_KINDS: readonly GarmentKind[] = ['top', 'shirt', 'trousers', 'skirt']
export const isGarmentKind = (kind: string): kind is GarmentKind => (GARMENT_KINDS as readonly string[]).includes(kind)

/** The collar ease each design adds to her neck (its `collarEase` default): a collar size is the collar's length. */
const COLLAR_EASE: Readonly<Record<DesignName, number>> = { teagan: 0.05, simon: 0.02, titan: 0, penelope: 0 }

/**
 * Her 22 fields for a size: her own, or a standard size's body (size-table.ts) with the two
 * figures the standard size asks: a collar size gives her neck (the collar less the design's ease),
 * an inseam moves the inside and outside leg together (the rise stays the size's).
 */
export function computeBodyOfSize(kind: GarmentKind, size: SnapshotSize): Record<MeasurementField, number> | null {
  if (size.type === 'custom') {
    const values = size.values
    return MEASUREMENT_FIELDS.every((field) => typeof values[field] === 'number' && values[field] > 0) ? (values as Record<MeasurementField, number>) : null
  }
  if (!isSizeName(size.size)) return null
  const body = { ...SIZE_TABLE[size.size] }
  if (size.neck) {
    const collarCm = Number(size.neck.value) * (size.neck.unit === 'in' ? 2.54 : 1)
    if (collarCm > 0) body.contornoCuello = Math.round((collarCm / (1 + COLLAR_EASE[DESIGN_OF[kind]])) * 10) / 10
  }
  if (size.inseamCm && size.inseamCm > 0) {
    body.largoPiernaExterior = Math.round((body.largoPiernaExterior + size.inseamCm - body.largoPiernaInterior) * 10) / 10
    body.largoPiernaInterior = size.inseamCm
  }
  return body
}

/** The chosen parts by type, as the snapshot lists them (`[{ type: 'sleeve', slug: 'sleeve-long' }, …]`). */
export function toChosenParts(parts: readonly { type: string; slug: string }[]): ChosenParts {
  return Object.fromEntries(parts.map((part) => [part.type, part.slug]))
}

/** What to keep with the order item; null for a garment the atelier does not draft or a size it cannot read. */
export function computePatternSource(garmentKind: string, parts: readonly { type: string; slug: string }[], size: SnapshotSize): PatternSource | null {
  if (!isGarmentKind(garmentKind)) return null
  const body = computeBodyOfSize(garmentKind, size)
  if (!body) return null
  const { values, derived } = computePatternMeasurements(body)
  const plan = computePatternPlan(garmentKind, toChosenParts(parts), values)
  const names = DESIGN_MEASUREMENTS[plan.design]
  return {
    freesewing: FREESEWING_VERSION,
    kind: garmentKind,
    design: plan.design,
    measurements: Object.fromEntries(names.map((name) => [name, values[name]])),
    derived: derived.filter((name) => names.includes(name)),
    plan,
    body: size.type === 'standard' ? { type: 'standard', size: size.size } : { type: 'custom', method: size.method ?? 'custom' },
  }
}

/** The snapshot's `pattern` entry for a garment, or nothing for one the atelier does not draft. */
export function patternSnapshot(garmentKind: string, parts: readonly { type: string; slug: string }[], size: SnapshotSize): { pattern?: Record<string, unknown> } {
  const source = computePatternSource(garmentKind, parts, size)
  return source ? { pattern: source as unknown as Record<string, unknown> } : {}
}

/** The snapshot's `pattern` entry read back; null when it is absent or not of this shape (an older order). */
export function readPatternSource(value: unknown): PatternSource | null {
  if (!value || typeof value !== 'object') return null
  const source = value as Partial<PatternSource>
  const ok =
    typeof source.freesewing === 'string' &&
    typeof source.kind === 'string' &&
    isGarmentKind(source.kind) &&
    source.design === DESIGN_OF[source.kind] &&
    typeof source.measurements === 'object' &&
    source.measurements !== null &&
    Object.values(source.measurements).every((v) => typeof v === 'number' && Number.isFinite(v)) &&
    Array.isArray(source.derived) &&
    typeof source.plan === 'object' &&
    source.plan !== null &&
    typeof source.plan.options === 'object' &&
    Array.isArray(source.plan.omit) &&
    Array.isArray(source.plan.notes)
  return ok ? (source as PatternSource) : null
}
