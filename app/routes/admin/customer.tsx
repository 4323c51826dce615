import { data, Link } from 'react-router'
import type { Route } from './+types/customer'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { formatQuantity } from '#app/i18n/numbers.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import type { Locale } from '#app/i18n/config.ts'
import { AdminPageHeader } from '#app/modules/admin/components/admin-frame.tsx'
import { OrderStatusBadge } from '#app/modules/admin/components/order-status.tsx'
import { PeopleEmpty, Pill } from '#app/modules/admin/components/people-ui.tsx'
import { getCustomerFile } from '#app/modules/admin/customers.server.ts'
import { Money } from '#app/modules/money/components/money.tsx'
import { MEASUREMENT_FIELDS } from '#app/modules/sizing/fields.ts'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { pageMeta } from '#app/utils/meta.ts'

/**
 * /admin/customers/:id: one customer's file — contact, her addresses, her measurement profiles
 * (names and dates; the 22 measurements open on demand), her orders (each a link to its page).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const file = /^[\w-]{1,64}$/.test(params.id) ? await getCustomerFile(params.id) : null
  if (!file) throw data(null, { status: 404 })
  const day = dateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Madrid' })
  const { account, figures } = file
  return {
    customer: {
      name: [account.firstName, account.lastName].filter(Boolean).join(' ') || account.name,
      email: account.email,
      emailVerified: account.emailVerified,
      locale: account.locale === 'en' ? ('en' as const) : ('es' as const),
      signedUp: day.format(account.createdAt),
      signedUpAt: account.createdAt.toISOString(),
      deleted: account.deletedAt ? day.format(account.deletedAt) : null,
    },
    figures: { orders: figures.orders, spentCents: figures.spentCents, lastOrder: figures.lastOrderAt ? day.format(figures.lastOrderAt) : null },
    addresses: file.addresses,
    profiles: file.profiles.map((p) => ({
      id: p.id,
      name: p.name,
      method: p.method,
      created: day.format(new Date(p.createdAt)),
      createdAt: p.createdAt,
      updated: day.format(new Date(p.updatedAt)),
      updatedAt: p.updatedAt,
      values: MEASUREMENT_FIELDS.map((f) => ({ field: f, cm: p.values[f] })),
      notes: p.notes,
    })),
    orders: file.orders.map((o) => ({
      id: o.id,
      number: o.number,
      status: o.status,
      totalCents: o.totalCents,
      placed: day.format(o.placedAt),
      placedAt: o.placedAt.toISOString(),
    })),
  }
}

export default function AdminCustomer({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const { customer, figures, addresses, profiles, orders } = loaderData
  return (
    <>
      <p className="mb-6">
        <Link to="/admin/customers" className="text-sm text-ink-soft underline-offset-4 hover:text-ink hover:underline">
          ← {t('adminPeople.customers.back')}
        </Link>
      </p>
      <AdminPageHeader
        eyebrow={t('admin.sections.customers.title')}
        title={customer.deleted ? t('adminPeople.customer.deletedTitle') : customer.name}
        intro={customer.deleted ? t('adminPeople.customer.deletedText', { date: customer.deleted }) : t('adminPeople.customer.since', { date: customer.signedUp })}
      />

      <div className="mb-10 grid gap-4 lg:grid-cols-3 lg:items-start">
        <section aria-labelledby="customer-contact" className="rounded-2xl border border-line bg-white p-6 lg:col-span-1">
          <h2 id="customer-contact" className="text-2xl">
            {t('adminPeople.customer.contact')}
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="text-muted">{t('adminPeople.customer.email')}</dt>
              <dd className="mt-0.5 [overflow-wrap:anywhere]">
                {customer.deleted ? (
                  <Pill tone="warn">{t('adminPeople.customer.deletedTitle')}</Pill>
                ) : (
                  <>
                    <a href={`mailto:${customer.email}`} className="underline underline-offset-4">
                      {customer.email}
                    </a>{' '}
                    {customer.emailVerified ? null : <Pill tone="warn">{t('adminPeople.customer.unverified')}</Pill>}
                  </>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-muted">{t('adminPeople.customer.language')}</dt>
              <dd className="mt-0.5">{t(`adminPeople.languages.${customer.locale}`)}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('adminPeople.customer.signedUp')}</dt>
              <dd className="mt-0.5">
                <time dateTime={customer.signedUpAt}>{customer.signedUp}</time>
              </dd>
            </div>
          </dl>
        </section>
        <section aria-labelledby="customer-figures" className="grid gap-4 sm:grid-cols-3 lg:col-span-2">
          <h2 id="customer-figures" className="sr-only">
            {t('adminPeople.customer.figures')}
          </h2>
          <div className="rounded-2xl border border-line bg-white p-6">
            <p className="text-sm text-ink-soft">{t('adminPeople.customers.orders')}</p>
            <p className="mt-2 font-display text-4xl leading-none">{figures.orders}</p>
          </div>
          <div className="rounded-2xl border border-line bg-white p-6">
            <p className="text-sm text-ink-soft">{t('adminPeople.customers.spent')}</p>
            <p className="mt-2 font-display text-4xl leading-none">
              <Money cents={figures.spentCents} />
            </p>
            <p className="mt-2 text-xs text-muted">{t('adminPeople.customer.spentNote')}</p>
          </div>
          <div className="rounded-2xl border border-line bg-white p-6">
            <p className="text-sm text-ink-soft">{t('adminPeople.customers.lastOrder')}</p>
            <p className="mt-2 font-display text-2xl leading-tight">{figures.lastOrder ?? t('adminPeople.customers.noOrders')}</p>
          </div>
        </section>
      </div>

      <section aria-labelledby="customer-orders" className="mb-10">
        <h2 id="customer-orders" className="text-2xl">
          {t('adminPeople.customer.orders')}
        </h2>
        {orders.length ? (
          <ul className="mt-4 divide-y divide-line rounded-2xl border border-line bg-white">
            {orders.map((o) => (
              <li key={o.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5 py-4">
                <span>
                  <Link to={`/admin/orders/${o.number}`} className="font-medium underline underline-offset-4">
                    {o.number}
                  </Link>
                  <span className="block text-xs text-muted">
                    <time dateTime={o.placedAt}>{o.placed}</time>
                  </span>
                </span>
                <span className="flex items-center gap-4">
                  <OrderStatusBadge status={o.status} />
                  <Money cents={o.totalCents} className="font-display text-lg" />
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <PeopleEmpty className="mt-4" title={t('adminPeople.customer.noOrdersTitle')} text={t('adminPeople.customer.noOrdersText')} />
        )}
      </section>

      <section aria-labelledby="customer-addresses" className="mb-10">
        <h2 id="customer-addresses" className="text-2xl">
          {t('adminPeople.customer.addresses')}
        </h2>
        {addresses.length ? (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {addresses.map((a) => (
              <li key={a.id} className="rounded-2xl border border-line bg-white p-5 text-sm">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {a.fullName} {a.isDefault ? <Pill tone="muted">{t('adminPeople.customer.defaultAddress')}</Pill> : null}
                </p>
                <address className="mt-2 not-italic text-ink-soft">
                  {a.street}
                  <br />
                  {a.postalCode} {a.city} ({a.province})
                  <br />
                  {a.country}
                  <br />
                  {a.phone}
                </address>
              </li>
            ))}
          </ul>
        ) : (
          <PeopleEmpty className="mt-4" title={t('adminPeople.customer.noAddressesTitle')} text={t('adminPeople.customer.noAddressesText')} />
        )}
      </section>

      <section aria-labelledby="customer-profiles">
        <h2 id="customer-profiles" className="text-2xl">
          {t('adminPeople.customer.profiles')}
        </h2>
        {profiles.length ? (
          <ul className="mt-4 space-y-3">
            {profiles.map((p) => (
              <li key={p.id} className="rounded-2xl border border-line bg-white">
                <details className="group">
                  <summary className="flex min-h-14 cursor-pointer list-none flex-wrap items-center justify-between gap-x-4 gap-y-1 px-5 py-4 [&::-webkit-details-marker]:hidden">
                    <span>
                      <span className="block font-medium">{p.name}</span>
                      <span className="block text-xs text-muted">
                        {t(`adminPeople.customer.methods.${p.method}`)} · {t('adminPeople.customer.created')} <time dateTime={p.createdAt}>{p.created}</time> ·{' '}
                        {t('adminPeople.customer.updated')} <time dateTime={p.updatedAt}>{p.updated}</time>
                      </span>
                    </span>
                    <span className="text-sm text-ink-soft underline underline-offset-4">
                      <span className="group-open:hidden">{t('adminPeople.customer.showMeasurements')}</span>
                      <span className="hidden group-open:inline">{t('adminPeople.customer.hideMeasurements')}</span>
                    </span>
                  </summary>
                  <div className="border-t border-line px-5 py-4">
                    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
                      {p.values.map((v) => (
                        <div key={v.field} className="flex justify-between gap-3 border-b border-line/60 py-1.5">
                          <dt className="text-ink-soft">{t(`sizing.fields.${v.field}`)}</dt>
                          <dd className="tabular-nums">{v.cm ? t('adminPeople.customer.cm', { value: formatQuantity(v.cm, locale, 1) }) : '—'}</dd>
                        </div>
                      ))}
                    </dl>
                    {p.notes ? <p className="mt-4 text-sm text-ink-soft [overflow-wrap:anywhere]">{p.notes}</p> : null}
                  </div>
                </details>
              </li>
            ))}
          </ul>
        ) : (
          <PeopleEmpty className="mt-4" title={t('adminPeople.customer.noProfilesTitle')} text={t('adminPeople.customer.noProfilesText')} />
        )}
      </section>
    </>
  )
}

export const handle = { i18n: ['admin', 'adminPeople', 'adminOrders', 'sizing'] } satisfies I18nHandle

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, { title: loaderData?.customer.name, titleKey: 'adminPeople.customers.metaTitle', path: location.pathname, noindex: true })
}
