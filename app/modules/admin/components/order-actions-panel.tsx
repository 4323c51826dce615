import { Form, Link } from 'react-router'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { Field } from '#app/components/ui/field.tsx'
import type { Locale } from '#app/i18n/config.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { formatMoney } from '#app/modules/money/money.ts'
import type { AdminOrderPage } from '../order-page.server.ts'
import { ActionForm } from './order-action-form.tsx'

/**
 * The order page's "Acciones": each move its status allows (confirm the transfer — through its
 * dialog —, start production, ship with carrier and tracking, deliver), a card refund to retry or one
 * done by hand, and the way to the cancellation dialog. On a phone it comes above the garments; on a desktop it is the right-hand column.
 */
export function OrderActionsPanel({
  page,
  busyIntent,
  failedIntent,
  valueOf,
  errorText,
}: {
  page: Pick<AdminOrderPage, 'order' | 'moves' | 'refund'>
  busyIntent: FormDataEntryValue | null | undefined
  failedIntent: string | null
  valueOf: (name: 'carrier' | 'trackingUrl') => string | undefined
  errorText: (name: string) => string | undefined
}) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const { order, moves, refund } = page
  const offered = Object.values(moves).some(Boolean)
  return (
    <section aria-labelledby="order-actions" className="rounded-2xl border border-ink/20 bg-white p-5">
      <h2 id="order-actions" className="font-display text-2xl">
        {t('adminOrders.actions.title')}
      </h2>
      {!offered && !refund.retry && !order.needsRefund ? <p className="mt-2 text-sm text-ink-soft">{t('adminOrders.actions.none')}</p> : null}
      <div className="mt-3 space-y-5">
        {moves.confirmTransfer ? (
          // It pays the order, issues an invoice and e-mails her: asked first (?transfer=1), as the cancellation is.
          <div className="space-y-2">
            <p className="text-sm text-ink-soft">{t('adminOrders.actions.confirmTransferText', { amount: formatMoney(order.totals.totalCents, locale), number: order.number })}</p>
            <Link to="?transfer=1" preventScrollReset className={buttonClass('primary', 'block')}>
              {t('adminOrders.actions.confirmTransfer')}
            </Link>
          </div>
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
            <p className="text-sm text-ink-soft">{t(refund.paidCents > 0 ? 'adminOrders.actions.cancelText' : 'adminOrders.actions.cancelUnpaidText')}</p>
            <Link to="?cancel=1" preventScrollReset className={buttonClass('secondary', 'block', 'mt-3 border-danger/50 text-danger hover:border-danger')}>
              {t('adminOrders.actions.cancel')}
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  )
}
