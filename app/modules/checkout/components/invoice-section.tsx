import { useTranslation } from '#app/i18n/react.tsx'
import { CheckboxField } from '#app/components/ui/field.tsx'
import { FullInvoiceFields } from '#app/modules/invoices/components/full-invoice-fields.tsx'
import type { fullInvoiceFields } from '#app/modules/invoices/schemas.ts'

type Name = (typeof fullInvoiceFields)[number]

const messageKeys: Record<string, string> = {
  required: 'checkoutPage.invoice.errors.required',
  tooLong: 'checkoutPage.invoice.errors.tooLong',
  invalidFormat: 'checkoutPage.invoice.errors.invalidFormat',
  invalidControl: 'checkoutPage.invoice.errors.invalidControl',
  controlCharacters: 'common.form.controlCharacters',
}

/**
 * "Quiero factura completa (con NIF)" inside the contact section (docs/product.md#invoices): ticked, it
 * opens the invoices module's own fields (CSS :has, so it works before JavaScript too), filled from her
 * name and address until she changes them. Those fields share the address's names, so they sit between
 * two `section` markers the server splits the form at (splitInvoiceFields in checkout-page.server.ts).
 */
export function InvoiceSection({ values, errors }: { values: Record<string, string>; errors: Record<string, string> }) {
  const { t } = useTranslation()
  // What she typed for the invoice once she asked for one; before, her name and address.
  const asked = values.wantsInvoice === 'on'
  const fallback: Record<Name, string> = {
    name: values.fullName ?? '',
    taxId: '',
    street: values.street ?? '',
    postalCode: values.postalCode ?? '',
    city: values.city ?? '',
    country: values.country || 'España',
  }
  const open = asked || Object.keys(errors).length > 0
  return (
    <div className="mt-4 border-t border-line pt-4">
      <CheckboxField id="wants-invoice" name="wantsInvoice" label={t('checkoutPage.invoice.wants')} defaultChecked={open} />
      <p className="-mt-1 ml-8 text-sm text-muted">{t('checkoutPage.invoice.hint')}</p>
      <fieldset className="mt-4 hidden rounded-xl bg-cream/60 p-4 group-has-[#wants-invoice:checked]:block md:p-5">
        <legend className="sr-only">{t('checkoutPage.invoice.legend')}</legend>
        <input type="hidden" name="section" value="invoice" />
        <div className="grid gap-4 sm:grid-cols-2">
          <FullInvoiceFields
            value={(name) => (asked ? (values[`invoice.${name}`] ?? fallback[name]) : fallback[name])}
            message={(name) => (errors[name] ? t(messageKeys[errors[name]] ?? messageKeys.required!) : undefined)}
          />
        </div>
        <input type="hidden" name="section" value="invoiceEnd" />
      </fieldset>
    </div>
  )
}
