import type { Locale } from '#app/i18n/config.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Money } from '#app/modules/money/components/money.tsx'
import { formatMoney } from '#app/modules/money/money.ts'
import type { AdminOrderView } from '#app/modules/orders/admin-order-view.ts'
import { OrderItemCard } from './order-item.tsx'

/**
 * What the order's page (/admin/orders/:number) shows as it is: the customer, where it goes, the
 * payments, the garments and the history.
 */

/** A date and time as the page writes them (the route's formatter, in the admin's language). */
type When = (iso: string) => string

export function OrderCustomerSection({ order }: { order: AdminOrderView }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="order-customer" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="order-customer" className="font-display text-2xl">
        {t('adminOrders.order.customer')}
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="sr-only">{t('adminOrders.order.customer')}</dt>
          <dd className="font-medium">{order.contact.fullName}</dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted">{t('adminOrders.order.email')}:</dt>
          <dd className="min-w-0 break-all">
            <a href={`mailto:${order.email}`} className="underline underline-offset-4">
              {order.email}
            </a>
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted">{t('adminOrders.order.phone')}:</dt>
          <dd>
            <a href={`tel:${order.contact.phone.replace(/[^\d+]/g, '')}`} className="underline underline-offset-4">
              {order.contact.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t('adminOrders.order.prefs')}:</dt>
          <dd>
            {(['whatsapp', 'email', 'sms'] as const)
              .filter((p) => order.contact.prefs[p])
              .map((p) => t(`adminOrders.order.prefNames.${p}`))
              .join(', ') || t('adminOrders.order.prefsNone')}
          </dd>
        </div>
        <div className="flex gap-1.5">
          <dt className="text-muted">{t('adminOrders.order.language')}:</dt>
          <dd>{t(`adminOrders.order.languages.${order.locale === 'en' ? 'en' : 'es'}`)}</dd>
        </div>
      </dl>
    </section>
  )
}

