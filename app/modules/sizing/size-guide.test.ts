import { describe, expect, test } from 'vitest'
import { computeEaseRows, computeSizeGuide } from './size-guide.ts'

describe('computeSizeGuide', () => {
  const m = { id: 3, name: 'M', chest: '86-90', waist: '68-72', hip: '94-98' }

  test('each body measurement in cm as stated and in inches to one decimal, in the reader’s number format', () => {
    expect(computeSizeGuide([m], 'es')).toEqual([
      {
        id: 3,
        name: 'M',
        cells: { chest: { cm: '86–90', in: '33,9–35,4' }, waist: { cm: '68–72', in: '26,8–28,3' }, hip: { cm: '94–98', in: '37–38,6' } },
      },
    ])
    expect(computeSizeGuide([m], 'en')[0]!.cells.chest).toEqual({ cm: '86–90', in: '33.9–35.4' })
  })
})

describe('computeEaseRows', () => {
  test('trousers have no chest ease; a shirt has room at chest, waist and hip', () => {
    expect(computeEaseRows('trousers').map((r) => r.measure)).toEqual(['waist', 'hip'])
    expect(computeEaseRows('shirt')).toEqual([
      { measure: 'chest', cm: 10 },
      { measure: 'waist', cm: 10 },
      { measure: 'hip', cm: 8 },
    ])
    expect(computeEaseRows('cape')).toEqual([])
  })
})
