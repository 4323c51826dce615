import { data, Link, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/order'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import type { Locale } from '#app/i18n/config.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { ConfirmDialog } from '#app/components/ui/dialog.tsx'
import { Notice } from '#app/components/ui/field.tsx'
import { cancelOrderByCustomer } from '#app/modules/checkout/cancel-order.server.ts'
import { confirmReturnFromStripe, startCardPayment } from '#app/modules/checkout/card-payment.server.ts'
import { canSwitchToTransfer, switchToTransfer } from '#app/modules/checkout/switch-to-transfer.server.ts'
import { paymentMethodsOffered } from '#app/utils/env.server.ts'
import { canCustomerCancel } from '#app/modules/orders/status.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { OrderDetails } from '#app/modules/orders/components/order-details.tsx'
import { orderAccessKey } from '#app/modules/orders/order-access.server.ts'
import { toOrderView } from '#app/modules/orders/order-view.ts'
import { getOrder } from '#app/modules/orders/orders.server.ts'
import { listOrderRefunds } from '#app/modules/payments/payments.server.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { privateNoStore, privatePageHeaders } from '#app/utils/private-page.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { PayNow, RefundNotices, SwitchToTransfer, TransferDetails } from '#app/modules/checkout/components/order-payment.tsx'
import { GiftOrderNext, useGiftDates } from '#app/modules/giftcards/components/gift-order-next.tsx'
import { listOrderGiftCards } from '#app/modules/giftcards/order-cards.server.ts'
import { computeGiftOrderState, giftOrderCancellable } from '#app/modules/giftcards/order-state.ts'
import { OrderInvoices, type FullInvoiceResult } from '#app/modules/invoices/components/order-invoices.tsx'
import { loadOrderInvoices, postFullInvoice } from './full-invoice.server.ts'
import { requireOrderAccess } from './order-access.server.ts'

/**
 * One order: its status in her words right after placing it (`placed=1`: 'Pedido recibido — pendiente de
 * tu transferencia', 'Pedido confirmado — pago recibido'…), its page afterwards. Opened by
 * its owner's session or by the signed key of the confirmation's link; anything else is a 404, the
 * same whether the order exists or not (docs/security.md).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const access = await requireOrderAccess(request, params, context)
  const { user, self } = access
  let order = access.order
  // Back from Stripe's page: if its event has not reached us yet, ask Stripe (card-payment.server.ts).
  const sessionId = url.searchParams.get('session_id')
  let confirming = false
  // Also on a cancelled order: money Stripe took for it meanwhile is recorded and given back.
  if (sessionId && (order.status === 'pending_payment' || order.status === 'cancelled')) {
    const outcome = await confirmReturnFromStripe(order.id, sessionId)
    if (outcome === 'paid' || outcome === 'paidNeedsRefund') order = (await getOrder(order.id)) ?? order
    confirming = outcome === 'waiting' && order.status === 'pending_payment'
  }
  const [settings, refunds, switchable, invoices] = await Promise.all([
    getStoreSettings(),
    listOrderRefunds(order.id),
    canSwitchToTransfer(order),
    loadOrderInvoices(order, access.key !== null),
  ])
  const payment = url.searchParams.get('payment')
  const hours = settings.terms.freeCancellationHours
  // A gift-card order is not a garment's: its card's state is what she sees, and once it went out she cannot cancel.
  const cards = order.shippingMethod === 'email' ? await listOrderGiftCards(order.id) : null
  const canCancel = canCustomerCancel(order, new Date(), hours) && (cards === null || giftOrderCancellable(cards))
  const card = cards?.[0]
  const gift = cards
    ? {
        state: computeGiftOrderState(order.status, cards),
        card: card ? { recipientEmail: card.recipientEmail, sendOn: card.sendOn, sentAt: card.sentAt?.toISOString() ?? null } : null,
        sent: cards.flatMap((c) => (c.sentAt ? [{ at: c.sentAt.toISOString(), email: c.recipientEmail }] : [])),
      }
    : null
  return data(
    {
      order: toOrderView(order, getRequestContext(context).locale),
      gift,
      self,
      // Stripe's return link says placed=1; a cancelled order is not greeted as just completed.
      placed: url.searchParams.get('placed') === '1' && order.status !== 'cancelled',
      cancelled: url.searchParams.get('cancelled') === '1',
      confirmCancel: canCancel && url.searchParams.get('cancel') === '1',
      canCancel,
      cancelHours: hours,
      contactEmail: settings.contact.email,
      lateCancelPercent: settings.terms.productionCancellationPercent,
      signedIn: user !== null,
      bank: order.paymentMethod === 'transfer' && order.status === 'pending_payment' ? settings.bank : null,
      transferDays: settings.holds.transferDays,
      payable: isPayableOnline(order),
      confirming,
      paymentNotice: payment === 'cancelled' || payment === 'unavailable' ? payment : null,
      switchable,
      switched: url.searchParams.get('switched') === '1' && order.paymentMethod === 'transfer',
      refunds,
      invoices,
      invoiceNotice: url.searchParams.get('invoice') === 'issued' || url.searchParams.get('invoice') === 'saved' ? (url.searchParams.get('invoice') as 'issued' | 'saved') : null,
    },
    { headers: privateNoStore },
  )
}

/** The confirmation's headline: paid, waiting for her transfer or her card, or a card payment that failed. */
function placedHeadline(order: { status: string; paymentMethod: string }, paymentFailed: boolean): 'paid' | 'transfer' | 'card' | 'failed' | 'expired' {
  if (order.status === 'expired') return 'expired'
  if (order.status !== 'pending_payment') return 'paid'
  if (order.paymentMethod === 'transfer') return 'transfer'
  return paymentFailed ? 'failed' : 'card'
}

/** An unpaid order she can pay from its page: by card (Stripe, when configured) or the test card. */
function isPayableOnline(order: { status: string; paymentMethod: string; totalCents: number }): boolean {
  if (order.status !== 'pending_payment' || order.totalCents <= 0) return false
  return paymentMethodsOffered().some((m) => m === order.paymentMethod && (m === 'card' || m === 'test_card'))
}

export async function action({ request, params, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const form = await readForm(request)
  const { order, user, self } = await requireOrderAccess(request, params, context)
  const intent = form.get('intent')
  if (intent === 'pay') {
    if (!isPayableOnline(order)) return data({ error: 'notPayable' as const }, { status: 409 })
    if (order.paymentMethod === 'test_card') return redirect(`/checkout/test-payment/${order.number}?k=${orderAccessKey(order.number)}`)
    const started = await startCardPayment(order)
    if (started.kind === 'redirect') return redirect(started.url)
    if (started.kind === 'unavailable') return redirect(`${self}${self.includes('?') ? '&' : '?'}payment=unavailable`)
    return data({ error: 'notPayable' as const }, { status: 409 })
  }
  if (intent === 'transfer') {
    // A failed card payment: she pays by transfer instead (switch-to-transfer.server.ts checks again under the lock).
    if ((await switchToTransfer(order.id)) === 'notAllowed') return data({ error: 'switchNotAllowed' as const }, { status: 409 })
    return redirect(`${self}${self.includes('?') ? '&' : '?'}switched=1`)
  }
  if (intent === 'fullInvoice') return postFullInvoice(form, order, self)
  if (intent !== 'cancel') return data({ error: 'invalid' as const }, { status: 400 })
  const settings = await getStoreSettings()
  const result = await cancelOrderByCustomer(order.id, user?.id ?? null, settings.terms.freeCancellationHours)
  if (result === 'notAllowed') return data({ error: 'notAllowed' as const }, { status: 409 })
  return redirect(`${self}${self.includes('?') ? '&' : '?'}cancelled=1`)
}

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const locale = i18n.language as Locale
  const { order, placed, bank, gift } = loaderData
  const { day } = useGiftDates()
  const date = dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' }).format(new Date(order.placedAt))
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
              {t('checkout.complete.delivery', { min: order.delivery.minDays, max: order.delivery.maxDays })}
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
              {t('checkout.complete.delivery', { min: order.delivery.minDays, max: order.delivery.maxDays })}
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
