// The lay the cutter sees on the production sheet is the one the metres were charged for
// (docs/atelier.md#the-workshops-view): the pieces laid by layout.server.ts on the order's width,
// each placement mapped back to the piece as FreeSewing drew it — opened out on its fold, turned a
// quarter when its grain runs across the drawing — so drawing a piece's lines through its matrices
// puts them exactly in the rectangle the packer gave it.

import type { DraftedPattern } from '#app/modules/atelier/drafting.server.ts'
import { computeLaidPieces, layOutPieces, SELVAGE_MM, type CutPiece } from '#app/modules/atelier/layout.server.ts'

/** A PDF transformation matrix `[a, b, c, d, e, f]`: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = [number, number, number, number, number, number]

/**
 * One placement as drawn, in the fabric's millimetres (x from the fabric's edge, selvage included;
 * y from the cut end): its rectangle and one matrix per half drawn (two for a piece opened on its fold,
 * the second mirrored), each taking the part's own coordinates to the fabric's.
 */
export type DrawnPlacement = { name: string; x: number; y: number; w: number; h: number; turned: boolean; halves: Matrix[] }

export type CuttingLay = { widthMm: number; selvageMm: number; laidMm: number; lengthMm: number; metres: number; placements: DrawnPlacement[] }

export const applyMatrix = ([a, b, c, d, e, f]: Matrix, p: { x: number; y: number }) => ({ x: a * p.x + c * p.y + e, y: b * p.x + d * p.y + f })

/** The matrices that take a cut piece's part coordinates into its rectangle at (x0, y0). */
function halvesOf(piece: CutPiece, x0: number, y0: number): Matrix[] {
  const { box, fold, turned } = piece
  const w = box.maxX - box.minX
  const h = box.maxY - box.minY
  // In the piece's own frame, opened out: s across the drawing, t down it, both from 0.
  // Each axis is `sign·p + shift`; a fold mirrors the second half about the fold line.
  type Axis = { sign: 1 | -1; shift: number }
  const straight = (min: number, extra: number): Axis => ({ sign: 1, shift: -min + extra })
  const axes = (min: number, size: number, at: number): [Axis, Axis] => {
    const foldAt = at - min
    // The half lies on the side away from the fold: a fold at the drawing's left edge puts the mirror on the left.
    const extra = foldAt < size / 2 ? size : 0
    return [straight(min, extra), { sign: -1, shift: 2 * foldAt + min + extra }]
  }
  let pairs: [Axis, Axis][]
  // Only the opened height matters: turning a quarter puts it across.
  let openH = h
  if (fold?.axis === 'x') {
    const [a, b] = axes(box.minX, w, fold.at)
    pairs = [
      [a, straight(box.minY, 0)],
      [b, straight(box.minY, 0)],
    ]
  } else if (fold?.axis === 'y') {
    const [a, b] = axes(box.minY, h, fold.at)
    pairs = [
      [straight(box.minX, 0), a],
      [straight(box.minX, 0), b],
    ]
    openH = 2 * h
  } else pairs = [[straight(box.minX, 0), straight(box.minY, 0)]]
  return pairs.map(([s, t]): Matrix => {
    // Turned a quarter clockwise: the drawing's length runs across the fabric, x = openH − t, y = s.
    if (turned) return [0, s.sign, -t.sign, 0, openH - t.shift + x0, s.shift + y0]
    return [s.sign, 0, 0, t.sign, s.shift + x0, t.shift + y0]
  })
}

/** The pattern laid on `widthCm` as the metres were (layOutPieces), every placement with how to draw it; throws LayoutError as it does. */
export function computeCuttingLay(pattern: DraftedPattern, widthCm: number): CuttingLay {
  const pieces = computeLaidPieces(pattern)
  const layout = layOutPieces(pieces, widthCm)
  const byName = new Map(pieces.map((p) => [p.name, p]))
  const placements = layout.placements.map((p): DrawnPlacement => {
    const piece = byName.get(p.name)!
    const x = SELVAGE_MM + p.x
    return { name: p.name, x, y: p.y, w: p.w, h: p.h, turned: piece.turned, halves: halvesOf(piece, x, p.y) }
  })
  return {
    widthMm: layout.widthMm,
    selvageMm: SELVAGE_MM,
    laidMm: Math.max(...layout.placements.map((p) => p.y + p.h)),
    lengthMm: layout.lengthMm,
    metres: layout.metres,
    placements,
  }
}
