// An estimate that serves the pattern (issue 35 item 5; docs/decisions/013-tape-measurements.md):
// while she designs a garment, the estimate asks — optionally, each with a figure — the few
// measurements that garment's pattern depends on most, uses each exactly and estimates the rest
// from them. Bust and hips are the body model's own inputs (estimate.ts); any other one shifts the
// fields it correlates with by the conditional mean of the model's residuals (tape-residuals.json,
// `npx tsx scripts/estimate-tape-tables.ts`).

import bodyModelJson from '#app/modules/sizing/body-model.json' with { type: 'json' }
import tapeResidualsJson from '#app/modules/sizing/tape-residuals.json' with { type: 'json' }
import { computeMask, parseBodyModel, type BodyModel } from '#app/modules/sizing/body-model.ts'
import { computeBodyEstimate, ECHO_HALF_RANGE_CM, type BodyEstimate, type BodyEstimateInput, type EstimatedField } from '#app/modules/sizing/estimate.ts'
import type { MeasurementField } from '#app/modules/sizing/fields.ts'

export { computeGarmentTape, GARMENT_TAPE, TAPE_LIMITS, TAPE_PARAMS, type TapeParam } from '#app/modules/sizing/tape-fields.ts'

export type TapeMeasurements = Partial<Record<MeasurementField, number>>

/** Covariance of the body model's residuals, per variant (girth mask), over `fields` (cm²). */
export type TapeResiduals = { fields: EstimatedField[]; masks: Record<string, number[][]> }
const tapeResiduals = tapeResidualsJson as TapeResiduals

/** Solves A x = b for a small symmetric positive definite A (Gaussian elimination with pivoting). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length
  const m = a.map((row, i) => [...row, b[i] as number])
  for (let col = 0; col < n; col++) {
    let pivot = col
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r]![col]!) > Math.abs(m[pivot]![col]!)) pivot = r
    ;[m[col], m[pivot]] = [m[pivot]!, m[col]!]
    for (let r = 0; r < n; r++) {
      if (r === col) continue
      const f = m[r]![col]! / m[col]![col]!
      for (let c = col; c <= n; c++) m[r]![c]! -= f * m[col]![c]!
    }
  }
  return m.map((row, i) => row[n]! / row[i]!)
}

const round1 = (x: number) => Math.round(x * 10) / 10

/** The body model's variant for these inputs: which of bust, abdomen and hips were given. */
export function computeInputMask(input: BodyEstimateInput): number {
  return computeMask({ contornoBusto: input.bustCm, contornoAbdomen: input.abdomenCm, contornoCadera: input.hipCm })
}

/**
 * The estimate with her tape measurements (pure: the cross-validation passes its fold's model and
 * residuals). Bust and hips go into the model; every other tape field is used exactly and moves the
 * other estimated fields by E[r_other | r_tape] = Σ_ot Σ_tt⁻¹ r_tape, r being the model's residual
 * (what she measured minus what it estimated); the ranges move with them. The natural waist is not
 * estimated (ASKED_FIELDS): hers is returned for the form to fill in.
 */
export function computeTapeEstimate(model: BodyModel, residuals: TapeResiduals, input: BodyEstimateInput, tape: TapeMeasurements): BodyEstimate {
  const withGirths: BodyEstimateInput = { ...input }
  if (tape.contornoBusto !== undefined) withGirths.bustCm = tape.contornoBusto
  if (tape.contornoCadera !== undefined) withGirths.hipCm = tape.contornoCadera
  const estimate = computeBodyEstimate(model, withGirths)
  const covariance = residuals.masks[String(computeInputMask(withGirths))]
  const given = residuals.fields.flatMap((field, i) => {
    const value = tape[field]
    return value === undefined || field === 'contornoBusto' || field === 'contornoCadera' ? [] : [{ field, i, value }]
  })
  if (given.length === 0 || !covariance) return estimate
  const cov = (i: number, j: number) => covariance[i]![j]!
  const weights = solve(
    given.map((a) => given.map((b) => cov(a.i, b.i))),
    given.map((g) => g.value - estimate[g.field].value),
  )
  const out = { ...estimate }
  residuals.fields.forEach((field, j) => {
    if (given.some((g) => g.field === field)) return
    const shift = given.reduce((sum, g, k) => sum + cov(j, g.i) * weights[k]!, 0)
    const { value, p10, p90 } = estimate[field]
    out[field] = { value: round1(value + shift), p10: round1(p10 + shift), p90: round1(p90 + shift) }
  })
  for (const g of given) out[g.field] = { value: round1(g.value), p10: round1(g.value - ECHO_HALF_RANGE_CM), p90: round1(g.value + ECHO_HALF_RANGE_CM) }
  return out
}

let shopModel: BodyModel | null = null

/** The shop's estimate with her tape measurements (the committed model and residuals). */
export function estimateBodyWithTape(input: BodyEstimateInput, tape: TapeMeasurements): BodyEstimate {
  shopModel ??= parseBodyModel(bodyModelJson)
  return computeTapeEstimate(shopModel, tapeResiduals, input, tape)
}
