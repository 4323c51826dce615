import { describe, expect, test } from 'vitest'
import { computeUnpaidHold, garmentSize } from '#app/modules/orders/admin-order-view.ts'

describe('garmentSize (the admin order page and its work sheet)', () => {
  const table = [{ name: 'M', chest: '86-90', waist: '68-72', hip: '94-98' }] as Parameters<typeof garmentSize>[1]

  test('a standard size of trousers carries its inseam (issue 18 item 8)', () => {
    expect(garmentSize({ type: 'standard', size: 'M', inseamCm: 78.5 }, table, 'es')).toMatchObject({
      type: 'standard',
      size: 'M',
      inseamCm: 78.5,
      neck: null,
      table: { name: 'M' },
    })
  })

  test('a shirt keeps its neck and has no inseam', () => {
    expect(garmentSize({ type: 'standard', size: 'M', neck: { unit: 'cm', value: '38' } }, table, 'es')).toMatchObject({ neck: { unit: 'cm', value: '38' }, inseamCm: null })
  })

  test("the size table's ranges are written with an en dash, as the size guide writes them, not the catalogue's hyphen", () => {
    for (const locale of ['es', 'en'] as const) {
      expect(garmentSize({ type: 'standard', size: 'M' }, table, locale)).toMatchObject({ table: { name: 'M', chest: '86–90', waist: '68–72', hip: '94–98' } })
    }
  })
})

describe('computeUnpaidHold (what an unpaid order holds, on the admin order page)', () => {
  const garment = (slug: string, name: string, metres: number) =>
    ({ kind: 'garment', fabric: { slug, name, pattern: { kind: 'solid', base: '#fff', accent: '#000' } }, fabricMetres: metres }) as never
  const until = '2026-11-30T10:00:00.000Z'

  test('adds up garments and metres per fabric while the order is unpaid', () => {
    const items = [garment('popelin', 'Popelín Blanco', 1.8), garment('popelin', 'Popelín Blanco', 1.6), garment('terracota', 'Terracota', 1.4)]
    expect(computeUnpaidHold({ status: 'pending_payment', holdExpiresAt: until, items })).toEqual({
      garments: 3,
      metres: 4.8,
      until,
      fabrics: [
        { name: 'Popelín Blanco', garments: 2, metres: 3.4 },
        { name: 'Terracota', garments: 1, metres: 1.4 },
      ],
    })
  })

  test('is nothing once paid, or for an order of gift cards only', () => {
    expect(computeUnpaidHold({ status: 'paid', holdExpiresAt: null, items: [garment('popelin', 'Popelín Blanco', 1.8)] })).toBeNull()
    expect(computeUnpaidHold({ status: 'pending_payment', holdExpiresAt: until, items: [{ kind: 'gift_card' } as never] })).toBeNull()
  })
})
