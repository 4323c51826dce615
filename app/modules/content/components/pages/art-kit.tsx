import { type ReactNode, type SVGProps, useId } from 'react'

/** The theme's colours (app/app.css) plus a few tints used only in illustrations. */
export const tone = {
  paper: '#f7f2ea',
  cream: '#efe6d8',
  sand: '#e2d5c1',
  line: '#d9ccb9',
  ink: '#1f1a17',
  inkSoft: '#4a413a',
  muted: '#6b5f55',
  clay: '#9c4f37',
  clayDark: '#7c3b27',
  olive: '#4d5a3a',
  night: '#26211d',
  nightSoft: '#362f29',
  blush: '#dfb6a3',
  sage: '#a3ad86',
  gold: '#c59b57',
  goldDark: '#9a7435',
} as const

/** Pattern ids must be unique in the document and valid inside `url(#…)`. */
export function useArtIds() {
  const base = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  return (name: string) => `art-${base}-${name}`
}

/** Decorative: every illustration sits next to text that says what it shows. */
export function Art({ viewBox, children, ...props }: { viewBox: string; children: ReactNode } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox={viewBox} aria-hidden="true" focusable="false" className="block h-full w-full" {...props}>
      {children}
    </svg>
  )
}

/**
 * A tailor's dress form, drawn around x = 0 from the neck (y = 0) to the stand's feet (y ≈ 436).
 * The body's outline is exported so a drape or a measuring line can follow it.
 */
export const dressFormBody =
  'M-18 8C-18 28-40 38-64 46-82 52-90 70-88 92-86 126-74 144-70 166-66 192-52 210-48 228-44 248-62 270-64 302L64 302C62 270 44 248 48 228 52 210 66 192 70 166 74 144 86 126 88 92 90 70 82 52 64 46 40 38 18 28 18 8Z'

export function DressForm({ fill, stroke, standColor, transform }: { fill: string; stroke?: string; standColor: string; transform?: string }) {
  return (
    <g transform={transform}>
      <path d="M0 302V400M0 400-50 432M0 400 50 432M0 400V438" stroke={standColor} strokeWidth={6} strokeLinecap="round" fill="none" />
      <path d={dressFormBody} fill={fill} stroke={stroke} strokeWidth={stroke ? 2 : 0} />
      <ellipse cx={0} cy={302} rx={64} ry={7} fill={standColor} />
      <ellipse cx={0} cy={8} rx={18} ry={5} fill={standColor} />
      <rect x={-5} y={-8} width={10} height={12} rx={3} fill={standColor} />
    </g>
  )
}

/** A four-pointed glint, used sparingly as a highlight. */
export function Glint({ x, y, r = 8, fill }: { x: number; y: number; r?: number; fill: string }) {
  const k = r * 0.22
  return <path d={`M${x} ${y - r}Q${x + k} ${y - k} ${x + r} ${y}Q${x + k} ${y + k} ${x} ${y + r}Q${x - k} ${y + k} ${x - r} ${y}Q${x - k} ${y - k} ${x} ${y - r}Z`} fill={fill} />
}
