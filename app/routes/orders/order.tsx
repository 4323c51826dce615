import { Link, useNavigation } from 'react-router'
import type { Route } from './+types/order'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import type { Locale } from '#app/i18n/config.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { ConfirmDialog } from '#app/components/ui/dialog.tsx'
import { Notice } from '#app/components/ui/field.tsx'
import { OrderDetails } from '#app/modules/orders/components/order-details.tsx'
import { pageMeta } from '#app/utils/meta.ts'
import { privatePageHeaders } from '#app/utils/private-page.ts'
import { PayNow, RefundNotices, SwitchToTransfer, TransferDetails } from '#app/modules/checkout/components/order-payment.tsx'
import { GiftOrderNext, useGiftDates } from '#app/modules/giftcards/components/gift-order-next.tsx'
import { OrderInvoices, type FullInvoiceResult } from '#app/modules/invoices/components/order-invoices.tsx'
import { actOnOrderPage, loadOrderPage } from './order-page.server.ts'

/**
 * One order: its status in her words right after placing it (`placed=1`: 'Pedido recibido — pendiente de
 * tu transferencia', 'Pedido confirmado — pago recibido'…), its page afterwards. Opened by
 * its owner's session or by the signed key of the confirmation's link; anything else is a 404, the
 * same whether the order exists or not (docs/security.md). Its loader and action: order-page.server.ts.
 */
export async function loader(args: Route.LoaderArgs) {
  return loadOrderPage(args)
}

export async function action(args: Route.ActionArgs) {
  return actOnOrderPage(args)
}

