import { useTranslation } from '#app/i18n/react.tsx'
import type { TFunction } from '#app/i18n/translator.ts'
import { Link } from 'react-router'
import type { Locale } from '#app/i18n/config.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { FabricSwatchImage } from '#app/modules/artwork/components/fabric-swatch-image.tsx'
import { GarmentImage } from '#app/modules/artwork/components/garment-image.tsx'
import { type GarmentDesign, garmentAspect } from '#app/modules/artwork/garment-design.ts'
import { formatMoney } from '#app/modules/money/money.ts'
import type { ItemMeasurements } from '#db/schema/basket.ts'
import { cn } from '#app/utils/cn.ts'
import type { BasketItemView } from '../basket.server.ts'
import { cartEditLabelKey, stepParam } from '../basket-status.ts'

/** Creation date and time as the spec asks (day, month, year, hour, minute), in the shop's time zone. */
export function formatCreated(iso: string, locale: Locale) {
  return dateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' }).format(new Date(iso))
}

type DesignedItem = {
  garmentKind: string
  fabric: NonNullable<GarmentDesign['fabric']> | null
  parts: Record<string, { slug: string } | null>
}

/** What the garment drawing needs from a basket or saved item. */
export function itemDesign(item: DesignedItem): GarmentDesign {
  return {
    kind: item.garmentKind as GarmentDesign['kind'],
    fabric: item.fabric ? { pattern: item.fabric.pattern, name: item.fabric.name } : null,
    parts: Object.fromEntries(Object.entries(item.parts).map(([type, part]) => [type, part?.slug ?? null])),
  }
}

/** 'Talla M' or 'Medidas: <profile>'; null while no size is given. */
export function sizeLabel(t: TFunction, measurements: ItemMeasurements | null) {
  if (!measurements) return null
  return measurements.type === 'standard' ? t('basket.item.sizeStandard', { size: measurements.size }) : t('basket.item.sizeCustom', { name: measurements.profileName })
}

export function editHref(item: BasketItemView) {
  return `/product/${item.productId}?item=${item.id}&step=${stepParam(item.editTarget)}`
}

export function StatusBadge({ status }: { status: 'complete' | 'incomplete' }) {
  const { t } = useTranslation()
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium', status === 'complete' ? 'bg-ok/10 text-ok' : 'bg-warn/15 text-warn')}>
      {status === 'complete' ? t('basket.item.complete') : t('basket.item.incomplete')}
    </span>
  )
}

/** One basket item, as the sidebar (compact) or /cart (full) shows it. */
export function BasketItemCard({
  item,
  variant,
  deleteHref,
  onDelete,
  save,
}: {
  item: BasketItemView
  variant: 'sidebar' | 'page'
  deleteHref?: string
  onDelete?: () => void
  save?: React.ReactNode
}) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const missing = item.incompleteFields.map((f) => t(`basket.item.fields.${f}`)).join(', ')
  const editLabel = variant === 'page' ? t(`basket.item.${cartEditLabelKey(item.editTarget)}`) : item.status === 'complete' ? t('basket.item.edit') : t('basket.item.continue')
  const design = itemDesign(item)
  const size = sizeLabel(t, item.measurements)
  const headingId = `item-${item.id}`
  // Under /cart's h1 the cards are h2; under the sidebar's h2 title they are h3.
  const Heading = variant === 'page' ? 'h2' : 'h3'
  return (
    <article aria-labelledby={headingId} className={cn('flex gap-4', variant === 'page' ? 'rounded-2xl border border-line bg-white p-4 md:gap-6 md:p-5' : 'py-5')}>
      <div className={cn('shrink-0 self-start overflow-hidden rounded-xl bg-cream', variant === 'page' ? 'w-28 md:w-40' : 'w-20')} style={{ aspectRatio: garmentAspect }}>
        <GarmentImage design={design} />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <Heading id={headingId} className={cn('font-display leading-tight', variant === 'page' ? 'text-2xl' : 'text-xl')}>
              {item.productName}
            </Heading>
            <p className="text-xs text-muted">{t('basket.item.created', { date: formatCreated(item.createdAt, locale) })}</p>
          </div>
          <StatusBadge status={item.status} />
        </div>
        {item.incompleteFields.length > 0 ? (
          <p className="mt-2 text-sm text-warn">
            {t('basket.item.missing')} {missing}
          </p>
        ) : null}
        {item.fabricProblem ? <p className="mt-1 text-sm text-danger">{t('basket.item.fabricProblem')}</p> : null}
        <dl className="mt-3 space-y-1 text-sm">
          <div className="flex items-center gap-2">
            <dt className="sr-only">{t('basket.item.fabric')}</dt>
            <dd className="flex items-center gap-2">
              {item.fabric ? <FabricSwatchImage pattern={item.fabric.pattern} className="size-5 shrink-0" shape="circle" /> : null}
              <span>
                {item.fabric ? item.fabric.name : t('basket.item.noFabric')}
                {item.fabric ? (
                  <span className="text-muted"> · {item.fabric.priceCents > 0 ? `+${formatMoney(item.fabric.priceCents, locale)}` : t('basket.item.included')}</span>
                ) : null}
              </span>
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
            <dd className={size ? '' : 'font-medium text-warn'}>{size ?? t('basket.item.noSize')}</dd>
          </div>
        </dl>
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <p className="font-display text-2xl" aria-label={`${t('basket.item.price')}: ${formatMoney(item.totalCents, locale)}`}>
            {formatMoney(item.totalCents, locale)}
          </p>
          <div className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1">
            {save}
            {onDelete ? (
              <button
                type="button"
                onClick={onDelete}
                className="rounded-full px-3 py-2 text-sm text-muted underline-offset-2 hover:text-danger hover:underline"
                aria-label={t('basket.item.deleteLabel', { name: item.productName })}
              >
                {t('basket.item.delete')}
              </button>
            ) : deleteHref ? (
              <Link
                to={deleteHref}
                preventScrollReset
                className="rounded-full px-3 py-2 text-sm text-muted underline-offset-2 hover:text-danger hover:underline"
                aria-label={t('basket.item.deleteLabel', { name: item.productName })}
              >
                {t('basket.item.delete')}
              </Link>
            ) : null}
            <Link to={editHref(item)} className="rounded-full border border-ink px-4 py-2 text-sm hover:bg-ink hover:text-white">
              {editLabel}
            </Link>
          </div>
        </div>
      </div>
    </article>
  )
}
