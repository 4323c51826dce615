import { Form, Link, redirect } from 'react-router'
import type { Route } from './+types/invoices'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { Notice } from '#app/components/ui/field.tsx'
import { AdminPageHeader } from '#app/modules/admin/components/admin-frame.tsx'
import { KeysetPager, PeopleEmpty } from '#app/modules/admin/components/list-ui.tsx'
import { listInvoicesForAdmin, readDay } from '#app/modules/invoices/admin-invoices.server.ts'
import { Money } from '#app/modules/money/components/money.tsx'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

/**
 * /admin/invoices: every invoice issued, newest first, 25 a page (keyset), searched by invoice or
 * order number, tax id or name, within a period; the same selection as CSV for the accountant
 * (/admin/invoices/export) and each invoice's PDF (docs/product.md#invoices).
 */

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const url = new URL(request.url)
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
  let from = readDay(url.searchParams.get('from'))
  let to = readDay(url.searchParams.get('to'))
  const badDates = from !== undefined && to !== undefined && from > to
  if (badDates) from = to = undefined
  const cursor = (name: string) => {
    const value = url.searchParams.get(name)
    return value && uuid.test(value) ? value : undefined
  }
  const before = cursor('before')
  const filters = { q, from, to }
  const page = await listInvoicesForAdmin(filters, before ? { before } : { after: cursor('after') })
  const kept = new URLSearchParams(Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1])))
  if (!page.rows.length && (url.searchParams.has('before') || url.searchParams.has('after'))) throw redirect(kept.size ? `${url.pathname}?${kept}` : url.pathname)
  const day = dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Madrid' })
  return {
    q,
    from: from ?? '',
    to: to ?? '',
    badDates,
    exportHref: `/admin/invoices/export${kept.size ? `?${kept}` : ''}`,
    rows: page.rows.map((r) => ({
      number: r.number,
      kind: r.kind,
      orderNumber: r.orderNumber,
      customerName: r.customerName,
      customerTaxId: r.customerTaxId,
      baseCents: r.baseCents,
      vatCents: r.vatCents,
      totalCents: r.totalCents,
      issued: day.format(r.issuedAt),
      issuedAt: r.issuedAt.toISOString(),
    })),
    older: page.older,
    newer: page.newer,
  }
}

const cell = 'md:border-b md:border-line md:px-3 md:py-4'

