import { randomUUID } from 'node:crypto'
import { asc, eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { extractText, getDocumentProxy } from 'unpdf'
import { loader as homeLoader } from '#app/routes/admin/index.tsx'
import { action as orderAction, loader as orderLoader } from '#app/routes/admin/order.tsx'
import { loader as documentLoader } from '#app/routes/admin/order-document.ts'
import { loader as listLoader } from '#app/routes/admin/orders.tsx'
import { recordPaymentReceived } from '#app/modules/checkout/payment-received.server.ts'
import { filterConditions, getOrderDashboard } from '#app/modules/orders/admin-orders.server.ts'
import { paymentsRecorded } from '#app/utils/metrics.server.ts'
import { orderMailRenderers } from '#app/modules/checkout/order-mails.server.ts'
import { auditLog, fabrics, mailOutbox, orderEvents, orderItems, orders, payments, users } from '#db/schema/index.ts'
import { expectErrorLogged } from '#tests/support/expect-logged.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { checkoutJourney } from '#tests/support/checkout-journey.ts'
import { call, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'
import { useStripeFake } from '#tests/support/use-stripe-fake.ts'

/*
 * Issue 17, item 6 (orders) and item 10 (the home): the admin's list (filters, keyset pages), the
 * order page's actions — each refused where status.ts refuses it, with nothing written — the
 * payment, shipping and cancellation e-mails, the card refund made once at Stripe however often the
 * button is pressed, and the production sheet and packing slip read back from the PDF.
 */

const { db } = useTestDatabase()
const { guestWithShirt, placeOrder } = checkoutJourney(db)

const stripe = useStripeFake()
let admin: { cookie: string; userId: string }

beforeEach(async () => {
  admin = await createSignedInCustomer(`admin-${Math.random().toString(36).slice(2, 8)}@example.com`)
  await db().update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId))
})

// ─── Helpers ─────────────────────────────────────────────────────────────────────────────────────

let fabricCursor = 0
/** A guest's order placed through the checkout, each with a fabric of its own (a combination sells once). */
async function placed(paymentMethod: 'transfer' | 'card' | 'test_card' = 'transfer') {
  const all = await db()
    .select({ slug: fabrics.slug })
    .from(fabrics)
    .where(sql`${fabrics.stockMetres} >= 5`)
    .orderBy(asc(fabrics.id))
  const { cookie } = await guestWithShirt(all[fabricCursor++ % all.length]!.slug)
  const res = await placeOrder(cookie, {}, paymentMethod === 'test_card' ? 'test_card' : paymentMethod)
  if (res.status !== 302) throw new Error(`placing refused: ${res.status} ${JSON.stringify(res.data)}`)
  if (paymentMethod === 'card' && !res.headers.get('Location')?.startsWith(stripe().url)) throw new Error(`not sent to Stripe: ${res.headers.get('Location')}`)
  const [order] = await db()
    .select()
    .from(orders)
    .orderBy(sql`${orders.placedAt} desc`)
    .limit(1)
  return order!
}

const post = (number: string, fields: Record<string, string>, cookie = admin.cookie) =>
  call(() => orderAction(routeArgs(formRequest(`/admin/orders/${number}`, fields, { cookie }), { number }) as never))
const orderPage = (number: string) => call(() => orderLoader(routeArgs(getRequest(`/admin/orders/${number}`, { cookie: admin.cookie }), { number }) as never))
const list = async (query = '') => {
  const res = await call(() => listLoader(routeArgs(getRequest(`/admin/orders${query}`, { cookie: admin.cookie })) as never))
  return res as { status: number; headers: Headers; data: { rows: { number: string; id: string }[]; older: string | null; newer: string | null } }
}
const row = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0]!
const mails = async (kind: string) => (await db().select().from(mailOutbox)).filter((m) => m.kind === kind)

/** Everything an action could write, to prove a refused one wrote nothing. */
async function everything(orderId: string) {
  const count = async (table: typeof auditLog | typeof mailOutbox | typeof payments) =>
    (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(table)) as [{ n: number }]
  return {
    order: await row(orderId),
    events: await db().select().from(orderEvents).where(eq(orderEvents.orderId, orderId)),
    audit: (await count(auditLog))[0].n,
    mail: (await count(mailOutbox))[0].n,
    payments: await db().select().from(payments).where(eq(payments.orderId, orderId)),
  }
}

