import { Form } from 'react-router'
import type { Locale } from '#app/i18n/config.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button } from '#app/components/ui/button.tsx'
import { Notice } from '#app/components/ui/field.tsx'
import { formatMoney } from '#app/modules/money/money.ts'

/** Her order page's money blocks (app/routes/orders/order.tsx): how to pay by transfer, paying now, switching to transfer, money given back. */

export function TransferDetails({ bank, reference, amountCents }: { bank: { iban: string; holder: string; bankName: string }; reference: string; amountCents: number }) {
  const { t, i18n } = useTranslation()
  return (
    <section aria-labelledby="transfer-details" className="rounded-2xl border border-sand bg-cream/60 p-6 md:p-8">
      <h2 id="transfer-details" className="font-display text-3xl">
        {t('checkout.complete.transferTitle')}
      </h2>
      <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
        <dt className="text-sm text-muted">{t('checkout.complete.iban')}</dt>
        <dd className="font-medium tracking-wide">{bank.iban}</dd>
        <dt className="text-sm text-muted">{t('checkout.complete.holder')}</dt>
        <dd>{bank.holder}</dd>
        <dt className="text-sm text-muted">{t('checkout.complete.bank')}</dt>
        <dd>{bank.bankName}</dd>
        <dt className="text-sm text-muted">{t('checkout.complete.reference')}</dt>
        <dd className="font-medium">{reference}</dd>
        <dt className="text-sm text-muted">{t('checkout.complete.amount')}</dt>
        <dd className="font-medium">{formatMoney(amountCents, i18n.language as Locale)}</dd>
      </dl>
    </section>
  )
}

const actionRow = 'flex flex-col gap-3 rounded-2xl border border-sand bg-cream/60 p-5 sm:flex-row sm:items-center sm:justify-between'

export function PayNow({ action, amountCents, busy }: { action: string; amountCents: number; busy: boolean }) {
  const { t, i18n } = useTranslation()
  return (
    <section aria-label={t('checkout.order.payNow')} className={actionRow}>
      <p className="text-ink-soft">{t('checkout.order.payHint')}</p>
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value="pay" />
        <Button busy={busy} busyLabel={t('checkout.testCard.paying')}>
          {t('checkout.order.payNow')} · {formatMoney(amountCents, i18n.language as Locale)}
        </Button>
      </Form>
    </section>
  )
}

export function SwitchToTransfer({ action, transferDays, busy }: { action: string; transferDays: number; busy: boolean }) {
  const { t } = useTranslation()
  return (
    <section aria-label={t('checkout.order.payByTransfer')} className={actionRow}>
      <p className="text-ink-soft">{t('checkout.order.payByTransferHint', { days: transferDays })}</p>
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value="transfer" />
        <Button look="secondary" busy={busy} busyLabel={t('checkout.order.switching')}>
          {t('checkout.order.payByTransfer')}
        </Button>
      </Form>
    </section>
  )
}

/** What she reads about money the shop gives back: arrived too late, paid twice, or her cancellation's. */
export function RefundNotices({ refunds }: { refunds: { reason: string; status: string; amountCents: number }[] }) {
  const { t, i18n } = useTranslation()
  return refunds.map((refund, i) => <Notice key={i} tone="info" title={t(refundNoticeKey(refund), { amount: formatMoney(refund.amountCents, i18n.language as Locale) })} />)
}

function refundNoticeKey(refund: { reason: string; status: string }) {
  if (refund.reason === 'not_payable') return 'checkout.order.refundNoticeLate'
  if (refund.reason === 'duplicate') return 'checkout.order.refundNoticeDuplicate'
  return refund.status === 'manual' ? 'checkout.order.refundNoticeManual' : 'checkout.order.refundNotice'
}
