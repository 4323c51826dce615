import { data, Link } from 'react-router'
import type { Route } from './+types/orders'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { AccountPage, EmptyState } from '#app/modules/accounts/components/account-page.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { requireUser } from '#app/request-context.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { privateNoStore, privatePageHeaders } from '#app/utils/private-page.ts'

/**
 * Her orders. Checkout creates them, and it is not built yet (docs/product.md, "Checkout, orders and
 * payments"): the page is its empty state. The list, and the `orders` module it reads, come with it.
 */
export async function loader({ context }: Route.LoaderArgs) {
  await requireUser(context)
  return data(null, { headers: privateNoStore })
}

export default function Orders() {
  const { t } = useTranslation()
  return (
    <AccountPage eyebrow={t('accountArea.eyebrow')} title={t('accountArea.orders.title')} intro={t('accountArea.orders.intro')}>
      <EmptyState title={t('accountArea.orders.emptyTitle')} text={t('accountArea.orders.emptyText')}>
        <Link to="/collection" className={buttonClass('primary')}>
          {t('accountArea.orders.explore')}
        </Link>
      </EmptyState>
    </AccountPage>
  )
}

export const headers: Route.HeadersFunction = privatePageHeaders

export const handle = { i18n: ['accounts', 'newsletter', 'accountArea'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'accountArea.orders.title', path: location.pathname, noindex: true })
}
