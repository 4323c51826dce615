import { useTranslation } from '#app/i18n/react.tsx'
import { GarmentPreview } from '#app/modules/artwork/components/garment-preview.tsx'
import { type GarmentDesign, garmentAspect } from '#app/modules/artwork/garment-design.ts'
import type { CustomizerLoad } from '../customizer.server.ts'
import { describeGarment } from '../garment-description.ts'

type Data = Extract<CustomizerLoad, { status: 'ok' }>

/**
 * The live drawing. While a choice is being saved it already shows the pending option (from the
 * submitted form), so the garment redraws at once; the server's answer then confirms it.
 */
export function CustomizerPreview({ data, pending }: { data: Data; pending?: FormData }) {
  const { t } = useTranslation()
  const design = computeShownDesign(data, pending)
  const label = describeGarment(design, data.product.name, t)
  return (
    <div className="lg:sticky lg:top-28 lg:self-start">
      <figure className="mx-auto max-w-md overflow-hidden rounded-3xl bg-cream lg:max-w-none" style={{ aspectRatio: garmentAspect }}>
        <GarmentPreview design={design} label={label} className="h-full w-full" />
      </figure>
      <p className="mt-3 text-center text-sm text-muted" aria-hidden="true">
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
