/**
 * The drawn fabrics: one SVG paint server (<pattern>, or a gradient for satin) per pattern kind,
 * shared by the garment preview and the fabric swatches. Tiles are in user units of the drawing
 * that uses them; every shape is fixed (no randomness) so server and client render the same markup.
 */

import { patternKind, type PatternKind, type PatternSpec } from './pattern-kinds.ts'

const hex = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/** Colours come from the admin's data: anything that is not a plain hex colour falls back. */
export function safeColor(value: string | undefined, fallback: string): string {
  return value && hex.test(value) ? value : fallback
}

function rgb(color: string): [number, number, number] {
  const h = color.slice(1)
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number]
}

/** `a` mixed with `weight` of `b` (0 → a, 1 → b), as hex. */
export function mixColor(a: string, b: string, weight: number): string {
  const [x, y] = [rgb(a), rgb(b)]
  return `#${x
    .map((v, i) =>
      Math.round(v + (y[i]! - v) * weight)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`
}

/** Relative luminance (WCAG), 0 for black to 1 for white. */
export function luminance(color: string): number {
  const [r, g, b] = rgb(color).map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }) as [number, number, number]
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

export function normalizePattern(pattern: PatternSpec): { kind: PatternKind; base: string; accent: string } {
  const base = safeColor(pattern.base, '#efe6d8')
  return { kind: patternKind(pattern.kind), base, accent: safeColor(pattern.accent, mixColor(base, '#1f1a17', 0.35)) }
}

// --- fixed motifs, computed once at module load -------------------------------------------------

const r1 = (n: number) => Math.round(n * 10) / 10
const circle = (x: number, y: number, r: number) => `M${r1(x - r)} ${r1(y)}a${r} ${r} 0 1 0 ${r * 2} 0a${r} ${r} 0 1 0 ${-r * 2} 0`
/** Copies of a motif that crosses a tile edge, so the repeat has no seams. */
function wrapped<T extends readonly [number, number, ...number[]]>(items: readonly T[], size: number, reach: number): T[] {
  const out: T[] = []
  for (const item of items) {
    for (const dx of [-size, 0, size]) {
      for (const dy of [-size, 0, size]) {
        const [x, y] = [item[0] + dx, item[1] + dy]
        if (x > -reach && x < size + reach && y > -reach && y < size + reach) out.push([x, y, ...item.slice(2)] as unknown as T)
      }
    }
  }
  return out
}

/** Almond blossoms: [x, y, size, rotation] on a 96-unit tile. */
const blossoms = wrapped<[number, number, number, number]>(
  [
    [18, 20, 1, 0],
    [40, 10, 0.75, 30],
    [58, 40, 1.15, 12],
    [84, 24, 0.85, 50],
    [22, 62, 0.9, 20],
    [44, 80, 0.8, 40],
    [78, 74, 1, 8],
  ],
  96,
  10,
)
const petals = blossoms
  .map(([x, y, s, rot]) =>
    [0, 72, 144, 216, 288]
      .map((a) => {
        const rad = ((a + rot) * Math.PI) / 180
        return circle(x + Math.cos(rad) * 4 * s, y + Math.sin(rad) * 4 * s, r1(3.3 * s))
      })
      .join(''),
  )
  .join('')
const hearts = blossoms.map(([x, y, s]) => circle(x, y, r1(1.4 * s))).join('')
const branches =
  'M4 44C10 36 12 28 18 20M18 20C24 14 32 12 40 10M12 30C8 24 8 18 10 12M30 52C40 50 50 46 58 40M58 40C66 34 74 30 84 24M66 34C68 26 72 20 74 14' +
  'M8 88C14 78 18 70 22 62M22 62C30 66 36 72 44 80M60 92C66 86 72 80 78 74M78 74C82 66 88 60 92 56'
