import { and, asc, desc, eq, gt, ilike, lt, sql } from 'drizzle-orm'
import { getDb } from '#app/utils/db.server.ts'
import { newsletterSubscriptions } from '#db/schema/index.ts'
import { type SubscriptionStatus, subscriptionStatuses } from './subscription-statuses.ts'

/*
 * The newsletter as the back office sees it (/admin/newsletter, docs/product.md#admin-newsletter):
 * how many subscriptions wait for their confirmation, are active or left; the list, searched and
 * paged by keyset on the id; every active address, batch by batch, for the CSV export.
 */

export { subscriptionStatuses, type SubscriptionStatus }

export type SubscriptionCounts = Record<SubscriptionStatus, number>

/** The three counts in one grouped query (on the status index). */
export async function countSubscriptions(): Promise<SubscriptionCounts> {
  const rows = await getDb()
    .select({ status: newsletterSubscriptions.status, n: sql<number>`count(*)::int` })
    .from(newsletterSubscriptions)
    .groupBy(newsletterSubscriptions.status)
  const counts: SubscriptionCounts = { active: 0, pending: 0, unsubscribed: 0 }
  for (const r of rows) if ((subscriptionStatuses as readonly string[]).includes(r.status)) counts[r.status as SubscriptionStatus] = r.n
  return counts
}

export type SubscriberRow = { id: number; email: string; locale: string; createdAt: Date; confirmedAt: Date | null; unsubscribedAt: Date | null }

export const SUBSCRIBERS_PAGE_SIZE = 50

export type SubscriberPage = { rows: SubscriberRow[]; older: number | null; newer: number | null }

const columns = {
  id: newsletterSubscriptions.id,
  email: newsletterSubscriptions.email,
  locale: newsletterSubscriptions.locale,
  createdAt: newsletterSubscriptions.createdAt,
  confirmedAt: newsletterSubscriptions.confirmedAt,
  unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
}

/** Part of an address, in any case (addresses are stored lower-cased). */
const emailMatches = (q: string) => (q ? ilike(newsletterSubscriptions.email, `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined)

/**
 * One page of the subscriptions in a status, newest first, by keyset on the id (serial, so newer
 * is larger): `before` an id gives the older page, `after` the newer one.
 */
export async function listSubscribers(
  filters: { status: SubscriptionStatus; q?: string },
  page: { before?: number; after?: number } = {},
  size = SUBSCRIBERS_PAGE_SIZE,
): Promise<SubscriberPage> {
  const newestFirst = page.after === undefined
  const rows = await getDb()
    .select(columns)
    .from(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.status, filters.status),
        emailMatches(filters.q?.trim() ?? ''),
        page.before !== undefined ? lt(newsletterSubscriptions.id, page.before) : page.after !== undefined ? gt(newsletterSubscriptions.id, page.after) : undefined,
      ),
    )
    .orderBy(newestFirst ? desc(newsletterSubscriptions.id) : asc(newsletterSubscriptions.id))
    .limit(size + 1)
  const more = rows.length > size
  const kept = rows.slice(0, size)
  const list = newestFirst ? kept : kept.reverse()
  const first = list[0]?.id ?? null
  const last = list.at(-1)?.id ?? null
  if (newestFirst) return { rows: list, older: more ? last : null, newer: page.before !== undefined ? first : null }
  return { rows: list, older: last, newer: more ? first : null }
}

const EXPORT_BATCH = 1000

/** A subscriber as exported: with the record of her consent (GDPR art. 7.1: how, where and with which notice it was asked). */
export type ExportedSubscriber = SubscriberRow & { consentSource: string | null; consentTextVersion: string | null; consentRequestedAt: Date | null }

/** Every active subscription, oldest first, a batch at a time (keyset on the id): the export reads them as it writes. */
export async function* activeSubscribersInBatches(batch = EXPORT_BATCH): AsyncGenerator<ExportedSubscriber[]> {
  let after = 0
  for (;;) {
    const rows = await getDb()
      .select({
        ...columns,
        consentSource: newsletterSubscriptions.consentSource,
        consentTextVersion: newsletterSubscriptions.consentTextVersion,
        consentRequestedAt: newsletterSubscriptions.consentRequestedAt,
      })
      .from(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.status, 'active'), gt(newsletterSubscriptions.id, after)))
      .orderBy(asc(newsletterSubscriptions.id))
      .limit(batch)
    if (rows.length) yield rows
    if (rows.length < batch) return
    after = rows.at(-1)!.id
  }
}
