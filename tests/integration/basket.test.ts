import { eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action as customizerAction, loader as customizerLoader } from '#app/routes/product.tsx'
import { action as basketAction, loader as basketLoader } from '#app/routes/resources/basket.ts'
import { loader as cartLoader } from '#app/routes/cart.tsx'
import { basketItems, fabricLocks, fabrics, parts } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { call, cookieFrom, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'

const { db } = useTestDatabase()

async function ids() {
  const f = await db().select({ id: fabrics.id, slug: fabrics.slug }).from(fabrics)
  const p = await db().select({ id: parts.id, slug: parts.slug }).from(parts)
  const fabric = (slug: string) => f.find((x) => x.slug === slug)!.id
  const part = (slug: string) => p.find((x) => x.slug === slug)!.id
  return { fabric, part }
}

async function storedParts(itemId: string) {
  const [row] = await db().select({ parts: basketItems.parts }).from(basketItems).where(eq(basketItems.id, itemId))
  return row!.parts
}

/** Posts one customizer step as the browser's form would. */
async function post(productId: number, query: string, fields: Record<string, string>, cookie = '') {
  const request = formRequest(`/product/${productId}${query}`, fields, { cookie })
  const result = await call(() => customizerAction(routeArgs(request, { id: String(productId) }) as never))
  return { ...result, cookie: result.response ? cookieFrom(result.response, cookie) : cookie, location: result.headers.get('Location') }
}

async function summary(cookie: string) {
  const result = await call(() => basketLoader(routeArgs(getRequest('/resources/basket', { cookie })) as never))
  return result.data as { items: { id: string; status: string; incompleteFields: string[]; totalCents: number; editTarget: unknown }[]; count: number; totalCents: number }
}

describe('basket on the server', () => {
  it('creates the item on the first choice and recomputes status on every update', async () => {
    const { fabric, part } = await ids()
    const first = await post(7, '?step=1', { type: 'fabric', intent: 'continue', selected: String(fabric('raya-diplomatica')) })
    expect(first.status).toBe(302)
    expect(first.headers.get('Set-Cookie')).toMatch(/gemela_basket=.+HttpOnly; SameSite=Lax/)
    const itemId = new URL(first.location!, 'http://x').searchParams.get('item')!
    expect(first.location).toBe(`/product/7?item=${itemId}&step=2`)

    // The customizer's preselection (the first part of each step) is stored with the first choice: the basket says what it showed.
    let basket = await summary(first.cookie)
    expect(basket.items).toHaveLength(1)
    expect(basket.items[0]).toMatchObject({ status: 'incomplete', incompleteFields: ['measurements'], editTarget: { kind: 'measurements' } })
    expect(await storedParts(itemId)).toEqual({ sleeve: part('sleeve-long'), cuff: part('cuff-classic'), collar: part('collar-classic') })

    // A short sleeve has no cuff: the cuff is dropped and its step skipped (Continue goes on to the collar, now step 3 of 3).
    await db().update(parts).set({ surchargeCents: 700 }).where(eq(parts.slug, 'cuff-classic'))
    const short = await post(7, `?item=${itemId}&step=2`, { type: 'sleeve', intent: 'continue', selected: String(part('sleeve-short')) }, first.cookie)
    expect(short.location).toBe(`/product/7?item=${itemId}&step=3`)
    expect(await storedParts(itemId)).toEqual({ sleeve: part('sleeve-short'), collar: part('collar-classic') })
    const atCollar = await call(() => customizerLoader(routeArgs(getRequest(`/product/7?item=${itemId}&step=3`, { cookie: first.cookie }), { id: '7' }) as never))
    expect(atCollar.data).toMatchObject({ steps: ['fabric', 'sleeve', 'collar'], step: { kind: 'design', index: 3, type: 'collar' }, totalCents: 5000 })
    // A long sleeve brings the cuff back with its first option, and its surcharge.
    await post(7, `?item=${itemId}&step=2`, { type: 'sleeve', intent: 'continue', selected: String(part('sleeve-long')) }, first.cookie)
    expect(await storedParts(itemId)).toEqual({ sleeve: part('sleeve-long'), cuff: part('cuff-classic'), collar: part('collar-classic') })
    expect((await summary(first.cookie)).items[0]!.totalCents).toBe(5700)
    await db().update(parts).set({ surchargeCents: 0 }).where(eq(parts.slug, 'cuff-classic'))

    await post(7, `?item=${itemId}&step=3`, { type: 'cuff', choose: String(part('cuff-french')) }, first.cookie)
    const last = await post(7, `?item=${itemId}&step=4`, { type: 'collar', intent: 'continue', selected: String(part('collar-spread')) }, first.cookie)
    expect(last.location).toBe(`/product/7?item=${itemId}&step=summary`)
    basket = await summary(first.cookie)
    expect(basket.items[0]).toMatchObject({ status: 'incomplete', incompleteFields: ['measurements'], editTarget: { kind: 'measurements' } })

    // Only a size completes the item; set one directly (the size screens have their own tests) to see the status flip.
    await db()
      .update(basketItems)
      .set({ measurements: { type: 'standard', size: 'M' } })
      .where(eq(basketItems.id, itemId))
    await post(7, `?item=${itemId}&step=4&edit=1`, { type: 'collar', intent: 'continue', selected: String(part('collar-classic')) }, first.cookie)
    basket = await summary(first.cookie)
    expect(basket.items[0]).toMatchObject({ status: 'complete', incompleteFields: [], editTarget: { kind: 'summary' } })
  })

  it('computes the price on the server whatever the request claims', async () => {
    const { fabric } = await ids()
    const created = await post(7, '?step=1', { type: 'fabric', intent: 'continue', selected: String(fabric('verde-primavera')), totalCents: '1', price: '0.01' })
    const basket = await summary(created.cookie)
    expect(basket.items[0]!.totalCents).toBe(5000 + 2500)
    expect(basket.totalCents).toBe(7500)
  })

  it("refuses another basket's item: 404 on read, write and delete", async () => {
    const { fabric, part } = await ids()
    const mine = await post(1, '?step=1', { type: 'fabric', intent: 'continue', selected: String(fabric('terracota')) })
    const itemId = new URL(mine.location!, 'http://x').searchParams.get('item')!
    const other = await post(2, '?step=1', { type: 'fabric', intent: 'continue', selected: String(fabric('terracota')) })

    const read = await call(() => customizerLoader(routeArgs(getRequest(`/product/1?item=${itemId}`, { cookie: other.cookie }), { id: '1' }) as never))
    expect(read.status).toBe(404)
    const write = await post(1, `?item=${itemId}&step=2`, { type: 'sleeve', choose: String(part('sleeve-short')) }, other.cookie)
    expect(write.status).toBe(404)
    const del = await call(() => basketAction(routeArgs(formRequest('/resources/basket', { intent: 'delete', itemId }, { cookie: other.cookie })) as never))
    expect(del.status).toBe(404)
    expect((await summary(mine.cookie)).items).toHaveLength(1)
    const anonymous = await call(() => customizerLoader(routeArgs(getRequest(`/product/1?item=${itemId}`), { id: '1' }) as never))
    expect(anonymous.status).toBe(404)
  })

  it('answers 400 with a message for unknown or wrong-type fabric and part ids, writing nothing', async () => {
    const { part } = await ids()
    for (const [fields, error] of [
      [{ type: 'fabric', choose: '99999' }, 'fabricNotFound'],
      [{ type: 'sleeve', choose: '99999' }, 'partNotFound'],
      [{ type: 'sleeve', choose: String(part('collar-classic')) }, 'partWrongType'],
      [{ type: 'leg', choose: String(part('leg-wide')) }, 'partWrongType'],
      [{ type: 'fabric', choose: 'abc' }, 'invalid'],
      [{ type: 'hat', choose: '1' }, 'invalid'],
    ] as const) {
      const result = await post(7, '?step=1', fields)
      expect(result.status, JSON.stringify(fields)).toBe(400)
      expect(result.data).toEqual({ error })
    }
    const [{ n }] = (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(basketItems)) as [{ n: number }]
    expect(n).toBe(0)
  })

  it('refuses a sold-out, too-short or locked fabric', async () => {
    const { fabric } = await ids()
    await db().update(fabrics).set({ stockMetres: 0 }).where(eq(fabrics.slug, 'vichy-cereza'))
    expect((await post(7, '?step=1', { type: 'fabric', choose: String(fabric('vichy-cereza')) })).data).toEqual({ error: 'fabricSoldOut' })
    // 1.5 m of Espiga Carbón: enough for trousers (1.4 m), not for a shirt (1.8 m).
    expect((await post(7, '?step=1', { type: 'fabric', choose: String(fabric('espiga-carbon')) })).data).toEqual({ error: 'fabricUnavailable' })
    expect((await post(6, '?step=1', { type: 'fabric', choose: String(fabric('espiga-carbon')) })).status).toBe(302)
    await db()
      .insert(fabricLocks)
      .values({ fabricId: fabric('lino-arena'), productId: 7 })
    expect((await post(7, '?step=1', { type: 'fabric', choose: String(fabric('lino-arena')) })).data).toEqual({ error: 'fabricLocked' })
    // The same fabric stays available for other garments.
    expect((await post(11, '?step=1', { type: 'fabric', choose: String(fabric('lino-arena')) })).status).toBe(302)
  })

  it('shows locked and sold-out fabrics as unavailable with the reason, preselecting the first available', async () => {
    const { fabric } = await ids()
    // The white shirt starts in its own white fabric while it can be chosen.
    const fresh = await call(() => customizerLoader(routeArgs(getRequest('/product/7'), { id: '7' }) as never))
    expect((fresh.data as { selection: Record<string, number | null> }).selection.fabric).toBe(fabric('popelin-blanco'))
    await db()
      .update(fabrics)
      .set({ stockMetres: 0 })
      .where(inArray(fabrics.slug, ['fantasia-animal', 'popelin-blanco']))
    await db()
      .insert(fabricLocks)
      .values({ fabricId: fabric('verde-primavera'), productId: 7 })
    const result = await call(() => customizerLoader(routeArgs(getRequest('/product/7'), { id: '7' }) as never))
    const loaded = result.data as { fabrics: { id: number; unavailable: string | null }[]; selection: Record<string, number | null> }
    expect(loaded.fabrics.find((f) => f.id === fabric('fantasia-animal'))!.unavailable).toBe('soldOut')
    expect(loaded.fabrics.find((f) => f.id === fabric('verde-primavera'))!.unavailable).toBe('locked')
    expect(loaded.fabrics.find((f) => f.id === fabric('raya-diplomatica'))!.unavailable).toBeNull()
    expect(loaded.selection.fabric).toBe(fabric('raya-diplomatica'))
    // A chooser gets what it shows; the fabric's sheet (attributes, stock, images) is on /fabric/:id.
    expect(Object.keys(loaded.fabrics[0]!).sort()).toEqual(['id', 'image', 'material', 'name', 'pattern', 'priceCents', 'subname', 'unavailable'])
  })

  it('deletes an item and refuses cross-origin posts', async () => {
    const { fabric } = await ids()
    const created = await post(3, '?step=1', { type: 'fabric', intent: 'continue', selected: String(fabric('oxford-celeste')) })
    const itemId = new URL(created.location!, 'http://x').searchParams.get('item')!
    const forged = await call(() =>
      basketAction(routeArgs(formRequest('/resources/basket', { intent: 'delete', itemId }, { cookie: created.cookie, origin: 'https://evil.example' })) as never),
    )
    expect(forged.status).toBe(403)
    const ok = await call(() => basketAction(routeArgs(formRequest('/resources/basket', { intent: 'delete', itemId }, { cookie: created.cookie })) as never))
    expect(ok.data).toEqual({ ok: true })
    expect((await summary(created.cookie)).count).toBe(0)
  })

  it('stops checkout while an item is incomplete, naming it', async () => {
    const { fabric } = await ids()
    const created = await post(4, '?step=1', { type: 'fabric', intent: 'continue', selected: String(fabric('oxford-celeste')) })
    const cart = await call(() => cartLoader(routeArgs(getRequest('/cart?checkout=1', { cookie: created.cookie })) as never))
    expect(cart.status).toBe(200)
    expect((cart.data as { blocked: string[] }).blocked).toEqual(['Camiseta Clásica'])
  })
})
