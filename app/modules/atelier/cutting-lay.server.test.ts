// The production sheet draws the lay the metres were charged for (docs/atelier.md#the-workshops-view):
// every placement layOutPieces made, at its place, and each piece's outline drawn exactly into it —
// opened out on its fold, turned when its grain runs across the drawing.
import { describe, expect, test } from 'vitest'
import { applyMatrix, computeCuttingLay, pathSegments, segmentsPath } from '#app/modules/atelier/cutting-lay.server.ts'
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

describe('a piece opened on its fold', () => {
  // Distance of a point from the line through a and b (mm).
  const offLine = ([a, b]: [{ x: number; y: number }, { x: number; y: number }], p: { x: number; y: number }) =>
    Math.abs((b.x - a.x) * (a.y - p.y) - (a.x - p.x) * (b.y - a.y)) / Math.hypot(b.x - a.x, b.y - a.y)

  // Titan's legs are cut in pairs, none on the fold.
  test.each(garments.filter((g) => g.kind !== 'trousers'))(
    '$kind: nothing along the fold is drawn to cut; the fold line runs through the piece where its halves meet',
    ({ kind, parts }) => {
      const pattern = draftPattern({ kind, parts, profile: SIZE_TABLE.M })
      const lay = computeCuttingLay(pattern, 140)
      const drawn = new Map(extractPieces(pattern).map((p) => [p.name, p]))
      const opened = lay.placements.filter((p) => p.halves.length === 2)
      expect(opened.length).toBeGreaterThan(0)
      let dropped = 0
      for (const placement of opened) {
        const fold = placement.foldLine!
        expect(fold).not.toBeNull()
        // Inside the placement, through its middle, from one end of the piece to the other along the fold.
        const vertical = Math.abs(fold[0].x - fold[1].x) < 1e-6
        const [x0, x1] = [placement.x, placement.x + placement.w]
        const [y0, y1] = [placement.y, placement.y + placement.h]
        // (The path data is FreeSewing's, to the hundredth of a millimetre.)
        for (const end of fold) {
          expect(end.x).toBeGreaterThanOrEqual(x0 - 0.01)
          expect(end.x).toBeLessThanOrEqual(x1 + 0.01)
          expect(end.y).toBeGreaterThanOrEqual(y0 - 0.01)
          expect(end.y).toBeLessThanOrEqual(y1 + 0.01)
        }
        const middle = vertical ? (x0 + x1) / 2 : (y0 + y1) / 2
        expect(vertical ? fold[0].x : fold[0].y).toBeCloseTo(middle, 6)
        // Its ends are where the piece’s cutting line meets the fold, within the half millimetre FreeSewing’s offsets miss it by (a front’s neckline may end it short of the placement’s edge).
        const original = drawn.get(placement.name.slice(placement.name.indexOf('.') + 1))!
        const outline = original.lines.filter((l) => l.kind === 'cut').flatMap((l) => pathSegments(l.d).flatMap((s) => [s[0]!, s[s.length - 1]!]))
        for (const end of fold)
          expect(Math.min(...outline.map((p) => Math.hypot(applyMatrix(placement.halves[0]!, p).x - end.x, applyMatrix(placement.halves[0]!, p).y - end.y)))).toBeLessThanOrEqual(
            0.51,
          )
        const length = Math.hypot(fold[1].x - fold[0].x, fold[1].y - fold[0].y)
        expect(length / (vertical ? placement.h : placement.w)).toBeGreaterThan(0.75)
        // No cutting (or stitching) line drawn along it in either half: every segment of those lines, in the fabric's millimetres.
        for (const line of placement.lines.filter((l) => l.kind !== 'mark'))
          for (const matrix of placement.halves)
            for (const segment of pathSegments(line.d)) {
              const along = segment.map((p) => offLine(fold, applyMatrix(matrix, p))).every((d) => d <= 0.5)
              expect(along, `${placement.name}: ${line.kind} ${JSON.stringify(segment)}`).toBe(false)
            }
        // … and only that is left out: the piece's other lines are drawn whole.
        const count = (lines: { d: string; kind: string }[], kind: string) => lines.filter((l) => l.kind === kind).flatMap((l) => pathSegments(l.d)).length
        const mark = (lines: { d: string; kind: string }[]) => lines.filter((l) => l.kind === 'mark').map((l) => l.d)
        expect(mark(placement.lines)).toEqual(mark(original.lines))
        dropped += count(original.lines, 'cut') - count(placement.lines, 'cut')
      }
      // FreeSewing draws the hem's (and neck's) allowance along the fold: those are the lines a cutter would have cut.
      expect(dropped).toBeGreaterThan(0)
    },
  )

  test('path data read as segments and written back', () => {
    const segments = pathSegments('M 0,0 L 0,575.38 L 231.65,575.38 C 231.44,568.14 231.32,564.1 231.32,564.1M 5,5 L 6,-1.5e-3 z')
    expect(segments).toEqual([
      [
        { x: 0, y: 0 },
        { x: 0, y: 575.38 },
      ],
      [
        { x: 0, y: 575.38 },
        { x: 231.65, y: 575.38 },
      ],
      [
        { x: 231.65, y: 575.38 },
        { x: 231.44, y: 568.14 },
        { x: 231.32, y: 564.1 },
        { x: 231.32, y: 564.1 },
      ],
      [
        { x: 5, y: 5 },
        { x: 6, y: -0.0015 },
      ],
      [
        { x: 6, y: -0.0015 },
        { x: 5, y: 5 },
      ],
    ])
    expect(pathSegments(segmentsPath(segments))).toEqual(segments)
    expect(segmentsPath(segments.slice(1, 2))).toBe('M 0,575.38 L 231.65,575.38')
  })
})
