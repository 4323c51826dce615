import { describe, expect, test } from 'vitest'
import { type GarmentDesign, fabricImageUrl, garmentImageUrl, readFabricImageUrl, readGarmentImageUrl, resolveGarment } from './garment-design.ts'

const query = (url: string) => new URL(url, 'http://shop.test').searchParams

const shirt: GarmentDesign = {
  kind: 'shirt',
  fabric: { pattern: { kind: 'stripes', base: '#F3EFE6', accent: '#2a3a58' }, name: 'Raya' },
  parts: { sleeve: 'sleeve-long', cuff: 'cuff-french', collar: 'collar-spread' },
}

describe('garment drawings as images', () => {
  test('the address says what is drawn and reads back as the same drawing', () => {
    const url = garmentImageUrl(shirt)
    expect(url).toBe('/media/garment.svg?kind=shirt&fabric=stripes.f3efe6.2a3a58&sleeve=long&cuff=french&collar=spread')
    const back = readGarmentImageUrl(query(url))!
    expect(resolveGarment(back)).toEqual(resolveGarment(shirt))
    expect(back.fabric!.pattern).toEqual({ kind: 'stripes', base: '#f3efe6', accent: '#2a3a58' })
  })

  test('trousers, skirts, no fabric and short colours', () => {
    const trousers: GarmentDesign = {
      kind: 'trousers',
      fabric: { pattern: { kind: 'linen', base: '#abc', accent: 'nonsense' }, name: '' },
      parts: { leg: 'leg-wide', waistband: 'waistband-high' },
    }
    const url = garmentImageUrl(trousers)
    expect(url).toBe('/media/garment.svg?kind=trousers&fabric=linen.aabbcc.-&leg=wide&waistband=high')
    expect(resolveGarment(readGarmentImageUrl(query(url))!)).toMatchObject({ leg: 'wide', waist: 'high' })
    expect(readGarmentImageUrl(query(url))!.fabric!.pattern.accent).toBe('')
    const skirt = readGarmentImageUrl(query(garmentImageUrl({ kind: 'skirt', fabric: null, parts: {} })))!
    expect(skirt).toEqual({ kind: 'skirt', fabric: null, parts: {} })
  })

  test('parts the drawing does not know are left out, so one picture has one address', () => {
    const withUnknown = { ...shirt, parts: { ...shirt.parts, collar: 'collar-wing', leg: null } }
    expect(garmentImageUrl(withUnknown)).toBe('/media/garment.svg?kind=shirt&fabric=stripes.f3efe6.2a3a58&sleeve=long&cuff=french')
  })

  test('anything that is not something we draw is refused', () => {
    for (const bad of [
      '',
      'kind=dress',
      'kind=shirt&fabric=tartan.ffffff.000000',
      'kind=shirt&fabric=solid.fff.000000',
      'kind=shirt&fabric=solid.ffffff.000000.extra',
      'kind=shirt&fabric=solid.ffffff.00000g',
      'kind=shirt&sleeve=three-quarter',
      'kind=shirt&colour=red',
      'kind=shirt&fabric=solid.ffffff.000000&fabric=<script>',
    ]) {
      expect(readGarmentImageUrl(new URLSearchParams(bad)), bad).toBeNull()
    }
  })

  test('fabric samples: address, read back, refusals', () => {
    const url = fabricImageUrl({ kind: 'gingham', base: '#ffffff', accent: '#c0392b' }, 'square', 3)
    expect(url).toBe('/media/fabric.webp?fabric=gingham.ffffff.c0392b&shape=square&scale=3')
    expect(readFabricImageUrl(query(url))).toEqual({ pattern: { kind: 'gingham', base: '#ffffff', accent: '#c0392b' }, shape: 'square', scale: 3 })
    expect(readFabricImageUrl(new URLSearchParams('fabric=gingham.ffffff.c0392b&shape=star&scale=2'))).toBeNull()
    expect(readFabricImageUrl(new URLSearchParams('fabric=gingham.ffffff.c0392b&shape=circle&scale=1'))).toBeNull()
    expect(readFabricImageUrl(new URLSearchParams('fabric=gingham.ffffff.c0392b&shape=circle&scale=2&x=1'))).toBeNull()
    expect(readFabricImageUrl(new URLSearchParams('shape=circle'))).toBeNull()
  })
})
