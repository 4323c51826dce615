import { randomBytes } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { BasketError } from '#app/modules/basket/basket.server.ts'
import { saveDesignChoice } from '#app/modules/basket/design-choice.server.ts'
import { getProduct, listCollectionCards, listFabricsForProduct, listPartsForProduct } from '#app/modules/catalogue/catalogue.server.ts'
import { action as fabricsAction } from '#app/routes/admin/catalogue-fabrics.tsx'
import { action as partsAction } from '#app/routes/admin/catalogue-parts.tsx'
import { action as productsAction, loader as productsLoader } from '#app/routes/admin/products.tsx'
import { auditLog, basketItems, fabrics, orders, parts, productFabrics, productParts, products, users } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { checkoutJourney } from '#tests/support/checkout-journey.ts'
import { call, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'

/**
 * Issue 17 item 4: each product offers its own fabrics and parts (product_fabrics, product_parts).
 * The back office ticks them; the customizer lists only those; the basket refuses the others
 * whatever the browser sends; an order is refused for a design whose piece stopped being offered.
 */

const { db } = useTestDatabase()
const journey = checkoutJourney(db)

async function signedInAdmin() {
  const admin = await createSignedInCustomer(`taller-${Math.random().toString(36).slice(2, 8)}@gemela.es`)
  await db().update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId))
  return admin
}
const idsOf = async (table: typeof fabrics | typeof parts, slugs: string[]) => (await db().select({ id: table.id }).from(table).where(inArray(table.slug, slugs))).map((r) => r.id)
const post = (handler: (args: never) => unknown, url: string, fields: Record<string, string | string[]>, cookie: string) =>
  call(() => handler(routeArgs(formRequest(url, fields, { cookie })) as never))

/** Product 7 (a shirt: sleeve, cuff, collar) as its form sends it, with the given ticks. */
const shirtForm = (fabricIds: number[], partIds: number[]) => ({
  intent: 'update',
  id: '7',
  'name.es': 'Camisa Oxford',
  'intro.es': 'Una camisa oxford.',
  categoryId: '2',
  basePrice: '69,00',
  complexity: 'complex',
  status: 'active',
  fabricIds: fabricIds.map(String),
  partIds: partIds.map(String),
})

