import { describe, expect, test } from 'vitest'
import { seedCategories, seedPartKinds } from '#db/seed/catalogue.ts'
import { seedFabrics } from '#db/seed/fabrics.ts'
import { computeDrawingCatalogue, isCatalogueFabric, isCatalogueGarment } from './drawing-address.ts'
import { drawingCacheLimits } from './drawing-images.server.tsx'
import { type GarmentDesign, garmentPartTypes, readGarmentImageUrl } from './garment-design.ts'
import type { PatternSpec } from './pattern-kinds.ts'

const outline = { fabricPatterns: seedFabrics.map((f) => f.pattern), categories: seedCategories, parts: seedPartKinds() }
const catalogue = computeDrawingCatalogue(outline)
const stripes = { kind: 'stripes', base: '#f3efe6', accent: '#2a3a58' } // Raya Diplomática
const shirt = (parts: GarmentDesign['parts'], pattern: PatternSpec = stripes): GarmentDesign => ({
  kind: 'shirt',
  fabric: { pattern, name: '' },
  parts,
})

describe('the drawings the shop links', () => {
  test('a catalogue fabric in any case or shorthand of its colours; not a colour of our own', () => {
    expect(isCatalogueFabric(stripes, catalogue)).toBe(true)
    expect(isCatalogueFabric({ kind: 'stripes', base: '#F3EFE6', accent: '#2A3A58' }, catalogue)).toBe(true)
    expect(isCatalogueFabric({ kind: 'stripes', base: '#f3efe6', accent: '#2a3a59' }, catalogue)).toBe(false)
    expect(isCatalogueFabric({ kind: 'dots', base: '#f3efe6', accent: '#2a3a58' }, catalogue)).toBe(false)
  })

  test('a garment of a kind a category makes, with the parts that category offers', () => {
    expect(isCatalogueGarment(shirt({ sleeve: 'sleeve-long', cuff: 'cuff-french', collar: 'collar-spread' }), catalogue)).toBe(true)
    // Before she has chosen (no fabric, no parts yet) it is still a picture the customizer shows.
    expect(isCatalogueGarment({ kind: 'shirt', fabric: null, parts: { sleeve: null } }, catalogue)).toBe(true)
    expect(isCatalogueGarment(shirt({ leg: 'leg-wide' }), catalogue)).toBe(false)
    // A T-shirt's neckline is not a shirt's: each kind links the parts its products offer.
    expect(isCatalogueGarment(shirt({ collar: 'collar-round' }), catalogue)).toBe(false)
    expect(isCatalogueGarment({ kind: 'top', fabric: null, parts: { collar: 'collar-round', cuff: 'cuff-rib' } }, catalogue)).toBe(true)
    expect(isCatalogueGarment({ kind: 'top', fabric: null, parts: { cuff: 'cuff-french' } }, catalogue)).toBe(false)
    expect(isCatalogueGarment(shirt({}, { kind: 'stripes', base: '#000000', accent: '#ffffff' }), catalogue)).toBe(false)
    expect(isCatalogueGarment({ kind: 'trousers', fabric: null, parts: { leg: 'leg-wide', waistband: 'waistband-high' } }, catalogue)).toBe(true)
  })

  test('a kind no category makes, or a part the catalogue dropped, is not linked', () => {
    const noSkirts = computeDrawingCatalogue({ ...outline, categories: seedCategories.filter((c) => c.garmentKind !== 'skirt') })
    expect(isCatalogueGarment({ kind: 'skirt', fabric: null, parts: {} }, catalogue)).toBe(true)
    expect(isCatalogueGarment({ kind: 'skirt', fabric: null, parts: { length: 'length-midi', detail: 'detail-pleats' } }, catalogue)).toBe(true)
    expect(isCatalogueGarment({ kind: 'skirt', fabric: null, parts: {} }, noSkirts)).toBe(false)
    const noFrench = computeDrawingCatalogue({ ...outline, parts: seedPartKinds().filter((p) => p.slug !== 'cuff-french') })
    expect(isCatalogueGarment(shirt({ cuff: 'cuff-french' }), noFrench)).toBe(false)
  })

  test('of every address the drawing could read, the catalogue links ~3,000, and they all fit in the cache', () => {
    // Every kind × the catalogue's fabrics, none, and three others × every value (or absence) of the parts
    // a garment of that kind can have, and every part of any other type alone (never linked).
    const fabrics = [...catalogue.fabrics, null, 'solid.123456.654321', 'leopard.ffffff.000000', 'dots.-.-']
    const values: Record<string, string[]> = {
      sleeve: ['long', 'short'],
      cuff: ['classic', 'french', 'rounded', 'plain', 'rib'],
      collar: ['classic', 'button-down', 'spread', 'round', 'v', 'mandarin'],
      leg: ['straight', 'slim', 'wide'],
      length: ['mini', 'knee', 'midi'],
      waistband: ['classic', 'high', 'elastic'],
      detail: ['vent', 'closed', 'pleats'],
    }
    expect(Object.keys(values)).toEqual(garmentPartTypes)
    const typesOf: Record<string, string[]> = {
      top: ['sleeve', 'cuff', 'collar'],
      shirt: ['sleeve', 'cuff', 'collar'],
      trousers: ['leg', 'waistband'],
      skirt: ['length', 'waistband', 'detail'],
    }
    const queries = Object.entries(typesOf).flatMap(([kind, types]) => {
      let own = fabrics.map((f) => new URLSearchParams(f ? { kind, fabric: f } : { kind }))
      for (const type of types) own = own.flatMap((q) => [q, ...values[type]!.map((v) => new URLSearchParams([...q, [type, v]]))])
      const foreign = garmentPartTypes.filter((t) => !types.includes(t)).flatMap((type) => values[type]!.map((v) => new URLSearchParams({ kind, [type]: v })))
      return [...own, ...foreign]
    })
    const linked = queries.map(readGarmentImageUrl).filter((design) => design && isCatalogueGarment(design, catalogue))
    // Tops: sleeves 3 × cuffs (plain, rib, none) 3 × necks (round, V, mandarin, classic, button-down, none) 6;
    // shirts 3 × 4 × 5 (classic, button-down, spread, mandarin, none); trousers 4 × 4; skirts: lengths 4 ×
    // waistbands 4 × details (vent, closed, pleats, none) 4; each in 14 fabrics or none.
    expect(linked).toHaveLength((54 + 60 + 16 + 64) * 15)
    expect(linked.length + seedFabrics.length * 4).toBeLessThan(drawingCacheLimits.entries)
  })
})
