import { action as checkoutAction, loader as checkoutLoader } from '#app/routes/checkout/index.tsx'
import { eq } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { loader as cartLoader } from '#app/routes/cart.tsx'
import { loader as productPageLoader } from '#app/routes/collection-detail.tsx'
import { loader as orderLoader } from '#app/routes/orders/order.tsx'
import { loader as adminOrderLoader } from '#app/routes/admin/order.tsx'
import { loader as documentLoader } from '#app/routes/admin/order-document.ts'
import { loader as faqLoader } from '#app/routes/content/faq.tsx'
import { loader as termsLoader } from '#app/routes/content/terms.tsx'
import { orderMailRenderers } from '#app/modules/checkout/order-mails.server.ts'
import { recordPaymentReceived } from '#app/modules/checkout/payment-received.server.ts'
import { orderAccessKey } from '#app/modules/orders/order-access.server.ts'
import { addBusinessDays, computeDelivery, computeUrgentCents, type Complexity } from '#app/modules/store/delivery.ts'
import { defaultStoreSettings } from '#app/modules/store/settings.ts'
import { basketItems, fabrics, orders, products, users } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { checkoutJourney } from '#tests/support/checkout-journey.ts'
import { call, getRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'

/*
 * Issue 32, "one promise everywhere": every place that states a delivery window for one basket —
 * the basket, the shipping step, the checkout summary, the order page, the confirmation and
 * payment e-mails, the admin's order page — states the window computeDelivery gives for it, and
 * urgent production's surcharge is the server's, in the order and on the workshop's papers.
 */

const { db } = useTestDatabase()
const { guestWithShirt, details, post } = checkoutJourney(db)
const settings = defaultStoreSettings()

type Load = { status: number; data: unknown }
const dataOf = <T>(res: Load) => res.data as T

async function basketComplexities(basketId: string): Promise<Complexity[]> {
  const rows = await db()
    .select({ complexity: products.complexity })
    .from(basketItems)
    .innerJoin(products, eq(products.id, basketItems.productId))
    .where(eq(basketItems.basketId, basketId))
  return rows.map((r) => r.complexity)
}

/** Every window the shop states for the basket behind `cookie`, read from each page and e-mail, as "min–max". */
async function windowsThroughCheckout(cookie: string, choice: { shippingMethod: 'standard' | 'express' | 'pickup'; urgent: boolean }) {
  const form = { ...details, shippingMethod: choice.shippingMethod, ...(choice.urgent ? { urgent: 'on' } : {}), paymentMethod: 'transfer' }
  const shipped = await post(checkoutAction, '/checkout', { ...form, intent: 'update' }, cookie)
  expect(shipped.status).toBe(200)

  const seen: Record<string, string> = {}
  const range = (w: { minDays: number; maxDays: number }) => `${w.minDays}–${w.maxDays}`

  const cart = dataOf<{ shipping: { delivery: { days: string } }; totalCents: number }>(await call(() => cartLoader(routeArgs(getRequest('/cart', { cookie })) as never)))
  seen.basket = cart.shipping.delivery.days

  type Method = { method: string; window: { minDays: number; maxDays: number }; urgentWindow: { minDays: number; maxDays: number } }
  const review = dataOf<{
    attempt: string
    methods: Method[]
    urgent: { chosen: boolean } | null
    summary: { delivery: { minDays: number; maxDays: number }; totals: { urgentCents: number; totalCents: number } }
  }>(await call(() => checkoutLoader(routeArgs(getRequest('/checkout', { cookie })) as never)))
  const method = review.methods.find((m) => m.method === choice.shippingMethod)!
  expect(review.urgent?.chosen ?? false).toBe(choice.urgent)
  seen.shippingStep = range(choice.urgent ? method.urgentWindow : method.window)
  seen.summary = range(review.summary.delivery)
  // The basket's total is the summary's: the same shipping and urgent production, not the garments alone.
  expect(cart.totalCents).toBe(review.summary.totals.totalCents)

  const placed = await post(checkoutAction, '/checkout', { ...form, intent: 'place', attempt: review.attempt }, cookie)
  expect(placed.status).toBe(302)
  const [order] = await db().select().from(orders).orderBy(orders.placedAt).limit(1)
  const number = order!.number
  const page = dataOf<{ order: { delivery: { minDays: number; maxDays: number } } }>(
    await call(() => orderLoader(routeArgs(getRequest(`/orders/${number}?k=${orderAccessKey(number)}&placed=1`), { number }) as never)),
  )
  seen.orderPage = range(page.order.delivery)

  // Before the payment a window of business days; after it, the dates it gives from the payment's day, and the window.
  const days = (text: string) => text.match(/Entrega estimada: (?:entre el [^(\n]+\()?(\d+–\d+) días laborables/)?.[1]
  seen.confirmationMail = days((await orderMailRenderers['order-confirmation']!({ orderId: order!.id }, 'es'))!.text)!
  await recordPaymentReceived(order!.id, null, { actor: 'admin', note: 'test' })
  const paymentMail = (await orderMailRenderers['payment-received']!({ orderId: order!.id }, 'es'))!.text
  seen.paymentMail = days(paymentMail)!
  const paidAt = (await db().select({ paidAt: orders.paidAt }).from(orders).where(eq(orders.id, order!.id)))[0]!.paidAt!
  const day = (d: Date) => new Intl.DateTimeFormat('es-ES', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(d)
  expect(paymentMail).toContain(`Entrega estimada: entre el ${day(addBusinessDays(paidAt, order!.deliveryMinDays))} y el ${day(addBusinessDays(paidAt, order!.deliveryMaxDays))}`)
  // Her order's page, once paid, gives the same dates.
  const paidPage = dataOf<{ order: { delivery: { dates: { from: string; to: string } | null } } }>(
    await call(() => orderLoader(routeArgs(getRequest(`/orders/${number}?k=${orderAccessKey(number)}`), { number }) as never)),
  )
  expect(paidPage.order.delivery.dates).toEqual({
    from: addBusinessDays(paidAt, order!.deliveryMinDays).toISOString(),
    to: addBusinessDays(paidAt, order!.deliveryMaxDays).toISOString(),
  })

  const admin = await createSignedInCustomer(`admin-${Math.random().toString(36).slice(2, 8)}@example.com`)
  await db().update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId))
  const adminPage = dataOf<{
    order: { delivery: { minDays: number; maxDays: number }; production: { urgent: boolean; dueAt: string | null; maxDays: number }; totals: { urgentCents: number } }
  }>(await call(() => adminOrderLoader(routeArgs(getRequest(`/admin/orders/${number}`, { cookie: admin.cookie }), { number }) as never)))
  seen.adminPage = range(adminPage.order.delivery)
  return { seen, review, order: (await db().select().from(orders).where(eq(orders.id, order!.id)))[0]!, adminPage, adminCookie: admin.cookie }
}

describe('one delivery window everywhere', () => {
  it('a product’s page states its own garment’s window, the one her basket will state for it', async () => {
    const complexityOf = async (id: number) => (await db().select({ complexity: products.complexity }).from(products).where(eq(products.id, id)))[0]!.complexity
    for (const id of [8, 7]) {
      const complexity = await complexityOf(id)
      const expected = computeDelivery({ complexities: [complexity] }, 'standard', settings)
      const page = dataOf<{ deliveryDays: string }>({ status: 200, data: await productPageLoader(routeArgs(getRequest(`/collection/${id}`), { id: String(id) }) as never) })
      expect(page.deliveryDays, `product ${id} (${complexity})`).toBe(`${expected.minDays}–${expected.maxDays}`)
    }
    // One basic, one complex: the two windows differ, so the page cannot be stating the shop's range.
    expect(new Set([await complexityOf(8), await complexityOf(7)]).size).toBe(2)
  })

  it('urgent production with express: every page and e-mail states the same window, the surcharge is in the total and flagged for the workshop', async () => {
    const { cookie, basketId } = await guestWithShirt()
    const complexities = await basketComplexities(basketId)
    const expected = computeDelivery({ complexities, urgent: true }, 'express', settings)
    // Urgent production really is faster than the ordinary one for this basket.
    expect(expected.maxDays).toBeLessThan(computeDelivery({ complexities }, 'express', settings).maxDays)

    const { seen, review, order, adminPage, adminCookie } = await windowsThroughCheckout(cookie, { shippingMethod: 'express', urgent: true })
    const window = `${expected.minDays}–${expected.maxDays}`
    expect(seen).toEqual({ basket: window, shippingStep: window, summary: window, orderPage: window, confirmationMail: window, paymentMail: window, adminPage: window })

    // The surcharge: 25 % of the garments, computed on the server, in the summary, the order and the admin's page.
    const garmentCents = order.subtotalCents
    const urgentCents = computeUrgentCents(garmentCents, settings.terms.urgentSurchargePercent)
    expect(urgentCents).toBeGreaterThan(0)
    expect(review.summary.totals.urgentCents).toBe(urgentCents)
    expect(order).toMatchObject({
      urgent: true,
      urgentCents,
      totalCents: garmentCents + settings.shipping.expressPriceCents + urgentCents,
      productionMaxDays: expected.production.max,
    })
    expect(adminPage.order.totals.urgentCents).toBe(urgentCents)
    expect(adminPage.order.production).toEqual({ urgent: true, maxDays: expected.production.max, dueAt: addBusinessDays(order.paidAt!, expected.production.max).toISOString() })

    // The production sheet says it first, with the day it is due.
    const res = await call(() =>
      documentLoader(
        routeArgs(getRequest(`/admin/orders/${order.number}/production-sheet.pdf`, { cookie: adminCookie }), { number: order.number, document: 'production-sheet.pdf' }) as never,
      ),
    )
    const pdf = await getDocumentProxy(new Uint8Array(await res.response!.arrayBuffer()))
    const { text } = await extractText(pdf, { mergePages: true })
    expect(text).toContain('URGENTE — confeccionar antes del')
  })

  it('three garments shipped standard are made as a collection, and every place says so alike', async () => {
    const { cookie, basketId } = await guestWithShirt()
    const [first] = await db().select().from(basketItems).where(eq(basketItems.basketId, basketId))
    const spare = (await db().select({ id: fabrics.id }).from(fabrics)).filter((f) => f.id !== first!.fabricId).slice(0, 2)
    for (const fabric of spare)
      await db()
        .insert(basketItems)
        .values({ ...first!, id: undefined, fabricId: fabric.id, createdAt: undefined, updatedAt: undefined })
    const complexities = await basketComplexities(basketId)
    expect(complexities).toHaveLength(3)
    const expected = computeDelivery({ complexities }, 'standard', settings)
    expect(expected.productionKind).toBe('collection')

    const { seen, order } = await windowsThroughCheckout(cookie, { shippingMethod: 'standard', urgent: false })
    const window = `${expected.minDays}–${expected.maxDays}`
    expect(seen).toEqual({ basket: window, shippingStep: window, summary: window, orderPage: window, confirmationMail: window, paymentMail: window, adminPage: window })
    expect(order).toMatchObject({ urgent: false, urgentCents: 0 })
  })
})

describe('the ways to pay the pages name', () => {
  it('are what checkout offers now: Stripe’s card appears on the terms and the FAQ once its keys are set', async () => {
    const names = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const
    const saved = names.map((n) => process.env[n])
    const payments = async (route: (args: never) => Promise<unknown>) =>
      dataOf<{ figures: { payments: string[] } }>(await call(() => route(routeArgs(getRequest('/terms')) as never))).figures.payments
    try {
      for (const n of names) delete process.env[n]
      // The test card stands in on the embedded database (or with PAYMENTS_TEST=1) only.
      const testCard = process.env.DATABASE_URL && process.env.PAYMENTS_TEST !== '1' ? [] : ['test_card']
      expect(await payments(termsLoader)).toEqual([...testCard, 'transfer', 'gift_card'])
      process.env.STRIPE_SECRET_KEY = 'sk_test_configured_later'
      process.env.STRIPE_WEBHOOK_SECRET = 'whsec_configured_later'
      expect(await payments(termsLoader)).toEqual([...testCard, 'card', 'transfer', 'gift_card'])
      expect(await payments(faqLoader)).toEqual([...testCard, 'card', 'transfer', 'gift_card'])
    } finally {
      names.forEach((n, i) => (saved[i] === undefined ? delete process.env[n] : (process.env[n] = saved[i])))
    }
  })
})
