import { type Pt, type Seg, line, symmetric } from './geometry.ts'
import { SkirtBack, TrousersBack } from './back.tsx'
import { Buttons, Folds, type Paint, Piece, Seam, Stitch } from './paint.tsx'

export type LegCut = 'straight' | 'slim' | 'wide'
export type WaistStyle = 'classic' | 'high' | 'elastic'
export type SkirtLength = 'mini' | 'knee' | 'midi'
/** A vent or none keeps the pencil skirt's taper; pleats make the fuller skirt. */
export type SkirtDetail = 'vent' | 'closed' | 'pleats'

/** The hem's height in the box for each length. */
const hemYs: Record<SkirtLength, number> = { mini: 330, knee: 420, midi: 478 }

/** Waistband: top and bottom edge heights and half-widths. */
const bands: Record<WaistStyle, { top: number; bottom: number; topHalf: number; bottomHalf: number }> = {
  classic: { top: 54, bottom: 78, topHalf: 70, bottomHalf: 72 },
  high: { top: 36, bottom: 84, topHalf: 66, bottomHalf: 72 },
  elastic: { top: 54, bottom: 80, topHalf: 70, bottomHalf: 72 },
}

/**
 * Leg cuts: outer hem, inner hem and the outer seam's control points. Every cut keeps two legs apart
 * below the crotch (the inner hems well off the middle), so wide legs read as trousers, not a skirt.
 */
export const legCuts: Record<LegCut, { outer: Pt; inner: Pt; c1: Pt; c2: Pt; ic: Pt }> = {
  straight: { outer: [121, 470], inner: [186, 472], c1: [112, 230], c2: [118, 380], ic: [191, 340] },
  slim: { outer: [145, 470], inner: [183, 472], c1: [113, 222], c2: [134, 370], ic: [189, 350] },
  wide: { outer: [82, 470], inner: [183, 472], c1: [108, 214], c2: [90, 360], ic: [194, 320] },
}

function trousersOutline(cut: LegCut, waist: WaistStyle) {
  const b = bands[waist]
  const leg = legCuts[cut]
  const hip: Pt = [113, b.bottom + 76]
  const segs: Seg[] = [
    line([200, b.bottom], [200 - b.bottomHalf, b.bottom]),
    [[200 - b.bottomHalf - 3, b.bottom + 26], [hip[0] + 1, hip[1] - 30], hip],
    [leg.c1, leg.c2, leg.outer],
    [[leg.outer[0] + 20, leg.outer[1] + 2], [leg.inner[0] - 20, leg.inner[1] + 1], leg.inner],
    [leg.ic, [199, 246], [200, 194]],
  ]
  return { d: symmetric([200, b.bottom], segs), leg }
}

/**
 * The skirt's half outline: the pencil skirt narrows from the hip to the hem, the pleated one widens,
 * and each length moves the hem.
 */
function skirtShape(waist: WaistStyle, length: SkirtLength, detail: SkirtDetail) {
  const b = bands[waist]
  const hem = hemYs[length]
  const full = detail === 'pleats'
  // The hip's widest point (114 at y 178), then the hem's x: tapering for a pencil, flaring when pleated.
  const spread = (hem - 178) / (452 - 178)
  const hemX = full ? 114 - 40 * spread : 114 + 14 * spread
  const d = symmetric(
    [200, b.bottom],
    [
      line([200, b.bottom], [200 - b.bottomHalf, b.bottom]),
      [[125, b.bottom + 30], [118, 150], [114, 178]],
      [[114 - (full ? 8 : -2) * spread, 178 + (hem - 178) / 3], [hemX + (full ? 4 : -1), 178 + ((hem - 178) * 2) / 3], [hemX, hem]],
      [[hemX + 30, hem + 6], [164, hem + 10], [200, hem + 10]],
    ],
  )
  return { d, hem, hemX }
}

function Waistband({ style, paint, trousers, back = false }: { style: WaistStyle; paint: Paint; trousers: boolean; back?: boolean }) {
  const { top, bottom, topHalf, bottomHalf } = bands[style]
  const l = 200 - topHalf
  const r = 200 + topHalf
  const d = `M${l} ${top}Q200 ${top + 4} ${r} ${top}L${200 + bottomHalf} ${bottom}Q200 ${bottom + 4} ${200 - bottomHalf} ${bottom}Z`
  const stitch = `M${l + 1} ${top + 3}Q200 ${top + 7} ${r - 1} ${top + 3}M${200 - bottomHalf + 1} ${bottom - 3}Q200 ${bottom + 1} ${200 + bottomHalf - 1} ${bottom - 3}`
  const mid = (top + bottom) / 2
  if (style === 'elastic') {
    // Gathers at the sides, where the hidden elastic pulls the cloth in.
    const gathers = [0, 5, 10, 15, 20, 25, 30, 35]
      .flatMap((dx) => [l + 4 + dx, r - 4 - dx])
      .map((x) => `M${x} ${top + 5}q1.4 ${(bottom - top - 10) / 2} 0 ${bottom - top - 8}`)
      .join('')
    return (
      <>
        <Piece d={d} paint={paint} shade="band" />
        <Stitch d={stitch} paint={paint} />
        <Seam d={gathers} paint={paint} opacity={0.45} />
      </>
    )
  }
  const loopXs = trousers && style === 'classic' ? (back ? [l + 30, 200, r - 30] : [l + 16, l + 46, r - 46, r - 16]) : []
  const front = trousers && !back
  return (
    <>
      <Piece d={d} paint={paint} shade="band" />
      <Stitch d={stitch} paint={paint} />
      {front ? <Seam d={`M196 ${top + 2}V${bottom + 2}`} paint={paint} opacity={0.7} /> : null}
      {loopXs.map((x) => (
        <Piece key={x} d={`M${x - 2.6} ${top - 2}h5.2v${bottom - top + 7}h-5.2Z`} paint={paint} shade="band" />
      ))}
      {front ? (
        <Buttons at={style === 'high' ? [[207, top + 13], [207, bottom - 12]] : [[207, mid + 1]]} r={3.2} paint={paint} />
      ) : null}
    </>
  )
}

