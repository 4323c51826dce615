import { describe, expect, test } from 'vitest'
import { garmentSize } from '#app/modules/orders/admin-order-view.ts'

describe('garmentSize (the admin order page and its work sheet)', () => {
  const table = [{ name: 'M', chest: '86-90', waist: '68-72', hip: '94-98' }] as Parameters<typeof garmentSize>[1]

  test('a standard size of trousers carries its inseam (issue 18 item 8)', () => {
    expect(garmentSize({ type: 'standard', size: 'M', inseamCm: 78.5 }, table)).toMatchObject({ type: 'standard', size: 'M', inseamCm: 78.5, neck: null, table: { name: 'M' } })
  })

  test('a shirt keeps its neck and has no inseam', () => {
    expect(garmentSize({ type: 'standard', size: 'M', neck: { unit: 'cm', value: '38' } }, table)).toMatchObject({ neck: { unit: 'cm', value: '38' }, inseamCm: null })
  })
})
