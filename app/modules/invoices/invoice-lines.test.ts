import { describe, expect, it } from 'vitest'
import { computeSaleInvoiceKind, SIMPLIFIED_LIMIT_CENTS } from './invoice-lines.ts'

describe('computeSaleInvoiceKind (decision 016: a simplified invoice only up to 3.000 € IVA included)', () => {
  it('is simplified up to and at the limit, full one cent above it', () => {
    expect(SIMPLIFIED_LIMIT_CENTS).toBe(300_000)
    expect(computeSaleInvoiceKind(12_100, false)).toBe('simplified')
    expect(computeSaleInvoiceKind(300_000, false)).toBe('simplified')
    expect(computeSaleInvoiceKind(300_001, false)).toBe('full')
  })

  it('is full whenever she asked for one', () => {
    expect(computeSaleInvoiceKind(1_000, true)).toBe('full')
    expect(computeSaleInvoiceKind(300_001, true)).toBe('full')
  })
})
