import { describe, expect, it } from 'vitest'
import { fabricPageSize, pageFabrics, parseShown } from './fabric-list.ts'

const families = ['algodon', 'seda', 'lino'] as const
/** 40 fabrics, the families in turn: ids 1…40. */
const all = Array.from({ length: 40 }, (_, i) => ({ id: i + 1, material: families[i % 3]! }))

describe('the fabric list of the design tool', () => {
  it('reads its length from the URL as whole pages, one page for anything odd', () => {
    expect(fabricPageSize).toBe(12)
    expect(parseShown(null)).toBe(12)
    expect(parseShown('24')).toBe(24)
    expect(parseShown('13')).toBe(24)
    for (const odd of ['', '0', '-12', 'abc', '1e3', '12.5', '999999']) expect(parseShown(odd), odd).toBe(12)
    expect(parseShown('99999')).toBe(1_200)
  })

  it('lists a page at a time and says how many there are and what the next page shows', () => {
    const first = pageFabrics(all, { material: null, shown: 12, chosen: 3 })
    expect(first.fabrics.map((f) => f.id)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1))
    expect(first.page).toEqual({ shown: 12, total: 40, nextShown: 24 })
    const last = pageFabrics(all, { material: null, shown: 48, chosen: 3 })
    expect(last.fabrics).toHaveLength(40)
    expect(last.page).toEqual({ shown: 40, total: 40, nextShown: null })
  })

  it('filters by family before paging', () => {
    const silk = pageFabrics(all, { material: 'seda', shown: 12, chosen: null })
    expect(silk.fabrics.every((f) => f.material === 'seda')).toBe(true)
    expect(silk.page).toEqual({ shown: 12, total: 13, nextShown: 24 })
  })

  it('carries her chosen fabric after the page when it is further down, counted when it is of the family shown', () => {
    const further = pageFabrics(all, { material: null, shown: 12, chosen: 30 })
    expect(further.fabrics.map((f) => f.id).slice(-2)).toEqual([12, 30])
    expect(further.page.shown).toBe(13)
    // Of another family: it travels (for the summary and the drawing) but is not one of the list's.
    const otherFamily = pageFabrics(all, { material: 'lino', shown: 12, chosen: 1 })
    expect(otherFamily.fabrics.at(-1)).toEqual({ id: 1, material: 'algodon' })
    expect(otherFamily.page.shown).toBe(12)
  })
})
