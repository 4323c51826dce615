import { Link } from 'react-router'
import type { Route } from './+types/index'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { AdminPageHeader, SectionIcon } from '#app/modules/admin/components/admin-frame.tsx'
import { adminSections } from '#app/modules/admin/sections.ts'
import { DashboardFigures } from '#app/modules/admin/components/dashboard.tsx'
import { listLowFabrics } from '#app/modules/catalogue/low-stock.server.ts'
import { getOrderDashboard } from '#app/modules/orders/admin-orders.server.ts'
import { countScheduledGiftCards } from '#app/modules/giftcards/admin-gift-cards.server.ts'
import { countWaitingRequests } from '#app/modules/returns/admin-requests.server.ts'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

/**
 * The panel's home (issue 17, item 10): today's and this month's orders and revenue, what waits for
 * the workshop and the new requests, the fabrics running low — each a link to its list — then the
 * sections. Four cheap queries (the month's orders by date, the waiting ones by status, the new
 * requests by status, the fabrics).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const [dashboard, lowFabrics, requestsWaiting, giftCardsScheduled] = await Promise.all([
    getOrderDashboard(),
    listLowFabrics(locale),
    countWaitingRequests(),
    countScheduledGiftCards(),
  ])
  return { name: admin.firstName || admin.name, dashboard, lowFabrics, requestsWaiting, giftCardsScheduled }
}

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const sections = adminSections.filter((s) => s.id !== 'home')
  return (
    <>
      <AdminPageHeader eyebrow={t('admin.home.greeting', { name: loaderData.name })} title={t('admin.title')} intro={t('admin.home.intro')} />
      <DashboardFigures
        dashboard={loaderData.dashboard}
        lowFabrics={loaderData.lowFabrics}
        requestsWaiting={loaderData.requestsWaiting}
        giftCardsScheduled={loaderData.giftCardsScheduled}
      />
      <h2 className="mb-4 mt-12 text-2xl">{t('admin.home.sectionsTitle')}</h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        {sections.map((section) => (
          <li key={section.id}>
            <Link
              to={section.to}
              aria-labelledby={`admin-card-${section.id}`}
              aria-describedby={`admin-card-${section.id}-text`}
              className="group flex h-full flex-col rounded-2xl border border-line bg-white p-6 transition-colors hover:border-ink md:p-7"
            >
              <span className="grid size-11 place-items-center rounded-full bg-cream text-ink">
                <SectionIcon id={section.id} />
              </span>
              <span id={`admin-card-${section.id}`} className="mt-5 font-display text-2xl">
                {t(`admin.sections.${section.id}.title`)}
              </span>
              <span id={`admin-card-${section.id}-text`} className="mt-2 text-sm text-ink-soft">
                {t(`admin.sections.${section.id}.text`)}
              </span>
              <span aria-hidden="true" className="mt-6 text-sm text-muted transition-colors group-hover:text-ink">
                {t('admin.home.open', { section: t(`admin.sections.${section.id}.title`).toLowerCase() })} →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}

export const handle = { i18n: ['admin', 'adminOrders'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'admin.metaTitle', path: location.pathname, noindex: true })
}
