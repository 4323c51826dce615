import type { Locale } from '#app/i18n/config.ts'
import { formatQuantity } from '#app/i18n/numbers.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import type { UnpaidHoldView } from '#app/modules/orders/admin-order-view.ts'

/*
 * What an unpaid order holds (issue 31; docs/product.md#admin-orders): its garments, the metres of
 * each fabric nobody else can buy meanwhile, until when. Letting them go sooner is cancelling the
 * order, the one button for it under Acciones (its fabrics come back, the customer is told).
 */

export function UnpaidHoldSection({ hold, when }: { hold: UnpaidHoldView; when: (iso: string) => string }) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const metres = (m: number) => t('adminOrders.hold.metres', { metres: formatQuantity(m, locale, 2) })
  return (
    <section aria-labelledby="order-hold" className="rounded-2xl border border-ink/20 bg-white p-5 md:p-6">
      <h2 id="order-hold" className="font-display text-3xl">
        {t('adminOrders.hold.title')}
      </h2>
      <p className="mt-2 text-sm text-ink-soft">
        {t('adminOrders.hold.summary', { count: hold.garments, metres: metres(hold.metres) })}
        {hold.until ? ` ${t('adminOrders.hold.until', { date: when(hold.until) })}` : null}
      </p>
      <table className="mt-4 w-full text-sm">
        <caption className="sr-only">{t('adminOrders.hold.caption')}</caption>
        <thead>
          <tr className="text-left text-xs uppercase tracking-wider text-muted">
            <th scope="col" className="border-b border-line pb-2 font-normal">
              {t('adminOrders.hold.fabric')}
            </th>
            <th scope="col" className="border-b border-line pb-2 text-right font-normal">
              {t('adminOrders.hold.garments')}
            </th>
            <th scope="col" className="border-b border-line pb-2 text-right font-normal">
              {t('adminOrders.hold.metresColumn')}
            </th>
          </tr>
        </thead>
        <tbody>
          {hold.fabrics.map((f) => (
            <tr key={f.name}>
              <th scope="row" className="border-b border-line py-2 text-left font-normal">
                {f.name}
              </th>
              <td className="border-b border-line py-2 text-right">{f.garments}</td>
              <td className="border-b border-line py-2 text-right">{metres(f.metres)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 text-sm text-ink-soft">{t('adminOrders.hold.cancelHint')}</p>
    </section>
  )
}
