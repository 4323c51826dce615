import { useState } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/utils/cn.ts'
import { GarmentPreview } from '#app/modules/artwork/components/garment-preview.tsx'
import { type GarmentDesign, garmentAspect } from '#app/modules/artwork/garment-design.ts'
import type { CustomizerLoad } from '../customizer.server.ts'
import { describeGarment } from '../garment-description.ts'

type Data = Extract<CustomizerLoad, { status: 'ok' }>

/**
 * The live drawing. While a choice is being saved it already shows the pending option (from the
 * submitted form), so the garment redraws at once; the server's answer then confirms it. On the design
 * steps of a phone (`followOnPhone`) it stays in sight as a slim opaque strip under the header — the
 * drawing, what it shows, and 'Ampliar el dibujo' in one row, so header, strip and the Continue bar
 * keep to a quarter of the screen (issue 34 item 3) — and a tap shows it at full size, in the page's
 * flow, where it scrolls away with the options instead of covering them.
 */
export function CustomizerPreview({ data, pending, followOnPhone = false }: { data: Data; pending?: FormData; followOnPhone?: boolean }) {
  const { t } = useTranslation()
  const [large, setLarge] = useState(false)
  const design = computeShownDesign(data, pending)
  const label = describeGarment(design, data.product.name, t)
  const strip = followOnPhone && !large
  const toggle = (
    <button
      type="button"
      aria-expanded={large}
      onClick={() => setLarge(!large)}
      className={cn('shrink-0 rounded-full px-3 py-2 text-xs underline underline-offset-2 lg:hidden', large && 'mx-auto mt-1 block')}
    >
      {large ? t('customizer.drawing.reduce') : t('customizer.drawing.enlarge')}
    </button>
  )
  return (
    <div
      data-testid="customizer-drawing"
      className={cn(
        'lg:sticky lg:top-28 lg:self-start',
        strip && 'max-lg:sticky max-lg:top-16 max-lg:z-20 max-lg:-mx-5 max-lg:border-b max-lg:border-line max-lg:bg-paper max-lg:px-5 max-lg:py-2',
      )}
    >
      <div className={cn(strip && 'max-lg:flex max-lg:items-center max-lg:gap-3')}>
        <figure
          className={cn(
            'mx-auto overflow-hidden rounded-3xl bg-cream lg:max-w-none',
            followOnPhone ? (strip ? 'max-lg:mx-0 max-lg:h-14 max-lg:shrink-0 max-lg:rounded-xl lg:max-w-md' : 'w-full max-w-md') : 'max-w-md',
          )}
          style={{ aspectRatio: garmentAspect }}
        >
          <GarmentPreview design={design} label={label} className="h-full w-full" />
        </figure>
        {strip ? (
          <>
            <p className="line-clamp-2 min-w-0 flex-1 text-xs leading-snug text-muted lg:hidden" aria-hidden="true">
              {label}
            </p>
            {toggle}
          </>
        ) : null}
      </div>
      {followOnPhone && large ? toggle : null}
      <p className={cn('mt-3 text-center text-sm text-muted', strip && 'max-lg:hidden')} aria-hidden="true">
        {label}
      </p>
    </div>
  )
}

/**
 * The choices on screen: the saved selection with the option being saved (if any) already in it — the
 * option cards, the summary and the drawing show a choice at once; the server's answer then confirms it,
 * or, refused, the saved choice comes back with the message.
 */
export function computeShownSelection(data: Data, pending?: FormData): Record<string, number | null> {
  const selection = { ...data.selection }
  const pendingType = pending?.get('type')
  const pendingValue = Number(pending?.get('choose'))
  if (typeof pendingType === 'string' && pendingType in selection && pendingValue > 0) selection[pendingType] = pendingValue
  return selection
}

/** The design on screen (computeShownSelection) as a drawing. */
export function computeShownDesign(data: Data, pending?: FormData): GarmentDesign {
  const selection = computeShownSelection(data, pending)
  const fabric = data.fabrics.find((f) => f.id === selection.fabric)
  return {
    kind: data.product.category.garmentKind as GarmentDesign['kind'],
    fabric: fabric ? { pattern: fabric.pattern, name: fabric.name } : null,
    parts: Object.fromEntries(data.partTypes.map((type) => [type, data.parts.find((p) => p.id === selection[type])?.slug ?? null])),
  }
}
