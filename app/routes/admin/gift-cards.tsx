import { Link, redirect } from 'react-router'
import type { Route } from './+types/gift-cards'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { AdminPageHeader } from '#app/modules/admin/components/admin-frame.tsx'
import { KeysetPager, PeopleEmpty, PeopleSearch } from '#app/modules/admin/components/people-ui.tsx'
import { GiftCardStatePill } from '#app/modules/admin/components/gift-card-state.tsx'
import { adminGiftCardStates, listGiftCardsForAdmin } from '#app/modules/giftcards/admin-gift-cards.server.ts'
import type { GiftCardState } from '#app/modules/giftcards/order-state.ts'
import { Money } from '#app/modules/money/components/money.tsx'
import { formatMoney } from '#app/modules/money/money.ts'
import type { Locale } from '#app/i18n/config.ts'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { cn } from '#app/utils/cn.ts'
import { pageMeta } from '#app/utils/meta.ts'

/**
 * /admin/gift-cards: every card sold, newest first, 25 a page (keyset), searched by code (whole or
 * its last four), e-mail (recipient's or buyer's) or order number, filtered by state; each with its
 * balance and a link to its page (docs/product.md#admin-gift-cards).
 */

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const url = new URL(request.url)
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
  const stateParam = url.searchParams.get('state')
  const state = adminGiftCardStates.find((s) => s === stateParam)
  const cursor = (name: string) => {
    const value = url.searchParams.get(name)
    return value && uuid.test(value) ? value : undefined
  }
  const before = cursor('before')
  const page = await listGiftCardsForAdmin({ q, state }, before ? { before } : { after: cursor('after') })
  if (!page.rows.length && (url.searchParams.has('before') || url.searchParams.has('after'))) {
    const keep = new URLSearchParams(Object.entries({ q, state: state ?? '' }).filter(([, v]) => v))
    throw redirect(keep.size ? `${url.pathname}?${keep}` : url.pathname)
  }
  const day = dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Madrid' })
  return {
    q,
    state: state ?? null,
    rows: page.rows.map((c) => ({
      id: c.id,
      last4: c.last4,
      state: c.state,
      initialCents: c.initialCents,
      balanceCents: c.balanceCents,
      recipientName: c.recipientName,
      recipientEmail: c.recipientEmail,
      order: c.order?.number ?? null,
      bought: day.format(c.createdAt),
      boughtAt: c.createdAt.toISOString(),
    })),
    older: page.older,
    newer: page.newer,
  }
}

export default function AdminGiftCards({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const { q, state, rows, older, newer } = loaderData
  const stateLink = (s: GiftCardState | null) => {
    const query = new URLSearchParams(Object.entries({ q, state: s ?? '' }).filter(([, v]) => v))
    return query.size ? `/admin/gift-cards?${query}` : '/admin/gift-cards'
  }
  return (
    <>
      <AdminPageHeader eyebrow={t('admin.sections.giftCards.title')} title={t('adminGiftCards.list.title')} intro={t('adminGiftCards.list.intro')} />
      <PeopleSearch
        q={q}
        label={t('adminGiftCards.list.searchLabel')}
        placeholder={t('adminGiftCards.list.searchPlaceholder')}
        clearTo={state ? `/admin/gift-cards?state=${state}` : '/admin/gift-cards'}
        hidden={state ? { state } : {}}
      />
      <nav aria-label={t('adminGiftCards.list.state')} className="-mt-2 mb-6">
        <ul className="flex flex-wrap gap-2">
          {[null, ...adminGiftCardStatesList].map((s) => (
            <li key={s ?? 'all'}>
              <Link
                to={stateLink(s)}
                aria-current={state === s ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm',
                  state === s ? 'border-ink bg-ink text-white' : 'border-line bg-white text-ink-soft hover:border-ink hover:text-ink',
                )}
              >
                {s ? t(`adminGiftCards.states.${s}`) : t('adminGiftCards.list.anyState')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {rows.length ? (
        <table className="w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">{t('adminGiftCards.list.caption')}</caption>
          <thead className="hidden md:table-header-group">
            <tr className="text-left text-xs uppercase tracking-wider text-muted">
              <th scope="col" className="border-b border-line px-3 pb-3 font-normal">
                {t('adminGiftCards.list.card')}
              </th>
              <th scope="col" className="border-b border-line px-3 pb-3 font-normal">
                {t('adminGiftCards.list.recipient')}
              </th>
              <th scope="col" className="border-b border-line px-3 pb-3 font-normal">
                {t('adminGiftCards.list.order')}
              </th>
              <th scope="col" className="border-b border-line px-3 pb-3 text-right font-normal">
                {t('adminGiftCards.list.balance')}
              </th>
              <th scope="col" className="border-b border-line px-3 pb-3 font-normal">
                {t('adminGiftCards.list.bought')}
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
                  <Link to={`/admin/gift-cards/${c.id}`} className="font-medium tabular-nums underline-offset-4 hover:underline">
                    {c.last4 ? `···· ${c.last4}` : t('adminGiftCards.list.noCode')}
                  </Link>
                  <span className="ml-2 align-middle">
                    <GiftCardStatePill state={c.state} />
                  </span>
                </th>
                <td className="col-span-2 md:border-b md:border-line md:px-3 md:py-4">
                  <span className="text-muted md:sr-only">{t('adminGiftCards.list.recipient')}: </span>
                  {c.recipientName}
                  <span className="block text-xs text-muted [overflow-wrap:anywhere]">{c.recipientEmail}</span>
                </td>
                <td className="md:border-b md:border-line md:px-3 md:py-4">
                  <span className="text-muted md:sr-only">{t('adminGiftCards.list.order')}: </span>
                  {c.order ? (
                    <Link to={`/admin/orders/${c.order}`} className="whitespace-nowrap underline underline-offset-4">
                      {c.order}
                    </Link>
                  ) : null}
                </td>
                <td className="text-right md:border-b md:border-line md:px-3 md:py-4">
                  <span className="text-muted md:sr-only">{t('adminGiftCards.list.balance')}: </span>
                  <Money cents={c.balanceCents} className="font-display text-lg" />
                  <span className="block text-xs text-muted">{t('adminGiftCards.list.of', { amount: formatMoney(c.initialCents, locale) })}</span>
                </td>
                <td className="col-span-2 text-ink-soft md:border-b md:border-line md:px-3 md:py-4">
                  <span className="text-muted md:sr-only">{t('adminGiftCards.list.bought')}: </span>
                  <time dateTime={c.boughtAt}>{c.bought}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <PeopleEmpty
          icon={q || state ? 'search' : 'list'}
          title={q || state ? t('adminGiftCards.list.noMatchTitle') : t('adminGiftCards.list.emptyTitle')}
          text={q || state ? t('adminGiftCards.list.noMatchText') : t('adminGiftCards.list.emptyText')}
        />
      )}
      <KeysetPager label={t('admin.pager.label')} filters={{ q: q || undefined, state: state ?? undefined }} older={older} newer={newer} />
    </>
  )
}

const adminGiftCardStatesList: readonly GiftCardState[] = ['scheduled', 'sent', 'spent', 'pending_payment', 'voided']

export const handle = { i18n: ['admin', 'adminPeople', 'adminGiftCards'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'adminGiftCards.list.metaTitle', path: location.pathname, noindex: true })
}
