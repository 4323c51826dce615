import { redirect, type RouterContextProvider } from 'react-router'
import { getCheckoutState, type CheckoutState } from '#app/modules/checkout/checkout.server.ts'
import type { SessionUser } from '#app/modules/accounts/session.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'

export type ReadyCheckout = Extract<CheckoutState, { kind: 'ready' }> & { user: SessionUser | null }

/**
 * The checkout page's loader and action start here (docs/product.md#checkout): an empty basket goes
 * back to /cart, one with a garment still to finish to /cart?checkout=1 (which says what is missing).
 * A garment whose fabric another order took stays on the page, marked, with its way to another fabric.
 */
export async function requireCheckout(context: Readonly<RouterContextProvider>): Promise<ReadyCheckout> {
  const { basketOwner, locale, user: getUser } = getRequestContext(context)
  const [owner, user] = await Promise.all([basketOwner(), getUser()])
  const state = await getCheckoutState(owner, locale)
  if (state.kind === 'empty') throw redirect('/cart')
  if (state.kind === 'incomplete') throw redirect('/cart?checkout=1')
  return { ...state, user }
}
