// The pattern's files (docs/atelier.md#the-files): what a standard size's snapshot keeps, the
// layout, how many pages a print takes, and the time one garment's drafting and files take.
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, test } from 'vitest'
import { renderPatternFiles } from '#app/modules/atelier/pattern-files.server.ts'
import { layoutPieces, LAYOUT_GAP, TEST_BLOCK } from '#app/modules/atelier/pattern-pieces.server.ts'
import { computePatternSource, readPatternSource } from '#app/modules/atelier/pattern-source.ts'
import { computeTiles } from '#app/modules/atelier/pdf-tiles.server.ts'
import { SIZE_TABLE } from '#app/modules/atelier/size-table.ts'

const shirt = [
  { type: 'sleeve', slug: 'sleeve-long' },
  { type: 'cuff', slug: 'cuff-french' },
  { type: 'collar', slug: 'collar-classic' },
]

describe('what a standard size keeps', () => {
  test('the size table’s body, her collar size less the design’s collar ease, her inseam with the rise kept', () => {
    const source = computePatternSource('shirt', shirt, { type: 'standard', size: 'L', neck: { unit: 'in', value: '15.5' } })!
    expect(source.body).toEqual({ type: 'standard', size: 'L' })
    expect(source.measurements.chest).toBe(SIZE_TABLE.L.contornoBusto * 10)
    // 15½ in = 39.37 cm of collar; Simon adds 2 %: her neck is 38.6 cm.
    expect(source.measurements.neck).toBe(386)
    const trousers = computePatternSource('trousers', [{ type: 'leg', slug: 'leg-straight' }], { type: 'standard', size: 'M', inseamCm: 82 })!
    expect(trousers.measurements.waistToFloor).toBe((SIZE_TABLE.M.largoPiernaExterior + 82 - SIZE_TABLE.M.largoPiernaInterior) * 10)
    expect(trousers.measurements.waistToUpperLeg).toBe((SIZE_TABLE.M.largoPiernaExterior - SIZE_TABLE.M.largoPiernaInterior) * 10)
  })

  test('nothing is kept for what the atelier cannot draft, and a kept entry of another shape is not read', () => {
    expect(computePatternSource('dress', [], { type: 'standard', size: 'M' })).toBeNull()
    expect(computePatternSource('skirt', [], { type: 'standard', size: 'XXL' })).toBeNull()
    expect(computePatternSource('skirt', [], { type: 'custom', values: { contornoCintura: 70 } })).toBeNull()
    const source = computePatternSource('skirt', [], { type: 'standard', size: 'M' })!
    expect(readPatternSource(JSON.parse(JSON.stringify(source)))).toEqual(source)
    expect(readPatternSource({ ...source, design: 'titan' })).toBeNull()
    expect(readPatternSource({ ...source, measurements: { waist: 'seventy' } })).toBeNull()
    expect(readPatternSource(null)).toBeNull()
  })
})

describe('the layout and the print', () => {
  test('pages: the drawing’s width and height over the paper’s printable area (10 mm margins), each rounded up', () => {
    expect(computeTiles({ width: 380, height: 554 }, 'A4').pages).toBe(4)
    expect(computeTiles({ width: 381, height: 554 }, 'A4')).toMatchObject({ cols: 3, rows: 2, pages: 6 })
    expect(computeTiles({ width: 190, height: 278 }, 'A4').pages).toBe(2)
    expect(computeTiles({ width: 821, height: 1169 }, 'A0').pages).toBe(1)
    expect(computeTiles({ width: 822, height: 1170 }, 'A0').pages).toBe(4)
  })

  test('pieces never touch, stay within the width, and the test square is at the top-left', () => {
    const pieces = [
      { width: 300, height: 600 },
      { width: 250, height: 590 },
      { width: 50, height: 360 },
      { width: 400, height: 70 },
      { width: 120, height: 120 },
    ]
    const layout = layoutPieces(pieces, 570)
    const rects = [{ x: LAYOUT_GAP, y: LAYOUT_GAP, ...TEST_BLOCK }, ...pieces.map((p, i) => ({ ...p, ...layout.pieces[i]! }))]
    for (const [i, a] of rects.entries()) {
      expect(a.x + a.width).toBeLessThanOrEqual(570)
      for (const b of rects.slice(i + 1)) {
        const apart = a.x + a.width + LAYOUT_GAP <= b.x || b.x + b.width + LAYOUT_GAP <= a.x || a.y + a.height + LAYOUT_GAP <= b.y || b.y + b.height + LAYOUT_GAP <= a.y
        expect(apart).toBe(true)
      }
    }
    expect(layout.square).toEqual({ x: LAYOUT_GAP, y: LAYOUT_GAP })
    expect(layout.width).toBeLessThanOrEqual(570)
  })

  test('a shirt in XL: the A4 print has the pages its size needs, numbered, the test square on the first; drafting and the three files take ≤ 1 s', async () => {
    const source = computePatternSource('shirt', shirt, { type: 'standard', size: 'XL' })!
    const runs = []
    for (let i = 0; i < 3; i++) runs.push(await renderPatternFiles(source, 'es', 'GM-2026-000001 · Camisa'))
    const files = runs[2]!
    expect(files.errors).toEqual([])
    // Identical each time: no date, no random name in the drawing.
    expect(runs[0]!.svg).toBe(files.svg)
    const [, width, height] = /width="(\d+)mm" height="(\d+)mm"/.exec(files.svg)!
    const tiles = computeTiles({ width: Number(width), height: Number(height) }, 'A4')
    expect(files.a4Pages).toBe(tiles.pages)
    const { text, totalPages } = await extractText(await getDocumentProxy(new Uint8Array(files.a4)), { mergePages: false })
    expect(totalPages).toBe(tiles.pages)
    expect(text[0]).toContain('Cuadrado de prueba')
    expect(text[0]).toContain('10 cm')
    for (const [i, page] of text.entries()) expect(page).toContain(`Página ${i + 1} de ${tiles.pages}`)
    expect(files.pieces.map((p) => p.name)).toEqual(expect.arrayContaining(['back', 'frontRight', 'frontLeft', 'sleeve', 'collar', 'collarStand', 'cuff', 'yoke']))
    // The fastest of three (the machine is shared), as docs/atelier.md reports it.
    expect(Math.min(...runs.map((r) => r.ms))).toBeLessThan(1000)
  })
})
