import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import { returnRequestEvents, returnRequests } from '#db/schema/returns.ts'
import { type AuditActor, recordAudit } from '#app/modules/admin/audit.server.ts'
import { enqueueMail } from '#app/modules/mail/outbox.server.ts'
import { getOrderSummary, type OrderSummary } from '#app/modules/orders/admin-orders.server.ts'
import { normalizeOrderNumber } from '#app/modules/orders/order-number.ts'
import { consumeThrottles, type ThrottleRule } from '#app/modules/throttle/throttle.server.ts'
import { getDb, type Tx } from '#app/utils/db.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { canMoveRequest, type RequestStatus } from './request-status.ts'
import { formatReturnRequestNumber, orderNumberPattern, parseReturnRequestNumber, requestActionSchema, type RequestIntent, type ReturnReason } from './schemas.ts'

/*
 * The back office's side of return and adjustment requests (issue 17, item 7;
 * docs/product.md#admin-requests): the list an admin filters and pages through, a request's page
 * with its order and history, and what she does there — move its status, write an internal note,
 * reply to the customer by e-mail. Each change is one transaction holding the request's row lock:
 * the request, its history line, the audit row and (for a reply) the queued e-mail commit together
 * or not at all.
 */

export const ADMIN_REQUESTS_PAGE_SIZE = 25

export type AdminRequestFilters = { status?: RequestStatus; reason?: ReturnReason; q?: string }

export type AdminRequestRow = {
  id: number
  number: string
  createdAt: Date
  email: string
  orderNumber: string
  /** Whether the number and e-mail she typed matched an order (the order may be gone since). */
  linked: boolean
  reason: ReturnReason
  status: RequestStatus
  locale: string
}

export type AdminRequestPage = {
  rows: AdminRequestRow[]
  /** The cursor (a request's id) of the page of older requests, if any. */
  older: number | null
  /** The cursor of the page of newer requests, if any (none on the first page). */
  newer: number | null
}

