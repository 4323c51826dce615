// npm run train:body — trains the body model from the repo's ANSUR II training file and writes
// app/modules/sizing/body-model.json (committed; loaded by app/modules/sizing/estimate.ts).
// Deterministic: the same data always gives the same bytes (estimate.test.ts checks it).

import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { BodyModel } from '#app/modules/sizing/body-model.ts'
import { loadAnsurWomen } from './lib/ansur.ts'
import { computeBodyModel } from './lib/body-training.ts'

export const BODY_MODEL_PATH = fileURLToPath(new URL('../app/modules/sizing/body-model.json', import.meta.url))

/** One variant per line keeps the file small yet lets a diff show which variant changed. */
export function formatBodyModel(model: BodyModel): string {
  const { variants, ...head } = model
  const lines = variants.map((v) => `    ${JSON.stringify(v)}`)
  const headJson = JSON.stringify(head, null, 2).replace(/\n}$/, '')
  return `${headJson},\n  "variants": [\n${lines.join(',\n')}\n  ]\n}\n`
}

export function computeTrainedModelText(): string {
  return formatBodyModel(computeBodyModel(loadAnsurWomen()))
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = performance.now()
  const text = computeTrainedModelText()
  writeFileSync(BODY_MODEL_PATH, text)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`wrote ${BODY_MODEL_PATH} (${(text.length / 1024).toFixed(1)} KB) in ${seconds} s`)
}
