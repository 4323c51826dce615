import { randomUUID } from 'node:crypto'
import { asc, eq, sql } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { action as orderAction, loader as orderLoader } from '#app/routes/orders/order.tsx'
import { loader as invoiceLoader } from '#app/routes/orders/invoice.ts'
import { action as adminOrderAction } from '#app/routes/admin/order.tsx'
import { loader as adminInvoiceLoader } from '#app/routes/admin/invoice-document.ts'
import { loader as adminListLoader } from '#app/routes/admin/invoices.tsx'
import { loader as exportLoader } from '#app/routes/admin/invoices-export.ts'
import { action as buyAction } from '#app/routes/gift-cards.tsx'
import { recordPaymentReceived } from '#app/modules/checkout/payment-received.server.ts'
import { shopDate } from '#app/modules/giftcards/issue.server.ts'
import { computeInvoiceYear } from '#app/modules/invoices/invoice-lines.ts'
import { collectHerData, deleteHerAccount } from '#app/modules/legal/her-data.server.ts'
import { orderAccessKey } from '#app/modules/orders/order-access.server.ts'
import { updateStoreSettings } from '#app/modules/store/settings.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { fabrics, invoiceCounters, invoices, orders, users } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { checkoutJourney } from '#tests/support/checkout-journey.ts'
import { call, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'

/*
 * Issue 33, item 3: invoices (docs/product.md#invoices). Every paid order gets the next number of its
 * series and year, in the payment's transaction (a payment rolled back leaves no gap; fifty at once
 * leave no gap and no duplicate — on PostgreSQL with real concurrency when DATABASE_URL is set); a
 * cancellation's refund issues a rectifying invoice naming the original; she may ask for a full
 * invoice with a checked tax id; the PDF says what the invoice says, and only to whoever may open
 * the order; the admin lists, finds and exports them.
 */

const { db } = useTestDatabase()
const { guestWithShirt, placeOrder } = checkoutJourney(db)
let admin: { cookie: string; userId: string }
const saved = process.env.PAYMENTS_TEST

beforeAll(() => {
  process.env.PAYMENTS_TEST = '1'
})
afterAll(() => {
  if (saved === undefined) delete process.env.PAYMENTS_TEST
  else process.env.PAYMENTS_TEST = saved
})
beforeEach(async () => {
  admin = await createSignedInCustomer(`admin-${Math.random().toString(36).slice(2, 8)}@example.com`)
  await db().update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId))
})

const year = computeInvoiceYear(new Date())
let fabricCursor = 0
/** A guest's transfer order placed through the checkout, each with a fabric of its own. */
async function placed() {
  const all = await db()
    .select({ slug: fabrics.slug })
    .from(fabrics)
    .where(sql`${fabrics.stockMetres} >= 5`)
    .orderBy(asc(fabrics.id))
  const { cookie } = await guestWithShirt(all[fabricCursor++ % all.length]!.slug)
  const res = await placeOrder(cookie, {}, 'transfer')
  if (res.status !== 302) throw new Error(`placing refused: ${res.status}`)
  const [order] = await db()
    .select()
    .from(orders)
    .orderBy(sql`${orders.placedAt} desc`)
    .limit(1)
  return order!
}

const adminPost = (number: string, fields: Record<string, string>) =>
  call(() => adminOrderAction(routeArgs(formRequest(`/admin/orders/${number}`, fields, { cookie: admin.cookie }), { number }) as never))
const paid = async (number: string) => {
  const res = await adminPost(number, { intent: 'confirmTransfer' })
  expect(res.status).toBeLessThan(400)
}
const link = (number: string) => `/orders/${number}?k=${orderAccessKey(number)}`
const herPost = (number: string, fields: Record<string, string>) => call(() => orderAction(routeArgs(formRequest(link(number), fields), { number }) as never))
const invoicesOf = (orderId: string) => db().select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.issuedAt), asc(invoices.number))

async function pdfOf(response: Response | undefined) {
  expect(response?.headers.get('Content-Type')).toBe('application/pdf')
  const pdf = await getDocumentProxy(new Uint8Array(await response!.arrayBuffer()))
  return (await extractText(pdf, { mergePages: true })).text.replace(/\s+/g, ' ')
}
const herPdf = (order: string, invoice: string, key: string | null = orderAccessKey(order), cookie?: string) =>
  call(() => invoiceLoader(routeArgs(getRequest(`/orders/${order}/invoices/${invoice}${key ? `?k=${key}` : ''}`, { cookie }), { number: order, invoice }) as never))

