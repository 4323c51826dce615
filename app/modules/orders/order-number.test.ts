import { describe, expect, it } from 'vitest'
import { formatOrderNumber, normalizeOrderNumber, orderNumberPattern } from './order-number.ts'

describe('order numbers', () => {
  it('writes prefix, year and a six-digit sequence', () => {
    expect(formatOrderNumber(2026, 123)).toBe('GM-2026-000123')
    expect(formatOrderNumber(2026, 1_234_567)).toBe('GM-2026-1234567')
    expect(orderNumberPattern.test('GM-2026-000123')).toBe(true)
  })
  it('reads what a customer types', () => {
    expect(normalizeOrderNumber(' gm-2026-000123 ')).toBe('GM-2026-000123')
    expect(normalizeOrderNumber('GM2026000123')).toBe('GM-2026-000123')
    expect(normalizeOrderNumber('GM–2026–000123')).toBe('GM-2026-000123')
    expect(normalizeOrderNumber('GM-2026-12')).toBeNull()
    expect(normalizeOrderNumber('R-00042')).toBeNull()
  })
})
