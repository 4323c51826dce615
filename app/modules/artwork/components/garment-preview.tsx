import { useId } from 'react'
import { FabricPaint, normalizePattern } from '#app/modules/artwork/fabric-patterns.tsx'
import { type GarmentDesign, garmentSize, resolveGarment } from '#app/modules/artwork/garment-design.ts'
import { cn } from '#app/utils/cn.ts'
import { Skirt, Trousers } from './garment/bottoms.tsx'
import { makePaint, PaintDefs } from './garment/paint.tsx'
import { TopGarment } from './garment/top.tsx'

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
  standalone = false,
  view = 'front',
}: {
  design: GarmentDesign
  label: string
  className?: string
  decorative?: boolean
  /** Drawn as an SVG file of its own (served as an image) rather than inside a page. */
  standalone?: boolean
  /** The flat seen from the front (the default) or the back. */
  view?: 'front' | 'back'
}) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  const fabric = design.fabric ? normalizePattern(design.fabric.pattern) : null
  const paint = makePaint(id, fabric)
  const look = resolveGarment(design)
  const shirt = design.kind === 'shirt'
  const back = view === 'back'
  return (
    <svg
      viewBox={`0 0 ${garmentSize.width} ${garmentSize.height}`}
      {...(standalone ? { xmlns: 'http://www.w3.org/2000/svg', ...garmentSize } : { width: '100%', height: '100%' })}
      preserveAspectRatio="xMidYMid meet"
      className={cn('block', className)}
      focusable="false"
      data-garment={design.kind}
      {...(back ? { 'data-view': 'back' } : {})}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      <defs>
        {fabric ? <FabricPaint id={`${id}f`} pattern={fabric} /> : null}
        <PaintDefs paint={paint} />
      </defs>
      <g filter={`url(#${id}shadow)`} strokeLinecap="round">
        {design.kind === 'trousers' ? (
          <Trousers cut={look.leg} waist={look.waist} paint={paint} back={back} />
        ) : design.kind === 'skirt' ? (
          <Skirt waist={look.waist} length={look.length} detail={look.detail} paint={paint} back={back} />
        ) : (
          <TopGarment shirt={shirt} sleeve={look.sleeve} cuff={look.cuff} collar={look.collar} paint={paint} back={back} />
        )}
      </g>
    </svg>
  )
}
