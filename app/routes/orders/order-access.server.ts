import { data, type RouterContextProvider } from 'react-router'
import { isOrderAccessKey } from '#app/modules/orders/order-access.server.ts'
import { normalizeOrderNumber } from '#app/modules/orders/order-number.ts'
import { getOrder, getOrderIdByNumber } from '#app/modules/orders/orders.server.ts'
import { privateNoStore } from '#app/utils/private-page.ts'
import { getRequestContext } from '#app/request-context.server.ts'

/**
 * The order if this request may open it: her session, or the signed key of the confirmation link.
 * Anything else is a 404, the same whether the order exists or not (docs/security.md). Her order
 * page and its invoices' PDFs both ask here.
 */
export async function requireOrderAccess(request: Request, params: { number?: string }, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url)
  const number = normalizeOrderNumber(params.number ?? '')
  const notFound = () => data(null, { status: 404, headers: privateNoStore })
  if (!number) throw notFound()
  const { user: getUser } = getRequestContext(context)
  const [found, user] = await Promise.all([getOrderIdByNumber(number), getUser()])
  const key = url.searchParams.get('k')
  const byKey = isOrderAccessKey(number, key)
  if (!found || !((user && found.userId === user.id) || byKey)) throw notFound()
  const order = await getOrder(found.id)
  if (!order) throw notFound()
  // Links back to this page keep the key when that is how she came.
  const self = byKey ? `/orders/${order.number}?k=${key}` : `/orders/${order.number}`
  return { order, user, self, key: byKey ? key : null }
}
