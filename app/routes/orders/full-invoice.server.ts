import { data, redirect } from 'react-router'
import type { FullInvoiceResult, OrderInvoiceView } from '#app/modules/invoices/components/order-invoices.tsx'
import { getFullInvoiceRequest, listOrderInvoices, requestFullInvoice } from '#app/modules/invoices/invoices.server.ts'
import { fullInvoiceFields, fullInvoiceSchema, toInvoiceParty } from '#app/modules/invoices/schemas.ts'
import { orderAccessKey } from '#app/modules/orders/order-access.server.ts'
import type { OrderWithItems } from '#app/modules/orders/orders.server.ts'
import { privateNoStore } from '#app/utils/private-page.ts'
import { keepValues, parseSubmission } from '#app/utils/submission.ts'

/*
 * Her order page's invoices block (docs/product.md#invoices): what it shows, and the full-invoice
 * form's post (intent=fullInvoice), kept out of the page module.
 */

const closed = (status: string) => status === 'cancelled' || status === 'expired'

export async function loadOrderInvoices(order: OrderWithItems, byKey: boolean) {
  const [rows, request] = await Promise.all([listOrderInvoices(order.id), getFullInvoiceRequest(order.id)])
  const invoices: OrderInvoiceView[] = rows.map((r) => ({
    number: r.number,
    kind: r.kind,
    issuedAt: r.issuedAt.toISOString(),
    replaced: r.replaced,
    totalCents: r.totalCents,
    rectifies: r.rectifies,
  }))
  const current = rows.find((r) => r.series === 'F' && !r.replaced)
  const rectified = rows.some((r) => r.series === 'R')
  const key = byKey ? `?k=${orderAccessKey(order.number)}` : ''
  return {
    invoices,
    links: Object.fromEntries(rows.map((r) => [r.number, `/orders/${order.number}/invoices/${r.number}${key}`])),
    // A full invoice without her tax id (a sale above the simplified limit) may still get one.
    canAskFull: !closed(order.status) && !rectified && !(current?.kind === 'full' && current.customerTaxId !== null),
    paid: order.paidAt !== null,
    request,
    defaults: {
      name: order.contact.fullName,
      taxId: '',
      street: order.address?.street ?? '',
      postalCode: order.address?.postalCode ?? '',
      city: order.address?.city ?? '',
      country: order.address?.country ?? 'España',
    },
  }
}

/** The form's post: checked (the tax id's letter and control digit), then kept or exchanged; a redirect says which. */
export async function postFullInvoice(form: FormData, order: OrderWithItems, self: string) {
  const fields = Object.fromEntries(form)
  const submission = parseSubmission(fullInvoiceSchema, fields)
  if (!submission.ok)
    return data<FullInvoiceResult>({ intent: 'fullInvoice', errors: submission.errors, values: keepValues(fields, fullInvoiceFields) }, { status: 400, headers: privateNoStore })
  if (closed(order.status)) return data<FullInvoiceResult>({ intent: 'fullInvoice', outcome: 'rectified' }, { status: 409, headers: privateNoStore })
  const outcome = await requestFullInvoice(order.id, toInvoiceParty(submission.data))
  if (outcome === 'already' || outcome === 'rectified') return data<FullInvoiceResult>({ intent: 'fullInvoice', outcome }, { status: 409, headers: privateNoStore })
  return redirect(`${self}${self.includes('?') ? '&' : '?'}invoice=${outcome}#order-invoices`)
}
