import { z } from 'zod'
import { enqueueMail } from '#app/modules/mail/outbox.server.ts'
import { moveOrder, OrderMoveError } from '#app/modules/orders/orders.server.ts'
import { recordShipment } from '#app/modules/orders/shipment.server.ts'
import { getDb } from '#app/utils/db.server.ts'

/*
 * The workshop ships an order (the admin, issue 17, calls this): in production → shipped, with the
 * carrier and the tracking link, and the 'shipped' e-mail queued in the same transaction. The link is
 * an https address (it becomes a button in her e-mail); a pickup order has none.
 */

export const shipmentSchema = z.object({
  carrier: z.string({ error: 'required' }).trim().min(1, 'required').max(60, 'tooLong'),
  trackingUrl: z
    .string()
    .trim()
    .max(500, 'tooLong')
    .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), 'invalidUrl')
    .transform((v) => v || null),
})

export type ShipmentInput = z.input<typeof shipmentSchema>

export async function shipOrder(orderId: string, input: ShipmentInput, adminId: string, now = new Date()): Promise<'shipped' | 'notAllowed' | { errors: Record<string, string> }> {
  const parsed = shipmentSchema.safeParse(input)
  if (!parsed.success) return { errors: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])) }
  try {
    await getDb().transaction(async (tx) => {
      const before = await moveOrder(orderId, 'shipped', { actor: 'admin', actorId: adminId, note: parsed.data.carrier }, tx, now)
      await recordShipment(orderId, parsed.data, tx, now)
      await enqueueMail({ kind: 'order-shipped', dedupeKey: `order-shipped:${orderId}`, to: before.email, locale: before.locale, payload: { orderId } }, tx)
    })
    return 'shipped'
  } catch (err) {
    if (err instanceof OrderMoveError) return 'notAllowed'
    throw err
  }
}
