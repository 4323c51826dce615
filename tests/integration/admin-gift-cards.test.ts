import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { action as buyAction } from '#app/routes/gift-cards.tsx'
import { loader as listLoader } from '#app/routes/admin/gift-cards.tsx'
import { action as cardAction, loader as cardLoader } from '#app/routes/admin/gift-card.tsx'
import { orderMailRenderers } from '#app/modules/checkout/order-mails.server.ts'
import { recordPaymentReceived } from '#app/modules/checkout/payment-received.server.ts'
import { findGiftCardByCode } from '#app/modules/giftcards/giftcards.server.ts'
import { shopDate } from '#app/modules/giftcards/issue.server.ts'
import { sendDueMail } from '#app/modules/mail/outbox.server.ts'
import { auditLog, checkoutDrafts, giftCardEvents, giftCards, mailOutbox, orders, users } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { checkoutJourney } from '#tests/support/checkout-journey.ts'
import { call, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'
import { useMailSink } from '#tests/support/use-mail-sink.ts'

/*
 * The back office's gift cards (issue 32, item 4; docs/product.md#admin-gift-cards): the list and its
 * search by code or e-mail, a card's balance and movements, void with a reason (audit-logged; the
 * checkout then refuses the card, saying why) and resend with a new code (rate limited per recipient).
 */

const { db } = useTestDatabase()
const sink = useMailSink()
const { guestWithShirt, details, submit } = checkoutJourney(db)

let admin: { cookie: string; userId: string }

beforeEach(async () => {
  admin = await createSignedInCustomer(`admin-${Math.random().toString(36).slice(2, 8)}@example.com`)
  await db().update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId))
})

/** A card bought by `buyer` for `recipient`, paid, sent today: its id, code and order number. */
async function paidCard(recipient = 'marta@example.com', buyer = 'lucia@example.com', sendOn = shopDate()) {
  const fields = {
    attempt: crypto.randomUUID(),
    amount: '50',
    recipientName: 'Marta',
    recipientEmail: recipient,
    senderName: 'Lucía',
    buyerEmail: buyer,
    paymentMethod: 'transfer',
    sendOn,
  }
  await call(() => buyAction(routeArgs(formRequest('/gift-cards', fields)) as never))
  const [order] = await db().select().from(orders).where(eq(orders.email, buyer))
  await recordPaymentReceived(order!.id, null, { actor: 'admin' })
  const [card] = await db().select().from(giftCards).where(eq(giftCards.purchaseOrderId, order!.id))
  const mails = await db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, `gift-card:${card!.id}`))
  return { id: card!.id, code: (mails[0]?.payload.secret as string | undefined) ?? null, number: order!.number }
}

const list = async (query = '', cookie = admin.cookie) => {
  const res = await call(() => listLoader(routeArgs(getRequest(`/admin/gift-cards${query}`, { cookie })) as never))
  return res as typeof res & {
    data: { rows: { id: string; last4: string; state: string; balanceCents: number; order: string | null }[]; older: string | null; newer: string | null }
  }
}
const act = (id: string, fields: Record<string, string>, cookie = admin.cookie) =>
  call(() => cardAction(routeArgs(formRequest(`/admin/gift-cards/${id}`, fields, { cookie }), { id }) as never))
const cardPage = async (id: string) =>
  (await call(() => cardLoader(routeArgs(getRequest(`/admin/gift-cards/${id}`, { cookie: admin.cookie }), { id }) as never))).data as {
    card: { state: string; balanceCents: number }
    movements: { kind: string; order?: string | null; reason?: string; by?: string }[]
  }