/** Orders written straight into the table (the list's tests need many, at chosen times). */
async function seedOrders(rows: { at: string; status?: string; payment?: string; name?: string; email?: string; paidAt?: string }[]) {
  const values = rows.map((r, i) => ({
    number: `GM-2026-${String(900000 + i).padStart(6, '0')}`,
    idempotencyKey: randomUUID(),
    email: r.email ?? `clienta${i}@example.com`,
    locale: 'es',
    status: (r.status ?? 'paid') as 'paid',
    contact: { fullName: r.name ?? `Clienta ${i}`, phone: '600000000', prefs: { whatsapp: false, email: true, sms: false } },
    address: { street: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', province: 'Madrid', country: 'España' },
    shippingMethod: 'standard' as const,
    shippingCents: 0,
    subtotalCents: 10000 + i,
    totalCents: 10000 + i,
    vatCents: 1736,
    paymentMethod: (r.payment ?? 'card') as 'card',
    deliveryMinDays: 10,
    deliveryMaxDays: 15,
    placedAt: new Date(r.at),
    paidAt: r.paidAt ? new Date(r.paidAt) : null,
  }))
  return db().insert(orders).values(values).returning({ id: orders.id, number: orders.number })
}

// ─── The list ────────────────────────────────────────────────────────────────────────────────────

describe('the orders list', () => {
  it('pages newest first by keyset, both ways, with the filters kept', async () => {
    const seeded = await seedOrders(Array.from({ length: 60 }, (_, i) => ({ at: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString() })))
    const newestFirst = [...seeded].reverse().map((o) => o.number)
    const first = await list()
    expect(first.status).toBe(200)
    expect(first.data.rows.map((r) => r.number)).toEqual(newestFirst.slice(0, 25))
    expect(first.data.newer).toBeNull()
    const second = await list(`?before=${first.data.older}`)
    expect(second.data.rows.map((r) => r.number)).toEqual(newestFirst.slice(25, 50))
    const third = await list(`?before=${second.data.older}`)
    expect(third.data.rows.map((r) => r.number)).toEqual(newestFirst.slice(50))
    expect(third.data.older).toBeNull()
    const back = await list(`?after=${third.data.newer}`)
    expect(back.data.rows.map((r) => r.number)).toEqual(newestFirst.slice(25, 50))
    // A cursor that is no order: the first page again (same filters).
    const stale = await list(`?status=paid&before=${randomUUID()}`)
    expect(stale.status).toBe(302)
    expect(stale.headers.get('Location')).toBe('/admin/orders?status=paid')
  })

  it('filters by status, payment method, the shop’s dates (Madrid) and a search of number, name or e-mail', async () => {
    await seedOrders([
      { at: '2026-03-01T23:30:00Z', status: 'pending_payment', payment: 'transfer', name: 'Lucía Fernández', email: 'lucia@example.com' }, // 00:30 on 2 March in Madrid
      { at: '2026-03-01T10:00:00Z', status: 'paid', payment: 'card', name: 'Marta Ruiz', email: 'marta@example.com' },
      { at: '2026-02-28T10:00:00Z', status: 'shipped', payment: 'transfer', name: 'Ana 100%', email: 'ana@example.com' },
    ])
    const numbers = async (q: string) => (await list(q)).data.rows.map((r) => r.number)
    expect(await numbers('?status=pending_payment')).toEqual(['GM-2026-900000'])
    expect(await numbers('?payment=transfer')).toEqual(['GM-2026-900000', 'GM-2026-900002'])
    expect(await numbers('?from=2026-03-02&to=2026-03-02')).toEqual(['GM-2026-900000'])
    expect(await numbers('?from=2026-03-01&to=2026-03-01')).toEqual(['GM-2026-900001'])
    expect(await numbers('?to=2026-02-28')).toEqual(['GM-2026-900002'])
    expect(await numbers('?q=LUCÍA')).toEqual(['GM-2026-900000'])
    expect(await numbers('?q=marta%40EXAMPLE')).toEqual(['GM-2026-900001'])
    expect(await numbers('?q=900002')).toEqual(['GM-2026-900002'])
    expect(await numbers('?q=100%25')).toEqual(['GM-2026-900002'])
    expect(await numbers('?q=%25')).toEqual([])
    expect(await numbers('?status=paid&payment=transfer')).toEqual([])
    // What the list does not understand is dropped, never a 500.
    expect(await numbers('?status=stolen&payment=cash&from=2026-13-45&q=')).toHaveLength(3)
  })

  it('searches her name without accents or case, and her e-mail by any of its words, on the search index', async () => {
    await seedOrders([
      { at: '2026-03-03T10:00:00Z', name: 'Lucía Fernández Núñez', email: 'lucia.fn@example.com' },
      { at: '2026-03-02T10:00:00Z', name: 'ÁNGELA PEÑA', email: 'angela_pena@correo.es' },
      { at: '2026-03-01T10:00:00Z', name: 'Marta Ruiz', email: 'marta+tienda@example.com' },
    ])
    const numbers = async (q: string) => (await list(`?q=${encodeURIComponent(q)}`)).data.rows.map((r) => r.number)
    expect(await numbers('lucia')).toEqual(['GM-2026-900000'])
    expect(await numbers('Lucía')).toEqual(['GM-2026-900000'])
    expect(await numbers('fernandez')).toEqual(['GM-2026-900000'])
    expect(await numbers('FERNÁNDEZ nuñez')).toEqual(['GM-2026-900000'])
    expect(await numbers('luc fern')).toEqual(['GM-2026-900000'])
    expect(await numbers('angela pena')).toEqual(['GM-2026-900001'])
    expect(await numbers('Ángela')).toEqual(['GM-2026-900001'])
    // Part of her e-mail without '@': its words, by their starts.
    expect(await numbers('example.com')).toEqual(['GM-2026-900000', 'GM-2026-900002'])
    expect(await numbers('@example.com')).toEqual(['GM-2026-900000', 'GM-2026-900002'])
    expect(await numbers('correo')).toEqual(['GM-2026-900001'])
    expect(await numbers('tienda')).toEqual(['GM-2026-900002'])
    expect(await numbers('angela_pena@correo')).toEqual(['GM-2026-900001'])
    // LIKE's and to_tsquery's own characters are only text.
    expect(await numbers('angela%')).toEqual(['GM-2026-900001'])
    expect(await numbers('a_gela@')).toEqual([])
    expect(await numbers("marta' | ruiz:* & !")).toEqual(['GM-2026-900002'])
    expect(await numbers('lucia marta')).toEqual([])

    // The words are found through the index (as on a list of 100,000 orders), not by reading every row.
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      const result = await tx.execute(sql`explain select ${orders.id} from ${orders} where ${filterConditions({ q: 'fernandez' })}`)
      return ('rows' in result ? result.rows : result) as { 'QUERY PLAN': string }[]
    })
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('orders_search_idx')
  })
})

