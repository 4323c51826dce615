import { redirect, type RouterContextProvider } from 'react-router'
import { getCheckoutState, type CheckoutState } from '#app/modules/checkout/checkout.server.ts'
import type { SessionUser } from '#app/modules/accounts/session.server.ts'
import { getRequestContext } from '#app/request-context.server.ts'
import { checkoutSteps, stepPaths, type CheckoutStep } from '#app/modules/checkout/steps.ts'

export { stepPaths }

export type ReadyCheckout = Extract<CheckoutState, { kind: 'ready' }> & { user: SessionUser | null }

/** The first step she still has to do (a later step's address sends her back there). */
export function firstOpenStep(state: ReadyCheckout): CheckoutStep {
  if (!state.user && !state.draft.guest) return 'auth'
  if (!state.draft.contact) return 'details'
  if (!state.draft.shippingMethod) return 'shipping'
  if (!state.draft.paymentMethod && state.totals.totalCents > 0) return 'payment'
  return 'review'
}

const order = checkoutSteps

/**
 * Every checkout loader and action starts here (a layout's loader does not guard its children's
 * actions): an empty basket goes back to /cart, an incomplete one to /cart?checkout=1 (which says
 * what is missing, docs/product.md#checkout), and a step whose earlier steps are not done sends her
 * to the first open one — so no step is reached with missing data, whatever URL she types.
 */
export async function requireCheckout(context: Readonly<RouterContextProvider>, step: CheckoutStep): Promise<ReadyCheckout> {
  const { basketOwner, locale, user: getUser } = getRequestContext(context)
  const [owner, user] = await Promise.all([basketOwner(), getUser()])
  const state = await getCheckoutState(owner, locale)
  if (state.kind === 'empty') throw redirect('/cart')
  if (state.kind === 'incomplete') throw redirect('/cart?checkout=1')
  const ready = { ...state, user }
  const open = firstOpenStep(ready)
  if (order.indexOf(step) > order.indexOf(open)) throw redirect(stepPaths[open])
  return ready
}
