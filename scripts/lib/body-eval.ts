// 5-fold cross-validation of the body estimate and of the plain least-squares baseline
// (issue 5 acceptance). Every fold trains the real pipeline (computeBodyModel) on four fifths of
// the training women and runs the real estimate (computeBodyEstimate) on the fifth.

import { computeBodyEstimate, type BodyEstimateInput } from '#app/modules/sizing/estimate.ts'
import { DATA_FIELDS, type AnsurWoman, type DataField } from './ansur.ts'
import { computeBodyModel } from './body-training.ts'
import { computeFolds, computeGram, solveRidge } from './linalg.ts'

export const OUTER_FOLDS = 5
export const OUTER_SEED = 2012

export type Scenario = 'a' | 'b'
export const SCENARIO_LABELS: Record<Scenario, string> = {
  a: '(a) height + weight + age',
  b: '(b) height + weight + age + bust + abdomen + hip',
}

/** Fields that are never inputs and that the data measures: the MAE bars average over these 14. */
export const BAR_FIELDS = DATA_FIELDS.filter((f) => !['alturaTotal', 'contornoBusto', 'contornoCintura', 'contornoAbdomen', 'contornoCadera', 'largoPiernaInterior'].includes(f))

/** Fields the model estimates (not echoes) in a scenario: each must have 75–85 % coverage. */
export function computeEstimatedFields(scenario: Scenario): DataField[] {
  const echoed = scenario === 'a' ? ['alturaTotal'] : ['alturaTotal', 'contornoBusto', 'contornoAbdomen', 'contornoCadera']
  return DATA_FIELDS.filter((f) => !echoed.includes(f) && f !== 'contornoCintura')
}

export type FieldMetrics = { mae: number; within2: number; coverage: number; olsMae: number }
export type CrossValidation = Record<Scenario, Record<DataField, FieldMetrics>>

/** The fields the evaluation scores: all with data but the waist, which the estimate asks for. */
export const SCORED_FIELDS = DATA_FIELDS.filter((f) => f !== 'contornoCintura')

export function computeScenarioInput(woman: AnsurWoman, scenario: Scenario): BodyEstimateInput {
  const base = { heightCm: woman.heightCm, weightKg: woman.weightKg, age: woman.age }
  if (scenario === 'a') return base
  const { contornoBusto, contornoAbdomen, contornoCadera } = woman.fields
  return { ...base, bustCm: contornoBusto, abdomenCm: contornoAbdomen, hipCm: contornoCadera }
}

function computeOlsRow(woman: AnsurWoman, scenario: Scenario): number[] {
  const row = [1, woman.heightCm, woman.weightKg, woman.age]
  if (scenario === 'b') row.push(woman.fields.contornoBusto, woman.fields.contornoAbdomen, woman.fields.contornoCadera)
  return row
}

/** Ordinary least squares per field on the raw inputs: the baseline the model must beat. */
function computeOlsPredictions(train: AnsurWoman[], test: AnsurWoman[], scenario: Scenario): number[][] {
  const x = train.map((w) => computeOlsRow(w, scenario))
  const y = train.map((w) => DATA_FIELDS.map((f) => w.fields[f]))
  const { xtx, xty } = computeGram(x, y, x.keys())
  // λ = 0 is plain OLS; the intercept column is never penalised anyway.
  const beta = solveRidge(xtx, xty, 0, train.length)
  return test.map((w) => {
    const row = computeOlsRow(w, scenario)
    return DATA_FIELDS.map((_, t) => Math.round(row.reduce((s, v, i) => s + v * ((beta[i] as number[])[t] as number), 0) * 10) / 10)
  })
}

export function computeCrossValidation(women: readonly AnsurWoman[]): CrossValidation {
  const folds = computeFolds(women.length, OUTER_FOLDS, OUTER_SEED)
  const sums = (['a', 'b'] as const).map(() => Object.fromEntries(DATA_FIELDS.map((f) => [f, { absError: 0, within2: 0, covered: 0, olsAbsError: 0 }])))
  for (let fold = 0; fold < OUTER_FOLDS; fold++) {
    const train = women.filter((_, i) => folds[i] !== fold)
    const test = women.filter((_, i) => folds[i] === fold)
    const model = computeBodyModel(train, { masks: [0, 7] })
    ;(['a', 'b'] as const).forEach((scenario, s) => {
      const ols = computeOlsPredictions(train, test, scenario)
      test.forEach((woman, r) => {
        const estimate = computeBodyEstimate(model, computeScenarioInput(woman, scenario))
        DATA_FIELDS.forEach((field, t) => {
          // The survey's waist column is the navel girth, scored as the abdomen; the natural waist is asked.
          if (field === 'contornoCintura') return
          const truth = woman.fields[field]
          const { value, p10, p90 } = estimate[field]
          const acc = (sums[s] as Record<string, { absError: number; within2: number; covered: number; olsAbsError: number }>)[field]!
          acc.absError += Math.abs(value - truth)
          // Half a tenth of slack: values and truths are both on a 0.1 cm grid, so
          // floating point must not decide "exactly 2 cm" or "exactly at p10".
          acc.within2 += Math.abs(value - truth) <= 2 + 1e-9 ? 1 : 0
          acc.covered += truth >= p10 - 1e-9 && truth <= p90 + 1e-9 ? 1 : 0
          acc.olsAbsError += Math.abs(((ols[r] as number[])[t] as number) - truth)
        })
      })
    })
  }
  const n = women.length
  const [a, b] = sums.map((byField) =>
    Object.fromEntries(
      DATA_FIELDS.map((f) => {
        const acc = byField[f]!
        return [
          f,
          {
            mae: acc.absError / n,
            within2: acc.within2 / n,
            coverage: acc.covered / n,
            olsMae: acc.olsAbsError / n,
          },
        ]
      }),
    ),
  ) as [Record<DataField, FieldMetrics>, Record<DataField, FieldMetrics>]
  return { a, b }
}

export const computeMean = (values: readonly number[]) => values.reduce((s, v) => s + v, 0) / values.length
