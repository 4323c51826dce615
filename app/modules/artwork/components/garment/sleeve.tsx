import { type Frame, type Pt, frameTransform, toFrame } from './geometry.ts'
import { Buttons, Folds, type Paint, Piece, Seam, Stitch } from './paint.tsx'

export type SleeveCut = 'long' | 'short'
export type CuffStyle = 'classic' | 'french' | 'rounded' | 'plain' | 'rib'

/** Where the sleeve meets the body (left half): shoulder point, underarm, and a point inside the body. */
const shoulder: Pt = [124, 84]
const underarm: Pt = [134, 172]
const tucked: Pt = [160, 130]

/**
 * Each sleeve is drawn along its own axis (the frame's origin is the middle of the wrist or hem),
 * so the fabric's grain follows the sleeve like real cloth cut on the straight grain.
 */
function sleeveFrame(angle: number, length: number): Frame {
  const a = (angle * Math.PI) / 180
  const mid: Pt = [(shoulder[0] + underarm[0]) / 2, (shoulder[1] + underarm[1]) / 2]
  return { x: mid[0] - length * Math.sin(a), y: mid[1] + length * Math.cos(a), angle }
}

const cuts = {
  long: { frame: sleeveFrame(23, 232), half: 16 },
  short: { frame: sleeveFrame(40, 90), half: 31 },
} as const

/** The middle of the left cuff (or short sleeve's hem band), just up the sleeve from its edge, in the sleeve's own drawing. */
export function cuffCentre(cut: SleeveCut): Pt {
  const { x, y, angle } = cuts[cut].frame
  const a = (angle * Math.PI) / 180
  return [x + 6 * Math.sin(a), y - 6 * Math.cos(a)]
}

function outline(cut: SleeveCut): string {
  const { frame, half } = cuts[cut]
  const [sx, sy] = toFrame(frame, shoulder)
  const [ax, ay] = toFrame(frame, underarm)
  const [tx, ty] = toFrame(frame, tucked)
  const r = (v: number) => Math.round(v * 10) / 10
  return (
    `M${r(sx)} ${r(sy)}C${r(sx - 4)} ${r(sy * 0.6)} ${-half - 2} ${r(sy * 0.28)} ${-half} 0` +
    `L${half} 0C${half + 0.5} ${r(ay * 0.35)} ${r(ax - 0.5)} ${r(ay * 0.75)} ${r(ax)} ${r(ay)}` +
    `L${r(tx)} ${r(ty)}Z`
  )
}
const outlines = { long: outline('long'), short: outline('short') }

function LongCuff({ style, half, paint, shirt }: { style: CuffStyle; half: number; paint: Paint; shirt: boolean }) {
  const w = half + 1.5
  const pleats = shirt ? <Seam d={`M-3 0L-2.4 -13M5 0L5.4 -10`} paint={paint} opacity={0.45} /> : null
  // The sleeve placket with its small button, as on a tailored shirt.
  const placket = shirt ? (
    <>
      <Seam d={`M${half - 7} 0L${half - 7.6} -30`} paint={paint} opacity={0.55} />
      <Buttons at={[[half - 4.6, -18]]} r={1.6} paint={paint} />
    </>
  ) : null
  switch (style) {
    case 'french': {
      const f = w + 1
      return (
        <>
          {pleats}
          {placket}
          <Piece d={`M${f - 1} 3H${f + 5}Q${f + 7.5} 3 ${f + 7.5} 6V31Q${f + 7.5} 34 ${f + 5} 34H${f - 1}Z`} paint={paint} shade="band" />
          <Piece d={`M${-f} 0H${f}V36H${-f}Z`} paint={paint} shade="band" />
          <Seam d={`M${-f} 4.5H${f}`} paint={paint} opacity={0.45} />
          <Stitch d={`M${-f + 2.5} 33H${f - 2.5}`} paint={paint} />
          <path d={`M${f - 3} 19H${f + 4}`} stroke="#8a6a2e" strokeWidth="1.6" strokeLinecap="round" />
          <circle cx={f + 4.5} cy="19" r="3.8" fill="#c8a35a" stroke="#6e5220" strokeWidth="0.8" />
          <circle cx={f + 3.4} cy="17.9" r="1.2" fill="#f4e4b8" />
        </>
      )
    }
    case 'rounded':
      return (
        <>
          {pleats}
          {placket}
          <Piece d={`M${-w} 0H${w}V18Q${w} 29 ${w - 10} 29H${-w + 10}Q${-w} 29 ${-w} 18Z`} paint={paint} shade="band" />
          <Stitch d={`M${-w + 2.6} 2.6H${w - 2.6}V18Q${w - 2.6} 26.4 ${w - 10} 26.4H${-w + 10}Q${-w + 2.6} 26.4 ${-w + 2.6} 18Z`} paint={paint} />
          <Buttons at={[[w - 7, 14]]} r={2.6} paint={paint} />
        </>
      )
    case 'classic':
      return (
        <>
          {pleats}
          {placket}
          <Piece d={`M${-w} 0H${w}V28H${-w}Z`} paint={paint} shade="band" />
          <Stitch d={`M${-w + 2.6} 2.6H${w - 2.6}V25.4H${-w + 2.6}Z`} paint={paint} />
          <Buttons at={[[w - 7, 14]]} r={2.6} paint={paint} />
        </>
      )
    case 'rib':
      return <Piece d={`M${-half + 1} 0H${half - 1}V15H${-half + 1}Z`} paint={paint} shade="band" rib />
    default:
      return (
        <>
          <Piece d={`M${-half} 0H${half}V9H${-half}Z`} paint={paint} shade="band" />
          <Stitch d={`M${-half + 2} 6H${half - 2}`} paint={paint} />
        </>
      )
  }
}

