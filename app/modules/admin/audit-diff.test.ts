import { describe, expect, it } from 'vitest'
import { computeAuditChanges } from './audit-diff.ts'

describe('computeAuditChanges', () => {
  it('lists only the leaves that differ, by dotted path', () => {
    const before = { storeName: 'Gemela', shipping: { freeFromCents: 5000, standardDays: { min: 3, max: 5 } }, tags: ['a'] }
    const after = { storeName: 'Gemela', shipping: { freeFromCents: 4990, standardDays: { min: 3, max: 6 } }, tags: ['a', 'b'] }
    expect(computeAuditChanges(before, after)).toEqual([
      { path: 'shipping.freeFromCents', before: 5000, after: 4990 },
      { path: 'shipping.standardDays.max', before: 5, after: 6 },
      { path: 'tags', before: ['a'], after: ['a', 'b'] },
    ])
  })

  it('nothing changed: no lines', () => {
    expect(computeAuditChanges({ a: { b: 1 } }, { a: { b: 1 } })).toEqual([])
  })

  it('a created or deleted entity lists every leaf on its side', () => {
    expect(computeAuditChanges(null, { name: 'Lino', price: 0 })).toEqual([
      { path: 'name', before: undefined, after: 'Lino' },
      { path: 'price', before: undefined, after: 0 },
    ])
    expect(computeAuditChanges({ name: 'Lino' }, null)).toEqual([{ path: 'name', before: 'Lino', after: undefined }])
  })

  it('a key that appears or disappears, and a value that becomes null', () => {
    expect(computeAuditChanges({ a: 1, b: 2 }, { a: null, c: 3 })).toEqual([
      { path: 'a', before: 1, after: null },
      { path: 'c', before: undefined, after: 3 },
      { path: 'b', before: 2, after: undefined },
    ])
  })
})