// ─── The order page and its actions ──────────────────────────────────────────────────────────────

describe('the order page', () => {
  it('shows the order, and answers 404 for a number that is none', async () => {
    const order = await placed()
    const page = await orderPage(order.number)
    expect(page.status).toBe(200)
    const data = page.data as { order: { items: { kind: string; size: { type: string; table: unknown } }[] }; moves: Record<string, boolean> }
    expect(data.order.items[0]).toMatchObject({ kind: 'garment', size: { type: 'standard', size: 'M', table: { name: 'M' } } })
    expect(data.moves).toEqual({ confirmTransfer: true, startProduction: false, ship: false, deliver: false, cancel: true })
    expect((await orderPage('GM-2026-999999')).status).toBe(404)
    expect((await orderPage('not-a-number')).status).toBe(404)
  })

  it('refuses every move status.ts does not allow, with a message, and writes nothing', async () => {
    const order = await placed()
    const before = await everything(order.id)
    for (const fields of [
      { intent: 'startProduction' },
      { intent: 'deliver' },
      { intent: 'ship', carrier: 'Correos', trackingUrl: '' },
      { intent: 'retryRefund' },
      { intent: 'refundDone' },
    ] as Record<string, string>[]) {
      const res = await post(order.number, fields)
      expect(res.status, fields.intent).toBe(409)
      expect((res.data as { errors: Record<string, string> }).errors.form, fields.intent).toMatch(/notAllowed|noRefund/)
    }
    for (const fields of [{ intent: 'launch' }, { intent: 'note', note: '   ' }, { intent: 'cancel', reason: '' }, { intent: 'cancel', reason: 'x', refund: 'diez' }] as Record<
      string,
      string
    >[]) {
      const res = await post(order.number, fields)
      expect(res.status, JSON.stringify(fields)).toBe(400)
    }
    expect(await everything(order.id)).toEqual(before)
    // A card order's "transfer received" is refused too.
    const card = await placed('card')
    const cardBefore = await everything(card.id)
    const res = await post(card.number, { intent: 'confirmTransfer' })
    expect(res.status).toBe(409)
    expect((res.data as { errors: Record<string, string> }).errors).toEqual({ form: 'notTransfer' })
    expect(await everything(card.id)).toEqual(cardBefore)
  })

  it('walks a transfer order from pending to delivered: each step in the history, the audit log and her e-mails', async () => {
    const order = await placed()
    expect((await post(order.number, { intent: 'confirmTransfer' })).status).toBe(200)
    expect(await row(order.id)).toMatchObject({ status: 'paid' })
    expect(await db().select().from(payments).where(eq(payments.orderId, order.id))).toMatchObject([{ method: 'transfer', status: 'succeeded', amountCents: order.totalCents }])
    expect(await mails('payment-received')).toHaveLength(1)
    // Twice is once: the second press is refused.
    expect((await post(order.number, { intent: 'confirmTransfer' })).status).toBe(409)
    expect(await mails('payment-received')).toHaveLength(1)

    expect((await post(order.number, { intent: 'startProduction' })).status).toBe(200)
    const badShip = await post(order.number, { intent: 'ship', carrier: '', trackingUrl: 'http://track.example/1' })
    expect(badShip.status).toBe(400)
    expect((badShip.data as { errors: Record<string, string> }).errors).toEqual({ carrier: 'required', trackingUrl: 'invalidUrl' })
    expect((await post(order.number, { intent: 'ship', carrier: 'Correos Express', trackingUrl: 'https://track.example/GM?x=1' })).status).toBe(200)
    expect(await row(order.id)).toMatchObject({ status: 'shipped', carrier: 'Correos Express', trackingUrl: 'https://track.example/GM?x=1' })
    expect(await mails('order-shipped')).toHaveLength(1)
    expect((await post(order.number, { intent: 'note', note: 'Llamó: prefiere entrega por la tarde' })).status).toBe(200)
    expect((await post(order.number, { intent: 'deliver' })).status).toBe(200)
    expect((await post(order.number, { intent: 'cancel', reason: 'tarde' })).status).toBe(409)

    const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.id))
    expect(events.map((e) => [e.actor, e.fromStatus, e.toStatus])).toEqual([
      ['customer', null, 'pending_payment'],
      ['admin', 'pending_payment', 'paid'],
      ['admin', 'paid', 'in_production'],
      ['admin', 'in_production', 'shipped'],
      ['admin', 'shipped', 'shipped'],
      ['admin', 'shipped', 'delivered'],
    ])
    expect(events.slice(1).every((e) => e.actorId === admin.userId && e.actorEmail?.startsWith('admin-'))).toBe(true)
    expect(events[4]!.note).toBe('Llamó: prefiere entrega por la tarde')
    const audit = await db().select().from(auditLog).orderBy(asc(auditLog.id))
    expect(audit.map((a) => a.action)).toEqual(['order.confirmTransfer', 'order.startProduction', 'order.ship', 'order.note', 'order.deliver'])
    expect(audit[0]).toMatchObject({ entityType: 'order', entityId: order.number, before: { status: 'pending_payment' }, after: { status: 'paid' } })
    // The page offers nothing more.
    expect((await orderPage(order.number)).data).toMatchObject({ moves: { confirmTransfer: false, startProduction: false, ship: false, deliver: false, cancel: false } })
  })
})

