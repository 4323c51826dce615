// Command-line body estimate (issue 5), for evaluation outside the app:
//   npx tsx scripts/estimate-body.ts --in IN.csv --out OUT.csv
// IN: a header and columns alturaTotal (cm), peso (kg), optionally edad, contornoBusto,
// contornoAbdomen (at the navel), contornoCadera, in any order; empty cells allowed; "82,5" reads as 82.5.
// OUT: one row per input row, the 22 fields, then <field>_p10 and <field>_p90 of each, in cm; the
// natural waist (contornoCintura) is not estimated and stays empty (decision 003).
// A row that cannot be estimated gets empty cells and a line on stderr; the exit code is 1 only
// when no row could be estimated (2 for a usage error).

import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { estimateBody, type BodyEstimate, type BodyEstimateInput } from '#app/modules/sizing/estimate.ts'
import { MEASUREMENT_FIELDS, parseMeasurement } from '#app/modules/sizing/fields.ts'
import { formatCsvLine, parseCsvRecords } from './lib/csv.ts'

const INPUT_COLUMNS = {
  alturaTotal: 'heightCm',
  peso: 'weightKg',
  edad: 'age',
  contornoBusto: 'bustCm',
  contornoAbdomen: 'abdomenCm',
  contornoCadera: 'hipCm',
} as const satisfies Record<string, keyof BodyEstimateInput>
const REQUIRED_COLUMNS = ['alturaTotal', 'peso'] as const

export const OUTPUT_HEADER = [...MEASUREMENT_FIELDS, ...MEASUREMENT_FIELDS.flatMap((f) => [`${f}_p10`, `${f}_p90`])]

type RowResult = { cells: (string | number)[]; error?: string }

function computeRow(record: Record<string, string>): RowResult {
  const input: Partial<BodyEstimateInput> = {}
  for (const [column, key] of Object.entries(INPUT_COLUMNS)) {
    const text = record[column] ?? ''
    if (text === '') continue
    const value = parseMeasurement(text)
    if (value === null) return { cells: [], error: `${column} "${text}" is not a number` }
    input[key] = value
  }
  const missing = REQUIRED_COLUMNS.filter((c) => input[INPUT_COLUMNS[c]] === undefined)
  if (missing.length > 0) return { cells: [], error: `missing ${missing.join(' and ')}` }
  try {
    const estimate: Partial<BodyEstimate> = estimateBody(input as BodyEstimateInput)
    const cell = (f: (typeof MEASUREMENT_FIELDS)[number], key: 'value' | 'p10' | 'p90') => estimate[f as keyof BodyEstimate]?.[key] ?? ''
    return {
      cells: [...MEASUREMENT_FIELDS.map((f) => cell(f, 'value')), ...MEASUREMENT_FIELDS.flatMap((f) => [cell(f, 'p10'), cell(f, 'p90')])],
    }
  } catch (error) {
    if (error instanceof RangeError) return { cells: [], error: error.message }
    throw error
  }
}

/** The whole CSV conversion, pure: output text, per-row errors and how many rows were estimated. */
export function computeEstimateCsv(inputText: string): {
  output: string
  errors: string[]
  estimated: number
  rows: number
} {
  const { header, records } = parseCsvRecords(inputText)
  const errors: string[] = []
  const absent = REQUIRED_COLUMNS.filter((c) => !header.includes(c))
  if (absent.length > 0) errors.push(`input has no column ${absent.join(', ')} (header: ${header.join(',')})`)
  const lines = [formatCsvLine(OUTPUT_HEADER)]
  let estimated = 0
  records.forEach((record, i) => {
    const result = computeRow(record)
    if (result.error) {
      // Line numbers as a spreadsheet shows them: the header is line 1.
      errors.push(`line ${i + 2}: ${result.error}; row left empty`)
      lines.push(formatCsvLine(OUTPUT_HEADER.map(() => '')))
    } else {
      estimated++
      lines.push(formatCsvLine(result.cells))
    }
  })
  return { output: `${lines.join('\n')}\n`, errors, estimated, rows: records.length }
}

function main(): number {
  let values: { in?: string; out?: string } = {}
  try {
    values = parseArgs({ options: { in: { type: 'string' }, out: { type: 'string' } } }).values
  } catch (error) {
    console.error((error as Error).message)
  }
  if (!values.in || !values.out) {
    console.error('usage: npx tsx scripts/estimate-body.ts --in IN.csv --out OUT.csv')
    return 2
  }
  let text: string
  try {
    text = readFileSync(values.in, 'utf8')
  } catch (error) {
    console.error(`cannot read ${values.in}: ${(error as Error).message}`)
    return 2
  }
  const { output, errors, estimated, rows } = computeEstimateCsv(text)
  writeFileSync(values.out, output)
  for (const e of errors) console.error(e)
  console.error(`estimated ${estimated} of ${rows} rows → ${values.out}`)
  return estimated === 0 ? 1 : 0
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) process.exitCode = main()
