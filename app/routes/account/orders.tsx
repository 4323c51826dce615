import { data, Link } from 'react-router'
import type { Route } from './+types/orders'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import type { Locale } from '#app/i18n/config.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { AccountPage, EmptyState } from '#app/modules/accounts/components/account-page.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { Money } from '#app/modules/money/components/money.tsx'
import { listOrdersForUser } from '#app/modules/orders/orders.server.ts'
import { useGiftDates } from '#app/modules/giftcards/components/gift-order-next.tsx'
import { listGiftCardsByOrders } from '#app/modules/giftcards/order-cards.server.ts'
import { computeGiftOrderState } from '#app/modules/giftcards/order-state.ts'
import { listSaleInvoiceNumbers } from '#app/modules/invoices/invoices.server.ts'
import { addBusinessDays } from '#app/modules/store/delivery.ts'
import { requireUser } from '#app/request-context.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { privateNoStore, privatePageHeaders } from '#app/utils/private-page.ts'

const PAGE_SIZE = 10

/** Her orders, newest first, ten a page (docs/product.md#checkout-orders-and-payments). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(context)
  const requested = Number(new URL(request.url).searchParams.get('page') ?? '1')
  const page = Number.isSafeInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1
  const { rows, total } = await listOrdersForUser(user.id, { page, pageSize: PAGE_SIZE })
  // A gift-card order reads as its card's state (docs/product.md#gift-cards), not as a garment's.
  const [cards, invoices] = await Promise.all([listGiftCardsByOrders(rows.map((o) => o.id)), listSaleInvoiceNumbers(rows.map((o) => o.id))])
  return data(
    {
      orders: rows.map((o) => {
        const bought = cards.get(o.id)
        const gift = bought ? { state: computeGiftOrderState(o.status, bought), sendOn: bought[0]!.sendOn } : null
        return {
          number: o.number,
          status: o.status,
          gift,
          totalCents: o.totalCents + o.giftCardCents,
          placedAt: o.placedAt.toISOString(),
          delivery: gift ? null : computeRowDelivery(o),
          invoice: invoices.get(o.id) ?? null,
        }
      }),
      page,
      pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    },
    { headers: privateNoStore },
  )
}

/**
 * The delivery window a row promises (the order's own, written at placing from delivery.ts): as dates
 * once it is paid (business days from the payment), as days until then; none once it is delivered or closed.
 */
function computeRowDelivery(o: { status: string; paidAt: Date | null; deliveryMinDays: number; deliveryMaxDays: number }) {
  if (o.status === 'delivered' || o.status === 'cancelled' || o.status === 'expired') return null
  if (!o.paidAt) return { kind: 'days' as const, min: o.deliveryMinDays, max: o.deliveryMaxDays }
  return { kind: 'dates' as const, from: addBusinessDays(o.paidAt, o.deliveryMinDays).toISOString(), to: addBusinessDays(o.paidAt, o.deliveryMaxDays).toISOString() }
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const date = (iso: string) => dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' }).format(new Date(iso))
  // Delivery dates are whole UTC days (addBusinessDays), read as the e-mails and the order page read them.
  const short = (iso: string) => dateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(iso))
  const { orders, page, pages } = loaderData
  const { day } = useGiftDates()
  return (
    <AccountPage eyebrow={t('accountArea.eyebrow')} title={t('accountArea.orders.title')} intro={t('accountArea.orders.intro')}>
      {orders.length === 0 ? (
        <EmptyState title={t('accountArea.orders.emptyTitle')} text={t('accountArea.orders.emptyText')}>
          <Link to="/collection" className={buttonClass('primary')}>
            {t('accountArea.orders.explore')}
          </Link>
        </EmptyState>
      ) : (
        <>
          <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
            {orders.map((order) => (
              <li key={order.number}>
                <Link to={`/orders/${order.number}`} className="grid gap-1 px-5 py-4 hover:bg-cream/50 sm:grid-cols-[1fr_auto_auto] sm:items-center sm:gap-6">
                  <span>
                    <span className="block font-medium tracking-wide">{order.number}</span>
                    <span className="block text-sm text-muted">{date(order.placedAt)}</span>
                  </span>
                  <span className="text-sm">
                    <span className="block">
                      {order.gift ? t(`giftCards.order.states.${order.gift.state}`, { date: day(order.gift.sendOn) }) : t(`checkout.status.${order.status}`)}
                    </span>
                    {order.delivery ? (
                      <span className="block text-muted">
                        {order.delivery.kind === 'dates'
                          ? t('accountArea.orders.deliveryDates', { from: short(order.delivery.from), to: short(order.delivery.to) })
                          : t('accountArea.orders.deliveryDays', { min: order.delivery.min, max: order.delivery.max })}
                      </span>
                    ) : null}
                  </span>
                  <Money cents={order.totalCents} className="font-display text-2xl sm:text-right" />
                </Link>
                {order.invoice ? (
                  <a href={`/orders/${order.number}/invoices/${order.invoice}`} download className="-mt-2 block px-5 pb-4 text-sm underline underline-offset-4 hover:text-ink-soft">
                    {t('invoices.list.linkInOrders', { number: order.invoice })}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t('accountArea.orders.pages')} className="mt-6 flex items-center justify-between gap-3">
              {page > 1 ? (
                <Link to={`?page=${page - 1}`} className={buttonClass('secondary', 'sm')}>
                  {t('accountArea.orders.newer')}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-muted">{t('accountArea.orders.pageOf', { page, pages })}</span>
              {page < pages ? (
                <Link to={`?page=${page + 1}`} className={buttonClass('secondary', 'sm')}>
                  {t('accountArea.orders.older')}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </>
      )}
    </AccountPage>
  )
}

export const headers: Route.HeadersFunction = privatePageHeaders

export const handle = { i18n: ['accounts', 'accountArea', 'checkout', 'giftCards', 'invoices'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'accountArea.orders.title', path: location.pathname, noindex: true })
}
