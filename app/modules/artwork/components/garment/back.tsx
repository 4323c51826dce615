import type { NecklineStyle } from './collar.tsx'
import { isLeafCollar } from './collar.tsx'
import { type Paint, Piece, Seam, Stitch } from './paint.tsx'

/**
 * What a top shows from the back, drawn over its front flat (the same sleeves, body and hem): the
 * neckline closes up at the back neck, a collar shows its stand (and, for a shirt collar, the fold of
 * its leaves), and a shirt has its yoke and box pleat. No placket, no buttons.
 */
export function TopBack({ shirt, collar, paint }: { shirt: boolean; collar: NecklineStyle | null; paint: Paint }) {
  // Where the front neckline meets the shoulders (top.tsx's bodies), and how deep it dips.
  const [l, r, dip] = shirt ? [176, 224, 92] : [168, 232, 100]
  const backNeck = `M${l} 63C${l + 14} 72 ${r - 14} 72 ${r} 63`
  const band = isLeafCollar(collar) ? 16 : collar === 'mandarin' ? 12 : 6
  return (
    <>
      {/* The back body fills what the front's neckline leaves open. */}
      <Piece d={`${backNeck}C${r - 2} ${dip - 12} ${214} ${dip} 200 ${dip}C186 ${dip} ${l + 2} ${dip - 12} ${l} 63Z`} paint={paint} />
      <Piece
        d={`M${l - 2} ${63 - band}C${l + 14} ${70 - band} ${r - 14} ${70 - band} ${r + 2} ${63 - band}L${r} 63C${r - 14} 72 ${l + 14} 72 ${l} 63Z`}
        paint={paint}
        shade="band"
        rib={!shirt && !collar?.startsWith('m')}
      />
      <Stitch d={`M${l + 1} ${60}C${l + 14} 69 ${r - 14} 69 ${r - 1} 60`} paint={paint} />
      {shirt ? (
        <>
          <Seam d="M126 104C160 114 240 114 274 104" paint={paint} opacity={0.6} />
          <Stitch d="M127 108C160 118 240 118 273 108" paint={paint} />
          <Seam d="M193 113V150M207 113V150" paint={paint} opacity={0.35} />
          <Seam d="M168 196Q172 262 168 330M232 196Q228 262 232 330" paint={paint} opacity={0.35} />
        </>
      ) : null}
    </>
  )
}

/** Trousers from the back: two welt pockets and the centre back seam; no fly, no front pockets. */
export function TrousersBack({ bandBottom, paint }: { bandBottom: number; paint: Paint }) {
  const b = bandBottom
  return (
    <>
      <Seam d={`M200 ${b}V194`} paint={paint} opacity={0.7} />
      <Piece d={`M146 ${b + 26}h36v5h-36ZM218 ${b + 26}h36v5h-36Z`} paint={paint} shade="band" />
      <Stitch d={`M145 ${b + 22}h38M217 ${b + 22}h38`} paint={paint} />
    </>
  )
}

/** A skirt from the back: the centre back seam with its concealed zip. */
export function SkirtBack({ bandBottom, hem, paint }: { bandBottom: number; hem: number; paint: Paint }) {
  return (
    <>
      <Seam d={`M200 ${bandBottom}V${hem}`} paint={paint} opacity={0.6} />
      <Stitch d={`M203 ${bandBottom + 2}V${bandBottom + 120}Q203 ${bandBottom + 126} 200 ${bandBottom + 128}`} paint={paint} />
    </>
  )
}
