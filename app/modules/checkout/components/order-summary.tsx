import { useTranslation } from '#app/i18n/react.tsx'
import type { Locale } from '#app/i18n/config.ts'
import { GarmentLine } from '#app/modules/basket/components/item-details.tsx'
import { Money } from '#app/modules/money/components/money.tsx'
import { formatMoney } from '#app/modules/money/money.ts'
import type { OrderTotals } from '#app/modules/orders/totals.ts'
import type { SummaryView } from '../summary-view.ts'

/**
 * 'Tu pedido': each garment with its drawing, fabric, options and size; subtotal, shipping, gift
 * card, total and the IVA it includes. Every figure comes from the server.
 */
export function OrderSummary({
  summary,
  totals = summary.totals,
  delivery = summary.delivery,
  giftCard = null,
  takenItemIds = [],
}: {
  summary: SummaryView
  /** The figures for what she has picked on the page (computeOrderTotals in the browser, the server's function). */
  totals?: OrderTotals
  delivery?: { minDays: number; maxDays: number } | null
  giftCard?: { last4: string; balanceCents: number } | null
  /** Garments whose fabric another order took: marked here too. */
  takenItemIds?: readonly string[]
}) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  return (
    <aside id="order-summary" aria-labelledby="checkout-summary" className="h-fit rounded-2xl border border-line bg-white p-5 md:p-6 lg:sticky lg:top-8">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="checkout-summary" className="font-display text-3xl">
          {t('checkout.summary.title')}
        </h2>
        <p className="text-sm text-muted">{t('checkout.summary.items', { count: summary.items.length })}</p>
      </div>
      <ul className="mt-4 divide-y divide-line">
        {summary.items.map((item) => (
          <GarmentLine key={item.id} item={item} />
        ))}
      </ul>
      {takenItemIds.length > 0 ? (
        <p className="mb-4 rounded-xl bg-danger/10 px-4 py-3 text-sm text-danger">
          {t('checkout.summary.taken', {
            names: summary.items
              .filter((i) => takenItemIds.includes(i.id))
              .map((i) => i.productName)
              .join(', '),
          })}
        </p>
      ) : null}
      <dl className="space-y-2 border-t border-line pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{t('checkout.summary.subtotal')}</dt>
          <dd>
            <Money cents={totals.subtotalCents} />
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t('checkout.summary.shipping')}</dt>
          <dd>{totals.shippingCents === 0 ? t('checkout.shipping.free') : <Money cents={totals.shippingCents} />}</dd>
        </div>
        {totals.urgentCents > 0 ? (
          <div className="flex justify-between gap-4">
            <dt>{t('checkout.summary.urgent', { percent: summary.urgentPercent })}</dt>
            <dd>
              <Money cents={totals.urgentCents} />
            </dd>
          </div>
        ) : null}
        {totals.giftCardCents > 0 ? (
          <div className="flex justify-between gap-4 text-ok">
            <dt>{giftCard ? t('checkout.summary.giftCardOf', { last4: giftCard.last4 }) : t('checkout.summary.giftCard')}</dt>
            <dd>−{formatMoney(totals.giftCardCents, locale)}</dd>
          </div>
        ) : null}
        {giftCard && totals.giftCardCents > 0 ? (
          <p className="text-right text-xs text-muted">{t('checkout.summary.giftCardLeft', { amount: formatMoney(giftCard.balanceCents - totals.giftCardCents, locale) })}</p>
        ) : null}
      </dl>
      <div className="mt-4 flex items-baseline justify-between border-t border-line pt-4">
        <span className="font-medium">{t('checkout.summary.total')}</span>
        <Money cents={totals.totalCents} className="font-display text-3xl" />
      </div>
      <p className="text-right text-xs text-muted">{t('checkout.summary.vat', { amount: formatMoney(totals.vatCents, locale) })}</p>
      {delivery ? (
        <p data-testid="delivery-window" className="mt-4 rounded-xl bg-cream px-4 py-3 text-sm text-ink-soft">
          {t('checkout.summary.delivery', { min: delivery.minDays, max: delivery.maxDays })}
        </p>
      ) : null}
    </aside>
  )
}
