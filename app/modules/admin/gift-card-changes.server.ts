import { getGiftCardRecipient, resendGiftCard, voidGiftCard, type GiftCardChange } from '#app/modules/giftcards/admin-gift-cards.server.ts'
import { consumeThrottles } from '#app/modules/throttle/throttle.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { type AuditActor, recordAudit } from './audit.server.ts'

/*
 * What an admin does to a gift card (/admin/gift-cards/:id): the card's change, its line in the
 * card's movements and the audit row in one transaction (decision 007). A resend sends mail, so it is
 * rate limited per recipient and per admin (docs/security.md#limits-and-their-numbers) before anything
 * is written.
 */

export const GIFT_RESEND_LIMITS = {
  recipient: { limit: 3, windowSeconds: 86_400 },
  admin: { limit: 20, windowSeconds: 3600 },
} as const

export type GiftCardActionResult = GiftCardChange | { ok: false; reason: 'limited' }

export async function voidGiftCardByAdmin(actor: AuditActor, cardId: string, reason: string): Promise<GiftCardActionResult> {
  return getDb().transaction(async (tx) => {
    const result = await voidGiftCard(cardId, reason, actor, tx)
    if (result.ok) await recordAudit({ actor, action: 'giftCard.void', entityType: 'giftCard', entityId: cardId, before: result.before, after: { ...result.after, reason } }, tx)
    return result
  })
}

export async function resendGiftCardByAdmin(actor: AuditActor, cardId: string): Promise<GiftCardActionResult> {
  const recipient = await getGiftCardRecipient(cardId)
  if (!recipient) return { ok: false, reason: 'notFound' }
  const allowed = await consumeThrottles([
    { key: `gift-resend:admin:${actor.id}`, rule: GIFT_RESEND_LIMITS.admin },
    { key: `gift-resend:recipient:${recipient.toLowerCase()}`, rule: GIFT_RESEND_LIMITS.recipient },
  ])
  if (!allowed.ok) return { ok: false, reason: 'limited' }
  return getDb().transaction(async (tx) => {
    const result = await resendGiftCard(cardId, actor, tx)
    if (result.ok)
      await recordAudit(
        { actor, action: 'giftCard.resend', entityType: 'giftCard', entityId: cardId, before: result.before, after: { ...result.after, to: result.recipientEmail } },
        tx,
      )
    return result
  })
}