export default function AdminInvoices({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { q, from, to, rows, older, newer } = loaderData
  const filtered = Boolean(q || from || to)
  return (
    <>
      <AdminPageHeader eyebrow={t('admin.sections.invoices.title')} title={t('invoices.admin.title')} intro={t('invoices.admin.intro')}>
        <a href={loaderData.exportHref} download className={buttonClass('secondary', 'sm')}>
          {t('invoices.admin.export')}
        </a>
      </AdminPageHeader>
      <search className="mb-6 block">
        <Form
          method="get"
          aria-label={t('invoices.admin.searchLabel')}
          className="grid gap-3 rounded-2xl border border-line bg-white p-4 sm:grid-cols-2 md:p-5 lg:grid-cols-[1fr_auto_auto_auto] lg:items-end"
        >
          <label className="min-w-0 sm:col-span-2 lg:col-span-1">
            <span className="block text-sm font-medium">{t('invoices.admin.searchLabel')}</span>
            <input
              type="search"
              name="q"
              defaultValue={q}
              placeholder={t('invoices.admin.searchPlaceholder')}
              maxLength={100}
              className="mt-1.5 w-full rounded-xl border border-line bg-white px-4 py-2.5 outline-none focus:border-ink"
            />
          </label>
          <label>
            <span className="block text-sm font-medium">{t('invoices.admin.from')}</span>
            <input type="date" name="from" defaultValue={from} className="mt-1.5 w-full rounded-xl border border-line bg-white px-4 py-2.5 outline-none focus:border-ink" />
          </label>
          <label>
            <span className="block text-sm font-medium">{t('invoices.admin.to')}</span>
            <input type="date" name="to" defaultValue={to} className="mt-1.5 w-full rounded-xl border border-line bg-white px-4 py-2.5 outline-none focus:border-ink" />
          </label>
          <div className="flex items-center gap-3 sm:col-span-2 lg:col-span-1">
            <Button size="sm">{t('invoices.admin.filter')}</Button>
            {filtered ? (
              <Link to="/admin/invoices" className={buttonClass('quiet', 'sm', 'text-sm')}>
                {t('invoices.admin.clear')}
              </Link>
            ) : null}
          </div>
        </Form>
      </search>
      {loaderData.badDates ? <Notice tone="error" title={t('invoices.admin.badDates')} className="mb-6" /> : null}
      {rows.length ? (
        <table className="w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">{t('invoices.admin.caption')}</caption>
          <thead className="hidden md:table-header-group">
            <tr className="text-left text-xs uppercase tracking-wider text-muted">
              {(['number', 'date', 'order', 'customer'] as const).map((k) => (
                <th key={k} scope="col" className="border-b border-line px-3 pb-3 font-normal">
                  {t(`invoices.admin.${k}`)}
                </th>
              ))}
              {(['base', 'vat', 'total'] as const).map((k) => (
                <th key={k} scope="col" className="border-b border-line px-3 pb-3 text-right font-normal">
                  {t(`invoices.admin.${k}`)}
                </th>
              ))}
              <th scope="col" className="border-b border-line px-3 pb-3 font-normal">
                <span className="sr-only">{t('invoices.admin.pdf')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr
                key={r.number}
                className="mb-3 grid grid-cols-2 gap-x-3 gap-y-1.5 rounded-2xl border border-line bg-white p-4 md:mb-0 md:table-row md:rounded-none md:border-0 md:bg-transparent md:p-0 md:hover:bg-white"
              >
                <th scope="row" className={`col-span-2 text-left font-normal ${cell}`}>
                  <span className="whitespace-nowrap font-medium tabular-nums tracking-wide">{r.number}</span>
                  <span className="block text-xs text-muted">{t(`invoices.kinds.${r.kind}`)}</span>
                </th>
                <td className={`text-ink-soft ${cell}`}>
                  <span className="text-muted md:sr-only">{t('invoices.admin.date')}: </span>
                  <time dateTime={r.issuedAt}>{r.issued}</time>
                </td>
                <td className={cell}>
                  <span className="text-muted md:sr-only">{t('invoices.admin.order')}: </span>
                  <Link to={`/admin/orders/${r.orderNumber}`} className="whitespace-nowrap underline underline-offset-4">
                    {r.orderNumber}
                  </Link>
                </td>
                <td className={`col-span-2 ${cell}`}>
                  <span className="text-muted md:sr-only">{t('invoices.admin.customer')}: </span>
                  {r.customerName}
                  {r.customerTaxId ? <span className="block text-xs text-muted">{r.customerTaxId}</span> : null}
                </td>
                <td className={`md:text-right ${cell}`}>
                  <span className="text-muted md:sr-only">{t('invoices.admin.base')}: </span>
                  <Money cents={r.baseCents} />
                </td>
                <td className={`md:text-right ${cell}`}>
                  <span className="text-muted md:sr-only">{t('invoices.admin.vat')}: </span>
                  <Money cents={r.vatCents} />
                </td>
                <td className={`md:text-right ${cell}`}>
                  <span className="text-muted md:sr-only">{t('invoices.admin.total')}: </span>
                  <Money cents={r.totalCents} className="font-display text-lg" />
                </td>
                <td className={`md:text-right ${cell}`}>
                  <a
                    href={`/admin/invoices/${r.number}`}
                    target="_blank"
                    rel="noopener"
                    className="underline underline-offset-4"
                    aria-label={t('invoices.admin.download', { number: r.number })}
                  >
                    {t('invoices.admin.pdf')}
                  </a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <PeopleEmpty icon={filtered ? 'search' : 'list'} title={filtered ? t('invoices.admin.empty') : t('invoices.admin.emptyAll')} text={t('invoices.admin.intro')} />
      )}
      <KeysetPager label={t('invoices.admin.pages')} filters={{ q: q || undefined, from: from || undefined, to: to || undefined }} older={older} newer={newer} />
    </>
  )
}

export const handle = { i18n: ['admin', 'invoices'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'invoices.meta.adminTitle', path: location.pathname, noindex: true })
}