describe('/admin/gift-cards', () => {
  it('lists cards newest first and finds one by its code (any case, dashes), its last four, an e-mail or its order', async () => {
    const a = await paidCard('marta@example.com', 'lucia@example.com')
    const b = await paidCard('eva@example.com', 'rosa@example.com', shopDate(new Date(), 7))
    const all = await list()
    expect(all.data.rows.map((r) => r.id)).toEqual([b.id, a.id])
    expect(all.data.rows.map((r) => r.state)).toEqual(['scheduled', 'sent'])

    const dashed = a.code!.toLowerCase().match(/.{4}/g)!.join('-')
    for (const q of [dashed, a.code!.slice(-4), 'marta@', 'MARTA@example.com', 'lucia@example.com', a.number]) {
      expect(
        (await list(`?q=${encodeURIComponent(q)}`)).data.rows.map((r) => r.id),
        q,
      ).toEqual([a.id])
    }
    expect((await list('?q=eva@')).data.rows.map((r) => r.id)).toEqual([b.id])
    expect((await list('?q=nadie@example.com')).data.rows).toEqual([])
    expect((await list('?q=ZZZZZZZZZZZZZZZZ')).data.rows).toEqual([])
    expect((await list('?state=scheduled')).data.rows.map((r) => r.id)).toEqual([b.id])
  })

  it('pages 25 at a time by keyset', async () => {
    const base = {
      codeLast4: '',
      initialCents: 2500,
      balanceCents: 2500,
      status: 'active' as const,
      recipientName: 'R',
      recipientEmail: 'r@example.com',
      senderName: 'S',
      sendOn: shopDate(),
    }
    await db()
      .insert(giftCards)
      .values(Array.from({ length: 27 }, (_, i) => ({ ...base, codeHash: `hash-${i}`, createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)) })))
    const first = await list()
    expect(first.data.rows).toHaveLength(25)
    expect(first.data.newer).toBeNull()
    const second = await list(`?before=${first.data.older}`)
    expect(second.data.rows).toHaveLength(2)
    expect(second.data.older).toBeNull()
    const back = await list(`?after=${second.data.newer}`)
    expect(back.data.rows.map((r) => r.id)).toEqual(first.data.rows.map((r) => r.id))
    // A cursor that is not a card's id is ignored: the first page.
    expect((await list('?before=not-a-uuid')).data.rows.map((r) => r.id)).toEqual(first.data.rows.map((r) => r.id))
  })

  it('shows a card’s balance and movements: bought, sent, spent on an order, given back', async () => {
    const a = await paidCard()
    const [order] = await db().select().from(orders)
    const { redeemGiftCard, restoreGiftCards } = await import('#app/modules/giftcards/giftcards.server.ts')
    await db().transaction((tx) => redeemGiftCard(a.id, 2000, order!.id, tx))
    await db().transaction((tx) => restoreGiftCards(order!.id, tx))
    await db().transaction((tx) => redeemGiftCard(a.id, 1500, order!.id, tx))
    const page = await cardPage(a.id)
    expect(page.card).toMatchObject({ state: 'sent', balanceCents: 3500 })
    expect(page.movements.map((m) => m.kind)).toEqual(['bought', 'sent', 'spent', 'returned', 'spent'])
    expect(page.movements.filter((m) => m.kind === 'spent').every((m) => m.order === a.number)).toBe(true)
    expect((await call(() => cardLoader(routeArgs(getRequest('/admin/gift-cards/1', { cookie: admin.cookie }), { id: '1' }) as never))).status).toBe(404)
  })

  it('voids a card with a reason (audit-logged); the checkout then refuses its code and says why', async () => {
    const a = await paidCard()
    // Without a reason: a 400 with the message under the field, and nothing written.
    const empty = await act(a.id, { intent: 'void', reason: '  ' })
    expect(empty.status).toBe(400)
    expect((empty.data as { errors: Record<string, string> }).errors).toEqual({ reason: 'required' })
    expect((await act(a.id, { intent: 'void', reason: 'x'.repeat(301) })).status).toBe(400)
    // A customer may not void it.
    const customer = await createSignedInCustomer()
    expect((await act(a.id, { intent: 'void', reason: 'mine' }, customer.cookie)).status).toBe(403)
    expect((await db().select().from(giftCards).where(eq(giftCards.id, a.id)))[0]!.status).toBe('active')
    expect(await db().select().from(auditLog)).toEqual([])

    const voided = await act(a.id, { intent: 'void', reason: 'Tarjeta comprada con una tarjeta robada' })
    expect(voided.status).toBe(302)
    expect(voided.headers.get('Location')).toBe(`/admin/gift-cards/${a.id}?done=void`)
    expect((await db().select().from(giftCards).where(eq(giftCards.id, a.id)))[0]!.status).toBe('void')
    const [audit] = await db().select().from(auditLog)
    expect(audit).toMatchObject({
      action: 'giftCard.void',
      entityType: 'giftCard',
      entityId: a.id,
      after: expect.objectContaining({ status: 'void', reason: 'Tarjeta comprada con una tarjeta robada' }),
    })
    const page = await cardPage(a.id)
    expect(page.card.state).toBe('voided')
    expect(page.movements.at(-1)).toMatchObject({ kind: 'voided', reason: 'Tarjeta comprada con una tarjeta robada', by: expect.stringMatching(/^admin-/) })
    expect((await act(a.id, { intent: 'void', reason: 'otra vez' })).status).toBe(409)

    const { basketId, cookie } = await guestWithShirt()
    const refused = await submit(cookie, { ...details, shippingMethod: 'standard', code: a.code! }, 'applyGiftCard')
    expect(refused.status).toBe(400)
    expect(refused.data).toMatchObject({ giftError: 'voided' })
    const [draft] = await db().select().from(checkoutDrafts).where(eq(checkoutDrafts.basketId, basketId))
    expect((draft!.data as { giftCardId?: string }).giftCardId).toBeUndefined()
  })

  it('resends a sent card with a new code (the old one stops working), at most 3 a day to one recipient; an unsent card is not resent', async () => {
    const a = await paidCard()
    const resent = await act(a.id, { intent: 'resend' })
    expect(resent.status).toBe(302)
    const again = (await db().select().from(mailOutbox).where(eq(mailOutbox.kind, 'gift-card'))).filter((m) => m.payload.resent === true)
    expect(again).toHaveLength(1)
    const code = again[0]!.payload.secret as string
    expect(code).not.toBe(a.code)
    expect(await findGiftCardByCode(a.code!)).toBeNull()
    expect(await findGiftCardByCode(code)).toMatchObject({ id: a.id, balanceCents: 5000, last4: code.slice(-4) })
    const [audit] = await db().select().from(auditLog)
    expect(audit).toMatchObject({ action: 'giftCard.resend', entityId: a.id, after: expect.objectContaining({ to: 'marta@example.com', last4: code.slice(-4) }) })
    expect((await cardPage(a.id)).movements.at(-1)).toMatchObject({ kind: 'resent' })

    await sendDueMail(orderMailRenderers, new Date(Date.now() + 60_000), 50)
    const texts = sink()
      .messages.filter((m) => m.to.includes('marta@example.com'))
      .map((m) => m.text)
    expect(texts.some((t) => t.includes(code.match(/.{4}/g)!.join('-')) && t.includes('Este código sustituye al que te enviamos antes'))).toBe(true)

    expect((await act(a.id, { intent: 'resend' })).status).toBe(302)
    expect((await act(a.id, { intent: 'resend' })).status).toBe(302)
    const limited = await act(a.id, { intent: 'resend' })
    expect(limited.status).toBe(429)
    expect((limited.data as { errors: Record<string, string> }).errors).toEqual({ form: 'limited' })
    expect(await db().select().from(giftCardEvents).where(eq(giftCardEvents.kind, 'resent'))).toHaveLength(3)

    const later = await paidCard('eva@example.com', 'rosa@example.com', shopDate(new Date(), 7))
    expect((await act(later.id, { intent: 'resend' })).status).toBe(409)
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'eva@example.com'))).toEqual([])
  })
})
