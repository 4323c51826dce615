import { z } from '#app/utils/zod.ts'
import { shipmentFields } from '#app/modules/orders/shipment-fields.ts'
import { enqueueMail } from '#app/modules/mail/outbox.server.ts'
import { moveOrder, OrderMoveError, type OrderRow } from '#app/modules/orders/orders.server.ts'
import { recordShipment } from '#app/modules/orders/shipment.server.ts'
import { getDb, type Tx } from '#app/utils/db.server.ts'

/*
 * The workshop ships an order (the admin, issue 17, calls this): in production → shipped, with the
 * carrier and the tracking link, and the 'shipped' e-mail queued in the same transaction. The link is
 * an https address (it becomes a button in her e-mail); a pickup order has none.
 */

export const shipmentSchema = z.object(shipmentFields)

export type ShipmentInput = z.input<typeof shipmentSchema>

export async function shipOrder(orderId: string, input: ShipmentInput, adminId: string, now = new Date()): Promise<'shipped' | 'notAllowed' | { errors: Record<string, string> }> {
  const parsed = shipmentSchema.safeParse(input)
  if (!parsed.success) return { errors: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])) }
  try {
    await getDb().transaction((tx) => markShipped(orderId, parsed.data, { actorId: adminId }, tx, now))
    return 'shipped'
  } catch (err) {
    if (err instanceof OrderMoveError) return 'notAllowed'
    throw err
  }
}

/**
 * The same inside the caller's transaction (the admin's action adds its audit row beside it):
 * throws OrderMoveError when the order is not in production. Returns the order as it was.
 */
export async function markShipped(
  orderId: string,
  shipment: z.output<typeof shipmentSchema>,
  by: { actorId: string; actorEmail?: string },
  tx: Tx,
  now = new Date(),
): Promise<OrderRow> {
  const before = await moveOrder(orderId, 'shipped', { actor: 'admin', actorId: by.actorId, actorEmail: by.actorEmail, note: shipment.carrier }, tx, now)
  await recordShipment(orderId, shipment, tx, now)
  await enqueueMail({ kind: 'order-shipped', dedupeKey: `order-shipped:${orderId}`, to: before.email, locale: before.locale, payload: { orderId } }, tx)
  return before
}