describe('numbering', () => {
  it('each paid order gets the next simplified invoice of the year, with the order’s own figures', async () => {
    const a = await placed()
    const b = await placed()
    await paid(b.number)
    await paid(a.number)
    const [ib] = await invoicesOf(b.id)
    const [ia] = await invoicesOf(a.id)
    expect(ib).toMatchObject({ number: `F-${year}-000001`, kind: 'simplified', series: 'F', sequence: 1, customerName: 'Ana García', customerTaxId: null })
    expect(ia).toMatchObject({ number: `F-${year}-000002`, sequence: 2 })
    // The totals are the order's: what she paid, its IVA, and the base the rest.
    expect(ia).toMatchObject({ totalCents: a.totalCents, vatCents: a.vatCents, baseCents: a.totalCents - a.vatCents })
    const s = ia!.snapshot
    expect(s.lines.reduce((sum, l) => sum + l.totalCents, 0)).toBe(a.totalCents)
    for (const l of s.lines) expect(l.baseCents + l.vatCents).toBe(l.totalCents)
    expect(s.lines[0]).toMatchObject({ kind: 'garment', vatRate: 21, name: { es: expect.any(String) } })
    expect(s.vat).toEqual([{ rate: 21, baseCents: a.totalCents - a.vatCents, vatCents: a.vatCents }])
    expect(s.issuer).toMatchObject({ legalName: 'Gemela Atelier S.L.', taxId: 'B12345674' })
    // Paid twice (a replayed confirmation): still one invoice.
    await recordPaymentReceived(a.id, null, { actor: 'admin' })
    expect(await invoicesOf(a.id)).toHaveLength(1)
  })

  it('a payment rolled back gives its number back: the next one is still consecutive', async () => {
    const a = await placed()
    const b = await placed()
    await expect(
      getDb().transaction(async (tx) => {
        await recordPaymentReceived(a.id, null, { actor: 'admin' }, tx)
        throw new Error('the process died before the commit')
      }),
    ).rejects.toThrow('died')
    expect(await invoicesOf(a.id)).toHaveLength(0)
    await paid(b.number)
    await paid(a.number)
    expect((await invoicesOf(b.id))[0]!.number).toBe(`F-${year}-000001`)
    expect((await invoicesOf(a.id))[0]!.number).toBe(`F-${year}-000002`)
  })

  it('fifty payments at once: fifty consecutive numbers, no gap, no duplicate', async () => {
    const [fabric] = await db().select().from(fabrics).limit(1)
    const ids: string[] = []
    for (let i = 0; i < 50; i++) {
      const [row] = await db()
        .insert(orders)
        .values({
          number: `GM-${year}-${String(700000 + i).padStart(6, '0')}`,
          idempotencyKey: randomUUID(),
          email: `clienta${i}@example.com`,
          locale: 'es',
          status: 'pending_payment',
          contact: { fullName: `Clienta ${i}`, phone: '600000000', prefs: { whatsapp: false, email: true, sms: false } },
          address: { street: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', province: 'Madrid', country: 'España' },
          shippingMethod: 'standard',
          shippingCents: 0,
          subtotalCents: 12100,
          totalCents: 12100,
          vatCents: 2100,
          paymentMethod: 'transfer',
          deliveryMinDays: 10,
          deliveryMaxDays: 15,
        })
        .returning({ id: orders.id })
      ids.push(row!.id)
      await db().execute(
        sql`insert into order_items (order_id, position, kind, product_id, fabric_id, design, size, base_price_cents, total_cents)
            values (${row!.id}, 0, 'garment', 7, ${fabric!.id}, ${JSON.stringify({ product: { es: 'Camisa' }, category: { es: 'Camisas' }, garmentKind: 'shirt', fabric: { slug: fabric!.slug, name: fabric!.name, pattern: fabric!.pattern }, parts: [] })}::jsonb, '{"type":"standard","size":"M"}'::jsonb, 12100, 12100)`,
      )
    }
    const outcomes = await Promise.all(ids.map((id) => recordPaymentReceived(id, null, { actor: 'admin' })))
    expect(outcomes.every((o) => o === 'paid')).toBe(true)
    const rows = await db().select({ sequence: invoices.sequence, number: invoices.number, orderId: invoices.orderId }).from(invoices).orderBy(asc(invoices.sequence))
    expect(rows.map((r) => r.sequence)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1))
    expect(new Set(rows.map((r) => r.number)).size).toBe(50)
    expect(new Set(rows.map((r) => r.orderId))).toEqual(new Set(ids))
    expect(await db().select().from(invoiceCounters)).toEqual([{ series: 'F', year, lastNumber: 50 }])
  })
})

