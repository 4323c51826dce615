import { useId } from 'react'
import { FabricPaint, luminance, normalizePattern } from '#app/modules/artwork/fabric-patterns.tsx'
import type { PatternSpec } from '#app/modules/artwork/pattern-kinds.ts'
import { cn } from '#app/utils/cn.ts'

/**
 * A drawn fabric sample: the fabric's pattern in a circle (chips, summaries) or a square (fabric
 * cards, detail page), with a soft light from the top left so it reads as cloth, not a flat colour.
 * With a label it is an image with that text alternative; without one it is decorative.
 */
export function FabricSwatch({
  pattern,
  label,
  className,
  shape = 'circle',
  standalone = false,
}: {
  pattern: PatternSpec
  label?: string
  className?: string
  shape?: 'circle' | 'square'
  /** Drawn as an SVG file of its own (served as an image) rather than inside a page. */
  standalone?: boolean
}) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const fabric = normalizePattern(pattern)
  const dark = luminance(fabric.base) < 0.18
  const outline = shape === 'circle' ? <circle cx="32" cy="32" r="31.25" /> : <rect x="0.75" y="0.75" width="62.5" height="62.5" rx="3" />
  return (
    <svg
      viewBox="0 0 64 64"
      {...(standalone ? { xmlns: 'http://www.w3.org/2000/svg', width: 64, height: 64 } : {})}
      className={cn('block', className)}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      focusable="false"
    >
      <defs>
        <FabricPaint id={`${id}f`} pattern={fabric} scale={0.9} />
        <linearGradient id={`${id}l`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.28" />
          <stop offset="0.5" stopColor="#ffffff" stopOpacity="0" />
          <stop offset="1" stopColor="#1f1a17" stopOpacity="0.16" />
        </linearGradient>
      </defs>
      <g fill={`url(#${id}f)`}>{outline}</g>
      <g fill={`url(#${id}l)`} stroke={dark ? '#ffffff' : '#1f1a17'} strokeOpacity={dark ? 0.25 : 0.18} strokeWidth="1.5">
        {outline}
      </g>
    </svg>
  )
}
