import { CancelRefusedError, cancelOrderByAdmin } from '#app/modules/checkout/admin-cancel.server.ts'
import { sendCardRefunds, type RefundPlan } from '#app/modules/checkout/refunds.server.ts'
import { countPayment, recordPaymentReceived, type PaymentOutcome } from '#app/modules/checkout/payment-received.server.ts'
import { markShipped } from '#app/modules/checkout/ship-order.server.ts'
import { addOrderNote, clearRefundFlag, lockOrder } from '#app/modules/orders/admin-orders.server.ts'
import { moveOrder, OrderMoveError, type OrderRow } from '#app/modules/orders/orders.server.ts'
import { requeuePatternJob, wakePatternWorker, type RequeueOutcome } from '#app/modules/atelier/pattern-jobs.server.ts'
import { canMoveOrder, type OrderStatus } from '#app/modules/orders/status.ts'
import { closeManualRefund, createPayment, listPayments } from '#app/modules/payments/payments.server.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { getDb, type Tx } from '#app/utils/db.server.ts'
import { type AuditActor, recordAudit } from './audit.server.ts'
import { type OrderAction, type OrderIntent, orderActionSchema } from './order-schemas.ts'

/*
 * What an admin does to an order from its page (issue 17, item 6; decisions.md point 6). Each action
 * is one transaction holding the order's row lock: the change through the module that owns it
 * (status.ts says which moves an admin may make; moveOrder checks again under the lock), the order's
 * history, and the audit row. A refused action throws inside the transaction, so nothing is
 * written. Money leaves after the commit: a card refund is asked of Stripe then, once per payment
 * (its idempotency key), and a failure stays on the page to retry.
 */

export type OrderActionResult =
  { ok: true; intent: OrderIntent; refund?: 'refunded' | 'failed' | 'manual' | 'none' } | { ok: false; status: 400 | 404 | 409; errors: Record<string, string> }

/** The statuses each action moves an order to (the page offers an action only where status.ts allows its move). */
export const actionTargets = {
  confirmTransfer: 'paid',
  startProduction: 'in_production',
  ship: 'shipped',
  deliver: 'delivered',
  cancel: 'cancelled',
} as const satisfies Partial<Record<OrderIntent, OrderStatus>>

/** A gift-card order is never sewn, shipped or delivered by hand: its card goes by e-mail (docs/product.md#gift-cards). */
const garmentOnly: ReadonlySet<string> = new Set(['startProduction', 'ship', 'deliver'])

/** Whether the page offers this status move for the order (status.ts, a transfer for the "received" button, garments for the workshop's moves). */
export function offersMove(intent: keyof typeof actionTargets, order: { status: OrderStatus; paymentMethod: string; shippingMethod: string }): boolean {
  if (intent === 'confirmTransfer' && order.paymentMethod !== 'transfer') return false
  if (order.shippingMethod === 'email' && garmentOnly.has(intent)) return false
  return canMoveOrder(order.status, actionTargets[intent], 'admin')
}

class Refused extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly errors: Record<string, string>,
  ) {
    super('refused')
  }
}

/** The order as its audit row keeps it, before and after an action (audit-describe.ts names each field). */
export const orderAuditSnapshot = (o: Pick<OrderRow, 'status' | 'needsRefund' | 'carrier' | 'trackingUrl'>) => ({
  status: o.status,
  needsRefund: o.needsRefund,
  carrier: o.carrier,
  trackingUrl: o.trackingUrl,
})

export async function runOrderAction(orderId: string, actor: AuditActor, fields: Record<string, unknown>, now = new Date()): Promise<OrderActionResult> {
  const submission = parseSubmission(orderActionSchema, fields)
  if (!submission.ok) return { ok: false, status: 400, errors: submission.errors }
  const action = submission.data
  let refund: RefundPlan
  const payments: PaymentOutcome[] = []
  const requeued: RequeueOutcome[] = []
  try {
    refund = await getDb().transaction(async (tx) => {
      const order = await lockOrder(orderId, tx)
      if (!order) throw new Refused(404, { form: 'notFound' })
      const plan = await apply(action, order, actor, tx, now, payments, requeued)
      const after = await lockOrder(orderId, tx)
      await recordAudit(
        {
          actor,
          action: `order.${action.intent}`,
          entityType: 'order',
          entityId: order.number,
          before: orderAuditSnapshot(order),
          after: { ...orderAuditSnapshot(after!), ...orderAuditDetails(action, plan, requeued[0]) },
        },
        tx,
      )
      return plan
    })
  } catch (err) {
    if (err instanceof Refused) return { ok: false, status: err.status, errors: err.errors }
    if (err instanceof OrderMoveError) return { ok: false, status: 409, errors: { form: 'notAllowed' } }
    if (err instanceof CancelRefusedError)
      return { ok: false, status: err.code === 'refundTooHigh' ? 400 : 409, errors: err.code === 'refundTooHigh' ? { refund: 'refundTooHigh' } : { form: err.code } }
    throw err
  }
  // Committed: the transfer the admin confirmed counts as a payment now (a refused one threw above).
  for (const outcome of payments) countPayment(outcome)
  // Committed: this process's pattern worker drafts it now rather than at its next round.
  if (action.intent === 'redraftPattern') wakePatternWorker()
  if (action.intent === 'cancel' || action.intent === 'retryRefund') {
    if (refund.kind === 'stripe') {
      const outcome = await sendCardRefunds(refund)
      if (outcome === 'refunded' && action.intent === 'retryRefund')
        await getDb().transaction((tx) => clearRefundFlag(orderId, 'card refund made', { actorId: actor.id, actorEmail: actor.email }, tx, now))
      return { ok: true, intent: action.intent, refund: outcome === 'failed' ? 'failed' : 'refunded' }
    }
    return { ok: true, intent: action.intent, refund: refund.kind === 'manual' ? 'manual' : refund.kind === 'none' ? 'none' : 'refunded' }
  }
  return { ok: true, intent: action.intent }
}

