import { luminance, mixColor } from '#app/modules/artwork/fabric-patterns.tsx'

/**
 * How one drawing is painted: the fabric fill, the ink, and the ids of the shared shading
 * gradients. Every piece of cloth is two paths: the fabric, then a volume gradient with the outline.
 */
export type Paint = {
  id: string
  fill: string
  ink: string
  /** Seams and topstitching: dark thread on light cloth, light thread on dark cloth. */
  thread: string
  /** A pale halo for collars, cuffs and bands on dark cloth, where ink alone would vanish. */
  edge: string
  /** No fabric chosen yet: a calm cream with a dashed outline. */
  blank: boolean
}

export type Shade = 'body' | 'sleeve' | 'band' | 'inside' | 'legs'

const ink = '#2b2420'

export function makePaint(id: string, fabric: { base: string } | null): Paint {
  if (!fabric) return { id, fill: '#f6f0e5', ink: '#8a7d70', thread: '#8a7d70', edge: '#8a7d70', blank: true }
  const dark = luminance(fabric.base) < 0.06
  return {
    id,
    fill: `url(#${id}f)`,
    ink,
    thread: dark ? mixColor(fabric.base, '#f6f0e5', 0.6) : mixColor(fabric.base, ink, 0.55),
    edge: dark ? mixColor(fabric.base, '#f6f0e5', 0.28) : ink,
    blank: false,
  }
}

/** Gradients and filters every drawing shares (ids are prefixed with the drawing's own id). */
export function PaintDefs({ paint }: { paint: Paint }) {
  const { id } = paint
  const dark = '#2b2420'
  const stop = (offset: number, color: string, opacity: number) => <stop offset={offset} stopColor={color} stopOpacity={opacity} />
  return (
    <>
      <linearGradient id={`${id}body`} x1="0" y1="0" x2="1" y2="0">
        {stop(0, dark, 0.2)}
        {stop(0.14, dark, 0.05)}
        {stop(0.36, '#ffffff', 0.14)}
        {stop(0.6, '#ffffff', 0)}
        {stop(0.86, dark, 0.07)}
        {stop(1, dark, 0.22)}
      </linearGradient>
      <linearGradient id={`${id}sleeve`} x1="0" y1="0" x2="1" y2="0">
        {stop(0, dark, 0.2)}
        {stop(0.32, '#ffffff', 0.12)}
        {stop(0.62, '#ffffff', 0)}
        {stop(1, dark, 0.24)}
      </linearGradient>
      <linearGradient id={`${id}band`} x1="0" y1="0" x2="0" y2="1">
        {stop(0, '#ffffff', 0.14)}
        {stop(1, dark, 0.12)}
      </linearGradient>
      <linearGradient id={`${id}inside`} x1="0" y1="0" x2="0" y2="1">
        {stop(0, '#3a2a1f', 0.4)}
        {stop(1, '#3a2a1f', 0.2)}
      </linearGradient>
      <linearGradient id={`${id}legs`} x1="0" y1="0" x2="1" y2="0">
        {stop(0, dark, 0.2)}
        {stop(0.12, '#ffffff', 0.1)}
        {stop(0.3, '#ffffff', 0.02)}
        {stop(0.46, dark, 0.1)}
        {stop(0.5, dark, 0.16)}
        {stop(0.54, dark, 0.1)}
        {stop(0.7, '#ffffff', 0.08)}
        {stop(0.88, dark, 0.04)}
        {stop(1, dark, 0.22)}
      </linearGradient>
      <pattern id={`${id}rib`} width="2.6" height="10" patternUnits="userSpaceOnUse">
        <path d="M1.3 0V10" stroke={paint.thread} strokeWidth="0.7" opacity="0.45" />
      </pattern>
      <filter id={`${id}shadow`} x="-10%" y="-10%" width="120%" height="125%" colorInterpolationFilters="sRGB">
        <feDropShadow dx="0" dy="7" stdDeviation="7" floodColor="#3a2a1f" floodOpacity="0.16" />
      </filter>
    </>
  )
}

/** A piece of cloth: fabric fill, volume shading and the ink outline. */
export function Piece({ d, paint, shade = 'body', rib = false }: { d: string; paint: Paint; shade?: Shade; rib?: boolean }) {
  // On dark cloth a collar or cuff would melt into the body: a pale halo under its ink line lifts it.
  const halo = shade === 'band' && paint.edge !== paint.ink
  return (
    <>
      <path d={d} fill={paint.fill} />
      {rib ? <path d={d} fill={`url(#${paint.id}rib)`} /> : null}
      {halo ? <path d={d} fill="none" stroke={paint.edge} strokeWidth="3.4" strokeLinejoin="round" /> : null}
      <path
        d={d}
        fill={paint.blank && shade !== 'inside' ? 'none' : `url(#${paint.id}${shade})`}
        fillOpacity={paint.blank ? 0.35 : 1}
        stroke={paint.ink}
        strokeWidth={halo ? 1.3 : 1.6}
        strokeLinejoin="round"
        strokeDasharray={paint.blank ? '5 3.5' : undefined}
      />
    </>
  )
}

/** Topstitching: a fine dashed thread line. */
export function Stitch({ d, paint }: { d: string; paint: Paint }) {
  return <path d={d} fill="none" stroke={paint.thread} strokeWidth="0.8" strokeDasharray="2.2 1.8" strokeLinecap="round" />
}

/** A seam, dart or fold: a fine solid line, quieter than the outline. */
export function Seam({ d, paint, opacity = 0.7 }: { d: string; paint: Paint; opacity?: number }) {
  return <path d={d} fill="none" stroke={paint.ink} strokeWidth="1" strokeLinecap="round" opacity={opacity} />
}

/** Soft drape folds: the quietest lines of the drawing. */
export function Folds({ d, paint }: { d: string; paint: Paint }) {
  return <path d={d} fill="none" stroke={paint.ink} strokeWidth="0.9" strokeLinecap="round" opacity="0.28" />
}

/** Mother-of-pearl buttons with two holes. */
export function Buttons({ at, r = 3, paint }: { at: readonly (readonly [number, number])[]; r?: number; paint: Paint }) {
  const holes = at.map(([x, y]) => `M${x - r * 0.32} ${y}h0.01M${x + r * 0.32} ${y}h0.01`).join('')
  return (
    <>
      {at.map(([x, y]) => (
        <circle key={`${x} ${y}`} cx={x} cy={y} r={r} fill="#f8f4ec" stroke={paint.ink} strokeWidth="0.8" />
      ))}
      <path d={holes} stroke={paint.ink} strokeWidth={r * 0.34} strokeLinecap="round" opacity="0.7" />
    </>
  )
}
