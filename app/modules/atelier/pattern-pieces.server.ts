// A drafted pattern as the files draw it (docs/atelier.md#the-files): each piece FreeSewing drew,
// with its lines in the piece's own millimetres (top-left at 0,0), how many to cut, and a layout of
// the pieces side by side with the 10 cm test square first. Only geometry: no date, no version text,
// so the same drafting gives the same files.

import type { FsPart } from '@freesewing/core'
import type { DraftedPattern } from '#app/modules/atelier/drafting.server.ts'
import { isCutOnFold } from '#app/modules/atelier/layout.server.ts'

/** cut: the cutting line (seam allowance's edge); seam: the stitching line; mark: darts, fold, grain and helper lines. */
export type PieceLine = { d: string; kind: 'cut' | 'seam' | 'mark' }

export type PatternPiece = {
  /** FreeSewing's part name without its design (`front`, `sleeve`). */
  name: string
  width: number
  height: number
  /** Translate the piece's path data by this to put its top-left corner at 0,0. */
  offset: { x: number; y: number }
  lines: PieceLine[]
  cut: number
  onFold: boolean
  interfacing: number
}

type FsPathLike = { hidden?: boolean; attributes: { list: Record<string, string[]> }; asPathstring(): string }
type FsPartLike = FsPart & { topLeft?: { x: number; y: number }; bottomRight?: { x: number; y: number }; __boundary(): void; context: { store: { get(key: string): unknown } } }
type CutEntry = { materials?: Record<string, { cut: number; onFold?: boolean }[]> }

/** The pieces drawn, in FreeSewing's order; a part with nothing to cut (zero size) is left out. */
export function extractPieces(pattern: DraftedPattern): PatternPiece[] {
  const pieces: PatternPiece[] = []
  for (const fullName of pattern.pieces) {
    const part = pattern.parts[fullName] as FsPartLike
    part.__boundary()
    const topLeft = part.topLeft ?? { x: 0, y: 0 }
    const bottomRight = part.bottomRight ?? { x: 0, y: 0 }
    const width = bottomRight.x - topLeft.x
    const height = bottomRight.y - topLeft.y
    if (!(width > 1 && height > 1)) continue
    const lines: PieceLine[] = []
    for (const path of Object.values(part.paths) as unknown as FsPathLike[]) {
      if (path.hidden) continue
      const classes = (path.attributes.list.class ?? []).join(' ').split(/\s+/)
      if (classes.includes('hidden') || classes.includes('scalebox') || classes.includes('contrast')) continue
      const d = path.asPathstring()
      if (!d) continue
      lines.push({ d, kind: classes.includes('sa') ? 'cut' : classes.includes('fabric') && !classes.includes('dashed') ? 'seam' : 'mark' })
    }
    const cutlist = (part.context.store.get('cutlist') ?? {}) as Record<string, CutEntry>
    const entry = cutlist[fullName] ?? {}
    const fabric = entry.materials?.fabric ?? [{ cut: 1 }]
    pieces.push({
      name: fullName.slice(fullName.indexOf('.') + 1),
      width: round(width),
      height: round(height),
      offset: { x: round(-topLeft.x), y: round(-topLeft.y) },
      // Cut-on-fold pieces have no seam-allowance line on the fold: the seam line closes the piece there.
      lines: lines.some((l) => l.kind === 'cut') ? lines : lines.map((l) => (l.kind === 'seam' ? { ...l, kind: 'cut' as const } : l)),
      cut: fabric.reduce((sum, m) => sum + m.cut, 0),
      // The fold as the metres' lay reads it: a fold mark inside a piece drawn whole (Simon's yoke) is not one.
      onFold: isCutOnFold(part, fullName) || fabric.some((m) => m.onFold),
      interfacing: (entry.materials?.interfacing ?? []).reduce((sum, m) => sum + m.cut, 0),
    })
  }
  return pieces
}

const round = (mm: number) => Math.round(mm * 100) / 100

/** The test square's side and the room its block takes with its caption, mm. */
export const TEST_SQUARE_MM = 100
export const TEST_BLOCK = { width: 100, height: 118 }

export type Placement = { x: number; y: number }
export type PatternLayout = { width: number; height: number; square: Placement; pieces: Placement[] }

/** Room between pieces and around the sheet, mm. */
export const LAYOUT_GAP = 15

type Rect = { x: number; y: number; width: number; height: number }
const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.width + LAYOUT_GAP && b.x < a.x + a.width + LAYOUT_GAP && a.y < b.y + b.height + LAYOUT_GAP && b.y < a.y + a.height + LAYOUT_GAP

/**
 * The paper's layout, for the pattern files only (pattern-files.server.ts: the full-scale SVG, the A4
 * and A0 prints): pieces as drawn, 15 mm apart, beside the test square. The fabric's lay — the metres
 * a garment takes and the production sheet's cutting lay — is layout.server.ts's, never this one.
 *
 * Bottom-left packing within `maxWidth`: the test square at the top-left (where the first page of the
 * A4 print has it), then each piece, tallest first, at the highest and then leftmost place where it
 * touches nothing (candidate corners: the sheet's edge and the right and bottom edges of what is
 * placed). Deterministic: the same pieces give the same layout.
 */
export function layoutPieces(pieces: readonly Pick<PatternPiece, 'width' | 'height'>[], maxWidth: number, withSquare = true): PatternLayout {
  const square: Rect = { x: LAYOUT_GAP, y: LAYOUT_GAP, ...TEST_BLOCK }
  const placed: Rect[] = withSquare ? [square] : []
  const at: Placement[] = new Array<Placement>(pieces.length)
  const order = pieces.map((_, i) => i).sort((a, b) => pieces[b]!.height - pieces[a]!.height || a - b)
  for (const i of order) {
    const { width, height } = pieces[i]!
    const xs = [LAYOUT_GAP, ...placed.map((r) => r.x + r.width + LAYOUT_GAP)]
    const ys = [LAYOUT_GAP, ...placed.map((r) => r.y + r.height + LAYOUT_GAP)]
    let best: Rect | null = null
    for (const y of ys)
      for (const x of xs) {
        const spot = { x, y, width, height }
        // A piece wider than the sheet goes at the left edge, alone in its band.
        if (x + width + LAYOUT_GAP > maxWidth && x > LAYOUT_GAP) continue
        if (placed.some((r) => overlaps(r, spot))) continue
        if (!best || y < best.y || (y === best.y && x < best.x)) best = spot
      }
    const spot = best ?? { x: LAYOUT_GAP, y: Math.max(0, ...placed.map((r) => r.y + r.height)) + LAYOUT_GAP, width, height }
    placed.push(spot)
    at[i] = { x: spot.x, y: spot.y }
  }
  const right = Math.max(0, ...placed.map((r) => r.x + r.width))
  const bottom = Math.max(0, ...placed.map((r) => r.y + r.height))
  return { width: Math.ceil(right + LAYOUT_GAP), height: Math.ceil(bottom + LAYOUT_GAP), square: { x: square.x, y: square.y }, pieces: at }
}
