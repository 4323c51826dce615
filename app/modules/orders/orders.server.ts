/**
 * A customer's orders as /account/orders lists them. Orders are created by checkout (decisions.md
 * point 6), which has no table yet: until it lands every customer has none, and the page shows its
 * empty state. Checkout fills this in (reading its own `orders` table by `userId`, newest first);
 * the page already renders whatever this returns.
 */
export type OrderSummary = {
  id: string
  number: string
  createdAt: string
  status: 'pendingPayment' | 'paid' | 'inProduction' | 'shipped' | 'delivered' | 'cancelled'
  totalCents: number
  itemCount: number
}

export async function listOrders(userId: string): Promise<OrderSummary[]> {
  void userId
  return []
}
