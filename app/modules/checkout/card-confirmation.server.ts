import { holdQueuedMail, releaseQueuedMail } from '#app/modules/mail/outbox.server.ts'
import { getDb, type DbOrTx } from '#app/utils/db.server.ts'

/*
 * A card order's confirmation and "Pago recibido" would arrive together (docs/product.md#payments): she
 * pays on the card page a moment after placing it. So the confirmation of an unpaid card or test-card
 * order waits until its hold runs out; the payment, recorded within the hold, sends it at once (it
 * then says "Tu pago está confirmado") instead of a second message. Paid later, or switched to
 * transfer, she gets the confirmation then and "Pago recibido" as a transfer's would. An order that
 * expired or was cancelled unpaid meanwhile has nothing to confirm: the waiting message is dropped
 * (order-mails.server.ts, `heldForCard`).
 */

export const EXPIRY_MARGIN_MS = 2 * 60_000

const confirmationKey = (orderId: string) => `order-confirmation:${orderId}`

/** Right after placing: the confirmation waits for the card payment, at most until the hold runs out. */
export async function holdConfirmationForCard(orderId: string, holdEnds: Date, db: DbOrTx = getDb()): Promise<void> {
  // A little after the hold: the expiry sweep (every minute) has moved an unpaid order by then.
  const until = new Date(holdEnds.getTime() + EXPIRY_MARGIN_MS)
  await holdQueuedMail(confirmationKey(orderId), until, { heldForCard: true }, db)
}

/** The confirmation is due now if it had not gone yet: true when it was still waiting (it will say the order is paid). */
export async function releaseConfirmation(orderId: string, db: DbOrTx, now = new Date()): Promise<boolean> {
  return releaseQueuedMail(confirmationKey(orderId), db, now)
}