/** What the audit row adds to the status: the carrier, the refund, the note, the pattern drafted again and how its job stood. */
export function orderAuditDetails(action: OrderAction, plan: RefundPlan, requeued?: RequeueOutcome) {
  if (action.intent === 'redraftPattern' && requeued?.ok) return { pattern: { orderItemId: action.item, was: requeued.before } }
  if (action.intent === 'ship') return { carrier: action.carrier, trackingUrl: action.trackingUrl }
  if (action.intent === 'cancel') return { reason: action.reason, refund: plan.kind === 'none' ? null : { method: plan.kind, amountCents: plan.amountCents } }
  if (action.intent === 'note') return { note: action.note }
  return {}
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

async function apply(action: OrderAction, order: OrderRow, actor: AuditActor, tx: Tx, now: Date, payments: PaymentOutcome[], requeued: RequeueOutcome[]): Promise<RefundPlan> {
  const by = { actorId: actor.id, actorEmail: actor.email }
  const move = (to: OrderStatus) => moveOrder(order.id, to, { actor: 'admin', ...by }, tx, now)
  switch (action.intent) {
    case 'confirmTransfer': {
      if (!offersMove('confirmTransfer', order)) throw new Refused(409, { form: order.paymentMethod === 'transfer' ? 'notAllowed' : 'notTransfer' })
      const paymentId = await createPayment({ orderId: order.id, method: 'transfer', amountCents: order.totalCents }, tx)
      const outcome = await recordPaymentReceived(order.id, paymentId, { actor: 'admin', ...by, note: 'bank transfer received' }, tx)
      if (outcome === 'notPayable' || outcome === 'alreadyPaid') throw new Refused(409, { form: 'notAllowed' })
      payments.push(outcome)
      return { kind: 'none' }
    }
    case 'startProduction':
      if (!offersMove('startProduction', order)) throw new Refused(409, { form: 'notAllowed' })
      await move('in_production')
      return { kind: 'none' }
    case 'ship':
      if (!offersMove('ship', order)) throw new Refused(409, { form: 'notAllowed' })
      await markShipped(order.id, { carrier: action.carrier, trackingUrl: action.trackingUrl }, by, tx, now)
      return { kind: 'none' }
    case 'deliver':
      if (!offersMove('deliver', order)) throw new Refused(409, { form: 'notAllowed' })
      await move('delivered')
      return { kind: 'none' }
    case 'cancel':
      return (await cancelOrderByAdmin(order.id, { refundCents: action.refund, reason: action.reason }, by, tx, now)).refund
    case 'note':
      await addOrderNote(order.id, action.note, by, tx, now)
      return { kind: 'none' }
    case 'retryRefund': {
      const waiting = (await listPayments(order.id, tx)).filter((p) => p.method === 'card' && (p.refundStatus === 'failed' || p.refundStatus === 'pending'))
      if (waiting.length === 0) throw new Refused(409, { form: 'noRefund' })
      return { kind: 'stripe', paymentIds: waiting.map((p) => p.id), amountCents: waiting.reduce((sum, p) => sum + p.refundCents, 0) }
    }
    case 'redraftPattern': {
      // Patterns are drafted once paid (docs/atelier.md#drafting-after-payment): before that there is nothing to draft again.
      if (!order.paidAt) throw new Refused(409, { form: 'patternUnpaid' })
      const outcome = UUID.test(action.item) ? await requeuePatternJob(order.id, action.item, tx, now) : ({ ok: false, reason: 'notFound' } as const)
      if (!outcome.ok) throw outcome.reason === 'done' ? new Refused(409, { form: 'patternDone' }) : new Refused(404, { form: 'patternItem' })
      requeued.push(outcome)
      return { kind: 'none' }
    }
    case 'refundDone': {
      const manual = (await listPayments(order.id, tx)).filter((p) => p.refundStatus === 'manual')
      if (!order.needsRefund) throw new Refused(409, { form: 'noRefund' })
      for (const payment of manual) await closeManualRefund(payment.id, tx)
      await clearRefundFlag(order.id, 'refund made by hand', by, tx, now)
      return { kind: 'none' }
    }
  }
}