// ─── Cancelling and refunding ────────────────────────────────────────────────────────────────────

async function paidCardOrder() {
  const order = await placed('card')
  const [payment] = await db().select().from(payments).where(eq(payments.orderId, order.id))
  stripe().pay(stripe().sessions.get(payment!.providerRef!)!)
  await recordPaymentReceived(order.id, payment!.id, { actor: 'payment' })
  return { order, payment: payment! }
}

describe('cancelling', () => {
  it('a card order paid through Stripe: refunded once at Stripe even when the button is pressed twice at once', async () => {
    const { order, payment } = await paidCardOrder()
    const answers = await Promise.all([
      post(order.number, { intent: 'cancel', reason: 'Tejido defectuoso' }),
      post(order.number, { intent: 'cancel', reason: 'Tejido defectuoso' }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    expect(stripe().refunds).toHaveLength(1)
    expect(stripe().refunds[0]).toMatchObject({ amount: order.totalCents, payment_intent: stripe().sessions.get(payment.providerRef!)!.payment_intent })
    expect(
      stripe()
        .requests.filter((r) => r.path === '/v1/refunds')
        .map((r) => r.idempotencyKey),
    ).toEqual([`gemela-refund-${payment.id}`])
    expect(await row(order.id)).toMatchObject({ status: 'cancelled', needsRefund: false })
    const [after] = await db().select().from(payments).where(eq(payments.id, payment.id))
    expect(after).toMatchObject({ refundStatus: 'succeeded', refundCents: order.totalCents, refundRef: stripe().refunds[0]!.id })
    const [mail] = await mails('order-cancelled')
    const rendered = (await orderMailRenderers['order-cancelled']!(mail!.payload, 'es'))!
    expect(rendered.text).toContain(`Hemos cancelado tu pedido ${order.number}.`)
    expect(rendered.text).toContain('Te devolvemos')
    // The fabric is free again.
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id))
    const locks = await db().execute(sql`select 1 from fabric_locks where fabric_id = ${item!.fabricId} and product_id = ${item!.productId}`)
    expect(('rows' in locks ? locks.rows : locks) as unknown[]).toHaveLength(0)
  })

  it('a refund Stripe could not make stays to retry; retried twice, Stripe still makes one; part of it when the admin says so', async () => {
    const { order, payment } = await paidCardOrder()
    stripe().failRefunds = 3 // the SDK retries twice: the first press fails all three
    const first = await expectErrorLogged('stripe: could not refund a payment', () => post(order.number, { intent: 'cancel', reason: 'En confección, 50 %', refund: '20,00' }))
    expect(first.status).toBe(200)
    expect((first.data as { refund: string }).refund).toBe('failed')
    expect(await row(order.id)).toMatchObject({ status: 'cancelled', needsRefund: true })
    expect(stripe().refunds).toHaveLength(0)
    const retries = await Promise.all([post(order.number, { intent: 'retryRefund' }), post(order.number, { intent: 'retryRefund' })])
    expect(retries.every((r) => r.status === 200 || r.status === 409)).toBe(true)
    expect(stripe().refunds).toHaveLength(1)
    expect(stripe().refunds[0]!.amount).toBe(2000)
    expect(
      new Set(
        stripe()
          .requests.filter((r) => r.path === '/v1/refunds')
          .map((r) => r.idempotencyKey),
      ),
    ).toEqual(new Set([`gemela-refund-${payment.id}`]))
    expect(await row(order.id)).toMatchObject({ needsRefund: false })
    expect((await post(order.number, { intent: 'retryRefund' })).status).toBe(409)
    expect(stripe().refunds).toHaveLength(1)
  })

  it('refuses to refund more than was paid, and writes nothing', async () => {
    const { order } = await paidCardOrder()
    const before = await everything(order.id)
    const res = await post(order.number, { intent: 'cancel', reason: 'x', refund: String(order.totalCents) })
    expect(res.status).toBe(400)
    expect((res.data as { errors: Record<string, string> }).errors).toEqual({ refund: 'refundTooHigh' })
    expect(await everything(order.id)).toEqual(before)
    expect(stripe().refunds).toHaveLength(0)
  })

  it('the test card refunds locally, without Stripe; a paid transfer is flagged to pay back by hand', async () => {
    const testCard = await placed('transfer')
    await db().update(orders).set({ paymentMethod: 'test_card' }).where(eq(orders.id, testCard.id))
    const [tp] = await db().insert(payments).values({ orderId: testCard.id, method: 'test_card', amountCents: testCard.totalCents }).returning()
    await recordPaymentReceived(testCard.id, tp!.id, { actor: 'payment' })
    expect((await post(testCard.number, { intent: 'cancel', reason: 'Lo pidió por teléfono' })).status).toBe(200)
    expect((await db().select().from(payments).where(eq(payments.id, tp!.id)))[0]).toMatchObject({ refundStatus: 'succeeded', refundRef: `test_refund_${tp!.id}` })
    expect(stripe().requests).toHaveLength(0)

    const transfer = await placed('transfer')
    await post(transfer.number, { intent: 'confirmTransfer' })
    expect((await post(transfer.number, { intent: 'cancel', reason: 'Sin tejido' })).status).toBe(200)
    expect(await row(transfer.id)).toMatchObject({ status: 'cancelled', needsRefund: true })
    expect((await db().select().from(payments).where(eq(payments.orderId, transfer.id)))[0]).toMatchObject({ refundStatus: 'manual', refundCents: transfer.totalCents })
    expect((await list('?refund=1')).data.rows.map((r) => r.number)).toEqual([transfer.number])
    expect((await post(transfer.number, { intent: 'refundDone' })).status).toBe(200)
    expect(await row(transfer.id)).toMatchObject({ needsRefund: false })
    expect((await db().select().from(payments).where(eq(payments.orderId, transfer.id)))[0]).toMatchObject({ refundStatus: 'succeeded' })
    expect((await post(transfer.number, { intent: 'refundDone' })).status).toBe(409)
  })
})

// ─── The papers ──────────────────────────────────────────────────────────────────────────────────

async function pdfText(number: string, document: string) {
  const res = await call(() => documentLoader(routeArgs(getRequest(`/admin/orders/${number}/${document}`, { cookie: admin.cookie }), { number, document }) as never))
  expect(res.status).toBe(200)
  expect(res.headers.get('Content-Type')).toBe('application/pdf')
  const bytes = new Uint8Array(await res.response!.arrayBuffer())
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
  const pdf = await getDocumentProxy(bytes)
  const { text, totalPages } = await extractText(pdf, { mergePages: false })
  return { pages: text, totalPages }
}

describe('the production sheet and the packing slip', () => {
  it('one page per garment with every measurement and the number; the slip with the address and the dedication', async () => {
    const order = await placed()
    const values = { alturaTotal: 165, contornoCadera: 98.5, contornoCintura: 71, largoPiernaInterior: 78.5 }
    const [item] = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id))
    await db()
      .insert(orderItems)
      .values({ ...item!, id: undefined, position: 1, size: { type: 'custom', profileName: 'Mis medidas de boda', values, method: 'custom' } })
    await db().update(orders).set({ isGift: true, dedication: 'Para mamá, con cariño' }).where(eq(orders.id, order.id))

    const sheet = await pdfText(order.number, 'production-sheet.pdf')
    // Each garment's page, then its pattern's (docs/atelier.md): the pieces to cut.
    expect(sheet.totalPages).toBe(4)
    expect(sheet.pages[0]).toContain(order.number)
    expect(sheet.pages[0]).toContain('Prenda 1 de 2')
    expect(sheet.pages[0]).toContain('Talla M')
    expect(sheet.pages[2]).toContain('Prenda 2 de 2')
    expect(sheet.pages[2]).toContain('Mis medidas de boda')
    expect(sheet.pages[2]).toContain('Contorno de cadera')
    expect(sheet.pages[2]).toContain('98,5 cm')
    expect(sheet.pages[2]).toContain('78,5 cm')
    expect(sheet.pages[2]).toContain('165 cm')
    // All 22 fields are on the page, the ones not given as a dash.
    expect(sheet.pages[2]).toContain('22. Contorno de tobillo')
    for (const page of [sheet.pages[1], sheet.pages[3]]) expect(page).toContain('PIEZAS PARA CORTAR')
    const design = item!.design!
    expect(sheet.pages[0]).toContain(design.fabric!.name.es)
    for (const part of design.parts) expect(sheet.pages[0]).toContain(part.name.es)

    const slip = await pdfText(order.number, 'packing-slip.pdf')
    expect(slip.totalPages).toBe(1)
    expect(slip.pages[0]).toContain(order.number)
    expect(slip.pages[0]).toContain('Calle Mayor 1')
    expect(slip.pages[0]).toContain('Para mamá, con cariño')
    expect(slip.pages[0]).not.toMatch(/\d+,\d{2} €/) // a gift: no prices

    const missing = await call(() =>
      documentLoader(routeArgs(getRequest(`/admin/orders/${order.number}/invoice.pdf`, { cookie: admin.cookie }), { number: order.number, document: 'invoice.pdf' }) as never),
    )
    expect(missing.status).toBe(404)
  })
})

