import { useTranslation } from '#app/i18n/react.tsx'
import { Money } from '#app/modules/money/components/money.tsx'
import type { InvoiceKind } from '#db/schema/invoices.ts'

export type AdminOrderInvoice = { number: string; kind: InvoiceKind; replaced: boolean; totalCents: number; rectifies: string | null }

/**
 * The admin's order page: every invoice of the order (docs/product.md#invoices), each with its PDF,
 * its total (negative for a rectifying one) and the invoice a rectifying one corrects.
 */
export function AdminOrderInvoices({ invoices }: { invoices: AdminOrderInvoice[] }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="order-invoices" className="rounded-2xl border border-line bg-white p-5">
      <h2 id="order-invoices" className="font-display text-2xl">
        {t('invoices.admin.orderInvoices')}
      </h2>
      {invoices.length ? (
        <ul className="mt-3 divide-y divide-line text-sm">
          {invoices.map((invoice) => (
            <li key={invoice.number} className={`py-3 first:pt-0 last:pb-0 ${invoice.replaced ? 'text-muted' : ''}`}>
              <p className="flex items-baseline justify-between gap-3">
                <a
                  href={`/admin/invoices/${invoice.number}`}
                  className="whitespace-nowrap font-medium tracking-wide underline decoration-line underline-offset-4 hover:decoration-ink"
                  aria-label={t('invoices.admin.download', { number: invoice.number })}
                >
                  {invoice.number}
                </a>
                <Money cents={invoice.totalCents} className={invoice.totalCents < 0 ? 'text-danger' : undefined} />
              </p>
              <p className="text-xs text-ink-soft">
                {t(`invoices.kinds.${invoice.kind}`)}
                {invoice.replaced ? ` · ${t('invoices.order.replaced')}` : null}
              </p>
              {invoice.rectifies ? <p className="text-xs text-ink-soft">{t('invoices.order.rectifies', { number: invoice.rectifies })}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-ink-soft">{t('invoices.admin.orderNoInvoice')}</p>
      )}
    </section>
  )
}
