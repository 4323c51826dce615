// The estimate that serves the pattern: each tape measurement she gives is used exactly, and the
// fields it correlates with move with it (decision 013).
import { describe, expect, test } from 'vitest'
import { estimateBody } from '#app/modules/sizing/estimate.ts'
import { computeGarmentTape, estimateBodyWithTape, TAPE_PARAMS } from '#app/modules/sizing/estimate-keys.ts'
import { parseEstimateInput } from '#app/modules/sizing/schemas.ts'

const her = { heightCm: 165, weightKg: 62, age: 34 }

describe('estimateBodyWithTape', () => {
  test.each([
    ['largoPiernaInterior', 81.3],
    ['largoPiernaExterior', 104.7],
    ['tiroCompleto', 71.9],
    ['contornoCuello', 33.4],
    ['anchoEspalda', 37.2],
    ['largoBrazo', 57.6],
    ['contornoBusto', 93.5],
    ['contornoCadera', 101.1],
  ] as const)('%s given as %s cm is used exactly', (field, value) => {
    const plain = estimateBody(her)
    expect(plain[field].value).not.toBe(value)
    const estimate = estimateBodyWithTape(her, { [field]: value })
    expect(estimate[field].value).toBe(value)
  })

  test('a long inseam lengthens the outside leg with it; the plain estimate is unchanged without tape', () => {
    const plain = estimateBody(her)
    expect(estimateBodyWithTape(her, {})).toEqual(plain)
    const longLegs = estimateBodyWithTape(her, { largoPiernaInterior: plain.largoPiernaInterior.value + 6 })
    expect(longLegs.largoPiernaExterior.value).toBeGreaterThan(plain.largoPiernaExterior.value + 3)
    // The ranges move with the value.
    expect(longLegs.largoPiernaExterior.p10).toBeLessThanOrEqual(longLegs.largoPiernaExterior.value)
    expect(longLegs.largoPiernaExterior.p90).toBeGreaterThanOrEqual(longLegs.largoPiernaExterior.value)
  })

  test('several at once: each exact', () => {
    const tape = { largoPiernaInterior: 78, tiroCompleto: 70.5, contornoCadera: 99 }
    const estimate = estimateBodyWithTape(her, tape)
    for (const [field, value] of Object.entries(tape)) expect(estimate[field as keyof typeof estimate].value).toBe(value)
  })
})

test("each garment asks two to four of its pattern's measurements; unknown garments none", () => {
  expect(computeGarmentTape('skirt').map((p) => TAPE_PARAMS[p])).toEqual(['contornoCintura', 'contornoCadera', 'largoPiernaExterior'])
  expect(computeGarmentTape('trousers').map((p) => TAPE_PARAMS[p])).toEqual(['contornoCintura', 'contornoCadera', 'largoPiernaInterior', 'tiroCompleto'])
  expect(computeGarmentTape('shirt').map((p) => TAPE_PARAMS[p])).toEqual(['contornoBusto', 'contornoCuello', 'anchoEspalda', 'largoBrazo'])
  expect(computeGarmentTape('gift')).toEqual([])
})

test('the form reads tape measurements by field, in her decimal comma, and refuses a slip', () => {
  const parsed = parseEstimateInput({ altura: '165', peso: '62', cintura: '71,5', exterior: '104', busto: '' })
  expect(parsed).toMatchObject({ ok: true, data: { heightCm: 165, weightKg: 62 }, tape: { contornoCintura: 71.5, largoPiernaExterior: 104 } })
  expect(parseEstimateInput({ altura: '165', peso: '62', entrepierna: '300' })).toMatchObject({ ok: false, errors: { entrepierna: { code: 'range', min: 50, max: 110 } } })
})