describe('the packing slip’s sums', () => {
  it('adds up: the garments, shipping, urgent production and a gift card spent, then the total', async () => {
    const order = await placed()
    // Shipping, urgent production and a gift card on the same order (the database checks the total adds up).
    const shippingCents = 695
    const urgentCents = 1500
    const giftCardCents = 1000
    const totalCents = order.subtotalCents + shippingCents + urgentCents - giftCardCents
    await db().update(orders).set({ shippingCents, urgent: true, urgentCents, giftCardCents, totalCents }).where(eq(orders.id, order.id))
    const money = (cents: number) => new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\s/g, ' ')
    const text = (await pdfText(order.number, 'packing-slip.pdf')).pages[0]!.replace(/\s+/g, ' ')
    expect(text).toContain(`Subtotal: ${money(order.subtotalCents)}`)
    expect(text).toContain(`Envío: ${money(shippingCents)}`)
    expect(text).toContain(`Producción urgente: ${money(urgentCents)}`)
    expect(text).toContain(`Tarjeta regalo: -${money(giftCardCents)}`)
    expect(text).toContain(`Total: ${money(totalCents)}`)
    expect(text.indexOf('Subtotal:')).toBeLessThan(text.indexOf('Total:', text.indexOf('Tarjeta regalo:')))

    // Nothing urgent nor a gift card: those lines are not there, shipping still is.
    await db()
      .update(orders)
      .set({ urgent: false, urgentCents: 0, giftCardCents: 0, totalCents: order.subtotalCents + shippingCents })
      .where(eq(orders.id, order.id))
    const plain = (await pdfText(order.number, 'packing-slip.pdf')).pages[0]!.replace(/\s+/g, ' ')
    expect(plain).toContain(`Envío: ${money(shippingCents)}`)
    expect(plain).toContain(`Total: ${money(order.subtotalCents + shippingCents)}`)
    expect(plain).not.toContain('Producción urgente')
    expect(plain).not.toContain('Tarjeta regalo')
  })
})