/** How far trousers and skirts sit up in the 400 × 500 box (their close-ups need it too). */
export const bottomsOffset = -6

export function Trousers({ cut, waist, paint, back = false }: { cut: LegCut; waist: WaistStyle; paint: Paint; back?: boolean }) {
  const { d, leg } = trousersOutline(cut, waist)
  const b = bands[waist].bottom
  const hemMid = (leg.outer[0] + leg.inner[0]) / 2
  return (
    <g transform={`translate(0 ${bottomsOffset})`}>
      <path d={d} fill={paint.fill} />
      <path
        d={d}
        fill={paint.blank ? 'none' : `url(#${paint.id}legs)`}
        stroke={paint.ink}
        strokeWidth="1.6"
        strokeLinejoin="round"
        strokeDasharray={paint.blank ? '5 3.5' : undefined}
      />
      {/* Slant pockets, fly with its J-stitch (or, from the back, welt pockets), pressed creases and the hems. */}
      {back ? (
        <TrousersBack bandBottom={b} paint={paint} />
      ) : (
        <>
          <Seam d={`M143 ${b}C145 ${b + 28} 135 ${b + 50} 117 ${b + 60}M257 ${b}C255 ${b + 28} 265 ${b + 50} 283 ${b + 60}`} paint={paint} />
          <Seam d={`M200 ${b}V186`} paint={paint} opacity={0.6} />
          <Stitch d={`M212 ${b + 2}V156Q212 172 200.5 174`} paint={paint} />
        </>
      )}
      <Seam
        d={`M157 ${b + 74}C157 ${b + 180} ${hemMid} 380 ${hemMid} 466M243 ${b + 74}C243 ${b + 180} ${400 - hemMid} 380 ${400 - hemMid} 466`}
        paint={paint}
        opacity={0.22}
      />
      <Stitch
        d={`M${leg.outer[0] + 1} ${leg.outer[1] - 7}L${leg.inner[0] - 1} ${leg.inner[1] - 6}M${399 - leg.outer[0]} ${leg.outer[1] - 7}L${401 - leg.inner[0]} ${leg.inner[1] - 6}`}
        paint={paint}
      />
      {back ? null : <Folds d="M190 206q-6 10 -4 22M210 206q6 10 4 22" paint={paint} />}
      <Waistband style={waist} paint={paint} trousers back={back} />
    </g>
  )
}

export function Skirt({ waist, length, detail, paint, back = false }: { waist: WaistStyle; length: SkirtLength; detail: SkirtDetail; paint: Paint; back?: boolean }) {
  const { d, hem, hemX } = skirtShape(waist, length, detail)
  const top = bands[waist].bottom
  const pleats = detail === 'pleats'
  // Pleats: pressed folds from the waistband that open towards the hem; otherwise the pencil's soft drape.
  const folds = pleats
    ? [150, 175, 225, 250].map((x) => `M${x} ${top + 2}L${200 + (x - 200) * ((200 - hemX) / 86)} ${hem + 6}`).join('')
    : `M160 ${top + 110}C158 ${top + 200} 156 ${hem - 60} 154 ${hem - 8}M240 ${top + 110}C242 ${top + 200} 244 ${hem - 60} 246 ${hem - 8}`
  return (
    <g transform={`translate(0 ${bottomsOffset})`} data-length={length} data-detail={detail}>
      <Piece d={d} paint={paint} />
      {pleats ? <Seam d={folds} paint={paint} opacity={0.55} /> : <Folds d={folds} paint={paint} />}
      <Stitch d={`M${hemX + 3} ${hem - 8}C${hemX + 34} ${hem} 164 ${hem + 2} 200 ${hem + 2}C236 ${hem + 2} ${366 - hemX} ${hem} ${397 - hemX} ${hem - 8}`} paint={paint} />
      {back ? <SkirtBack bandBottom={top} hem={hem} paint={paint} /> : null}
      {detail === 'vent' ? <Seam d={`M200 ${hem + 9}V${hem - Math.min(70, (hem - top) / 4)}l-6 6`} paint={paint} opacity={0.8} /> : null}
      <Waistband style={waist} paint={paint} trousers={false} />
    </g>
  )
}
