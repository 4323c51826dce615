// npm run eval:body — 5-fold cross-validation of the body estimate on the training women,
// against the bars of issue 5. Exits 1 when a bar fails.

import { loadAnsurWomen } from './lib/ansur.ts'
import { BAR_FIELDS, SCORED_FIELDS, SCENARIO_LABELS, computeCrossValidation, computeEstimatedFields, computeMean, type CrossValidation, type Scenario } from './lib/body-eval.ts'

export const MAE_BARS: Record<Scenario, number> = { a: 1.35, b: 1.25 }
export const COVERAGE_BAR = { min: 0.75, max: 0.85 }

const pct = (x: number) => `${(100 * x).toFixed(1)} %`.padStart(7)
const cm = (x: number) => x.toFixed(2).padStart(5)

function printTable(cv: CrossValidation): void {
  console.log(`${'field'.padEnd(22)} | ${'(a) MAE  ±2cm    p10-p90  OLS'.padEnd(36)} | (b) MAE  ±2cm    p10-p90  OLS`)
  for (const field of SCORED_FIELDS) {
    const cells = (['a', 'b'] as const).map((s) => {
      const m = cv[s][field]
      const echoed = !computeEstimatedFields(s).includes(field)
      return `${cm(m.mae)} ${pct(m.within2)} ${pct(m.coverage)} ${cm(m.olsMae)}${echoed ? ' in' : '   '}`
    })
    const mark = BAR_FIELDS.includes(field) ? '*' : ' '
    console.log(`${(field + mark).padEnd(22)} | ${cells[0]!.padEnd(36)} | ${cells[1]}`)
  }
  console.log('* = one of the 14 fields of the MAE bars; "in" = an input, echoed back')
}

/** Checks the bars; returns the failures as sentences. */
export function computeBarFailures(cv: CrossValidation): string[] {
  const failures: string[] = []
  for (const s of ['a', 'b'] as const) {
    const mae = computeMean(BAR_FIELDS.map((f) => cv[s][f].mae))
    if (mae > MAE_BARS[s]) failures.push(`${SCENARIO_LABELS[s]}: mean MAE ${mae.toFixed(3)} cm > ${MAE_BARS[s]} cm`)
    for (const f of computeEstimatedFields(s)) {
      const c = cv[s][f].coverage
      if (c < COVERAGE_BAR.min || c > COVERAGE_BAR.max) {
        failures.push(`${SCENARIO_LABELS[s]}: ${f} p10-p90 coverage ${(100 * c).toFixed(1)} % outside 75-85 %`)
      }
    }
  }
  return failures
}

const started = performance.now()
const women = loadAnsurWomen()
const cv = computeCrossValidation(women)
console.log(`ANSUR II training women: ${women.length}; 5-fold cross-validation (deterministic folds)\n`)
printTable(cv)
console.log('')
for (const s of ['a', 'b'] as const) {
  const mae = computeMean(BAR_FIELDS.map((f) => cv[s][f].mae))
  const ols = computeMean(BAR_FIELDS.map((f) => cv[s][f].olsMae))
  const within = computeMean(BAR_FIELDS.map((f) => cv[s][f].within2))
  const coverages = computeEstimatedFields(s).map((f) => cv[s][f].coverage)
  console.log(
    `${SCENARIO_LABELS[s]}: mean MAE over the 14 fields ${mae.toFixed(3)} cm (bar ≤ ${MAE_BARS[s]}; OLS ${ols.toFixed(3)}),` +
      ` within ±2 cm ${pct(within).trim()}, coverage ${pct(Math.min(...coverages)).trim()} – ${pct(Math.max(...coverages)).trim()}`,
  )
}
const failures = computeBarFailures(cv)
console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s`)
if (failures.length > 0) {
  console.error(`\nFAILED bars:\n- ${failures.join('\n- ')}`)
  process.exitCode = 1
} else console.log('All bars met.')
