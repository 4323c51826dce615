import { createHash, randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { action as checkoutAction, loader as checkoutLoader } from '#app/routes/checkout/index.tsx'
import type { Db } from '#app/utils/db.server.ts'
import { fabrics } from '#db/schema/index.ts'
import { guestBasketWith, shirtParts } from './order-fixtures.ts'
import { call, formRequest, getRequest, routeArgs } from './requests.ts'

/**
 * A guest's way through /checkout as the route's action sees it, for the integration tests: a basket
 * with one complete shirt, the one page's form (contact, delivery, payment) and REALIZAR PEDIDO.
 */
export function checkoutJourney(db: () => Db) {
  /** A guest basket with one complete shirt, and the cookie that names it. */
  async function guestWithShirt(fabricSlug = 'verde-primavera') {
    const token = randomBytes(24).toString('base64url')
    const [fabric] = await db().select().from(fabrics).where(eq(fabrics.slug, fabricSlug))
    const tokenHash = createHash('sha256').update(token).digest('hex')
    const { basketId } = await guestBasketWith(db, [{ productId: 7, fabricId: fabric!.id, parts: await shirtParts(db) }], tokenHash)
    const cookie = `gemela_basket=${token}`
    return { basketId, cookie }
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

  /** The page's form sent with `intent` (default: recount, which keeps valid sections in the draft and places nothing). */
  async function submit(cookie: string, fields: Record<string, string>, intent = 'update') {
    return post(checkoutAction, '/checkout', { ...fields, intent }, cookie)
  }

  /** The page's attempt key, as the page she is looking at carries it. */
  async function attemptFor(cookie: string) {
    const page = await call(() => checkoutLoader(routeArgs(getRequest('/checkout', { cookie })) as never))
    return (page.data as { attempt: string }).attempt
  }

  /** Her contact, standard delivery and `paymentMethod` kept in the draft, as the page's recount keeps them. */
  async function throughPayment(cookie: string, paymentMethod = 'transfer') {
    const sent = await submit(cookie, { ...details, shippingMethod: 'standard', paymentMethod })
    if (sent.status !== 200) throw new Error(`the checkout page refused ${paymentMethod}: ${sent.status}`)
  }

  /** The whole form and REALIZAR PEDIDO; `extra` fields ride along (a browser's forgeries). */
  async function placeOrder(cookie: string, extra: Record<string, string> = {}, paymentMethod = 'transfer') {
    const attempt = await attemptFor(cookie)
    return submit(cookie, { ...details, shippingMethod: 'standard', paymentMethod, attempt, ...extra }, 'place')
  }

  return { guestWithShirt, details, post, submit, attemptFor, throughPayment, placeOrder, checkoutAction, checkoutLoader }
}
