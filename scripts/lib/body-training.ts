// Trains the body model (docs/decisions/003-body-estimate.md): per variant of given girths and
// per field, a ridge regression on engineered features whose penalty is chosen by inner 5-fold
// cross-validation, and a residual-scale model whose out-of-fold quantiles give p10 / p90.

import { GIRTH_INPUTS, computeFeatures, computeGivenGirths, type BodyModel, type FieldModel, type ModelInputs, type VariantModel } from '#app/modules/sizing/body-model.ts'
import { DATA_FIELDS, type AnsurWoman, type DataField } from './ansur.ts'
import { computeFolds, computeGram, computeQuantile, solveRidge, subtractMatrix, type Matrix } from './linalg.ts'

export const LAMBDA_GRID = [1e-5, 3e-5, 1e-4, 3e-4, 1e-3, 3e-3, 1e-2, 3e-2, 1e-1]
const INNER_FOLDS = 5
const INNER_SEED = 20120
/** Small fixed penalty for the residual-scale model: it only has to be smooth. */
const SCALE_LAMBDA = 1e-3
/** Features the spread of the residuals may depend on (given girths are added). */
const SCALE_FEATURES = ['height', 'weight', 'bmi', 'age']

/**
 * Fields the model predicts. Height is always an input; the waist is not estimated: the survey's
 * only waist girth is at the navel, which is the abdomen (decision 003), so she measures her waist.
 */
export const MODEL_FIELDS = DATA_FIELDS.filter((f) => f !== 'alturaTotal' && f !== 'contornoCintura')

export function computeModelInputs(woman: AnsurWoman): ModelInputs {
  return {
    heightCm: woman.heightCm,
    weightKg: woman.weightKg,
    age: woman.age,
    girths: Object.fromEntries(GIRTH_INPUTS.map((g) => [g, woman.fields[g]])),
  }
}

/** Rounded to significant digits so the committed JSON stays small; training uses the same. */
const roundSig = (x: number, digits = 7) => Number(x.toPrecision(digits))

export function computeInputRange(women: readonly AnsurWoman[]): BodyModel['inputRange'] {
  const span = (values: number[]): [number, number] => [Math.min(...values), Math.max(...values)]
  return {
    heightCm: span(women.map((w) => w.heightCm)),
    weightKg: span(women.map((w) => w.weightKg)),
    age: span(women.map((w) => w.age)),
    bmi: span(women.map((w) => roundSig(w.weightKg / (w.heightCm / 100) ** 2, 5))),
    contornoBusto: span(women.map((w) => w.fields.contornoBusto)),
    contornoAbdomen: span(women.map((w) => w.fields.contornoAbdomen)),
    contornoCadera: span(women.map((w) => w.fields.contornoCadera)),
  }
}

function computeStandardised(rows: number[][]) {
  const p = rows[0]?.length ?? 0
  const col = (j: number) => rows.map((r) => r[j] as number)
  const mean = Array.from({ length: p }, (_, j) => roundSig(col(j).reduce((a, b) => a + b, 0) / rows.length))
  const sd = Array.from({ length: p }, (_, j) => {
    const m = mean[j] as number
    return roundSig(Math.sqrt(col(j).reduce((a, v) => a + (v - m) ** 2, 0) / rows.length))
  })
  const z = rows.map((r) => [1, ...r.map((v, j) => (v - (mean[j] as number)) / (sd[j] as number))])
  const min = Array.from({ length: p }, (_, j) => roundSig(Math.min(...col(j))))
  const max = Array.from({ length: p }, (_, j) => roundSig(Math.max(...col(j))))
  return { mean, sd, min, max, z }
}

const dot = (a: readonly number[], b: Matrix, c: number) => a.reduce((s, v, i) => s + v * ((b[i] as number[])[c] as number), 0)

/** Out-of-fold predictions for every λ of the grid: oof[λ index][row][target]. */
function computeOutOfFold(z: number[][], y: number[][], folds: number[]): number[][][] {
  const all = computeGram(z, y, z.keys())
  const byFold = Array.from({ length: INNER_FOLDS }, (_, f) => {
    const rows = folds.flatMap((fold, r) => (fold === f ? [r] : []))
    return { rows, gram: computeGram(z, y, rows) }
  })
  return LAMBDA_GRID.map((lambda) => {
    const oof = y.map((r) => r.map(() => 0))
    for (const { rows, gram } of byFold) {
      const beta = solveRidge(subtractMatrix(all.xtx, gram.xtx), subtractMatrix(all.xty, gram.xty), lambda, z.length - rows.length)
      for (const r of rows) (oof[r] as number[]).forEach((_, t) => ((oof[r] as number[])[t] = dot(z[r] as number[], beta, t)))
    }
    return oof
  })
}

