// How much fabric a drafted pattern takes: its pieces laid on the fabric's width with FreeSewing's
// own bin-packer (@freesewing/plugin-bin-pack's growing packer, the one FreeSewing lays its printed
// patterns out with), grain along the selvage, and the length of the lay plus the documented
// margins is the garment's metres (docs/atelier.md#fabric-from-the-pattern).

import type { FsPart } from '@freesewing/core'
import { binPackPlugin, type PackFunction } from '@freesewing/plugin-bin-pack'
import type { DraftedPattern } from '#app/modules/atelier/drafting.server.ts'

/** The width a fabric is laid out on when none is given (cm): the default of `fabrics.width_cm`. */
export const FABRIC_WIDTH_CM = 140
/** Left unused along each selvage (mm): it is woven tighter and not cut into. */
export const SELVAGE_MM = 15
/** Between two pieces (mm): room for the shears. */
export const PIECE_GAP_MM = 10
/** Added to the lay's length (mm): squaring the cut end and the fabric's shrinkage when it is washed first. */
export const END_ALLOWANCE_MM = 100

export type Box = { minX: number; minY: number; maxX: number; maxY: number }
type Bounded = { hidden?: boolean; __boundary(): { topLeft: { x: number; y: number }; bottomRight: { x: number; y: number } } }
type CutInfo = { materials?: Record<string, { cut: number }[]>; cutOnFold?: { x: number; y: number }[]; grain?: number }

/** A piece as cut: its width across the fabric and its length along it (mm), and how many are cut. */
export type LaidPiece = { name: string; across: number; along: number; copies: number }
/**
 * A laid piece with where its rectangle comes from, for drawing it (cutting-lay.server.ts): the
 * outline's box in the part's own millimetres, the fold it is opened out on (`x`: a fold line down
 * the drawing, opened across; `y`: across it, opened along), and whether it was turned a quarter.
 */
export type CutPiece = LaidPiece & { box: Box; fold: Fold | null; turned: boolean }
export type FabricLayout = { pieces: LaidPiece[]; widthMm: number; lengthMm: number; metres: number; placements: { name: string; x: number; y: number; w: number; h: number }[] }

/** How far from the outline's edge a fold line may lie and still be the edge it is cut on (mm). */
const FOLD_EDGE_MM = 5

export class LayoutError extends Error {}

/** The plugin hands its packer to FreeSewing's store as `pack`; it is the only way the package exports it. */
const pack = binPackPlugin.store.find(([name]) => name === 'pack')?.[1] as PackFunction

/** Paths that are not the piece's outline: FreeSewing's annotations (scale box, banners, grain line) and construction help. */
const NOT_OUTLINE = /^__macro_|^(help|hint)$/

function outlineBox(part: FsPart): Box | null {
  let box: Box | null = null
  for (const [name, path] of Object.entries(part.paths) as [string, unknown][]) {
    const bounded = path as Bounded
    if (bounded.hidden || NOT_OUTLINE.test(name)) continue
    const { topLeft, bottomRight } = bounded.__boundary()
    box = box
      ? { minX: Math.min(box.minX, topLeft.x), minY: Math.min(box.minY, topLeft.y), maxX: Math.max(box.maxX, bottomRight.x), maxY: Math.max(box.maxY, bottomRight.y) }
      : { minX: topLeft.x, minY: topLeft.y, maxX: bottomRight.x, maxY: bottomRight.y }
  }
  return box && box.maxX - box.minX > 0 && box.maxY - box.minY > 0 ? box : null
}

function cutInfo(part: FsPart, name: string): CutInfo | undefined {
  const store = (part as unknown as { context: { store: { get(path: string[]): unknown } } }).context.store
  return store.get(['cutlist', name]) as CutInfo | undefined
}

/** A fold line in the part's own millimetres: `x` runs down the drawing at x = `at`, `y` across it at y = `at`. */
export type Fold = { axis: 'x' | 'y'; at: number }