describe('the PDF', () => {
  it('says what the invoice says, to her and the admin only, and never changes with the settings', async () => {
    const order = await placed()
    const other = await placed()
    await paid(order.number)
    await paid(other.number)
    const [invoice] = await invoicesOf(order.id)
    const res = await herPdf(order.number, invoice!.number)
    expect(res.status).toBe(200)
    const text = await pdfOf(res.response)
    for (const part of [
      'FACTURA SIMPLIFICADA',
      invoice!.number,
      'Gemela Atelier S.L.',
      'NIF: B12345674',
      order.number,
      'Ana García',
      'BASE IMPONIBLE',
      'CUOTA DE IVA',
      '21 %',
      'Total factura',
    ])
      expect(text).toContain(part)
    const euros = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')} €`
    expect(text).toContain(euros(order.totalCents))
    expect(text).toContain(euros(order.vatCents))
    // Without the key, with another order's invoice, as a signed-in stranger: the same 404.
    expect((await herPdf(order.number, invoice!.number, null)).status).toBe(404)
    expect((await herPdf(order.number, (await invoicesOf(other.id))[0]!.number)).status).toBe(404)
    const stranger = await createSignedInCustomer()
    expect((await herPdf(order.number, invoice!.number, null, stranger.cookie)).status).toBe(404)
    // The admin opens any; a customer may not.
    const adminPdf = (cookie: string) =>
      call(() => adminInvoiceLoader(routeArgs(getRequest(`/admin/invoices/${invoice!.number}`, { cookie }), { invoice: invoice!.number }) as never))
    expect(await pdfOf((await adminPdf(admin.cookie)).response)).toContain(invoice!.number)
    expect((await adminPdf(stranger.cookie)).status).toBe(403)
    // The company renamed afterwards: the invoice issued before still names the company as it was.
    await updateStoreSettings((s) => ({ ...s, legal: { ...s.legal, legalName: 'Otra Empresa S.A.' } }))
    const again = await pdfOf((await herPdf(order.number, invoice!.number)).response)
    expect(again).toContain('Gemela Atelier S.L.')
    expect(again).not.toContain('Otra Empresa')
  })
})

describe('rectifying invoices', () => {
  it('a partial refund on cancelling issues R-…, naming the original; a whole one reverses every line', async () => {
    const a = await placed()
    const b = await placed()
    await paid(a.number)
    await paid(b.number)
    expect((await adminPost(a.number, { intent: 'cancel', reason: 'En confección, 50 %', refund: '20,00' })).status).toBe(200)
    const [fa, ra] = await invoicesOf(a.id)
    expect(ra).toMatchObject({ number: `R-${year}-000001`, kind: 'rectifying', series: 'R', rectifiesId: fa!.id, totalCents: -2000 })
    expect(ra!.snapshot.rectifies).toMatchObject({ number: fa!.number, reason: 'cancelled' })
    expect(ra!.vatCents).toBe(-Math.round(2000 - 2000 / 1.21))
    const text = await pdfOf((await herPdf(a.number, ra!.number)).response)
    expect(text).toContain('FACTURA RECTIFICATIVA')
    expect(text).toContain(`Rectifica la factura ${fa!.number}`)
    expect(text).toContain('-20,00 €')

    expect((await adminPost(b.number, { intent: 'cancel', reason: 'Tejido defectuoso' })).status).toBe(200)
    const [fb, rb] = await invoicesOf(b.id)
    expect(rb).toMatchObject({ number: `R-${year}-000002`, totalCents: -fb!.totalCents, vatCents: -fb!.vatCents })
    expect(rb!.snapshot.lines.map((l) => l.totalCents)).toEqual(fb!.snapshot.lines.map((l) => -l.totalCents))
    // An unpaid order cancelled was never invoiced: nothing to rectify.
    const c = await placed()
    expect((await adminPost(c.number, { intent: 'cancel', reason: 'Pedido duplicado' })).status).toBe(200)
    expect(await invoicesOf(c.id)).toHaveLength(0)
  })
})

