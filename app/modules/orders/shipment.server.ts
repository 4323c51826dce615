import { eq } from 'drizzle-orm'
import type { Tx } from '#app/utils/db.server.ts'
import { orders } from '#db/schema/index.ts'

/** Who carries the parcel and where she follows it, written when the workshop ships the order. */
export async function recordShipment(orderId: string, shipment: { carrier: string; trackingUrl: string | null }, tx: Tx, now = new Date()): Promise<void> {
  await tx.update(orders).set({ carrier: shipment.carrier, trackingUrl: shipment.trackingUrl, updatedAt: now }).where(eq(orders.id, orderId))
}
