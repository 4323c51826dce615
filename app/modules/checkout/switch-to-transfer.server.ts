import { enqueueMail } from '#app/modules/mail/outbox.server.ts'
import { enqueueShopNewOrder } from './shop-notices.server.ts'
import { lockOrder } from '#app/modules/orders/admin-orders.server.ts'
import { addSystemNote, switchOrderToTransfer } from '#app/modules/orders/orders.server.ts'
import { listPayments, voidPendingPayments } from '#app/modules/payments/payments.server.ts'
import { expireCheckoutSession } from '#app/modules/payments/stripe.server.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { paymentMethodsOffered } from '#app/utils/env.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { releaseConfirmation } from './card-confirmation.server.ts'

/*
 * A card that was declined (or a card payment that failed) need not end the order: she may pay it by
 * transfer instead (docs/product.md#payments). Under the order's lock: the order must still be unpaid,
 * by card or the test card, with a failed payment; an attempt still open is voided (its Stripe session
 * expired after the commit); the hold becomes a transfer's (its days from now); the confirmation is
 * sent again with the IBAN and reference, and the history says so.
 */

type Switchable = { status: string; paymentMethod: string; totalCents: number }

/** Whether her order's page and the test card page offer the switch (the action checks again under the lock). */
export function offersTransferSwitch(order: Switchable, paymentStatuses: string[]): boolean {
  return (
    order.status === 'pending_payment' &&
    order.totalCents > 0 &&
    (order.paymentMethod === 'card' || order.paymentMethod === 'test_card') &&
    paymentStatuses.includes('failed') &&
    !paymentStatuses.includes('succeeded') &&
    paymentMethodsOffered().includes('transfer')
  )
}

export async function canSwitchToTransfer(order: Switchable & { id: string }): Promise<boolean> {
  if (order.status !== 'pending_payment') return false
  return offersTransferSwitch(
    order,
    (await listPayments(order.id)).map((p) => p.status),
  )
}

export async function switchToTransfer(orderId: string, now = new Date()): Promise<'switched' | 'notAllowed'> {
  const settings = await getStoreSettings()
  const result = await getDb().transaction(async (tx) => {
    const order = await lockOrder(orderId, tx)
    if (
      !order ||
      !offersTransferSwitch(
        order,
        (await listPayments(orderId, tx)).map((p) => p.status),
      )
    )
      return null
    const voided = await voidPendingPayments(orderId, order.paymentMethod as 'card' | 'test_card', tx)
    const holdExpiresAt = new Date(now.getTime() + settings.holds.transferDays * 86_400_000)
    await switchOrderToTransfer(orderId, holdExpiresAt, tx, now)
    await addSystemNote(orderId, 'payment method changed to transfer after a failed card payment', tx, now)
    // The confirmation still waiting goes now (it carries the IBAN); one sent already is sent again with it.
    if (!(await releaseConfirmation(orderId, tx, now))) {
      await enqueueMail({ kind: 'order-confirmation', dedupeKey: `order-confirmation:${orderId}:transfer`, to: order.email, locale: order.locale, payload: { orderId } }, tx)
    }
    // The shop now has a transfer to watch for (shop-notices.server.ts).
    await enqueueShopNewOrder(orderId, tx)
    return voided
  })
  if (!result) return 'notAllowed'
  for (const old of result) {
    if (!old.providerRef) continue
    await expireCheckoutSession(old.providerRef).catch((err: unknown) => logger.error({ err, order: orderId }, 'stripe: could not expire a session'))
  }
  return 'switched'
}
