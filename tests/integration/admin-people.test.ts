import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { computeGarmentMetres } from '#app/modules/atelier/fabric-metres.server.ts'
import { loader as homeLoader } from '#app/routes/admin/index.tsx'
import { loader as customerLoader } from '#app/routes/admin/customer.tsx'
import { loader as customersExport } from '#app/routes/admin/customers-export.ts'
import { loader as customersLoader } from '#app/routes/admin/customers.tsx'
import { loader as newsletterExport } from '#app/routes/admin/newsletter-export.ts'
import { loader as newsletterLoader } from '#app/routes/admin/newsletter.tsx'
import { action as fabricAction, loader as fabricLoader } from '#app/routes/admin/stock-fabric.tsx'
import { loader as stockLoader } from '#app/routes/admin/stock.tsx'
import { addresses, auditLog, fabrics, fabricStockMovements, measurementProfiles, newsletterSubscriptions, orders, type OrderStatus, users } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { checkoutJourney } from '#tests/support/checkout-journey.ts'
import { call, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'

/*
 * Issue 17, items 5 and 8: the fabric stock (list, a fabric's page, adjustments with their reason,
 * history and audit row, an order's consumption never lost by a concurrent adjustment, bad input
 * refused with nothing written), the customers (figures from paid orders only, keyset pages, search,
 * her page) and the newsletter (counts, list, the CSV export), each refused to a customer.
 */

const { db } = useTestDatabase()
const { guestWithShirt, placeOrder } = checkoutJourney(db)

let admin: { cookie: string; userId: string; email: string }

beforeEach(async () => {
  admin = await createSignedInCustomer(`admin-${Math.random().toString(36).slice(2, 8)}@example.com`)
  await db().update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId))
})

const get = (loader: (args: never) => unknown, path: string, params: Record<string, string> = {}, cookie = admin.cookie) =>
  call(() => loader(routeArgs(getRequest(path, { cookie }), params) as never))

async function fabricBySlug(slug: string) {
  const [row] = await db().select().from(fabrics).where(eq(fabrics.slug, slug))
  return row!
}

const stockOf = async (id: number) => (await db().select({ m: fabrics.stockMetres }).from(fabrics).where(eq(fabrics.id, id)))[0]!.m
const countRows = async (table: typeof auditLog | typeof fabricStockMovements) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
  )[0]!.n

const adjust = (fabricId: number, fields: Record<string, string>, cookie = admin.cookie) =>
  call(() => fabricAction(routeArgs(formRequest(`/admin/stock/${fabricId}`, fields, { cookie }), { fabricId: String(fabricId) }) as never))

type FabricPage = {
  fabric: { stockMetres: number; low: boolean }
  expected: string
  locks: { productName: string; order: { number: string; status: string } | null }[]
  movements: { actorEmail: string; beforeMetres: number; afterMetres: number; reason: string }[]
}

// ─── Stock ───────────────────────────────────────────────────────────────────────────────────────

