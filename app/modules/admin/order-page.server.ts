import type { Locale } from '#app/i18n/config.ts'
import { listSizes } from '#app/modules/catalogue/catalogue.server.ts'
import { findOrderIdByNumber } from '#app/modules/orders/admin-orders.server.ts'
import { toAdminOrderView, type AdminOrderView } from '#app/modules/orders/admin-order-view.ts'
import { getOrder } from '#app/modules/orders/orders.server.ts'
import { listPayments } from '#app/modules/payments/payments.server.ts'

/** The order the admin's page and papers show, by its number: the snapshot, its payments and history; null when there is none. */
export async function loadAdminOrder(number: string, locale: Locale): Promise<AdminOrderView | null> {
  if (!/^GM-\d{4}-\d{6,}$/.test(number)) return null
  const id = await findOrderIdByNumber(number)
  if (!id) return null
  const [order, payments, sizes] = await Promise.all([getOrder(id), listPayments(id), listSizes(locale)])
  if (!order) return null
  return toAdminOrderView(
    order,
    {
      payments: payments.map((p) => ({
        id: p.id,
        method: p.method,
        status: p.status,
        amountCents: p.amountCents,
        refundCents: p.refundCents,
        refundStatus: p.refundStatus,
        refundRef: p.refundRef,
        at: p.updatedAt.toISOString(),
      })),
      sizes: sizes.map((s) => ({ name: s.name, chest: s.chest, waist: s.waist, hip: s.hip })),
    },
    locale,
  )
}
