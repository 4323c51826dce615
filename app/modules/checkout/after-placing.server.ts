import { orderAccessKey, orderLink } from '#app/modules/orders/order-access.server.ts'
import { getOrder } from '#app/modules/orders/orders.server.ts'
import { startCardPayment } from './card-payment.server.ts'

/**
 * Where she goes once an order is placed (a basket's or a gift card's): to pay it — the test card's
 * page, or Stripe's — or, paid or paid by transfer, to her order's confirmation. If Stripe cannot be
 * reached the order waits and its page offers to pay again.
 */
export async function afterPlacing(order: { orderId: string; number: string; paid: boolean }, paymentMethod: string): Promise<string> {
  if (!order.paid && paymentMethod === 'test_card') return `/checkout/test-payment/${order.number}?k=${orderAccessKey(order.number)}`
  if (!order.paid && paymentMethod === 'card') {
    const row = await getOrder(order.orderId)
    const started = row ? await startCardPayment(row) : ({ kind: 'notPayable' } as const)
    if (started.kind === 'redirect') return started.url
    return orderLink(order.number, `&placed=1${started.kind === 'unavailable' ? '&payment=unavailable' : ''}`)
  }
  return orderLink(order.number, '&placed=1')
}
