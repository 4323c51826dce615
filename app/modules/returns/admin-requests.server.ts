import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import { returnRequestEvents, returnRequests } from '#db/schema/returns.ts'
import { getOrderSummary, type OrderSummary } from '#app/modules/orders/admin-orders.server.ts'
import { normalizeOrderNumber } from '#app/modules/orders/order-number.ts'
import { getDb } from '#app/utils/db.server.ts'
import type { RequestStatus } from './request-status.ts'
import { formatReturnRequestNumber, orderNumberPattern, parseReturnRequestNumber, type ReturnReason } from './schemas.ts'

/*
 * The back office's side of return and adjustment requests (issue 17, item 7;
 * docs/product.md#admin-requests): the list an admin filters and pages through, a request's page
 * with its order and history, and what she does there — move its status, write an internal note,
 * reply to the customer by e-mail (admin-request-actions.server.ts).
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