export function OrderAddressSection({ order }: { order: AdminOrderView }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="order-address" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="order-address" className="font-display text-2xl">
        {order.shippingMethod === 'pickup' ? t('adminOrders.order.pickup') : t('adminOrders.order.shipTo')}
      </h2>
      {order.address ? (
        <address className="mt-2 not-italic text-ink-soft">
          <p>{order.contact.fullName}</p>
          <p>{order.address.street}</p>
          <p>
            {order.address.postalCode} {order.address.city}
          </p>
          <p>
            {order.address.province}, {order.address.country}
          </p>
        </address>
      ) : null}
      <p className="mt-3 text-sm">{t(`adminOrders.shippingMethods.${order.shippingMethod}`)}</p>
      <p className="mt-1 text-xs text-muted">{t('adminOrders.order.delivery', { min: order.delivery.minDays, max: order.delivery.maxDays })}</p>
      {order.production.urgent ? <p className="mt-1 text-sm font-medium text-danger">{t('adminOrders.order.urgentShort')}</p> : null}
      {order.shipment ? (
        <p className="mt-3 text-sm">
          {t('adminOrders.order.carrierLine', { carrier: order.shipment.carrier })}
          {order.shipment.trackingUrl ? (
            <>
              {' · '}
              <a href={order.shipment.trackingUrl} rel="noreferrer noopener" target="_blank" className="underline underline-offset-4">
                {t('adminOrders.order.tracking')}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      <div className="mt-4 border-t border-line pt-3 text-sm">
        <p className="font-medium">{order.isGift ? t('adminOrders.order.gift') : t('adminOrders.order.notGift')}</p>
        {order.dedication ? (
          <figure className="mt-2 rounded-xl bg-cream/70 p-3">
            <figcaption className="text-xs text-muted">{t('adminOrders.order.dedication')}</figcaption>
            <blockquote className="mt-1 whitespace-pre-line italic">{order.dedication}</blockquote>
          </figure>
        ) : null}
      </div>
    </section>
  )
}

export function OrderPaymentsSection({ order, when }: { order: AdminOrderView; when: When }) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  return (
    <section aria-labelledby="order-payments" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="order-payments" className="font-display text-2xl">
        {t('adminOrders.order.payments')}
      </h2>
      {order.holdExpiresAt ? <p className="mt-2 text-xs text-muted">{t('adminOrders.order.holdUntil', { date: when(order.holdExpiresAt) })}</p> : null}
      {order.payments.length ? (
        <ul className="mt-3 space-y-3 text-sm">
          {order.payments.map((p) => (
            <li key={p.id}>
              <p className="flex justify-between gap-2">
                <span>
                  {t(`adminOrders.payments.${p.method as 'card'}`)} · {t(`adminOrders.order.paymentStatus.${p.status as 'pending'}`)}
                </span>
                <Money cents={p.amountCents} />
              </p>
              {p.refundStatus ? (
                <p className={p.refundStatus === 'failed' || p.refundStatus === 'manual' ? 'text-danger' : 'text-ink-soft'}>
                  {t(`adminOrders.order.refundStatus.${p.refundStatus as 'pending'}`, { amount: formatMoney(p.refundCents, locale) })}
                </p>
              ) : null}
              <p className="text-xs text-muted">
                <time dateTime={p.at}>{when(p.at)}</time>
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-ink-soft">{t('adminOrders.order.noPayments')}</p>
      )}
    </section>
  )
}

export function OrderItemsSection({ order }: { order: AdminOrderView }) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  return (
    <section aria-labelledby="order-items" className="rounded-2xl border border-line bg-white p-5 md:p-6">
      <h2 id="order-items" className="font-display text-3xl">
        {t('adminOrders.order.items')}
      </h2>
      <ol className="mt-2 divide-y divide-line">
        {order.items.map((item) => (
          <OrderItemCard key={item.id} item={item} />
        ))}
      </ol>
      <dl className="mt-2 space-y-2 border-t border-line pt-4 text-sm">
        <div className="flex justify-between">
          <dt>{t('adminOrders.order.subtotal')}</dt>
          <dd>
            <Money cents={order.totals.subtotalCents} />
          </dd>
        </div>
        <div className="flex justify-between">
          <dt>{t('adminOrders.order.shippingCost')}</dt>
          <dd>
            <Money cents={order.totals.shippingCents} />
          </dd>
        </div>
        {order.totals.urgentCents > 0 ? (
          <div className="flex justify-between">
            <dt>{t('adminOrders.order.urgentCost')}</dt>
            <dd>
              <Money cents={order.totals.urgentCents} />
            </dd>
          </div>
        ) : null}
        {order.totals.giftCardCents > 0 ? (
          <div className="flex justify-between">
            <dt>{t('adminOrders.order.giftCard')}</dt>
            <dd>−{formatMoney(order.totals.giftCardCents, locale)}</dd>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between border-t border-line pt-3 text-base">
          <dt className="font-medium">{t('adminOrders.order.total')}</dt>
          <dd>
            <Money cents={order.totals.totalCents} className="font-display text-2xl" />
          </dd>
        </div>
      </dl>
      <p className="text-right text-xs text-muted">{t('adminOrders.order.vat', { amount: formatMoney(order.totals.vatCents, locale) })}</p>
    </section>
  )
}

/** The order's history, oldest first: each move and note, when and by whom. */
export function OrderHistoryList({ events, when }: { events: AdminOrderView['events']; when: When }) {
  const { t } = useTranslation()
  return (
    <ol className="mt-4 space-y-4 border-l border-line pl-5 text-sm">
      {events.map((e) => (
        <li key={e.id} className="relative">
          <span aria-hidden="true" className="absolute -left-[1.6rem] top-1.5 size-2 rounded-full bg-ink/60" />
          <p className="font-medium">
            {e.from === null
              ? t('adminOrders.order.placedEvent')
              : e.isNote
                ? e.actor === 'admin' && !e.noteCode
                  ? t('adminOrders.order.internalNote')
                  : t('adminOrders.order.systemNote')
                : t(`adminOrders.statuses.${e.to as 'paid'}`)}
          </p>
          {e.note ? <p className="mt-0.5 whitespace-pre-line text-ink-soft">{e.noteCode ? t(`adminOrders.order.machineNotes.${e.noteCode}`) : e.note}</p> : null}
          <p className="mt-0.5 text-xs text-muted">
            <time dateTime={e.at}>{when(e.at)}</time> · {t(`adminOrders.order.actors.${e.actor}`)}
            {e.actorEmail ? ` (${e.actorEmail})` : ''}
          </p>
        </li>
      ))}
    </ol>
  )
}
