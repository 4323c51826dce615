import { useId } from 'react'
import { FabricPaint, normalizePattern } from '#app/modules/catalogue/fabric-patterns.tsx'
import { cn } from '#app/utils/cn.ts'
import { type LegCut, Skirt, Trousers, type WaistStyle } from './garment/bottoms.tsx'
import type { CollarStyle } from './garment/collar.tsx'
import { makePaint, PaintDefs } from './garment/paint.tsx'
import type { CuffStyle, SleeveCut } from './garment/sleeve.tsx'
import { TopGarment } from './garment/top.tsx'

export type GarmentKind = 'top' | 'shirt' | 'trousers' | 'skirt'
export type GarmentPartType = 'sleeve' | 'cuff' | 'collar' | 'leg' | 'waistband'

export type GarmentDesign = {
  kind: GarmentKind
  fabric: { pattern: { kind: string; base: string; accent: string }; name: string } | null
  /** Chosen part slugs by type (sleeve-long, cuff-french, collar-spread, leg-wide…). */
  parts: Partial<Record<GarmentPartType, string | null>>
}

/** The drawing's fixed proportions: give the parent this aspect ratio and nothing shifts. */
export const garmentAspect = '4 / 5'

/** Reads a part slug ('collar-button-down') as one of the styles the drawing knows. */
function style<T extends string>(slug: string | null | undefined, type: string, known: readonly T[]): T | null {
  const name = slug?.startsWith(`${type}-`) ? slug.slice(type.length + 1) : null
  return name && (known as readonly string[]).includes(name) ? (name as T) : null
}

/** The styles the drawing shows for a design; unknown or missing parts fall back to calm defaults. */
export function resolveGarment(design: GarmentDesign) {
  const { parts } = design
  const knit = design.kind === 'top'
  return {
    sleeve: style<SleeveCut>(parts.sleeve, 'sleeve', ['long', 'short']) ?? (knit ? 'short' : 'long'),
    cuff: style<CuffStyle>(parts.cuff, 'cuff', ['classic', 'french', 'rounded']) ?? (knit ? 'rib' : 'plain'),
    collar: style<CollarStyle>(parts.collar, 'collar', ['classic', 'button-down', 'spread']),
    leg: style<LegCut>(parts.leg, 'leg', ['straight', 'slim', 'wide']) ?? 'straight',
    waist: style<WaistStyle>(parts.waistband, 'waistband', ['classic', 'high', 'elastic']) ?? 'classic',
  }
}

/**
 * The live garment drawing: a fashion flat of the design in its fabric, drawn as one inline SVG
 * the server renders too. `label` is its text alternative; `decorative` hides it from assistive
 * technology where the same words are already on the page (product cards).
 */
export function GarmentPreview({
  design,
  label,
  className,
  decorative = false,
}: {
  design: GarmentDesign
  label: string
  className?: string
  decorative?: boolean
}) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const fabric = design.fabric ? normalizePattern(design.fabric.pattern) : null
  const paint = makePaint(id, fabric)
  const look = resolveGarment(design)
  const shirt = design.kind === 'shirt'
  return (
    <svg
      viewBox="0 0 400 500"
      width="100%"
      height="100%"
      preserveAspectRatio="xMidYMid meet"
      className={cn('block', className)}
      focusable="false"
      data-garment={design.kind}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      <defs>
        {fabric ? <FabricPaint id={`${id}f`} pattern={fabric} /> : null}
        <PaintDefs paint={paint} />
      </defs>
      <g filter={`url(#${id}shadow)`} strokeLinecap="round">
        {design.kind === 'trousers' ? (
          <Trousers cut={look.leg} waist={look.waist} paint={paint} />
        ) : design.kind === 'skirt' ? (
          <Skirt waist={look.waist} paint={paint} />
        ) : (
          <TopGarment shirt={shirt} sleeve={look.sleeve} cuff={look.cuff} collar={look.collar} paint={paint} />
        )}
      </g>
    </svg>
  )
}
