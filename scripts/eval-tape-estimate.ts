// npx tsx scripts/eval-tape-estimate.ts [--every 10] — what the estimate's tape measurements buy
// the pattern (issue 35 item 5, docs/decisions/013-tape-measurements.md). 5-fold cross-validation on
// the ANSUR II training women (the body estimate's folds and seed): each fold trains the body model
// and the residual covariances on four fifths; for every `every`-th woman of the fifth left out, each
// garment's pattern is drafted from her real measurements, from the estimate without tape
// measurements (height, weight, age; her natural waist, which the form always asks) and from the
// estimate with the garment's tape measurements, and the pattern's key dimensions (the atelier's
// readKeyDimensions), every piece's outline (its mean width and length error, "pieces") and the
// fabric its lay takes are compared: |estimated − real| in mm, mean and 90th percentile. Deterministic.

import { draftPattern } from '#app/modules/atelier/drafting.server.ts'
import type { ChosenParts, GarmentKind } from '#app/modules/atelier/garment-patterns.ts'
import { readKeyDimensions } from '#app/modules/atelier/key-dimensions.server.ts'
import { computeLaidPieces, layOutPieces } from '#app/modules/atelier/layout.server.ts'
import { computeBodyEstimate, type BodyEstimate, type BodyEstimateInput } from '#app/modules/sizing/estimate.ts'
import { computeGarmentTape, computeTapeEstimate, TAPE_PARAMS, type TapeMeasurements } from '#app/modules/sizing/estimate-keys.ts'
import type { MeasurementField } from '#app/modules/sizing/fields.ts'
import { loadAnsurWomen } from './lib/ansur.ts'
import { loadAtelierWomen } from './lib/atelier-data.ts'
import { OUTER_FOLDS, OUTER_SEED } from './lib/body-eval.ts'
import { computeBodyModel } from './lib/body-training.ts'
import { computeFolds, computeQuantile } from './lib/linalg.ts'
import { computeTapeResiduals } from './lib/tape-estimate.ts'

const GARMENTS: { name: string; kind: GarmentKind; parts: ChosenParts }[] = [
  { name: 'Falda lápiz (Penelope)', kind: 'skirt', parts: { length: 'length-knee', waistband: 'waistband-classic', detail: 'detail-vent' } },
  { name: 'Pantalón (Titan)', kind: 'trousers', parts: { leg: 'leg-straight', waistband: 'waistband-classic' } },
  { name: 'Camisa (Simon)', kind: 'shirt', parts: { sleeve: 'sleeve-long', cuff: 'cuff-classic', collar: 'collar-classic' } },
  { name: 'Camiseta (Teagan)', kind: 'top', parts: { sleeve: 'sleeve-long', collar: 'collar-round' } },
]

const everyArg = process.argv.indexOf('--every')
const EVERY = everyArg > 0 ? Number(process.argv[everyArg + 1]) : 10

type Profile = Record<MeasurementField, number>
const started = performance.now()
const women = loadAnsurWomen()
const atelier = loadAtelierWomen()
const folds = computeFolds(women.length, OUTER_FOLDS, OUTER_SEED)
/** errors[garment][scenario][dimension] = |estimated − real| in mm, one per woman. */
const errors: Record<string, Record<'without' | 'with', Record<string, number[]>>> = {}
for (const g of GARMENTS) errors[g.name] = { without: {}, with: {} }

const profileOf = (estimate: BodyEstimate, waist: number, tape: TapeMeasurements = {}): Profile => {
  const values = Object.fromEntries(Object.entries(estimate).map(([f, e]) => [f, e.value])) as Profile
  return { ...values, contornoCintura: tape.contornoCintura ?? waist }
}

let tested = 0
for (let fold = 0; fold < OUTER_FOLDS; fold++) {
  const train = women.filter((_, i) => folds[i] !== fold)
  const model = computeBodyModel(train, { masks: [0, 1, 4] })
  const residuals = computeTapeResiduals(model, train, [0, 1, 4])
  const test = women.flatMap((w, i) => (folds[i] === fold && i % EVERY === 0 ? [{ woman: w, real: atelier[i]!.profile }] : []))
  for (const { woman, real } of test) {
    tested++
    const input: BodyEstimateInput = { heightCm: woman.heightCm, weightKg: woman.weightKg, age: woman.age }
    // The survey's natural waist is not measured: ANSUR's waist column (at the navel) stands for hers in both scenarios.
    const plain = profileOf(computeBodyEstimate(model, input), real.contornoCintura)
    for (const g of GARMENTS) {
      const tape = Object.fromEntries(computeGarmentTape(g.kind).map((p) => [TAPE_PARAMS[p], real[TAPE_PARAMS[p]]])) as TapeMeasurements
      const withTape = profileOf(computeTapeEstimate(model, residuals, input, tape), real.contornoCintura, tape)
      const dims = (profile: Profile) => {
        const pattern = draftPattern({ kind: g.kind, parts: g.parts, profile })
        const pieces = computeLaidPieces(pattern)
        const outline = Object.fromEntries(
          pieces.flatMap((piece) => [
            [`${piece.name}:across`, piece.across],
            [`${piece.name}:along`, piece.along],
          ]),
        )
        return { ...(readKeyDimensions(pattern) as Record<string, number>), fabricLength: layOutPieces(pieces).metres * 1000, outline }
      }
      const truth = dims(real)
      for (const [scenario, profile] of [
        ['without', plain],
        ['with', withTape],
      ] as const) {
        const got = dims(profile)
        for (const [name, value] of Object.entries(truth)) {
          if (typeof value === 'number') (errors[g.name]![scenario][name] ??= []).push(Math.abs(((got as Record<string, unknown>)[name] as number) - value))
        }
        // Every piece's width and length: the whole pattern, not only the lengths a tape gives.
        const outlines = Object.entries(truth.outline).map(([name, value]) => Math.abs((got.outline[name] ?? 0) - value))
        ;(errors[g.name]![scenario].pieces ??= []).push(outlines.reduce((sum, e) => sum + e, 0) / outlines.length)
      }
    }
  }
}

const f1 = (x: number) => x.toFixed(1).padStart(6)
console.log(`ANSUR II training women: ${women.length}; 5-fold cross-validation, every ${EVERY}th woman of each left-out fold: ${tested} women\n`)
console.log('| garment | tape measurements | key dimension | without: mean | p90 | with: mean | p90 |')
console.log('|---|---|---|---:|---:|---:|---:|')
for (const g of GARMENTS) {
  const asked = computeGarmentTape(g.kind).join(', ')
  for (const name of Object.keys(errors[g.name]!.without)) {
    const [a, b] = (['without', 'with'] as const).map((s) => errors[g.name]![s][name]!)
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length
    console.log(`| ${g.name} | ${asked} | ${name} | ${f1(mean(a!))} | ${f1(computeQuantile(a!, 0.9))} | ${f1(mean(b!))} | ${f1(computeQuantile(b!, 0.9))} |`)
  }
}
console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`)
