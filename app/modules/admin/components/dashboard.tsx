import { Link } from 'react-router'
import type { Locale } from '#app/i18n/config.ts'
import { formatQuantity } from '#app/i18n/numbers.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Money } from '#app/modules/money/components/money.tsx'
import { formatMoney } from '#app/modules/money/money.ts'
import type { OrderDashboard } from '#app/modules/orders/admin-orders.server.ts'

type LowFabric = { id: number; slug: string; name: string; stockMetres: number }

/** The home's figures: the day and the month, what waits for an action (orders and the customers' new requests), the fabrics running low. */
export function DashboardFigures({
  dashboard,
  lowFabrics,
  requestsWaiting,
  giftCardsScheduled,
}: {
  dashboard: OrderDashboard
  lowFabrics: LowFabric[]
  requestsWaiting: number
  giftCardsScheduled: number
}) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const { today, monthStart } = dashboard.days
  const periods = [
    // Each links to the orders it counts: paid on those days and kept.
    { id: 'today', label: t('adminOrders.home.today'), figures: dashboard.today, to: `/admin/orders?paid=1&from=${today}&to=${today}` },
    { id: 'month', label: t('adminOrders.home.month'), figures: dashboard.month, to: `/admin/orders?paid=1&from=${monthStart}&to=${today}` },
  ]
  const waiting = [
    { id: 'transfers', count: dashboard.waiting.transfers, to: '/admin/orders?status=pending_payment&payment=transfer' },
    { id: 'toProduce', count: dashboard.waiting.toProduce, to: '/admin/orders?status=paid' },
    { id: 'toShip', count: dashboard.waiting.toShip, to: '/admin/orders?status=in_production' },
    { id: 'giftCards', count: giftCardsScheduled, to: '/admin/gift-cards?state=scheduled' },
    { id: 'refunds', count: dashboard.waiting.refunds, to: '/admin/orders?refund=1' },
    { id: 'requests', count: requestsWaiting, to: '/admin/requests?status=new' },
  ] as const
  // Two decimals, as the stock pages and the catalogue write a fabric's metres.
  const metres = (m: number) => formatQuantity(m, locale, 2)
  return (
    <div className="space-y-10">
      <section aria-labelledby="dash-figures">
        <h2 id="dash-figures" className="sr-only">
          {t('adminOrders.home.figures')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2">
          {periods.map((p) => (
            <li key={p.id}>
              <Link to={p.to} className="block rounded-2xl border border-line bg-white p-6 transition-colors hover:border-ink md:p-7">
                <span className="eyebrow text-[0.7rem] text-muted">{p.label}</span>
                <span className="mt-3 block font-display text-4xl leading-none">
                  <Money cents={p.figures.revenueCents} />
                </span>
                <span className="mt-2 block text-sm text-ink-soft">{t('adminOrders.home.paidOrders', { count: p.figures.orders })}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-3 text-sm text-muted">{t('adminOrders.home.figuresNote')}</p>
        {dashboard.month.autoRefunds.count > 0 ? (
          <p className="mt-3 text-sm text-ink-soft">
            {t('adminOrders.home.autoRefunds', { count: dashboard.month.autoRefunds.count, amount: formatMoney(dashboard.month.autoRefunds.cents, locale) })}
          </p>
        ) : null}
      </section>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="dash-waiting" className="rounded-2xl border border-line bg-white p-6">
          <h2 id="dash-waiting" className="text-2xl">
            {t('adminOrders.home.waiting')}
          </h2>
          <ul className="mt-3 divide-y divide-line">
            {waiting.map((w) => (
              <li key={w.id}>
                <Link to={w.to} className="group flex min-h-12 items-center justify-between gap-4 py-2">
                  <span className="text-ink-soft group-hover:text-ink">{t(`adminOrders.home.${w.id}`)}</span>
                  <span
                    className={
                      w.count ? 'grid min-w-9 place-items-center rounded-full bg-ink px-2.5 py-1 text-sm font-medium text-white' : 'min-w-9 text-center text-sm text-muted'
                    }
                  >
                    {w.count}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="dash-fabrics" className="rounded-2xl border border-line bg-white p-6">
          <h2 id="dash-fabrics" className="text-2xl">
            {t('adminOrders.home.lowFabrics')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('adminOrders.home.lowFabricsText')}</p>
          {lowFabrics.length ? (
            <ul className="mt-3 divide-y divide-line">
              {lowFabrics.map((f) => (
                <li key={f.id}>
                  <Link to={`/admin/stock/${f.id}`} className="group flex min-h-12 items-center justify-between gap-4 py-2">
                    <span className="underline-offset-4 group-hover:underline">{f.name}</span>
                    <span className={f.stockMetres <= 0 ? 'text-sm font-medium text-danger' : 'text-sm text-ink-soft'}>
                      {f.stockMetres <= 0 ? t('adminOrders.home.soldOut') : t('adminOrders.home.metresLeft', { metres: metres(f.stockMetres) })}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-sm text-ink-soft">{t('adminOrders.home.noLowFabrics')}</p>
          )}
        </section>
      </div>
    </div>
  )
}
