import { Link, redirect } from 'react-router'
import type { Route } from './+types/newsletter'
import { buttonClass } from '#app/components/ui/button.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { AdminPageHeader } from '#app/modules/admin/components/admin-frame.tsx'
import { KeysetPager, PeopleEmpty, PeopleSearch } from '#app/modules/admin/components/people-ui.tsx'
import { countSubscriptions, listSubscribers } from '#app/modules/newsletter/admin-subscribers.server.ts'
import { type SubscriptionStatus, subscriptionStatuses } from '#app/modules/newsletter/subscription-statuses.ts'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { cn } from '#app/utils/cn.ts'

/**
 * /admin/newsletter: how many subscriptions are pending, active and left; the list of one status
 * (active by default), searched by e-mail and paged by keyset; the CSV export of the active ones.
 */

const readId = (v: string | null) => (v && /^\d{1,9}$/.test(v) ? Number(v) : undefined)

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const url = new URL(request.url)
  const params = url.searchParams
  const requested = params.get('status')
  const status: SubscriptionStatus = (subscriptionStatuses as readonly string[]).includes(requested ?? '') ? (requested as SubscriptionStatus) : 'active'
  const q = (params.get('q') ?? '').trim().slice(0, 100)
  const before = readId(params.get('before'))
  const after = before === undefined ? readId(params.get('after')) : undefined
  const [counts, page] = await Promise.all([countSubscriptions(), listSubscribers({ status, q }, { before, after })])
  if (!page.rows.length && (before !== undefined || after !== undefined)) {
    params.delete('before')
    params.delete('after')
    throw redirect(`${url.pathname}${params.size ? `?${params}` : ''}`)
  }
  const day = dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Madrid' })
  return {
    status,
    q,
    counts,
    rows: page.rows.map((r) => {
      const at = (status === 'active' ? r.confirmedAt : status === 'unsubscribed' ? r.unsubscribedAt : r.createdAt) ?? r.createdAt
      return { id: r.id, email: r.email, locale: r.locale, at: at.toISOString(), day: day.format(at) }
    }),
    older: page.older === null ? null : String(page.older),
    newer: page.newer === null ? null : String(page.newer),
  }
}

export default function AdminNewsletter({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { status, q, counts, rows, older, newer } = loaderData
  const filters = { status: status === 'active' ? undefined : status, q: q || undefined }
  return (
    <>
      <AdminPageHeader eyebrow={t('admin.sections.newsletter.title')} title={t('adminPeople.newsletter.title')} intro={t('adminPeople.newsletter.intro')}>
        {counts.active ? (
          <a href="/admin/newsletter/export" download className={buttonClass('primary', 'md', 'self-start md:self-end')}>
            {t('adminPeople.newsletter.export')}
          </a>
        ) : null}
      </AdminPageHeader>
      <nav aria-label={t('adminPeople.newsletter.statusesLabel')} className="mb-8">
        <ul className="grid grid-cols-3 gap-2 sm:gap-3">
          {subscriptionStatuses.map((s) => (
            <li key={s}>
              <Link
                to={s === 'active' ? '/admin/newsletter' : `/admin/newsletter?status=${s}`}
                aria-current={s === status ? 'page' : undefined}
                className={cn(
                  'block h-full rounded-2xl border bg-white p-3 transition-colors hover:border-ink sm:p-5',
                  s === status ? 'border-ink ring-1 ring-ink' : 'border-line',
                )}
              >
                <span className="block text-xs text-ink-soft sm:text-sm">{t(`adminPeople.newsletter.statuses.${s}`)}</span>
                <span className="mt-1 block font-display text-3xl leading-none sm:text-4xl">{counts[s]}</span>
                <span className="mt-2 hidden text-xs text-muted sm:block">{t(`adminPeople.newsletter.statusText.${s}`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PeopleSearch
        q={q}
        label={t('adminPeople.newsletter.searchLabel')}
        placeholder={t('adminPeople.newsletter.searchPlaceholder')}
        clearTo={status === 'active' ? '/admin/newsletter' : `/admin/newsletter?status=${status}`}
        hidden={status === 'active' ? {} : { status }}
      />
      {rows.length ? (
        <>
          <h2 className="sr-only">{t(`adminPeople.newsletter.statuses.${status}`)}</h2>
          <table className="w-full border-separate border-spacing-0 text-sm">
            <caption className="sr-only">{t('adminPeople.newsletter.caption', { status: t(`adminPeople.newsletter.statuses.${status}`) })}</caption>
            <thead>
              <tr className="text-left text-xs uppercase tracking-wider text-muted">
                <th scope="col" className="border-b border-line px-3 pb-3 font-normal">
                  {t('adminPeople.newsletter.email')}
                </th>
                <th scope="col" className="hidden border-b border-line px-3 pb-3 font-normal sm:table-cell">
                  {t('adminPeople.newsletter.language')}
                </th>
                <th scope="col" className="border-b border-line px-3 pb-3 text-right font-normal">
                  {t(`adminPeople.newsletter.since.${status}`)}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="hover:bg-white">
                  <th scope="row" className="border-b border-line px-3 py-3.5 text-left font-normal [overflow-wrap:anywhere]">
                    {r.email}
                  </th>
                  <td className="hidden border-b border-line px-3 py-3.5 text-ink-soft sm:table-cell">{t(`adminPeople.languages.${r.locale === 'en' ? 'en' : 'es'}`)}</td>
                  <td className="whitespace-nowrap border-b border-line px-3 py-3.5 text-right text-ink-soft">
                    <time dateTime={r.at}>{r.day}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : (
        <PeopleEmpty
          icon={q ? 'search' : 'list'}
          title={q ? t('adminPeople.newsletter.noMatchTitle', { q }) : t(`adminPeople.newsletter.emptyTitle.${status}`)}
          text={q ? t('adminPeople.newsletter.noMatchText') : t(`adminPeople.newsletter.emptyText.${status}`)}
        />
      )}
      <KeysetPager label={t('admin.pager.label')} filters={filters} older={older} newer={newer} />
    </>
  )
}

export const handle = { i18n: ['admin', 'adminPeople'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'adminPeople.newsletter.metaTitle', path: location.pathname, noindex: true })
}
