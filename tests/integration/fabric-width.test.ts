// Each fabric has its own width (fabrics.width_cm) and a garment's metres are its pattern laid on
// it (docs/atelier.md#fabric-from-the-pattern): a narrow silk takes more than a wide poplin — in the
// basket's "not enough", in the stock an order takes and in what the order keeps, which the
// production sheet's cutting lay is drawn on, the very lay the metres came from. The admin's form refuses a width out of range.
import { eq, sql } from 'drizzle-orm'
import { extractText, getDocumentProxy } from 'unpdf'
import { describe, expect, it, vi } from 'vitest'
import { adminCatalogue as es } from '#app/i18n/locales/es/admin-catalogue.ts'
import { adminCatalogue as en } from '#app/i18n/locales/en/admin-catalogue.ts'
import { computeGarmentMetres } from '#app/modules/atelier/fabric-metres.server.ts'
import { computeItemMetres } from '#app/modules/atelier/item-metres.server.ts'
import { setItemSize } from '#app/modules/basket/item-size.server.ts'
import { getFabric } from '#app/modules/catalogue/catalogue.server.ts'
import { placeOrder } from '#app/modules/checkout/place-order.server.ts'
import { loadCustomizer } from '#app/modules/customizer/customizer.server.ts'
import { getOrder } from '#app/modules/orders/orders.server.ts'
import { action as fabricsAction } from '#app/routes/admin/catalogue-fabrics.tsx'
import { loader as documentLoader } from '#app/routes/admin/order-document.ts'
import { auditLog, basketItems, fabricLocks, fabrics, orderItems, orders, users } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { guestBasketWith, placeOrderInput, shirtParts } from '#tests/support/order-fixtures.ts'
import { call, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'

const { db } = useTestDatabase()
const SHIRT = 7

/** Size M's shirt (long sleeve, French cuff, spread collar: shirtParts) laid on a fabric this wide. */
const shirtOn = (fabricWidthCm: number) =>
  computeGarmentMetres({
    garmentKind: 'shirt',
    parts: { sleeve: 'sleeve-long', cuff: 'cuff-french', collar: 'collar-spread' },
    size: { type: 'standard', size: 'M' },
    categoryMetres: 1.8,
    fabricWidthCm,
  }).metres

const fabricNamed = async (slug: string) => (await db().select().from(fabrics).where(eq(fabrics.slug, slug)))[0]!
const stockOf = async (id: number) => (await db().select({ m: fabrics.stockMetres }).from(fabrics).where(eq(fabrics.id, id)))[0]!.m

async function signedInAdmin() {
  const admin = await createSignedInCustomer(`taller-${Math.random().toString(36).slice(2, 8)}@gemela.es`)
  await db().update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId))
  return admin
}

