import { useTranslation } from '#app/i18n/react.tsx'
import type { Locale } from '#app/i18n/config.ts'
import { GarmentLine } from '#app/modules/basket/components/item-details.tsx'
import { Money } from '#app/modules/money/components/money.tsx'
import { formatMoney } from '#app/modules/money/money.ts'
import type { SummaryView } from '../summary-view.ts'

/**
 * 'Tu pedido': each garment with its drawing, fabric, options and size; subtotal, shipping, gift
 * card, total and the IVA it includes. Every figure comes from the server.
 */
export function OrderSummary({ summary }: { summary: SummaryView }) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const { totals } = summary
  return (
    <aside id="order-summary" aria-labelledby="checkout-summary" className="h-fit rounded-2xl border border-line bg-white p-5 md:p-6 lg:sticky lg:top-24">
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
      <dl className="space-y-2 border-t border-line pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt>{t('checkout.summary.subtotal')}</dt>
          <dd>
            <Money cents={totals.subtotalCents} />
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t('checkout.summary.shipping')}</dt>
          <dd className={summary.shippingChosen ? undefined : 'text-right text-muted'}>
            {summary.shippingChosen ? totals.shippingCents === 0 ? t('checkout.shipping.free') : <Money cents={totals.shippingCents} /> : t('checkout.summary.shippingLater')}
          </dd>
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
            <dt>{t('checkout.summary.giftCard')}</dt>
            <dd>−{formatMoney(totals.giftCardCents, locale)}</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-4 flex items-baseline justify-between border-t border-line pt-4">
        <span className="font-medium">{t('checkout.summary.total')}</span>
        <Money cents={totals.totalCents} className="font-display text-3xl" />
      </div>
      <p className="text-right text-xs text-muted">{t('checkout.summary.vat', { amount: formatMoney(totals.vatCents, locale) })}</p>
      {summary.delivery ? (
        <p className="mt-4 rounded-xl bg-cream px-4 py-3 text-sm text-ink-soft">
          {t('checkout.summary.delivery', { min: summary.delivery.minDays, max: summary.delivery.maxDays })}
        </p>
      ) : null}
    </aside>
  )
}
