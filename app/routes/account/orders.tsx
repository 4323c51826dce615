import { data, Link } from 'react-router'
import type { Route } from './+types/orders'
import { useTranslation } from '#app/i18n/react.tsx'
import { AccountPage, EmptyState } from '#app/modules/accounts/components/account-page.tsx'
import { requireUser } from '#app/modules/accounts/session.server.ts'
import { listOrders } from '#app/modules/orders/orders.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { privateNoStore, privatePageHeaders } from '#app/utils/private-page.ts'

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request)
  return data({ orders: await listOrders(user.id) }, { headers: privateNoStore })
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  return (
    <AccountPage eyebrow={t('accountArea.eyebrow')} title={t('accountArea.orders.title')} intro={t('accountArea.orders.intro')}>
      {loaderData.orders.length === 0 ? (
        <EmptyState title={t('accountArea.orders.emptyTitle')} text={t('accountArea.orders.emptyText')}>
          <Link to="/collection" className="rounded-full bg-ink px-7 py-3.5 text-white hover:bg-ink-soft">
            {t('accountArea.orders.explore')}
          </Link>
        </EmptyState>
      ) : (
        // The list itself (number, date, status, total, link to the detail) comes with checkout.
        <ul className="space-y-4">
          {loaderData.orders.map((order) => (
            <li key={order.id} className="rounded-2xl border border-line bg-white p-5">
              {order.number}
            </li>
          ))}
        </ul>
      )}
    </AccountPage>
  )
}

export const headers: Route.HeadersFunction = privatePageHeaders

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'accountArea.orders.title', path: location.pathname, noindex: true })
}