const buds = [circle(10, 12, 1.5), circle(74, 14, 1.4), circle(92, 56, 1.3), circle(34, 46, 1.3), circle(52, 90, 1.2), circle(6, 56, 1.2)].join('')

/** A point on an ellipse turned by `rot` degrees. */
function onEllipse(x: number, y: number, rx: number, ry: number, rot: number, t: number): [number, number] {
  const [a, b] = [(t * Math.PI) / 180, (rot * Math.PI) / 180]
  const [ex, ey] = [rx * Math.cos(a), ry * Math.sin(a)]
  return [r1(x + ex * Math.cos(b) - ey * Math.sin(b)), r1(y + ex * Math.sin(b) + ey * Math.cos(b))]
}
function ellipseArc(x: number, y: number, rx: number, ry: number, rot: number, from: number, to: number) {
  const [ax, ay] = onEllipse(x, y, rx, ry, rot, from)
  const [bx, by] = onEllipse(x, y, rx, ry, rot, to)
  return `M${ax} ${ay}A${rx} ${ry} ${rot} 0 1 ${bx} ${by}`
}

/** Leopard rosettes: [x, y, rx, ry, rotation] on a 64-unit tile; broken rings round a darker heart. */
const rosettes = wrapped<[number, number, number, number, number]>(
  [
    [10, 10, 6.5, 5, 20],
    [36, 7, 5, 4, 80],
    [57, 21, 6, 4.5, 140],
    [25, 30, 5.5, 4.2, 200],
    [47, 43, 6.5, 5, 30],
    [8, 45, 5, 4, 110],
    [28, 56, 5.5, 4.5, 170],
    [58, 58, 4.5, 3.6, 250],
  ],
  64,
  9,
)
const rosetteThick = rosettes.map(([x, y, rx, ry, rot]) => ellipseArc(x, y, rx, ry, rot, 0, 80) + ellipseArc(x, y, rx, ry, rot, 200, 280)).join('')
const rosetteThin = rosettes.map(([x, y, rx, ry, rot]) => ellipseArc(x, y, rx, ry, rot, 112, 172) + ellipseArc(x, y, rx, ry, rot, 305, 340)).join('')
const rosetteHearts = rosettes
  .map(([x, y, rx, ry, rot]) => {
    const [ax, ay] = onEllipse(x, y, rx * 0.6, ry * 0.6, rot, 0)
    const [bx, by] = onEllipse(x, y, rx * 0.6, ry * 0.6, rot, 180)
    return `M${ax} ${ay}A${r1(rx * 0.6)} ${r1(ry * 0.6)} ${rot} 1 1 ${bx} ${by}A${r1(rx * 0.6)} ${r1(ry * 0.6)} ${rot} 1 1 ${ax} ${ay}Z`
  })
  .join('')
const leopardSpecks = wrapped<[number, number, number]>(
  [
    [20, 18, 1.5],
    [47, 28, 1.2],
    [15, 33, 1.1],
    [38, 19, 1],
    [60, 40, 1.3],
    [17, 61, 1.2],
    [40, 60, 1.4],
    [36, 40, 0.9],
  ],
  64,
  2,
)
  .map(([x, y, r]) => circle(x, y, r))
  .join('')

/** Herringbone: 45° twill lines in 8-unit columns that change direction, on a 16 × 3 tile. */
const herringbone = [...[0, 3, 6, 9, 12].map((c) => `M0 ${c}L8 ${c - 8}`), ...[-9, -6, -3, 0, 3].map((c) => `M8 ${c}L16 ${c + 8}`)].join('')

const linenWarp = 'M0 4H40M0 11H40M0 19H40M0 26H40M0 34H40'
const linenSlubs = 'M5 8.5H11M24 16H33M10 29H14M28 37.5H32M-2 2H3M37 2H42'
const linenWeft = 'M5 0V40M14 0V40M23 0V40M33 0V40'

