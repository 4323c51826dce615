import { and, eq, isNull, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { action as customizerAction } from '#app/routes/product.tsx'
import { action as basketAction } from '#app/routes/resources/basket.ts'
import { action as profilesAction, loader as profilesLoader } from '#app/routes/measurement-profiles.tsx'
import { action as savedAction } from '#app/routes/account/saved.tsx'
import { deleteAbandonedGuestBaskets, GUEST_BASKET_TTL_DAYS, scheduleGuestBasketExpiry } from '#app/modules/basket/basket-expiry.server.ts'
import { mergeGuestBasket } from '#app/modules/basket/basket-merge.server.ts'
import { requestContext } from '#app/load-context.ts'
import { MAX_BASKET_ITEMS } from '#app/modules/basket/limits.ts'
import { MAX_PROFILES } from '#app/modules/sizing/limits.ts'
import { createProfile, listProfiles } from '#app/modules/sizing/profiles.server.ts'
import { basketItems, baskets, fabrics, measurementProfiles, savedItems } from '#db/schema/index.ts'
import { createFakeMeasurementFields, sampleMeasurements } from '#tests/factories/measurements.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { call, cookieFrom, formRequest, getRequest, routeArgs, contextFor } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'

/** Issue 14 items 9 and 10: what one customer or one browser can store, and what is stored at all. */

const { db } = useTestDatabase()
const DAY = 24 * 60 * 60 * 1000

async function fabricId() {
  const [row] = await db().select({ id: fabrics.id }).from(fabrics).where(eq(fabrics.slug, 'raya-diplomatica'))
  return row!.id
}

/** Step 1 of the customizer for product 7: a new design in this browser's basket. */
async function design(cookie = '', query = '?step=1') {
  const request = formRequest(`/product/7${query}`, { type: 'fabric', intent: 'continue', selected: String(await fabricId()) }, { cookie })
  const result = await call(() => customizerAction(routeArgs(request, { id: '7' }) as never))
  return { ...result, cookie: result.response ? cookieFrom(result.response, cookie) : cookie }
}

async function count(table: typeof baskets | typeof basketItems | typeof measurementProfiles | typeof savedItems) {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
  return row!.n
}

async function basketIdOf(where: ReturnType<typeof eq> | ReturnType<typeof isNull>) {
  const [row] = await db().select({ id: baskets.id }).from(baskets).where(where)
  return row!.id
}

/** `n` items of product 7 straight into a basket, `minutesAgo` apart so their order is known. */
async function fillBasket(basketId: string, n: number, start = 0) {
  if (n <= 0) return
  const now = Date.now()
  await db()
    .insert(basketItems)
    .values(Array.from({ length: n }, (_, i) => ({ basketId, productId: 7, createdAt: new Date(now - (1000 - start - i) * 60_000) })))
}

describe('basket limits', () => {
  it(`holds ${MAX_BASKET_ITEMS} designs; the next is refused with a message and nothing is written`, async () => {
    const first = await design()
    expect(first.status).toBe(302)
    const basketId = await basketIdOf(isNull(baskets.userId))
    await fillBasket(basketId, MAX_BASKET_ITEMS - 2)
    expect((await design(first.cookie)).status).toBe(302)
    expect(await count(basketItems)).toBe(MAX_BASKET_ITEMS)

    const refused = await design(first.cookie)
    expect(refused.status).toBe(400)
    expect(refused.data).toEqual({ error: 'basketFull' })
    expect(await count(basketItems)).toBe(MAX_BASKET_ITEMS)
    expect(await count(baskets)).toBe(1)
  })

  it('concurrent posts to one basket cannot pass the cap', async () => {
    const first = await design()
    await fillBasket(await basketIdOf(isNull(baskets.userId)), MAX_BASKET_ITEMS - 6)
    const results = await Promise.all(Array.from({ length: 12 }, () => design(first.cookie)))
    expect(results.filter((r) => r.status === 302)).toHaveLength(5)
    expect(results.filter((r) => r.status === 400)).toHaveLength(7)
    expect(await count(basketItems)).toBe(MAX_BASKET_ITEMS)
  })

  it('a signed-in customer’s basket has the same cap, also when a saved design moves back', async () => {
    const { userId, cookie } = await createSignedInCustomer()
    expect((await design(cookie)).status).toBe(302)
    const basketId = await basketIdOf(eq(baskets.userId, userId))
    await fillBasket(basketId, MAX_BASKET_ITEMS - 1)
    expect((await design(cookie)).data).toEqual({ error: 'basketFull' })

    const [saved] = await db().insert(savedItems).values({ userId, productId: 7 }).returning({ id: savedItems.id })
    const move = await call(() => savedAction(routeArgs(formRequest('/account/saved', { intent: 'move', savedId: saved!.id }, { cookie })) as never))
    expect(move.status).toBe(400)
    expect(move.data).toEqual({ error: 'basketFull', savedId: saved!.id })
    expect(await count(savedItems)).toBe(1)
    expect(await count(basketItems)).toBe(MAX_BASKET_ITEMS)

    await db()
      .delete(basketItems)
      .where(eq(basketItems.id, (await db().select({ id: basketItems.id }).from(basketItems).limit(1))[0]!.id))
    const moved = await call(() => savedAction(routeArgs(formRequest('/account/saved', { intent: 'move', savedId: saved!.id }, { cookie })) as never))
    expect(moved.status).toBe(302)
    expect(await count(savedItems)).toBe(0)
    expect(await count(basketItems)).toBe(MAX_BASKET_ITEMS)
  })

  it('at sign-in only what fits joins her basket; the rest stays in this browser’s guest basket', async () => {
    const guest = await design()
    const guestId = await basketIdOf(isNull(baskets.userId))
    await fillBasket(guestId, 14, 100) // 15 guest items, the one posted above the newest
    const { userId } = await createSignedInCustomer()
    await db().insert(baskets).values({ userId })
    const ownId = await basketIdOf(eq(baskets.userId, userId))
    await fillBasket(ownId, MAX_BASKET_ITEMS - 10)

    const signIn = getRequest('/login', { cookie: guest.cookie })
    await mergeGuestBasket(contextFor(signIn).get(requestContext).guestBasketHash, userId)
    const inBasket = async (id: string) =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(basketItems)
          .where(eq(basketItems.basketId, id))
      )[0]!.n
    expect(await inBasket(ownId)).toBe(MAX_BASKET_ITEMS)
    expect(await inBasket(guestId)).toBe(5)

    // Room again: a later sign-in brings the rest and the guest basket goes.
    await db().delete(basketItems).where(eq(basketItems.basketId, ownId))
    await mergeGuestBasket(contextFor(signIn).get(requestContext).guestBasketHash, userId)
    expect(await inBasket(ownId)).toBe(5)
    expect(await count(baskets)).toBe(1)
  })

  it('a post that adds nothing creates no basket', async () => {
    const unknownItem = await design('', '?item=00000000-0000-4000-8000-000000000000&step=1')
    expect(unknownItem.status).toBe(404)
    expect(unknownItem.headers.get('Set-Cookie')).toBeNull()
    const badFabric = await call(() => customizerAction(routeArgs(formRequest('/product/7?step=1', { type: 'fabric', choose: '99999' }), { id: '7' }) as never))
    expect(badFabric.status).toBe(400)
    const sizeStep = await call(() =>
      customizerAction(routeArgs(formRequest('/product/7?item=00000000-0000-4000-8000-000000000000&step=measurements', { intent: 'reset' }), { id: '7' }) as never),
    )
    expect(sizeStep.status).toBe(404)
    const del = await call(() => basketAction(routeArgs(formRequest('/resources/basket', { intent: 'delete', itemId: '00000000-0000-4000-8000-000000000000' })) as never))
    expect(del.status).toBe(404)
    expect(await count(baskets)).toBe(0)
  })
})

