import { describe, expect, it } from 'vitest'
import { parseMetres, parseSignedMetres, stockAdjustmentSchema } from './stock-schemas.ts'
import { parseSubmission } from '#app/utils/submission.ts'

describe('metres as the adjustment form reads them', () => {
  it('reads either decimal mark, two decimals at most, never negative for a total', () => {
    expect(parseMetres('12,5')).toBe(12.5)
    expect(parseMetres('12.50')).toBe(12.5)
    expect(parseMetres('0')).toBe(0)
    expect(parseMetres('3 m')).toBe(3)
    expect(parseMetres('1,234')).toBeNull()
    expect(parseMetres('-1')).toBeNull()
    expect(parseMetres('1e3')).toBeNull()
    expect(parseMetres('')).toBeNull()
  })

  it('reads a signed delta, with a plus, a hyphen or a true minus sign', () => {
    expect(parseSignedMetres('+2,5')).toBe(2.5)
    expect(parseSignedMetres('2.5')).toBe(2.5)
    expect(parseSignedMetres('-0,75')).toBe(-0.75)
    expect(parseSignedMetres('−1')).toBe(-1)
    expect(parseSignedMetres('- 1')).toBe(-1)
    expect(parseSignedMetres('+-1')).toBeNull()
    expect(parseSignedMetres('--1')).toBeNull()
    expect(parseSignedMetres('1.005')).toBeNull()
  })
})

describe('the adjustment schema', () => {
  it('gives one code per field', () => {
    expect(parseSubmission(stockAdjustmentSchema, { mode: 'delta', metres: '0', reason: 'x' })).toEqual({ ok: false, errors: { metres: 'zero' } })
    expect(parseSubmission(stockAdjustmentSchema, { mode: 'delta', metres: '2', reason: ' \n ' })).toEqual({ ok: false, errors: { reason: 'required' } })
    expect(parseSubmission(stockAdjustmentSchema, { metres: '2', reason: 'x' })).toEqual({ ok: false, errors: { mode: 'invalidChoice' } })
    expect(parseSubmission(stockAdjustmentSchema, { mode: 'set', metres: '2', reason: 'x' })).toEqual({ ok: false, errors: { expected: 'stale' } })
  })

  it('keeps the reason on one line, trimmed', () => {
    expect(parseSubmission(stockAdjustmentSchema, { mode: 'set', metres: '4,25', expected: '3', reason: '  Inventario\n de  marzo ' })).toEqual({
      ok: true,
      data: { mode: 'set', metres: 4.25, expected: 3, reason: 'Inventario de marzo' },
    })
  })
})
