import { useTranslation } from '#app/i18n/react.tsx'
import { Field } from '#app/components/ui/field.tsx'
import type { fullInvoiceFields } from '../schemas.ts'

type Name = (typeof fullInvoiceFields)[number]

/**
 * "Quiero factura con NIF": who a full invoice is made out to — name or company, NIF/NIE/CIF, fiscal
 * address — as plain fields inside the caller's form (her order page's; the checkout can place the
 * same inside its own form and parse them with `fullInvoiceSchema`). `message` gives a field's
 * translated error, `value` what to show in it.
 */
export function FullInvoiceFields({ value, message }: { value: (name: Name) => string; message: (name: Name) => string | undefined }) {
  const { t } = useTranslation()
  const field = (name: Name, extra: { autoComplete?: string; className?: string } = {}) => (
    <Field idPrefix="invoice" name={name} label={t(`invoices.order.${name}`)} required defaultValue={value(name)} error={message(name)} {...extra} />
  )
  return (
    <>
      {field('name', { autoComplete: 'name', className: 'sm:col-span-2' })}
      {field('taxId', { autoComplete: 'off' })}
      {field('street', { autoComplete: 'street-address' })}
      {field('postalCode', { autoComplete: 'postal-code' })}
      {field('city', { autoComplete: 'address-level2' })}
      {field('country', { autoComplete: 'country-name' })}
    </>
  )
}