describe('abandoned guest baskets', () => {
  it(`are deleted with their items after ${GUEST_BASKET_TTL_DAYS} days untouched; account baskets and recent ones stay`, async () => {
    const now = new Date()
    const ago = (days: number) => new Date(now.getTime() - days * DAY)
    const { userId } = await createSignedInCustomer()
    const rows = await db()
      .insert(baskets)
      .values([
        { tokenHash: 'old', updatedAt: ago(GUEST_BASKET_TTL_DAYS + 1) },
        { tokenHash: 'recent', updatedAt: ago(GUEST_BASKET_TTL_DAYS - 1) },
        { tokenHash: 'old-basket-recent-item', updatedAt: ago(GUEST_BASKET_TTL_DAYS + 30) },
        { userId, updatedAt: ago(GUEST_BASKET_TTL_DAYS * 3) },
      ])
      .returning({ id: baskets.id, tokenHash: baskets.tokenHash })
    const id = (hash: string | null) => rows.find((r) => r.tokenHash === hash)!.id
    await db()
      .insert(basketItems)
      .values([
        { basketId: id('old'), productId: 7, updatedAt: ago(GUEST_BASKET_TTL_DAYS + 2) },
        { basketId: id('old-basket-recent-item'), productId: 7, updatedAt: ago(1) },
      ])

    expect(await deleteAbandonedGuestBaskets(now)).toBe(1)
    const left = await db().select({ tokenHash: baskets.tokenHash, userId: baskets.userId }).from(baskets)
    expect(left.map((b) => b.tokenHash ?? b.userId).sort()).toEqual(['old-basket-recent-item', 'recent', userId].sort())
    expect(await count(basketItems)).toBe(1)
  })

  it('the server runs the expiry at start and stops it at shutdown', async () => {
    await db()
      .insert(baskets)
      .values({ tokenHash: 'old', updatedAt: new Date(Date.now() - (GUEST_BASKET_TTL_DAYS + 1) * DAY) })
    const log = { info: vi.fn(), error: vi.fn() }
    const stop = scheduleGuestBasketExpiry(log)
    await vi.waitFor(() => expect(log.info).toHaveBeenCalledWith({ deleted: 1 }, 'expired abandoned guest baskets'))
    stop()
    expect(log.error).not.toHaveBeenCalled()
    expect(await count(baskets)).toBe(0)
  })

  it('every change to a basket counts as a touch', async () => {
    const first = await design()
    const basketId = await basketIdOf(isNull(baskets.userId))
    const old = new Date(Date.now() - 200 * DAY)
    await db().update(baskets).set({ updatedAt: old })
    await db().update(basketItems).set({ updatedAt: old })
    const [item] = await db().select({ id: basketItems.id }).from(basketItems)
    const removed = await call(() => basketAction(routeArgs(formRequest('/resources/basket', { intent: 'delete', itemId: item!.id }, { cookie: first.cookie })) as never))
    expect(removed.status).toBe(200)
    expect(await deleteAbandonedGuestBaskets()).toBe(0)
    expect(
      await db()
        .select({ id: baskets.id })
        .from(baskets)
        .where(and(eq(baskets.id, basketId))),
    ).toHaveLength(1)
  })
})

