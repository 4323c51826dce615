// The production sheet draws the lay the metres were charged for (docs/atelier.md#the-workshops-view):
// every placement layOutPieces made, at its place, and each piece's outline drawn exactly into it —
// opened out on its fold, turned when its grain runs across the drawing.
import { describe, expect, test } from 'vitest'
import { applyMatrix, computeCuttingLay } from '#app/modules/atelier/cutting-lay.server.ts'
import { draftPattern } from '#app/modules/atelier/drafting.server.ts'
import type { ChosenParts, GarmentKind } from '#app/modules/atelier/garment-patterns.ts'
import { computeLaidPieces, layOutPieces, SELVAGE_MM } from '#app/modules/atelier/layout.server.ts'
import { extractPieces } from '#app/modules/atelier/pattern-pieces.server.ts'
import { SIZE_TABLE } from '#app/modules/atelier/size-table.ts'

const garments: { kind: GarmentKind; parts: ChosenParts }[] = [
  { kind: 'shirt', parts: { sleeve: 'sleeve-long', cuff: 'cuff-french', collar: 'collar-spread' } },
  { kind: 'skirt', parts: { length: 'length-knee', waistband: 'waistband-classic', detail: 'detail-vent' } },
  { kind: 'top', parts: { sleeve: 'sleeve-long', collar: 'collar-round' } },
  { kind: 'trousers', parts: { leg: 'leg-straight', waistband: 'waistband-classic' } },
]

describe.each(garments)('$kind', ({ kind, parts }) => {
  const pattern = draftPattern({ kind, parts, profile: SIZE_TABLE.XL })
  const pieces = computeLaidPieces(pattern)

  test.each([114, 150])('on %i cm the sheet draws layOutPieces’ placements, each piece’s outline filling its own', (widthCm) => {
    const layout = layOutPieces(pieces, widthCm)
    const lay = computeCuttingLay(pattern, widthCm)
    expect(lay.metres).toBe(layout.metres)
    expect(lay.widthMm).toBe(widthCm * 10)
    // The same rectangles, measured from the fabric's edge: the selvage before the first.
    expect(lay.placements.map(({ name, x, y, w, h }) => ({ name, x: x - SELVAGE_MM, y, w, h }))).toEqual(layout.placements)
    for (const placement of lay.placements) {
      const piece = pieces.find((p) => p.name === placement.name)!
      const { minX, minY, maxX, maxY } = piece.box
      const boxes = placement.halves.map((m) => {
        const corners = [applyMatrix(m, { x: minX, y: minY }), applyMatrix(m, { x: maxX, y: maxY })]
        return {
          x0: Math.min(...corners.map((c) => c.x)),
          y0: Math.min(...corners.map((c) => c.y)),
          x1: Math.max(...corners.map((c) => c.x)),
          y1: Math.max(...corners.map((c) => c.y)),
        }
      })
      expect(boxes).toHaveLength(piece.fold ? 2 : 1)
      // Together the halves fill the placement exactly …
      const within = (value: number, expected: number) => expect(value).toBeCloseTo(expected, 6)
      within(Math.min(...boxes.map((b) => b.x0)), placement.x)
      within(Math.min(...boxes.map((b) => b.y0)), placement.y)
      within(Math.max(...boxes.map((b) => b.x1)), placement.x + placement.w)
      within(Math.max(...boxes.map((b) => b.y1)), placement.y + placement.h)
      // … without covering each other: a piece on the fold is its half and the half's mirror, side by side.
      const area = boxes.reduce((sum, b) => sum + (b.x1 - b.x0) * (b.y1 - b.y0), 0)
      within(area / (placement.w * placement.h), 1)
      if (placement.halves.length === 2) {
        const [a, b] = placement.halves as [(typeof placement.halves)[0], (typeof placement.halves)[0]]
        // The fold line is where both halves put it.
        const fold = piece.fold!
        const onFold = fold.axis === 'x' ? { x: fold.at, y: minY } : { x: minX, y: fold.at }
        expect(applyMatrix(a, onFold).x).toBeCloseTo(applyMatrix(b, onFold).x, 6)
        expect(applyMatrix(a, onFold).y).toBeCloseTo(applyMatrix(b, onFold).y, 6)
        // The second half is the mirror image (a determinant of −1).
        expect(a[0] * a[3] - a[1] * a[2]).toBeCloseTo(-(b[0] * b[3] - b[1] * b[2]), 9)
      }
      // A piece turned for its grain lies with its drawing's length across the fabric.
      const drawnAcross = piece.turned ? maxY - minY : maxX - minX
      expect(Math.max(...boxes.map((b) => b.x1 - b.x0))).toBeCloseTo(drawnAcross, 6)
    }
  })
})

test('the shirt’s collar and a skirt’s waistband are turned, as their grain runs across the drawing; the skirt’s front is opened on its fold', () => {
  const shirt = computeCuttingLay(draftPattern({ kind: 'shirt', parts: garments[0]!.parts, profile: SIZE_TABLE.M }), 140)
  expect(shirt.placements.filter((p) => p.turned).map((p) => p.name)).toContain('simon.collar')
  // Simon's yoke is drawn whole (mirrored about the back's fold line, whose mark it keeps): laid as drawn, not opened out again.
  const yoke = computeLaidPieces(draftPattern({ kind: 'shirt', parts: garments[0]!.parts, profile: SIZE_TABLE.M })).find((p) => p.name === 'simon.yoke')!
  expect(yoke.fold).toBeNull()
  expect(yoke.across).toBeCloseTo(yoke.box.maxX - yoke.box.minX, 6)
  expect(shirt.placements.filter((p) => p.name === 'simon.yoke').map((p) => p.halves.length)).toEqual([1, 1])
  // … and the list of pieces to cut says so: the back on the fold, the yoke not.
  const listed = extractPieces(draftPattern({ kind: 'shirt', parts: garments[0]!.parts, profile: SIZE_TABLE.M }))
  expect(Object.fromEntries(listed.filter((p) => ['back', 'yoke'].includes(p.name)).map((p) => [p.name, p.onFold]))).toEqual({ back: true, yoke: false })
  const skirt = computeCuttingLay(draftPattern({ kind: 'skirt', parts: garments[1]!.parts, profile: SIZE_TABLE.M }), 140)
  expect(skirt.placements.find((p) => p.name === 'penelope.waistband')!.turned).toBe(true)
  expect(skirt.placements.find((p) => p.name === 'penelope.front')!.halves).toHaveLength(2)
})
