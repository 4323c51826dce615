import { randomUUID } from 'node:crypto'
import { asc, eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { beforeEach, describe, expect, it } from 'vitest'
import { composePaymentReceived } from '#app/modules/checkout/order-mails.server.ts'
import { recordPaymentReceived } from '#app/modules/checkout/payment-received.server.ts'
import { anonymiseInvoicesOf } from '#app/modules/invoices/invoices.server.ts'
import { computeInvoiceYear } from '#app/modules/invoices/invoice-lines.ts'
import { orderAccessKey } from '#app/modules/orders/order-access.server.ts'
import { getOrder } from '#app/modules/orders/orders.server.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { defaultStoreSettings } from '#app/modules/store/settings.ts'
import { toFormValues } from '#app/modules/store/settings-form.ts'
import { action as settingsAction } from '#app/routes/admin/settings.tsx'
import { loader as legalLoader } from '#app/routes/content/legal-notice.tsx'
import { loader as privacyLoader } from '#app/routes/content/privacy.tsx'
import { loader as termsLoader } from '#app/routes/content/terms.tsx'
import { action as orderAction } from '#app/routes/orders/order.tsx'
import { loader as invoiceLoader } from '#app/routes/orders/invoice.ts'
import { getDb } from '#app/utils/db.server.ts'
import { renderMail } from '#app/utils/mail-layout.server.ts'
import { fabrics, invoices, orderItems, orders, users } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { call, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'

/*
 * Issue 33, invoices' rules beyond numbering (docs/product.md#invoices, decision 016): a factura
 * simplificada only up to 3.000 € IVA included, a full invoice with her name and address above it;
 * and every company figure read from the store settings — the next invoice, its PDF, the e-mails'
 * footer and the legal pages — while the invoices already issued keep what they said.
 */

const { db } = useTestDatabase()
const year = computeInvoiceYear(new Date())
let serial = 0

/** A paid-by-transfer order of one garment costing `totalCents` (IVA included), awaiting its payment. */
async function orderFor(totalCents: number) {
  const [fabric] = await db().select().from(fabrics).limit(1)
  const vatCents = Math.round(totalCents - totalCents / 1.21)
  const [row] = await db()
    .insert(orders)
    .values({
      number: `GM-${year}-${String(800000 + serial++).padStart(6, '0')}`,
      idempotencyKey: randomUUID(),
      email: `clienta${serial}@example.com`,
      locale: 'es',
      status: 'pending_payment',
      contact: { fullName: 'Carmen Ruiz Vidal', phone: '600000000', prefs: { whatsapp: false, email: true, sms: false } },
      address: { street: 'Calle del Prado 12', postalCode: '28014', city: 'Madrid', province: 'Madrid', country: 'España' },
      shippingMethod: 'standard',
      shippingCents: 0,
      subtotalCents: totalCents,
      totalCents,
      vatCents,
      paymentMethod: 'transfer',
      deliveryMinDays: 10,
      deliveryMaxDays: 15,
    })
    .returning()
  await db()
    .insert(orderItems)
    .values({
      orderId: row!.id,
      position: 0,
      kind: 'garment',
      productId: 7,
      fabricId: fabric!.id,
      design: {
        product: { es: 'Abrigo de gala' },
        category: { es: 'Camisas' },
        garmentKind: 'shirt',
        fabric: { slug: fabric!.slug, name: fabric!.name, pattern: fabric!.pattern },
        parts: [],
      },
      size: { type: 'standard', size: 'M' },
      basePriceCents: totalCents,
      totalCents,
    } as never)
  return row!
}

async function pay(orderId: string) {
  expect(await recordPaymentReceived(orderId, null, { actor: 'admin' })).toBe('paid')
  return db().select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.issuedAt), asc(invoices.number))
}

async function pdfOf(order: string, invoice: string) {
  const res = await call(() => invoiceLoader(routeArgs(getRequest(`/orders/${order}/invoices/${invoice}?k=${orderAccessKey(order)}`), { number: order, invoice }) as never))
  expect(res.response?.headers.get('Content-Type')).toBe('application/pdf')
  const pdf = await getDocumentProxy(new Uint8Array(await res.response!.arrayBuffer()))
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ')
}

