import { useState } from 'react'
import { data, Form, Link, useLocation, useNavigation } from 'react-router'
import type { Route } from './+types/order'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { Notice, TextAreaField } from '#app/components/ui/field.tsx'
import { ToastRegion } from '#app/components/ui/toast.tsx'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import type { Locale } from '#app/i18n/config.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { AdminPageHeader } from '#app/modules/admin/components/admin-frame.tsx'
import { CancelOrderDialog, ConfirmTransferDialog } from '#app/modules/admin/components/cancel-order-dialog.tsx'
import { OrderAddressSection, OrderCustomerSection, OrderHistoryList, OrderItemsSection, OrderPaymentsSection } from '#app/modules/admin/components/order-details.tsx'
import { OrderPatternsSection } from '#app/modules/admin/components/order-patterns.tsx'
import { OrderStatusBadge } from '#app/modules/admin/components/order-status.tsx'
import { GiftCardStatePill } from '#app/modules/admin/components/gift-card-state.tsx'
import { AdminOrderInvoices } from '#app/modules/invoices/components/admin-order-invoices.tsx'
import { UnpaidHoldSection } from '#app/modules/admin/components/unpaid-hold.tsx'
import { runOrderAction } from '#app/modules/admin/order-actions.server.ts'
import { loadAdminOrder, loadAdminOrderPage } from '#app/modules/admin/order-page.server.ts'
import { OrderActionsPanel } from '#app/modules/admin/components/order-actions-panel.tsx'
import { ORDER_NOTE_MAX } from '#app/modules/admin/order-schemas.ts'
import { Money } from '#app/modules/money/components/money.tsx'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { keepValues } from '#app/utils/submission.ts'

const notFound = () => new Response('Not found', { status: 404 })

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const page = await loadAdminOrderPage(params.number, locale)
  if (!page) throw notFound()
  return page
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
  const { order, moves, refund, hold } = loaderData
  const navigation = useNavigation()
  const busyIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
  const location = useLocation()
  const [dismissed, setDismissed] = useState<ReadonlySet<string>>(new Set())
  const errors = actionData && !actionData.ok ? actionData.errors : {}
  const failedIntent = actionData && !actionData.ok ? actionData.intent : null
  const valueOf = (name: (typeof fieldNames)[number]) => (actionData && !actionData.ok ? actionData.values[name] : undefined)
  const errorText = (name: string) => (errors[name] ? t(`adminOrders.errors.${errors[name]}`) : undefined)
  const cancelOpen = new URLSearchParams(location.search).has('cancel') || failedIntent === 'cancel'
  const transferOpen = new URLSearchParams(location.search).has('transfer')
  const when = (iso: string) =>
    dateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' }).format(new Date(iso))
  const dueDay = (iso: string) => dateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/Madrid' }).format(new Date(iso))
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
            {loaderData.giftCards.map((card) => (
              <span key={card.id} className="flex flex-wrap items-center gap-2">
                <span aria-hidden="true">·</span>
                <GiftCardStatePill state={card.state} />
                <Link to={`/admin/gift-cards/${card.id}`} className="underline underline-offset-4">
                  {t('adminGiftCards.card.open')}
                </Link>
              </span>
            ))}
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
      {order.production.urgent ? (
        <Notice
          tone="error"
          title={t('adminOrders.order.urgentTitle')}
          text={
            order.production.dueAt
              ? t('adminOrders.order.urgentDue', { date: dueDay(order.production.dueAt), days: order.production.maxDays })
              : t('adminOrders.order.urgentAfterPayment', { days: order.production.maxDays })
          }
          className="mb-6"
        />
      ) : null}

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        {/* What she can do comes first (on a phone, above the garments); on a desktop it is the right-hand column. */}
        <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-start-1">
          <OrderActionsPanel page={loaderData} busyIntent={busyIntent} failedIntent={failedIntent} valueOf={valueOf} errorText={errorText} />

          <OrderCustomerSection order={order} />

          <OrderAddressSection order={order} />

          <OrderPaymentsSection order={order} when={when} />

          <AdminOrderInvoices invoices={loaderData.invoices} />
        </div>
        <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-1">
          {hold ? <UnpaidHoldSection hold={hold} when={when} /> : null}

          <OrderItemsSection order={order} />

          <OrderPatternsSection
            order={order}
            patterns={loaderData.patterns}
            when={when}
            busyItem={busyIntent === 'redraftPattern' ? String(navigation.formData?.get('item') ?? '') : null}
          />

          <section aria-labelledby="order-history" className="rounded-2xl border border-line bg-white p-5 md:p-6">
            <h2 id="order-history" className="font-display text-3xl">
              {t('adminOrders.order.history')}
            </h2>
            <OrderHistoryList events={order.events} when={when} />
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
        <CancelOrderDialog
          number={order.number}
          page={page}
          refund={refund}
          failed={failedIntent === 'cancel'}
          valueOf={valueOf}
          errorText={errorText}
          busy={busyIntent === 'cancel'}
        />
      ) : null}

      {transferOpen && moves.confirmTransfer ? (
        <ConfirmTransferDialog number={order.number} page={page} totalCents={order.totals.totalCents} busy={busyIntent === 'confirmTransfer'} />
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

export const handle = { i18n: ['admin', 'adminOrders', 'basket', 'sizing', 'checkout', 'adminGiftCards', 'atelier', 'invoices'] } satisfies I18nHandle

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  return pageMeta(matches, { title: loaderData?.order.number, titleKey: 'adminOrders.list.metaTitle', path: location.pathname, noindex: true })
}