const likePrefix = (value: string) => `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The search box, by what was typed, each on an index: an e-mail (with @) by its start, in any case;
 * a request number (R-00042, r42, 42); an order number as the shop writes it (any case, spaces or no
 * dashes), or in the old format, as she typed it, in capitals.
 */
function searchCondition(q: string): SQL {
  if (q.includes('@')) return sql`lower(${returnRequests.email}) like ${likePrefix(q.toLowerCase())}`
  const conditions: SQL[] = []
  const id = parseReturnRequestNumber(q)
  if (id !== null) conditions.push(eq(returnRequests.id, id))
  const number = normalizeOrderNumber(q)
  if (number) conditions.push(eq(returnRequests.orderNumber, number))
  else if (orderNumberPattern.test(q)) conditions.push(eq(returnRequests.orderNumber, q.toUpperCase()))
  if (!conditions.length) return sql`false`
  return conditions.length === 1 ? conditions[0]! : sql`(${sql.join(conditions, sql` or `)})`
}

function filterConditions(filters: AdminRequestFilters): SQL | undefined {
  const q = filters.q?.trim()
  return and(
    filters.status ? eq(returnRequests.status, filters.status) : undefined,
    filters.reason ? eq(returnRequests.reason, filters.reason) : undefined,
    q ? searchCondition(q) : undefined,
  )
}

/**
 * One page of requests, newest first, by keyset on (created_at, id): `before` a request's id gives
 * the page of older ones, `after` the page of newer ones, neither the newest. No OFFSET, no count.
 */
export async function listReturnRequestsForAdmin(
  filters: AdminRequestFilters,
  page: { before?: number; after?: number } = {},
  size = ADMIN_REQUESTS_PAGE_SIZE,
): Promise<AdminRequestPage> {
  const cursorId = page.before ?? page.after
  const cursor =
    cursorId === undefined ? undefined : sql`(select ${returnRequests.createdAt}, ${returnRequests.id} from ${returnRequests} where ${returnRequests.id} = ${cursorId})`
  const newerFirst = page.after === undefined
  const where = and(
    filterConditions(filters),
    cursor === undefined
      ? undefined
      : page.before !== undefined
        ? sql`(${returnRequests.createdAt}, ${returnRequests.id}) < ${cursor}`
        : sql`(${returnRequests.createdAt}, ${returnRequests.id}) > ${cursor}`,
  )
  const rows = await getDb()
    .select({
      id: returnRequests.id,
      createdAt: returnRequests.createdAt,
      email: returnRequests.email,
      orderNumber: returnRequests.orderNumber,
      linked: sql<boolean>`${returnRequests.orderId} is not null`,
      reason: returnRequests.reason,
      status: returnRequests.status,
      locale: returnRequests.locale,
    })
    .from(returnRequests)
    .where(where)
    .orderBy(...(newerFirst ? [desc(returnRequests.createdAt), desc(returnRequests.id)] : [asc(returnRequests.createdAt), asc(returnRequests.id)]))
    .limit(size + 1)
  const more = rows.length > size
  const kept = rows.slice(0, size)
  const list = (newerFirst ? kept : kept.reverse()).map((r) => ({
    ...r,
    number: formatReturnRequestNumber(r.id),
    reason: r.reason as ReturnReason,
    status: r.status as RequestStatus,
  }))
  const first = list[0]?.id ?? null
  const last = list.at(-1)?.id ?? null
  if (newerFirst) return { rows: list, older: more ? last : null, newer: page.before !== undefined ? first : null }
  return { rows: list, older: last, newer: more ? first : null }
}

/** The dashboard's "requests waiting": the new ones (on the status index). */
export async function countWaitingRequests(): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(returnRequests)
    .where(eq(returnRequests.status, 'new'))
  return row?.n ?? 0
}

export type RequestEventView = {
  id: number
  at: Date
  kind: 'status' | 'note' | 'reply'
  actorEmail: string
  fromStatus: RequestStatus
  toStatus: RequestStatus
  body: string
}

export type AdminRequestView = {
  id: number
  number: string
  createdAt: Date
  email: string
  orderNumber: string
  reason: ReturnReason
  comments: string
  locale: 'es' | 'en'
  status: RequestStatus
  /** Her order, when the number and e-mail matched one that still exists. */
  order: OrderSummary | null
  /** Oldest first. */
  events: RequestEventView[]
}

/** A request's page: the request, its order (asked of the orders module) and its history; null when there is none. */
export async function getReturnRequestForAdmin(id: number): Promise<AdminRequestView | null> {
  const db = getDb()
  const [request] = await db.select().from(returnRequests).where(eq(returnRequests.id, id))
  if (!request) return null
  const [order, events] = await Promise.all([
    request.orderId ? getOrderSummary(request.orderId) : null,
    db
      .select({
        id: returnRequestEvents.id,
        at: returnRequestEvents.at,
        kind: returnRequestEvents.kind,
        actorEmail: returnRequestEvents.actorEmail,
        fromStatus: returnRequestEvents.fromStatus,
        toStatus: returnRequestEvents.toStatus,
        body: returnRequestEvents.body,
      })
      .from(returnRequestEvents)
      .where(eq(returnRequestEvents.requestId, id))
      .orderBy(asc(returnRequestEvents.at), asc(returnRequestEvents.id)),
  ])
  return {
    id: request.id,
    number: formatReturnRequestNumber(request.id),
    createdAt: request.createdAt,
    email: request.email,
    orderNumber: request.orderNumber,
    reason: request.reason as ReturnReason,
    comments: request.comments,
    locale: request.locale === 'en' ? 'en' : 'es',
    status: request.status as RequestStatus,
    order,
    events: events as RequestEventView[],
  }
}

/**
 * How many replies the page sends (the project's rule: every form that sends mail is rate limited per
 * sender and per recipient). An owner answers a handful a day; a stolen session or a stuck button
 * must not turn the shop into a mailer, nor bury one customer in mail.
 */
export const requestReplyLimits = {
  perAdmin: { limit: 30, windowSeconds: 60 * 60 },
  perRecipient: { limit: 5, windowSeconds: 60 * 60 },
  perRecipientDaily: { limit: 10, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, ThrottleRule>

export type RequestActionResult =
  { ok: true; intent: RequestIntent; status: RequestStatus } | { ok: false; status: 400 | 404 | 409 | 429; errors: Record<string, string>; retryAfterSeconds?: number }

class Refused extends Error {
  constructor(
    readonly status: 404 | 409,
    readonly errors: Record<string, string>,
  ) {
    super('refused')
  }
}

/** The audit's verb for each change: a status move is named by where it goes. */
const statusVerbs: Record<RequestStatus, string> = { new: 'reopen', answered: 'markAnswered', closed: 'close' }

/**
 * What an admin does on a request's page, from the submitted fields. A refusal (bad input, a move
 * request-status.ts does not allow, a reply beyond requestReplyLimits) writes nothing.
 */
export async function runRequestAction(requestId: number, actor: AuditActor, fields: Record<string, unknown>, now = new Date()): Promise<RequestActionResult> {
  const submission = parseSubmission(requestActionSchema, fields)
  if (!submission.ok) {
    const { intent, ...errors } = submission.errors
    return { ok: false, status: 400, errors: intent ? { ...errors, form: intent } : errors }
  }
  const action = submission.data

  if (action.intent === 'reply') {
    // The counters live outside the transaction (their own statement each): checked before anything is written.
    const [target] = await getDb().select({ email: returnRequests.email }).from(returnRequests).where(eq(returnRequests.id, requestId))
    if (!target) return { ok: false, status: 404, errors: { form: 'notFound' } }
    const allowed = await consumeThrottles([
      { key: `request-reply:admin:${actor.id}`, rule: requestReplyLimits.perAdmin },
      { key: `request-reply:recipient:hour:${target.email}`, rule: requestReplyLimits.perRecipient },
      { key: `request-reply:recipient:day:${target.email}`, rule: requestReplyLimits.perRecipientDaily },
    ])
    if (!allowed.ok) return { ok: false, status: 429, errors: { message: 'rateLimited' }, retryAfterSeconds: allowed.retryAfterSeconds }
  }

  try {
    const status = await getDb().transaction(async (tx) => {
      const [request] = await tx.select().from(returnRequests).where(eq(returnRequests.id, requestId)).for('update')
      if (!request) throw new Refused(404, { form: 'notFound' })
      const from = request.status as RequestStatus
      const number = formatReturnRequestNumber(request.id)
      const by = { actorId: actor.id, actorEmail: actor.email }
      switch (action.intent) {
        case 'status': {
          if (!canMoveRequest(from, action.to)) throw new Refused(409, { form: 'notAllowed' })
          await setStatus(request.id, action.to, tx)
          await addEvent(tx, { requestId: request.id, at: now, kind: 'status', ...by, fromStatus: from, toStatus: action.to })
          await recordAudit(
            { actor, action: `returnRequest.${statusVerbs[action.to]}`, entityType: 'return_request', entityId: number, before: { status: from }, after: { status: action.to } },
            tx,
          )
          return action.to
        }
        case 'note': {
          await addEvent(tx, { requestId: request.id, at: now, kind: 'note', ...by, fromStatus: from, toStatus: from, body: action.note })
          await recordAudit(
            { actor, action: 'returnRequest.note', entityType: 'return_request', entityId: number, before: { status: from }, after: { status: from, note: action.note } },
            tx,
          )
          return from
        }
        case 'reply': {
          if (from !== 'answered') await setStatus(request.id, 'answered', tx)
          const eventId = await addEvent(tx, { requestId: request.id, at: now, kind: 'reply', ...by, fromStatus: from, toStatus: 'answered', body: action.message })
          await enqueueMail({ kind: returnReplyMailKind, dedupeKey: `${returnReplyMailKind}:${eventId}`, to: request.email, locale: request.locale, payload: { eventId } }, tx)
          await recordAudit(
            {
              actor,
              action: 'returnRequest.reply',
              entityType: 'return_request',
              entityId: number,
              before: { status: from },
              after: { status: 'answered', reply: action.message },
            },
            tx,
          )
          return 'answered' as const
        }
      }
    })
    return { ok: true, intent: action.intent, status }
  } catch (err) {
    if (err instanceof Refused) return { ok: false, status: err.status, errors: err.errors }
    throw err
  }
}

/** The outbox's name for a reply's e-mail (its renderer: reply-mail.server.ts). */
export const returnReplyMailKind = 'return-reply'

async function setStatus(id: number, status: RequestStatus, tx: Tx) {
  await tx.update(returnRequests).set({ status }).where(eq(returnRequests.id, id))
}

async function addEvent(tx: Tx, event: typeof returnRequestEvents.$inferInsert): Promise<number> {
  const [row] = await tx.insert(returnRequestEvents).values(event).returning({ id: returnRequestEvents.id })
  return row!.id
}