describe('what each product offers', () => {
  it('the form refuses no fabric, a step without parts and unknown ids with 400 and a message per field, writing nothing', async () => {
    const admin = await signedInAdmin()
    const before = await db().select().from(productFabrics).where(eq(productFabrics.productId, 7))
    const [verde] = await idsOf(fabrics, ['verde-primavera'])
    const sleeves = await idsOf(parts, ['sleeve-long', 'sleeve-short'])
    const cuffAndCollar = await idsOf(parts, ['cuff-classic', 'collar-classic'])

    const noFabric = await post(productsAction, '/admin/products?edit=7', shirtForm([], [...sleeves, ...cuffAndCollar]), admin.cookie)
    expect(noFabric.status).toBe(400)
    expect((noFabric.data as { errors: Record<string, string> }).errors).toEqual({ fabricIds: 'fabricsRequired' })

    // No collar ticked: the shirt's collar step would be empty.
    const noCollar = await post(productsAction, '/admin/products?edit=7', shirtForm([verde!], [...sleeves, cuffAndCollar[0]!]), admin.cookie)
    expect(noCollar.status).toBe(400)
    expect((noCollar.data as { errors: Record<string, string> }).errors.partIds).toBe('partsRequired')
    // The ticks come back as they were sent.
    expect((noCollar.data as { values: Record<string, string> }).values.fabricIds).toBe(String(verde))

    const unknown = await post(productsAction, '/admin/products?edit=7', shirtForm([verde!, 999_999], [...sleeves, ...cuffAndCollar, 999_998]), admin.cookie)
    expect(unknown.status).toBe(400)
    expect((unknown.data as { errors: Record<string, string> }).errors).toEqual({ fabricIds: 'invalidChoice', partIds: 'invalidChoice' })
    const garbage = await post(productsAction, '/admin/products?edit=7', { ...shirtForm([verde!], []), partIds: ['x1'] }, admin.cookie)
    expect(garbage.status).toBe(400)

    expect(await db().select().from(productFabrics).where(eq(productFabrics.productId, 7))).toEqual(before)
    expect(await db().select().from(auditLog)).toEqual([])
  })

  it('narrowing a product: the customizer lists only its ticks, the basket refuses the rest, the audit keeps before and after', async () => {
    const admin = await signedInAdmin()
    const offeredFabrics = await idsOf(fabrics, ['verde-primavera', 'lino-arena'])
    const offeredParts = await idsOf(parts, ['sleeve-long', 'cuff-classic', 'cuff-rounded', 'collar-classic'])
    const [spread] = await idsOf(parts, ['collar-spread'])
    const [marfil] = await idsOf(fabrics, ['marfil-perla'])

    const saved = await post(productsAction, '/admin/products?edit=7', shirtForm(offeredFabrics, offeredParts), admin.cookie)
    expect(saved.status).toBe(302)

    const shirt = (await getProduct(7, 'es'))!
    expect((await listFabricsForProduct(shirt, 'es')).map((f) => f.id).sort()).toEqual([...offeredFabrics].sort())
    expect((await listPartsForProduct(shirt, 'es')).map((p) => p.id).sort()).toEqual([...offeredParts].sort())
    // Another shirt is untouched.
    const other = (await getProduct(8, 'es'))!
    expect((await listFabricsForProduct(other, 'es')).map((f) => f.id)).toContain(marfil)
    // The card draws the shirt in a fabric and with parts it offers.
    const card = (await listCollectionCards('es')).find((c) => c.id === 7)!
    expect(['Verde Primavera', 'Lino Arena']).toContain(card.design.fabric?.name)
    expect(card.design.parts).toMatchObject({ sleeve: 'sleeve-long', collar: 'collar-classic' })

    // Whatever the browser sends, the basket takes only what the product offers.
    const owner = { kind: 'guest' as const, tokenHash: randomBytes(32).toString('hex') }
    await expect(saveDesignChoice(owner, { productId: 7, fabricId: marfil! }, 'es')).rejects.toMatchObject(new BasketError('fabricNotFound'))
    await expect(saveDesignChoice(owner, { productId: 7, partId: spread!, partType: 'collar' }, 'es')).rejects.toMatchObject(new BasketError('partNotFound'))
    const ok = await saveDesignChoice(owner, { productId: 7, fabricId: offeredFabrics[0]! }, 'es')
    expect(ok.notFound).toBe(false)

    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'product.update'))
    expect((entry!.before as { fabricIds: number[] }).fabricIds.length).toBeGreaterThan(offeredFabrics.length)
    expect((entry!.after as { fabricIds: number[]; partIds: number[] }).fabricIds).toEqual([...offeredFabrics].sort((a, b) => a - b))
    expect((entry!.after as { partIds: number[] }).partIds).toEqual([...offeredParts].sort((a, b) => a - b))

    // The form opens with the ticks as saved.
    const form = await call(() => productsLoader(routeArgs(getRequest('/admin/products?edit=7', { cookie: admin.cookie })) as never))
    expect((form.data as { dialog: { values: Record<string, string> } }).dialog.values.fabricIds).toBe([...offeredFabrics].sort((a, b) => a - b).join(','))
  })

  it('a piece archived while the form was open does not refuse the save, counts for nothing, and is offered again when restored', async () => {
    const admin = await signedInAdmin()
    const everyFabric = (await db().select({ id: fabrics.id }).from(fabrics)).map((f) => f.id)
    const shirtParts = (await db().select({ id: parts.id, type: parts.type }).from(parts)).filter((p) => ['sleeve', 'cuff', 'collar'].includes(p.type)).map((p) => p.id)
    const [spread] = await idsOf(parts, ['collar-spread'])
    // Another admin withdraws the Italian collar while this form, with it ticked, is open.
    await db().update(parts).set({ archivedAt: new Date() }).where(eq(parts.id, spread!))
    expect((await post(productsAction, '/admin/products?edit=7', shirtForm(everyFabric, shirtParts), admin.cookie)).status).toBe(302)
    expect((await listPartsForProduct((await getProduct(7, 'es'))!, 'es')).map((p) => p.id)).not.toContain(spread)
    // Saving without it (the form no longer shows it) keeps the offer for when it comes back.
    expect(
      (
        await post(
          productsAction,
          '/admin/products?edit=7',
          shirtForm(
            everyFabric,
            shirtParts.filter((id) => id !== spread),
          ),
          admin.cookie,
        )
      ).status,
    ).toBe(302)
    await db().update(parts).set({ archivedAt: null }).where(eq(parts.id, spread!))
    expect((await listPartsForProduct((await getProduct(7, 'es'))!, 'es')).map((p) => p.id)).toContain(spread)
    // A step whose only ticked part is archived is refused like an empty one.
    const collars = await idsOf(parts, ['collar-classic'])
    await db().update(parts).set({ archivedAt: new Date() }).where(eq(parts.id, collars[0]!))
    const refused = await post(
      productsAction,
      '/admin/products?edit=7',
      shirtForm(everyFabric, [...(await idsOf(parts, ['sleeve-long', 'cuff-classic'])), collars[0]!]),
      admin.cookie,
    )
    expect([refused.status, (refused.data as { errors: Record<string, string> }).errors]).toEqual([400, { partIds: 'partsRequired' }])
  })

  it('a design whose collar stopped being offered while it sat in the basket is refused at the order, nothing written', async () => {
    const admin = await signedInAdmin()
    const { cookie } = await journey.guestWithShirt('verde-primavera') // product 7 with collar-spread
    const everyFabric = (await db().select({ id: fabrics.id }).from(fabrics)).map((f) => f.id)
    const withoutSpread = (await db().select({ id: parts.id, slug: parts.slug }).from(parts)).filter((p) => p.slug !== 'collar-spread').map((p) => p.id)
    const shirtTypes = (await db().select({ id: parts.id, type: parts.type }).from(parts)).filter((p) => ['sleeve', 'cuff', 'collar'].includes(p.type)).map((p) => p.id)
    expect(
      (
        await post(
          productsAction,
          '/admin/products?edit=7',
          shirtForm(
            everyFabric,
            withoutSpread.filter((id) => shirtTypes.includes(id)),
          ),
          admin.cookie,
        )
      ).status,
    ).toBe(302)

    const countOrders = async () => ((await db().execute(sql`select count(*)::int as n from orders`)).rows[0] as { n: number }).n
    const before = await countOrders()
    const placed = await journey.placeOrder(cookie)
    expect(placed.headers.get('Location')).toBe('/cart?checkout=1')
    expect(await countOrders()).toBe(before)
    expect(await db().select().from(orders)).toHaveLength(before)
    // Her item is still in her basket, to be finished.
    expect(await db().select().from(basketItems)).toHaveLength(1)
  })

  it('a new fabric is offered on every product, a new part on every product whose category has its step', async () => {
    const admin = await signedInAdmin()
    const fabric = await post(
      fabricsAction,
      '/admin/catalogue/fabrics?new=1',
      {
        intent: 'create',
        'name.es': 'Popelín Nuevo',
        'subname.es': 'Algodón',
        'description.es': 'Nuevo.',
        material: 'algodon',
        type: 'basic',
        price: '0',
        stockMetres: '10',
        widthCm: '140',
        patternKind: 'solid',
        patternBase: '#F3EFE6',
        patternAccent: '#2a3a58',
      },
      admin.cookie,
    )
    expect(fabric.status).toBe(302)
    const [nuevo] = await db().select().from(fabrics).where(eq(fabrics.slug, 'popelin-nuevo'))
    const productCount = (await db().select({ id: products.id }).from(products)).length
    expect(await db().select().from(productFabrics).where(eq(productFabrics.fabricId, nuevo!.id))).toHaveLength(productCount)

    const part = await post(
      partsAction,
      '/admin/catalogue/parts?type=leg&new=1',
      { intent: 'create', 'name.es': 'Culotte', 'description.es': 'Pierna corta y ancha.', surcharge: '0' },
      admin.cookie,
    )
    expect(part.status).toBe(302)
    const [culotte] = await db().select().from(parts).where(eq(parts.slug, 'leg-culotte'))
    const offeredOn = (await db().select({ productId: productParts.productId }).from(productParts).where(eq(productParts.partId, culotte!.id))).map((r) => r.productId)
    const trousers = (await db().execute(sql`select p.id from products p join categories c on c.id = p.category_id where c.part_types ? 'leg' order by p.id`)).rows.map(
      (r) => (r as { id: number }).id,
    )
    expect(offeredOn.sort((a, b) => a - b)).toEqual(trousers)
    expect(trousers.length).toBeGreaterThan(0)
    // Nothing but trousers offers a leg cut.
    expect(
      await db()
        .select()
        .from(productParts)
        .where(and(eq(productParts.partId, culotte!.id), eq(productParts.productId, 7))),
    ).toEqual([])
  })
})

