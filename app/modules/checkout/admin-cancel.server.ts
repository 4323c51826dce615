import { releaseFabrics } from '#app/modules/catalogue/fabric-sale.server.ts'
import { restoreGiftCards } from '#app/modules/giftcards/giftcards.server.ts'
import { hasSentGiftCards, voidGiftCards } from '#app/modules/giftcards/issue.server.ts'
import { enqueueMail } from '#app/modules/mail/outbox.server.ts'
import { listFabricHolds, moveOrder, type OrderRow } from '#app/modules/orders/orders.server.ts'
import { holdsFabric } from '#app/modules/orders/status.ts'
import { listPayments } from '#app/modules/payments/payments.server.ts'
import type { Tx } from '#app/utils/db.server.ts'
import { refundablePayments, refundCapturedPayments, type RefundPlan } from './refunds.server.ts'

/*
 * The shop cancels an order (issue 17, item 6; docs/product.md#admin-orders). In the caller's
 * transaction: the order is cancelled (status.ts decides whether it may be), the fabrics, metres and
 * gift-card credit it holds come back, the refund is set out on every payment that took money, and
 * her e-mail is queued. The money itself moves after the commit (no provider call inside a
 * transaction, decision 007): by Stripe for a card, at once for the test card (nothing was taken),
 * by hand for a transfer (the order is flagged until the shop says it is done).
 */

export class CancelRefusedError extends Error {
  constructor(readonly code: 'giftCardsSent' | 'refundTooHigh') {
    super(code)
  }
}

/**
 * Cancels inside `tx`; throws OrderMoveError when the order may not be cancelled and
 * CancelRefusedError when it may not be here (a gift card it bought was already sent: it may have
 * been spent) or the refund asked is more than was paid. `refundCents` null gives back all of it.
 */
export async function cancelOrderByAdmin(
  orderId: string,
  input: { refundCents: number | null; reason: string },
  by: { actorId: string; actorEmail: string },
  tx: Tx,
  now = new Date(),
): Promise<{ before: OrderRow; refund: RefundPlan }> {
  const before = await moveOrder(orderId, 'cancelled', { actor: 'admin', actorId: by.actorId, actorEmail: by.actorEmail, note: input.reason }, tx, now)
  if (await hasSentGiftCards(orderId, tx)) throw new CancelRefusedError('giftCardsSent')
  if (holdsFabric(before.status)) {
    await releaseFabrics(orderId, await listFabricHolds(orderId, tx), tx)
    await restoreGiftCards(orderId, tx)
  }
  await voidGiftCards(orderId, tx)
  // Every payment that took money, not only the first: an order charged twice gives both back.
  const captured = refundablePayments(await listPayments(orderId, tx))
  const paidAmount = captured.length > 0 ? captured.reduce((sum, p) => sum + p.amountCents, 0) : before.paidAt ? before.totalCents : 0
  const amountCents = input.refundCents ?? paidAmount
  if (amountCents > paidAmount) throw new CancelRefusedError('refundTooHigh')
  const creditRestored = holdsFabric(before.status) ? before.giftCardCents : 0
  const refund = await refundCapturedPayments(orderId, amountCents, 'cancelled by the shop: refund the transfer by hand', tx, now, creditRestored)
  await enqueueMail(
    {
      kind: 'order-cancelled',
      dedupeKey: `order-cancelled:${orderId}`,
      to: before.email,
      locale: before.locale,
      payload: { orderId, by: 'shop', refundCents: refund.kind === 'none' ? 0 : amountCents },
    },
    tx,
  )
  return { before, refund }
}