describe('a full invoice', () => {
  const details = { intent: 'fullInvoice', name: 'Taller Lucía S.L.', taxId: 'b12345674', street: 'Calle Luna 3', postalCode: '28004', city: 'Madrid', country: 'España' }

  it('asked before paying: the tax id is checked, and the payment’s invoice is a full one', async () => {
    const order = await placed()
    const wrong = await herPost(order.number, { ...details, taxId: '12345678A' })
    expect(wrong.status).toBe(400)
    expect(wrong.data).toMatchObject({ intent: 'fullInvoice', errors: { taxId: 'invalidControl' }, values: { name: 'Taller Lucía S.L.' } })
    const empty = await herPost(order.number, { ...details, name: ' ' })
    expect(empty.data).toMatchObject({ errors: { name: 'required' } })
    const ok = await herPost(order.number, details)
    expect(ok.status).toBe(302)
    expect(ok.headers.get('Location')).toContain('invoice=saved')
    await paid(order.number)
    const [invoice] = await invoicesOf(order.id)
    expect(invoice).toMatchObject({ kind: 'full', customerName: 'Taller Lucía S.L.', customerTaxId: 'B12345674' })
    const text = await pdfOf((await herPdf(order.number, invoice!.number)).response)
    expect(text).toContain('FACTURA')
    expect(text).not.toContain('SIMPLIFICADA')
    expect(text).toContain('NIF: B12345674')
    expect(text).toContain('Calle Luna 3')
  })

  it('asked after paying: the simplified invoice is exchanged for a full one with the next number, once', async () => {
    const order = await placed()
    await paid(order.number)
    const ok = await herPost(order.number, { ...details, taxId: '12345678Z', name: 'Ana García López' })
    expect(ok.status).toBe(302)
    const [simplified, full] = await invoicesOf(order.id)
    expect(simplified).toMatchObject({ kind: 'simplified', replacedById: full!.id })
    expect(full).toMatchObject({ number: `F-${year}-000002`, kind: 'full', customerTaxId: '12345678Z', totalCents: simplified!.totalCents })
    expect(full!.snapshot.replaces).toMatchObject({ number: simplified!.number })
    expect(full!.snapshot.lines).toEqual(simplified!.snapshot.lines)
    expect((await herPost(order.number, details)).status).toBe(409)
    const page = await call(() => orderLoader(routeArgs(getRequest(link(order.number)), { number: order.number }) as never))
    expect(page.data).toMatchObject({
      invoices: {
        canAskFull: false,
        invoices: [
          { number: simplified!.number, replaced: true },
          { number: full!.number, replaced: false },
        ],
      },
    })
  })
})

describe('gift cards', () => {
  it('a gift card sold is invoiced as not subject to IVA', async () => {
    const res = await call(() =>
      buyAction(
        routeArgs(
          formRequest('/gift-cards', {
            attempt: randomUUID(),
            amount: '50',
            recipientName: 'Marta',
            recipientEmail: 'marta@example.com',
            senderName: 'Lucía',
            buyerEmail: 'lucia@example.com',
            paymentMethod: 'transfer',
            sendOn: shopDate(),
          }),
        ) as never,
      ),
    )
    expect(res.status).toBe(302)
    const [order] = await db().select().from(orders)
    await paid(order!.number)
    const [invoice] = await invoicesOf(order!.id)
    expect(invoice).toMatchObject({ totalCents: 5000, vatCents: 0, baseCents: 5000 })
    expect(invoice!.snapshot.lines).toEqual([expect.objectContaining({ kind: 'giftCard', notSubject: true, vatRate: 0, name: { es: 'Marta' } })])
    const text = await pdfOf((await herPdf(order!.number, invoice!.number)).response)
    expect(text).toContain('Tarjeta regalo para Marta')
    expect(text).toContain('No sujeto')
  })
})

