// Drafts one garment's sewing pattern for her body with FreeSewing 4 (docs/atelier.md). Server
// only: the designs are ~1 MB of JavaScript that the browser never needs.

import type { FsPart, FsPattern } from '@freesewing/core'
import { Penelope } from '@freesewing/penelope'
import { Simon } from '@freesewing/simon'
import { Teagan } from '@freesewing/teagan'
import { Titan } from '@freesewing/titan'
import {
  computePatternPlan,
  DESIGN_MEASUREMENTS,
  type ChosenParts,
  type CutterNote,
  type DesignName,
  type GarmentKind,
  type PatternPlan,
} from '#app/modules/atelier/garment-patterns.ts'
import { computePatternMeasurements, type PatternMeasurementName } from '#app/modules/atelier/pattern-measurements.ts'
import type { PatternSource } from '#app/modules/atelier/pattern-source.ts'
import type { MeasurementField } from '#app/modules/sizing/fields.ts'

const designs = { teagan: Teagan, simon: Simon, titan: Titan, penelope: Penelope } satisfies Record<DesignName, unknown>

/** Seam allowance drawn around every piece, mm. */
export const SEAM_ALLOWANCE_MM = 10

export type DraftInput = { kind: GarmentKind; parts: ChosenParts; profile: Readonly<Record<MeasurementField, number>> }

export type DraftedPattern = {
  design: DesignName
  plan: PatternPlan
  /** What the design was given (mm; degrees for the slope): kept with the order to draft it again. */
  measurements: Partial<Record<PatternMeasurementName, number>>
  derived: PatternMeasurementName[]
  notes: CutterNote[]
  /** The pieces to cut, by FreeSewing's part name. */
  pieces: string[]
  svg: string
  errors: string[]
  warnings: string[]
  ms: number
  /** The drafted parts, for reading dimensions (key-dimensions.server.ts). */
  parts: Record<string, FsPart>
}

const asText = (entries: readonly unknown[]) => entries.map((entry) => (typeof entry === 'string' ? entry : JSON.stringify(entry)))

export function draftPattern(input: DraftInput): DraftedPattern {
  const started = performance.now()
  const { values, derived } = computePatternMeasurements(input.profile)
  const plan = computePatternPlan(input.kind, input.parts, values)
  const given = Object.fromEntries(DESIGN_MEASUREMENTS[plan.design].map((name) => [name, values[name]]))
  return draftWith(plan, given, derived, started)
}

/** Drafts again what an order kept (pattern-source.ts): the same measurements and plan give the same pattern. */
export function draftFromSource(source: Pick<PatternSource, 'plan' | 'measurements' | 'derived'>): DraftedPattern {
  return draftWith(source.plan, source.measurements, source.derived, performance.now())
}

function draftWith(plan: PatternPlan, given: DraftedPattern['measurements'], derived: readonly PatternMeasurementName[], started: number): DraftedPattern {
  const settings = { measurements: { ...given }, options: { ...plan.options }, expand: true, sa: SEAM_ALLOWANCE_MM, units: 'metric' as const }
  const pattern: FsPattern = new designs[plan.design](settings)
  pattern.draft()
  const parts = pattern.parts[0] as Record<string, FsPart>
  if (plan.fullSleeve) {
    parts['teagan.sleeve']?.hide()
    parts['library.sleeve']?.unhide()
  }
  for (const name of plan.omit) parts[name]?.hide()
  const svg = pattern.render()
  const logs = [pattern.store.logs, ...pattern.setStores.map((store) => store.logs)]
  return {
    design: plan.design,
    plan,
    measurements: given,
    derived: derived.filter((name) => name in given),
    notes: plan.notes,
    pieces: Object.entries(parts)
      .filter(([, part]) => !part.hidden)
      .map(([name]) => name),
    svg,
    errors: logs.flatMap((log) => asText(log.error)),
    warnings: logs.flatMap((log) => asText(log.warn)),
    ms: performance.now() - started,
    parts,
  }
}
