// Writes app/modules/sizing/tape-residuals.json (the body estimate's residual covariances, per
// variant) from the ANSUR II training women and the committed body model:
// `npx tsx scripts/estimate-tape-tables.ts`. docs/decisions/013-tape-measurements.md says why.
import { writeFileSync } from 'node:fs'
import bodyModelJson from '#app/modules/sizing/body-model.json' with { type: 'json' }
import { parseBodyModel } from '#app/modules/sizing/body-model.ts'
import { loadAnsurWomen } from './lib/ansur.ts'
import { computeTapeResiduals } from './lib/tape-estimate.ts'

const model = parseBodyModel(bodyModelJson)
const residuals = computeTapeResiduals(model, loadAnsurWomen(), [0, 1, 2, 3, 4, 5, 6, 7])
const path = new URL('../app/modules/sizing/tape-residuals.json', import.meta.url)
writeFileSync(path, `${JSON.stringify(residuals)}\n`)
console.log(`${residuals.fields.length} fields × ${Object.keys(residuals.masks).length} variants → ${path.pathname}`)
