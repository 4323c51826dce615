import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import { MEASUREMENT_FIELDS } from '#app/modules/sizing/fields.ts'

const repo = fileURLToPath(new URL('..', import.meta.url))
const dir = mkdtempSync(join(tmpdir(), 'estimate-body-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function runCli(inputCsv: string) {
  const input = join(dir, `in-${Math.random().toString(36).slice(2)}.csv`)
  const output = `${input}.out.csv`
  writeFileSync(input, inputCsv)
  // The same command as documented (npx tsx …), without npx's start-up cost.
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/estimate-body.ts', '--in', input, '--out', output], {
    cwd: repo,
    encoding: 'utf8',
  })
  const lines = readFileSync(output, 'utf8').trimEnd().split('\n')
  return {
    status: run.status,
    stderr: run.stderr,
    header: lines[0]!.split(','),
    rows: lines.slice(1).map((l) => l.split(',')),
  }
}

describe('scripts/estimate-body.ts', () => {
  test('writes the 22 fields and their p10 / p90, one row per input row', () => {
    const { status, header, rows } = runCli(
      'peso,alturaTotal,edad,contornoBusto,contornoAbdomen,contornoCadera\n' + '60,165,,,,\n' + '"72,5",170,40,95,80,104\n' + '55,158,23,,,96\n',
    )
    expect(status).toBe(0)
    expect(header).toHaveLength(66)
    expect(header.slice(0, 22)).toEqual([...MEASUREMENT_FIELDS])
    expect(header.slice(22, 24)).toEqual(['alturaTotal_p10', 'alturaTotal_p90'])
    expect(header.at(-1)).toBe('contornoTobillo_p90')
    expect(rows).toHaveLength(3)
    // The natural waist is asked, not estimated (decision 003): its three cells stay empty.
    const waist = ['contornoCintura', 'contornoCintura_p10', 'contornoCintura_p90'].map((c) => header.indexOf(c))
    for (const row of rows) {
      expect(row).toHaveLength(66)
      expect(row.every((cell, i) => (waist.includes(i) ? cell === '' : Number.isFinite(Number(cell)) && cell !== ''))).toBe(true)
    }
    expect(rows[0]![0]).toBe('165')
    expect(rows[1]![header.indexOf('contornoAbdomen')]).toBe('80')
  })

  test('a bad row gets empty cells and a line on stderr; the others are still estimated', () => {
    const { status, stderr, rows } = runCli('alturaTotal,peso\n165,60\n,60\n160,abc\n')
    expect(status).toBe(0)
    expect(rows).toHaveLength(3)
    expect(rows[1]!.every((cell) => cell === '')).toBe(true)
    expect(rows[2]!.every((cell) => cell === '')).toBe(true)
    expect(stderr).toMatch(/line 3: missing alturaTotal/)
    expect(stderr).toMatch(/line 4: peso "abc" is not a number/)
  })

  test('exits 1 when no row could be estimated', () => {
    const { status, rows } = runCli('alturaTotal,peso\n900,60\n')
    expect(status).toBe(1)
    expect(rows).toHaveLength(1)
  })
})
