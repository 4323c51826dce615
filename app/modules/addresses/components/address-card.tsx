import type { ReactNode } from 'react'
import { useTranslation } from '#app/i18n/react.tsx'
import type { Address } from '../addresses.server.ts'

/** One saved address as a card; the page passes its actions (edit, default, delete). */
export function AddressCard({ address, children }: { address: Address; children: ReactNode }) {
  const { t } = useTranslation()
  const headingId = `address-${address.id}`
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-2xl border border-line bg-white p-5 md:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="font-display text-2xl leading-tight">
          {address.fullName}
        </h2>
        {address.isDefault ? (
          <span className="inline-flex items-center rounded-full bg-ok/10 px-2.5 py-0.5 text-xs font-medium text-ok">{t('accountArea.addresses.default')}</span>
        ) : null}
      </div>
      <address className="mt-3 flex-1 not-italic leading-relaxed text-ink-soft">
        {address.street}
        <br />
        {address.postalCode} {address.city}
        <br />
        {address.province}, {address.country}
        <br />
        <span className="text-sm">{t('accountArea.addresses.phone', { phone: address.phone })}</span>
      </address>
      <div className="mt-5 flex flex-wrap items-center gap-2">{children}</div>
    </article>
  )
}
