import { describe, expect, test } from 'vitest'
import { SPANISH_PROVINCES, computeCountryCode, computePostalProblems, computeProvinceCode, computeProvinceFromPostal, isPhoneNumber } from '#app/modules/addresses/postal-codes.ts'
import { addressSchema } from '#app/modules/addresses/schemas.ts'
import { parseSubmission } from '#app/utils/submission.ts'

const spain = (postalCode: string, province: string, country = 'España') => computePostalProblems({ postalCode, province, country })

describe('Spanish postal codes', () => {
  test('the 52 provinces, 01 to 52', () => {
    expect(Object.keys(SPANISH_PROVINCES).sort()).toEqual(Array.from({ length: 52 }, (_, i) => String(i + 1).padStart(2, '0')))
  })

  test('five digits whose first two are the province’s code', () => {
    expect(spain('28013', 'Madrid')).toEqual({})
    expect(spain('08001', 'Barcelona')).toEqual({})
    expect(spain('15001', 'A Coruña')).toEqual({})
    expect(spain('52001', 'Melilla')).toEqual({})
    expect(spain('07800', 'Ibiza')).toEqual({})
    expect(spain('35500', 'lanzarote')).toEqual({})
  })

  test('province names in any official form, any case, with or without accents', () => {
    for (const name of ['málaga', 'MALAGA', 'Provincia de Málaga', ' Málaga ']) expect(computeProvinceCode(name), name).toBe('29')
    expect(computeProvinceCode('La Coruña')).toBe('15')
    expect(computeProvinceCode('Gerona')).toBe('17')
    expect(computeProvinceCode('Araba/Álava')).toBe('01')
    expect(computeProvinceCode('Vizcaya')).toBe('48')
    expect(computeProvinceCode('Bizkaia')).toBe('48')
    expect(computeProvinceCode('València')).toBe('46')
    expect(computeProvinceCode('Madriz')).toBeNull()
  })

  test('refuses a wrong shape, a code outside 01–52 and a code of another province', () => {
    expect(spain('2801', 'Madrid')).toEqual({ postalCode: 'postalFormat' })
    expect(spain('280013', 'Madrid')).toEqual({ postalCode: 'postalFormat' })
    expect(spain('28 013', 'Madrid')).toEqual({ postalCode: 'postalFormat' })
    expect(spain('ABCDE', 'Madrid')).toEqual({ postalCode: 'postalFormat' })
    expect(spain('53001', 'Madrid')).toEqual({ postalCode: 'postalFormat' })
    expect(spain('00001', 'Madrid')).toEqual({ postalCode: 'postalFormat' })
    expect(spain('08001', 'Madrid')).toEqual({ postalCode: 'postalProvince' })
    expect(spain('28013', 'Madriz')).toEqual({ province: 'unknownProvince' })
  })

  test('an empty country is Spain (the form’s default); Spain by any of its names', () => {
    for (const country of ['', 'España', 'espana', 'Spain', 'ES']) expect(spain('08001', 'Madrid', country), country).toEqual({ postalCode: 'postalProvince' })
    expect(computeCountryCode('  ')).toBe('ES')
  })
})

describe('other countries', () => {
  test('by their own pattern', () => {
    const abroad = (postalCode: string, country: string) => computePostalProblems({ postalCode, province: 'X', country })
    expect(abroad('1000-001', 'Portugal')).toEqual({})
    expect(abroad('1000001', 'Portugal')).toEqual({ postalCode: 'postalFormat' })
    expect(abroad('75001', 'Francia')).toEqual({})
    expect(abroad('7500', 'France')).toEqual({ postalCode: 'postalFormat' })
    expect(abroad('10115', 'Alemania')).toEqual({})
    expect(abroad('00184', 'Italia')).toEqual({})
    expect(abroad('0018A', 'Italy')).toEqual({ postalCode: 'postalFormat' })
    expect(abroad('1012 AB', 'Países Bajos')).toEqual({})
  })

  test('free text where the shop knows no pattern, and no province check outside Spain', () => {
    expect(computePostalProblems({ postalCode: 'SW1A 1AA', province: 'London', country: 'Reino Unido' })).toEqual({})
    expect(computePostalProblems({ postalCode: '75001', province: 'Île-de-France', country: 'Francia' })).toEqual({})
  })
})

describe('phone numbers, as the checkout’s guest form says', () => {
  test.each([
    ['612345678', true],
    ['+34 612 345 678', true],
    ['(+34) 612-34-56-78', false],
    ['+351 912 345 678', true],
    ['(91) 234 56 78', true],
    ['12345678', false],
    ['---------', false],
    ['+34 ()()()()', false],
    ['612 34a 678', false],
    ['1234567890123456', false],
  ])('%j is %s', (text, ok) => {
    expect(isPhoneNumber(text)).toBe(ok)
  })
})

describe('the address schema', () => {
  const valid = { fullName: 'Ana Ruiz', phone: '+34 612 345 678', street: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', province: 'Madrid', country: '' }

  test('gives each postal problem next to its field, with the other fields’ messages', () => {
    expect(parseSubmission(addressSchema, valid).ok).toBe(true)
    const bad = parseSubmission(addressSchema, { ...valid, fullName: '', postalCode: '08001' })
    expect(bad).toEqual({ ok: false, errors: { fullName: 'required', postalCode: 'postalProvince' } })
    const empty = parseSubmission(addressSchema, { ...valid, postalCode: '', province: 'Madriz' })
    expect(empty).toEqual({ ok: false, errors: { postalCode: 'required', province: 'unknownProvince' } })
  })
})

describe('the province from the postal code (the checkout asks one field less)', () => {
  test('a Spanish code names its province; other countries and bad codes name none', () => {
    expect(computeProvinceFromPostal('41001', 'España')).toBe('Sevilla')
    expect(computeProvinceFromPostal(' 08001 ', '')).toBe('Barcelona')
    expect(computeProvinceFromPostal('99001', 'España')).toBeNull()
    expect(computeProvinceFromPostal('4100', 'España')).toBeNull()
    expect(computeProvinceFromPostal('41001', 'Portugal')).toBeNull()
  })
})