describe('the lay on the fabric’s width', () => {
  it('an order in a narrow silk takes the narrow width’s metres from the stock, and keeps the width; the production sheet is laid on it', async () => {
    const silk = await fabricNamed('marfil-perla')
    expect(silk.widthCm).toBe(114)
    expect(shirtOn(114)).toBeGreaterThan(shirtOn(140))
    const { basketId } = await guestBasketWith(db, [{ productId: SHIRT, fabricId: silk.id, parts: await shirtParts(db) }])
    const result = await placeOrder(placeOrderInput(basketId))
    if (!result.ok) throw new Error(`order refused: ${JSON.stringify(result)}`)
    const order = (await getOrder(result.orderId))!
    const item = order.items[0]!
    expect(item.fabricMetres).toBe(shirtOn(114))
    expect(await stockOf(silk.id)).toBeCloseTo(silk.stockMetres - shirtOn(114), 5)
    expect(item.design!.fabric).toMatchObject({ slug: 'marfil-perla', widthCm: 114 })

    // The fabric is re-measured afterwards: the order's sheet stays on the width its metres were laid on.
    await db().update(fabrics).set({ widthCm: 150 }).where(eq(fabrics.id, silk.id))
    const admin = await signedInAdmin()
    const res = await call(() =>
      documentLoader(
        routeArgs(getRequest(`/admin/orders/${order.number}/production-sheet.pdf`, { cookie: admin.cookie }), { number: order.number, document: 'production-sheet.pdf' }) as never,
      ),
    )
    expect(res.status).toBe(200)
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.response!.arrayBuffer())), { mergePages: false })
    const sheet = text.join(' ').replace(/\s+/g, ' ')
    expect(sheet).toContain(`Marcada sobre 114 cm · ${item.fabricMetres.toFixed(2).replace('.', ',')} m`)
    expect(sheet).not.toContain('Marcada sobre 150 cm')
  })

  it('a fabric re-measured between the checkout’s read and the order’s write: read again, and the order takes the new width’s metres', async () => {
    const silk = await fabricNamed('marfil-perla')
    expect(shirtOn(150)).toBeLessThan(shirtOn(114))
    const { basketId } = await guestBasketWith(db, [{ productId: SHIRT, fabricId: silk.id, parts: await shirtParts(db) }])
    // The admin re-measures the silk just after the checkout read it (first call: the snapshot; second: the write).
    const execute = db().execute.bind(db())
    let calls = 0
    const remeasuring = async (query: Parameters<typeof execute>[0]) => {
      calls++
      if (calls === 2) await execute(sql`update fabrics set width_cm = 150 where id = ${silk.id}`)
      return execute(query)
    }
    const spy = vi.spyOn(db(), 'execute').mockImplementation(remeasuring as unknown as typeof execute)
    try {
      const result = await placeOrder(placeOrderInput(basketId))
      if (!result.ok) throw new Error(`order refused: ${JSON.stringify(result)}`)
      expect(calls).toBe(4) // snapshot, stale write, snapshot again, write
      const item = (await getOrder(result.orderId))!.items[0]!
      expect(item.fabricMetres).toBe(shirtOn(150))
      expect(item.design!.fabric).toMatchObject({ slug: 'marfil-perla', widthCm: 150 })
    } finally {
      spy.mockRestore()
    }
    expect(await stockOf(silk.id)).toBeCloseTo(silk.stockMetres - shirtOn(150), 5)
    expect(await db().select().from(orders)).toHaveLength(1)
  })

  it("the order's statement answers 'stale' and writes nothing when a width it was handed is not the fabric's", async () => {
    const silk = await fabricNamed('marfil-perla')
    const { basketId, itemIds } = await guestBasketWith(db, [{ productId: SHIRT, fabricId: silk.id, parts: await shirtParts(db) }])
    const [row] = await db()
      .select({ version: sql<string>`xmin::text` })
      .from(basketItems)
      .where(eq(basketItems.id, itemIds[0]!))
    const answer = async (widths: Record<number, number>) => {
      const p = {
        basketId,
        idempotencyKey: `k-width-${Math.random()}`,
        now: new Date().toISOString(),
        year: 2026,
        basketVersion: { [itemIds[0]!]: row!.version },
        prices: { products: {}, fabrics: {}, parts: {} },
        widths,
        sales: [],
        order: {},
        items: [],
      }
      const result = (await db().execute(sql`select gemela_place_order(${JSON.stringify(p)}::jsonb) as r`)) as unknown as { rows?: { r: unknown }[] }
      return (result.rows ?? (result as unknown as { r: unknown }[]))[0]!.r
    }
    expect(await answer({ [silk.id]: 140 })).toEqual({ outcome: 'stale' })
    expect(await db().select().from(orders)).toHaveLength(0)
    expect(await db().select().from(fabricLocks)).toHaveLength(0)
    expect(await db().select().from(basketItems).where(eq(basketItems.basketId, basketId))).toHaveLength(1)
    expect(await stockOf(silk.id)).toBeCloseTo(silk.stockMetres, 5)
  })

  it('the production sheet draws the lay the metres came from: its caption has the order item’s width and metres, a 150 cm poplin’s and a 114 cm silk’s', async () => {
    const admin = await signedInAdmin()
    const sheetOf = async (number: string, lng = 'es') => {
      const res = await call(() =>
        documentLoader(
          routeArgs(getRequest(`/admin/orders/${number}/production-sheet.pdf?lng=${lng}`, { cookie: admin.cookie }), { number, document: 'production-sheet.pdf' }) as never,
        ),
      )
      expect(res.status).toBe(200)
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.response!.arrayBuffer())), { mergePages: false })
      return text.join(' ').replace(/\s+/g, ' ')
    }
    const captions: string[] = []
    for (const [slug, widthCm] of [
      ['popelin-blanco', 150],
      ['marfil-perla', 114],
    ] as const) {
      const fabric = await fabricNamed(slug)
      expect(fabric.widthCm).toBe(widthCm)
      const { basketId } = await guestBasketWith(db, [{ productId: SHIRT, fabricId: fabric.id, parts: await shirtParts(db) }])
      const result = await placeOrder(placeOrderInput(basketId))
      if (!result.ok) throw new Error(`order refused: ${JSON.stringify(result)}`)
      const order = (await getOrder(result.orderId))!
      const item = order.items[0]!
      expect(item.design!.fabricMetresFrom).toBe('pattern')
      expect(item.fabricMetres).toBe(shirtOn(widthCm))
      const caption = `Marcada sobre ${widthCm} cm · ${item.fabricMetres.toFixed(2).replace('.', ',')} m`
      const sheet = await sheetOf(order.number)
      expect(sheet).toContain(caption)
      // Only the charged lay: no other width's, no second caption.
      expect(sheet.split('Marcada sobre').length - 1).toBe(1)
      // In the admin's English: the same lay, its figures written the English way.
      expect(await sheetOf(order.number, 'en')).toContain(`Laid on ${widthCm} cm · ${item.fabricMetres.toFixed(2)} m`)
      captions.push(caption)
    }
    // Different widths, different metres.
    expect(new Set(captions).size).toBe(2)
    expect(shirtOn(114)).toBeGreaterThan(shirtOn(150))
  })

  it('a lay that cannot be computed on the order’s width is said on the sheet, and no other lay is drawn', async () => {
    const poplin = await fabricNamed('popelin-blanco')
    const { basketId } = await guestBasketWith(db, [{ productId: SHIRT, fabricId: poplin.id, parts: await shirtParts(db) }])
    const result = await placeOrder(placeOrderInput(basketId))
    if (!result.ok) throw new Error(`order refused: ${JSON.stringify(result)}`)
    const order = (await getOrder(result.orderId))!
    // A width no shirt's back fits on (out of the form's range: kept only by an order made by hand).
    const [row] = await db().select().from(orderItems).where(eq(orderItems.orderId, result.orderId))
    await db()
      .update(orderItems)
      .set({ design: { ...row!.design!, fabric: { ...row!.design!.fabric!, widthCm: 40 } } })
      .where(eq(orderItems.id, row!.id))
    const admin = await signedInAdmin()
    const res = await call(() =>
      documentLoader(
        routeArgs(getRequest(`/admin/orders/${order.number}/production-sheet.pdf`, { cookie: admin.cookie }), { number: order.number, document: 'production-sheet.pdf' }) as never,
      ),
    )
    expect(res.status).toBe(200)
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.response!.arrayBuffer())), { mergePages: false })
    const sheet = text.join(' ').replace(/\s+/g, ' ')
    expect(sheet).toContain('No se pudo calcular la marcada sobre 40 cm')
    expect(sheet).not.toContain('Marcada sobre')
  })

  it('the basket and the customizer mark "not enough" by the pattern on each fabric’s width: a remnant a wide poplin fits is too short in a narrow silk', async () => {
    const silk = await fabricNamed('marfil-perla')
    const poplin = await fabricNamed('popelin-blanco')
    expect([silk.widthCm, poplin.widthCm]).toEqual([114, 150])
    const remnant = (shirtOn(114) + shirtOn(150)) / 2
    await db()
      .update(fabrics)
      .set({ stockMetres: Math.round(remnant * 100) / 100 })
      .where(sql`${fabrics.id} in (${silk.id}, ${poplin.id})`)
    const problemIn = async (fabricId: number) => {
      const { itemIds, tokenHash } = await guestBasketWith(db, [{ productId: SHIRT, fabricId, parts: await shirtParts(db) }])
      expect(await setItemSize({ kind: 'guest', tokenHash }, itemIds[0]!, { measurements: { type: 'standard', size: 'M' } }, computeItemMetres)).toBe(true)
      return (await db().select({ p: basketItems.fabricProblem }).from(basketItems).where(eq(basketItems.id, itemIds[0]!)))[0]!.p
    }
    expect(await problemIn(silk.id)).toBe('notEnough')
    expect(await problemIn(poplin.id)).toBeNull()

    // The customizer's fabric step, once she has a size, lays her pattern on each fabric's own width.
    const { itemIds, tokenHash } = await guestBasketWith(db, [{ productId: SHIRT, fabricId: poplin.id, parts: await shirtParts(db) }])
    const page = { query: new URLSearchParams({ item: itemIds[0]!, step: '1', shown: '24' }), returnTo: `/product/${SHIRT}` }
    const loaded = await loadCustomizer({ owner: { kind: 'guest', tokenHash }, user: null, locale: 'es' }, SHIRT, page)
    if (loaded.status !== 'ok') throw new Error(loaded.status)
    const state = (id: number) => loaded.fabrics.find((f) => f.id === id)?.unavailable
    expect([state(silk.id), state(poplin.id)]).toEqual(['notEnough', null])
  })
})

