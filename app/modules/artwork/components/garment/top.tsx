import { TopBack } from './back.tsx'
import { CrewNeck, isLeafCollar, MandarinCollar, type NecklineStyle, ShirtCollar, VNeck } from './collar.tsx'
import { symmetric } from './geometry.ts'
import { Buttons, type Paint, Piece, Seam, Stitch } from './paint.tsx'
import { type CuffStyle, Sleeve, type SleeveCut } from './sleeve.tsx'

/** A shirt: shaped waist, darts, a shirttail hem, placket and buttons. */
const shirtBody = symmetric(
  [200, 92],
  [
    [[190, 92], [179, 82], [176, 64]],
    [[158, 70], [140, 77], [124, 84]],
    [[127, 112], [128, 146], [134, 172]],
    [[141, 204], [148, 236], [147, 268]],
    [[146, 304], [138, 344], [137, 384]],
    [[152, 404], [176, 412], [200, 412]],
  ],
)

/** A knit top: softer waist, straight hem. */
const knitBody = symmetric(
  [200, 100],
  [
    [[186, 100], [170, 88], [168, 63]],
    [[152, 70], [138, 77], [124, 84]],
    [[127, 112], [128, 146], [134, 172]],
    [[140, 206], [145, 238], [145, 270]],
    [[145, 306], [141, 350], [140, 394]],
    [[160, 396], [180, 397], [200, 397]],
  ],
)

const shirtButtons = [122, 168, 214, 260, 306, 352].map((y) => [200, y] as const)

function ShirtDetails({ paint }: { paint: Paint }) {
  return (
    <>
      {/* Front darts shape the waist; the placket edge and its topstitching run to the hem. */}
      <Seam d="M166 196Q172 262 167 330M234 196Q228 262 233 330" paint={paint} opacity={0.4} />
      <Seam d="M208 104V411.6" paint={paint} opacity={0.75} />
      <Stitch d="M192 104V411M206 104V411" paint={paint} />
      <Stitch d="M139 380C154 398 176 406 192 407M261 380C246 398 224 406 208 407" paint={paint} />
      <Buttons at={shirtButtons} paint={paint} />
    </>
  )
}

function KnitDetails({ paint, polo }: { paint: Paint; polo: boolean }) {
  return (
    <>
      <Stitch d="M141 387C160 389 180 390 200 390C220 390 240 389 259 387" paint={paint} />
      {polo ? (
        <>
          <Piece d="M192 92H208V168H192Z" paint={paint} shade="band" />
          <Stitch d="M194.5 94V165.5H205.5V94" paint={paint} />
          <Buttons at={[[200, 116], [200, 144]]} r={2.7} paint={paint} />
        </>
      ) : null}
    </>
  )
}

/** How far the top sits down in the 400 × 500 box (its close-ups need it too). */
export const topOffset = 16

/**
 * Shirts and knit tops, front view. The right sleeve is the left one mirrored; the body is drawn
 * over the sleeves so its armhole makes the seam.
 */
export function TopGarment({
  shirt,
  sleeve,
  cuff,
  collar,
  paint,
  back = false,
}: {
  shirt: boolean
  sleeve: SleeveCut
  cuff: CuffStyle
  collar: NecklineStyle | null
  paint: Paint
  /** Seen from the back (back.tsx): the same flat without its front details. */
  back?: boolean
}) {
  const sleeveDrawing = <Sleeve cut={sleeve} cuff={cuff} paint={paint} shirt={shirt} />
  return (
    <g transform={`translate(0 ${topOffset})`}>
      {sleeveDrawing}
      <g transform="matrix(-1 0 0 1 400 0)">{sleeveDrawing}</g>
      <Piece d={shirt ? shirtBody : knitBody} paint={paint} />
      {back ? (
        <TopBack shirt={shirt} collar={collar} paint={paint} />
      ) : (
        <FrontDetails shirt={shirt} collar={collar} paint={paint} />
      )}
    </g>
  )
}

function FrontDetails({ shirt, collar, paint }: { shirt: boolean; collar: NecklineStyle | null; paint: Paint }) {
  return (
    <>
      {/* A knit top with a shirt collar or a mandarin band is a polo: it has a short buttoned placket. */}
      {shirt ? <ShirtDetails paint={paint} /> : <KnitDetails paint={paint} polo={isLeafCollar(collar) || collar === 'mandarin'} />}
      <Neckline style={collar} paint={paint} shirt={shirt} />
    </>
  )
}

function Neckline({ style, paint, shirt }: { style: NecklineStyle | null; paint: Paint; shirt: boolean }) {
  if (isLeafCollar(style)) return <ShirtCollar style={style} paint={paint} polo={!shirt} />
  if (style === 'mandarin') return <MandarinCollar paint={paint} shirt={shirt} />
  if (style === 'v') return <VNeck paint={paint} rib={!shirt} />
  return <CrewNeck paint={paint} rib={!shirt} />
}
