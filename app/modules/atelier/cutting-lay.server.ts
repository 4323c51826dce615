// The lay the cutter sees on the production sheet is the one the metres were charged for
// (docs/atelier.md#the-workshops-view): the pieces laid by layout.server.ts on the order's width,
// each placement mapped back to the piece as FreeSewing drew it — opened out on its fold, turned a
// quarter when its grain runs across the drawing — so drawing a piece's lines through its matrices
// puts them exactly in the rectangle the packer gave it. A piece opened on its fold is one piece of
// fabric: its fold runs through its middle, drawn as a fold (dash-dot), never as a line to cut.

import type { DraftedPattern } from '#app/modules/atelier/drafting.server.ts'
import { computeLaidPieces, layOutPieces, SELVAGE_MM, type CutPiece, type Fold } from '#app/modules/atelier/layout.server.ts'
import { extractPieces, type PieceLine } from '#app/modules/atelier/pattern-pieces.server.ts'

/** A PDF transformation matrix `[a, b, c, d, e, f]`: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = [number, number, number, number, number, number]

type Point = { x: number; y: number }

/**
 * One placement as drawn, in the fabric's millimetres (x from the fabric's edge, selvage included;
 * y from the cut end): its rectangle and one matrix per half drawn (two for a piece opened on its fold,
 * the second mirrored), each taking the part's own coordinates to the fabric's; the piece's lines as
 * the lay draws them (part coordinates: nothing cut or sewn along a fold it is opened on) and that
 * fold line, in the fabric's millimetres, from where the outline meets it at one end to the other.
 */
export type DrawnPlacement = { name: string; x: number; y: number; w: number; h: number; turned: boolean; halves: Matrix[]; lines: PieceLine[]; foldLine: [Point, Point] | null }

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

/** A drawn segment: a straight line (its two ends) or a cubic curve (start, two control points, end). */
export type Segment = Point[]

/** FreeSewing's path data (absolute M, L, C and Z, as `asPathstring` writes it) as segments; a closing Z is a straight segment. */
export function pathSegments(d: string): Segment[] {
  const segments: Segment[] = []
  let at: Point | null = null
  let start: Point | null = null
  for (const [, command, args] of d.matchAll(/([MLCZ])([^MLCZ]*)/gi)) {
    const numbers = (args!.match(/-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi) ?? []).map(Number)
    const points: Point[] = []
    for (let i = 0; i + 1 < numbers.length; i += 2) points.push({ x: numbers[i]!, y: numbers[i + 1]! })
    const c = command!.toUpperCase()
    if (c === 'M') {
      at = start = points[0] ?? at
      for (const p of points.slice(1)) segments.push([at!, (at = p)])
    } else if (c === 'L') for (const p of points) segments.push([at!, (at = p)])
    else if (c === 'C') for (let i = 0; i + 2 < points.length; i += 3) segments.push([at!, points[i]!, points[i + 1]!, (at = points[i + 2]!)])
    else if (at && start) {
      if (at.x !== start.x || at.y !== start.y) segments.push([at, start])
      at = start
    }
  }
  return segments
}

/** Segments back to path data, a move wherever one does not start where the last ended. */
export function segmentsPath(segments: readonly Segment[]): string {
  const out: string[] = []
  let at: Point | null = null
  const xy = (p: Point) => `${p.x},${p.y}`
  for (const segment of segments) {
    const first = segment[0]!
    if (!at || at.x !== first.x || at.y !== first.y) out.push(`M ${xy(first)}`)
    out.push(segment.length === 2 ? `L ${xy(segment[1]!)}` : `C ${segment.slice(1).map(xy).join(' ')}`)
    at = segment[segment.length - 1]!
  }
  return out.join(' ')
}

/** How near the fold line a segment may lie and still run along it (mm): FreeSewing's fold points are exact, its offsets not quite. */
const ON_FOLD_MM = 0.5
const across = (fold: Fold, p: Point) => (fold.axis === 'x' ? p.x : p.y)
const alongFold = (fold: Fold, segment: Segment) => segment.every((p) => Math.abs(across(fold, p) - fold.at) <= ON_FOLD_MM)

/**
 * A piece's lines as the lay draws it opened out on `fold`: the fold is no edge of the opened piece,
 * so what runs along it — the cutting line's few millimetres of hem and neck allowance, the stitching
 * line closing the half — is left out (the fold line is drawn instead); marks are kept as they are.
 */
export function openedLines(lines: readonly PieceLine[], fold: Fold | null): PieceLine[] {
  if (!fold) return [...lines]
  return lines.flatMap((line) => {
    if (line.kind === 'mark') return [line]
    const segments = pathSegments(line.d)
    const kept = segments.filter((segment) => !alongFold(fold, segment))
    if (kept.length === segments.length) return [line]
    return kept.length > 0 ? [{ ...line, d: segmentsPath(kept) }] : []
  })
}

/** Where the fold runs through the opened piece, in the part's coordinates: between the farthest points where its cutting line meets the fold. */
function foldEnds(lines: readonly PieceLine[], piece: CutPiece): [Point, Point] | null {
  const { fold, box } = piece
  if (!fold) return null
  const meets = lines
    .filter((line) => line.kind === 'cut')
    .flatMap((line) => pathSegments(line.d).flatMap((segment) => [segment[0]!, segment[segment.length - 1]!]))
    .filter((p) => Math.abs(across(fold, p) - fold.at) <= ON_FOLD_MM)
    .map((p) => (fold.axis === 'x' ? p.y : p.x))
  const [from, to] = meets.length >= 2 ? [Math.min(...meets), Math.max(...meets)] : fold.axis === 'x' ? [box.minY, box.maxY] : [box.minX, box.maxX]
  return fold.axis === 'x'
    ? [
        { x: fold.at, y: from },
        { x: fold.at, y: to },
      ]
    : [
        { x: from, y: fold.at },
        { x: to, y: fold.at },
      ]
}

/** The pattern laid on `widthCm` as the metres were (layOutPieces), every placement with how to draw it; throws LayoutError as it does. */
export function computeCuttingLay(pattern: DraftedPattern, widthCm: number): CuttingLay {
  const pieces = computeLaidPieces(pattern)
  const layout = layOutPieces(pieces, widthCm)
  const byName = new Map(pieces.map((p) => [p.name, p]))
  // The lines the paper draws of each piece (pattern-pieces.server.ts), by FreeSewing's full part name.
  const drawnLines = new Map(extractPieces(pattern).map((p) => [p.name, p.lines]))
  const placements = layout.placements.map((p): DrawnPlacement => {
    const piece = byName.get(p.name)!
    const x = SELVAGE_MM + p.x
    const halves = halvesOf(piece, x, p.y)
    const lines = drawnLines.get(p.name.slice(p.name.indexOf('.') + 1)) ?? []
    const ends = foldEnds(lines, piece)
    return {
      name: p.name,
      x,
      y: p.y,
      w: p.w,
      h: p.h,
      turned: piece.turned,
      halves,
      lines: openedLines(lines, piece.fold),
      foldLine: ends ? [applyMatrix(halves[0]!, ends[0]), applyMatrix(halves[0]!, ends[1])] : null,
    }
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
