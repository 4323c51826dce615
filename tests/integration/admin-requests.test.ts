import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { loader as homeLoader } from '#app/routes/admin/index.tsx'
import { action as requestAction, loader as requestLoader } from '#app/routes/admin/request.tsx'
import { loader as listLoader } from '#app/routes/admin/requests.tsx'
import { sendDueMail } from '#app/modules/mail/outbox.server.ts'
import { requestReplyLimits } from '#app/modules/returns/admin-request-actions.server.ts'
import { returnMailRenderers } from '#app/modules/returns/reply-mail.server.ts'
import { consumeThrottle } from '#app/modules/throttle/throttle.server.ts'
import { auditLog, mailOutbox, orderItems, orders, returnRequestEvents, returnRequests, users } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { call, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'
import { advanceThrottleClock } from '#tests/support/throttles.ts'
import { useMailSink } from '#tests/support/use-mail-sink.ts'

/*
 * Issue 17, item 7: the back office's requests. The list (filters, search, keyset pages), a
 * request's page with her order, the status moves status.ts allows and no other, internal notes
 * that never reach her, the reply by e-mail (through the outbox, in her language) with its limits,
 * the home's count — and every refusal writing nothing.
 */

const { db } = useTestDatabase()
const sink = useMailSink()

let admin: { cookie: string; userId: string; email: string }

beforeEach(async () => {
  const email = `admin-${Math.random().toString(36).slice(2, 8)}@example.com`
  const user = await createSignedInCustomer(email)
  await db().update(users).set({ role: 'admin' }).where(eq(users.id, user.userId))
  admin = { ...user, email }
})

// ─── Helpers ─────────────────────────────────────────────────────────────────────────────────────

type Seed = { at?: string; email?: string; orderNumber?: string; orderId?: string | null; reason?: string; status?: string; comments?: string; locale?: string }

async function seedRequests(rows: Seed[]) {
  return db()
    .insert(returnRequests)
    .values(
      rows.map((r, i) => ({
        orderNumber: r.orderNumber ?? `GM-2026-${String(700000 + i).padStart(6, '0')}`,
        email: r.email ?? `clienta${i}@example.com`,
        orderId: r.orderId ?? null,
        reason: r.reason ?? 'size',
        comments: r.comments ?? '',
        locale: r.locale ?? 'es',
        status: r.status ?? 'new',
        createdAt: new Date(r.at ?? Date.UTC(2026, 2, 1, 10) + i * 60_000),
      })),
    )
    .returning({ id: returnRequests.id })
}

async function seedOrder(email: string) {
  const [order] = await db()
    .insert(orders)
    .values({
      number: 'GM-2026-004242',
      idempotencyKey: randomUUID(),
      email,
      locale: 'es',
      status: 'delivered',
      contact: { fullName: 'Lucía García Ortega', phone: '600000000', prefs: { whatsapp: false, email: true, sms: false } },
      address: { street: 'Calle Mayor 1', postalCode: '28013', city: 'Madrid', province: 'Madrid', country: 'España' },
      shippingMethod: 'standard',
      shippingCents: 0,
      subtotalCents: 12900,
      totalCents: 12900,
      vatCents: 2239,
      paymentMethod: 'card',
      deliveryMinDays: 10,
      deliveryMaxDays: 15,
      placedAt: new Date('2026-02-10T10:00:00Z'),
    })
    .returning({ id: orders.id, number: orders.number })
  // Two lines, so the page's garment count is seen to count them (it once compared an item's id with itself and said 0).
  const card = { amountCents: 6450, recipientName: 'Ana', recipientEmail: 'ana@example.com', senderName: 'Lucía', message: '', sendOn: '2026-02-10' }
  await db()
    .insert(orderItems)
    .values([1, 2].map((position) => ({ orderId: order!.id, position, kind: 'gift_card' as const, giftCard: card, basePriceCents: 6450, totalCents: 6450 })))
  return order!
}

type ListData = { rows: { id: number; number: string; status: string; reason: string; linked: boolean }[]; older: number | null; newer: number | null; filtered: boolean }
const list = async (query = '', as: { cookie?: string } = { cookie: admin.cookie }) =>
  (await call(() => listLoader(routeArgs(getRequest(`/admin/requests${query}`, as)) as never))) as { status: number; headers: Headers; data: ListData }
const numbers = async (query: string) => (await list(query)).data.rows.map((r) => r.number)

type PageData = {
  request: {
    number: string
    status: string
    comments: string
    orderNumber: string
    order: { number: string; fullName: string; items: number } | null
    events: { kind: string; body: string; actorEmail: string; toStatus: string }[]
  }
  moves: string[]
}
const page = async (id: number | string) => {
  const res = await call(() => requestLoader(routeArgs(getRequest(`/admin/requests/${id}`, { cookie: admin.cookie }), { id: String(id) }) as never))
  return res as { status: number; data: PageData }
}
const post = (id: number | string, fields: Record<string, string>, as: { cookie?: string } = { cookie: admin.cookie }) =>
  call(() => requestAction(routeArgs(formRequest(`/admin/requests/${id}`, fields, as), { id: String(id) }) as never)) as Promise<{
    status: number
    headers: Headers
    data: { ok: boolean; errors: Record<string, string>; values: Record<string, string> | null } | null
  }>

/** Everything an action could write, to prove a refused one wrote nothing. */
async function everything() {
  const count = async (table: typeof auditLog | typeof mailOutbox | typeof returnRequestEvents) =>
    (
      (await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(table)) as [{ n: number }]
    )[0].n
  return {
    requests: await db().select().from(returnRequests).orderBy(returnRequests.id),
    events: await count(returnRequestEvents),
    audit: await count(auditLog),
    mail: await count(mailOutbox),
  }
}

const events = (requestId: number) => db().select().from(returnRequestEvents).where(eq(returnRequestEvents.requestId, requestId)).orderBy(returnRequestEvents.id)
const audits = () => db().select().from(auditLog).orderBy(auditLog.id)

// ─── The list ────────────────────────────────────────────────────────────────────────────────────

describe('the requests list', () => {
  it('pages newest first by keyset, both ways, with the filters kept; a stale cursor goes back to the first page', async () => {
    const seeded = await seedRequests(Array.from({ length: 30 }, () => ({})))
    const newestFirst = [...seeded].reverse().map((r) => `R-${String(r.id).padStart(5, '0')}`)
    const first = await list()
    expect(first.status).toBe(200)
    expect(first.data.rows.map((r) => r.number)).toEqual(newestFirst.slice(0, 25))
    expect(first.data.newer).toBeNull()
    const second = await list(`?before=${first.data.older}`)
    expect(second.data.rows.map((r) => r.number)).toEqual(newestFirst.slice(25))
    expect(second.data.older).toBeNull()
    const back = await list(`?after=${second.data.newer}`)
    expect(back.data.rows.map((r) => r.number)).toEqual(newestFirst.slice(0, 25))
    expect(back.data.newer).toBeNull()

    const stale = await list('?status=new&before=999999')
    expect(stale.status).toBe(302)
    expect(stale.headers.get('Location')).toBe('/admin/requests?status=new')
  })

  it('filters by status and reason, searches by request number, order number or e-mail in any case; nonsense in the query is ignored', async () => {
    const [a, b, c, d] = await seedRequests([
      { email: 'Marta.Ruiz@Example.com', orderNumber: 'GM-2026-000123', reason: 'size', status: 'new' },
      { email: 'ana@example.com', orderNumber: 'GM-2026-000124', reason: 'defect', status: 'answered' },
      { email: 'marta.ruiz@example.com', orderNumber: 'PEDIDO-77', reason: 'defect', status: 'closed' },
      { email: 'lucia@example.com', orderNumber: 'GM-2026-000125', reason: 'adjustment', status: 'new' },
    ])
    const n = (r: { id: number }) => `R-${String(r.id).padStart(5, '0')}`

    expect(await numbers('?status=new')).toEqual([n(d!), n(a!)])
    expect(await numbers('?reason=defect')).toEqual([n(c!), n(b!)])
    expect(await numbers('?status=closed&reason=defect')).toEqual([n(c!)])
    // Request number, as written, in lower case, or its digits.
    expect(await numbers(`?q=${n(b!)}`)).toEqual([n(b!)])
    expect(await numbers(`?q=r${b!.id}`)).toEqual([n(b!)])
    expect(await numbers(`?q=${c!.id}`)).toEqual([n(c!)])
    // Order number, as the order lookup reads it; an old-format one in any case.
    expect(await numbers('?q=gm 2026 000123')).toEqual([n(a!)])
    expect(await numbers('?q=pedido-77')).toEqual([n(c!)])
    // E-mail, by its start, in any case.
    expect(await numbers('?q=MARTA.RUIZ@')).toEqual([n(c!), n(a!)])
    expect(await numbers('?q=marta.ruiz@example.com&status=new')).toEqual([n(a!)])
    // Nothing matches: an empty, filtered list.
    const none = await list('?q=nadie@example.com')
    expect(none.data).toMatchObject({ rows: [], filtered: true })
    expect((await list('?q=%25%25%25')).data.rows).toEqual([])
    // Unknown values are dropped, never an error.
    const odd = await list('?status=received&reason=refund&before=abc')
    expect(odd.status).toBe(200)
    expect(odd.data.filtered).toBe(false)
    expect(odd.data.rows).toHaveLength(4)
  })

  it('an empty shop shows the empty list, unfiltered', async () => {
    const empty = await list()
    expect(empty.data).toMatchObject({ rows: [], filtered: false, older: null, newer: null })
  })

  it('the database holds only the three statuses', async () => {
    await expect(seedRequests([{ status: 'received' }])).rejects.toThrow()
    expect(await db().select().from(returnRequests)).toHaveLength(0)
  })
})

// ─── A request's page ────────────────────────────────────────────────────────────────────────────

describe('a request’s page', () => {
  it('shows her order when the request matched one, and the typed number when it did not; an unknown id is a 404', async () => {
    const order = await seedOrder('lucia@example.com')
    const [linked, unmatched] = await seedRequests([
      { email: 'lucia@example.com', orderNumber: order.number, orderId: order.id, comments: '<b>La manga</b>\nlarga' },
      { email: 'otra@example.com', orderNumber: 'GM-2026-999999' },
    ])
    const withOrder = await page(linked!.id)
    expect(withOrder.status).toBe(200)
    expect(withOrder.data.request).toMatchObject({ status: 'new', comments: '<b>La manga</b>\nlarga', order: { number: order.number, fullName: 'Lucía García Ortega', items: 2 } })
    expect(withOrder.data.moves).toEqual(['answered', 'closed'])
    const without = await page(unmatched!.id)
    expect(without.data.request).toMatchObject({ order: null, orderNumber: 'GM-2026-999999' })

    for (const id of ['999999', 'abc', '0', '1e3']) expect((await page(id)).status, id).toBe(404)
  })
})

// ─── Status, notes, replies ──────────────────────────────────────────────────────────────────────

describe('what an admin does to a request', () => {
  it('new → answered → closed → reopened, each in its history and the audit log; a move status.ts refuses is a 409 and writes nothing', async () => {
    const [request] = await seedRequests([{}])
    const id = request!.id
    expect((await post(id, { intent: 'status', to: 'answered' })).status).toBe(200)
    expect((await post(id, { intent: 'status', to: 'closed' })).status).toBe(200)

    const before = await everything()
    const refused = await post(id, { intent: 'status', to: 'answered' })
    expect(refused.status).toBe(409)
    expect(refused.data?.errors).toEqual({ form: 'notAllowed' })
    expect(await everything()).toEqual(before)

    expect((await post(id, { intent: 'status', to: 'new' })).status).toBe(200)
    expect((await page(id)).data.request.status).toBe('new')
    expect((await events(id)).map((e) => [e.kind, e.fromStatus, e.toStatus, e.actorEmail])).toEqual([
      ['status', 'new', 'answered', admin.email],
      ['status', 'answered', 'closed', admin.email],
      ['status', 'closed', 'new', admin.email],
    ])
    const number = `R-${String(id).padStart(5, '0')}`
    expect((await audits()).map((a) => [a.action, a.entityType, a.entityId, a.actorEmail, a.before, a.after])).toEqual([
      ['returnRequest.markAnswered', 'return_request', number, admin.email, { status: 'new' }, { status: 'answered' }],
      ['returnRequest.close', 'return_request', number, admin.email, { status: 'answered' }, { status: 'closed' }],
      ['returnRequest.reopen', 'return_request', number, admin.email, { status: 'closed' }, { status: 'new' }],
    ])
    // Nothing of this e-mails her.
    expect(await db().select().from(mailOutbox)).toHaveLength(0)
  })

  it('an internal note is kept with who and when, changes no status, and never reaches her', async () => {
    const [request] = await seedRequests([{ email: 'marta@example.com' }])
    const res = await post(request!.id, { intent: 'note', note: '  Llamarla el lunes: prefiere cambio de talla M.  ' })
    expect(res.status).toBe(200)
    const [note] = await events(request!.id)
    expect(note).toMatchObject({
      kind: 'note',
      body: 'Llamarla el lunes: prefiere cambio de talla M.',
      actorId: admin.userId,
      actorEmail: admin.email,
      fromStatus: 'new',
      toStatus: 'new',
    })
    expect(Math.abs(note!.at.getTime() - Date.now())).toBeLessThan(60_000)
    expect((await page(request!.id)).data.request).toMatchObject({ status: 'new', events: [{ kind: 'note', body: 'Llamarla el lunes: prefiere cambio de talla M.' }] })
    expect((await audits()).map((a) => a.action)).toEqual(['returnRequest.note'])
    expect(await db().select().from(mailOutbox)).toHaveLength(0)
  })

  it('a reply is queued in her language, sent in the shop’s layout, kept in the history, and answers the request', async () => {
    const order = await seedOrder('jane@example.com')
    const [spanish, english] = await seedRequests([
      { email: 'marta@example.com', status: 'new' },
      { email: 'jane@example.com', orderNumber: order.number, orderId: order.id, locale: 'en', status: 'closed' },
    ])
    const message = 'Hola, Marta:\r\n\r\nTe enviamos una etiqueta de envío <gratis> para el cambio.\r\nUn saludo,\r\nGemela'
    const res = await post(spanish!.id, { intent: 'reply', message })
    expect(res.status).toBe(200)
    expect((await post(english!.id, { intent: 'reply', message: 'Hello Jane,\n\nWe will remake the shirt.' })).status).toBe(200)

    // In the history, with who; the request is answered (also the closed one, which has just been answered).
    const [reply] = await events(spanish!.id)
    expect(reply).toMatchObject({ kind: 'reply', actorEmail: admin.email, fromStatus: 'new', toStatus: 'answered', body: message.replace(/\r\n/g, '\n') })
    expect((await page(spanish!.id)).data.request.status).toBe('answered')
    expect((await page(english!.id)).data.request.status).toBe('answered')
    expect((await audits()).map((a) => [a.action, (a.after as { reply: string }).reply])).toEqual([
      ['returnRequest.reply', message.replace(/\r\n/g, '\n')],
      ['returnRequest.reply', 'Hello Jane,\n\nWe will remake the shirt.'],
    ])

    // Through the outbox, as every other mail of the shop.
    const queued = await db().select().from(mailOutbox)
    expect(queued.map((m) => [m.kind, m.toAddress, m.locale])).toEqual([
      ['return-reply', 'marta@example.com', 'es'],
      ['return-reply', 'jane@example.com', 'en'],
    ])
    expect(await sendDueMail(returnMailRenderers)).toEqual({ sent: 2, failed: 0 })

    const spanishMail = await sink().waitFor('marta@example.com')
    const number = `R-${String(spanish!.id).padStart(5, '0')}`
    expect(spanishMail.subject).toBe(`Respuesta a tu solicitud ${number}`)
    expect(spanishMail.text.replace(/\r\n/g, '\n')).toContain('Te enviamos una etiqueta de envío <gratis> para el cambio.\nUn saludo,\nGemela')
    expect(spanishMail.html).toContain('&lt;gratis&gt;')
    expect(spanishMail.html).not.toContain('<gratis>')
    expect(spanishMail.text).toContain('Si quieres contestarnos, responde a este email.')
    expect(spanishMail.headers['reply-to']).toBe('hola@gemela.es')

    const englishMail = await sink().waitFor('jane@example.com')
    expect(englishMail.subject).toBe(`Reply to your request R-${String(english!.id).padStart(5, '0')}`)
    expect(englishMail.text).toContain('We will remake the shirt.')
    expect(englishMail.text).toContain(`Order: ${order.number}`)
  })

  it('replies are limited per recipient and per admin: beyond the limit a 429 with the message next to the field, nothing written', async () => {
    const [request, other] = await seedRequests([{ email: 'marta@example.com' }, { email: 'ana@example.com' }])
    for (let i = 0; i < requestReplyLimits.perRecipient.limit; i++) expect((await post(request!.id, { intent: 'reply', message: `Respuesta ${i}` })).status).toBe(200)
    const before = await everything()
    const refused = await post(request!.id, { intent: 'reply', message: 'Una más' })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(refused.data).toMatchObject({ ok: false, errors: { message: 'rateLimited' }, values: { message: 'Una más' } })
    expect(await everything()).toEqual(before)
    // Another customer can still be answered.
    expect((await post(other!.id, { intent: 'reply', message: 'Hola, Ana' })).status).toBe(200)
    // An hour later, her too.
    await advanceThrottleClock(requestReplyLimits.perRecipient.windowSeconds + 1)
    expect((await post(request!.id, { intent: 'reply', message: 'Una más' })).status).toBe(200)

    // The admin's own limit, whoever she writes to.
    for (let i = 0; i < requestReplyLimits.perAdmin.limit; i++) await consumeThrottle(`request-reply:admin:${admin.userId}`, requestReplyLimits.perAdmin)
    const [third] = await seedRequests([{ email: 'lucia@example.com' }])
    const afterAdmin = await everything()
    expect((await post(third!.id, { intent: 'reply', message: 'Hola, Lucía' })).status).toBe(429)
    expect(await everything()).toEqual(afterAdmin)
  })

  it('bad input → 400 with the message next to its field and the typed text back, nothing written', async () => {
    const [request] = await seedRequests([{}])
    const id = request!.id
    const before = await everything()
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ intent: 'reply', message: '   ' }, { message: 'required' }],
      [{ intent: 'reply' }, { message: 'required' }],
      [{ intent: 'reply', message: 'x'.repeat(5001) }, { message: 'tooLong' }],
      [{ intent: 'note', note: '' }, { note: 'required' }],
      [{ intent: 'note', note: 'x'.repeat(1001) }, { note: 'tooLong' }],
      [{ intent: 'status', to: 'received' }, { to: 'unknownStatus' }],
      [{ intent: 'delete' }, { form: 'unknownAction' }],
      [{}, { form: 'unknownAction' }],
    ]
    for (const [fields, errors] of cases) {
      const res = await post(id, fields)
      expect(res.status, JSON.stringify(fields).slice(0, 60)).toBe(400)
      expect(res.data?.errors).toEqual(errors)
    }
    expect((await post(id, { intent: 'reply', message: 'x'.repeat(5001) })).data?.values).toMatchObject({ message: 'x'.repeat(5001) })
    expect(await everything()).toEqual(before)
    expect(sink().messages).toHaveLength(0)
    // A post to a request that does not exist is a 404.
    expect((await post(999999, { intent: 'note', note: 'Hola' })).status).toBe(404)
    expect((await post(999999, { intent: 'reply', message: 'Hola' })).status).toBe(404)
    expect(await everything()).toEqual(before)
  })

  it('a customer and a visitor are refused on the list, the page and the form, and write nothing', async () => {
    const [request] = await seedRequests([{}])
    const customer = await createSignedInCustomer()
    const before = await everything()
    for (const cookie of [customer.cookie, undefined]) {
      const expected = cookie ? 403 : 302
      expect((await list('', { cookie })).status).toBe(expected)
      expect((await call(() => requestLoader(routeArgs(getRequest(`/admin/requests/${request!.id}`, { cookie }), { id: String(request!.id) }) as never))).status).toBe(expected)
      expect((await post(request!.id, { intent: 'reply', message: 'Hola' }, { cookie })).status).toBe(expected)
      expect((await post(request!.id, { intent: 'status', to: 'closed' }, { cookie })).status).toBe(expected)
    }
    expect(await everything()).toEqual(before)
  })
})

// ─── The home ────────────────────────────────────────────────────────────────────────────────────

describe('the home', () => {
  it('counts the requests waiting (new), linked to the filtered list', async () => {
    await seedRequests([{ status: 'new' }, { status: 'new' }, { status: 'answered' }, { status: 'closed' }])
    const home = await call(() => homeLoader(routeArgs(getRequest('/admin', { cookie: admin.cookie })) as never))
    expect(home.status).toBe(200)
    expect((home.data as { requestsWaiting: number }).requestsWaiting).toBe(2)
  })
})
