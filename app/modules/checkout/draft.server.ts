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
    /**
     * What REALIZAR PEDIDO last refused, field by field, as it was typed: a reload asks it again. A save
     * of the page that reaches the server after the refusal (the field she left as she pressed the
     * button, still on its way) does not bring it back; once she changes it, it is kept again.
     */
    refused: z.record(z.string(), z.string()).optional(),
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

/**
 * Merges `patch` into the draft (a key set to undefined is removed), the row locked while it is read
 * and written: two saves of one page at once (a field's, REALIZAR PEDIDO's) do not undo each other.
 * What she typed is kept except a value REALIZAR PEDIDO refused (`refused`), unless the patch sets that too.
 */
export async function updateCheckoutDraft(basketId: string, patch: Partial<CheckoutDraft>): Promise<CheckoutDraft> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx.select({ data: checkoutDrafts.data }).from(checkoutDrafts).where(eq(checkoutDrafts.basketId, basketId)).for('update')
    const current = draftSchema.parse(row?.data ?? {})
    const refused = 'refused' in patch ? patch.refused : current.refused
    const typed = patch.typed && refused ? Object.fromEntries(Object.entries(patch.typed).filter(([name, value]) => refused[name] !== value)) : patch.typed
    const next = draftSchema.parse(JSON.parse(JSON.stringify({ ...current, ...patch, ...('typed' in patch ? { typed } : {}) })))
    const now = new Date()
    await tx
      .insert(checkoutDrafts)
      .values({ basketId, data: next, updatedAt: now })
      .onConflictDoUpdate({ target: checkoutDrafts.basketId, set: { data: next, updatedAt: now } })
    return next
  })
}

export async function deleteCheckoutDraft(basketId: string, db: DbOrTx = getDb()) {
  await db.delete(checkoutDrafts).where(eq(checkoutDrafts.basketId, basketId))
}