// ─── The home ────────────────────────────────────────────────────────────────────────────────────

describe('the dashboard', () => {
  it('counts today’s and this month’s orders and revenue, and what waits, each with its list', async () => {
    const now = Date.now()
    const ago = (ms: number) => new Date(now - ms).toISOString()
    await seedOrders([
      { at: ago(60_000), status: 'paid', payment: 'card', paidAt: ago(50_000) },
      { at: ago(120_000), status: 'pending_payment', payment: 'transfer' },
      { at: ago(180_000), status: 'in_production', payment: 'card', paidAt: ago(170_000) },
      { at: '2020-01-01T10:00:00Z', status: 'paid', payment: 'card', paidAt: '2020-01-01T10:05:00Z' },
    ])
    const res = await call(() => homeLoader(routeArgs(getRequest('/admin', { cookie: admin.cookie })) as never))
    const { dashboard, lowFabrics } = res.data as { dashboard: { today: { orders: number; revenueCents: number }; waiting: Record<string, number> }; lowFabrics: unknown[] }
    // Two paid today: the unpaid one is no revenue, nor counted beside it.
    expect(dashboard.today).toEqual({ orders: 2, revenueCents: 10000 + 10002 })
    expect(dashboard.waiting).toEqual({ transfers: 1, toProduce: 2, toShip: 1, refunds: 0 })
    expect(Array.isArray(lowFabrics)).toBe(true)
    await db().update(fabrics).set({ stockMetres: 1 }).where(eq(fabrics.id, 1))
    const again = await call(() => homeLoader(routeArgs(getRequest('/admin', { cookie: admin.cookie })) as never))
    expect((again.data as { lowFabrics: { id: number; stockMetres: number }[] }).lowFabrics[0]).toMatchObject({ id: 1, stockMetres: 1 })
  })
})

