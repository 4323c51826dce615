import { useTranslation } from '#app/i18n/react.tsx'
import { Link } from 'react-router'
import type { Locale } from '#app/i18n/config.ts'
import { buttonClass } from '#app/components/ui/button.tsx'
import { GarmentImage } from '#app/modules/artwork/components/garment-image.tsx'
import { garmentAspect } from '#app/modules/artwork/garment-design.ts'
import { Money } from '#app/modules/money/components/money.tsx'
import { cn } from '#app/utils/cn.ts'
import type { BasketItemView } from '../basket.server.ts'
import { cartEditLabelKey, stepParam } from '../basket-status.ts'
import { formatCreated, ItemChoices, itemDesign, ItemPrice } from './item-details.tsx'

// 'Eliminar' is a quiet text action beside the card's main one; a real Button would outweigh it.
const deleteClass = 'rounded-full px-3 py-2 text-sm text-muted underline-offset-2 hover:text-danger hover:underline'

export function editHref(item: BasketItemView) {
  return `/product/${item.productId}?item=${item.id}&step=${stepParam(item.editTarget)}`
}

/** 'Completo', 'Incompleto', or — when another order took her fabric — 'Tejido no disponible' (never a green 'Completo'). */
export function StatusBadge({ status, fabricProblem = null }: { status: 'complete' | 'incomplete'; fabricProblem?: string | null }) {
  const { t } = useTranslation()
  const look = fabricProblem ? 'bg-danger/10 text-danger' : status === 'complete' ? 'bg-ok/10 text-ok' : 'bg-warn/15 text-warn'
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium', look)}>
      {fabricProblem ? t('basket.item.fabricGone') : status === 'complete' ? t('basket.item.complete') : t('basket.item.incomplete')}
    </span>
  )
}

/** Why her fabric cannot be made any more: another order took it for this garment, it ran out, or too little is left. */
export function fabricProblemKey(problem: string): string {
  return problem === 'soldOut' || problem === 'notEnough' ? `basket.item.fabricProblems.${problem}` : 'basket.item.fabricProblems.locked'
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
  const editLabel = item.fabricProblem
    ? t('basket.item.chooseFabric')
    : variant === 'page'
      ? t(`basket.item.${cartEditLabelKey(item.editTarget)}`)
      : item.status === 'complete'
        ? t('basket.item.edit')
        : t('basket.item.continue')
  const design = itemDesign(item)
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
          <StatusBadge status={item.status} fabricProblem={item.fabricProblem} />
        </div>
        {item.incompleteFields.length > 0 ? (
          <p className="mt-2 text-sm text-warn">
            {t('basket.item.missing')} {missing}
          </p>
        ) : null}
        {item.fabricProblem ? (
          <p role="status" className="mt-2 text-sm text-danger">
            {t(fabricProblemKey(item.fabricProblem), { fabric: item.fabric?.name ?? '' })}
          </p>
        ) : null}
        <ItemChoices
          item={item}
          flagMissingSize
          fabricNote={
            <span className="text-muted">
              {' · '}
              {item.fabric && item.fabric.priceCents > 0 ? (
                <>
                  +<Money cents={item.fabric.priceCents} />
                </>
              ) : (
                t('basket.item.included')
              )}
            </span>
          }
        />
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <ItemPrice cents={item.totalCents} />
          <div className="flex flex-wrap items-center justify-end gap-x-2 gap-y-1">
            {save}
            {onDelete ? (
              <button type="button" onClick={onDelete} className={deleteClass} aria-label={t('basket.item.deleteLabel', { name: item.productName })}>
                {t('basket.item.delete')}
              </button>
            ) : deleteHref ? (
              <Link to={deleteHref} preventScrollReset className={deleteClass} aria-label={t('basket.item.deleteLabel', { name: item.productName })}>
                {t('basket.item.delete')}
              </Link>
            ) : null}
            <Link to={editHref(item)} className={buttonClass(item.fabricProblem ? 'primary' : 'secondary', 'sm', 'text-sm')}>
              {editLabel}
            </Link>
          </div>
        </div>
      </div>
    </article>
  )
}
