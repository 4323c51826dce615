import { describe, expect, test } from 'vitest'
import { checkTaxId, normalizeTaxId, taxIdField } from './tax-id.ts'

describe('Spanish tax ids (NIF, NIE, CIF)', () => {
  test.each([
    ['12345678Z', 'dni'],
    ['00000000T', 'dni'],
    ['X1234567L', 'nie'],
    ['Y1234567X', 'nie'],
    ['Z1234567R', 'nie'],
    ['K1234567L', 'klm'],
    // Entities: companies (digit), public bodies (letter), either.
    ['B12345674', 'entity'],
    ['A58818501', 'entity'],
    ['Q2826000H', 'entity'],
    ['P1234567D', 'entity'],
    ['G12345674', 'entity'],
    ['G1234567D', 'entity'],
  ])('%s is a valid %s', (id, kind) => {
    expect(checkTaxId(id)).toEqual({ ok: true, value: id, kind })
  })

  test.each(['12345678A', 'X1234567A', 'K1234567A', 'B12345675', 'Q2826000J', 'A58818502'])('%s has the wrong control character', (id) => {
    expect(checkTaxId(id)).toEqual({ ok: false, code: 'invalidControl' })
  })

  test('a company (A, B, E, H) never ends in a letter, a public body (P, Q, S…) never in a digit', () => {
    // B12345674's letter form is D; Q2826000H's digit form is 8.
    expect(checkTaxId('B1234567D')).toEqual({ ok: false, code: 'invalidControl' })
    expect(checkTaxId('Q28260008')).toEqual({ ok: false, code: 'invalidControl' })
  })

  test.each(['1234567Z', '123456789', 'I1234567A', 'X12345678L', 'ABCDEFGHI', 'ES12345678Z'])('%s is not shaped like a tax id', (id) => {
    expect(checkTaxId(id)).toEqual({ ok: false, code: 'invalidFormat' })
  })

  test('separators and case are forgiven and dropped', () => {
    expect(normalizeTaxId(' 12.345.678-z ')).toBe('12345678Z')
    expect(checkTaxId('x-1234567-l')).toEqual({ ok: true, value: 'X1234567L', kind: 'nie' })
    expect(checkTaxId('   ')).toEqual({ ok: false, code: 'required' })
  })

  test('the form field answers the normalized id or the message code', () => {
    expect(taxIdField.parse('b-12345674')).toBe('B12345674')
    const wrong = taxIdField.safeParse('12345678A')
    expect(wrong.success).toBe(false)
    expect(wrong.error?.issues[0]?.message).toBe('invalidControl')
    expect(taxIdField.safeParse('nope').error?.issues[0]?.message).toBe('invalidFormat')
    expect(taxIdField.safeParse('').error?.issues[0]?.message).toBe('required')
  })
})