/**
 * Spread model: ln|r| is linear in a few features, so heavier women get wider girth ranges.
 * Returns its coefficients and the residuals divided by the fitted scale, whose quantiles give
 * p10 / p90. The offset keeps ln finite for residuals of 0; its value only shifts the intercept.
 */
function computeScaleModel(residuals: number[], scaleRows: number[][]) {
  const offset = 0.1 * (residuals.reduce((s, r) => s + Math.abs(r), 0) / residuals.length)
  const lnAbs = residuals.map((r) => [Math.log(Math.abs(r) + offset)])
  const gram = computeGram(scaleRows, lnAbs, scaleRows.keys())
  const gamma = solveRidge(gram.xtx, gram.xty, SCALE_LAMBDA, residuals.length).map((row) => roundSig(row[0] as number))
  const lnScale = (row: number[]) => row.reduce((s, v, k) => s + v * (gamma[k] as number), 0)
  const scaled = residuals.map((r, i) => r / Math.exp(lnScale(scaleRows[i] as number[])))
  return { gamma, scaled }
}

export function computeVariantModel(women: readonly AnsurWoman[], mask: number, inputRange: BodyModel['inputRange']): VariantModel {
  const given = computeGivenGirths(mask)
  const fields = MODEL_FIELDS.filter((f) => !(given as readonly string[]).includes(f))
  const featureRows = women.map((w) => computeFeatures(computeModelInputs(w), mask, inputRange))
  const names = featureRows[0]?.names ?? []
  const { mean, sd, min, max, z } = computeStandardised(featureRows.map((r) => r.values))
  const y = women.map((w) => fields.map((f) => w.fields[f]))
  const oof = computeOutOfFold(z, y, computeFolds(women.length, INNER_FOLDS, INNER_SEED))
  const full = computeGram(z, y, z.keys())

  const scaleFeatures = names.flatMap((name, j) => (SCALE_FEATURES.includes(name) || (given as readonly string[]).includes(name) ? [j] : []))
  const scaleRows = featureRows.map((r) => [1, ...scaleFeatures.map((j) => ((r.values[j] as number) - (mean[j] as number)) / (sd[j] as number))])

  const models: Record<string, FieldModel> = {}
  fields.forEach((field, t) => {
    // λ with the smallest out-of-fold mean absolute error, the metric the shop is judged on.
    const maes = oof.map((pred) => pred.reduce((s, row, r) => s + Math.abs((row[t] as number) - ((y[r] as number[])[t] as number)), 0))
    const best = maes.indexOf(Math.min(...maes))
    const lambda = LAMBDA_GRID[best] as number
    const beta = solveRidge(
      full.xtx,
      full.xty.map((row) => [row[t] as number]),
      lambda,
      women.length,
    )
    const residuals = y.map((row, r) => (row[t] as number) - (((oof[best] as number[][])[r] as number[])[t] as number))
    const { gamma, scaled } = computeScaleModel(residuals, scaleRows)
    models[field] = {
      lambda,
      intercept: roundSig((beta[0] as number[])[0] as number),
      coef: beta.slice(1).map((row) => roundSig(row[0] as number)),
      scaleIntercept: gamma[0] as number,
      scaleCoef: gamma.slice(1),
      q10: roundSig(computeQuantile(scaled, 0.1)),
      q90: roundSig(computeQuantile(scaled, 0.9)),
    }
  })
  return { mask, features: names, mean, sd, min, max, scaleFeatures, fields: models }
}

export const ALL_MASKS = Array.from({ length: 1 << GIRTH_INPUTS.length }, (_, m) => m)

export function computeBodyModel(
  women: readonly AnsurWoman[],
  { masks = ALL_MASKS, source = 'data/ansur2/ansur2-female-train.csv' }: { masks?: readonly number[]; source?: string } = {},
): BodyModel {
  const inputRange = computeInputRange(women)
  return {
    version: 2,
    source,
    women: women.length,
    medianAge: computeQuantile(
      women.map((w) => w.age),
      0.5,
    ),
    inputRange,
    variants: masks.map((mask) => computeVariantModel(women, mask, inputRange)),
  }
}

export type { DataField }
