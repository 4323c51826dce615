import { describe, expect, test } from 'vitest'
import { computeSizeBackHref, computeSizeHref, parseSizeView } from '#app/modules/sizing/size-views.ts'

const item = '0b7c3c1e-5a8f-4d0e-9a52-7d6f2f1e9c11'

describe('parseSizeView', () => {
  test('opens the summary of a chosen size, otherwise the main choice', () => {
    expect(parseSizeView(null, true)).toBe('done')
    expect(parseSizeView(null, false)).toBe('main')
    expect(parseSizeView('banana', false)).toBe('main')
  })

  test('keeps a known view; personal data and the summary need a size', () => {
    expect(parseSizeView('form', false)).toBe('form')
    expect(parseSizeView('main', true)).toBe('main')
    expect(parseSizeView('personal', false)).toBe('main')
    expect(parseSizeView('done', false)).toBe('main')
    expect(parseSizeView('personal', true)).toBe('personal')
  })
})

describe('back chain', () => {
  const back = (view: Parameters<typeof computeSizeBackHref>[2], query = '') => computeSizeBackHref(7, item, view, new URLSearchParams(query))

  test('personal data → size → design summary', () => {
    expect(back('personal')).toBe(computeSizeHref(7, item, 'done'))
    expect(back('done')).toBe(`/product/7?item=${item}&step=summary`)
    expect(back('main')).toBe(`/product/7?item=${item}&step=summary`)
  })

  test('personal data goes back to the size choice it came from (issue 18 item 19)', () => {
    expect(back('personal', 'back=standard')).toBe(`/product/7?item=${item}&step=measurements&view=standard`)
    expect(back('personal', 'back=standard&from=method')).toBe(`/product/7?item=${item}&step=measurements&view=standard&from=method`)
    expect(back('personal', 'back=form')).toBe(`/product/7?item=${item}&step=measurements&view=form`)
    expect(back('personal', 'back=main')).toBe(`/product/7?item=${item}&step=measurements&view=main`)
    expect(back('personal', 'back=review&altura=165&peso=60&edad=')).toBe(`/product/7?item=${item}&step=measurements&view=review&altura=165&peso=60&kept=1`)
    expect(back('personal', 'back=elsewhere')).toBe(computeSizeHref(7, item, 'done'))
  })

  test('inside the size choice', () => {
    expect(back('method')).toBe(`/product/7?item=${item}&step=measurements&view=main`)
    expect(back('standard')).toBe(`/product/7?item=${item}&step=measurements&view=main`)
    expect(back('standard', 'from=method')).toBe(`/product/7?item=${item}&step=measurements&view=method`)
    expect(back('form')).toBe(`/product/7?item=${item}&step=measurements&view=method`)
    expect(back('estimate')).toBe(`/product/7?item=${item}&step=measurements&view=method`)
  })

  test('the review goes back to the estimate with its inputs', () => {
    expect(back('review', 'altura=165&peso=60&edad=&busto=90')).toBe(`/product/7?item=${item}&step=measurements&view=estimate&altura=165&peso=60&busto=90`)
  })
})