describe('fabric stock', () => {
  it('lists every fabric with the garments it makes per category, the low ones first, and finds one by name', async () => {
    const shirt = await fabricBySlug('verde-primavera')
    await db().update(fabrics).set({ stockMetres: 1.5 }).where(eq(fabrics.id, shirt.id))
    const res = await get(stockLoader, '/admin/stock')
    expect(res.status).toBe(200)
    const page = res.data as {
      fabrics: {
        id: number
        name: string
        stockMetres: number
        widthCm: number
        low: boolean
        garments: { categoryId: number; garments: number; metres: number; from: 'pattern' | 'category' }[]
      }[]
      consumption: { id: number; garmentKind: string; fabricMetres: number }[]
    }
    const all = await db().select({ id: fabrics.id }).from(fabrics)
    expect(page.fabrics).toHaveLength(all.length)
    // Low ones first, the emptiest first; then the rest, none of them low.
    const lowOnes = page.fabrics.filter((f) => f.low)
    expect(page.fabrics.slice(0, lowOnes.length)).toEqual(lowOnes)
    expect(lowOnes.map((f) => f.stockMetres)).toEqual([...lowOnes.map((f) => f.stockMetres)].sort((a, b) => a - b))
    const green = page.fabrics.find((f) => f.id === shirt.id)!
    expect(green.low).toBe(true)
    // Counted as an order takes metres: a size M's pattern laid on this fabric's width, not the
    // category's fixed figure (the T-shirt's 1,6 m) — that only where no pattern can be drafted.
    expect(green.garments.map((g) => g.categoryId)).toEqual(page.consumption.map((c) => c.id))
    for (const g of green.garments) {
      const category = page.consumption.find((c) => c.id === g.categoryId)!
      const sizeM = computeGarmentMetres({
        garmentKind: category.garmentKind,
        parts: {},
        size: { type: 'standard', size: 'M' },
        categoryMetres: category.fabricMetres,
        fabricWidthCm: green.widthCm,
      })
      expect(g).toMatchObject({ metres: sizeM.metres, from: sizeM.from })
      // 1.5 m: one garment where a garment takes ≤ 1.5 m, none where it takes more.
      expect(g.garments).toBe(Math.floor(1.5 / g.metres + 1e-9))
    }
    const drafted = green.garments.filter((g) => g.from === 'pattern')
    expect(drafted.length).toBeGreaterThan(0)
    expect(drafted.some((g) => g.metres !== page.consumption.find((c) => c.id === g.categoryId)!.fabricMetres)).toBe(true)
    // Search: part of the name, in any case.
    const name = shirt.name.es
    const found = (await get(stockLoader, `/admin/stock?q=${encodeURIComponent(name.slice(0, 5).toUpperCase())}`)).data as typeof page
    expect(found.fabrics.map((f) => f.id)).toContain(shirt.id)
    expect(found.fabrics.every((f) => f.name.toLowerCase().includes(name.slice(0, 5).toLowerCase()))).toBe(true)
    const none = (await get(stockLoader, '/admin/stock?q=zzzz-no-such')).data as typeof page
    expect(none.fabrics).toEqual([])
  })

  it('the home’s low fabrics are the stock page’s low ones, each linking to its fabric', async () => {
    const shirt = await fabricBySlug('verde-primavera')
    await db().update(fabrics).set({ stockMetres: 0.5 }).where(eq(fabrics.id, shirt.id))
    const home = (await get(homeLoader, '/admin')).data as { lowFabrics: { id: number }[] }
    expect(home.lowFabrics.map((f) => f.id)).toContain(shirt.id)
  })

  it('adds metres with a reason: the stock, its history and the audit row say so', async () => {
    const fabric = await fabricBySlug('verde-primavera')
    const before = fabric.stockMetres
    const res = await adjust(fabric.id, { mode: 'delta', metres: '+2,5', reason: '  Rollo nuevo   del proveedor ' })
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe(`/admin/stock/${fabric.id}?adjusted=1`)
    expect(await stockOf(fabric.id)).toBe(Math.round((before + 2.5) * 100) / 100)

    const page = (await get(fabricLoader, `/admin/stock/${fabric.id}?adjusted=1`, { fabricId: String(fabric.id) })).data as FabricPage & { adjusted: boolean }
    expect(page.adjusted).toBe(true)
    expect(page.movements).toEqual([expect.objectContaining({ actorEmail: admin.email, beforeMetres: before, afterMetres: before + 2.5, reason: 'Rollo nuevo del proveedor' })])

    const [audit] = await db().select().from(auditLog)
    expect(audit).toMatchObject({
      actorId: admin.userId,
      actorEmail: admin.email,
      action: 'fabric.stock',
      entityType: 'fabric',
      entityId: String(fabric.id),
      before: { stockMetres: before },
      after: { stockMetres: before + 2.5, reason: 'Rollo nuevo del proveedor' },
    })

    // Taking away, and a new counted total.
    expect((await adjust(fabric.id, { mode: 'delta', metres: '-0.75', reason: 'Merma al cortar' })).status).toBe(302)
    expect(await stockOf(fabric.id)).toBe(Math.round((before + 1.75) * 100) / 100)
    expect((await adjust(fabric.id, { mode: 'set', metres: '7', expected: String(before + 1.75), reason: 'Inventario' })).status).toBe(302)
    expect(await stockOf(fabric.id)).toBe(7)
    expect(await countRows(fabricStockMovements)).toBe(3)
    expect(await countRows(auditLog)).toBe(3)
  })

  it('an order’s consumption between loading the page and sending is never lost', async () => {
    const fabric = await fabricBySlug('verde-primavera')
    const loaded = (await get(fabricLoader, `/admin/stock/${fabric.id}`, { fabricId: String(fabric.id) })).data as FabricPage
    // Meanwhile, a customer buys a shirt in this fabric.
    const { cookie } = await guestWithShirt('verde-primavera')
    expect((await placeOrder(cookie)).status).toBe(302)
    const afterOrder = await stockOf(fabric.id)
    expect(afterOrder).toBeLessThan(loaded.fabric.stockMetres)

    // A new total counted against the old figure: refused, a clear conflict, nothing written.
    const stale = await adjust(fabric.id, { mode: 'set', metres: '20', expected: loaded.expected, reason: 'Inventario' })
    expect(stale.status).toBe(409)
    expect(stale.data).toMatchObject({ errors: { form: 'conflict' }, current: afterOrder, values: { mode: 'set', metres: '20', reason: 'Inventario' } })
    expect(await stockOf(fabric.id)).toBe(afterOrder)
    expect(await countRows(fabricStockMovements)).toBe(0)
    expect(await countRows(auditLog)).toBe(0)

    // A delta is applied to what the row holds now: the order's metres stay taken.
    expect((await adjust(fabric.id, { mode: 'delta', metres: '1', expected: loaded.expected, reason: 'Retal encontrado' })).status).toBe(302)
    expect(await stockOf(fabric.id)).toBe(Math.round((afterOrder + 1) * 100) / 100)

    // The fabric's page names the combination sold and its order.
    const page = (await get(fabricLoader, `/admin/stock/${fabric.id}`, { fabricId: String(fabric.id) })).data as FabricPage
    const [order] = await db().select({ number: orders.number }).from(orders)
    expect(page.locks).toEqual([expect.objectContaining({ order: expect.objectContaining({ number: order!.number, status: 'pending_payment' }) })])
    expect(page.movements[0]).toMatchObject({ beforeMetres: afterOrder, afterMetres: Math.round((afterOrder + 1) * 100) / 100 })
  })

  it('refuses bad input with a message per field and writes nothing', async () => {
    const fabric = await fabricBySlug('verde-primavera')
    const before = fabric.stockMetres
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ mode: 'delta', metres: '2', reason: '   ' }, { reason: 'required' }],
      [{ mode: 'delta', metres: '2', reason: 'x'.repeat(301) }, { reason: 'tooLong' }],
      [{ mode: 'delta', metres: '1,234', reason: 'Rollo' }, { metres: 'invalidDelta' }],
      [{ mode: 'delta', metres: 'dos', reason: 'Rollo' }, { metres: 'invalidDelta' }],
      [{ mode: 'delta', metres: '0', reason: 'Rollo' }, { metres: 'zero' }],
      [{ mode: 'delta', metres: '', reason: 'Rollo' }, { metres: 'required' }],
      [{ mode: 'set', metres: '-3', expected: String(before), reason: 'Rollo' }, { metres: 'invalidMetres' }],
      [{ mode: 'set', metres: '10000,01', expected: String(before), reason: 'Rollo' }, { metres: 'tooHigh' }],
      [{ mode: 'set', metres: '3', reason: 'Rollo' }, { form: 'stale' }],
      [{ mode: 'steal', metres: '3', reason: 'Rollo' }, { mode: 'invalidChoice' }],
      [{ mode: 'delta', metres: `-${before + 1}`, reason: 'Rollo' }, { metres: 'belowZero' }],
      [{ mode: 'set', metres: String(before), expected: String(before), reason: 'Rollo' }, { metres: 'unchanged' }],
    ]
    for (const [fields, errors] of cases) {
      const res = await adjust(fabric.id, fields)
      expect(res.status, JSON.stringify(fields)).toBe(400)
      expect((res.data as { errors: Record<string, string> }).errors, JSON.stringify(fields)).toMatchObject(errors)
    }
    expect(await stockOf(fabric.id)).toBe(before)
    expect(await countRows(fabricStockMovements)).toBe(0)
    expect(await countRows(auditLog)).toBe(0)
    // An unknown fabric: 404.
    expect((await adjust(999_999, { mode: 'delta', metres: '1', reason: 'Rollo' })).status).toBe(404)
    expect((await get(fabricLoader, '/admin/stock/999999', { fabricId: '999999' })).status).toBe(404)
    expect((await get(fabricLoader, '/admin/stock/abc', { fabricId: 'abc' })).status).toBe(404)
  })

  it('a visitor and a customer can neither read nor adjust; nothing is written', async () => {
    const fabric = await fabricBySlug('verde-primavera')
    const customer = await createSignedInCustomer()
    for (const cookie of ['', customer.cookie]) {
      const res = await adjust(fabric.id, { mode: 'delta', metres: '5', reason: 'Rollo' }, cookie)
      expect(res.status).toBe(cookie ? 403 : 302)
      expect((await get(stockLoader, '/admin/stock', {}, cookie)).status).toBe(cookie ? 403 : 302)
    }
    expect(await stockOf(fabric.id)).toBe(fabric.stockMetres)
    expect(await countRows(fabricStockMovements)).toBe(0)
  })
})

