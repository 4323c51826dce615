import type { ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { Locale } from '#app/i18n/config.ts'
import { FabricSwatchImage } from '#app/modules/artwork/components/fabric-swatch-image.tsx'
import { GarmentImage } from '#app/modules/artwork/components/garment-image.tsx'
import { garmentAspect } from '#app/modules/artwork/garment-design.ts'
import { formatMoney } from '#app/modules/money/money.ts'
import type { SavedItemView } from '../saved-items.server.ts'
import { formatCreated, itemDesign, sizeLabel } from './basket-item-card.tsx'

/** A design kept for later: the drawing, its choices and price, and the page's actions. */
export function SavedItemCard({ item, children }: { item: SavedItemView; children: ReactNode }) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const design = itemDesign(item)
  const size = sizeLabel(t, item.measurements)
  const headingId = `saved-${item.id}`
  return (
    <article aria-labelledby={headingId} className="flex gap-4 rounded-2xl border border-line bg-white p-4 md:gap-6 md:p-5">
      <div className="w-28 shrink-0 self-start overflow-hidden rounded-xl bg-cream md:w-40" style={{ aspectRatio: garmentAspect }}>
        <GarmentImage design={design} />
      </div>
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="font-display text-2xl leading-tight">
          {item.productName}
        </h2>
        <p className="text-xs text-muted">{t('accountArea.saved.savedOn', { date: formatCreated(item.savedAt, locale) })}</p>
        <dl className="mt-3 space-y-1 text-sm">
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t('basket.item.fabric')}</dt>
            <dd className="flex items-center gap-2">
              {item.fabric ? <FabricSwatchImage pattern={item.fabric.pattern} className="size-5 shrink-0" shape="circle" /> : null}
              {item.fabric ? item.fabric.name : t('basket.item.noFabric')}
            </dd>
          </div>
          {item.partTypes.map((type) => (
            <div key={type} className="flex gap-1.5">
              <dt className="text-muted">{t(`basket.item.partNames.${type}`)}:</dt>
              <dd>{item.parts[type]?.name ?? '—'}</dd>
            </div>
          ))}
          <div className="flex gap-1.5">
            <dt className="text-muted">{t('basket.item.size')}:</dt>
            <dd>{size ?? t('basket.item.noSize')}</dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="font-display text-2xl" aria-label={`${t('basket.item.price')}: ${formatMoney(item.totalCents, locale)}`}>
            {formatMoney(item.totalCents, locale)}
          </p>
          <div className="flex flex-wrap items-center gap-2">{children}</div>
        </div>
      </div>
    </article>
  )
}