describe('the admin’s fabric form', () => {
  const fields = (changes: Record<string, string>) => ({
    intent: 'create',
    'name.es': 'Charmeuse Prueba',
    'description.es': 'Una seda estrecha.',
    material: 'seda',
    type: 'premium',
    price: '20',
    stockMetres: '10',
    widthCm: '114',
    patternKind: 'sheen',
    patternBase: '#efe5d3',
    patternAccent: '#fffaf0',
    ...changes,
  })
  const post = (cookie: string, url: string, body: Record<string, string>) => call(() => fabricsAction(routeArgs(formRequest(url, body, { cookie })) as never))
  const count = async () => ({ fabrics: (await db().select().from(fabrics)).length, audit: (await db().select().from(auditLog)).length })

  it('refuses a width of 80 cm (or 331, or words) with its message next to the field, and writes nothing', async () => {
    const admin = await signedInAdmin()
    const before = await count()
    for (const widthCm of ['80', '331', 'ancho', '']) {
      const res = await post(admin.cookie, '/admin/catalogue/fabrics?new=1', fields({ widthCm }))
      expect(res.status).toBe(400)
      expect((res.data as { errors: object }).errors).toEqual({ widthCm: widthCm ? 'widthRange' : 'required' })
    }
    const silk = await fabricNamed('marfil-perla')
    const edit = await post(admin.cookie, `/admin/catalogue/fabrics?edit=${silk.id}`, fields({ intent: 'update', id: String(silk.id), 'name.es': 'Marfil Perla', widthCm: '80' }))
    expect([edit.status, (edit.data as { errors: object }).errors]).toEqual([400, { widthCm: 'widthRange' }])
    expect(await count()).toEqual(before)
    expect((await fabricNamed('marfil-perla')).widthCm).toBe(114)
    // The message the form shows for it, in both languages.
    expect(es.errors.widthRange).toBe('El ancho debe estar entre 90 y 330 cm.')
    expect(en.errors.widthRange).toBe('The width must be between 90 and 330 cm.')
  })

  it('saves a width in range, and the shop’s fabric sheet shows it', async () => {
    const admin = await signedInAdmin()
    expect((await post(admin.cookie, '/admin/catalogue/fabrics?new=1', fields({ widthCm: '114' }))).status).toBe(302)
    const created = await fabricNamed('charmeuse-prueba')
    expect(created.widthCm).toBe(114)
    expect((await getFabric(created.id, 'es'))!.attributes.width).toBe('114 cm')
    const edit = await post(admin.cookie, `/admin/catalogue/fabrics?edit=${created.id}`, fields({ intent: 'update', id: String(created.id), widthCm: '150' }))
    expect(edit.status).toBe(302)
    expect((await fabricNamed('charmeuse-prueba')).widthCm).toBe(150)
  })
})
