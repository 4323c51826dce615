import { Form, Link, useNavigate } from 'react-router'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { ConfirmDialog, Dialog } from '#app/components/ui/dialog.tsx'
import { Field, TextAreaField } from '#app/components/ui/field.tsx'
import type { Locale } from '#app/i18n/config.ts'
import { Trans, useTranslation } from '#app/i18n/react.tsx'
import { CANCEL_REASON_MAX } from '#app/modules/admin/order-schemas.ts'
import { formatMoney } from '#app/modules/money/money.ts'
import { WholeNumber } from '#app/modules/orders/components/whole-number.tsx'

/** The order page's '¿Cancelar el pedido?' dialog: the reason and, when money was taken, how much to give back. */
export function CancelOrderDialog({
  number,
  page,
  refund,
  failed,
  valueOf,
  errorText,
  busy,
}: {
  number: string
  page: string
  refund: { paidCents: number; method: string | null; percent: number }
  /** Whether the last post was a refused cancellation (its fields show their errors). */
  failed: boolean
  valueOf: (name: 'reason' | 'refund') => string | undefined
  errorText: (name: string) => string | undefined
  busy: boolean
}) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const navigate = useNavigate()
  const refundNote =
    refund.paidCents === 0
      ? t('adminOrders.actions.refundNone')
      : refund.method === 'card'
        ? t('adminOrders.actions.refundCard')
        : refund.method === 'test_card'
          ? t('adminOrders.actions.refundTestCard')
          : t('adminOrders.actions.refundTransfer')
  return (
    <Dialog
      id="cancel-order"
      title={<Trans i18nKey="adminOrders.actions.cancelTitle" values={{ number }} components={{ n: <WholeNumber /> }} />}
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
          error={failed ? errorText('reason') : undefined}
        />
        {refund.paidCents > 0 ? (
          <Field
            name="refund"
            inputMode="decimal"
            label={t('adminOrders.actions.refund')}
            hint={`${t('adminOrders.actions.refundHint', { amount: formatMoney(refund.paidCents, locale), percent: refund.percent })} ${refundNote}`}
            defaultValue={valueOf('refund') ?? ''}
            placeholder={formatMoney(refund.paidCents, locale)}
            error={failed ? errorText('refund') : undefined}
          />
        ) : (
          <p className="text-sm text-ink-soft">{refundNote}</p>
        )}
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Link to={page} preventScrollReset replace className={buttonClass('secondary', 'sm')}>
            {t('adminOrders.actions.keep')}
          </Link>
          <Button look="danger" size="sm" busy={busy} busyLabel={t('adminOrders.actions.busy')}>
            {t('adminOrders.actions.confirmCancel')}
          </Button>
        </div>
      </Form>
    </Dialog>
  )
}

/**
 * '¿Confirmar la transferencia de GM-…?': the amount to look for in the bank, and what follows (paid, its
 * invoice issued for good, her 'Pago recibido' e-mail). Opened by ?transfer=1, so it works before JavaScript.
 */
export function ConfirmTransferDialog({ number, page, totalCents, busy }: { number: string; page: string; totalCents: number; busy: boolean }) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  return (
    <ConfirmDialog
      id="confirm-transfer"
      look="primary"
      title={<Trans i18nKey="adminOrders.actions.confirmTransferTitle" values={{ number }} components={{ n: <WholeNumber /> }} />}
      text={
        <>
          <p>
            <Trans
              i18nKey="adminOrders.actions.confirmTransferAmount"
              values={{ amount: formatMoney(totalCents, locale), number }}
              components={{ n: <WholeNumber />, b: <strong className="whitespace-nowrap font-medium text-ink" /> }}
            />
          </p>
          <p>{t('adminOrders.actions.confirmTransferIntro')}</p>
        </>
      }
      page={page}
      fields={{ intent: 'confirmTransfer' }}
      cancelLabel={t('adminOrders.actions.confirmTransferKeep')}
      confirmLabel={t('adminOrders.actions.confirmTransferYes')}
      busyLabel={t('adminOrders.actions.busy')}
      busy={busy}
    />
  )
}
