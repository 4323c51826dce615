import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import { normalizeOrderNumber } from '#app/modules/orders/order-number.ts'
import { findOrderIdByNumber } from '#app/modules/orders/admin-orders.server.ts'
import { listGiftOrderIdsByEmail, listOrderRefs } from '#app/modules/orders/order-summaries.server.ts'
import { enqueueMail } from '#app/modules/mail/outbox.server.ts'
import { getDb, type Tx } from '#app/utils/db.server.ts'
import { giftCardEvents, giftCards, giftCardUses } from '#db/schema/index.ts'
import { hashGiftCode, newGiftCode } from './gift-code.server.ts'
import { computeGiftCardState, type GiftCardState } from './order-state.ts'

/*
 * The back office's gift cards (/admin/gift-cards, docs/product.md#admin-gift-cards): the list (newest
 * first, keyset), the search by code or e-mail, a card's balance and movements, and the two things the
 * shop does to a card — void it (it can never be spent again) and resend its e-mail (with a new code:
 * only the code's hash is kept, so the old one cannot be sent again, and it stops working). The admin
 * module wraps each change with its audit row (admin/gift-card-changes.server.ts).
 */

export const ADMIN_GIFT_CARDS_PAGE_SIZE = 25

export const adminGiftCardStates = ['pending_payment', 'scheduled', 'sent', 'spent', 'voided'] as const satisfies readonly GiftCardState[]

function stateCondition(state: GiftCardState): SQL | undefined {
  switch (state) {
    case 'pending_payment':
      return eq(giftCards.status, 'pending_payment')
    case 'scheduled':
      return and(eq(giftCards.status, 'active'), isNull(giftCards.sentAt))
    case 'sent':
      return and(eq(giftCards.status, 'active'), isNotNull(giftCards.sentAt), sql`${giftCards.balanceCents} > 0`)
    case 'spent':
      return and(eq(giftCards.status, 'active'), isNotNull(giftCards.sentAt), eq(giftCards.balanceCents, 0))
    case 'voided':
      return eq(giftCards.status, 'void')
  }
}

/**
 * What was typed, each on an index: a whole code (any case, dashes or spaces) by its hash; its last
 * four characters; an order number (the order that bought it); an e-mail (with @) by its start, the
 * recipient's or the buyer's.
 */
