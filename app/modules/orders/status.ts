import type { OrderStatus } from '#db/schema/orders.ts'

/**
 * An order's life (docs/product.md#orders): pending payment → paid → in production → shipped →
 * delivered, or cancelled; an unpaid order whose hold runs out is expired (and may still be paid,
 * which re-takes its fabrics if nobody else has). Who may move it where is decided here, once.
 */
export type OrderActor = 'customer' | 'admin' | 'payment' | 'system'

export const orderStatuses: readonly OrderStatus[] = ['pending_payment', 'paid', 'in_production', 'shipped', 'delivered', 'cancelled', 'expired']

const moves: Record<OrderActor, Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  payment: { pending_payment: ['paid'], expired: ['paid'] },
  system: { pending_payment: ['expired'] },
  customer: { pending_payment: ['cancelled'], paid: ['cancelled'] },
  admin: {
    pending_payment: ['paid', 'cancelled'],
    paid: ['in_production', 'cancelled'],
    in_production: ['shipped', 'cancelled'],
    shipped: ['delivered'],
    expired: ['paid', 'cancelled'],
  },
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus, actor: OrderActor): boolean {
  return moves[actor][from]?.includes(to) ?? false
}

/** Statuses in which the order holds its fabrics (lock and metres). */
export function holdsFabric(status: OrderStatus): boolean {
  return status !== 'cancelled' && status !== 'expired'
}

/**
 * She may cancel herself, free, within `freeCancellationHours` (24 by default) of confirming the order
 * and while production has not started; later it is a request to the shop (terms: 50 % once in production).
 * An unpaid order she may cancel at any time: nothing was paid or made, and it holds fabric that
 * counts against what she may hold unpaid (issue 31), so she must always be able to let it go.
 */
export function canCustomerCancel(order: { status: OrderStatus; placedAt: Date }, now: Date, freeCancellationHours: number): boolean {
  if (!canMoveOrder(order.status, 'cancelled', 'customer')) return false
  if (order.status === 'pending_payment') return true
  return now.getTime() - order.placedAt.getTime() <= freeCancellationHours * 3_600_000
}

export type { OrderStatus }
