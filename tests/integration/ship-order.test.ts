import { describe, expect, it } from 'vitest'
import { orderMailRenderers } from '#app/modules/checkout/order-mails.server.ts'
import { recordPaymentReceived } from '#app/modules/checkout/payment-received.server.ts'
import { shipOrder } from '#app/modules/checkout/ship-order.server.ts'
import { moveOrder } from '#app/modules/orders/orders.server.ts'
import { mailOutbox, orders } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { checkoutJourney } from '#tests/support/checkout-journey.ts'

/* The workshop ships an order: in production → shipped, carrier and tracking link kept, her e-mail queued. */

const { db } = useTestDatabase()
const { guestWithShirt, placeOrder } = checkoutJourney(db)

async function orderInProduction() {
  const { cookie } = await guestWithShirt()
  await placeOrder(cookie)
  const [order] = await db().select().from(orders)
  return order!
}

describe('shipping an order', () => {
  it('refuses a bad carrier or tracking link, and an order not yet in production; writes nothing', async () => {
    const order = await orderInProduction()
    expect(await shipOrder(order.id, { carrier: '', trackingUrl: 'javascript:alert(1)' }, 'admin-1')).toEqual({ errors: { carrier: 'required', trackingUrl: 'invalidUrl' } })
    expect(await shipOrder(order.id, { carrier: 'Correos', trackingUrl: 'http://track.example/1' }, 'admin-1')).toEqual({ errors: { trackingUrl: 'invalidUrl' } })
    expect(await shipOrder(order.id, { carrier: 'Correos', trackingUrl: '' }, 'admin-1')).toBe('notAllowed')
    const [after] = await db().select().from(orders)
    expect(after).toMatchObject({ status: 'pending_payment', carrier: null })
    expect((await db().select().from(mailOutbox)).filter((m) => m.kind === 'order-shipped')).toEqual([])
  })

  it('ships a paid order in production: carrier and link kept, and the e-mail has the tracking button', async () => {
    const order = await orderInProduction()
    await recordPaymentReceived(order.id, null, { actor: 'admin', note: 'transfer' })
    await moveOrder(order.id, 'in_production', { actor: 'admin' })
    expect(await shipOrder(order.id, { carrier: 'Correos Express', trackingUrl: 'https://track.example/GM1?x=1&y=2' }, 'admin-1')).toBe('shipped')
    const [after] = await db().select().from(orders)
    expect(after).toMatchObject({ status: 'shipped', carrier: 'Correos Express', trackingUrl: 'https://track.example/GM1?x=1&y=2' })
    const [queued] = (await db().select().from(mailOutbox)).filter((m) => m.kind === 'order-shipped')
    const mail = (await orderMailRenderers['order-shipped']!(queued!.payload, 'es'))!
    expect(mail.subject).toBe(`Tu pedido ${order.number} está en camino`)
    expect(mail.text).toContain('Lo lleva Correos Express.')
    expect(mail.text).toContain('Seguir el envío: https://track.example/GM1?x=1&y=2')
    expect(mail.html).toContain('href="https://track.example/GM1?x=1&amp;y=2"')
    // Shipped once: a second press is refused.
    expect(await shipOrder(order.id, { carrier: 'Correos Express', trackingUrl: '' }, 'admin-1')).toBe('notAllowed')
  })
})
