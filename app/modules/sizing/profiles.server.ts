import { and, desc, eq, sql } from 'drizzle-orm'
import { getDb } from '#app/utils/db.server.ts'
import { lockOwner } from '#app/utils/owner-lock.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { measurementProfiles } from '#db/schema/index.ts'
import { MEASUREMENT_FIELDS, type MeasurementField } from './fields.ts'
import { MAX_PROFILES } from './limits.ts'

/**
 * A customer's saved measurement profiles (docs/product.md#saved-profiles): on the server, one account's
 * each. Every read and write is scoped by the caller's user id, so another customer's profile id
 * reads as missing (null / false), never as someone else's data.
 */

export type ProfileMethod = 'custom' | 'estimated'

export type ProfileInput = {
  name: string
  method: ProfileMethod
  /** The 22 fields in cm, one decimal. */
  values: Record<MeasurementField, number>
  notes: string
}

export type MeasurementProfile = {
  id: string
  name: string
  method: ProfileMethod
  values: Record<MeasurementField, number>
  notes: string
  createdAt: string
  updatedAt: string
}

/**
 * The list is one page. Larger than MAX_PROFILES on purpose: an account that kept more before the
 * cap existed still sees (and can delete) every one of them.
 */
const LIST_LIMIT = 100

const columns = {
  id: measurementProfiles.id,
  name: measurementProfiles.name,
  method: measurementProfiles.method,
  values: measurementProfiles.values,
  notes: measurementProfiles.notes,
  createdAt: measurementProfiles.createdAt,
  updatedAt: measurementProfiles.updatedAt,
}

type Row = { id: string; name: string; method: string; values: Record<string, number>; notes: string; createdAt: Date; updatedAt: Date }

function toProfile(row: Row): MeasurementProfile {
  return {
    id: row.id,
    name: row.name,
    method: row.method === 'estimated' ? 'estimated' : 'custom',
    values: Object.fromEntries(MEASUREMENT_FIELDS.map((f) => [f, row.values[f] ?? 0])) as Record<MeasurementField, number>,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** Only the 22 fields are stored, whatever else the caller's object carries. */
function storedValues(values: Record<MeasurementField, number>) {
  return Object.fromEntries(MEASUREMENT_FIELDS.map((f) => [f, values[f]]))
}

const owned = (userId: string, id: string) => and(eq(measurementProfiles.id, id), eq(measurementProfiles.userId, userId))

/** Newest first. */
export async function listProfiles(userId: string): Promise<MeasurementProfile[]> {
  const rows = await getDb()
    .select(columns)
    .from(measurementProfiles)
    .where(eq(measurementProfiles.userId, userId))
    .orderBy(desc(measurementProfiles.createdAt), desc(measurementProfiles.id))
    .limit(LIST_LIMIT)
  return rows.map(toProfile)
}

export async function getProfile(userId: string, id: string): Promise<MeasurementProfile | null> {
  if (!isUuid(id)) return null
  const [row] = await getDb().select(columns).from(measurementProfiles).where(owned(userId, id))
  return row ? toProfile(row) : null
}

export type CreateProfileResult = { ok: true; id: string } | { ok: false; reason: 'limit' }

/**
 * Adds a profile, refused (`limit`) once she keeps MAX_PROFILES. The count and the insert share a
 * transaction under a per-customer lock, so concurrent posts cannot go past the cap.
 */
export async function createProfile(userId: string, input: ProfileInput): Promise<CreateProfileResult> {
  return getDb().transaction(async (tx) => {
    await lockOwner(tx, 'measurement_profiles', userId)
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(measurementProfiles)
      .where(eq(measurementProfiles.userId, userId))
    if ((count?.n ?? 0) >= MAX_PROFILES) return { ok: false as const, reason: 'limit' as const }
    const [row] = await tx
      .insert(measurementProfiles)
      .values({
        userId,
        name: input.name,
        method: input.method,
        values: storedValues(input.values),
        notes: input.notes,
      })
      .returning({ id: measurementProfiles.id })
    return { ok: true as const, id: row!.id }
  })
}

/** False when there is no such profile of this customer. */
export async function updateProfile(userId: string, id: string, input: ProfileInput): Promise<boolean> {
  if (!isUuid(id)) return false
  const updated = await getDb()
    .update(measurementProfiles)
    .set({
      name: input.name,
      method: input.method,
      values: storedValues(input.values),
      notes: input.notes,
      updatedAt: new Date(),
    })
    .where(owned(userId, id))
    .returning({ id: measurementProfiles.id })
  return updated.length > 0
}

/** False when there is no such profile of this customer. */
export async function deleteProfile(userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false
  const deleted = await getDb().delete(measurementProfiles).where(owned(userId, id)).returning({ id: measurementProfiles.id })
  return deleted.length > 0
}
