import { type Pt, type Seg, mirrorRun, run } from './geometry.ts'
import { Buttons, type Paint, Piece, Stitch } from './paint.tsx'

export type CollarStyle = 'classic' | 'button-down' | 'spread'
/** Every neck a top can have: a shirt collar's leaves, or a collarless finish (round, V) or a standing band (mandarin). */
export type NecklineStyle = CollarStyle | 'round' | 'v' | 'mandarin'

export function isLeafCollar(style: NecklineStyle | null): style is CollarStyle {
  return style === 'classic' || style === 'button-down' || style === 'spread'
}

type Leaf = { segs: readonly Seg[]; centre: Pt; button?: Pt }

/** Left collar leaves, from the fold at the side of the neck: outer edge, point, front edge, neck edge. */
const start: Pt = [166, 62]
const neckEdge: Seg = [[190, 90], [179, 80], [174, 71]]
const leaves: Record<CollarStyle, Leaf> = {
  classic: {
    segs: [[[163, 80], [165, 102], [170, 124]], [[180, 117], [190, 107], [198, 97]], neckEdge],
    centre: [176, 90],
  },
  spread: {
    segs: [[[160, 74], [155, 90], [149, 106]], [[164, 106], [182, 101], [197, 93]], [[188, 86], [178, 78], [174, 71]]],
    centre: [172, 86],
  },
  'button-down': {
    segs: [[[161, 86], [164, 112], [172, 133]], [[182, 125], [191, 111], [198, 97]], neckEdge],
    centre: [177, 94],
    button: [175.5, 124],
  },
}

const leafPaths = Object.fromEntries(
  Object.entries(leaves).map(([style, leaf]) => [style, { left: `${run(start, leaf.segs)}Z`, right: `${mirrorRun(start, leaf.segs)}Z` }]),
) as Record<CollarStyle, { left: string; right: string }>

/** The inside of the back neck, seen through the opening, and the collar's back above it. */
const inside = 'M178 64C184 58 216 58 222 64C220 80 210 92 200 97C190 92 180 80 178 64Z'
const backCollar = 'M166 62C176 49 224 49 234 62L226 71C214 63 186 63 174 71Z'
const stand = 'M183 88C190 96 210 96 217 88L217 100C210 106 190 106 183 100Z'

/** Stitching inset from the edge: the leaf itself, drawn a little smaller about its centre. */
function inset([x, y]: Pt, k = 0.86) {
  return `translate(${x} ${y}) scale(${k}) translate(${-x} ${-y})`
}

/** A shirt collar (with its stand and top button) or, on knit tops, a polo collar in rib. */
export function ShirtCollar({ style, paint, polo }: { style: CollarStyle; paint: Paint; polo: boolean }) {
  const leaf = leaves[style]
  const paths = leafPaths[style]
  const [cx, cy] = leaf.centre
  return (
    <>
      <Piece d={inside} paint={paint} shade="inside" />
      <Piece d={backCollar} paint={paint} shade="band" rib={polo} />
      {polo ? null : (
        <>
          <Piece d={stand} paint={paint} shade="band" />
          <Buttons at={[[200, 99]]} r={2.4} paint={paint} />
        </>
      )}
      {/* The leaves lift off the body a little: a soft shadow just below them. */}
      <path d={paths.left + paths.right} transform="translate(0.5 3)" fill="#3a2a1f" opacity={paint.blank ? 0.05 : 0.14} />
      <Piece d={paths.right} paint={paint} shade="band" rib={polo} />
      <Piece d={paths.left} paint={paint} shade="band" rib={polo} />
      {polo ? null : (
        <>
          <g transform={inset([cx, cy])}>
            <Stitch d={paths.left} paint={paint} />
          </g>
          <g transform={inset([400 - cx, cy])}>
            <Stitch d={paths.right} paint={paint} />
          </g>
        </>
      )}
      {leaf.button ? (
        <Buttons
          at={[
            [leaf.button[0], leaf.button[1]],
            [400 - leaf.button[0], leaf.button[1]],
          ]}
          r={1.9}
          paint={paint}
        />
      ) : null}
    </>
  )
}

/** A round knit neckline: the back neck band, the inside, and the front rib band. */
export function CrewNeck({ paint, rib }: { paint: Paint; rib: boolean }) {
  return (
    <>
      <Piece d="M167 63C182 50 218 50 233 63L224 62C211 55 189 55 176 62Z" paint={paint} shade="band" rib={rib} />
      <Piece d="M176 62C189 55 211 55 224 62C222 84 210 93 200 93C190 93 178 84 176 62Z" paint={paint} shade="inside" />
      <Piece
        d="M168 63C170 88 186 100 200 100C214 100 230 88 232 63L224 62C222 84 210 93 200 93C190 93 178 84 176 62Z"
        paint={paint}
        shade="band"
        rib={rib}
      />
    </>
  )
}

/** A V neckline on a knit top: the back band, the inside, and the front binding meeting in a point. */
export function VNeck({ paint, rib }: { paint: Paint; rib: boolean }) {
  return (
    <>
      <Piece d="M167 63C182 50 218 50 233 63L224 62C211 55 189 55 176 62Z" paint={paint} shade="band" rib={rib} />
      <Piece d="M176 62C189 55 211 55 224 62C220 84 208 108 200 124C192 108 180 84 176 62Z" paint={paint} shade="inside" />
      <Piece d="M168 63C172 92 188 116 200 134C212 116 228 92 232 63L224 62C220 84 208 108 200 124C192 108 180 84 176 62Z" paint={paint} shade="band" rib={rib} />
    </>
  )
}

/**
 * A mandarin collar: a band standing round the neck, open at the front, with no points. On a shirt it
 * sits on the placket with a button; on a knit top it is cut in the cloth with a short placket below.
 */
export function MandarinCollar({ paint, shirt }: { paint: Paint; shirt: boolean }) {
  return (
    <>
      <Piece d="M176 62C189 55 211 55 224 62C222 80 212 90 200 92C188 90 178 80 176 62Z" paint={paint} shade="inside" />
      <Piece d="M166 60C168 50 232 50 234 60L233 72C230 90 214 98 204 98L204 86C214 85 222 78 223 66C210 59 190 59 177 66C178 78 186 85 196 86L196 98C186 98 170 90 167 72Z" paint={paint} shade="band" />
      <Stitch d="M170 66C173 84 186 92 196 93M230 66C227 84 214 92 204 93" paint={paint} />
      {shirt ? <Buttons at={[[200, 104]]} r={2.2} paint={paint} /> : null}
    </>
  )
}
