/**
 * Tiny path helpers for the garment drawing. The drawing is symmetric, so most outlines are
 * written once for the left half and mirrored about the centre line (x = 200 of a 400 × 500 box).
 */

export type Pt = readonly [number, number]
/** A cubic segment: two control points, then the end point. */
export type Seg = readonly [Pt, Pt, Pt]

export const centre = 200
const n = (v: number) => Math.round(v * 10) / 10
const pt = ([x, y]: Pt) => `${n(x)} ${n(y)}`
export const mirror = ([x, y]: Pt): Pt => [centre * 2 - x, y]

/** An open run of cubic segments from `start`. */
export function run(start: Pt, segs: readonly Seg[]): string {
  return `M${pt(start)}` + segs.map(([a, b, c]) => `C${pt(a)} ${pt(b)} ${pt(c)}`).join('')
}

/** The same run, mirrored to the right half. */
export function mirrorRun(start: Pt, segs: readonly Seg[]): string {
  return run(
    mirror(start),
    segs.map(([a, b, c]) => [mirror(a), mirror(b), mirror(c)] as const),
  )
}

/**
 * A closed symmetric outline: `left` runs from `start` (on the centre line) round the left half
 * to a point on the centre line; the right half is that run mirrored and walked back.
 */
export function symmetric(start: Pt, left: readonly Seg[]): string {
  const points: Pt[] = [start, ...left.map((s) => s[2])]
  const back = left.map(([a, b], i) => [mirror(b), mirror(a), mirror(points[i]!)] as const).reverse()
  return `${run(start, left)}${back.map(([a, b, c]) => `C${pt(a)} ${pt(b)} ${pt(c)}`).join('')}Z`
}

/** A straight segment written as a cubic, so it can sit in a run. */
export function line(from: Pt, to: Pt): Seg {
  const [x0, y0] = from
  const [x1, y1] = to
  return [[x0 + (x1 - x0) / 3, y0 + (y1 - y0) / 3], [x0 + ((x1 - x0) * 2) / 3, y0 + ((y1 - y0) * 2) / 3], to]
}

/** A frame along an axis: origin, angle in degrees (clockwise from pointing down). */
export type Frame = { x: number; y: number; angle: number }

/** A point of the drawing in a frame's own coordinates (x across, y along the axis). */
export function toFrame(f: Frame, [x, y]: Pt): Pt {
  const a = (f.angle * Math.PI) / 180
  const dx = x - f.x
  const dy = y - f.y
  return [dx * Math.cos(a) + dy * Math.sin(a), -dx * Math.sin(a) + dy * Math.cos(a)]
}

export function frameTransform(f: Frame): string {
  return `translate(${n(f.x)} ${n(f.y)}) rotate(${f.angle})`
}

export { pt as fmt }
