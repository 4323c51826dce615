import { describe, expect, test } from 'vitest'
import { formatQuantity } from './numbers.ts'

/** The hand-written format must be exactly what Intl writes for every quantity we show. */
const intl = { es: 'es-ES', en: 'en-GB' } as const

describe('formatQuantity', () => {
  for (const locale of ['es', 'en'] as const) {
    test(`${locale}: the same text as Intl.NumberFormat with at most one decimal`, () => {
      const format = new Intl.NumberFormat(intl[locale], { maximumFractionDigits: 1 })
      for (let i = 0; i <= 200000; i += 7) {
        for (const value of [i / 100, i / 10, i * 13.37, -i / 100]) expect(formatQuantity(value, locale)).toBe(format.format(value))
      }
    })
  }
})