function foldOf(cut: CutInfo | undefined, box: Box): Fold | null {
  if (!cut?.cutOnFold || cut.cutOnFold.length !== 2) return null
  const [a, b] = cut.cutOnFold as [{ x: number; y: number }, { x: number; y: number }]
  // Only a fold along the outline's edge is cut on. A fold line inside the outline means the piece
  // is drawn whole already (Simon's yoke is drafted from the back, keeps its fold mark and is then
  // mirrored about it): it is laid, and cut, as drawn.
  const onEdge = (at: number, min: number, max: number) => Math.min(Math.abs(at - min), Math.abs(max - at)) <= FOLD_EDGE_MM
  const fold: Fold = Math.abs(a.x - b.x) <= Math.abs(a.y - b.y) ? { axis: 'x', at: (a.x + b.x) / 2 } : { axis: 'y', at: (a.y + b.y) / 2 }
  return fold.axis === 'x' ? (onEdge(fold.at, box.minX, box.maxX) ? fold : null) : onEdge(fold.at, box.minY, box.maxY) ? fold : null
}

/** Whether a drafted piece is cut on the fold: its cut list's fold line runs along its outline's edge. */
export function isCutOnFold(part: FsPart, name: string): boolean {
  const box = outlineBox(part)
  return box !== null && foldOf(cutInfo(part, name), box) !== null
}

/**
 * Each piece's rectangle as it lies on the fabric: a piece cut on the fold is opened out (twice its
 * width, or its height when the fold runs across it; not when the fold line runs through the middle
 * of a piece drawn whole), and a piece whose grain runs across the drawing
 * (FreeSewing's grain 0° or 180°) is turned so that its grain runs along the selvage. How many are
 * cut comes from the design's cut list (fabric only, not interfacing); a piece without one is cut once.
 */
export function computeLaidPieces(pattern: DraftedPattern): CutPiece[] {
  const laid: CutPiece[] = []
  for (const name of pattern.pieces) {
    const part = pattern.parts[name]
    const box = part ? outlineBox(part) : null
    if (!part || !box) continue
    const cut = cutInfo(part, name)
    const copies = cut?.materials ? (cut.materials.fabric ?? []).reduce((sum, c) => sum + c.cut, 0) : 1
    if (copies === 0) continue
    let across = box.maxX - box.minX
    let along = box.maxY - box.minY
    const fold = foldOf(cut, box)
    if (fold?.axis === 'x') across *= 2
    else if (fold?.axis === 'y') along *= 2
    const grain = cut?.grain === undefined ? 90 : ((Math.round(cut.grain) % 180) + 180) % 180
    const turned = grain < 45 || grain > 135
    if (turned) [across, along] = [along, across]
    laid.push({ name, across, along, copies, box, fold, turned })
  }
  return laid
}

/** Lays the pieces on a fabric `widthCm` wide; throws LayoutError when a piece is wider than the fabric. */
export function layOutPieces(pieces: readonly LaidPiece[], widthCm = FABRIC_WIDTH_CM): FabricLayout {
  const usable = widthCm * 10 - 2 * SELVAGE_MM
  if (pieces.length === 0) throw new LayoutError('the pattern has no piece to lay out')
  const blocks: { name: string; width: number; height: number; x?: number; y?: number }[] = []
  for (const piece of pieces) {
    if (piece.across + PIECE_GAP_MM > usable + PIECE_GAP_MM) throw new LayoutError(`${piece.name} is ${Math.round(piece.across)} mm wide, the fabric ${usable} mm`)
    for (let i = 0; i < piece.copies; i++) blocks.push({ name: piece.name, width: piece.across + PIECE_GAP_MM, height: piece.along + PIECE_GAP_MM })
  }
  // The packer's maxWidth is the fabric's usable width plus one gap: the last piece of a row needs none.
  pack(null, blocks, { pattern: { settings: [{ maxWidth: usable + PIECE_GAP_MM, strictMax: true }] } })
  const placements = blocks.map((b) => ({ name: b.name, x: b.x ?? 0, y: b.y ?? 0, w: b.width - PIECE_GAP_MM, h: b.height - PIECE_GAP_MM }))
  if (placements.some((p) => p.x + p.w > usable + 0.01)) throw new LayoutError('the packer placed a piece past the selvage')
  const laidLength = Math.max(...placements.map((p) => p.y + p.h))
  const lengthMm = laidLength + END_ALLOWANCE_MM
  // Sold and counted to the centimetre (the stock keeps two decimals of a metre), always rounded up.
  return { pieces: [...pieces], widthMm: widthCm * 10, lengthMm, metres: Math.ceil(Math.round(lengthMm * 100) / 1000) / 100, placements }
}
