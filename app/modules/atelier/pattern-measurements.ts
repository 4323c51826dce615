// Her 22 fields → the measurements FreeSewing's designs read, in millimetres (degrees for the
// shoulder slope). Each name's definition and why it maps where it does: docs/atelier.md#measurements.

import { computeDerived, type DerivedName } from '#app/modules/atelier/derivations.ts'
import type { MeasurementField } from '#app/modules/sizing/fields.ts'

export type PatternMeasurementName =
  | 'biceps'
  | 'chest'
  | 'highBust'
  | 'hpsToBust'
  | 'hpsToWaistBack'
  | 'neck'
  | 'shoulderSlope'
  | 'shoulderToShoulder'
  | 'shoulderToWrist'
  | 'wrist'
  | 'waistToArmpit'
  | 'waist'
  | 'waistBack'
  | 'hips'
  | 'waistToHips'
  | 'seat'
  | 'seatBack'
  | 'waistToSeat'
  | 'waistToKnee'
  | 'waistToFloor'
  | 'waistToUpperLeg'
  | 'crossSeam'
  | 'crossSeamFront'
  | 'upperLeg'
  | 'knee'
  | 'ankle'

/** A FreeSewing name read straight from one of her fields (cm → mm). */
const FROM_FIELD: Readonly<Partial<Record<PatternMeasurementName, MeasurementField>>> = {
  biceps: 'contornoBrazo',
  chest: 'contornoBusto',
  hpsToWaistBack: 'alturaTalleTrasero',
  neck: 'contornoCuello',
  shoulderToWrist: 'largoBrazo',
  wrist: 'contornoMuneca',
  waist: 'contornoCintura',
  hips: 'contornoAbdomen',
  seat: 'contornoCadera',
  waistToSeat: 'alturaCadera',
  waistToFloor: 'largoPiernaExterior',
  crossSeam: 'tiroCompleto',
  upperLeg: 'contornoMuslo',
  knee: 'contornoRodilla',
  ankle: 'contornoTobillo',
}

/**
 * Stated proportions where no survey measures the split (docs/atelier.md#measurements): the back
 * takes a little more of the seat than the front, half the waist; the high bust sits midway
 * between the bust and the underbust.
 */
export const SEAT_BACK_SHARE = 0.52
export const WAIST_BACK_SHARE = 0.5

const DERIVED_FITS: readonly DerivedName[] = ['waistToKnee', 'waistToHips', 'waistToArmpit', 'shoulderToShoulder', 'shoulderSlope', 'hpsToBust', 'crossSeamFront']

export type PatternMeasurements = {
  values: Record<PatternMeasurementName, number>
  /** Names computed from other fields rather than taken from one she gave ("derivada" on the sheet). */
  derived: PatternMeasurementName[]
}

const mm = (cm: number) => Math.round(cm * 100) / 10

export function computePatternMeasurements(profile: Readonly<Record<MeasurementField, number>>): PatternMeasurements {
  const values = {} as Record<PatternMeasurementName, number>
  for (const [name, field] of Object.entries(FROM_FIELD) as [PatternMeasurementName, MeasurementField][]) values[name] = mm(profile[field])
  for (const name of DERIVED_FITS) values[name] = Math.round(computeDerived(name, profile) * 10) / 10
  values.highBust = mm((profile.contornoBusto + profile.contornoDebajoBusto) / 2)
  values.seatBack = mm(profile.contornoCadera * SEAT_BACK_SHARE)
  values.waistBack = mm(profile.contornoCintura * WAIST_BACK_SHARE)
  values.waistToUpperLeg = mm(profile.largoPiernaExterior - profile.largoPiernaInterior)
  const derived = [...DERIVED_FITS, 'highBust', 'seatBack', 'waistBack', 'waistToUpperLeg'] as PatternMeasurementName[]
  return { values, derived }
}
