// The residuals of the body estimate that a tape measurement corrects (app/modules/sizing/estimate-keys.ts):
// per variant of the model, the covariance over the training women of (her field − its estimate).
// `npx tsx scripts/estimate-tape-tables.ts` writes them; the cross-validation recomputes them per fold.

import type { BodyModel } from '#app/modules/sizing/body-model.ts'
import { computeBodyEstimate, type BodyEstimateInput, type EstimatedField } from '#app/modules/sizing/estimate.ts'
import type { TapeResiduals } from '#app/modules/sizing/estimate-keys.ts'
import type { AnsurWoman } from './ansur.ts'
import { MODEL_FIELDS } from './body-training.ts'

/** Which girths a variant's mask gives (bit 0 bust, 1 abdomen, 2 hips: GIRTH_INPUTS). */
export function computeMaskInput(woman: AnsurWoman, mask: number): BodyEstimateInput {
  const input: BodyEstimateInput = { heightCm: woman.heightCm, weightKg: woman.weightKg, age: woman.age }
  if (mask & 1) input.bustCm = woman.fields.contornoBusto
  if (mask & 2) input.abdomenCm = woman.fields.contornoAbdomen
  if (mask & 4) input.hipCm = woman.fields.contornoCadera
  return input
}

const round = (x: number) => Number(x.toPrecision(5))

export function computeTapeResiduals(model: BodyModel, women: readonly AnsurWoman[], masks: readonly number[]): TapeResiduals {
  const fields: EstimatedField[] = [...MODEL_FIELDS]
  const byMask: Record<string, number[][]> = {}
  for (const mask of masks) {
    const rows = women.map((w) => {
      const estimate = computeBodyEstimate(model, computeMaskInput(w, mask))
      return MODEL_FIELDS.map((f) => w.fields[f] - estimate[f].value)
    })
    const mean = fields.map((_, j) => rows.reduce((s, r) => s + r[j]!, 0) / rows.length)
    byMask[String(mask)] = fields.map((_, i) => fields.map((_, j) => round(rows.reduce((s, r) => s + (r[i]! - mean[i]!) * (r[j]! - mean[j]!), 0) / (rows.length - 1))))
  }
  return { fields, masks: byMask }
}
