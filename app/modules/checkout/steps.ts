/** The checkout's steps and their addresses, in the order she goes through them (docs/product.md#checkout). */
export type CheckoutStep = 'auth' | 'details' | 'shipping' | 'payment' | 'review'

export const checkoutSteps: readonly CheckoutStep[] = ['auth', 'details', 'shipping', 'payment', 'review']

export const stepPaths: Record<CheckoutStep, string> = {
  auth: '/checkout',
  details: '/checkout/details',
  shipping: '/checkout/shipping',
  payment: '/checkout/payment',
  review: '/checkout/review',
}
