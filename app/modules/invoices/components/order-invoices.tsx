import { Form } from 'react-router'
import type { Locale } from '#app/i18n/config.ts'
import { dateTimeFormat } from '#app/i18n/intl.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { Notice } from '#app/components/ui/field.tsx'
import { Money } from '#app/modules/money/components/money.tsx'
import type { InvoiceKind, InvoiceParty } from '#db/schema/invoices.ts'
import type { fullInvoiceFields } from '../schemas.ts'
import { FullInvoiceFields } from './full-invoice-fields.tsx'

export type OrderInvoiceView = { number: string; kind: InvoiceKind; issuedAt: string; replaced: boolean; totalCents: number; rectifies: string | null }

export type FullInvoiceResult = {
  intent: 'fullInvoice'
  outcome?: 'issued' | 'saved' | 'already' | 'rectified'
  errors?: Record<string, string>
  values?: Partial<Record<(typeof fullInvoiceFields)[number], string>>
}

const messages: Record<string, string> = {
  required: 'invoices.order.errors.required',
  tooLong: 'invoices.order.errors.tooLong',
  invalidFormat: 'legal.taxId.errors.invalidFormat',
  invalidControl: 'legal.taxId.errors.invalidControl',
  controlCharacters: 'common.form.controlCharacters',
}

/**
 * Her order's invoices (docs/product.md#invoices): each as a PDF to download, and "Quiero factura
 * con NIF" — the full invoice's details, kept for the payment's invoice when she has not paid yet,
 * or exchanged for the simplified invoice when she has. Works without JavaScript (a disclosure and
 * a plain form posting `intent=fullInvoice` to the order page).
 */
export function OrderInvoices({
  invoices,
  links,
  action,
  canAskFull,
  paid,
  request,
  defaults,
  result,
  busy,
}: {
  invoices: OrderInvoiceView[]
  /** Each invoice's PDF address (the guest link's key kept). */
  links: Record<string, string>
  action: string
  canAskFull: boolean
  paid: boolean
  request: InvoiceParty | null
  defaults: Record<(typeof fullInvoiceFields)[number], string>
  result: FullInvoiceResult | undefined
  busy: boolean
}) {
  const { t, i18n } = useTranslation()
  const day = (iso: string) => dateTimeFormat(i18n.language as Locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' }).format(new Date(iso))
  const errors = result?.errors ?? {}
  const message = (field: string) => (errors[field] ? t(messages[errors[field]] ?? 'invoices.order.errors.required') : undefined)
  const value = (field: (typeof fullInvoiceFields)[number]) => result?.values?.[field] ?? defaults[field]
  return (
    <section aria-labelledby="order-invoices" className="rounded-2xl border border-line bg-white p-6 md:p-8">
      <h2 id="order-invoices" className="font-display text-3xl">
        {t('invoices.order.title')}
      </h2>
      {result?.outcome ? (
        <Notice tone={result.outcome === 'issued' || result.outcome === 'saved' ? 'ok' : 'error'} title={t(`invoices.order.${result.outcome}`)} className="mt-4" />
      ) : null}
      {invoices.length ? (
        <ul className="mt-4 space-y-3">
          {invoices.map((invoice) => (
            <li key={invoice.number} className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <span className={invoice.replaced ? 'text-muted' : undefined}>
                <span className="font-medium tracking-wide">{invoice.number}</span>
                <span className="text-sm text-muted">
                  {' · '}
                  {t(`invoices.kinds.${invoice.kind}`)} · {day(invoice.issuedAt)}
                  {invoice.replaced ? ` · ${t('invoices.order.replaced')}` : null}
                </span>
                {invoice.rectifies ? (
                  <span className="block text-sm text-ink-soft">
                    {t('invoices.order.rectifies', { number: invoice.rectifies })} · <Money cents={invoice.totalCents} />
                  </span>
                ) : null}
              </span>
              {invoice.replaced ? null : (
                // Short on screen (the number and kind are beside it), whole for a screen reader: 'Descargar PDF de la factura F-…'.
                <a href={links[invoice.number]} download className={buttonClass('secondary', 'sm', 'shrink-0 self-start sm:self-auto')}>
                  {t('invoices.order.download')}
                  <span className="sr-only"> {t('invoices.order.downloadOf', { kind: t(`invoices.kinds.${invoice.kind}`).toLowerCase(), number: invoice.number })}</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-ink-soft">{t('invoices.order.pending')}</p>
      )}
      {request && !paid ? <p className="mt-3 text-sm text-ink-soft">{t('invoices.order.requested', { name: request.name, taxId: request.taxId ?? '' })}</p> : null}
      {canAskFull ? (
        <details className="group mt-5 border-t border-line pt-5" open={Object.keys(errors).length > 0 || undefined}>
          <summary className="cursor-pointer font-medium underline-offset-4 hover:underline">{t('invoices.order.askFull')}</summary>
          <p className="mt-2 text-sm text-ink-soft">{paid ? t('invoices.order.askFullIntro') : `${t('invoices.order.askFullIntro')} ${t('invoices.order.askFullPending')}`}</p>
          <Form method="post" action={action} noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
            <input type="hidden" name="intent" value="fullInvoice" />
            <FullInvoiceFields value={value} message={message} />
            <div className="sm:col-span-2">
              <Button look="primary" busy={busy} busyLabel={t('invoices.order.submitting')}>
                {t('invoices.order.submit')}
              </Button>
            </div>
          </Form>
        </details>
      ) : null}
    </section>
  )
}