function ShortHem({ style, half, paint }: { style: CuffStyle; half: number; paint: Paint }) {
  const w = half + 1.2
  switch (style) {
    case 'french':
      return (
        <>
          <Piece d={`M${-w} -25H${w}V0H${-w}Z`} paint={paint} shade="band" />
          <Seam d={`M${-w} -12.5H${w}`} paint={paint} opacity={0.6} />
          <Stitch d={`M${-w + 2} -22.5H${w - 2}M${-w + 2} -15H${w - 2}M${-w + 2} -10H${w - 2}M${-w + 2} -2.5H${w - 2}`} paint={paint} />
        </>
      )
    case 'rounded':
      return (
        <>
          <Piece d={`M${-w} -14H${w}V-7Q${w} 0 ${w - 7} 0H${-w + 7}Q${-w} 0 ${-w} -7Z`} paint={paint} shade="band" />
          <Stitch d={`M${-w + 2.4} -11.6H${w - 2.4}`} paint={paint} />
        </>
      )
    case 'classic':
      return (
        <>
          <Piece d={`M${-w} -14H${w}V0H${-w}Z`} paint={paint} shade="band" />
          <Stitch d={`M${-w + 2.4} -11.6H${w - 2.4}M${-w + 2.4} -2.4H${w - 2.4}`} paint={paint} />
        </>
      )
    case 'rib':
      return <Piece d={`M${-half} -12H${half}V0H${-half}Z`} paint={paint} shade="band" rib />
    default:
      return <Stitch d={`M${-half + 2} -5H${half - 2}`} paint={paint} />
  }
}

/** The left sleeve with its cuff; the right one is the same drawing mirrored. */
export function Sleeve({ cut, cuff, paint, shirt }: { cut: SleeveCut; cuff: CuffStyle; paint: Paint; shirt: boolean }) {
  const { frame, half } = cuts[cut]
  return (
    <g transform={frameTransform(frame)}>
      <Piece d={outlines[cut]} paint={paint} shade="sleeve" />
      {cut === 'long' ? (
        <>
          <Folds d={`M${-half + 1} -118q7 4 13 0M${-half + 2} -106q5 2 9 0M${half - 1} -124q-8 5 -15 1M${half} -40q-5 2 -9 1`} paint={paint} />
          <LongCuff style={cuff} half={half} paint={paint} shirt={shirt} />
        </>
      ) : (
        <>
          <Folds d={`M${half - 2} -44q-10 4 -18 1M${-half + 3} -70q8 3 14 1`} paint={paint} />
          <ShortHem style={cuff} half={half} paint={paint} />
        </>
      )}
    </g>
  )
}
