import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { auditLog } from '#db/schema/admin.ts'
import { type DbOrTx, getDb } from '#app/utils/db.server.ts'

/**
 * The back office's audit log (docs/architecture.md#admin): every change an admin makes, written in
 * the change's own transaction so both commit or neither does (decision 007).
 */
export type AuditActor = { id: string; email: string }

export type AuditEntryInput = {
  actor: AuditActor
  /** What was done, as `<entity>.<verb>` ('settings.update'); the audit page names the known ones. */
  action: string
  entityType: string
  entityId: string
  before?: unknown
  after?: unknown
}

export type AuditEntry = {
  id: number
  at: string
  actorId: string | null
  actorEmail: string
  action: string
  entityType: string
  entityId: string
  before: unknown
  after: unknown
}

/** Writes one entry; give it the transaction that makes the change. */
export async function recordAudit(entry: AuditEntryInput, db: DbOrTx = getDb()): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actor.id,
    actorEmail: entry.actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  })
}

export const AUDIT_PAGE_SIZE = 50

export type AuditPage = {
  entries: AuditEntry[]
  /** The cursor of the page of older entries, if any. */
  older: number | null
  /** The cursor of the page of newer entries, if any (none on the first page). */
  newer: number | null
}

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  actorId: auditLog.actorId,
  actorEmail: auditLog.actorEmail,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  before: auditLog.before,
  after: auditLog.after,
}

/**
 * One page of the log, newest first, by keyset on (at, id): `before` an entry's id gives the page
 * of older ones, `after` an id the page of newer ones; neither, the newest page. The cursor's own
 * timestamp is read in the database, at its full precision (JavaScript dates stop at milliseconds).
 */
export async function listAuditEntries(page: { before?: number; after?: number; entity?: { type: string; id: string } } = {}, size = AUDIT_PAGE_SIZE): Promise<AuditPage> {
  const db = getDb()
  const cursorId = page.before ?? page.after
  const cursor = cursorId === undefined ? undefined : sql`(select ${auditLog.at}, ${auditLog.id} from ${auditLog} where ${auditLog.id} = ${cursorId})`
  const entity = page.entity ? and(eq(auditLog.entityType, page.entity.type), eq(auditLog.entityId, page.entity.id)) : undefined
  const newerFirst = page.after === undefined
  const where = and(
    entity,
    cursor === undefined ? undefined : page.before !== undefined ? sql`(${auditLog.at}, ${auditLog.id}) < ${cursor}` : sql`(${auditLog.at}, ${auditLog.id}) > ${cursor}`,
  )
  const rows = await db
    .select(columns)
    .from(auditLog)
    .where(where)
    .orderBy(...(newerFirst ? [desc(auditLog.at), desc(auditLog.id)] : [asc(auditLog.at), asc(auditLog.id)]))
    .limit(size + 1)
  const more = rows.length > size
  const kept = rows.slice(0, size)
  const entries = (newerFirst ? kept : kept.reverse()).map((r) => ({ ...r, at: r.at.toISOString() }))
  const first = entries[0]?.id ?? null
  const last = entries.at(-1)?.id ?? null
  if (newerFirst) return { entries, older: more ? last : null, newer: page.before !== undefined ? first : null }
  return { entries, older: last, newer: more ? first : null }
}
