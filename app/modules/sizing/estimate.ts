// Estimated body profile (docs/product.md#the-body-estimate): 21 of the 22 measurements from height
// and weight, optionally age and bust / abdomen / hip, each with its 10th–90th percentile range. The
// natural waist is not estimated: she measures it (ASKED_FIELDS, decision 003).
// Runs on the server from the committed model (npm run train:body); no network.
// Method and figures: docs/decisions/003-body-estimate.md.

import bodyModelJson from '#app/modules/sizing/body-model.json' with { type: 'json' }
import { computeArmpitEstimate, computeUnderbustEstimate, type Estimate } from '#app/modules/sizing/body-rules.ts'
import { computeFeatures, computeFieldPrediction, computeMask, parseBodyModel, type BodyModel, type GirthInput } from '#app/modules/sizing/body-model.ts'
import { MEASUREMENT_FIELDS, type MeasurementField } from '#app/modules/sizing/fields.ts'

const bodyModel = parseBodyModel(bodyModelJson)

export type BodyEstimateInput = {
  heightCm: number
  weightKg: number
  age?: number
  bustCm?: number
  /** Girth at the navel (the survey's "waist"), which the shop calls the abdomen. */
  abdomenCm?: number
  hipCm?: number
}

/**
 * Fields the estimate leaves for her to measure. The survey has no natural-waist girth (only the one
 * at the navel, which is the abdomen), and nothing it measures predicts the natural waist within a
 * size (docs/decisions/003-body-estimate.md#the-natural-waist): the form asks for it instead.
 */
export const ASKED_FIELDS = ['contornoCintura'] as const satisfies readonly MeasurementField[]
export type AskedField = (typeof ASKED_FIELDS)[number]
export type EstimatedField = Exclude<MeasurementField, AskedField>
export const ESTIMATED_FIELDS = MEASUREMENT_FIELDS.filter((f): f is EstimatedField => !(ASKED_FIELDS as readonly string[]).includes(f))

export type FieldEstimate = Estimate
export type BodyEstimate = Record<EstimatedField, FieldEstimate>

/**
 * What the customer measured herself is reported as given; the range only says how precisely a
 * tape measure is usually read (about ±1 cm between repeated measurements).
 */
export const ECHO_HALF_RANGE_CM = 1

/** Inputs outside these limits are typing mistakes, not bodies: the estimate refuses them. */
export const INPUT_LIMITS = {
  heightCm: [120, 220],
  weightKg: [30, 250],
  age: [14, 100],
  bustCm: [50, 200],
  abdomenCm: [40, 200],
  hipCm: [50, 200],
} as const satisfies Record<keyof BodyEstimateInput, readonly [number, number]>

const round1 = (x: number) => Math.round(x * 10) / 10
const isEstimated = (field: string): field is EstimatedField => (ESTIMATED_FIELDS as readonly string[]).includes(field)

function checkInput(input: BodyEstimateInput): void {
  for (const key of Object.keys(INPUT_LIMITS) as (keyof BodyEstimateInput)[]) {
    const value = input[key]
    if (value === undefined && key !== 'heightCm' && key !== 'weightKg') continue
    const [min, max] = INPUT_LIMITS[key]
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
      throw new RangeError(`${key} must be a number from ${min} to ${max}, got ${String(value)}`)
    }
  }
}

function computeEcho(value: number): FieldEstimate {
  const v = round1(value)
  return { value: v, p10: round1(v - ECHO_HALF_RANGE_CM), p90: round1(v + ECHO_HALF_RANGE_CM) }
}

/** Rounds to the shop's 1 decimal, keeping p10 ≤ value ≤ p90. */
function computeRounded({ value, p10, p90 }: Estimate): FieldEstimate {
  const v = round1(value)
  return { value: v, p10: Math.min(v, round1(p10)), p90: Math.max(v, round1(p90)) }
}

/**
 * The estimate with a given model (pure; the evaluation passes models trained on its folds).
 * The variant is the one trained on exactly the girths given, so a partial set (e.g. only the
 * bust) gets its own calibrated model; a missing age takes the training women's median.
 */
export function computeBodyEstimate(model: BodyModel, input: BodyEstimateInput): BodyEstimate {
  checkInput(input)
  const girths: Partial<Record<GirthInput, number>> = {}
  if (input.bustCm !== undefined) girths.contornoBusto = input.bustCm
  if (input.abdomenCm !== undefined) girths.contornoAbdomen = input.abdomenCm
  if (input.hipCm !== undefined) girths.contornoCadera = input.hipCm
  const mask = computeMask(girths)
  const variant = model.variants.find((v) => v.mask === mask)
  if (!variant) throw new Error(`body model has no variant for girth mask ${mask}; run npm run train:body`)
  const inputs = {
    heightCm: input.heightCm,
    weightKg: input.weightKg,
    age: input.age ?? model.medianAge,
    girths,
  }
  const { values } = computeFeatures(inputs, mask, model.inputRange)

  const raw: Partial<Record<MeasurementField, Estimate>> = {}
  for (const [field, fieldModel] of Object.entries(variant.fields)) {
    raw[field as MeasurementField] = computeFieldPrediction(variant, fieldModel, values)
  }
  const out: Partial<BodyEstimate> = { alturaTotal: computeEcho(input.heightCm) }
  for (const [field, value] of Object.entries(girths)) out[field as GirthInput] = computeEcho(value)
  for (const [field, estimate] of Object.entries(raw)) if (isEstimated(field)) out[field] ??= computeRounded(estimate)
  const bust = girths.contornoBusto === undefined ? raw.contornoBusto : computeEcho(girths.contornoBusto)
  if (!bust) throw new Error('body model variant lacks the bust')
  out.contornoDebajoBusto = computeRounded(computeUnderbustEstimate(bust))
  out.contornoAxila = computeRounded(computeArmpitEstimate(bust))

  const missing = ESTIMATED_FIELDS.filter((f) => out[f] === undefined)
  if (missing.length > 0) throw new Error(`body model does not cover ${missing.join(', ')}`)
  return Object.fromEntries(ESTIMATED_FIELDS.map((f) => [f, out[f]])) as BodyEstimate
}

export function estimateBody(input: BodyEstimateInput): BodyEstimate {
  return computeBodyEstimate(bodyModel, input)
}
