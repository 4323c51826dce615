import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action as giftCardAction } from '#app/routes/gift-cards.tsx'
import { action as checkoutAction } from '#app/routes/checkout/index.tsx'
import { action as returnsAction } from '#app/routes/content/returns-exchanges.tsx'
import { action as adminOrderAction } from '#app/routes/admin/order.tsx'
import { action as registerAction } from '#app/routes/auth/register.tsx'
import { loader as authLoader, action as authAction } from '#app/routes/api/auth.ts'
import { shopDate } from '#app/modules/giftcards/issue.server.ts'
import { checkoutDrafts, giftCards, orderEvents, orders, returnRequests, users } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { checkoutJourney } from '#tests/support/checkout-journey.ts'
import { call, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'

/*
 * Issue 31, item 4: a NUL byte in a form's text was a 500 (PostgreSQL refuses it) with her e-mail and
 * the order id in the error log, and a 502 at sign-up. Control characters are refused by one rule
 * (app/utils/control-characters.ts, through the shop's `z.string()`) with the field's message and a
 * 400, nothing written; better-auth's own endpoints refuse them at their door.
 */

const { db } = useTestDatabase()
const { guestWithShirt, details, placeOrder } = checkoutJourney(db)

/** NUL, the other C0 controls, DEL and a C1 control, inside ordinary text. */
const controls = ['hola\u0000mundo', 'hola\u0001mundo', 'hola\u001bmundo', 'hola\u007fmundo', 'hola\u0085mundo', 'hola\u000bmundo']

const errorsOf = (result: { data: unknown }) => (result.data as { errors: Record<string, string> }).errors

describe('control characters in a form', () => {
  it('gift cards: message, recipient and sender names answer 400 with the field’s message, nothing placed', async () => {
    for (const field of ['message', 'recipientName', 'senderName']) {
      for (const value of controls) {
        const fields = {
          amount: '50',
          recipientName: 'Marta',
          recipientEmail: 'marta@example.com',
          senderName: 'Lucía',
          message: '¡Feliz cumpleaños!',
          buyerEmail: 'lucia@example.com',
          paymentMethod: 'transfer',
          attempt: crypto.randomUUID(),
          sendOn: shopDate(),
          [field]: value,
        }
        const res = await call(() => giftCardAction(routeArgs(formRequest('/gift-cards', fields)) as never))
        expect(res.status, `${field} ${JSON.stringify(value)}`).toBe(400)
        expect(errorsOf(res)[field]).toBe('controlCharacters')
      }
    }
    expect(await db().select().from(orders)).toEqual([])
    expect(await db().select().from(giftCards)).toEqual([])
  })

  it('checkout details: name, street, city and dedication', async () => {
    const { basketId, cookie } = await guestWithShirt()
    for (const field of ['fullName', 'street', 'city', 'dedication']) {
      const fields = {
        ...details,
        wantsDedication: 'on',
        dedication: 'Para ti',
        [field]: 'hola\u0000mundo',
        shippingMethod: 'standard',
        paymentMethod: 'transfer',
        attempt: crypto.randomUUID(),
        intent: 'place',
      }
      const res = await call(() => checkoutAction(routeArgs(formRequest('/checkout', fields, { cookie })) as never))
      expect(res.status, field).toBe(400)
      expect(errorsOf(res)[field], field).toBe('controlCharacters')
    }
    const [draft] = await db().select().from(checkoutDrafts).where(eq(checkoutDrafts.basketId, basketId))
    expect(draft?.data.contact ?? null).toBeNull()
    // A dedication over several lines (tab, newline, carriage return) is text, not a control.
    const multiLine = { ...details, wantsDedication: 'on', dedication: 'Para ti,\r\n\tcon cariño', intent: 'update' }
    expect((await call(() => checkoutAction(routeArgs(formRequest('/checkout', multiLine, { cookie })) as never))).status).toBe(200)
    const [kept] = await db().select().from(checkoutDrafts).where(eq(checkoutDrafts.basketId, basketId))
    expect((kept?.data as { contact?: { dedication?: string } } | undefined)?.contact?.dedication).toBe('Para ti,\r\n\tcon cariño')
  })

  it('returns form: comments', async () => {
    const fields = { orderNumber: 'gm-2025-0142', email: 'marta@example.com', reason: 'size', comments: 'La manga\u0000 me queda larga.' }
    const res = await call(() => returnsAction(routeArgs(formRequest('/returns-exchanges', fields)) as never))
    expect(res.status).toBe(400)
    expect(errorsOf(res).comments).toBe('controlCharacters')
    expect(await db().select().from(returnRequests)).toEqual([])
  })

  it('the admin’s order note', async () => {
    const { cookie } = await guestWithShirt()
    const placed = await placeOrder(cookie)
    expect(placed.status).toBe(302)
    const [order] = await db().select().from(orders)
    const admin = await createSignedInCustomer('admin-cc@example.com')
    await db().update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId))
    const before = (await db().select().from(orderEvents).where(eq(orderEvents.orderId, order!.id))).length
    const res = await call(() =>
      adminOrderAction(
        routeArgs(formRequest(`/admin/orders/${order!.number}`, { intent: 'note', note: 'Llamó\u0000 ayer' }, { cookie: admin.cookie }), { number: order!.number }) as never,
      ),
    )
    expect(res.status).toBe(400)
    expect(errorsOf(res).note).toBe('controlCharacters')
    expect(await db().select().from(orderEvents).where(eq(orderEvents.orderId, order!.id))).toHaveLength(before)
  })

  it('sign-up: first and last name are a 400 with the field’s message, not a 502', async () => {
    for (const field of ['firstName', 'lastName']) {
      const fields = { firstName: 'Ana', lastName: 'Ruiz', email: `cc-${field}@example.com`, password: 'Gm-bastante-larga-9', confirm: 'Gm-bastante-larga-9', [field]: 'Ana\u0000' }
      const res = await call(() => registerAction(routeArgs(formRequest('/register', fields)) as never))
      expect(res.status, field).toBe(400)
      expect(errorsOf(res)[field], field).toBe('controlCharacters')
    }
    expect(await db().select().from(users)).toEqual([])
  })

  it('better-auth’s endpoints refuse them at their door with a 400', async () => {
    const get = await call(() => authLoader(routeArgs(getRequest('/api/auth/verify-email?token=abc%00def')) as never))
    expect(get.status).toBe(400)
    const post = await call(() => authAction(routeArgs(formRequest('/api/auth/callback/apple', { code: 'a\u0000b', state: 'x' })) as never))
    expect(post.status).toBe(400)
    const path = await call(() => authLoader(routeArgs(getRequest('/api/auth/reset-password/ab%01cd')) as never))
    expect(path.status).toBe(400)
  })
})
