import { describe, expect, it } from 'vitest'
import { loader as cartLoader } from '#app/routes/cart.tsx'
import { orders } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { checkoutJourney } from '#tests/support/checkout-journey.ts'
import { call, getRequest, routeArgs } from '#tests/support/requests.ts'

const { db } = useTestDatabase()
const { guestWithShirt, placeOrder, checkoutLoader } = checkoutJourney(db)

type Item = { productName: string; fabricProblem: string | null; editTarget: { kind: string; step?: number } }

/*
 * Issue 32, "a taken fabric is discovered too late": when another order takes the fabric of a
 * garment in her basket, her basket and the checkout page mark it at once (decision §3), with the
 * fabric step to choose another; placing it is refused with which garment, nothing written.
 */
describe('a fabric another order takes', () => {
  it('is marked in her basket and on the checkout page at once, and REALIZAR PEDIDO refuses it with the garment', async () => {
    const ana = await guestWithShirt('verde-primavera')
    const bea = await guestWithShirt('verde-primavera')
    const before = (await call(() => cartLoader(routeArgs(getRequest('/cart', { cookie: ana.cookie })) as never))).data as { items: Item[] }
    expect(before.items[0]).toMatchObject({ fabricProblem: null, editTarget: { kind: 'summary' } })

    expect((await placeOrder(bea.cookie)).status).toBe(302)

    // Her basket, without her doing anything: the garment is marked, its edit opens the fabric step.
    const cart = (await call(() => cartLoader(routeArgs(getRequest('/cart', { cookie: ana.cookie })) as never))).data as { items: Item[] }
    expect(cart.items[0]).toMatchObject({ fabricProblem: 'locked', editTarget: { kind: 'design', step: 1 } })
    // TERMINAR LA COMPRA stays on the basket, which says why (not 'incompleto').
    const blocked = await call(() => cartLoader(routeArgs(getRequest('/cart?checkout=1', { cookie: ana.cookie })) as never))
    expect(blocked.data).toMatchObject({ blocked: null, taken: true })

    // The checkout page lists it with the way to another fabric.
    const page = (await call(() => checkoutLoader(routeArgs(getRequest('/checkout', { cookie: ana.cookie })) as never))).data as { problems: { problem: string; href: string }[] }
    expect(page.problems).toEqual([expect.objectContaining({ problem: 'locked', href: expect.stringMatching(/^\/product\/7\?item=[0-9a-f-]+&step=1$/) })])

    const refused = await placeOrder(ana.cookie)
    expect(refused.status).toBe(409)
    expect((refused.data as { problems: unknown[] }).problems).toHaveLength(1)
    expect(await db().select().from(orders)).toHaveLength(1)
  })
})
