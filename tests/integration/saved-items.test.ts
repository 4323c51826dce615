import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action as cartAction, loader as cartLoader } from '#app/routes/cart.tsx'
import { action as basketAction, loader as basketLoader } from '#app/routes/resources/basket.ts'
import { action as savedAction, loader as savedLoader } from '#app/routes/account/saved.tsx'
import { basketItems, baskets, fabrics, parts, products, savedItems } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { call, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'

const { db } = useTestDatabase()

/** A whole design of product 7 in her basket (fabric, three parts, standard size M). */
async function basketItem(userId: string, options: { measurements?: boolean } = {}) {
  const [fabric] = await db().select({ id: fabrics.id }).from(fabrics).where(eq(fabrics.slug, 'raya-diplomatica'))
  const all = await db().select({ id: parts.id, slug: parts.slug }).from(parts)
  const part = (slug: string) => all.find((p) => p.slug === slug)!.id
  await db().insert(baskets).values({ userId }).onConflictDoNothing()
  const [basket] = await db().select({ id: baskets.id }).from(baskets).where(eq(baskets.userId, userId))
  const measured = options.measurements ?? true
  const [row] = await db()
    .insert(basketItems)
    .values({
      basketId: basket!.id,
      productId: 7,
      fabricId: fabric!.id,
      parts: { sleeve: part('sleeve-long'), cuff: part('cuff-french'), collar: part('collar-spread') },
      measurements: measured ? { type: 'standard', size: 'M' } : null,
      status: measured ? 'complete' : 'incomplete',
      incompleteFields: measured ? [] : ['measurements'],
    })
    .returning({ id: basketItems.id })
  return { itemId: row!.id, fabricId: fabric!.id }
}

async function basketOf(cookie: string) {
  const res = await call(() => basketLoader(routeArgs(getRequest('/resources/basket', { cookie })) as never))
  return res.data as {
    items: {
      id: string
      productId: number
      status: string
      incompleteFields: string[]
      totalCents: number
      fabric: { id: number } | null
      fabricProblem: string | null
      measurements: unknown
      parts: Record<string, { slug: string } | null>
    }[]
    count: number
  }
}

async function savedPage(cookie: string, query = '') {
  return call(() => savedLoader(routeArgs(getRequest(`/account/saved${query}`, { cookie })) as never))
}

type SavedView = {
  items: { id: string; productName: string; totalCents: number; fabric: { name: string } | null; parts: Record<string, { name: string } | null>; measurements: unknown }[]
  removing: { id: string } | null
  done: string | null
}

const postCart = (fields: Record<string, string>, cookie: string) => call(() => cartAction(routeArgs(formRequest('/cart', fields, { cookie })) as never))
const postSaved = (fields: Record<string, string>, cookie: string) => call(() => savedAction(routeArgs(formRequest('/account/saved', fields, { cookie })) as never))

describe('saved articles', () => {
  it('/cart saves a basket item for later and the saved page moves it back, choices and price intact', async () => {
    const { userId, cookie } = await createSignedInCustomer()
    const { itemId } = await basketItem(userId)
    const before = (await basketOf(cookie)).items[0]!

    const cart = await call(() => cartLoader(routeArgs(getRequest('/cart', { cookie })) as never))
    expect(cart.data).toMatchObject({ canSave: true, saved: null })

    const saved = await postCart({ intent: 'save', itemId }, cookie)
    expect(saved.status).toBe(302)
    expect(saved.headers.get('Location')).toBe('/cart?saved=1')
    expect((await basketOf(cookie)).count).toBe(0)

    const page = await savedPage(cookie)
    expect(page.status).toBe(200)
    expect(page.headers.get('Cache-Control')).toBe('private, no-store')
    const view = page.data as SavedView
    expect(view.items).toHaveLength(1)
    expect(view.items[0]).toMatchObject({
      productName: 'Camisa Clásica',
      totalCents: before.totalCents,
      fabric: { name: 'Raya Diplomática' },
      parts: { sleeve: { name: 'Larga' }, cuff: { name: 'Francés' }, collar: { name: 'Italiano' } },
      measurements: { type: 'standard', size: 'M' },
    })

    const moved = await postSaved({ intent: 'move', savedId: view.items[0]!.id }, cookie)
    expect(moved.headers.get('Location')).toBe('/account/saved?done=moved')
    expect(((await savedPage(cookie)).data as SavedView).items).toEqual([])
    const after = (await basketOf(cookie)).items
    expect(after).toHaveLength(1)
    expect(after[0]).toMatchObject({
      productId: 7,
      status: 'complete',
      incompleteFields: [],
      totalCents: before.totalCents,
      fabricProblem: null,
      measurements: { type: 'standard', size: 'M' },
    })
    expect(Object.values(after[0]!.parts).map((p) => p?.slug)).toEqual(['sleeve-long', 'cuff-french', 'collar-spread'])
  })

  it('the sidebar saves through /resources/basket; visitors cannot save', async () => {
    const { userId, cookie } = await createSignedInCustomer()
    const { itemId } = await basketItem(userId, { measurements: false })
    const visitor = await call(() => basketAction(routeArgs(formRequest('/resources/basket', { intent: 'save', itemId })) as never))
    expect(visitor.status).toBe(401)
    const visitorCart = await postCart({ intent: 'save', itemId }, '')
    expect(visitorCart.headers.get('Location')).toBe('/login?redirectTo=%2Fcart')
    expect((await call(() => cartLoader(routeArgs(getRequest('/cart')) as never))).data).toMatchObject({ canSave: false })
    expect(await db().select().from(savedItems)).toHaveLength(0)

    const ok = await call(() => basketAction(routeArgs(formRequest('/resources/basket', { intent: 'save', itemId }, { cookie })) as never))
    expect(ok.data).toEqual({ ok: true })
    expect((await basketOf(cookie)).count).toBe(0)
    // An incomplete design stays incomplete when it comes back.
    const [saved] = await db().select().from(savedItems).where(eq(savedItems.userId, userId))
    await postSaved({ intent: 'move', savedId: saved!.id }, cookie)
    expect((await basketOf(cookie)).items[0]).toMatchObject({ status: 'incomplete', incompleteFields: ['measurements'] })
  })

  it('removes a saved article after the confirmation', async () => {
    const { userId, cookie } = await createSignedInCustomer()
    const { itemId } = await basketItem(userId)
    await postCart({ intent: 'save', itemId }, cookie)
    const [saved] = await db().select().from(savedItems)
    const confirm = await savedPage(cookie, `?remove=${saved!.id}`)
    expect((confirm.data as SavedView).removing).toMatchObject({ id: saved!.id })
    const removed = await postSaved({ intent: 'remove', savedId: saved!.id }, cookie)
    expect(removed.headers.get('Location')).toBe('/account/saved?done=removed')
    expect(await db().select().from(savedItems)).toHaveLength(0)
    expect((await basketOf(cookie)).count).toBe(0)
    expect((await postSaved({ intent: 'remove' }, cookie)).status).toBe(400)
  })

  it("answers 404 for another customer's basket item or saved article", async () => {
    const owner = await createSignedInCustomer('duena@example.com')
    const other = await createSignedInCustomer('otra@example.com')
    const { itemId } = await basketItem(owner.userId)
    const { itemId: secondId } = await basketItem(owner.userId)
    expect((await postCart({ intent: 'save', itemId }, other.cookie)).status).toBe(404)
    expect((await call(() => basketAction(routeArgs(formRequest('/resources/basket', { intent: 'save', itemId }, { cookie: other.cookie })) as never))).status).toBe(404)
    expect((await basketOf(owner.cookie)).count).toBe(2)

    await postCart({ intent: 'save', itemId: secondId }, owner.cookie)
    const [saved] = await db().select().from(savedItems)
    expect((await savedPage(other.cookie, `?remove=${saved!.id}`)).status).toBe(404)
    expect((await postSaved({ intent: 'move', savedId: saved!.id }, other.cookie)).status).toBe(404)
    expect((await postSaved({ intent: 'remove', savedId: saved!.id }, other.cookie)).status).toBe(404)
    expect((await postSaved({ intent: 'move', savedId: 'nope' }, other.cookie)).status).toBe(404)
    expect(((await savedPage(other.cookie)).data as SavedView).items).toEqual([])
    expect((await basketOf(other.cookie)).count).toBe(0)
    expect(await db().select().from(savedItems)).toHaveLength(1)
  })

  it('visitors are sent to sign in; a fabric sold out meanwhile is flagged when the design comes back', async () => {
    expect((await savedPage('')).headers.get('Location')).toBe('/login?redirectTo=%2Faccount%2Fsaved')
    expect((await postSaved({ intent: 'move', savedId: crypto.randomUUID() }, '')).headers.get('Location')).toMatch(/^\/login\?/)

    const { userId, cookie } = await createSignedInCustomer()
    const { itemId, fabricId } = await basketItem(userId)
    await postCart({ intent: 'save', itemId }, cookie)
    await db().update(fabrics).set({ stockMetres: 0 }).where(eq(fabrics.id, fabricId))
    const [saved] = await db().select().from(savedItems)
    await postSaved({ intent: 'move', savedId: saved!.id }, cookie)
    expect((await basketOf(cookie)).items[0]).toMatchObject({ fabric: { id: fabricId }, fabricProblem: 'soldOut' })
    // Products cannot be deleted while a design is saved for them.
    await expect(db().delete(products).where(eq(products.id, 7))).rejects.toThrow()
  })
})