/** The confirmation's headline: paid, waiting for her transfer or her card, or a card payment that failed. */
function placedHeadline(order: { status: string; paymentMethod: string }, paymentFailed: boolean): 'paid' | 'transfer' | 'card' | 'failed' | 'expired' {
  if (order.status === 'expired') return 'expired'
  if (order.status !== 'pending_payment') return 'paid'
  if (order.paymentMethod === 'transfer') return 'transfer'
  return paymentFailed ? 'failed' : 'card'
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const locale = i18n.language as Locale
  const { order, placed, bank, gift } = loaderData
  const { day } = useGiftDates()
  const date = dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' }).format(new Date(order.placedAt))
  // One promise: business days until she pays, the dates they fall on once she has (as her e-mails and 'Mis pedidos':
  // addBusinessDays counts whole UTC days, so the dates are read in UTC everywhere).
  const onDay = (iso: string) => dateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(iso))
  const { minDays: min, maxDays: max, dates } = order.delivery
  const deliveryText = dates ? t('checkout.complete.deliveryDates', { from: onDay(dates.from), to: onDay(dates.to), min, max }) : t('checkout.complete.delivery', { min, max })
  const paid = order.status !== 'pending_payment' && order.status !== 'expired' && order.status !== 'cancelled'
  const lateText = gift
    ? t('giftCards.order.cancelLate', { email: loaderData.contactEmail })
    : t('checkout.order.cancelLate', { email: loaderData.contactEmail, percent: loaderData.lateCancelPercent })
  return (
    <>
      <div className="bg-night pb-10 pt-28 text-white md:pt-36">
        <div className="container-page max-w-4xl">
          <p className="eyebrow text-sand">
            {placed ? (
              <>
                {t('checkout.complete.number')} <span>{order.number}</span>
              </>
            ) : (
              t('checkout.order.placedOn', { date })
            )}
          </p>
          {/* Status first, in her words: never '¡Pedido completado!' over an order still waiting for (or refused) its payment. */}
          <h1 className="mt-2 text-4xl leading-tight md:text-6xl">
            {placed
              ? gift
                ? t('giftCards.order.placedTitle')
                : t(`checkout.complete.headline.${placedHeadline(order, loaderData.switchable)}`)
              : t('checkout.order.title', { number: order.number })}
          </h1>
          {placed && !gift ? null : (
            <p className="mt-4 inline-flex rounded-full border border-white/30 px-4 py-1.5 text-sm">
              <span className="sr-only">{t('checkout.order.status')}: </span>
              {gift ? t(`giftCards.order.states.${gift.state}`, { date: gift.card ? day(gift.card.sendOn) : '' }) : t(`checkout.status.${order.status}`)}
            </p>
          )}
          {/* Her order's page keeps the promise the confirmation made, until the garment is hers. */}
          {!placed && !gift && !['delivered', 'cancelled', 'expired'].includes(order.status) ? (
            <p data-testid="delivery-window" className="mt-3 text-white/85">
              {deliveryText}
            </p>
          ) : null}
        </div>
      </div>
      <div className="container-page max-w-6xl space-y-8 pb-24 pt-10">
        {placed && gift ? (
          <section aria-labelledby="next-steps" className="rounded-2xl border border-line bg-white p-6 md:p-8">
            <p role="status" className="text-ink-soft">
              {t('checkout.complete.email', { email: order.email })}
            </p>
            <GiftOrderNext state={gift.state} card={gift.card} paymentMethod={order.paymentMethod} transferDays={loaderData.transferDays} contactEmail={loaderData.contactEmail} />
          </section>
        ) : null}
        {placed && !gift ? (
          <section aria-labelledby="next-steps" className="rounded-2xl border border-line bg-white p-6 md:p-8">
            <p role="status" className="text-ink-soft">
              {t('checkout.complete.email', { email: order.email })}
            </p>
            <h2 id="next-steps" className="mt-5 font-display text-3xl">
              {t('checkout.complete.next')}
            </h2>
            <p className="mt-2 text-ink-soft">
              {paid
                ? t('checkout.complete.nextPaid')
                : order.paymentMethod === 'transfer'
                  ? t('checkout.complete.nextTransfer', { days: loaderData.transferDays })
                  : t('checkout.complete.nextCard')}
            </p>
            <p data-testid="delivery-window" className="mt-2 font-medium">
              {deliveryText}
            </p>
          </section>
        ) : null}
        {bank ? <TransferDetails bank={bank} reference={order.number} amountCents={order.totals.totalCents} /> : null}
        {order.shipment ? (
          <section aria-labelledby="shipment" className="flex flex-col gap-3 rounded-2xl border border-sand bg-cream/60 p-5 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <h2 id="shipment" className="font-display text-2xl">
                {t('checkout.order.shippedTitle')}
              </h2>
              <p className="mt-1 text-ink-soft">{t('checkout.order.shippedWith', { carrier: order.shipment.carrier })}</p>
            </div>
            {order.shipment.trackingUrl ? (
              <a href={order.shipment.trackingUrl} rel="noopener noreferrer" target="_blank" className={buttonClass('primary', 'sm')}>
                {t('checkout.order.track')}
              </a>
            ) : null}
          </section>
        ) : null}
        {loaderData.confirming ? <Notice tone="info" title={t('checkout.order.paymentConfirming')} /> : null}
        {loaderData.paymentNotice === 'cancelled' ? <Notice tone="info" title={t('checkout.order.paymentCancelled')} /> : null}
        {loaderData.paymentNotice === 'unavailable' ? <Notice tone="error" title={t('checkout.order.paymentUnavailable')} /> : null}
        {loaderData.payable && !loaderData.confirming ? <PayNow action={loaderData.self} amountCents={order.totals.totalCents} busy={busy} /> : null}
        {loaderData.switchable ? <SwitchToTransfer action={loaderData.self} transferDays={loaderData.transferDays} busy={busy} /> : null}
        {loaderData.switched ? <Notice tone="ok" title={t('checkout.order.switchedToTransfer')} /> : null}
        {loaderData.cancelled ? <Notice tone="ok" title={t('checkout.order.cancelled')} /> : null}
        <RefundNotices refunds={loaderData.refunds} />
        {actionData && 'error' in actionData && actionData.error === 'switchNotAllowed' ? <Notice tone="error" title={t('checkout.order.switchNotAllowed')} /> : null}
        {actionData && 'error' in actionData && actionData.error !== 'switchNotAllowed' ? <Notice tone="error" title={lateText} /> : null}
        <OrderInvoices
          {...loaderData.invoices}
          action={loaderData.self}
          result={
            actionData && 'intent' in actionData
              ? (actionData as FullInvoiceResult)
              : loaderData.invoiceNotice
                ? { intent: 'fullInvoice', outcome: loaderData.invoiceNotice }
                : undefined
          }
          busy={busy}
        />
        <OrderDetails order={order} extraEvents={gift?.sent.map((s) => ({ at: s.at, label: t('giftCards.order.sentEvent', { email: s.email }) }))} />
        <section aria-label={t('checkout.order.status')} className="flex flex-col gap-3 rounded-2xl border border-line bg-white p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-ink-soft">
            {loaderData.canCancel
              ? order.status === 'pending_payment'
                ? t('checkout.order.cancelUnpaid')
                : t('checkout.order.cancelWindow', { hours: loaderData.cancelHours })
              : order.status !== 'cancelled' && order.status !== 'expired'
                ? lateText
                : null}
          </p>
          <div className="flex flex-wrap gap-3">
            {/* An adjustment or a size change is asked about a garment she has: once it is delivered. */}
            {order.shippingMethod !== 'email' && order.status === 'delivered' ? (
              <Link to={`/returns-exchanges?order=${order.number}&email=${encodeURIComponent(order.email)}`} className={buttonClass('secondary', 'sm')}>
                {t('checkout.order.askAdjustment')}
              </Link>
            ) : null}
            {/* Cancelling is offered, never pressed on her: a quiet text action, the dialog asks again. */}
            {loaderData.canCancel ? (
              <Link
                to={`${loaderData.self}${loaderData.self.includes('?') ? '&' : '?'}cancel=1`}
                preventScrollReset
                className="inline-flex min-h-11 items-center px-1 text-sm text-ink-soft underline underline-offset-4 hover:text-danger"
              >
                {t('checkout.order.cancel')}
              </Link>
            ) : null}
          </div>
        </section>
        <div className="flex flex-wrap gap-3">
          <Link to="/collection" className={buttonClass('secondary')}>
            {t('checkout.complete.keepShopping')}
          </Link>
          {loaderData.signedIn ? (
            <Link to="/account/orders" className={buttonClass('primary')}>
              {t('checkout.complete.viewOrders')}
            </Link>
          ) : null}
        </div>
      </div>
      {loaderData.confirmCancel ? (
        <ConfirmDialog
          id="cancel-order"
          title={t('checkout.order.cancelTitle')}
          text={<p>{t('checkout.order.cancelText')}</p>}
          page={loaderData.self}
          fields={{ intent: 'cancel' }}
          cancelLabel={t('checkout.order.keep')}
          confirmLabel={t('checkout.order.cancelConfirm')}
          busyLabel={t('checkout.order.cancelling')}
          busy={busy}
        />
      ) : null}
    </>
  )
}

export const headers = privatePageHeaders

export const handle = { i18n: ['checkout', 'giftCards', 'invoices', 'legal'] } satisfies I18nHandle

export function meta({ matches, location, data: loaderData }: Route.MetaArgs) {
  return pageMeta(matches, { title: loaderData?.order.number, titleKey: 'checkout.meta.title', path: location.pathname, noindex: true })
}
