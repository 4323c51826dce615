import { type ReactNode, useState } from 'react'
import { data, Form, Link, useLocation, useNavigate, useNavigation } from 'react-router'
import type { Route } from './+types/order'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { Dialog } from '#app/components/ui/dialog.tsx'
import { Field, Notice, TextAreaField } from '#app/components/ui/field.tsx'
import { ToastRegion } from '#app/components/ui/toast.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import type { Locale } from '#app/i18n/config.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { AdminPageHeader } from '#app/modules/admin/components/admin-frame.tsx'
import { OrderItemCard } from '#app/modules/admin/components/order-item.tsx'
import { OrderStatusBadge } from '#app/modules/admin/components/order-status.tsx'
import { offersMove, runOrderAction } from '#app/modules/admin/order-actions.server.ts'
import { loadAdminOrder } from '#app/modules/admin/order-page.server.ts'
import { CANCEL_REASON_MAX, ORDER_NOTE_MAX } from '#app/modules/admin/order-schemas.ts'
import { Money } from '#app/modules/money/components/money.tsx'
import { formatMoney } from '#app/modules/money/money.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { keepValues } from '#app/utils/submission.ts'

const notFound = () => new Response('Not found', { status: 404 })

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const order = await loadAdminOrder(params.number, locale)
  if (!order) throw notFound()
  const settings = await getStoreSettings()
  // What a cancellation would give back: the payment that took the money (the gift card's part comes back as credit).
  const refundable = order.payments.find((p) => p.status === 'succeeded' && p.method !== 'gift_card' && p.refundStatus === null)
  const moves = {
    confirmTransfer: offersMove('confirmTransfer', order),
    startProduction: offersMove('startProduction', order),
    ship: offersMove('ship', order),
    deliver: offersMove('deliver', order),
    cancel: offersMove('cancel', order),
  }
  return {
    order,
    moves,
    refund: {
      paidCents: refundable?.amountCents ?? (order.paidAt ? order.totals.totalCents : 0),
      method: refundable?.method ?? (order.paidAt ? order.paymentMethod : null),
      percent: settings.terms.productionCancellationPercent,
      retry: order.payments.some((p) => p.method === 'card' && (p.refundStatus === 'failed' || p.refundStatus === 'pending')),
    },
  }
}

const fieldNames = ['carrier', 'trackingUrl', 'reason', 'refund', 'note'] as const

