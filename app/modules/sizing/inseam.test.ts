import { describe, expect, test } from 'vitest'
import { INSEAM_LIMITS, needsInseam, parseInseam } from '#app/modules/sizing/inseam.ts'

describe('inseam of a standard size', () => {
  test('only trousers ask it', () => {
    expect(needsInseam('trousers')).toBe(true)
    for (const kind of ['top', 'shirt', 'skirt', 'dress']) expect(needsInseam(kind), kind).toBe(false)
  })

  test('a number of cm within sane bounds, "78,5" accepted, one decimal kept', () => {
    expect(parseInseam('78')).toEqual({ ok: true, cm: 78 })
    expect(parseInseam(' 78,5 ')).toEqual({ ok: true, cm: 78.5 })
    expect(parseInseam('80.04')).toEqual({ ok: true, cm: 80 })
    expect(parseInseam(String(INSEAM_LIMITS.min))).toEqual({ ok: true, cm: INSEAM_LIMITS.min })
    expect(parseInseam(String(INSEAM_LIMITS.max))).toEqual({ ok: true, cm: INSEAM_LIMITS.max })
  })

  test('refuses empty, letters and typing mistakes', () => {
    expect(parseInseam('')).toEqual({ ok: false, code: 'inseamRequired' })
    expect(parseInseam('setenta')).toEqual({ ok: false, code: 'inseamNumber' })
    expect(parseInseam('78cm')).toEqual({ ok: false, code: 'inseamNumber' })
    expect(parseInseam('7,8')).toEqual({ ok: false, code: 'inseamRange' })
    expect(parseInseam('780')).toEqual({ ok: false, code: 'inseamRange' })
    expect(parseInseam('54,9')).toEqual({ ok: false, code: 'inseamRange' })
  })
})
