import { useTranslation } from '#app/i18n/react.tsx'
import type { Locale } from '#app/i18n/config.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { GarmentLine } from '#app/modules/basket/components/item-details.tsx'
import { Money } from '#app/modules/money/components/money.tsx'
import { formatMoney } from '#app/modules/money/money.ts'
import type { OrderGiftCard } from '#db/schema/index.ts'
import type { OrderView } from '../order-view.ts'

/**
 * The items, totals, address and history of an order: the confirmation page and the order's own page.
 * `extraEvents` are moments that are not status changes (a gift card sent), shown in the history by time.
 */
export function OrderDetails({ order, extraEvents = [] }: { order: OrderView; extraEvents?: { at: string; label: string }[] }) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const history = [...order.events.map((e) => ({ at: e.at, label: t(`checkout.status.${e.status}`) })), ...extraEvents].sort((a, b) => a.at.localeCompare(b.at))
  const when = (iso: string) =>
    dateTimeFormat(locale, { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' }).format(new Date(iso))
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="order-items" className="rounded-2xl border border-line bg-white p-5 md:p-6">
        <h2 id="order-items" className="font-display text-3xl">
          {t('checkout.summary.title')}
        </h2>
        <ul className="mt-2 divide-y divide-line">
          {order.items.map((item) =>
            item.kind === 'garment' ? (
              <GarmentLine key={item.id} item={item} thumb="w-20" />
            ) : item.giftCard ? (
              <GiftCardLine key={item.id} card={item.giftCard} totalCents={item.totalCents} />
            ) : null,
          )}
        </ul>
        <dl className="space-y-2 border-t border-line pt-4 text-sm">
          <div className="flex justify-between">
            <dt>{t('checkout.summary.subtotal')}</dt>
            <dd>
              <Money cents={order.totals.subtotalCents} />
            </dd>
          </div>
          <div className="flex justify-between">
            <dt>{t('checkout.summary.shipping')}</dt>
            <dd>
              {order.shippingMethod === 'email' ? (
                t('giftCards.byEmail')
              ) : order.totals.shippingCents === 0 ? (
                t('checkout.shipping.free')
              ) : (
                <Money cents={order.totals.shippingCents} />
              )}
            </dd>
          </div>
          {order.totals.urgentCents > 0 ? (
            <div className="flex justify-between">
              <dt>{t('checkout.summary.urgentDone')}</dt>
              <dd>
                <Money cents={order.totals.urgentCents} />
              </dd>
            </div>
          ) : null}
          {order.totals.giftCardCents > 0 ? (
            <div className="flex justify-between text-ok">
              <dt>{t('checkout.summary.giftCard')}</dt>
              <dd>−{formatMoney(order.totals.giftCardCents, locale)}</dd>
            </div>
          ) : null}
          <div className="flex items-baseline justify-between border-t border-line pt-3 text-base">
            <dt className="font-medium">{t('checkout.summary.total')}</dt>
            <dd>
              <Money cents={order.totals.totalCents} className="font-display text-3xl" />
            </dd>
          </div>
        </dl>
        <p className="text-right text-xs text-muted">
          {order.shippingMethod === 'email' ? t('giftCards.noVat') : t('checkout.summary.vat', { amount: formatMoney(order.totals.vatCents, locale) })}
        </p>
      </section>
      <div className="space-y-6">
        {order.address ? (
          <section aria-labelledby="order-address" className="rounded-2xl border border-line bg-white p-5">
            <h2 id="order-address" className="font-display text-2xl">
              {order.shippingMethod === 'pickup' ? t('checkout.review.pickupAt') : t('checkout.review.shipTo')}
            </h2>
            <address className="mt-2 not-italic text-ink-soft">
              <p>{order.contact.fullName}</p>
              <p>{order.address.street}</p>
              <p>
                {order.address.postalCode} {order.address.city}
              </p>
              <p>
                {order.address.province}, {order.address.country}
              </p>
              <p>{order.contact.phone}</p>
            </address>
            <p className="mt-3 text-sm">{t(`checkout.shipping.${order.shippingMethod}`)}</p>
            {order.isGift ? <p className="mt-1 text-sm">{t('checkout.review.gift')}</p> : null}
            {order.dedication ? (
              <p className="mt-1 text-sm text-ink-soft">
                {t('checkout.review.dedication')}: <q>{order.dedication}</q>
              </p>
            ) : null}
          </section>
        ) : null}
        <section aria-labelledby="order-history" className="rounded-2xl border border-line bg-white p-5">
          <h2 id="order-history" className="font-display text-2xl">
            {t('checkout.order.history')}
          </h2>
          {/* A timeline: each moment's date on one line, in one column of tabular figures, so the dates line up. */}
          <ol className="mt-4 space-y-3 border-l border-line pl-4 text-sm">
            {history.map((e) => (
              <li key={`${e.at}-${e.label}`} className="relative">
                <span aria-hidden="true" className="absolute -left-[1.3rem] top-1.5 size-2 rounded-full bg-ink" />
                <time dateTime={e.at} className="block whitespace-nowrap text-xs tabular-nums text-muted">
                  {when(e.at)}
                </time>
                <span className="block">{e.label}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  )
}

/** A gift card the order bought: for whom, the amount, and when and where it is sent. */
function GiftCardLine({ card, totalCents }: { card: OrderGiftCard; totalCents: number }) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const day = dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${card.sendOn}T12:00:00Z`))
  return (
    <li className="flex gap-4 py-4">
      <div aria-hidden="true" className="grid h-16 w-20 shrink-0 place-items-center rounded-lg bg-night font-display text-lg text-sand">
        Gemela
      </div>
      <div className="min-w-0 flex-1">
        <p className="font-medium">{t('giftCards.item', { name: card.recipientName })}</p>
        <p className="text-sm text-ink-soft">{t('giftCards.itemDetails', { email: card.recipientEmail, date: day })}</p>
        {card.message ? <p className="mt-1 text-sm italic text-ink-soft">«{card.message}»</p> : null}
      </div>
      <Money cents={totalCents} className="shrink-0" />
    </li>
  )
}
