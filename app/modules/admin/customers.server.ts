import { customerAccountsInBatches, getCustomerAccount, listCustomerAccounts } from '#app/modules/accounts/admin-customers.server.ts'
import { listAddresses } from '#app/modules/addresses/addresses.server.ts'
import { listCustomerOrders, summarizeOrdersByUser } from '#app/modules/orders/order-summaries.server.ts'
import { listProfiles } from '#app/modules/sizing/profiles.server.ts'

/**
 * The customers' pages of the back office (/admin/customers, docs/product.md#admin-customers): the
 * accounts (accounts module) with their order figures (orders module) — two queries a page, the
 * figures of the whole page in one grouped query, never one per customer.
 */

export async function listCustomersWithFigures(q: string, page: { before?: string; after?: string }) {
  const accounts = await listCustomerAccounts(q, page)
  const figures = await summarizeOrdersByUser(accounts.rows.map((r) => r.id))
  return {
    ...accounts,
    rows: accounts.rows.map((r) => ({ ...r, ...(figures.get(r.id) ?? { orders: 0, spentCents: 0, lastOrderAt: null }) })),
  }
}

export type CustomerWithFigures = Awaited<ReturnType<typeof listCustomersWithFigures>>['rows'][number]

/** Every customer with her figures, a batch at a time (the CSV export): two queries per batch of 500. */
export async function* customersWithFiguresInBatches(): AsyncGenerator<CustomerWithFigures[]> {
  for await (const batch of customerAccountsInBatches()) {
    const figures = await summarizeOrdersByUser(batch.map((r) => r.id))
    yield batch.map((r) => ({ ...r, ...(figures.get(r.id) ?? { orders: 0, spentCents: 0, lastOrderAt: null }) }))
  }
}

/** Her page: the account, her addresses, her measurement profiles and her orders; null if she is not a customer. */
export async function getCustomerFile(id: string) {
  const account = await getCustomerAccount(id)
  if (!account) return null
  const [addresses, profiles, orders, figures] = await Promise.all([listAddresses(id), listProfiles(id), listCustomerOrders(id), summarizeOrdersByUser([id])])
  return { account, addresses, profiles, orders, figures: figures.get(id) ?? { orders: 0, spentCents: 0, lastOrderAt: null } }
}
