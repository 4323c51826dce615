import { Form, Link, redirect } from 'react-router'
import type { Route } from './+types/requests'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { Field, SelectField } from '#app/components/ui/field.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { AdminPageHeader } from '#app/modules/admin/components/admin-frame.tsx'
import { listReturnRequestsForAdmin } from '#app/modules/returns/admin-requests.server.ts'
import { RequestStatusBadge } from '#app/modules/returns/components/request-status-badge.tsx'
import { requestStatuses } from '#app/modules/returns/request-status.ts'
import { readRequestFilters, REQUEST_SEARCH_MAX, returnReasons } from '#app/modules/returns/schemas.ts'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { KeysetPager, PeopleEmpty } from '#app/modules/admin/components/list-ui.tsx'
import { pageMeta } from '#app/utils/meta.ts'

/** /admin/requests: every return and adjustment request, newest first, filtered and paged on the server (keyset, no OFFSET). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const url = new URL(request.url)
  const { filters, before, after } = readRequestFilters(url.searchParams)
  const page = await listReturnRequestsForAdmin(filters, { before, after: before === undefined ? after : undefined })
  // A cursor past either end (an old link): the first page with the same filters.
  if (!page.rows.length && (before || after)) {
    url.searchParams.delete('before')
    url.searchParams.delete('after')
    throw redirect(`${url.pathname}${url.search}`)
  }
  const when = dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' })
  const filtered = Object.values(filters).some((v) => v !== undefined)
  return {
    filters,
    filtered,
    rows: page.rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), when: when.format(r.createdAt) })),
    older: page.older,
    newer: page.newer,
  }
}

const cell = 'md:border-b md:border-line md:px-3 md:py-4'

export default function AdminRequests({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { filters, rows, older, newer, filtered } = loaderData
  return (
    <>
      <AdminPageHeader eyebrow={t('admin.sections.requests.title')} title={t('adminRequests.list.title')} intro={t('adminRequests.list.intro')} />
      <search>
        <Form
          method="get"
          aria-label={t('adminRequests.list.filters')}
          className="mb-8 grid gap-4 rounded-2xl border border-line bg-white p-5 sm:grid-cols-2 md:p-6 lg:grid-cols-4"
        >
          <Field
            name="q"
            type="search"
            label={t('adminRequests.list.q')}
            placeholder={t('adminRequests.list.qPlaceholder')}
            defaultValue={filters.q ?? ''}
            maxLength={REQUEST_SEARCH_MAX}
            className="sm:col-span-2"
          />
          <SelectField name="status" label={t('adminRequests.list.status')} defaultValue={filters.status ?? ''}>
            <option value="">{t('adminRequests.list.anyStatus')}</option>
            {requestStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`adminRequests.statuses.${s}`)}
              </option>
            ))}
          </SelectField>
          <SelectField name="reason" label={t('adminRequests.list.reason')} defaultValue={filters.reason ?? ''}>
            <option value="">{t('adminRequests.list.anyReason')}</option>
            {returnReasons.map((r) => (
              <option key={r} value={r}>
                {t(`adminRequests.reasons.${r}`)}
              </option>
            ))}
          </SelectField>
          <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-4 lg:justify-end">
            <Button size="sm">{t('adminRequests.list.apply')}</Button>
            {filtered ? (
              <Link to="/admin/requests" className={buttonClass('quiet', 'sm', 'text-sm')}>
                {t('adminRequests.list.clear')}
              </Link>
            ) : null}
          </div>
        </Form>
      </search>
      {rows.length ? (
        <>
          <p className="sr-only" role="status">
            {t('adminRequests.list.showing', { count: rows.length })}
          </p>
          {/* A table on a desktop; on a phone each row is a card (the same cells, stacked). */}
          <table className="w-full border-separate border-spacing-0 text-sm">
            <caption className="sr-only">{t('adminRequests.list.caption')}</caption>
            <thead className="hidden md:table-header-group">
              <tr className="text-left text-xs uppercase tracking-wider text-muted">
                {(['number', 'date', 'customer', 'order', 'reasonColumn', 'statusColumn'] as const).map((key) => (
                  <th key={key} scope="col" className="border-b border-line px-3 pb-3 font-normal">
                    {t(`adminRequests.list.${key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.id}
                  className="mb-3 grid grid-cols-2 gap-x-3 gap-y-1 rounded-2xl border border-line bg-white p-4 md:mb-0 md:table-row md:rounded-none md:border-0 md:bg-transparent md:p-0 md:hover:bg-white"
                >
                  <th scope="row" className={`text-left font-normal ${cell}`}>
                    <Link
                      to={`/admin/requests/${row.id}`}
                      className="whitespace-nowrap font-medium underline-offset-4 hover:underline"
                      aria-label={t('adminRequests.list.open', { number: row.number })}
                    >
                      {row.number}
                    </Link>
                  </th>
                  <td className={`text-right text-ink-soft md:text-left ${cell}`}>
                    <time dateTime={row.createdAt}>{row.when}</time>
                  </td>
                  <td className={`col-span-2 [overflow-wrap:anywhere] ${cell}`}>{row.email}</td>
                  <td className={`col-span-2 ${cell}`}>
                    <span className="text-muted md:hidden">{t('adminRequests.list.order')}: </span>
                    <span className="whitespace-nowrap">{row.orderNumber}</span>
                    {row.linked ? null : <span className="mt-0.5 block text-xs text-muted">{t('adminRequests.list.noOrder')}</span>}
                  </td>
                  <td className={`mt-2 text-ink-soft md:mt-0 ${cell}`}>{t(`adminRequests.reasons.${row.reason}`)}</td>
                  <td className={`mt-2 text-right md:mt-0 md:text-left ${cell}`}>
                    <RequestStatusBadge status={row.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <PeopleEmpty
          icon={filtered ? 'search' : 'list'}
          title={filtered ? t('adminRequests.list.noMatchTitle') : t('adminRequests.list.emptyTitle')}
          text={filtered ? t('adminRequests.list.noMatchText') : t('adminRequests.list.emptyText')}
        >
          {filtered ? (
            <Link to="/admin/requests" className={buttonClass('secondary', 'sm', 'mt-6')}>
              {t('adminRequests.list.clear')}
            </Link>
          ) : null}
        </PeopleEmpty>
      )}
      <KeysetPager label={t('adminRequests.list.pages')} filters={filters} older={older === null ? null : String(older)} newer={newer === null ? null : String(newer)} />
    </>
  )
}

export const handle = { i18n: ['admin', 'adminRequests'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'adminRequests.list.metaTitle', path: location.pathname, noindex: true })
}
