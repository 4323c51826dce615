// Each garment drafted for the sizes XS, M, XL and twenty real women (ANSUR II): its key lengths
// are her measurement plus the design's stated ease, within 3 mm, and FreeSewing logs no error.
import { describe, expect, test } from 'vitest'
import { computeDerived } from '#app/modules/atelier/derivations.ts'
import { draftPattern, type DraftInput } from '#app/modules/atelier/drafting.server.ts'
import type { ChosenParts, GarmentKind } from '#app/modules/atelier/garment-patterns.ts'
import { readKeyDimensions } from '#app/modules/atelier/key-dimensions.server.ts'
import { SIZE_TABLE } from '#app/modules/atelier/size-table.ts'
import type { MeasurementField } from '#app/modules/sizing/fields.ts'
import { loadAtelierWomen, pickTestWomen } from '../../../scripts/lib/atelier-data.ts'

type Profile = Record<MeasurementField, number>
const bodies: [string, Profile][] = [
  ...(['XS', 'M', 'XL'] as const).map((size): [string, Profile] => [`size ${size}`, { ...SIZE_TABLE[size] }]),
  ...pickTestWomen(loadAtelierWomen()).map((w): [string, Profile] => [`woman ${w.subjectId}`, w.profile]),
]

// The designs' stated ease (FreeSewing's defaults, docs/atelier.md#designs-and-parts), written out
// here rather than read from the code under test.
const mm = (cm: number) => cm * 10
/** Penelope never draws the hips narrower than the waist (ANSUR's navel-level waist can exceed the hips). */
const seatOf = (b: Profile) => mm(Math.max(b.contornoCadera, b.contornoCintura))
const garments: { name: string; kind: GarmentKind; parts: ChosenParts; expect: (b: Profile) => Record<string, number> }[] = [
  {
    name: 'Camiseta (Teagan), long sleeve',
    kind: 'top',
    parts: { sleeve: 'sleeve-long', cuff: 'cuff-rib', collar: 'collar-round' },
    expect: (b) => ({ bustWidth: mm(b.contornoBusto) * 1.12, sleeveLength: mm(b.largoBrazo) }),
  },
  { name: 'Polo (Teagan), short sleeve', kind: 'top', parts: { sleeve: 'sleeve-short', collar: 'collar-classic' }, expect: (b) => ({ bustWidth: mm(b.contornoBusto) * 1.12 }) },
  {
    name: 'Camisa (Simon, drafted for the high bust)',
    kind: 'shirt',
    parts: { sleeve: 'sleeve-long', cuff: 'cuff-french', collar: 'collar-classic' },
    expect: (b) => ({ bustWidth: mm(b.contornoBusto) * 1.15, sleeveLength: mm(b.largoBrazo) * 1.035 }),
  },
  {
    name: 'Pantalón (Titan)',
    kind: 'trousers',
    parts: { leg: 'leg-straight', waistband: 'waistband-classic' },
    expect: (b) => ({
      waistSeam: mm(b.contornoCintura) * 1.02,
      seatWidth: mm(b.contornoCadera) * 1.02,
      // Titan's hem sits 2 % of her waist-to-floor lower, its fork 2 % of her rise lower.
      inseam: mm(b.largoPiernaInterior) + 0.02 * mm(b.largoPiernaExterior) - 0.02 * mm(b.largoPiernaExterior - b.largoPiernaInterior),
    }),
  },
  {
    name: 'Falda lápiz (Penelope), knee length',
    kind: 'skirt',
    parts: { length: 'length-knee', waistband: 'waistband-classic', detail: 'detail-vent' },
    expect: (b) => ({ waistSeam: mm(b.contornoCintura) * 1.01, seatWidth: seatOf(b) + mm(b.contornoCadera) * 0.01, skirtLength: computeDerived('waistToKnee', b) }),
  },
  {
    name: 'Falda de pliegues (Penelope), midi',
    kind: 'skirt',
    parts: { length: 'length-midi', waistband: 'waistband-high', detail: 'detail-pleats' },
    expect: (b) => ({ waistSeam: mm(b.contornoCintura) * 1.01, seatWidth: seatOf(b) + mm(b.contornoCadera) * 0.04, skirtLength: computeDerived('waistToKnee', b) * 1.3 }),
  },
]

describe.each(garments)('$name', ({ kind, parts, expect: expected }) => {
  test.each(bodies)('%s: key lengths within 3 mm, no error, ≤ 1 s', (_, profile) => {
    const input: DraftInput = { kind, parts, profile }
    const pattern = draftPattern(input)
    expect(pattern.errors).toEqual([])
    expect(pattern.ms).toBeLessThan(1000)
    const measured = readKeyDimensions(pattern)
    const want = expected(profile)
    expect(Object.keys(measured).sort()).toEqual(Object.keys(want).sort())
    for (const [name, value] of Object.entries(want)) expect(Math.abs((measured as Record<string, number>)[name]! - value), name).toBeLessThanOrEqual(3)
    expect(pattern.svg).toMatch(/^<\?xml|^<svg/)
  })
})