describe('the rules a design follows (issue 18 item 6)', () => {
  it('a short sleeve goes without a cuff at the order: its snapshot and price have none', async () => {
    const { cookie, basketId } = await journey.guestWithShirt('verde-primavera')
    const [short] = await idsOf(parts, ['sleeve-short'])
    const [cuff] = await idsOf(parts, ['cuff-french'])
    // A design stored before the rule (a cuff kept with a short sleeve) is ordered without it.
    await db().update(parts).set({ surchargeCents: 900 }).where(eq(parts.id, cuff!))
    const [item] = await db().select().from(basketItems).where(eq(basketItems.basketId, basketId))
    await db()
      .update(basketItems)
      .set({ parts: { ...item!.parts, sleeve: short! } })
      .where(eq(basketItems.id, item!.id))
    const placed = await journey.placeOrder(cookie)
    expect(placed.headers.get('Location')).toMatch(/^\/orders\//)
    const [line] = await db()
      .execute(sql`select design, total_cents from order_items where kind = 'garment'`)
      .then((r) => r.rows as { design: { parts: { type: string }[] }; total_cents: number }[])
    expect(line!.design.parts.map((p) => p.type)).toEqual(['sleeve', 'collar'])
    // Base 50,00 € + Verde Primavera 25,00 €; the cuff's 9,00 € is not charged.
    expect(line!.total_cents).toBe(7500)
  })

  it('the back office sets the rule on a part and the starting fabric on a product, refusing what cannot be', async () => {
    const admin = await signedInAdmin()
    const [short] = await idsOf(parts, ['sleeve-short'])
    const partForm = (omitsTypes: string[]) => ({ intent: 'update', id: String(short), 'name.es': 'Corta', 'description.es': 'Manga corta.', surcharge: '0', omitsTypes })
    const own = await post(partsAction, `/admin/catalogue/parts?type=sleeve&edit=${short}`, partForm(['sleeve']), admin.cookie)
    expect([own.status, (own.data as { errors: Record<string, string> }).errors]).toEqual([400, { omitsTypes: 'ownType' }])
    // Without the rule, a short sleeve keeps its cuff step.
    expect((await post(partsAction, `/admin/catalogue/parts?type=sleeve&edit=${short}`, partForm([]), admin.cookie)).status).toBe(302)
    const owner = { kind: 'customer' as const, userId: admin.userId }
    const kept = await saveDesignChoice(owner, { productId: 7, partId: short!, partType: 'sleeve' }, 'es')
    expect(kept.partTypes).toEqual(['sleeve', 'cuff', 'collar'])
    expect((await post(partsAction, `/admin/catalogue/parts?type=sleeve&edit=${short}`, partForm(['cuff']), admin.cookie)).status).toBe(302)
    const dropped = await saveDesignChoice(owner, { productId: 7, itemId: kept.itemId, partId: short!, partType: 'sleeve' }, 'es')
    expect(dropped.partTypes).toEqual(['sleeve', 'collar'])

    // The starting fabric must be one the product is offered in.
    const [verde, lino] = await idsOf(fabrics, ['verde-primavera', 'lino-arena'])
    const shirtParts = await idsOf(parts, ['sleeve-long', 'sleeve-short', 'cuff-classic', 'collar-classic'])
    const notOffered = await post(productsAction, '/admin/products?edit=7', { ...shirtForm([verde!], shirtParts), defaultFabricId: String(lino) }, admin.cookie)
    expect([notOffered.status, (notOffered.data as { errors: Record<string, string> }).errors]).toEqual([400, { defaultFabricId: 'defaultNotOffered' }])
    expect((await post(productsAction, '/admin/products?edit=7', { ...shirtForm([verde!, lino!], shirtParts), defaultFabricId: String(lino) }, admin.cookie)).status).toBe(302)
    expect((await db().select({ d: products.defaultFabricId }).from(products).where(eq(products.id, 7)))[0]!.d).toBe(lino)
    expect((await listCollectionCards('es')).find((c) => c.id === 7)!.design.fabric?.name).toBe('Lino Arena')
  })
})
