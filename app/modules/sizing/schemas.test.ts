import { describe, expect, test } from 'vitest'
import { MEASUREMENT_FIELDS } from '#app/modules/sizing/fields.ts'
import { computeMissingFields, parseEstimateInput, parseMeasurementForm, parseStandardSize } from '#app/modules/sizing/schemas.ts'
import { cmToIn } from '#app/modules/sizing/units.ts'
import { sampleMeasurements } from '#tests/factories/measurements.ts'

function formOf(fields: Record<string, string>) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  return form
}

const measurementFields = (overrides: Record<string, string> = {}) =>
  formOf({ name: 'Mi perfil', notes: '', unit: 'cm', ...Object.fromEntries(Object.entries(sampleMeasurements).map(([k, v]) => [k, String(v)])), ...overrides })

describe('parseMeasurementForm', () => {
  test('accepts the 22 values, comma decimals too, and stores cm', () => {
    const result = parseMeasurementForm(measurementFields({ contornoBusto: '90,5', notes: '  hombros caídos ' }))
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.data.values.contornoBusto).toBe(90.5)
    expect(result.data.notes).toBe('hombros caídos')
    expect(result.data.outOfRange).toEqual([])
  })

  test('converts inches to cm exactly to 0.1 cm', () => {
    const inches = Object.fromEntries(Object.entries(sampleMeasurements).map(([k, v]) => [k, String(cmToIn(v + 0.3))]))
    const result = parseMeasurementForm(formOf({ name: 'En pulgadas', unit: 'in', ...inches }))
    expect(result.ok).toBe(true)
    if (result.ok) for (const f of MEASUREMENT_FIELDS) expect(result.data.values[f], f).toBe(Math.round((sampleMeasurements[f] + 0.3) * 10) / 10)
  })

  test('reports out-of-range values without refusing them', () => {
    const result = parseMeasurementForm(measurementFields({ contornoCuello: '60', alturaCadera: '10' }))
    expect(result.ok && result.data.outOfRange).toEqual(['alturaCadera', 'contornoCuello'])
  })

  test('refuses a missing name, a name over 100 characters, missing and non-numeric values', () => {
    const missingName = parseMeasurementForm(measurementFields({ name: '   ' }))
    expect(missingName.ok === false && missingName.errors).toEqual({ name: 'required', fields: {} })
    const long = parseMeasurementForm(measurementFields({ name: 'x'.repeat(101) }))
    expect(long.ok === false && long.errors.name).toBe('tooLong')
    expect(parseMeasurementForm(measurementFields({ name: 'x'.repeat(100) })).ok).toBe(true)

    const form = measurementFields({ contornoBusto: 'abc', contornoCintura: '-3', largoBrazo: '900', contornoCadera: '' })
    form.delete('contornoTobillo')
    const bad = parseMeasurementForm(form)
    expect(bad.ok).toBe(false)
    if (bad.ok) return
    expect(bad.errors.fields).toEqual({
      contornoBusto: 'notNumber',
      contornoCintura: 'notPositive',
      contornoCadera: 'required',
      largoBrazo: 'tooLarge',
      contornoTobillo: 'required',
    })
    // Letters are no value: listed with the empty fields (issue 18 item 13).
    expect(computeMissingFields(bad.errors)).toEqual(['contornoBusto', 'contornoCadera', 'contornoTobillo'])
  })

  test('checks each value as stored: what rounds to 0 cm is refused, the smallest tenth is kept (issue 14 item 10)', () => {
    for (const [unit, text] of [
      ['cm', '0.04'],
      ['cm', '0,049'],
      ['cm', '-0,04'],
      ['in', '0.01'],
      ['in', '0,019'],
    ] as const) {
      const result = parseMeasurementForm(measurementFields({ unit, contornoBusto: text }))
      expect(result.ok, `${text} ${unit}`).toBe(false)
      if (!result.ok) expect(result.errors.fields.contornoBusto, `${text} ${unit}`).toBe('notPositive')
    }
    const smallest = parseMeasurementForm(measurementFields({ contornoBusto: '0,05' }))
    expect(smallest.ok && smallest.data.values.contornoBusto).toBe(0.1)
    const twentyInches = Object.fromEntries(MEASUREMENT_FIELDS.map((f) => [f, '20']))
    const inches = parseMeasurementForm(measurementFields({ unit: 'in', ...twentyInches, contornoBusto: '0.02' }))
    expect(inches.ok && inches.data.values.contornoBusto).toBe(0.1)
    // The cap too reads the stored value: 300.04 cm is 300.0 cm.
    const top = parseMeasurementForm(measurementFields({ contornoBusto: '300,04' }))
    expect(top.ok && top.data.values.contornoBusto).toBe(300)
    expect(parseMeasurementForm(measurementFields({ contornoBusto: '300,05' })).ok).toBe(false)
  })
})

describe('parseStandardSize', () => {
  const sizes = ['XS', 'S', 'M', 'L', 'XL']
  test('a letter, and a neck size of the chosen unit for collared garments', () => {
    expect(parseStandardSize(formOf({ size: 'L', neckUnit: 'in', neck: '15.75' }), { sizes, needsNeck: true })).toEqual({
      ok: true,
      data: { size: 'L', neck: { unit: 'in', value: '15.75' } },
    })
    expect(parseStandardSize(formOf({ size: 'S', neck: '38' }), { sizes, needsNeck: false })).toEqual({ ok: true, data: { size: 'S' } })
    const bad = parseStandardSize(formOf({ size: 'XXL', neckUnit: 'in', neck: '38' }), { sizes, needsNeck: true })
    expect(bad.ok === false && bad.errors).toEqual({ size: 'chooseSize', neck: 'chooseNeck' })
  })
})

describe('parseEstimateInput', () => {
  test('height and weight are required; the rest optional, within limits', () => {
    expect(parseEstimateInput({ altura: '165', peso: '60,5', edad: '', busto: '90' })).toMatchObject({ ok: true, data: { heightCm: 165, weightKg: 60.5, bustCm: 90 } })
    const bad = parseEstimateInput({ altura: '', peso: 'sesenta', abdomen: '500' })
    expect(bad.ok === false && bad.errors).toEqual({
      altura: { code: 'required', min: 120, max: 220 },
      peso: { code: 'notNumber', min: 30, max: 250 },
      abdomen: { code: 'range', min: 40, max: 200 },
    })
  })

  test('checks the limits on the value used, one decimal', () => {
    expect(parseEstimateInput({ altura: '119,96', peso: '250,04' })).toMatchObject({ ok: true, data: { heightCm: 120, weightKg: 250 } })
    const bad = parseEstimateInput({ altura: '119,94', peso: '250,05' })
    expect(bad.ok === false && Object.keys(bad.errors)).toEqual(['altura', 'peso'])
  })
})