export async function action({ request, params, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const admin = await requireAdmin(context)
  const fields = Object.fromEntries(await readForm(request))
  const { locale } = getRequestContext(context)
  const order = await loadAdminOrder(params.number, locale)
  if (!order) throw notFound()
  const result = await runOrderAction(order.id, { id: admin.id, email: admin.email }, fields)
  const at = Date.now()
  const intent = typeof fields.intent === 'string' ? fields.intent : ''
  if (!result.ok) return data({ at, ok: false as const, intent, errors: result.errors, values: keepValues(fields, fieldNames), refund: null }, { status: result.status })
  return { at, ok: true as const, intent: result.intent as string, errors: {} as Record<string, string>, values: null, refund: result.refund ?? null }
}

export default function AdminOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const { order, moves, refund } = loaderData
  const navigation = useNavigation()
  const busyIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
  const location = useLocation()
  const navigate = useNavigate()
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set())
  const errors = actionData && !actionData.ok ? actionData.errors : {}
  const failedIntent = actionData && !actionData.ok ? actionData.intent : null
  const valueOf = (name: (typeof fieldNames)[number]) => (actionData && !actionData.ok ? actionData.values[name] : undefined)
  const errorText = (name: string) => (errors[name] ? t(`adminOrders.errors.${errors[name]}`) : undefined)
  const cancelOpen = new URLSearchParams(location.search).has('cancel') || failedIntent === 'cancel'
  const when = (iso: string) =>
    dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' }).format(new Date(iso))
  const toasts =
    actionData?.ok === true
      ? [
          {
            id: `done-${actionData.at}`,
            tone: actionData.refund === 'failed' ? ('error' as const) : ('info' as const),
            title: t(`adminOrders.actions.done.${actionData.intent as 'note'}`),
            description: actionData.refund && actionData.refund !== 'none' ? t(`adminOrders.actions.refundOutcome.${actionData.refund}`) : undefined,
          },
        ].filter((toast) => !dismissed.has(toast.id))
      : []
  const offered = Object.values(moves).some(Boolean)
  const refundNote =
    refund.paidCents === 0
      ? t('adminOrders.actions.refundNone')
      : refund.method === 'card'
        ? t('adminOrders.actions.refundCard')
        : refund.method === 'test_card'
          ? t('adminOrders.actions.refundTestCard')
          : t('adminOrders.actions.refundTransfer')
  const page = `/admin/orders/${order.number}`

  return (
    <>
      <Link to="/admin/orders" className="-ml-1 mb-4 inline-flex min-h-11 items-center gap-1 px-1 text-sm text-ink-soft underline-offset-4 hover:text-ink hover:underline">
        ← {t('adminOrders.order.back')}
      </Link>
      <AdminPageHeader
        eyebrow={t('adminOrders.order.placed', { date: when(order.placedAt) })}
        title={order.number}
        intro={
          <span className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={order.status} className="text-sm" />
            <span>{t(`adminOrders.payments.${order.paymentMethod}`)}</span>
            <span aria-hidden="true">·</span>
            <Money cents={order.totals.totalCents} />
          </span>
        }
      >
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('adminOrders.order.documents')}>
          <a href={`${page}/production-sheet.pdf`} className={buttonClass('secondary', 'sm')}>
            {t('adminOrders.order.sheet')}
          </a>
          <a href={`${page}/packing-slip.pdf`} className={buttonClass('secondary', 'sm')}>
            {t('adminOrders.order.slip')}
          </a>
        </div>
      </AdminPageHeader>

      {errors.form ? <Notice tone="error" title={t(`adminOrders.errors.${errors.form}`)} className="mb-6" /> : null}
      {order.needsRefund ? <Notice tone="error" title={t('adminOrders.order.refundNeeded')} className="mb-6" /> : null}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* What she can do comes first (on a phone, above the garments); on a desktop it is the right-hand column. */}
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-1">
          <section aria-labelledby="order-actions" className="rounded-2xl border border-ink/20 bg-white p-5">
            <h2 id="order-actions" className="font-display text-2xl">
              {t('adminOrders.actions.title')}
            </h2>
            {!offered && !refund.retry && !order.needsRefund ? <p className="mt-2 text-sm text-ink-soft">{t('adminOrders.actions.none')}</p> : null}
            <div className="mt-3 space-y-5">
              {moves.confirmTransfer ? (
                <ActionForm intent="confirmTransfer" label={t('adminOrders.actions.confirmTransfer')} busy={busyIntent === 'confirmTransfer'}>
                  {t('adminOrders.actions.confirmTransferText', { amount: formatMoney(order.totals.totalCents, locale), number: order.number })}
                </ActionForm>
              ) : null}
              {moves.startProduction ? (
                <ActionForm intent="startProduction" label={t('adminOrders.actions.startProduction')} busy={busyIntent === 'startProduction'}>
                  {t('adminOrders.actions.startProductionText')}
                </ActionForm>
              ) : null}
              {moves.ship ? (
                <Form method="post" preventScrollReset noValidate className="space-y-3">
                  <input type="hidden" name="intent" value="ship" />
                  <p className="text-sm text-ink-soft">{t('adminOrders.actions.shipText')}</p>
                  <Field
                    name="carrier"
                    label={t('adminOrders.actions.carrier')}
                    maxLength={60}
                    autoComplete="off"
                    defaultValue={failedIntent === 'ship' ? valueOf('carrier') : ''}
                    error={failedIntent === 'ship' ? errorText('carrier') : undefined}
                  />
                  <Field
                    name="trackingUrl"
                    type="url"
                    inputMode="url"
                    label={t('adminOrders.actions.trackingUrl')}
                    hint={t('adminOrders.actions.trackingHint')}
                    maxLength={500}
                    defaultValue={failedIntent === 'ship' ? valueOf('trackingUrl') : ''}
                    error={failedIntent === 'ship' ? errorText('trackingUrl') : undefined}
                  />
                  <Button size="block" busy={busyIntent === 'ship'} busyLabel={t('adminOrders.actions.busy')}>
                    {t('adminOrders.actions.ship')}
                  </Button>
                </Form>
              ) : null}
              {moves.deliver ? (
                <ActionForm intent="deliver" label={t('adminOrders.actions.deliver')} busy={busyIntent === 'deliver'}>
                  {t('adminOrders.actions.deliverText')}
                </ActionForm>
              ) : null}
              {refund.retry ? <ActionForm intent="retryRefund" label={t('adminOrders.actions.retryRefund')} busy={busyIntent === 'retryRefund'} /> : null}
              {order.needsRefund ? <ActionForm intent="refundDone" look="secondary" label={t('adminOrders.actions.refundDone')} busy={busyIntent === 'refundDone'} /> : null}
              {moves.cancel ? (
                <div className="border-t border-line pt-4">
                  <p className="text-sm text-ink-soft">{t('adminOrders.actions.cancelText')}</p>
                  <Link to="?cancel=1" preventScrollReset className={buttonClass('secondary', 'block', 'mt-3 border-danger/50 text-danger hover:border-danger')}>
                    {t('adminOrders.actions.cancel')}
                  </Link>
                </div>
              ) : null}
            </div>
          </section>

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
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
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

          <section aria-labelledby="order-history" className="rounded-2xl border border-line bg-white p-5 md:p-6">
            <h2 id="order-history" className="font-display text-3xl">
              {t('adminOrders.order.history')}
            </h2>
            <ol className="mt-4 space-y-4 border-l border-line pl-5 text-sm">
              {order.events.map((e) => (
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
            <Form method="post" className="mt-6 border-t border-line pt-5" preventScrollReset noValidate>
              <input type="hidden" name="intent" value="note" />
              <TextAreaField
                name="note"
                label={t('adminOrders.actions.note')}
                hint={t('adminOrders.actions.noteHint')}
                rows={3}
                maxLength={ORDER_NOTE_MAX}
                defaultValue={failedIntent === 'note' ? valueOf('note') : ''}
                key={actionData?.ok && actionData.intent === 'note' ? actionData.at : 'note'}
                error={failedIntent === 'note' ? errorText('note') : undefined}
              />
              <Button look="secondary" size="sm" className="mt-3" busy={busyIntent === 'note'} busyLabel={t('adminOrders.actions.busy')}>
                {t('adminOrders.actions.saveNote')}
              </Button>
            </Form>
          </section>
        </div>
      </div>

      {cancelOpen && moves.cancel ? (
        <Dialog
          id="cancel-order"
          title={t('adminOrders.actions.cancelTitle', { number: order.number })}
          description={<p>{t('adminOrders.actions.cancelIntro')}</p>}
          onCancel={() => void navigate(page, { preventScrollReset: true, replace: true })}
          width="w-[min(92vw,32rem)]"
        >
          <Form method="post" action={page} preventScrollReset noValidate className="mt-5 space-y-4">
            <input type="hidden" name="intent" value="cancel" />
            <TextAreaField
              name="reason"
              label={t('adminOrders.actions.reason')}
              rows={2}
              maxLength={CANCEL_REASON_MAX}
              defaultValue={valueOf('reason') ?? ''}
              error={failedIntent === 'cancel' ? errorText('reason') : undefined}
            />
            {refund.paidCents > 0 ? (
              <Field
                name="refund"
                inputMode="decimal"
                label={t('adminOrders.actions.refund')}
                hint={`${t('adminOrders.actions.refundHint', { amount: formatMoney(refund.paidCents, locale), percent: refund.percent })} ${refundNote}`}
                defaultValue={valueOf('refund') ?? ''}
                placeholder={formatMoney(refund.paidCents, locale)}
                error={failedIntent === 'cancel' ? errorText('refund') : undefined}
              />
            ) : (
              <p className="text-sm text-ink-soft">{refundNote}</p>
            )}
            <div className="flex flex-wrap justify-end gap-3 pt-2">
              <Link to={page} preventScrollReset replace className={buttonClass('secondary', 'sm')}>
                {t('adminOrders.actions.keep')}
              </Link>
              <Button look="danger" size="sm" busy={busyIntent === 'cancel'} busyLabel={t('adminOrders.actions.busy')}>
                {t('adminOrders.actions.confirmCancel')}
              </Button>
            </div>
          </Form>
        </Dialog>
      ) : null}

      <ToastRegion
        toasts={toasts}
        onDismiss={(id) => setDismissed((current) => new Set(current).add(id))}
        label={t('adminOrders.actions.toasts')}
        closeLabel={t('adminOrders.actions.dismiss')}
      />
    </>
  )
}

/** One button that moves the order, with a line saying what it does. */
function ActionForm({ intent, label, busy, look = 'primary', children }: { intent: string; label: string; busy: boolean; look?: 'primary' | 'secondary'; children?: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Form method="post" preventScrollReset className="space-y-2">
      <input type="hidden" name="intent" value={intent} />
      {children ? <p className="text-sm text-ink-soft">{children}</p> : null}
      <Button look={look} size="block" busy={busy} busyLabel={t('adminOrders.actions.busy')}>
        {label}
      </Button>
    </Form>
  )
}

export const handle = { i18n: ['admin', 'adminOrders', 'basket', 'sizing', 'checkout'] } satisfies I18nHandle

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, { title: loaderData?.order.number, titleKey: 'adminOrders.list.metaTitle', path: location.pathname, noindex: true })
}
