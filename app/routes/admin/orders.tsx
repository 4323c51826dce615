import { Form, Link, redirect } from 'react-router'
import type { Route } from './+types/orders'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { Field, SelectField } from '#app/components/ui/field.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import type { Locale } from '#app/i18n/config.ts'
import { formatQuantity } from '#app/i18n/numbers.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { AdminPageHeader } from '#app/modules/admin/components/admin-frame.tsx'
import { OrderStatusBadge } from '#app/modules/admin/components/order-status.tsx'
import { adminPaymentMethods, readOrderFilters } from '#app/modules/admin/order-schemas.ts'
import { Money } from '#app/modules/money/components/money.tsx'
import { listOrdersForAdmin } from '#app/modules/orders/admin-orders.server.ts'
import { orderStatuses } from '#app/modules/orders/status.ts'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { KeysetPager, PeopleEmpty } from '#app/modules/admin/components/list-ui.tsx'
import { pageMeta } from '#app/utils/meta.ts'

/** /admin/orders: every order, newest first, filtered and paged on the server (keyset, no OFFSET). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const url = new URL(request.url)
  const { filters, before, after } = readOrderFilters(url.searchParams)
  const page = await listOrdersForAdmin(filters, { before, after: before === undefined ? after : undefined })
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
    rows: page.rows.map((r) => ({
      ...r,
      placedAt: r.placedAt.toISOString(),
      when: when.format(r.placedAt),
      // What an unpaid order holds meanwhile (issue 31): the list says it beside the status.
      hold: r.hold ? { ...r.hold, until: r.hold.until?.toISOString() ?? null, untilText: r.hold.until ? when.format(r.hold.until) : null } : null,
    })),
    older: page.older,
    newer: page.newer,
  }
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const { filters, rows, older, newer, filtered } = loaderData
  return (
    <>
      <AdminPageHeader eyebrow={t('admin.sections.orders.title')} title={t('adminOrders.list.title')} intro={t('adminOrders.list.intro')} />
      <search>
        <Form method="get" aria-label={t('adminOrders.list.filters')} className="mb-8 grid gap-4 rounded-2xl border border-line bg-white p-5 sm:grid-cols-2 md:p-6 lg:grid-cols-4">
          {filters.refund ? <input type="hidden" name="refund" value="1" /> : null}
          {filters.paid ? (
            <>
              <input type="hidden" name="paid" value="1" />
              <p className="text-sm text-ink-soft sm:col-span-2 lg:col-span-4">{t('adminOrders.list.paidOnly')}</p>
            </>
          ) : null}
          <Field
            name="q"
            type="search"
            label={t('adminOrders.list.q')}
            placeholder={t('adminOrders.list.qPlaceholder')}
            defaultValue={filters.q ?? ''}
            maxLength={100}
            className="sm:col-span-2"
          />
          <SelectField name="status" label={t('adminOrders.list.status')} defaultValue={filters.status ?? ''}>
            <option value="">{t('adminOrders.list.anyStatus')}</option>
            {orderStatuses.map((s) => (
              <option key={s} value={s}>
                {t(`adminOrders.statuses.${s}`)}
              </option>
            ))}
          </SelectField>
          <SelectField name="payment" label={t('adminOrders.list.payment')} defaultValue={filters.payment ?? ''}>
            <option value="">{t('adminOrders.list.anyPayment')}</option>
            {adminPaymentMethods.map((m) => (
              <option key={m} value={m}>
                {t(`adminOrders.payments.${m}`)}
              </option>
            ))}
          </SelectField>
          <Field name="from" type="date" label={t(filters.paid ? 'adminOrders.list.paidFrom' : 'adminOrders.list.from')} defaultValue={filters.from ?? ''} />
          <Field name="to" type="date" label={t(filters.paid ? 'adminOrders.list.paidTo' : 'adminOrders.list.to')} defaultValue={filters.to ?? ''} />
          <div className="flex flex-wrap content-end items-center gap-3 sm:col-span-2 lg:justify-end">
            <Button size="sm">{t('adminOrders.list.apply')}</Button>
            {filtered ? (
              <Link to="/admin/orders" className={buttonClass('quiet', 'sm', 'text-sm')}>
                {t('adminOrders.list.clear')}
              </Link>
            ) : null}
          </div>
        </Form>
      </search>
      {rows.length ? (
        <>
          <p className="sr-only" role="status">
            {t('adminOrders.list.showing', { count: rows.length })}
          </p>
          {/* A table on a desktop; on a phone each row is a card (the same cells, stacked). */}
          <table className="w-full border-separate border-spacing-0 text-sm">
            <caption className="sr-only">{t('adminOrders.list.caption')}</caption>
            <thead className="hidden md:table-header-group">
              <tr className="text-left text-xs uppercase tracking-wider text-muted">
                <th scope="col" className="border-b border-line px-3 pb-3 font-normal">
                  {t('adminOrders.list.number')}
                </th>
                <th scope="col" className="border-b border-line px-3 pb-3 font-normal">
                  {t('adminOrders.list.date')}
                </th>
                <th scope="col" className="border-b border-line px-3 pb-3 font-normal">
                  {t('adminOrders.list.customer')}
                </th>
                <th scope="col" className="border-b border-line px-3 pb-3 font-normal">
                  {t('adminOrders.list.statusColumn')}
                </th>
                <th scope="col" className="border-b border-line px-3 pb-3 font-normal">
                  {t('adminOrders.list.paymentColumn')}
                </th>
                <th scope="col" className="border-b border-line px-3 pb-3 text-right font-normal">
                  {t('adminOrders.list.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.id}
                  className="mb-3 grid grid-cols-2 gap-x-3 gap-y-1 rounded-2xl border border-line bg-white p-4 md:mb-0 md:table-row md:rounded-none md:border-0 md:bg-transparent md:p-0 md:hover:bg-white"
                >
                  <th scope="row" className="col-span-2 text-left font-normal md:border-b md:border-line md:px-3 md:py-4">
                    <Link
                      to={`/admin/orders/${row.number}`}
                      className="whitespace-nowrap font-medium underline-offset-4 hover:underline"
                      aria-label={t('adminOrders.list.open', { number: row.number })}
                    >
                      {row.number}
                    </Link>
                  </th>
                  <td className="col-span-2 text-ink-soft md:border-b md:border-line md:px-3 md:py-4">
                    <time dateTime={row.placedAt}>{row.when}</time>
                  </td>
                  <td className="col-span-2 md:border-b md:border-line md:px-3 md:py-4">
                    <span className="block">{row.fullName}</span>
                    <span className="block text-xs text-muted [overflow-wrap:anywhere]">{row.email}</span>
                  </td>
                  <td className="mt-2 md:mt-0 md:border-b md:border-line md:px-3 md:py-4">
                    <OrderStatusBadge status={row.status} />
                    {row.needsRefund ? <span className="mt-1 block text-xs font-medium text-danger">{t('adminOrders.list.refundFlag')}</span> : null}
                    {row.hold ? (
                      <span className="mt-1 block text-xs text-ink-soft">
                        {t('adminOrders.list.holds', { count: row.hold.garments, metres: formatQuantity(row.hold.metres, locale, 2) })}
                        {row.hold.untilText ? ` ${t('adminOrders.list.holdUntil', { date: row.hold.untilText })}` : null}
                      </span>
                    ) : null}
                  </td>
                  <td className="mt-2 text-right text-ink-soft md:mt-0 md:border-b md:border-line md:px-3 md:py-4 md:text-left">
                    {t(`adminOrders.payments.${row.paymentMethod}`)}
                  </td>
                  <td className="col-span-2 text-right font-display text-lg md:border-b md:border-line md:px-3 md:py-4">
                    <Money cents={row.totalCents} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <PeopleEmpty
          icon={filtered ? 'search' : 'list'}
          title={filtered ? t('adminOrders.list.noMatchTitle') : t('adminOrders.list.emptyTitle')}
          text={filtered ? t('adminOrders.list.noMatchText') : t('adminOrders.list.emptyText')}
        />
      )}
      <KeysetPager label={t('adminOrders.list.pages')} filters={filters} older={older === null ? null : String(older)} newer={newer === null ? null : String(newer)} />
    </>
  )
}

export const handle = { i18n: ['admin', 'adminOrders'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'adminOrders.list.metaTitle', path: location.pathname, noindex: true })
}