describe('the simplified invoice’s limit (3.000 € IVA included)', () => {
  it('3.000,00 € gets a factura simplificada; 3.000,01 € a full invoice with her name and address, though she gave no NIF', async () => {
    const atLimit = await orderFor(300_000)
    const above = await orderFor(300_001)
    const [simplified] = await pay(atLimit.id)
    const [full] = await pay(above.id)
    expect(simplified).toMatchObject({ kind: 'simplified', totalCents: 300_000, customerTaxId: null })
    expect(full).toMatchObject({ kind: 'full', totalCents: 300_001, customerName: 'Carmen Ruiz Vidal', customerTaxId: null })
    expect(full!.snapshot.customer).toEqual({ name: 'Carmen Ruiz Vidal', taxId: null, address: ['Calle del Prado 12', '28014 Madrid', 'Madrid, España'] })

    const simplifiedPdf = await pdfOf(atLimit.number, simplified!.number)
    expect(simplifiedPdf).toContain('FACTURA SIMPLIFICADA')
    expect(simplifiedPdf).not.toContain('Calle del Prado 12')
    const fullPdf = await pdfOf(above.number, full!.number)
    expect(fullPdf).not.toContain('SIMPLIFICADA')
    for (const part of ['Carmen Ruiz Vidal', 'Calle del Prado 12', '28014 Madrid', '3000,01 €']) expect(fullPdf).toContain(part)

    // Her account deleted: the full invoice keeps the name and address the law asks on it; the simplified one drops hers.
    await getDb().transaction((tx) => anonymiseInvoicesOf([atLimit.id, above.id], tx))
    const after = await db().select().from(invoices).orderBy(asc(invoices.sequence))
    expect(after.map((i) => [i.kind, i.customerName])).toEqual([
      ['simplified', ''],
      ['full', 'Carmen Ruiz Vidal'],
    ])

    // She may still add her NIF to it: the full invoice is exchanged for one that carries it.
    const fields = { intent: 'fullInvoice', name: 'Carmen Ruiz Vidal', taxId: '12345678Z', street: 'Calle del Prado 12', postalCode: '28014', city: 'Madrid', country: 'España' }
    const res = await call(() => orderAction(routeArgs(formRequest(`/orders/${above.number}?k=${orderAccessKey(above.number)}`, fields), { number: above.number }) as never))
    expect(res.status).toBe(302)
    const [, replaced] = await db().select().from(invoices).where(eq(invoices.orderId, above.id)).orderBy(asc(invoices.sequence))
    expect(replaced).toMatchObject({ kind: 'full', customerTaxId: '12345678Z', number: `F-${year}-000003` })
    expect(await pdfOf(above.number, replaced!.number)).toContain(`Sustituye a la factura ${full!.number}`)
  })
})

describe('every company figure comes from the store settings', () => {
  let admin: { cookie: string }
  beforeEach(async () => {
    const a = await createSignedInCustomer(`duena-${Math.random().toString(36).slice(2, 8)}@gemela.es`)
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, a.userId))
    admin = a
  })

  it('one change reaches the next invoice and its PDF, the e-mails’ footer and the legal pages; invoices issued before keep theirs', async () => {
    const before = await orderFor(12_100)
    const [old] = await pay(before.id)
    expect(old!.snapshot.issuer).toMatchObject({ tradeName: 'Gemela', legalName: 'Gemela Atelier S.L.', taxId: 'B12345674' })

    const changes = {
      storeName: 'Casa Lumbre',
      'legal.legalName': 'Lumbre Costura S.L.',
      'legal.taxId': 'B87654323',
      'legal.registeredAddress': 'Plaza de la Villa 3, 28005 Madrid',
      'legal.registry': 'Registro Mercantil de Madrid, tomo 9, hoja M-9',
    }
    const saved = await call(() =>
      settingsAction(routeArgs(formRequest('/admin/settings', { ...toFormValues(defaultStoreSettings(), 'es'), ...changes }, { cookie: admin.cookie })) as never),
    )
    expect(saved.status).toBe(200)
    const figures = ['Lumbre Costura S.L.', 'B87654323', 'Plaza de la Villa 3, 28005 Madrid']

    // The next invoice: its snapshot and its PDF.
    const after = await orderFor(12_100)
    const [next] = await pay(after.id)
    expect(next!.snapshot.issuer).toEqual({
      tradeName: 'Casa Lumbre',
      legalName: 'Lumbre Costura S.L.',
      taxId: 'B87654323',
      address: 'Plaza de la Villa 3, 28005 Madrid',
      registry: 'Registro Mercantil de Madrid, tomo 9, hoja M-9',
    })
    const nextPdf = await pdfOf(after.number, next!.number)
    for (const part of [...figures, 'CASA LUMBRE', 'Registro Mercantil de Madrid, tomo 9, hoja M-9']) expect(nextPdf).toContain(part)
    expect(nextPdf).not.toContain('Gemela Atelier')

    // An order's e-mail, composed now: its footer names the company as the settings do.
    const mail = await renderMail(composePaymentReceived((await getOrder(after.id))!, await getStoreSettings(), 'es'))
    for (const part of figures) {
      expect(mail.text).toContain(part)
      expect(mail.html).toContain(part)
    }
    expect(mail.text).not.toContain('Gemela Atelier')

    // The legal pages.
    for (const [path, loader] of [
      ['/legal', legalLoader],
      ['/privacy', privacyLoader],
      ['/terms', termsLoader],
    ] as const) {
      const res = await call(() => loader(routeArgs(getRequest(path)) as never))
      expect((res.data as { figures: Record<string, unknown> }).figures, path).toMatchObject({
        legalName: 'Lumbre Costura S.L.',
        taxId: 'B87654323',
        registeredAddress: 'Plaza de la Villa 3, 28005 Madrid',
      })
    }

    // The invoice issued before is immutable: its snapshot and PDF still name the company as it was.
    const [kept] = await db().select().from(invoices).where(eq(invoices.id, old!.id))
    expect(kept!.snapshot).toEqual(old!.snapshot)
    const oldPdf = await pdfOf(before.number, old!.number)
    expect(oldPdf).toContain('Gemela Atelier S.L.')
    expect(oldPdf).toContain('B12345674')
    expect(oldPdf).not.toContain('Lumbre')
  })
})
