import { orderLink } from '#app/modules/orders/order-access.server.ts'
import type { StoreSettings } from '#app/modules/store/settings.ts'
import { computeSignature } from '#app/utils/signing.server.ts'

/*
 * What one customer may hold unpaid at once (issue 31; docs/security.md, "Unpaid orders"): an unpaid
 * order keeps its fabric-and-garment locks and metres for days, so without a limit anyone could make
 * the whole catalogue unbuyable for free. The figures are store settings (`holds`); the count is made
 * by `gemela_place_order` under advisory locks (db/migrations/0026_unpaid_hold_limits.sql), by client
 * address, by e-mail and by account, so parallel placements cannot both slip under it.
 */

export type HoldLimit = 'orders' | 'garments' | 'metres'

/** One of her unpaid orders, as the refusal names it; `mine` when this basket or account placed it. */
export type UnpaidHold = { number: string; until: Date | null; mine: boolean }

/**
 * The client address as orders keep it: a keyed hash (HMAC with a key derived from the server's
 * secret), so the table never holds an address and an IPv4 cannot be found by trying all 2³² of
 * them. Null without a usable address (a request the host did not stamp): the e-mail and the
 * account still count, and a misconfigured host does not make every customer one client.
 */
export function computeHoldClientKey(clientAddress: string): string | null {
  return clientAddress === 'unknown' ? null : computeSignature('unpaid-hold-client', clientAddress)
}

/** What the order's statement is handed to count with. */
export function holdLimitsFor(clientAddress: string, settings: StoreSettings) {
  const { unpaidOrders, unpaidGarments, unpaidMetres } = settings.holds
  return { clientKey: computeHoldClientKey(clientAddress), orders: unpaidOrders, garments: unpaidGarments, metres: unpaidMetres }
}

/**
 * The refusal as the review page shows it: how many unpaid orders she has, and those provably hers —
 * placed from this basket or this account — each with until when it holds and a link to its page
 * (where she pays or cancels it). An order matched by e-mail or address alone may be someone else's
 * (a shared connection, an e-mail typed by another): it is only counted, never named, since its
 * number and that e-mail would open it in the order lookup; she is pointed to the lookup and her
 * confirmation e-mail instead.
 */
export function toHoldRefusal(limit: HoldLimit, pending: UnpaidHold[], settings: StoreSettings) {
  const mine = pending.filter((p) => p.mine)
  return {
    error: 'holdLimit' as const,
    limit,
    count: pending.length,
    mine: mine.map((p) => ({ number: p.number, until: p.until?.toISOString() ?? null, href: orderLink(p.number) })),
    others: pending.length - mine.length,
    lookupHref: '/orders/find',
    max: { orders: settings.holds.unpaidOrders, garments: settings.holds.unpaidGarments, metres: settings.holds.unpaidMetres },
  }
}