/**
 * The paint server for a fabric: reference it with `fill="url(#id)"`. `scale` multiplies the
 * tile size; `angle` turns the weave (sleeves follow their own grain).
 */
export function FabricPaint({ id, pattern, scale = 1, angle = 0 }: { id: string; pattern: PatternSpec; scale?: number; angle?: number }) {
  const { kind, base, accent } = normalizePattern(pattern)
  const transform = `rotate(${angle}) scale(${scale})`
  const tile = (size: number, children: React.ReactNode, height = size) => (
    <pattern id={id} width={size} height={height} patternUnits="userSpaceOnUse" patternTransform={transform}>
      <rect width={size} height={height} fill={base} />
      {children}
    </pattern>
  )
  switch (kind) {
    case 'stripes':
      return tile(10, <rect x="4.4" width="1.2" height="10" fill={accent} />)
    case 'gingham':
      return tile(
        14,
        <>
          <rect width="7" height="14" fill={accent} opacity="0.42" />
          <rect width="14" height="7" fill={accent} opacity="0.42" />
        </>,
      )
    case 'dots':
      return tile(20, <path d={circle(5, 5, 2.4) + circle(15, 15, 2.4)} fill={accent} />)
    case 'floral':
      return (
        <pattern id={id} width="96" height="96" patternUnits="userSpaceOnUse" patternTransform={`rotate(${angle - 9}) scale(${scale})`}>
          <rect width="96" height="96" fill={base} />
          <path d={branches} fill="none" stroke={mixColor(accent, base, 0.1)} strokeWidth="1.3" strokeLinecap="round" />
          <path d={buds} fill={mixColor(accent, base, 0.35)} />
          <path d={petals} fill={mixColor(accent, base, 0.42)} />
          <path d={hearts} fill={mixColor(base, '#ffffff', 0.6)} />
        </pattern>
      )
    case 'leopard':
      return (
        <pattern id={id} width="64" height="64" patternUnits="userSpaceOnUse" patternTransform={`rotate(${angle + 7}) scale(${scale})`}>
          <rect width="64" height="64" fill={base} />
          <path d={rosetteHearts} fill={mixColor(base, accent, 0.3)} />
          <path d={rosetteThick} fill="none" stroke={accent} strokeWidth="2.8" strokeLinecap="round" />
          <path d={rosetteThin} fill="none" stroke={accent} strokeWidth="1.9" strokeLinecap="round" />
          <path d={leopardSpecks} fill={accent} />
        </pattern>
      )
    case 'herringbone':
      return tile(16, <path d={herringbone} stroke={accent} strokeWidth="0.9" />, 3)
    case 'oxford':
      return tile(5, <path d="M0 0.5h2.5M2.5 3h2.5" stroke={accent} strokeWidth="1.3" opacity="0.6" />)
    case 'sheen':
      return (
        <linearGradient id={id} gradientUnits="userSpaceOnUse" x1="0" y1="0" x2={140 * scale} y2={90 * scale} spreadMethod="reflect" gradientTransform={`rotate(${angle})`}>
          <stop offset="0" stopColor={base} />
          <stop offset="0.38" stopColor={mixColor(base, accent, 0.85)} />
          <stop offset="0.55" stopColor={base} />
          <stop offset="1" stopColor={mixColor(base, '#6b5f55', 0.12)} />
        </linearGradient>
      )
    case 'linen':
      return tile(
        40,
        <>
          <path d={linenWeft} stroke={accent} strokeWidth="0.5" opacity="0.3" />
          <path d={linenWarp} stroke={accent} strokeWidth="0.5" opacity="0.4" />
          <path d={linenSlubs} stroke={accent} strokeWidth="1.1" strokeLinecap="round" opacity="0.55" />
        </>,
      )
    default:
      return tile(10, <path d={circle(2, 3, 0.5) + circle(7, 8, 0.45) + circle(8, 2, 0.35)} fill={accent} opacity="0.5" />)
  }
}
