import { describe, expect, test } from 'vitest'
import { MEASUREMENT_FIELDS } from '#app/modules/sizing/fields.ts'
import { GARMENT_FIELDS, computeGarmentFields } from '#app/modules/sizing/garment-fields.ts'

describe('the measurements each garment uses (issue 34 item 4)', () => {
  test('trousers ask no neck, arm or wrist', () => {
    const { used } = computeGarmentFields('trousers')
    for (const f of ['contornoCuello', 'contornoMuneca', 'largoBrazo', 'contornoBrazo', 'anchoEspalda'] as const) expect(used).not.toContain(f)
    expect(used).toEqual(expect.arrayContaining(['contornoCintura', 'contornoCadera', 'tiroCompleto', 'largoPiernaExterior', 'largoPiernaInterior']))
  })

  test('a skirt asks only its waist, hips and length', () => {
    expect(computeGarmentFields('skirt').used).toEqual(['contornoCintura', 'contornoCadera', 'alturaCadera', 'largoPiernaExterior', 'largoPiernaInterior'])
  })

  test('tops and shirts ask no leg; a shirt adds the underbust for its high bust', () => {
    for (const kind of ['top', 'shirt'] as const) {
      const { used } = computeGarmentFields(kind)
      for (const f of ['tiroCompleto', 'largoPiernaInterior', 'contornoMuslo', 'contornoRodilla', 'contornoTobillo'] as const) expect(used).not.toContain(f)
      expect(used).toEqual(expect.arrayContaining(['contornoBusto', 'contornoCintura', 'anchoEspalda', 'largoBrazo', 'contornoCuello']))
    }
    expect(computeGarmentFields('shirt').used).toEqual(expect.arrayContaining(['contornoDebajoBusto']))
    expect(computeGarmentFields('top').used).not.toContain('contornoDebajoBusto')
  })

  test('the used and the other fields split the 22 without repeats; the waist she measures after an estimate is always among the used', () => {
    for (const kind of Object.keys(GARMENT_FIELDS)) {
      const { used, others } = computeGarmentFields(kind)
      expect(new Set(used).size).toBe(used.length)
      expect([...used, ...others].sort()).toEqual([...MEASUREMENT_FIELDS].sort())
      expect(used).toContain('contornoCintura')
    }
  })

  test('a garment kind without a list shows all 22 first, nothing folded', () => {
    expect(computeGarmentFields('cape')).toEqual({ used: [...MEASUREMENT_FIELDS], others: [] })
  })
})
