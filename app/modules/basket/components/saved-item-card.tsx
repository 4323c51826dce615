import type { ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { Locale } from '#app/i18n/config.ts'
import { GarmentImage } from '#app/modules/artwork/components/garment-image.tsx'
import { garmentAspect } from '#app/modules/artwork/garment-design.ts'
import type { SavedItemView } from '../saved-items.server.ts'
import { formatCreated, ItemChoices, itemDesign, ItemPrice } from './item-details.tsx'

/** A design kept for later: the drawing, its choices and price, and the page's actions. */
export function SavedItemCard({ item, children }: { item: SavedItemView; children: ReactNode }) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const headingId = `saved-${item.id}`
  return (
    <article aria-labelledby={headingId} className="flex gap-4 rounded-2xl border border-line bg-white p-4 md:gap-6 md:p-5">
      <div className="w-28 shrink-0 self-start overflow-hidden rounded-xl bg-cream md:w-40" style={{ aspectRatio: garmentAspect }}>
        <GarmentImage design={itemDesign(item)} />
      </div>
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="font-display text-2xl leading-tight">
          {item.productName}
        </h2>
        <p className="text-xs text-muted">{t('accountArea.saved.savedOn', { date: formatCreated(item.savedAt, locale) })}</p>
        <ItemChoices item={item} />
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <ItemPrice cents={item.totalCents} />
          <div className="flex flex-wrap items-center gap-2">{children}</div>
        </div>
      </div>
    </article>
  )
}
