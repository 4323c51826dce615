import { describe, expect, test } from 'vitest'
import { MEASUREMENT_FIELDS } from '#app/modules/sizing/fields.ts'
import { checkMeasurementForm, computeDisplayedTexts, convertMeasurementText, formatMeasurement } from '#app/modules/sizing/form-state.ts'
import { sampleMeasurements } from '#tests/factories/measurements.ts'

describe('unit toggle', () => {
  test('shows numbers the reader’s way', () => {
    expect(formatMeasurement(82.5, 'es')).toBe('82,5')
    expect(formatMeasurement(32.48, 'en')).toBe('32.48')
    expect(formatMeasurement(90, 'es')).toBe('90')
  })

  test('converts through the stored cm value', () => {
    expect(convertMeasurementText('82,5', 'cm', 'in', 'es')).toBe('32,48')
    expect(convertMeasurementText('32.48', 'in', 'cm', 'en')).toBe('82.5')
    expect(convertMeasurementText('abc', 'cm', 'in', 'es')).toBe('abc')
    expect(convertMeasurementText('', 'cm', 'in', 'es')).toBe('')
  })

  test('round trips every tenth of a cm from 0.1 to 300 cm exactly', () => {
    for (let tenths = 1; tenths <= 3000; tenths++) {
      const cm = formatMeasurement(tenths / 10, 'es')
      const inches = convertMeasurementText(cm, 'cm', 'in', 'es')
      expect(convertMeasurementText(inches, 'in', 'cm', 'es')).toBe(cm)
    }
  })

  test('what was typed comes back as typed, in either unit', () => {
    const typed = { contornoBusto: { unit: 'in' as const, text: '35,5' }, contornoCintura: { unit: 'cm' as const, text: '70' } }
    const cm = computeDisplayedTexts(typed, 'cm', 'es')
    expect(cm.contornoBusto).toBe('90,2') // 35.5 in = 90.17 cm
    expect(cm.contornoCintura).toBe('70')
    expect(cm.contornoCadera).toBe('')
    const inches = computeDisplayedTexts(typed, 'in', 'es')
    expect(inches.contornoBusto).toBe('35,5')
    expect(inches.contornoCintura).toBe('27,56')
  })
})

describe('checkMeasurementForm', () => {
  const texts = Object.fromEntries(MEASUREMENT_FIELDS.map((f) => [f, String(sampleMeasurements[f])])) as Record<(typeof MEASUREMENT_FIELDS)[number], string>

  test('a complete, plausible profile passes', () => {
    const check = checkMeasurementForm('Yo', texts, 'cm')
    expect(check).toMatchObject({ missing: [], invalid: [], outOfRange: [], nameMissing: false })
    expect(new Set(Object.values(check.statuses))).toEqual(new Set(['valid']))
  })

  test('sorts empty, not-a-number and out-of-range fields', () => {
    const check = checkMeasurementForm(' ', { ...texts, contornoCuello: '', contornoBusto: 'x', largoBrazo: '0', contornoCadera: '150' }, 'cm')
    expect(check).toMatchObject({
      missing: ['contornoBusto', 'contornoCuello'],
      notNumber: ['contornoBusto'],
      invalid: ['largoBrazo'],
      outOfRange: ['contornoCadera'],
      nameMissing: true,
    })
    expect(check.statuses).toMatchObject({ contornoCuello: 'empty', contornoBusto: 'empty', contornoCadera: 'warning', contornoCintura: 'valid' })
  })

  test('letters are no value: counted as missing, not as a filled field to check (issue 18 item 13)', () => {
    const check = checkMeasurementForm('Yo', { ...texts, contornoBusto: 'abc', contornoCadera: '90cm' }, 'cm')
    expect(check.missing).toEqual(['contornoBusto', 'contornoCadera'])
    expect(check.notNumber).toEqual(['contornoBusto', 'contornoCadera'])
    expect(check.statuses.contornoBusto).toBe('empty')
    expect(check.invalid).toEqual([])
  })

  test('a value that rounds to 0 cm must be corrected, in either unit (issue 14 item 10)', () => {
    expect(checkMeasurementForm('Yo', { ...texts, contornoBusto: '0,04' }, 'cm').invalid).toEqual(['contornoBusto'])
    const inches = Object.fromEntries(MEASUREMENT_FIELDS.map((f) => [f, '20'])) as typeof texts
    expect(checkMeasurementForm('Yo', { ...inches, contornoBusto: '0,01' }, 'in').invalid).toEqual(['contornoBusto'])
    expect(checkMeasurementForm('Yo', { ...inches, contornoBusto: '0,02' }, 'in').invalid).toEqual([])
    expect(convertMeasurementText('0,04', 'cm', 'in', 'es')).toBe('0,04')
  })

  test('checks inches after conversion', () => {
    expect(checkMeasurementForm('Yo', { ...texts, contornoCuello: '14' }, 'in').outOfRange).not.toContain('contornoCuello')
    expect(checkMeasurementForm('Yo', { ...texts, contornoCuello: '35' }, 'in').outOfRange).toContain('contornoCuello')
  })
})
