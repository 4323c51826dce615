import { writeFileSync } from 'node:fs'
import { fallbackStylesheet } from './lib/font-fallbacks.ts'

/** Writes the metric-matched fallback faces (app/styles/font-fallbacks.css); its test says when it is stale. */
export const target = 'app/styles/font-fallbacks.css'

writeFileSync(target, fallbackStylesheet())
console.log(`wrote ${target}`)
