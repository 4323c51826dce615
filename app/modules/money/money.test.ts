import { describe, expect, test } from 'vitest'
import { computeIncludedVat, currency, formatMoney } from './money.ts'

/** The hand-written formats must be exactly what Intl writes (NBSP included) for every amount we show. */
const intl = { es: 'es-ES', en: 'en-GB' } as const

function cents(): number[] {
  const out = [0, 1, 5, 99, 100, 101, 995, 1000, 4950, 5000, 99999, 100000, 123450, 999999, 1000000, 1234567, 99999999, 123456789]
  let seed = 7
  for (let i = 0; i < 2000; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    out.push(seed % 10 ** (1 + (i % 9)))
  }
  return out
}

describe('formatMoney', () => {
  for (const locale of ['es', 'en'] as const) {
    test(`${locale}: the same text as Intl.NumberFormat for euros, with and without whole-euro trimming`, () => {
      const full = new Intl.NumberFormat(intl[locale], { style: 'currency', currency })
      const whole = new Intl.NumberFormat(intl[locale], { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 })
      for (const c of cents()) {
        for (const value of [c, -c]) {
          if (value === 0 && Object.is(value, -0)) continue
          expect(formatMoney(value, locale)).toBe(full.format(value / 100))
          expect(formatMoney(value, locale, { wholeEuros: true })).toBe(value % 100 === 0 ? whole.format(value / 100) : full.format(value / 100))
        }
      }
    })
  }

  test('reads as a customer expects', () => {
    expect(formatMoney(123450, 'es')).toBe('1234,50\u00a0€')
    expect(formatMoney(1234567, 'es')).toBe('12.345,67\u00a0€')
    expect(formatMoney(123450, 'en')).toBe('€1,234.50')
    expect(formatMoney(5000, 'en', { wholeEuros: true })).toBe('€50')
  })
})

describe('computeIncludedVat', () => {
  test('derives the IVA contained in a tax-included price', () => {
    expect(computeIncludedVat(12100)).toBe(2100)
    expect(computeIncludedVat(5000)).toBe(868)
  })
})
