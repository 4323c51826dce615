// Prints the atelier's generated tables (derivations.ts, size-table.ts) from the ANSUR II training
// women, to paste into those files: `npx tsx scripts/atelier-tables.ts`.
import { computeDerivations, computeSizeTable, loadAtelierWomen } from './lib/atelier-data.ts'

const women = loadAtelierWomen()
console.log('DERIVATIONS = {')
for (const [name, d] of Object.entries(computeDerivations(women)))
  console.log(
    `  ${name}: ${JSON.stringify(d)
      .replace(/"(\w+)":/g, '$1: ')
      .replace(/,/g, ', ')},`,
  )
console.log('}\nSIZE_TABLE = {')
for (const [size, body] of Object.entries(computeSizeTable(women)))
  console.log(
    `  ${size}: ${JSON.stringify(body)
      .replace(/"(\w+)":/g, '$1: ')
      .replace(/,/g, ', ')},`,
  )
console.log('}')
