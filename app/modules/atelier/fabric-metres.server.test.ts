// The metres of a garment come from its pattern laid on the fabric: an XL takes more than an XS, the
// lay keeps every piece inside the selvages without overlaps, and the category's figure is the
// fallback when no pattern can be drafted.
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { draftPattern } from '#app/modules/atelier/drafting.server.ts'
import { clearGarmentMetresCache, computeGarmentMetres } from '#app/modules/atelier/fabric-metres.server.ts'
import type { ChosenParts, GarmentKind } from '#app/modules/atelier/garment-patterns.ts'
import { computeLaidPieces, END_ALLOWANCE_MM, FABRIC_WIDTH_CM, layOutPieces, LayoutError, PIECE_GAP_MM, SELVAGE_MM } from '#app/modules/atelier/layout.server.ts'
import { SIZE_TABLE } from '#app/modules/atelier/size-table.ts'
import { logger } from '#app/utils/logger.server.ts'

const CATEGORY_METRES = 9.99
const garments: { kind: GarmentKind; parts: ChosenParts }[] = [
  { kind: 'skirt', parts: { length: 'length-knee', waistband: 'waistband-classic', detail: 'detail-vent' } },
  { kind: 'top', parts: { sleeve: 'sleeve-long', collar: 'collar-round' } },
  { kind: 'shirt', parts: { sleeve: 'sleeve-long', cuff: 'cuff-french', collar: 'collar-classic' } },
  { kind: 'trousers', parts: { leg: 'leg-straight', waistband: 'waistband-classic' } },
]

beforeEach(() => clearGarmentMetresCache())

describe.each(garments)('$kind', ({ kind, parts }) => {
  const metresOf = (size: string) => computeGarmentMetres({ garmentKind: kind, parts, size: { type: 'standard', size }, categoryMetres: CATEGORY_METRES })

  test('XS and XL take different metres, XL more, both from the pattern', () => {
    const xs = metresOf('XS')
    const xl = metresOf('XL')
    expect(xs.from).toBe('pattern')
    expect(xl.from).toBe('pattern')
    expect(xl.metres).toBeGreaterThan(xs.metres)
    expect(xs.metres).not.toBe(CATEGORY_METRES)
  })

  test('the lay: inside the selvages, no two pieces overlap, the length covers every piece and the allowance', () => {
    const pattern = draftPattern({ kind, parts, profile: SIZE_TABLE.M })
    const pieces = computeLaidPieces(pattern)
    const layout = layOutPieces(pieces)
    const usable = FABRIC_WIDTH_CM * 10 - 2 * SELVAGE_MM
    expect(layout.placements).toHaveLength(pieces.reduce((n, p) => n + p.copies, 0))
    for (const [i, a] of layout.placements.entries()) {
      expect(a.x).toBeGreaterThanOrEqual(0)
      expect(a.x + a.w).toBeLessThanOrEqual(usable + 1e-6)
      for (const b of layout.placements.slice(i + 1)) {
        const apart =
          a.x + a.w + PIECE_GAP_MM <= b.x + 1e-6 || b.x + b.w + PIECE_GAP_MM <= a.x + 1e-6 || a.y + a.h + PIECE_GAP_MM <= b.y + 1e-6 || b.y + b.h + PIECE_GAP_MM <= a.y + 1e-6
        expect(apart, `${a.name} and ${b.name} overlap`).toBe(true)
      }
    }
    const longest = Math.max(...layout.placements.map((p) => p.y + p.h))
    expect(layout.metres * 1000).toBeGreaterThanOrEqual(longest + END_ALLOWANCE_MM - 1e-6)
    expect(layout.metres * 1000).toBeLessThan(longest + END_ALLOWANCE_MM + 10)
    // Never less fabric than the pieces' own area.
    const area = pieces.reduce((sum, p) => sum + p.across * p.along * p.copies, 0)
    expect(layout.metres * 1000 * usable).toBeGreaterThan(area)
  })
})

test('her own measurements drive the metres: a longer outside leg makes longer trousers', () => {
  const base = { ...SIZE_TABLE.M }
  const parts = { leg: 'leg-straight' }
  const of = (values: Record<string, number>) =>
    computeGarmentMetres({ garmentKind: 'trousers', parts, size: { type: 'custom', profileName: 'Yo', values }, categoryMetres: CATEGORY_METRES })
  const tall = { ...base, largoPiernaExterior: base.largoPiernaExterior + 12, largoPiernaInterior: base.largoPiernaInterior + 12, alturaTotal: base.alturaTotal + 14 }
  expect(of(base).from).toBe('pattern')
  expect(of(tall).metres).toBeGreaterThan(of(base).metres)
})

