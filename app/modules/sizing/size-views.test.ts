import { describe, expect, test } from 'vitest'
import { computeSizeBackHref, computeSizeHref, parseSizeView } from '#app/modules/sizing/size-views.ts'

const item = '0b7c3c1e-5a8f-4d0e-9a52-7d6f2f1e9c11'

describe('parseSizeView', () => {
  test('opens the summary of a chosen size, otherwise the main choice', () => {
    expect(parseSizeView(null, true)).toBe('done')
    expect(parseSizeView(null, false)).toBe('main')
    expect(parseSizeView('banana', false)).toBe('main')
  })

  test('keeps a known view; the summary needs a size; the screens that are gone open the main choice or the summary', () => {
    expect(parseSizeView('form', false)).toBe('form')
    expect(parseSizeView('main', true)).toBe('main')
    expect(parseSizeView('done', false)).toBe('main')
    // Issue 32 item 5 and issue 34 item 4: no personal-data screen, no second choice of method.
    expect(parseSizeView('personal', true)).toBe('done')
    expect(parseSizeView('personal', false)).toBe('main')
    expect(parseSizeView('method', false)).toBe('main')
  })
})

describe('back chain', () => {
  const back = (view: Parameters<typeof computeSizeBackHref>[2], query = '') => computeSizeBackHref(7, item, view, new URLSearchParams(query))

  test('size → design summary', () => {
    expect(back('done')).toBe(`/product/7?item=${item}&step=summary`)
    expect(back('main')).toBe(`/product/7?item=${item}&step=summary`)
  })

  test('every way to a size goes back to the main choice, where all the ways are', () => {
    expect(back('standard')).toBe(`/product/7?item=${item}&step=measurements&view=main`)
    expect(back('form')).toBe(`/product/7?item=${item}&step=measurements&view=main`)
    expect(back('estimate')).toBe(`/product/7?item=${item}&step=measurements&view=main`)
  })

  test('the review goes back to the estimate with its inputs', () => {
    expect(back('review', 'altura=165&peso=60&edad=&busto=90')).toBe(`/product/7?item=${item}&step=measurements&view=estimate&altura=165&peso=60&busto=90`)
    expect(computeSizeHref(7, item, 'review', { altura: '165', peso: '' })).toBe(`/product/7?item=${item}&step=measurements&view=review&altura=165`)
  })
})