describe('the dashboard’s revenue', () => {
  it('counts each order on the day it was paid, and only the orders whose money it sums', async () => {
    // 12:00 in Madrid on 15 March 2026; the month began on 1 March (Madrid), today at 00:00 (23:00 UTC the day before).
    const now = new Date('2026-03-15T11:00:00Z')
    await seedOrders([
      // Placed last month, paid by transfer today: today's and this month's money.
      { at: '2026-02-27T10:00:00Z', status: 'paid', payment: 'transfer', paidAt: '2026-03-15T08:00:00Z' },
      // Placed and paid today, already in the workshop.
      { at: '2026-03-15T09:00:00Z', status: 'in_production', payment: 'card', paidAt: '2026-03-15T09:01:00Z' },
      // Placed today, unpaid; placed today and cancelled; paid today and cancelled since (refunded): no money, no count.
      { at: '2026-03-15T09:30:00Z', status: 'pending_payment', payment: 'transfer' },
      { at: '2026-03-15T09:40:00Z', status: 'cancelled', payment: 'transfer' },
      { at: '2026-03-15T09:50:00Z', status: 'cancelled', payment: 'card', paidAt: '2026-03-15T09:51:00Z' },
      // Placed on 1 March, paid on 14 March: this month's, not today's.
      { at: '2026-03-01T10:00:00Z', status: 'shipped', payment: 'card', paidAt: '2026-03-14T18:00:00Z' },
      // Placed and paid at 23:30 in Madrid on 28 February: last month's money.
      { at: '2026-02-28T22:00:00Z', status: 'delivered', payment: 'transfer', paidAt: '2026-02-28T22:30:00Z' },
    ])
    const dashboard = await getOrderDashboard(now)
    expect(dashboard.today).toEqual({ orders: 2, revenueCents: 10000 + 10001 })
    expect(dashboard.month).toMatchObject({ orders: 3, revenueCents: 10000 + 10001 + 10005 })
    expect(dashboard.days).toEqual({ today: '2026-03-15', monthStart: '2026-03-01' })

    // Its links list those same orders: paid on those days and kept.
    const numbers = async (q: string) => (await list(q)).data.rows.map((r) => r.number)
    expect(await numbers('?paid=1&from=2026-03-15&to=2026-03-15')).toEqual(['GM-2026-900001', 'GM-2026-900000'])
    expect(await numbers('?paid=1&from=2026-03-01&to=2026-03-15')).toEqual(['GM-2026-900001', 'GM-2026-900005', 'GM-2026-900000'])
  })
})

describe('the payments counter (/metrics)', () => {
  const paid = async () => (await paymentsRecorded.get()).values.find((v) => v.labels.outcome === 'paid')?.value ?? 0

  it('counts a payment once its transaction has committed, and not one rolled back', async () => {
    const transfer = await placed('transfer')
    const before = await paid()
    expect((await post(transfer.number, { intent: 'confirmTransfer' })).status).toBe(200)
    expect(await paid()).toBe(before + 1)

    // Recorded inside a transaction that then fails: the order is not paid, and nothing is counted.
    const other = await placed('transfer')
    const [payment] = await db().insert(payments).values({ orderId: other.id, method: 'transfer', amountCents: other.totalCents }).returning()
    await expect(
      db().transaction(async (tx) => {
        expect(await recordPaymentReceived(other.id, payment!.id, { actor: 'admin' }, tx)).toBe('paid')
        throw new Error('the caller fails after it')
      }),
    ).rejects.toThrow('the caller fails after it')
    expect(await row(other.id)).toMatchObject({ status: 'pending_payment' })
    expect(await paid()).toBe(before + 1)
  })
})
