import { useEffect, useRef } from 'react'
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

/** The invoice's fields filled from her contact fields (the NIF has none). */
const fromContact: [contact: string, invoice: Name][] = [
  ['fullName', 'name'],
  ['street', 'street'],
  ['postalCode', 'postalCode'],
  ['city', 'city'],
  ['country', 'country'],
]

/**
 * Once the page is interactive, the invoice's fields follow her name and address as she types them,
 * until she changes one of them herself: the server's render could only fill them from what it had
 * kept, and she may have typed (or ticked the box) before the page was interactive. A field follows
 * while it is empty or still shows what was last copied into it (at first, the server's own copy:
 * `rendered`), so what she typed for the invoice herself stays.
 */
function useFollowContact(fieldset: React.RefObject<HTMLFieldSetElement | null>, rendered: Record<Name, string>) {
  const first = useRef(rendered)
  useEffect(() => {
    const box = fieldset.current
    const form = box?.form
    if (!box || !form) return
    const copied = new Map<Name, string>()
    const contactField = (name: string) =>
      [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]`)].find((input) => !['hidden', 'radio', 'checkbox'].includes(input.type) && !box.contains(input))
    const follow = () => {
      for (const [contact, invoice] of fromContact) {
        const source = contactField(contact)
        const target = box.querySelector<HTMLInputElement>(`input[name="${invoice}"]`)
        if (!source || !target || !source.value) continue
        if (target.value !== '' && target.value !== copied.get(invoice)) continue
        target.value = source.value
        copied.set(invoice, source.value)
      }
    }
    for (const [, invoice] of fromContact) copied.set(invoice, first.current[invoice])
    follow()
    const onInput = (event: Event) => {
      if (event.target instanceof HTMLInputElement && !box.contains(event.target)) follow()
    }
    form.addEventListener('input', onInput)
    form.addEventListener('change', onInput)
    return () => {
      form.removeEventListener('input', onInput)
      form.removeEventListener('change', onInput)
    }
  }, [fieldset])
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
  const fieldset = useRef<HTMLFieldSetElement>(null)
  useFollowContact(fieldset, fallback)
  return (
    <div className="mt-4 border-t border-line pt-4">
      <CheckboxField id="wants-invoice" name="wantsInvoice" label={t('checkoutPage.invoice.wants')} defaultChecked={open} />
      <p className="-mt-1 ml-8 text-sm text-muted">{t('checkoutPage.invoice.hint')}</p>
      <fieldset ref={fieldset} className="mt-4 hidden rounded-xl bg-cream/60 p-4 group-has-[#wants-invoice:checked]:block md:p-5">
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
