import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { getDb } from '#app/utils/db.server.ts'
import { lockOwner } from '#app/utils/owner-lock.server.ts'
import { isUuid } from '#app/utils/uuid.ts'
import { addresses } from '#db/schema/index.ts'
import { type AddressInput, MAX_ADDRESSES } from './schemas.ts'

const columns = {
  id: addresses.id,
  fullName: addresses.fullName,
  phone: addresses.phone,
  street: addresses.street,
  postalCode: addresses.postalCode,
  city: addresses.city,
  province: addresses.province,
  country: addresses.country,
  isDefault: addresses.isDefault,
}

export type Address = { id: string; fullName: string; phone: string; street: string; postalCode: string; city: string; province: string; country: string; isDefault: boolean }

/** Her addresses, the default first, then in the order she added them (at most MAX_ADDRESSES). */
export async function listAddresses(userId: string): Promise<Address[]> {
  return getDb()
    .select(columns)
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(sql`${addresses.isDefault} desc`, asc(addresses.createdAt), asc(addresses.id))
    .limit(MAX_ADDRESSES)
}

/** One of her addresses; null when it does not exist or belongs to someone else. */
export async function getAddress(userId: string, addressId: string): Promise<Address | null> {
  if (!isUuid(addressId)) return null
  const [row] = await getDb()
    .select(columns)
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
  return row ?? null
}

function fields(input: AddressInput) {
  return {
    fullName: input.fullName,
    phone: input.phone,
    street: input.street,
    postalCode: input.postalCode,
    city: input.city,
    province: input.province,
    country: input.country,
  }
}

/**
 * Adds an address. Her first one becomes the default; a later one only when she asks. Refused
 * (`limit`) once she has MAX_ADDRESSES.
 */
export async function createAddress(userId: string, input: AddressInput): Promise<{ ok: true; id: string } | { ok: false; reason: 'limit' }> {
  return getDb().transaction(async (tx) => {
    // Count and insert take turns per customer, so concurrent posts cannot pass the cap.
    await lockOwner(tx, 'addresses', userId)
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(addresses)
      .where(eq(addresses.userId, userId))
    const n = count?.n ?? 0
    if (n >= MAX_ADDRESSES) return { ok: false as const, reason: 'limit' as const }
    const isDefault = n === 0 || input.makeDefault
    if (isDefault)
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
    const [row] = await tx
      .insert(addresses)
      .values({ ...fields(input), userId, isDefault })
      .returning({ id: addresses.id })
    return { ok: true as const, id: row!.id }
  })
}

/** Changes one of her addresses (false when it is not hers); `makeDefault` makes it the default. */
export async function updateAddress(userId: string, addressId: string, input: AddressInput): Promise<boolean> {
  if (!isUuid(addressId)) return false
  return getDb().transaction(async (tx) => {
    const [own] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    if (!own) return false
    if (input.makeDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, addressId)))
    }
    await tx
      .update(addresses)
      .set({ ...fields(input), ...(input.makeDefault ? { isDefault: true } : {}), updatedAt: new Date() })
      .where(eq(addresses.id, addressId))
    return true
  })
}

/** Makes one of her addresses the default (exactly one is); false when it is not hers. */
export async function setDefaultAddress(userId: string, addressId: string): Promise<boolean> {
  if (!isUuid(addressId)) return false
  return getDb().transaction(async (tx) => {
    const [own] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
    if (!own) return false
    // Unset first: the partial unique index allows one default per customer at any moment.
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, addressId)))
    await tx.update(addresses).set({ isDefault: true, updatedAt: new Date() }).where(eq(addresses.id, addressId))
    return true
  })
}

/** Deletes one of her addresses; when it was the default, her oldest remaining one takes over. */
export async function deleteAddress(userId: string, addressId: string): Promise<boolean> {
  if (!isUuid(addressId)) return false
  return getDb().transaction(async (tx) => {
    const [deleted] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
      .returning({ isDefault: addresses.isDefault })
    if (!deleted) return false
    if (deleted.isDefault) {
      const [next] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt), asc(addresses.id)).limit(1)
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id))
    }
    return true
  })
}
