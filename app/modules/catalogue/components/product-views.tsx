import { useTranslation } from '#app/i18n/react.tsx'
import { GarmentPreview } from '#app/modules/artwork/components/garment-preview.tsx'
import { type GarmentDesign, garmentAspect } from '#app/modules/artwork/garment-design.ts'
import { cn } from '#app/utils/cn.ts'
import { ProductPhoto } from './product-photo.tsx'

/** The lead picture fills the column (half the page from 768 px, at most 600 px); the others half of it. */
const leadSizes = '(min-width: 1280px) 600px, (min-width: 768px) 45vw, 82vw'
const restSizes = '(min-width: 1280px) 300px, (min-width: 768px) 22vw, 82vw'

/**
 * A product's views: its photographs first when the owner has uploaded some (docs/product.md#photographs),
 * then its drawing from the front and from the back, and a close-up of the fabric's texture on the
 * garment (the chest, enlarged as a photograph up close would be). On a phone they are one row to
 * swipe, on a wide screen the first leads with the others beneath it, two by two.
 */
export function ProductViews({ design, name, photos = [] }: { design: GarmentDesign; name: string; photos?: readonly { key: string; alt: string }[] }) {
  const { t } = useTranslation()
  const frame = 'overflow-hidden rounded-3xl bg-cream'
  const photographed = photos.length > 0
  return (
    <div
      role="region"
      aria-label={t('catalogue.detail.views')}
      tabIndex={0}
      className="-mx-5 flex snap-x snap-mandatory gap-3 overflow-x-auto px-5 pb-2 focus-visible:outline-2 md:mx-0 md:grid md:grid-cols-2 md:gap-4 md:overflow-visible md:px-0 md:pb-0"
    >
      {photos.map((photo, index) => (
        <figure key={photo.key} className={cn('w-[82%] shrink-0 snap-center md:w-auto', index === 0 && 'md:col-span-2')}>
          <div className={frame} style={{ aspectRatio: garmentAspect }}>
            <ProductPhoto photo={photo} sizes={index === 0 ? leadSizes : restSizes} priority={index === 0} />
          </div>
        </figure>
      ))}
      <figure className={cn('w-[82%] shrink-0 snap-center md:w-auto', !photographed && 'md:col-span-2')}>
        <div className={frame} style={{ aspectRatio: garmentAspect }}>
          <GarmentPreview design={design} label={t('catalogue.detail.viewFront', { name })} className="h-full w-full" />
        </div>
        <figcaption className="mt-2 text-sm text-muted">{t('catalogue.detail.captionFront')}</figcaption>
      </figure>
      <figure className="w-[82%] shrink-0 snap-center md:w-auto">
        <div className={frame} style={{ aspectRatio: garmentAspect }}>
          <GarmentPreview design={design} view="back" label={t('catalogue.detail.viewBack', { name })} className="h-full w-full" />
        </div>
        <figcaption className="mt-2 text-sm text-muted">{t('catalogue.detail.captionBack')}</figcaption>
      </figure>
      <figure className="w-[82%] shrink-0 snap-center md:w-auto">
        <div className={frame} style={{ aspectRatio: garmentAspect }}>
          {/* The chest (or, on trousers and skirts, the hip) at three times its size: the weave reads as it would up close. */}
          <div className="h-full w-full" style={{ transform: 'scale(3)', transformOrigin: `50% ${design.kind === 'trousers' || design.kind === 'skirt' ? 30 : 42}%` }}>
            <GarmentPreview design={design} label={t('catalogue.detail.viewCloseUp', { name })} className="h-full w-full" />
          </div>
        </div>
        <figcaption className="mt-2 text-sm text-muted">{t('catalogue.detail.captionCloseUp')}</figcaption>
      </figure>
    </div>
  )
}
