import { Link, redirect } from 'react-router'
import type { Route } from './+types/customers'
import { buttonClass } from '#app/components/ui/button.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { AdminPageHeader } from '#app/modules/admin/components/admin-frame.tsx'
import { KeysetPager, PeopleEmpty, PeopleSearch, readCursor } from '#app/modules/admin/components/people-ui.tsx'
import { listCustomersWithFigures } from '#app/modules/admin/customers.server.ts'
import { Money } from '#app/modules/money/components/money.tsx'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

/**
 * /admin/customers: the shop's customer accounts, newest sign-up first, 25 a page (keyset), searched
 * by name or e-mail; each with her orders, what she spent (paid orders only) and her last order.
 * Guests are not accounts: their orders stay in the orders' list.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const url = new URL(request.url)
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
  const cursor = readCursor(url.searchParams)
  const page = await listCustomersWithFigures(q, cursor)
  if (!page.rows.length && (cursor.before || cursor.after)) throw redirect(q ? `${url.pathname}?${new URLSearchParams({ q })}` : url.pathname)
  const day = dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Madrid' })
  return {
    q,
    rows: page.rows.map((c) => ({
      id: c.id,
      name: [c.firstName, c.lastName].filter(Boolean).join(' ') || c.name,
      deleted: c.deletedAt !== null,
      email: c.email,
      emailVerified: c.emailVerified,
      signedUp: day.format(c.createdAt),
      signedUpAt: c.createdAt.toISOString(),
      orders: c.orders,
      spentCents: c.spentCents,
      lastOrder: c.lastOrderAt ? day.format(c.lastOrderAt) : null,
      lastOrderAt: c.lastOrderAt?.toISOString() ?? null,
    })),
    older: page.older,
    newer: page.newer,
  }
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { q, rows, older, newer } = loaderData
  return (
    <>
      <AdminPageHeader eyebrow={t('admin.sections.customers.title')} title={t('adminPeople.customers.title')} intro={t('adminPeople.customers.intro')}>
        <a href="/admin/customers/export" download className={buttonClass('secondary', 'md', 'self-start md:self-end')}>
          {t('adminPeople.customers.export')}
        </a>
      </AdminPageHeader>
      <PeopleSearch q={q} label={t('adminPeople.customers.searchLabel')} placeholder={t('adminPeople.customers.searchPlaceholder')} clearTo="/admin/customers" />
      {rows.length ? (
        <>
          <p className="mb-3 text-sm text-muted">{t('adminPeople.customers.spentNote')}</p>
          <table className="w-full border-separate border-spacing-0 text-sm">
            <caption className="sr-only">{t('adminPeople.customers.caption')}</caption>
            <thead className="hidden md:table-header-group">
              <tr className="text-left text-xs uppercase tracking-wider text-muted">
                <th scope="col" className="border-b border-line px-3 pb-3 font-normal">
                  {t('adminPeople.customers.customer')}
                </th>
                <th scope="col" className="border-b border-line px-3 pb-3 text-right font-normal">
                  {t('adminPeople.customers.orders')}
                </th>
                <th scope="col" className="border-b border-line px-3 pb-3 text-right font-normal">
                  {t('adminPeople.customers.spent')}
                </th>
                <th scope="col" className="border-b border-line px-3 pb-3 font-normal">
                  {t('adminPeople.customers.lastOrder')}
                </th>
                <th scope="col" className="border-b border-line px-3 pb-3 font-normal">
                  {t('adminPeople.customers.signedUp')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((c) => (
                <tr
                  key={c.id}
                  className="mb-3 grid grid-cols-2 gap-x-3 gap-y-1.5 rounded-2xl border border-line bg-white p-4 md:mb-0 md:table-row md:rounded-none md:border-0 md:bg-transparent md:p-0 md:hover:bg-white"
                >
                  <th scope="row" className="col-span-2 text-left font-normal md:border-b md:border-line md:px-3 md:py-4">
                    <Link to={`/admin/customers/${c.id}`} className="font-medium underline-offset-4 hover:underline">
                      {c.deleted ? t('adminPeople.customer.deletedTitle') : c.name}
                    </Link>
                    <span className="block text-xs text-muted [overflow-wrap:anywhere]">{c.email}</span>
                  </th>
                  <td className="md:border-b md:border-line md:px-3 md:py-4 md:text-right">
                    <span className="text-muted md:sr-only">{t('adminPeople.customers.orders')}: </span>
                    {c.orders}
                  </td>
                  <td className="text-right font-display text-lg md:border-b md:border-line md:px-3 md:py-4">
                    <span className="font-sans text-sm text-muted md:sr-only">{t('adminPeople.customers.spent')}: </span>
                    <Money cents={c.spentCents} />
                  </td>
                  <td className="text-ink-soft md:border-b md:border-line md:px-3 md:py-4">
                    <span className="text-muted md:sr-only">{t('adminPeople.customers.lastOrder')}: </span>
                    {c.lastOrder && c.lastOrderAt ? <time dateTime={c.lastOrderAt}>{c.lastOrder}</time> : t('adminPeople.customers.noOrders')}
                  </td>
                  <td className="text-right text-ink-soft md:border-b md:border-line md:px-3 md:py-4 md:text-left">
                    <span className="text-muted md:sr-only">{t('adminPeople.customers.signedUp')}: </span>
                    <time dateTime={c.signedUpAt}>{c.signedUp}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <PeopleEmpty
          icon={q ? 'search' : 'list'}
          title={q ? t('adminPeople.customers.noMatchTitle', { q }) : t('adminPeople.customers.emptyTitle')}
          text={q ? t('adminPeople.customers.noMatchText') : t('adminPeople.customers.emptyText')}
        />
      )}
      <KeysetPager label={t('admin.pager.label')} filters={{ q: q || undefined }} older={older} newer={newer} />
    </>
  )
}

export const handle = { i18n: ['admin', 'adminPeople'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'adminPeople.customers.metaTitle', path: location.pathname, noindex: true })
}