describe('measurement profile limits', () => {
  const input = { name: 'Perfil', method: 'custom' as const, values: sampleMeasurements, notes: '' }
  const postProfile = (fields: Record<string, string>, cookie: string) => call(() => profilesAction(routeArgs(formRequest('/perfiles-de-medidas', fields, { cookie })) as never))

  it(`keeps ${MAX_PROFILES} per customer; the next is refused next to the form, her values kept, and all stay listed`, async () => {
    const { userId, cookie } = await createSignedInCustomer()
    for (let i = 0; i < MAX_PROFILES; i++) expect((await createProfile(userId, { ...input, name: `Perfil ${i}` })).ok).toBe(true)
    expect(await createProfile(userId, input)).toEqual({ ok: false, reason: 'limit' })

    const refused = await postProfile({ intent: 'create', ...createFakeMeasurementFields({ name: 'Uno más', contornoBusto: '91' }) }, cookie)
    expect(refused.status).toBe(400)
    const reply = (refused.data as { reply: { errors: { form?: string }; input: { name: string; values: Record<string, string> } } }).reply
    expect(reply.errors.form).toBe('profileLimit')
    expect(reply.input).toMatchObject({ name: 'Uno más', values: { contornoBusto: '91' } })
    expect(await count(measurementProfiles)).toBe(MAX_PROFILES)

    const page = await call(() => profilesLoader(routeArgs(getRequest('/perfiles-de-medidas', { cookie })) as never))
    expect((page.data as { profiles: unknown[] }).profiles).toHaveLength(MAX_PROFILES)
    // Deleting makes room again.
    const [one] = await listProfiles(userId)
    expect((await postProfile({ intent: 'delete', profileId: one!.id }, cookie)).status).toBe(302)
    expect((await postProfile({ intent: 'create', ...createFakeMeasurementFields({ name: 'Ahora sí' }) }, cookie)).status).toBe(302)
  })

  it('concurrent creates cannot pass the cap, and one customer’s cap is hers alone', async () => {
    const { userId } = await createSignedInCustomer()
    for (let i = 0; i < MAX_PROFILES - 4; i++) await createProfile(userId, input)
    const results = await Promise.all(Array.from({ length: 10 }, () => createProfile(userId, input)))
    expect(results.filter((r) => r.ok)).toHaveLength(4)
    expect(await count(measurementProfiles)).toBe(MAX_PROFILES)
    expect((await createProfile('someone-else', input)).ok).toBe(true)
  })

  it('saving measurements as a profile from the size step at the cap stores nothing and says so', async () => {
    const { userId, cookie } = await createSignedInCustomer()
    for (let i = 0; i < MAX_PROFILES; i++) await createProfile(userId, input)
    const created = await design(cookie)
    const itemId = new URL(created.headers.get('Location')!, 'http://x').searchParams.get('item')!
    const query = `?item=${itemId}&step=measurements&view=form`
    const fields = { intent: 'custom', method: 'custom', saveProfile: 'on', ...createFakeMeasurementFields({ name: 'Para esta camisa' }) }
    const refused = await call(() => customizerAction(routeArgs(formRequest(`/product/7${query}`, fields, { cookie }), { id: '7' }) as never))
    expect(refused.status).toBe(400)
    expect((refused.data as { size: { errors: { form?: string } } }).size.errors.form).toBe('profileLimit')
    const [row] = await db().select({ measurements: basketItems.measurements }).from(basketItems).where(eq(basketItems.id, itemId))
    expect(row!.measurements).toBeNull()
    // Without the box ticked she goes on: the measurements are kept on the item only.
    const { saveProfile: _, ...withoutSaving } = fields
    const ok = await call(() => customizerAction(routeArgs(formRequest(`/product/7${query}`, withoutSaving, { cookie }), { id: '7' }) as never))
    expect(ok.status).toBe(302)
    expect(await count(measurementProfiles)).toBe(MAX_PROFILES)
  })
})

describe('a measurement that rounds to 0 cm (issue 14 item 10)', () => {
  it('is refused with 400 and nothing is stored', async () => {
    const { cookie } = await createSignedInCustomer()
    const res = await call(() =>
      profilesAction(routeArgs(formRequest('/perfiles-de-medidas', { intent: 'create', ...createFakeMeasurementFields({ contornoCuello: '0.04' }) }, { cookie })) as never),
    )
    expect(res.status).toBe(400)
    expect((res.data as { reply: { errors: { fields: Record<string, string> } } }).reply.errors.fields).toEqual({ contornoCuello: 'notPositive' })
    expect(await count(measurementProfiles)).toBe(0)
  })
})
