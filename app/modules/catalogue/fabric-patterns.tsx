/**
 * The drawn fabrics: one SVG paint server (<pattern>, or a gradient for satin) per pattern kind,
 * shared by the garment preview and the fabric swatches. Tiles are in user units of the drawing
 * that uses them; every shape is fixed (no randomness) so server and client render the same markup.
 */

export type PatternSpec = { kind: string; base: string; accent: string }

export const patternKinds = [
  'solid',
  'stripes',
  'gingham',
  'dots',
  'floral',
  'leopard',
  'herringbone',
  'oxford',
  'sheen',
  'linen',
] as const
export type PatternKind = (typeof patternKinds)[number]

export function patternKind(kind: string): PatternKind {
  return (patternKinds as readonly string[]).includes(kind) ? (kind as PatternKind) : 'solid'
}

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
  return `#${x.map((v, i) => Math.round(v + (y[i]! - v) * weight).toString(16).padStart(2, '0')).join('')}`
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
const circle = (x: number, y: number, r: number) =>
  `M${r1(x - r)} ${r1(y)}a${r} ${r} 0 1 0 ${r * 2} 0a${r} ${r} 0 1 0 ${-r * 2} 0`
const arc = (x: number, y: number, r: number, from: number, to: number) => {
  const p = (deg: number) => [r1(x + r * Math.cos((deg * Math.PI) / 180)), r1(y + r * Math.sin((deg * Math.PI) / 180))]
  const [ax, ay] = p(from)
  const [bx, by] = p(to)
  return `M${ax} ${ay}A${r} ${r} 0 0 1 ${bx} ${by}`
}

/** Almond blossoms: [x, y, size, rotation]. The tile is 72 units; motifs that cross an edge repeat. */
const blossoms: [number, number, number, number][] = [
  [14, 16, 1, 0],
  [46, 10, 0.8, 30],
  [38, 42, 1.1, 12],
  [66, 56, 0.85, 50],
  [10, 58, 0.75, 20],
  [-6, 58, 0.85, 50],
  [82, 58, 0.75, 20],
]
const petals = blossoms
  .map(([x, y, s, rot]) =>
    [0, 72, 144, 216, 288]
      .map((a) => {
        const rad = ((a + rot) * Math.PI) / 180
        return circle(x + Math.cos(rad) * 3.3 * s, y + Math.sin(rad) * 3.3 * s, r1(2.7 * s))
      })
      .join(''),
  )
  .join('')
const hearts = blossoms.map(([x, y, s]) => circle(x, y, r1(1.3 * s))).join('')
const branches =
  'M-2 30C10 26 18 22 26 12M26 12C30 6 40 4 46 10M26 12C28 20 34 30 38 42M38 42C46 50 56 54 66 56M38 42C30 48 20 52 10 58M70 30C82 26 90 22 98 12'
const buds = [circle(30, 6, 1.4), circle(56, 24, 1.2), circle(22, 36, 1.3), circle(54, 64, 1.2), circle(4, 44, 1.1)].join('')

/** Leopard rosettes: [x, y, radius, rotation]. Tile 64. */
const rosettes: [number, number, number, number][] = [
  [12, 12, 6, 0],
  [42, 8, 5, 70],
  [30, 34, 6.5, 140],
  [56, 36, 5, 200],
  [10, 50, 5.5, 260],
  [42, 58, 5.5, 320],
  [74, 12, 6, 0],
  [-8, 36, 5, 200],
  [76, 8, 5, 70],
]
const rosetteRings = rosettes
  .map(([x, y, r, rot]) => [arc(x, y, r, rot, rot + 95), arc(x, y, r, rot + 130, rot + 215), arc(x, y, r, rot + 250, rot + 320)].join(''))
  .join('')
const rosetteHearts = rosettes.map(([x, y, r]) => circle(x, y, r1(r * 0.62))).join('')
const leopardSpecks = [circle(24, 20, 1.3), circle(52, 20, 1.1), circle(20, 62, 1.2), circle(60, 50, 1), circle(28, 50, 1)].join('')

const linenWarp = 'M0 5H40M0 13H40M0 22H40M0 31H40M0 37H40'
const linenSlubs = 'M4 9H15M22 18H36M8 27H20M26 35H33M-2 2H6M34 2H42'
const linenWeft = 'M6 0V40M17 0V40M29 0V40'

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
      return tile(9, <rect x="3.6" width="1.3" height="9" fill={accent} />)
    case 'gingham':
      return tile(
        14,
        <>
          <rect width="7" height="14" fill={accent} opacity="0.42" />
          <rect width="14" height="7" fill={accent} opacity="0.42" />
        </>,
      )
    case 'dots':
      return tile(
        20,
        <path d={circle(5, 5, 2.4) + circle(15, 15, 2.4)} fill={accent} />,
      )
    case 'floral':
      return tile(
        72,
        <>
          <path d={branches} fill="none" stroke={mixColor(accent, base, 0.25)} strokeWidth="1.1" strokeLinecap="round" />
          <path d={petals} fill={mixColor(accent, base, 0.55)} />
          <path d={buds} fill={mixColor(accent, base, 0.3)} />
          <path d={hearts} fill={accent} />
        </>,
      )
    case 'leopard':
      return tile(
        64,
        <>
          <path d={rosetteHearts} fill={mixColor(base, accent, 0.28)} />
          <path d={rosetteRings} fill="none" stroke={accent} strokeWidth="2.6" strokeLinecap="round" />
          <path d={leopardSpecks} fill={accent} />
        </>,
      )
    case 'herringbone':
      return tile(
        12,
        <path
          d="M0 3L6 0M0 6L6 3M0 9L6 6M0 12L6 9M0 15L6 12M6 0L12 3M6 3L12 6M6 6L12 9M6 9L12 12M6 -3L12 0"
          stroke={accent}
          strokeWidth="1.1"
        />,
      )
    case 'oxford':
      return tile(
        5,
        <path d="M0 0.5h2.5M2.5 3h2.5" stroke={accent} strokeWidth="1.3" opacity="0.6" />,
      )
    case 'sheen':
      return (
        <linearGradient
          id={id}
          gradientUnits="userSpaceOnUse"
          x1="0"
          y1="0"
          x2={140 * scale}
          y2={90 * scale}
          spreadMethod="reflect"
          gradientTransform={`rotate(${angle})`}
        >
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
          <path d={linenWeft} stroke={accent} strokeWidth="0.6" opacity="0.35" />
          <path d={linenWarp} stroke={accent} strokeWidth="0.7" opacity="0.55" />
          <path d={linenSlubs} stroke={accent} strokeWidth="1.4" strokeLinecap="round" opacity="0.7" />
        </>,
      )
    default:
      return tile(
        10,
        <path d={circle(2, 3, 0.5) + circle(7, 8, 0.45) + circle(8, 2, 0.35)} fill={accent} opacity="0.5" />,
      )
  }
}
