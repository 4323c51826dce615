// Which FreeSewing design drafts each garment, and what her chosen parts make of its options.
// What a design cannot draw is a note for the cutter (docs/atelier.md#designs-and-parts).
// Pure: the designs themselves are loaded only by drafting.server.ts.

import type { PatternMeasurementName } from '#app/modules/atelier/pattern-measurements.ts'

export type GarmentKind = 'top' | 'shirt' | 'trousers' | 'skirt'
export type DesignName = 'teagan' | 'simon' | 'titan' | 'penelope'

export const DESIGN_OF: Readonly<Record<GarmentKind, DesignName>> = { top: 'teagan', shirt: 'simon', trousers: 'titan', skirt: 'penelope' }

const BRIAN_BASE: readonly PatternMeasurementName[] = [
  'biceps',
  'chest',
  'hpsToBust',
  'hpsToWaistBack',
  'neck',
  'shoulderToShoulder',
  'shoulderSlope',
  'waistToArmpit',
  'waistToHips',
  'shoulderToWrist',
  'wrist',
]

/**
 * What each design is given. Only what it reads: an optional measurement changes a draft (Penelope
 * splits front and back by `seatBack` when it has one), and the split is only a stated proportion.
 */
export const DESIGN_MEASUREMENTS: Readonly<Record<DesignName, readonly PatternMeasurementName[]>> = {
  teagan: [...BRIAN_BASE, 'hips', 'waist'],
  simon: [...BRIAN_BASE, 'highBust', 'hips', 'waist'],
  titan: ['crossSeam', 'crossSeamFront', 'knee', 'seat', 'seatBack', 'waist', 'waistBack', 'waistToFloor', 'waistToKnee', 'waistToHips', 'waistToSeat', 'waistToUpperLeg'],
  penelope: ['waist', 'seat', 'waistToHips', 'waistToSeat', 'waistToKnee'],
}

export type OptionValue = number | boolean | string
/** A note printed for the cutter: a code of the `atelier` translations and its figures (cm). */
export type CutterNote = { code: string; values?: Record<string, number> }

export type PatternPlan = {
  design: DesignName
  options: Record<string, OptionValue>
  /** Teagan's own sleeve stops above the elbow: a long sleeve is the library's full sleeve. */
  fullSleeve: boolean
  /** Pattern parts not cut for this design (their piece is dropped from the files). */
  omit: string[]
  notes: CutterNote[]
}

type Body = Readonly<Record<PatternMeasurementName, number>>
const cm = (mm: number) => Math.round(mm) / 10

/** Her parts by type (slug per type: `{ sleeve: 'sleeve-long', … }`). */
export type ChosenParts = Readonly<Record<string, string | undefined>>

function planTop(parts: ChosenParts, body: Body, plan: PatternPlan) {
  plan.fullSleeve = parts.sleeve === 'sleeve-long'
  if (plan.fullSleeve) plan.options.cuffEase = 0.2
  if (parts.cuff === 'cuff-rib' && plan.fullSleeve) plan.notes.push({ code: 'ribCuff', values: { length: cm(body.wrist * 1.1), height: 6 } })
  const neck = parts.collar
  if (neck === 'collar-round') plan.notes.push({ code: 'neckBinding' })
  if (neck === 'collar-v') plan.notes.push({ code: 'vNeck', values: { depth: 8 } })
  if (neck === 'collar-mandarin') plan.notes.push({ code: 'mandarinBand', values: { height: 3.5 } })
  if (neck === 'collar-classic' || neck === 'collar-button-down') {
    plan.notes.push({ code: 'poloCollar', values: { placket: 12, buttons: 2 } })
    if (neck === 'collar-button-down') plan.notes.push({ code: 'buttonDownPoints' })
  }
}

const simonCuffs: Readonly<Record<string, string>> = {
  'cuff-classic': 'straightBarrelCuff',
  'cuff-french': 'straightFrenchCuff',
  'cuff-rounded': 'roundedBarrelCuff',
}

/** Simon's stated ease over the bust; drafted for the high bust, the chest keeps it over her bust. */
export const SHIRT_BUST_EASE = 0.15

function planShirt(parts: ChosenParts, body: Body, plan: PatternPlan) {
  plan.options.draftForHighBust = true
  plan.options.chestEase = (body.chest * (1 + SHIRT_BUST_EASE)) / body.highBust - 1
  plan.options.sleeveStyle = parts.sleeve === 'sleeve-short' ? 'short' : 'long'
  if (parts.cuff && simonCuffs[parts.cuff]) plan.options.cuffStyle = simonCuffs[parts.cuff] as string
  if (parts.collar === 'collar-spread') plan.options.collarAngle = 110
  if (parts.collar === 'collar-button-down') plan.notes.push({ code: 'buttonDownPoints' })
  if (parts.collar === 'collar-mandarin') {
    plan.omit.push('simon.collar')
    plan.notes.push({ code: 'standOnly' })
  }
}

function planTrousers(parts: ChosenParts, body: Body, plan: PatternPlan) {
  if (parts.leg === 'leg-slim') {
    plan.options.fitKnee = true
    plan.options.kneeEase = 0.03
    plan.notes.push({ code: 'slimHem', values: { width: cm(body.ankle * 1.3) } })
  }
  if (parts.leg === 'leg-wide') plan.options.kneeEase = 0.25
  const waistband = parts.waistband
  const bandLength = cm(body.waist * 1.02 + 40)
  if (waistband === 'waistband-high') plan.notes.push({ code: 'waistband', values: { length: bandLength, width: 6 } })
  else plan.notes.push({ code: 'waistband', values: { length: bandLength, width: 4 } })
  if (waistband === 'waistband-elastic') plan.notes.push({ code: 'elasticBack', values: { length: cm(body.waistBack * 0.9) } })
}

/** Skirt lengths as a share of her waist-to-knee (Penelope's lengthBonus). */
export const SKIRT_LENGTHS: Readonly<Record<string, number>> = { 'length-mini': -0.25, 'length-knee': 0, 'length-midi': 0.3 }

function planSkirt(parts: ChosenParts, body: Body, plan: PatternPlan) {
  plan.options.lengthBonus = SKIRT_LENGTHS[parts.length ?? 'length-knee'] ?? 0
  const waistband = parts.waistband ?? 'waistband-classic'
  plan.options.waistband = true
  plan.options.waistbandWidth = waistband === 'waistband-high' ? 0.1 : 0.06
  if (waistband === 'waistband-elastic') plan.notes.push({ code: 'elasticBack', values: { length: cm(body.waist * 0.45) } })
  const detail = parts.detail ?? 'detail-vent'
  plan.options.backVent = detail === 'detail-vent'
  if (detail === 'detail-pleats') {
    plan.options.seatEase = 0.04
    plan.notes.push({ code: 'releasedPleats', values: { depth: 9 } })
  } else plan.options.hemBonus = -0.1
}

const planners: Readonly<Record<GarmentKind, (parts: ChosenParts, body: Body, plan: PatternPlan) => void>> = {
  top: planTop,
  shirt: planShirt,
  trousers: planTrousers,
  skirt: planSkirt,
}

export function computePatternPlan(kind: GarmentKind, parts: ChosenParts, body: Body): PatternPlan {
  const plan: PatternPlan = { design: DESIGN_OF[kind], options: {}, fullSleeve: false, omit: [], notes: [] }
  planners[kind](parts, body, plan)
  return plan
}
