import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import bodyModel from '#app/modules/sizing/body-model.json' with { type: 'json' }
import { ECHO_HALF_RANGE_CM, ESTIMATED_FIELDS, estimateBody, type BodyEstimate, type BodyEstimateInput } from '#app/modules/sizing/estimate.ts'
import { BODY_MODEL_PATH, computeTrainedModelText } from '../../../scripts/train-body-model.ts'

const expectOrdered = (estimate: BodyEstimate) => {
  for (const field of ESTIMATED_FIELDS) {
    const { value, p10, p90 } = estimate[field]
    expect(p10, field).toBeLessThanOrEqual(value)
    expect(value, field).toBeLessThanOrEqual(p90)
    expect(p90 - p10, field).toBeGreaterThan(0)
    for (const x of [value, p10, p90]) expect(Math.round(x * 10) / 10, field).toBe(x)
  }
}

describe('estimateBody', () => {
  test('a 165 cm / 60 kg woman gets a plausible profile', () => {
    const e = estimateBody({ heightCm: 165, weightKg: 60 })
    expect(Object.keys(e)).toEqual([...ESTIMATED_FIELDS])
    expect(e.alturaTotal.value).toBe(165)
    const within = (field: keyof BodyEstimate, min: number, max: number) => {
      expect(e[field].value, field).toBeGreaterThanOrEqual(min)
      expect(e[field].value, field).toBeLessThanOrEqual(max)
    }
    within('contornoBusto', 82, 96)
    within('contornoAbdomen', 70, 88)
    within('contornoCadera', 90, 104)
    within('contornoDebajoBusto', 66, 82)
    within('contornoCuello', 33, 39)
    within('largoBrazo', 51, 58)
    within('largoPiernaInterior', 75, 84)
    within('largoPiernaExterior', 99, 108)
    within('contornoMuneca', 14, 16.5)
    within('contornoTobillo', 19.5, 23)
    expectOrdered(e)
  })

  test('given measurements are echoed back exactly, with a narrow range', () => {
    const e = estimateBody({
      heightCm: 171.3,
      weightKg: 68.4,
      age: 41,
      bustCm: 97.5,
      abdomenCm: 84.2,
      hipCm: 103.1,
    })
    const echoed = { alturaTotal: 171.3, contornoBusto: 97.5, contornoAbdomen: 84.2, contornoCadera: 103.1 }
    for (const [field, value] of Object.entries(echoed)) {
      const got = e[field as keyof BodyEstimate]
      expect(got.value, field).toBe(value)
      expect(got.p90 - got.p10, field).toBeCloseTo(2 * ECHO_HALF_RANGE_CM, 5)
    }
    expectOrdered(e)
  })

  test('the navel girth is the abdomen only; the natural waist is asked, never estimated (issue 18 item 12)', () => {
    // 165 cm / 62.5 kg / 34 years: an M bust (86–90… 91) once came with an 81.3 cm "waist", an XL.
    const e = estimateBody({ heightCm: 165, weightKg: 62.5, age: 34 })
    expect(e.contornoAbdomen.value).toBe(81.3)
    expect(e.contornoBusto.value).toBeLessThan(92)
    expect(e).not.toHaveProperty('contornoCintura')
    expect(ESTIMATED_FIELDS).toHaveLength(21)
    expect(ESTIMATED_FIELDS).not.toContain('contornoCintura')
  })

  test('fields without data follow the stated rules, with wider ranges', () => {
    const e = estimateBody({ heightCm: 165, weightKg: 60, bustCm: 90 })
    expect(e.contornoDebajoBusto.value).toBe(75.6) // 0.84 × 90
    expect(e.contornoAxila.value).toBe(100) // 90 + 10
    const bustWidth = e.contornoBusto.p90 - e.contornoBusto.p10
    expect(e.contornoDebajoBusto.p90 - e.contornoDebajoBusto.p10).toBeGreaterThan(bustWidth)
    expect(e.contornoAxila.p90 - e.contornoAxila.p10).toBeGreaterThan(bustWidth)
  })

  test('partial girths use the variant trained on them, and the girths inform the rest', () => {
    const slim = estimateBody({ heightCm: 165, weightKg: 65, hipCm: 92 })
    const wide = estimateBody({ heightCm: 165, weightKg: 65, hipCm: 110 })
    expect(slim.contornoCadera.value).toBe(92)
    expect(wide.contornoMuslo.value).toBeGreaterThan(slim.contornoMuslo.value + 2)
    expect(wide.contornoBusto.value).not.toBe(slim.contornoBusto.value)
    expectOrdered(slim)
    expectOrdered(wide)
  })

  test('a missing age is the training median age', () => {
    expect(estimateBody({ heightCm: 160, weightKg: 70 })).toEqual(estimateBody({ heightCm: 160, weightKg: 70, age: bodyModel.medianAge }))
  })

  test('heavier means larger girths, taller means longer limbs', () => {
    const base = estimateBody({ heightCm: 165, weightKg: 60 })
    const heavy = estimateBody({ heightCm: 165, weightKg: 85 })
    const tall = estimateBody({ heightCm: 180, weightKg: 60 })
    for (const f of ['contornoBusto', 'contornoCadera', 'contornoMuslo', 'contornoBrazo'] as const) {
      expect(heavy[f].value, f).toBeGreaterThan(base[f].value)
      expect(heavy[f].p90 - heavy[f].p10, f).toBeGreaterThanOrEqual(base[f].p90 - base[f].p10)
    }
    for (const f of ['largoBrazo', 'largoPiernaInterior', 'largoPiernaExterior'] as const) {
      expect(tall[f].value, f).toBeGreaterThan(base[f].value)
    }
  })

  test('stays ordered and finite beyond the survey’s women', () => {
    for (const input of [
      { heightCm: 140, weightKg: 35 },
      { heightCm: 200, weightKg: 140, age: 80 },
      { heightCm: 155, weightKg: 130, bustCm: 140, abdomenCm: 130, hipCm: 150 },
    ])
      expectOrdered(estimateBody(input))
  })

  test.each<BodyEstimateInput>([
    { heightCm: Number.NaN, weightKg: 60 },
    { heightCm: 1650, weightKg: 60 },
    { heightCm: 165, weightKg: 0 },
    { heightCm: 165, weightKg: 60, age: -3 },
    { heightCm: 165, weightKg: 60, bustCm: 9 },
  ])('refuses %j', (input) => {
    expect(() => estimateBody(input)).toThrow(RangeError)
  })
})

describe('body model file', () => {
  test('is small', () => {
    expect(readFileSync(BODY_MODEL_PATH).length).toBeLessThan(60 * 1024)
  })

  test('the committed model is exactly what npm run train:body produces', () => {
    expect(readFileSync(BODY_MODEL_PATH, 'utf8')).toBe(computeTrainedModelText())
  })
})