// ─── Customers ───────────────────────────────────────────────────────────────────────────────────

let orderSeq = 0
async function addOrder(userId: string | null, status: OrderStatus, totalCents: number, placedAt: Date) {
  orderSeq += 1
  await db()
    .insert(orders)
    .values({
      number: `GM-2026-${String(900000 + orderSeq)}`,
      idempotencyKey: randomUUID(),
      userId,
      email: 'someone@example.com',
      locale: 'es',
      status,
      contact: { fullName: 'Someone', phone: '600000000', prefs: { whatsapp: false, email: true, sms: false } },
      address: { street: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', province: 'Madrid', country: 'España' },
      shippingMethod: 'standard',
      shippingCents: 0,
      subtotalCents: totalCents,
      totalCents,
      vatCents: Math.round(totalCents * 0.21),
      paymentMethod: 'transfer',
      deliveryMinDays: 10,
      deliveryMaxDays: 15,
      placedAt,
    })
}

async function addCustomer(fields: { email: string; firstName: string; lastName: string; createdAt?: Date; role?: string }) {
  const id = randomUUID()
  await db()
    .insert(users)
    .values({ id, name: `${fields.firstName} ${fields.lastName}`, emailVerified: true, role: 'customer', ...fields })
  return id
}

type CustomerRow = { id: string; name: string; email: string; orders: number; spentCents: number; lastOrderAt: string | null }
type CustomerPage = { rows: CustomerRow[]; older: string | null; newer: string | null }

describe('customers', () => {
  it('shows each account’s orders, what she spent (paid orders only) and her last order; not admins, not guests', async () => {
    const marta = await addCustomer({ email: 'marta.figures@example.com', firstName: 'Marta', lastName: 'Figueras' })
    const empty = await addCustomer({ email: 'nuria.figures@example.com', firstName: 'Nuria', lastName: 'Sin Pedidos' })
    await addOrder(marta, 'paid', 10_000, new Date('2026-03-01T10:00:00Z'))
    await addOrder(marta, 'delivered', 5_050, new Date('2026-02-01T10:00:00Z'))
    await addOrder(marta, 'pending_payment', 7_000, new Date('2026-04-01T10:00:00Z'))
    await addOrder(marta, 'cancelled', 3_000, new Date('2026-01-01T10:00:00Z'))
    await addOrder(marta, 'expired', 2_000, new Date('2026-01-02T10:00:00Z'))
    await addOrder(null, 'paid', 99_999, new Date('2026-04-02T10:00:00Z')) // a guest's

    const page = (await get(customersLoader, '/admin/customers?q=figures')).data as CustomerPage
    const byId = new Map(page.rows.map((r) => [r.id, r]))
    expect(byId.get(marta)).toMatchObject({ name: 'Marta Figueras', orders: 5, spentCents: 15_050, lastOrderAt: '2026-04-01T10:00:00.000Z' })
    expect(byId.get(empty)).toMatchObject({ orders: 0, spentCents: 0, lastOrderAt: null })
    expect(page.rows).toHaveLength(2)

    const all = (await get(customersLoader, '/admin/customers')).data as CustomerPage
    expect(all.rows.map((r) => r.id)).not.toContain(admin.userId)
    expect(all.rows.reduce((sum, r) => sum + r.spentCents, 0)).toBe(15_050)
  })

  it('finds her by name or e-mail in any case', async () => {
    const id = await addCustomer({ email: 'Carmen.Vidal@Example.com', firstName: 'Carmen', lastName: 'Vidal Soler' })
    await addCustomer({ email: 'otra@example.com', firstName: 'Otra', lastName: 'Persona' })
    const accented = await addCustomer({ email: 'lucia.ines@example.com', firstName: 'Lucía', lastName: 'Íñiguez' })
    for (const q of ['LUCÍA ÍÑIGUEZ', 'íñig']) {
      const rows = ((await get(customersLoader, `/admin/customers?q=${encodeURIComponent(q)}`)).data as CustomerPage).rows
      expect(
        rows.map((r) => r.id),
        q,
      ).toEqual([accented])
    }
    for (const q of ['carmen', 'VIDAL SOLER', 'carmen vidal', 'carmen.vidal@example', 'EXAMPLE.COM']) {
      const rows = ((await get(customersLoader, `/admin/customers?q=${encodeURIComponent(q)}`)).data as CustomerPage).rows
      expect(
        rows.map((r) => r.id),
        q,
      ).toContain(id)
    }
    const none = ((await get(customersLoader, '/admin/customers?q=%25')).data as CustomerPage).rows
    expect(none).toEqual([])
  })

  it('pages by keyset: every customer once, newest sign-up first, forward and back', async () => {
    const base = Date.parse('2026-01-01T00:00:00Z')
    const ids: string[] = []
    // 30 accounts; two share a sign-up instant (the id breaks the tie).
    for (let i = 0; i < 30; i++)
      ids.push(await addCustomer({ email: `paging-${i}@paging.example`, firstName: 'Pag', lastName: String(i), createdAt: new Date(base + Math.min(i, 28) * 60_000) }))
    const first = (await get(customersLoader, '/admin/customers?q=paging.example')).data as CustomerPage
    expect(first.rows).toHaveLength(25)
    expect(first.newer).toBeNull()
    const second = (await get(customersLoader, `/admin/customers?q=paging.example&before=${first.older}`)).data as CustomerPage
    expect(second.rows).toHaveLength(5)
    expect(second.older).toBeNull()
    const seen = [...first.rows, ...second.rows].map((r) => r.id)
    expect(new Set(seen).size).toBe(30)
    expect(seen.sort()).toEqual([...ids].sort())
    const emails = [...first.rows, ...second.rows].map((r) => Number(r.email.match(/paging-(\d+)/)![1]))
    // Newest first: 29 and 28 share the last instant, then 27 … 0.
    expect(emails.slice(2)).toEqual([27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0])
    const back = (await get(customersLoader, `/admin/customers?q=paging.example&after=${second.newer}`)).data as CustomerPage
    expect(back.rows.map((r) => r.id)).toEqual(first.rows.map((r) => r.id))
  })

  it('her page: contact, addresses, profiles with the 22 measurements, her orders; an admin or a stranger is 404', async () => {
    const id = await addCustomer({ email: 'elena.page@example.com', firstName: 'Elena', lastName: 'Ruiz' })
    await db()
      .insert(addresses)
      .values({ userId: id, fullName: 'Elena Ruiz', phone: '600111222', street: 'Calle Luna 3', postalCode: '41001', city: 'Sevilla', province: 'Sevilla', isDefault: true })
    const values = Object.fromEntries(['alturaTotal', 'contornoBusto', 'contornoCintura'].map((f, i) => [f, 100 + i]))
    await db().insert(measurementProfiles).values({ userId: id, name: 'Para camisas', values })
    await addOrder(id, 'shipped', 12_000, new Date('2026-05-05T10:00:00Z'))
    const res = await get(customerLoader, `/admin/customers/${id}`, { id })
    expect(res.status).toBe(200)
    const page = res.data as {
      customer: { name: string; email: string }
      addresses: { street: string }[]
      profiles: { name: string; values: { field: string; cm: number }[] }[]
      orders: { number: string; status: string }[]
      figures: { orders: number; spentCents: number }
    }
    expect(page.customer).toMatchObject({ name: 'Elena Ruiz', email: 'elena.page@example.com' })
    expect(page.addresses.map((a) => a.street)).toEqual(['Calle Luna 3'])
    expect(page.profiles[0]!.name).toBe('Para camisas')
    expect(page.profiles[0]!.values).toHaveLength(22)
    expect(page.profiles[0]!.values.find((v) => v.field === 'contornoBusto')!.cm).toBe(101)
    expect(page.orders).toEqual([expect.objectContaining({ status: 'shipped' })])
    expect(page.figures).toEqual(expect.objectContaining({ orders: 1, spentCents: 12_000 }))

    expect((await get(customerLoader, `/admin/customers/${admin.userId}`, { id: admin.userId })).status).toBe(404)
    expect((await get(customerLoader, '/admin/customers/nobody', { id: 'nobody' })).status).toBe(404)
    const customer = await createSignedInCustomer()
    expect((await get(customerLoader, `/admin/customers/${id}`, { id }, customer.cookie)).status).toBe(403)
  })

  it('exports every customer as CSV: BOM, header, paid-only figures, formulas neutralised; refused to a customer', async () => {
    const id = await addCustomer({ email: 'csv.customer@example.com', firstName: '=HYPERLINK("http://evil.example")', lastName: 'García, "la de Cádiz"' })
    await addOrder(id, 'paid', 4_990, new Date('2026-06-01T10:00:00Z'))
    await addOrder(id, 'cancelled', 10_000, new Date('2026-06-02T10:00:00Z'))
    const res = await get(customersExport, '/admin/customers/export')
    const response = res.response!
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="gemela-clientas-\d{4}-\d{2}-\d{2}\.csv"$/)
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    const lines = text.split('\r\n')
    expect(lines[0]).toBe('nombre,apellidos,correo,idioma,alta,pedidos,gastado_eur,ultimo_pedido')
    const line = lines.find((l) => l.includes('csv.customer@example.com'))!
    expect(line).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)","García, ""la de Cádiz""",csv\.customer@example\.com,es,[^,]+,2,49\.90,2026-06-02T10:00:00\.000Z$/)
    // Every customer (the admin is not one), and nothing else.
    const [{ n }] = (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.role, 'customer'))) as [{ n: number }]
    expect(lines.filter(Boolean)).toHaveLength(n + 1)
    expect(text).not.toContain(admin.email)

    const customer = await createSignedInCustomer()
    expect((await get(customersExport, '/admin/customers/export', {}, customer.cookie)).status).toBe(403)
  })
})

// ─── Newsletter ──────────────────────────────────────────────────────────────────────────────────

async function addSubscriptions(status: 'pending' | 'active' | 'unsubscribed', emails: string[]) {
  if (!emails.length) return
  await db()
    .insert(newsletterSubscriptions)
    .values(
      emails.map((email) => ({
        email,
        status,
        confirmToken: randomUUID(),
        unsubscribeToken: randomUUID(),
        confirmedAt: status === 'pending' ? null : new Date('2026-02-02T10:00:00Z'),
        unsubscribedAt: status === 'unsubscribed' ? new Date('2026-03-03T10:00:00Z') : null,
      })),
    )
}

type NewsletterPage = { counts: Record<string, number>; rows: { id: number; email: string }[]; older: string | null; newer: string | null; status: string }

describe('newsletter', () => {
  it('counts each status, lists the active ones by default, searches and pages', async () => {
    await addSubscriptions(
      'active',
      Array.from({ length: 55 }, (_, i) => `activa-${i}@example.com`),
    )
    await addSubscriptions('pending', ['pendiente@example.com', 'otra-pendiente@example.com'])
    await addSubscriptions('unsubscribed', ['baja@example.com'])
    const first = (await get(newsletterLoader, '/admin/newsletter')).data as NewsletterPage
    expect(first.counts).toEqual({ active: 55, pending: 2, unsubscribed: 1 })
    expect(first.status).toBe('active')
    expect(first.rows).toHaveLength(50)
    expect(first.rows[0]!.email).toBe('activa-54@example.com')
    const second = (await get(newsletterLoader, `/admin/newsletter?before=${first.older}`)).data as NewsletterPage
    expect(second.rows.map((r) => r.email)).toEqual(['activa-4@example.com', 'activa-3@example.com', 'activa-2@example.com', 'activa-1@example.com', 'activa-0@example.com'])
    expect(second.older).toBeNull()

    const found = (await get(newsletterLoader, '/admin/newsletter?q=ACTIVA-1')).data as NewsletterPage
    expect(found.rows.every((r) => r.email.startsWith('activa-1'))).toBe(true)
    expect(found.rows).toHaveLength(11) // 1, 10–19
    const pending = (await get(newsletterLoader, '/admin/newsletter?status=pending')).data as NewsletterPage
    expect(pending.rows.map((r) => r.email).sort()).toEqual(['otra-pendiente@example.com', 'pendiente@example.com'])
  })

  it('exports the active subscribers only, as spreadsheet-safe CSV with a BOM', async () => {
    await addSubscriptions('active', ['lucía@example.com', '=cmd|calc@example.com', 'ana@example.com'])
    // Her consent's record goes with her (GDPR art. 7.1): when, from which form and page, which notice.
    await db()
      .update(newsletterSubscriptions)
      .set({ consentRequestedAt: new Date('2026-02-02T09:58:00Z'), consentSource: 'footer /collection/3', consentTextVersion: '2026-11' })
      .where(eq(newsletterSubscriptions.email, 'ana@example.com'))
    await addSubscriptions('pending', ['pendiente@example.com'])
    await addSubscriptions('unsubscribed', ['baja@example.com'])
    const response = (await get(newsletterExport, '/admin/newsletter/export')).response!
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="gemela-newsletter-\d{4}-\d{2}-\d{2}\.csv"$/)
    expect(response.headers.get('Cache-Control')).toBe('private, no-store')
    const bytes = new Uint8Array(await response.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder().decode(bytes.slice(3))
    expect(text).toBe(
      [
        'correo,idioma,confirmada,consentimiento_pedido,consentimiento_origen,consentimiento_texto',
        'lucía@example.com,es,2026-02-02T10:00:00.000Z,,,',
        "'=cmd|calc@example.com,es,2026-02-02T10:00:00.000Z,,,",
        'ana@example.com,es,2026-02-02T10:00:00.000Z,2026-02-02T09:58:00.000Z,footer /collection/3,2026-11',
        '',
      ].join('\r\n'),
    )
    const customer = await createSignedInCustomer()
    expect((await get(newsletterExport, '/admin/newsletter/export', {}, customer.cookie)).status).toBe(403)
    expect((await get(newsletterExport, '/admin/newsletter/export', {}, '')).status).toBe(302)
  })

  it('designed empty lists: nothing to show is not an error', async () => {
    const page = (await get(newsletterLoader, '/admin/newsletter')).data as NewsletterPage
    expect(page.counts).toEqual({ active: 0, pending: 0, unsubscribed: 0 })
    expect(page.rows).toEqual([])
    const text = await (await get(newsletterExport, '/admin/newsletter/export')).response!.text()
    expect(text).toBe('correo,idioma,confirmada,consentimiento_pedido,consentimiento_origen,consentimiento_texto\r\n')
    // An old cursor past the end goes back to the first page.
    const stale = await get(newsletterLoader, '/admin/newsletter?before=1&status=pending')
    expect(stale.status).toBe(302)
    expect(stale.headers.get('Location')).toBe('/admin/newsletter?status=pending')
  })
})
