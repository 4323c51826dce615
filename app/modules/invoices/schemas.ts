import { taxIdField } from '#app/utils/tax-id.ts'
import { z } from '#app/utils/zod.ts'

const text = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'tooLong')

/** "Quiero factura con NIF": who the full invoice is made out to (her order page; the checkout may reuse it). */
export const fullInvoiceSchema = z.object({
  name: text(120),
  taxId: taxIdField,
  street: text(200),
  postalCode: text(20),
  city: text(100),
  country: text(60),
})

export type FullInvoiceInput = z.output<typeof fullInvoiceSchema>

export const fullInvoiceFields = ['name', 'taxId', 'street', 'postalCode', 'city', 'country'] as const

/** The party printed on the invoice: name, tax id, and the address as its lines. */
export function toInvoiceParty(input: FullInvoiceInput) {
  return { name: input.name, taxId: input.taxId, address: [input.street, `${input.postalCode} ${input.city}`, input.country] }
}