describe('the admin’s list and CSV', () => {
  it('finds an invoice by number, order, tax id or name, within a period, and exports the selection', async () => {
    const a = await placed()
    const b = await placed()
    await paid(a.number)
    await paid(b.number)
    await herPost(b.number, {
      intent: 'fullInvoice',
      name: 'Taller Lucía S.L.',
      taxId: 'B12345674',
      street: 'Calle Luna 3',
      postalCode: '28004',
      city: 'Madrid',
      country: 'España',
    })
    const list = async (query: string) => {
      const res = await call(() => adminListLoader(routeArgs(getRequest(`/admin/invoices${query}`, { cookie: admin.cookie })) as never))
      expect(res.status).toBe(200)
      return (res.data as { rows: { number: string; orderNumber: string }[] }).rows.map((r) => r.number)
    }
    expect(await list('')).toEqual([`F-${year}-000003`, `F-${year}-000002`, `F-${year}-000001`])
    expect(await list(`?q=f-${year}-000002`)).toEqual([`F-${year}-000002`])
    expect(await list(`?q=${a.number}`)).toEqual([`F-${year}-000001`])
    expect(await list('?q=B12345674')).toEqual([`F-${year}-000003`])
    expect(await list('?q=taller luc')).toEqual([`F-${year}-000003`])
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date())
    expect(await list(`?from=${today}&to=${today}`)).toHaveLength(3)
    expect(await list('?from=2001-01-01&to=2001-12-31')).toEqual([])
    const csv = await call(() => exportLoader(routeArgs(getRequest(`/admin/invoices/export?from=${today}&to=${today}`, { cookie: admin.cookie })) as never))
    expect(csv.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    const lines = (await csv.response!.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('Número,Tipo,Fecha,Pedido,Cliente,NIF,Base imponible,Tipo IVA,Cuota IVA,Total,Rectifica a,Sustituye a')
    expect(lines).toHaveLength(4)
    expect(lines[3]).toContain(`F-${year}-000003,Factura,${today},${b.number},Taller Lucía S.L.,B12345674,`)
    expect(lines[3]).toContain(`,21%,`)
    expect(lines[3]?.endsWith(`,,F-${year}-000002`)).toBe(true)
    // Base, IVA and total in euros with a dot and always two decimals ('55.00', never '55').
    for (const line of lines.slice(1)) {
      const cells = line.split(',')
      for (const at of [6, 8, 9]) expect(cells[at], `${line} (column ${at + 1})`).toMatch(/^-?\d+\.\d{2}$/)
    }
    const customer = await createSignedInCustomer()
    expect((await call(() => exportLoader(routeArgs(getRequest('/admin/invoices/export', { cookie: customer.cookie })) as never))).status).toBe(403)
  })
})

describe('her account deleted', () => {
  it('keeps every invoice; a simplified one loses her name, a full one keeps what the law asks', async () => {
    const her = await createSignedInCustomer()
    const simple = await placed()
    const full = await placed()
    await db()
      .update(orders)
      .set({ userId: her.userId })
      .where(sql`${orders.id} in (${simple.id}, ${full.id})`)
    await paid(simple.number)
    await herPost(full.number, { intent: 'fullInvoice', name: 'Ana García', taxId: '12345678Z', street: 'Calle Luna 3', postalCode: '28004', city: 'Madrid', country: 'España' })
    await paid(full.number)
    const data = await collectHerData(her.userId, 'es')
    expect(data!.invoices.map((i) => i.number).sort()).toEqual([`F-${year}-000001`, `F-${year}-000002`])
    // Both received: nothing on its way keeps the account.
    await db()
      .update(orders)
      .set({ status: 'delivered' })
      .where(sql`${orders.id} in (${simple.id}, ${full.id})`)
    expect(await deleteHerAccount(her.userId)).toEqual({ ok: true })
    const [s] = await invoicesOf(simple.id)
    const [f] = await invoicesOf(full.id)
    expect(s).toMatchObject({ number: `F-${year}-000001`, customerName: '', totalCents: simple.totalCents })
    expect(s!.snapshot.customer).toEqual({ name: '', taxId: null, address: [] })
    expect(f).toMatchObject({ customerName: 'Ana García', customerTaxId: '12345678Z' })
    const text = await pdfOf(
      (await call(() => adminInvoiceLoader(routeArgs(getRequest(`/admin/invoices/${s!.number}`, { cookie: admin.cookie }), { invoice: s!.number }) as never))).response,
    )
    expect(text).not.toContain('Ana García')
    expect(text).toContain(s!.number)
  })
})
