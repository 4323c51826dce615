import { eq } from 'drizzle-orm'
import { z } from '#app/utils/zod.ts'
import { getDb, type DbOrTx } from '#app/utils/db.server.ts'
import { checkoutDrafts } from '#db/schema/index.ts'

/**
 * What she has given so far in the checkout of one basket, kept on the server: Back and a reload keep
 * it, and the order is built from it (never from hidden fields). Each step validates its part before
 * writing it; reading validates again, so a draft written by an older version cannot break a step.
 */
const draftSchema = z
  .object({
    guest: z.boolean().optional(),
    contact: z
      .object({
        fullName: z.string(),
        email: z.string(),
        phone: z.string(),
        prefs: z.object({ whatsapp: z.boolean(), email: z.boolean(), sms: z.boolean() }),
        street: z.string(),
        postalCode: z.string(),
        city: z.string(),
        province: z.string(),
        country: z.string(),
        isGift: z.boolean(),
        dedication: z.string().nullable(),
        addressId: z.string().nullable().optional(),
      })
      .optional(),
    /**
     * What she last typed in the page's contact, address and invoice fields, kept as she leaves each
     * one (valid or not yet): a reload or a trip to the basket gives it back. `contact` is the valid one.
     */
    typed: z.record(z.string(), z.string()).optional(),
    shippingMethod: z.enum(['standard', 'express', 'pickup']).optional(),
    /** Urgent production, asked at the shipping step (docs/product.md#delivery). */
    urgent: z.boolean().optional(),
    paymentMethod: z.enum(['card', 'test_card', 'transfer']).optional(),
    /** A gift card she applied: its id (never the code) and the balance seen when applied. */
    giftCardId: z.string().uuid().optional(),
    /** Fresh for each review: the order it places is keyed by it, so a second press places nothing more. */
    attempt: z.string().optional(),
  })
  .catch({})

export type CheckoutDraft = z.infer<typeof draftSchema>

export async function getCheckoutDraft(basketId: string): Promise<CheckoutDraft> {
  const [row] = await getDb().select({ data: checkoutDrafts.data }).from(checkoutDrafts).where(eq(checkoutDrafts.basketId, basketId))
  return draftSchema.parse(row?.data ?? {})
}

/** Merges `patch` into the draft (a key set to undefined is removed). */
export async function updateCheckoutDraft(basketId: string, patch: Partial<CheckoutDraft>): Promise<CheckoutDraft> {
  const next = draftSchema.parse(JSON.parse(JSON.stringify({ ...(await getCheckoutDraft(basketId)), ...patch })))
  const now = new Date()
  await getDb()
    .insert(checkoutDrafts)
    .values({ basketId, data: next, updatedAt: now })
    .onConflictDoUpdate({ target: checkoutDrafts.basketId, set: { data: next, updatedAt: now } })
  return next
}

export async function deleteCheckoutDraft(basketId: string, db: DbOrTx = getDb()) {
  await db.delete(checkoutDrafts).where(eq(checkoutDrafts.basketId, basketId))
}