async function searchCondition(q: string): Promise<SQL> {
  if (q.includes('@')) {
    const like = `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    const bought = await listGiftOrderIdsByEmail(q)
    return or(sql`lower(${giftCards.recipientEmail}) like ${like}`, bought.length ? inArray(giftCards.purchaseOrderId, bought) : undefined)!
  }
  const number = normalizeOrderNumber(q)
  if (number) {
    const orderId = await findOrderIdByNumber(number)
    return orderId ? eq(giftCards.purchaseOrderId, orderId) : sql`false`
  }
  const code = q.toUpperCase().replace(/[\s-]/g, '')
  if (/^[A-Z0-9]{16}$/.test(code)) return eq(giftCards.codeHash, hashGiftCode(code))
  if (/^[A-Z0-9]{4}$/.test(code)) return eq(giftCards.codeLast4, code)
  return sql`false`
}

export type AdminGiftCardRow = {
  id: string
  last4: string
  state: GiftCardState
  initialCents: number
  balanceCents: number
  recipientName: string
  recipientEmail: string
  sendOn: string
  sentAt: Date | null
  createdAt: Date
  order: { number: string } | null
}

const listColumns = {
  id: giftCards.id,
  last4: giftCards.codeLast4,
  status: giftCards.status,
  initialCents: giftCards.initialCents,
  balanceCents: giftCards.balanceCents,
  recipientName: giftCards.recipientName,
  recipientEmail: giftCards.recipientEmail,
  sendOn: giftCards.sendOn,
  sentAt: giftCards.sentAt,
  createdAt: giftCards.createdAt,
  purchaseOrderId: giftCards.purchaseOrderId,
}

/** One page of cards, newest first, by keyset on (created_at, id), like the orders' list. */
export async function listGiftCardsForAdmin(
  filters: { q?: string; state?: GiftCardState },
  page: { before?: string; after?: string } = {},
  size = ADMIN_GIFT_CARDS_PAGE_SIZE,
): Promise<{ rows: AdminGiftCardRow[]; older: string | null; newer: string | null }> {
  const q = filters.q?.trim()
  const cursorId = page.before ?? page.after
  const cursor = cursorId === undefined ? undefined : sql`(select ${giftCards.createdAt}, ${giftCards.id} from ${giftCards} where ${giftCards.id} = ${cursorId})`
  const newerFirst = page.after === undefined
  const where = and(
    filters.state ? stateCondition(filters.state) : undefined,
    q ? await searchCondition(q) : undefined,
    cursor === undefined
      ? undefined
      : page.before !== undefined
        ? sql`(${giftCards.createdAt}, ${giftCards.id}) < ${cursor}`
        : sql`(${giftCards.createdAt}, ${giftCards.id}) > ${cursor}`,
  )
  const rows = await getDb()
    .select(listColumns)
    .from(giftCards)
    .where(where)
    .orderBy(...(newerFirst ? [desc(giftCards.createdAt), desc(giftCards.id)] : [asc(giftCards.createdAt), asc(giftCards.id)]))
    .limit(size + 1)
  const more = rows.length > size
  const kept = rows.slice(0, size)
  const list = newerFirst ? kept : kept.reverse()
  const refs = await listOrderRefs(list.flatMap((r) => (r.purchaseOrderId ? [r.purchaseOrderId] : [])))
  const out = list.map(({ status, purchaseOrderId, ...r }) => {
    const ref = purchaseOrderId ? refs.get(purchaseOrderId) : undefined
    return { ...r, state: computeGiftCardState({ status, sentAt: r.sentAt, balanceCents: r.balanceCents }), order: ref ? { number: ref.number } : null }
  })
  const first = out[0]?.id ?? null
  const last = out.at(-1)?.id ?? null
  if (newerFirst) return { rows: out, older: more ? last : null, newer: page.before !== undefined ? first : null }
  return { rows: out, older: last, newer: more ? first : null }
}

/** The home's line: paid cards waiting for their send date. */
export async function countScheduledGiftCards(): Promise<number> {
  const [row] = await getDb()
    .select({ n: count() })
    .from(giftCards)
    .where(and(eq(giftCards.status, 'active'), isNull(giftCards.sentAt)))
  return row?.n ?? 0
}

export type GiftCardMovement =
  | { kind: 'bought'; at: Date; amountCents: number; order: string | null }
  | { kind: 'sent'; at: Date; email: string }
  | { kind: 'spent' | 'returned'; at: Date; amountCents: number; order: string | null }
  | { kind: 'resent' | 'voided'; at: Date; by: string; reason: string }

/** A card's page: what it is, where it stands, and everything that happened to it, oldest first. */
export async function getGiftCardForAdmin(id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null
  const db = getDb()
  const [card] = await db.select().from(giftCards).where(eq(giftCards.id, id))
  if (!card) return null
  const [uses, events] = await Promise.all([
    db.select().from(giftCardUses).where(eq(giftCardUses.giftCardId, id)).orderBy(asc(giftCardUses.at), asc(giftCardUses.id)),
    db.select().from(giftCardEvents).where(eq(giftCardEvents.giftCardId, id)).orderBy(asc(giftCardEvents.at), asc(giftCardEvents.id)),
  ])
  const refs = await listOrderRefs([...(card.purchaseOrderId ? [card.purchaseOrderId] : []), ...uses.flatMap((u) => (u.orderId ? [u.orderId] : []))])
  const number = (orderId: string | null) => (orderId ? (refs.get(orderId)?.number ?? null) : null)
  const movements: GiftCardMovement[] = [
    { kind: 'bought', at: card.createdAt, amountCents: card.initialCents, order: number(card.purchaseOrderId) },
    ...(card.sentAt ? [{ kind: 'sent' as const, at: card.sentAt, email: card.recipientEmail }] : []),
    ...uses.map((u) => ({ kind: u.amountCents > 0 ? ('spent' as const) : ('returned' as const), at: u.at, amountCents: Math.abs(u.amountCents), order: number(u.orderId) })),
    ...events.map((e) => ({ kind: e.kind, at: e.at, by: e.actorEmail, reason: e.reason })),
  ]
  movements.sort((a, b) => a.at.getTime() - b.at.getTime())
  return {
    card: {
      id: card.id,
      last4: card.codeLast4,
      state: computeGiftCardState(card),
      initialCents: card.initialCents,
      balanceCents: card.balanceCents,
      recipientName: card.recipientName,
      recipientEmail: card.recipientEmail,
      senderName: card.senderName,
      message: card.message,
      sendOn: card.sendOn,
      sentAt: card.sentAt,
      createdAt: card.createdAt,
      order: card.purchaseOrderId ? number(card.purchaseOrderId) : null,
    },
    movements,
  }
}

export type GiftCardChange =
  { ok: true; recipientEmail: string; before: { status: string; last4: string }; after: { status: string; last4: string } } | { ok: false; reason: 'notFound' | 'notAllowed' }

/** Voids an active card (sent or still waiting for its day): no checkout will take it again, and an unsent one is never sent. */
export async function voidGiftCard(id: string, reason: string, actor: { email: string }, tx: Tx, now = new Date()): Promise<GiftCardChange> {
  const [card] = await tx
    .select({ status: giftCards.status, last4: giftCards.codeLast4, recipientEmail: giftCards.recipientEmail })
    .from(giftCards)
    .where(eq(giftCards.id, id))
    .for('update')
  if (!card) return { ok: false, reason: 'notFound' }
  if (card.status !== 'active') return { ok: false, reason: 'notAllowed' }
  await tx.update(giftCards).set({ status: 'void' }).where(eq(giftCards.id, id))
  await tx.insert(giftCardEvents).values({ giftCardId: id, kind: 'voided', actorEmail: actor.email, reason, at: now })
  return { ok: true, recipientEmail: card.recipientEmail, before: { status: card.status, last4: card.last4 }, after: { status: 'void', last4: card.last4 } }
}

/**
 * Sends a sent, active card's e-mail to its recipient again, with a new code (the old one stops
 * working at once): the database has only the old code's hash, and a code that may have leaked is
 * better replaced than repeated. Its balance does not change.
 */
export async function resendGiftCard(id: string, actor: { email: string }, tx: Tx, now = new Date()): Promise<GiftCardChange> {
  const [card] = await tx
    .select({ status: giftCards.status, sentAt: giftCards.sentAt, last4: giftCards.codeLast4, recipientEmail: giftCards.recipientEmail, locale: giftCards.locale })
    .from(giftCards)
    .where(eq(giftCards.id, id))
    .for('update')
  if (!card) return { ok: false, reason: 'notFound' }
  if (card.status !== 'active' || !card.sentAt) return { ok: false, reason: 'notAllowed' }
  const code = newGiftCode()
  await tx
    .update(giftCards)
    .set({ codeHash: hashGiftCode(code), codeLast4: code.slice(-4) })
    .where(eq(giftCards.id, id))
  const [event] = await tx.insert(giftCardEvents).values({ giftCardId: id, kind: 'resent', actorEmail: actor.email, at: now }).returning({ id: giftCardEvents.id })
  await enqueueMail(
    { kind: 'gift-card', dedupeKey: `gift-card:${id}:resent:${event!.id}`, to: card.recipientEmail, locale: card.locale, payload: { giftCardId: id, secret: code, resent: true } },
    tx,
  )
  return { ok: true, recipientEmail: card.recipientEmail, before: { status: card.status, last4: card.last4 }, after: { status: card.status, last4: code.slice(-4) } }
}

/** The card's recipient, for the resend's rate limit (counted before the change). */
export async function getGiftCardRecipient(id: string): Promise<string | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null
  const [card] = await getDb().select({ email: giftCards.recipientEmail }).from(giftCards).where(eq(giftCards.id, id))
  return card?.email ?? null
}