describe("the fabric's width", () => {
  const shirt = garments[2]!
  const on = (fabricWidthCm: number | undefined, size = 'M') =>
    computeGarmentMetres({ garmentKind: shirt.kind, parts: shirt.parts, size: { type: 'standard', size }, categoryMetres: CATEGORY_METRES, fabricWidthCm })

  test('the same pattern takes more metres on a 114 cm silk than on a 150 cm poplin (each laid, none kept for the other)', () => {
    // The wide one first: a kept layout that ignored the width would answer the narrow one with it.
    const wide = on(150)
    const narrow = on(114)
    expect([wide.from, narrow.from]).toEqual(['pattern', 'pattern'])
    expect(narrow.metres).toBeGreaterThan(wide.metres)
    expect(on(150).metres).toBe(wide.metres)
    // Without a width: the default, 140 cm.
    expect(on(undefined).metres).toBe(on(FABRIC_WIDTH_CM).metres)
  })

  test('laid on 114 cm, every piece stays inside its selvages', () => {
    const layout = layOutPieces(computeLaidPieces(draftPattern({ kind: shirt.kind, parts: shirt.parts, profile: SIZE_TABLE.XL })), 114)
    expect(layout.widthMm).toBe(1140)
    for (const p of layout.placements) expect(p.x + p.w).toBeLessThanOrEqual(1140 - 2 * SELVAGE_MM + 1e-6)
  })
})

describe('fallback to the category figure', () => {
  // Each fallback is logged for the admin's logs (and kept out of the test output).
  const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
  beforeEach(() => warn.mockClear())
  const skirt = garments[0]!
  const input = (size: Parameters<typeof computeGarmentMetres>[0]['size']) => ({ garmentKind: 'skirt', parts: skirt.parts, size, categoryMetres: CATEGORY_METRES })

  test('no size yet, an unknown garment, a size outside the table, an incomplete profile', () => {
    expect(computeGarmentMetres(input(null))).toEqual({ metres: CATEGORY_METRES, from: 'category', reason: 'noSize' })
    expect(computeGarmentMetres({ ...input({ type: 'standard', size: 'M' }), garmentKind: 'dress' })).toMatchObject({ from: 'category', reason: 'unknownGarment' })
    expect(computeGarmentMetres(input({ type: 'standard', size: 'XXXL' }))).toMatchObject({ metres: CATEGORY_METRES, from: 'category', reason: 'unknownSize' })
    const { contornoCadera: _, ...partial } = SIZE_TABLE.M
    expect(computeGarmentMetres(input({ type: 'custom', profileName: 'Yo', values: partial }))).toMatchObject({
      metres: CATEGORY_METRES,
      from: 'category',
      reason: 'incompleteProfile',
    })
    expect(warn).toHaveBeenCalledTimes(2)
  })

  test('a pattern wider than the fabric cannot be laid out: the category figure', () => {
    // A skirt for a 280 cm seat: its front, opened out from the fold, is wider than 140 cm.
    const wide = { ...SIZE_TABLE.XL, contornoCintura: 250, contornoAbdomen: 260, contornoCadera: 280 }
    const result = computeGarmentMetres(input({ type: 'custom', profileName: 'X', values: wide }))
    expect(result).toEqual({ metres: CATEGORY_METRES, from: 'category', reason: 'layoutFailed' })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(() => layOutPieces([{ name: 'wide', across: 1500, along: 100, copies: 1 }])).toThrow(LayoutError)
  })

  test('a body FreeSewing cannot draft (its log has errors): the category figure', () => {
    const impossible = { ...SIZE_TABLE.XL, contornoCintura: 400, contornoAbdomen: 420, contornoCadera: 480 }
    const result = computeGarmentMetres({
      garmentKind: 'trousers',
      parts: { leg: 'leg-straight' },
      size: { type: 'custom', profileName: 'X', values: impossible },
      categoryMetres: CATEGORY_METRES,
    })
    expect(result).toEqual({ metres: CATEGORY_METRES, from: 'category', reason: 'draftFailed' })
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
