import { createHash, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { action as authAction } from '#app/routes/checkout/index.tsx'
import { action as detailsAction } from '#app/routes/checkout/details.tsx'
import { action as shippingAction } from '#app/routes/checkout/shipping.tsx'
import { action as paymentAction } from '#app/routes/checkout/payment.tsx'
import { action as reviewAction, loader as reviewLoader } from '#app/routes/checkout/review.tsx'
import type { Db } from '#app/utils/db.server.ts'
import { basketItems, baskets, fabrics, parts } from '#db/schema/index.ts'
import { call, formRequest, getRequest, routeArgs } from './requests.ts'

/**
 * A guest's way through /checkout as the route actions see it, for the integration tests: a basket
 * with one complete shirt, the steps' posts, and placing the order from the review step.
 */
export function checkoutJourney(db: () => Db) {
  /** A guest basket with one complete shirt, and the cookie that names it. */
  async function guestWithShirt(fabricSlug = 'verde-primavera') {
    const token = randomBytes(24).toString('base64url')
    const [basket] = await db()
      .insert(baskets)
      .values({ tokenHash: createHash('sha256').update(token).digest('hex') })
      .returning({ id: baskets.id })
    const [fabric] = await db().select().from(fabrics).where(eq(fabrics.slug, fabricSlug))
    const p = await db().select({ id: parts.id, slug: parts.slug }).from(parts)
    const part = (slug: string) => p.find((x) => x.slug === slug)!.id
    await db()
      .insert(basketItems)
      .values({
        basketId: basket!.id,
        productId: 7,
        fabricId: fabric!.id,
        parts: { sleeve: part('sleeve-long'), cuff: part('cuff-french'), collar: part('collar-spread') },
        measurements: { type: 'standard', size: 'M' },
        status: 'complete',
        incompleteFields: [],
      })
    const cookie = `gemela_basket=${token}`
    // She chose CONTINUAR COMO INVITADO.
    await call(() => authAction(routeArgs(formRequest('/checkout', { intent: 'guest' }, { cookie })) as never))
    return { basketId: basket!.id, cookie }
  }

  const details = {
    fullName: 'Ana García',
    email: 'ana@example.com',
    phone: '+34 600 000 000',
    street: 'Calle Mayor 1',
    postalCode: '28013',
    city: 'Madrid',
    province: 'Madrid',
  }

  async function post(action: (args: never) => unknown, path: string, fields: Record<string, string>, cookie: string, params: Record<string, string> = {}) {
    return call(() => action(routeArgs(formRequest(path, fields, { cookie }), params) as never))
  }

  async function throughPayment(cookie: string, paymentMethod = 'transfer') {
    await post(detailsAction, '/checkout/details', details, cookie)
    await post(shippingAction, '/checkout/shipping', { shippingMethod: 'standard' }, cookie)
    const chosen = await post(paymentAction, '/checkout/payment', { intent: 'continue', paymentMethod }, cookie)
    if (chosen.status !== 302) throw new Error(`payment step refused ${paymentMethod}: ${chosen.status}`)
  }

  /** Through every step to 'REALIZAR PEDIDO'; `extra` fields ride along on the last post (a browser's forgeries). */
  async function placeOrder(cookie: string, extra: Record<string, string> = {}, paymentMethod = 'transfer') {
    await throughPayment(cookie, paymentMethod)
    const review = await call(() => reviewLoader(routeArgs(getRequest('/checkout/review', { cookie })) as never))
    const attempt = (review.data as { attempt: string }).attempt
    return post(reviewAction, '/checkout/review', { attempt, ...extra }, cookie)
  }

  return { guestWithShirt, details, post, throughPayment, placeOrder }
}
