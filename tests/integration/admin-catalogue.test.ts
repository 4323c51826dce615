import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { deflateSync } from 'node:zlib'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { getFabric, listFabricsForProduct, getProduct } from '#app/modules/catalogue/catalogue.server.ts'
import { getCatalogueOutline } from '#app/modules/catalogue/catalogue-outline.server.ts'
import { getOrder } from '#app/modules/orders/orders.server.ts'
import { getProductOffers } from '#app/modules/catalogue/catalogue-products-admin.server.ts'
import { action as categoriesAction, loader as categoriesLoader } from '#app/routes/admin/catalogue-categories.tsx'
import { action as fabricsAction, loader as fabricsLoader } from '#app/routes/admin/catalogue-fabrics.tsx'
import { action as imagesAction } from '#app/routes/admin/catalogue-images.tsx'
import { action as partsAction, loader as partsLoader } from '#app/routes/admin/catalogue-parts.tsx'
import { action as sizesAction, loader as sizesLoader } from '#app/routes/admin/catalogue-sizes.tsx'
import { action as productsAction, loader as productsLoader } from '#app/routes/admin/products.tsx'
import { action as settingsAction } from '#app/routes/admin/settings.tsx'
import { defaultStoreSettings } from '#app/modules/store/settings.ts'
import { toFormValues } from '#app/modules/store/settings-form.ts'
import { loader as uploadedImageLoader } from '#app/routes/resources/uploaded-image.ts'
import { logger } from '#app/utils/logger.server.ts'
import { auditLog, categories, fabrics, parts, products, sizes, users } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { checkoutJourney } from '#tests/support/checkout-journey.ts'
import { call, formRequest, getRequest, routeArgs, testOrigin } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'

/**
 * Issue 17, the catalogue's back office: every form refuses bad input with 400 and a code per
 * field and writes nothing (no audit row); a good write is one audit row in its transaction and the
 * shop shows it at once; deleting what an order names archives it; pictures are checked by content.
 */

const mediaDir = mkdtempSync(path.join(tmpdir(), 'gemela-media-'))
process.env.MEDIA_DIR = mediaDir
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }))

const { db } = useTestDatabase()
const journey = checkoutJourney(db)

async function signedInAdmin() {
  const admin = await createSignedInCustomer(`taller-${Math.random().toString(36).slice(2, 8)}@gemela.es`)
  await db().update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId))
  return admin
}

type Handler = (args: never) => unknown
const post = (handler: Handler, url: string, fields: Record<string, string | string[]>, cookie: string) =>
  call(() => handler(routeArgs(formRequest(url, fields, { cookie })) as never))
const get = (handler: Handler, url: string, cookie: string) => call(() => handler(routeArgs(getRequest(url, { cookie })) as never))
const auditCount = async () =>
  (
    (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)) as [{ n: number }]
  )[0].n
const auditRows = () => db().select().from(auditLog).orderBy(auditLog.id)
const tableCounts = async () => ({
  categories: (await db().select().from(categories)).length,
  fabrics: (await db().select().from(fabrics)).length,
  parts: (await db().select().from(parts)).length,
  sizes: (await db().select().from(sizes)).length,
  products: (await db().select().from(products)).length,
})

const fabricIdsOf = async (slugs: string[]) => (await db().select({ id: fabrics.id }).from(fabrics).where(inArray(fabrics.slug, slugs))).map((f) => String(f.id))
const partIdsOf = async (slugs: string[]) => (await db().select({ id: parts.id }).from(parts).where(inArray(parts.slug, slugs))).map((p) => String(p.id))

const fabricFields = (changes: Record<string, string> = {}) => ({
  intent: 'create',
  'name.es': 'Popelín Prueba',
  'name.en': 'Test Poplin',
  'subname.es': 'Algodón de prueba',
  'description.es': 'Un popelín ligero para los tests.',
  material: 'algodon',
  type: 'basic',
  price: '12,50',
  stockMetres: '30',
  widthCm: '140',
  patternKind: 'stripes',
  patternBase: '#F3EFE6',
  patternAccent: '#2a3a58',
  ...changes,
})

function multipart(url: string, fields: Record<string, string>, file: { name: string; type: string; body: Uint8Array } | null, cookie: string) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  if (file) form.set('file', new File([new Uint8Array(file.body)], file.name, { type: file.type }))
  const request = new Request(testOrigin + url, { method: 'POST', headers: { Origin: testOrigin, Cookie: cookie }, body: form })
  return call(() => imagesAction(routeArgs(request) as never))
}

/** A PNG that says it is 20000 × 20000 pixels of one colour (1-bit grey): 50 MB of zeros, a few kilobytes on disk. */
function pngBomb(size = 20_000) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff
    for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const out = Buffer.alloc(12 + data.length)
    out.writeUInt32BE(data.length, 0)
    body.copy(out, 4)
    out.writeUInt32BE(crc(body), 8 + data.length)
    return out
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(size, 0)
  ihdr.writeUInt32BE(size, 4)
  ihdr.set([1, 0, 0, 0, 0], 8) // 1-bit greyscale
  const raw = Buffer.alloc((1 + Math.ceil(size / 8)) * size) // every row: filter 0 and black pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

describe('/admin/catalogue: categories, fabrics, parts, sizes and products', () => {
  it('bad input: 400 with a code per field, nothing written, no audit row', async () => {
    const admin = await signedInAdmin()
    const before = await tableCounts()

    const category = await post(
      categoriesAction,
      '/admin/catalogue?new=1',
      { intent: 'create', 'name.es': '', 'description.en': 'Only English', garmentKind: 'coat', fabricMetres: '-1' },
      admin.cookie,
    )
    expect(category.status).toBe(400)
    expect((category.data as { errors: object }).errors).toEqual({
      'name.es': 'required',
      'description.es': 'esRequired',
      garmentKind: 'invalidChoice',
      fabricMetres: 'invalidMetres',
    })

    const fabric = await post(
      fabricsAction,
      '/admin/catalogue/fabrics?new=1',
      fabricFields({ 'name.es': ' ', price: '-3', stockMetres: '1,234', patternBase: 'red', 'origin.en': 'Spain' }),
      admin.cookie,
    )
    expect(fabric.status).toBe(400)
    expect((fabric.data as { errors: object }).errors).toEqual({
      'name.es': 'required',
      price: 'invalidMoney',
      stockMetres: 'invalidMetres',
      patternBase: 'invalidColor',
      'origin.es': 'esRequired',
    })
    // The typed values come back to the form.
    expect((fabric.data as { values: Record<string, string> }).values.price).toBe('-3')
    // A new fabric needs its first stock (afterwards the Stock page moves it).
    const { stockMetres: _left, ...withoutStock } = fabricFields()
    const noStock = await post(fabricsAction, '/admin/catalogue/fabrics?new=1', withoutStock, admin.cookie)
    expect([noStock.status, (noStock.data as { errors: object }).errors]).toEqual([400, { stockMetres: 'required' }])

    const part = await post(partsAction, '/admin/catalogue/parts?type=cuff&new=1', { intent: 'create', 'name.es': 'Puño Prueba', surcharge: '4,999' }, admin.cookie)
    expect(part.status).toBe(400)
    expect((part.data as { errors: object }).errors).toEqual({ surcharge: 'invalidMoney' })

    const size = await post(sizesAction, '/admin/catalogue/sizes?new=1', { intent: 'create', name: 'M', chest: '90-86', waist: 'ancho', hip: '' }, admin.cookie)
    expect(size.status).toBe(400)
    expect((size.data as { errors: object }).errors).toEqual({ chest: 'maxBelowMin', waist: 'invalidRange', hip: 'required' })
    // A name that is free in shape but taken.
    const taken = await post(sizesAction, '/admin/catalogue/sizes?new=1', { intent: 'create', name: 'm', chest: '86-90', waist: '68-72', hip: '94-98' }, admin.cookie)
    expect((taken.data as { errors: object }).errors).toEqual({ name: 'taken' })

    const product = await post(
      productsAction,
      '/admin/products?new=1',
      { intent: 'create', 'name.es': 'Blusa', 'intro.es': '', categoryId: '999', basePrice: '1.000,001', complexity: 'hard', status: 'active' },
      admin.cookie,
    )
    expect(product.status).toBe(400)
    expect((product.data as { errors: object }).errors).toEqual({ 'intro.es': 'required', basePrice: 'invalidMoney', complexity: 'invalidChoice' })
    const unknownCategory = await post(
      productsAction,
      '/admin/products?new=1',
      { intent: 'create', 'name.es': 'Blusa', 'intro.es': 'Una blusa.', categoryId: '999', basePrice: '40', complexity: 'basic', status: 'active' },
      admin.cookie,
    )
    expect((unknownCategory.data as { errors: object }).errors).toEqual({ categoryId: 'invalidChoice' })

    expect(await tableCounts()).toEqual(before)
    expect(await auditCount()).toBe(0)
  })

  it('a new fabric: one audit row, euros to cents, the shop offers it at once; editing and searching it', async () => {
    const admin = await signedInAdmin()
    const camisa = (await getProduct(7, 'es'))!
    // The shop has read its outline (and cached it) before the change.
    const outlineBefore = await getCatalogueOutline()

    const created = await post(fabricsAction, '/admin/catalogue/fabrics?new=1&q=', fabricFields(), admin.cookie)
    expect(created.status).toBe(302)
    expect(created.headers.get('Location')).toBe(`/admin/catalogue/fabrics?q=&toast=created&name=${encodeURIComponent('Popelín Prueba').replace(/%20/g, '+')}`)
    const [row] = await db().select().from(fabrics).where(eq(fabrics.slug, 'popelin-prueba'))
    expect(row).toMatchObject({
      priceCents: 1250,
      stockMetres: 30,
      material: 'algodon',
      pattern: { kind: 'stripes', base: 'f3efe6', accent: '2a3a58' },
      name: { es: 'Popelín Prueba', en: 'Test Poplin' },
    })
    const [entry, ...more] = await auditRows()
    expect(more).toEqual([])
    expect(entry).toMatchObject({ actorId: admin.userId, action: 'fabric.create', entityType: 'fabric', entityId: String(row!.id), before: null })

    // At once in the shop: the customizer's list, the fabric page and the drawing outline.
    expect((await listFabricsForProduct(camisa, 'es')).map((f) => f.name)).toContain('Popelín Prueba')
    expect((await getFabric(row!.id, 'es'))?.name).toBe('Popelín Prueba')
    const outlineAfter = await getCatalogueOutline()
    expect(outlineAfter).not.toBe(outlineBefore)
    expect(outlineAfter.fabricPatterns).toContainEqual({ kind: 'stripes', base: 'f3efe6', accent: '2a3a58' })

    // Search: by name and by material, any case; a page of results.
    const search = async (q: string) =>
      ((await get(fabricsLoader, `/admin/catalogue/fabrics?q=${encodeURIComponent(q)}`, admin.cookie)).data as { fabrics: { name: string }[]; total: number }).fabrics.map(
        (f) => f.name,
      )
    expect(await search('POPELÍN PRU')).toEqual(['Popelín Prueba'])
    expect(await search('seda')).not.toContain('Popelín Prueba')
    expect((await search('Algodón')).length).toBeGreaterThan(1)
    expect(await search('nada-parecido')).toEqual([])

    // Edit: the form shows euros; a save updates and writes one more row.
    const editing = await get(fabricsLoader, `/admin/catalogue/fabrics?edit=${row!.id}`, admin.cookie)
    expect((editing.data as { dialog: { values: Record<string, string> } }).dialog.values).toMatchObject({ price: '12,50', stockMetres: '30', patternBase: '#f3efe6' })
    const updated = await post(
      fabricsAction,
      `/admin/catalogue/fabrics?edit=${row!.id}`,
      fabricFields({ intent: 'update', id: String(row!.id), price: '0', stockMetres: '12,75' }),
      admin.cookie,
    )
    expect(updated.status).toBe(302)
    expect((await getFabric(row!.id, 'es'))?.priceCents).toBe(0)
    const rows = await auditRows()
    expect(rows.map((r) => r.action)).toEqual(['fabric.create', 'fabric.update'])
    expect((rows[1]!.before as { priceCents: number }).priceCents).toBe(1250)
    // Editing never writes the stock (a crafted field is ignored): it moves on the Stock page, with a reason.
    expect((rows[1]!.after as { stockMetres: number }).stockMetres).toBe(30)

    // Deleting a fabric nothing names removes it.
    const deleted = await post(fabricsAction, '/admin/catalogue/fabrics', { intent: 'delete', id: String(row!.id) }, admin.cookie)
    expect(deleted.headers.get('Location')).toContain('toast=deleted')
    expect(await db().select().from(fabrics).where(eq(fabrics.id, row!.id))).toEqual([])
    expect((await auditRows()).at(-1)).toMatchObject({ action: 'fabric.delete', after: null })
  })

  it('deleting a fabric an order uses archives it: gone from the shop, kept by the order', async () => {
    const admin = await signedInAdmin()
    const { cookie } = await journey.guestWithShirt('lino-arena')
    const placed = await journey.placeOrder(cookie)
    expect(placed.status).toBe(302)
    const [lino] = await db().select().from(fabrics).where(eq(fabrics.slug, 'lino-arena'))
    const camisa = (await getProduct(7, 'es'))!
    expect((await listFabricsForProduct(camisa, 'es')).map((f) => f.id)).toContain(lino!.id)

    const confirm = await get(fabricsLoader, `/admin/catalogue/fabrics?delete=${lino!.id}`, admin.cookie)
    expect((confirm.data as { deleting: { name: string } }).deleting.name).toBe('Lino Arena')
    const res = await post(fabricsAction, `/admin/catalogue/fabrics?delete=${lino!.id}`, { intent: 'delete', id: String(lino!.id) }, admin.cookie)
    expect(res.headers.get('Location')).toBe('/admin/catalogue/fabrics?toast=archived&name=Lino+Arena')
    const [archived] = await db().select().from(fabrics).where(eq(fabrics.id, lino!.id))
    expect(archived!.archivedAt).toBeInstanceOf(Date)
    expect((await auditRows()).map((r) => r.action)).toEqual(['fabric.archive'])

    // Hidden from the shop: the customizer's list and the fabric page.
    expect((await listFabricsForProduct(camisa, 'es')).map((f) => f.id)).not.toContain(lino!.id)
    expect(await getFabric(lino!.id, 'es')).toBeNull()
    // Kept by the order.
    const [{ id: orderId }] = (await db().execute(sql`select id from orders order by placed_at desc limit 1`)).rows as [{ id: string }]
    const order = (await getOrder(orderId))!
    expect(order.items[0]).toMatchObject({ fabricId: lino!.id })
    expect(order.items[0]!.design?.fabric?.name.es).toBe('Lino Arena')
    // The admin list still shows it, marked, and can restore it.
    const list = await get(fabricsLoader, '/admin/catalogue/fabrics?q=lino%20arena', admin.cookie)
    expect((list.data as { fabrics: { name: string; archived: boolean }[] }).fabrics).toEqual([expect.objectContaining({ name: 'Lino Arena', archived: true })])
    await post(fabricsAction, '/admin/catalogue/fabrics', { intent: 'restore', id: String(lino!.id) }, admin.cookie)
    expect((await getFabric(lino!.id, 'es'))?.name).toBe('Lino Arena')
  })

  it('categories, parts (the sub-tab’s type, one search over all), sizes and products: add, edit, delete or archive', async () => {
    const admin = await signedInAdmin()
    const cat = await post(
      categoriesAction,
      '/admin/catalogue?new=1',
      { intent: 'create', 'name.es': 'Vestido Prueba', 'description.es': 'Vestidos.', garmentKind: 'top', fabricMetres: '2,2', partTypes: 'sleeve' },
      admin.cookie,
    )
    expect(cat.status).toBe(302)
    const [vestido] = await db().select().from(categories).where(eq(categories.slug, 'vestido-prueba'))
    expect(vestido).toMatchObject({ fabricMetres: 2.2, partTypes: ['sleeve'], garmentKind: 'top' })
    const categoriesList = await get(categoriesLoader, '/admin/catalogue?q=VESTIDO', admin.cookie)
    expect((categoriesList.data as { categories: { name: string }[] }).categories.map((c) => c.name)).toEqual(['Vestido Prueba'])

    // A product in it; then the category can only be archived.
    const prod = await post(
      productsAction,
      '/admin/products?new=1',
      {
        intent: 'create',
        'name.es': 'Vestido Camisero',
        'intro.es': 'Un vestido camisero.',
        categoryId: String(vestido!.id),
        basePrice: '89,90',
        complexity: 'complex',
        status: 'active',
        fabricIds: await fabricIdsOf(['verde-primavera', 'lino-arena']),
        partIds: await partIdsOf(['sleeve-long', 'sleeve-short']),
      },
      admin.cookie,
    )
    expect(prod.status).toBe(302)
    const [vestidoProduct] = await db().select().from(products).where(eq(products.categoryId, vestido!.id))
    expect(vestidoProduct).toMatchObject({ basePriceCents: 8990, complexity: 'complex', archivedAt: null })
    expect((await getProduct(vestidoProduct!.id, 'es'))?.name).toBe('Vestido Camisero')
    const archivedCategory = await post(categoriesAction, '/admin/catalogue', { intent: 'delete', id: String(vestido!.id) }, admin.cookie)
    expect(archivedCategory.headers.get('Location')).toContain('toast=archived')
    // Its products leave the shop with it.
    expect(await getProduct(vestidoProduct!.id, 'es')).toBeNull()
    // A product archived by its form, and deleted when nothing names it.
    await post(categoriesAction, '/admin/catalogue', { intent: 'restore', id: String(vestido!.id) }, admin.cookie)
    await post(
      productsAction,
      `/admin/products?edit=${vestidoProduct!.id}`,
      {
        intent: 'update',
        id: String(vestidoProduct!.id),
        'name.es': 'Vestido Camisero',
        'intro.es': 'Un vestido camisero.',
        categoryId: String(vestido!.id),
        basePrice: '89,90',
        complexity: 'complex',
        status: 'archived',
        fabricIds: await fabricIdsOf(['verde-primavera']),
        partIds: await partIdsOf(['sleeve-long']),
      },
      admin.cookie,
    )
    expect(await getProduct(vestidoProduct!.id, 'es')).toBeNull()
    const gone = await post(productsAction, '/admin/products', { intent: 'delete', id: String(vestidoProduct!.id) }, admin.cookie)
    expect(gone.headers.get('Location')).toContain('toast=deleted')
    const deletedCategory = await post(categoriesAction, '/admin/catalogue', { intent: 'delete', id: String(vestido!.id) }, admin.cookie)
    expect(deletedCategory.headers.get('Location')).toContain('toast=deleted')

    // A part takes the sub-tab's type; the search finds it from every sub-tab (counts per type).
    const part = await post(
      partsAction,
      '/admin/catalogue/parts?type=cuff&new=1',
      { intent: 'create', 'name.es': 'Puño Mosquetero', 'description.es': 'Doble y vuelto.', surcharge: '4,5' },
      admin.cookie,
    )
    expect(part.status).toBe(302)
    const [mosquetero] = await db().select().from(parts).where(eq(parts.slug, 'cuff-puno-mosquetero'))
    expect(mosquetero).toMatchObject({ type: 'cuff', surchargeCents: 450 })
    const found = await get(partsLoader, '/admin/catalogue/parts?type=collar&q=VUELTO', admin.cookie)
    expect(found.data).toMatchObject({ type: 'collar', parts: [], counts: { cuff: 1, collar: 0 } })
    const shown = await get(partsLoader, '/admin/catalogue/parts?type=cuff&q=vuelto', admin.cookie)
    expect((shown.data as { parts: { name: string }[] }).parts.map((p) => p.name)).toEqual(['Puño Mosquetero'])
    // Deleting a part archives it (orders and baskets name parts inside their designs).
    await post(partsAction, '/admin/catalogue/parts?type=cuff', { intent: 'delete', id: String(mosquetero!.id) }, admin.cookie)
    const [archivedPart] = await db().select().from(parts).where(eq(parts.id, mosquetero!.id))
    expect(archivedPart!.archivedAt).toBeInstanceOf(Date)

    // Sizes.
    const size = await post(
      sizesAction,
      '/admin/catalogue/sizes?new=1',
      { intent: 'create', name: 'XXL', chest: '102 – 108', waist: '84-90', hip: '110-116', 'description.es': 'Extra grande' },
      admin.cookie,
    )
    expect(size.status).toBe(302)
    const [xxl] = await db().select().from(sizes).where(eq(sizes.name, 'XXL'))
    expect(xxl).toMatchObject({ chest: '102-108' })
    const sizeList = await get(sizesLoader, '/admin/catalogue/sizes?q=xx', admin.cookie)
    expect((sizeList.data as { sizes: { name: string }[] }).sizes.map((s) => s.name)).toEqual(['XXL'])
    await post(sizesAction, '/admin/catalogue/sizes', { intent: 'delete', id: String(xxl!.id) }, admin.cookie)
    expect(await db().select().from(sizes).where(eq(sizes.name, 'XXL'))).toEqual([])

    expect((await auditRows()).map((r) => r.action)).toEqual([
      'category.create',
      'product.create',
      'category.archive',
      'category.restore',
      'product.update',
      'product.delete',
      'category.delete',
      'part.create',
      'part.archive',
      'size.create',
      'size.delete',
    ])
  })
})

describe('/admin/catalogue/images: pictures checked by content, re-encoded, shown by the shop', () => {
  it("a change the database refuses: the spec's 'Error al guardar …' / 'Error al eliminar …' toast, nothing written, the error logged", async () => {
    const admin = await signedInAdmin()
    const [before, audits] = [await tableCounts(), await auditCount()]
    // The database refuses any write to categories for the length of this test (a trigger that raises).
    await db().execute(sql`create function refuse_write() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`)
    await db().execute(sql`create trigger refuse_category_write before insert or update or delete on categories for each row execute function refuse_write()`)
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    try {
      const created = await post(
        categoriesAction,
        '/admin/catalogue?new=1&q=chal',
        { intent: 'create', 'name.es': 'Chaleco', 'description.es': 'Chalecos.', garmentKind: 'top', fabricMetres: '1,2', partTypes: 'sleeve' },
        admin.cookie,
      )
      expect(created.status).toBe(302)
      const address = new URL(created.headers.get('Location')!, 'http://x')
      expect(address.pathname).toBe('/admin/catalogue')
      expect(Object.fromEntries(address.searchParams)).toEqual({ q: 'chal', toast: 'saveFailed' })
      const [first] = await db().select({ id: categories.id }).from(categories).limit(1)
      const removed = await post(categoriesAction, `/admin/catalogue?delete=${first!.id}`, { intent: 'delete', id: String(first!.id) }, admin.cookie)
      expect(new URL(removed.headers.get('Location')!, 'http://x').searchParams.get('toast')).toBe('deleteFailed')
      const list = await get(categoriesLoader, '/admin/catalogue?toast=saveFailed', admin.cookie)
      expect((list.data as { toast: unknown }).toast).toEqual({ kind: 'saveFailed', name: '' })
      expect(logged.mock.calls.map(([fields]) => (fields as { entityType: string }).entityType)).toEqual(['category', 'category'])
    } finally {
      logged.mockRestore()
      await db().execute(sql`drop trigger refuse_category_write on categories`)
      await db().execute(sql`drop function refuse_write()`)
    }
    expect(await tableCounts()).toEqual(before)
    expect(await auditCount()).toBe(audits)
  })

  it('a real picture: WebP in six sizes without EXIF, one audit row, the shop shows it', async () => {
    const admin = await signedInAdmin()
    const [oxford] = await db().select().from(fabrics).where(eq(fabrics.slug, 'verde-primavera'))
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#7a9a6b' } })
      .withExif({ IFD0: { Copyright: 'secret-camera-owner' } })
      .jpeg()
      .toBuffer()
    expect(jpeg.includes(Buffer.from('secret-camera-owner'))).toBe(true)
    const res = await multipart(`/admin/catalogue/images?fabric=${oxford!.id}`, { intent: 'upload', slot: '0' }, { name: 'foto.jpg', type: 'image/jpeg', body: jpeg }, admin.cookie)
    expect(res.status).toBe(302)
    expect(res.headers.get('Location')).toBe(`/admin/catalogue/images?fabric=${oxford!.id}&toast=imageSaved&name=Verde+Primavera`)
    const [after] = await db().select().from(fabrics).where(eq(fabrics.id, oxford!.id))
    expect(after!.images).toHaveLength(1)
    const key = after!.images[0]!
    const files = readdirSync(path.join(mediaDir, key.slice(0, 2))).filter((f) => f.startsWith(key))
    expect(files.sort()).toEqual([128, 1440, 192, 480, 64, 960].map((w) => `${key}-${w}.webp`).sort())
    const served = await call(() => uploadedImageLoader(routeArgs(getRequest(`/media/uploads/${key}-480.webp`), { file: `${key}-480.webp` }) as never))
    expect(served.status).toBe(200)
    expect(served.headers.get('Content-Type')).toBe('image/webp')
    const body = Buffer.from(await served.response!.arrayBuffer())
    const meta = await sharp(body).metadata()
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['webp', 480, 480, undefined])
    expect(body.includes(Buffer.from('secret-camera-owner'))).toBe(false)
    expect((await auditRows()).map((r) => [r.action, r.entityId])).toEqual([['fabric.image', String(oxford!.id)]])
    // The shop: the fabric page and the customizer's chip show it instead of the drawing.
    expect((await getFabric(oxford!.id, 'es'))?.images).toEqual([key])
    expect((await listFabricsForProduct((await getProduct(7, 'es'))!, 'es')).find((f) => f.id === oxford!.id)?.image).toBe(key)
    // Other names are not served.
    for (const file of ['../../etc/passwd', `${key}-500.webp`, `${key}-480.png`]) {
      const refused = await call(() => uploadedImageLoader(routeArgs(getRequest(`/media/uploads/x`), { file }) as never))
      expect(refused.status, file).toBe(404)
    }
    // Removing it: the slot is empty again and the files go.
    const removed = await call(() =>
      imagesAction(routeArgs(formRequest(`/admin/catalogue/images?fabric=${oxford!.id}`, { intent: 'remove', slot: '0' }, { cookie: admin.cookie })) as never),
    )
    expect(removed.status).toBe(302)
    expect((await getFabric(oxford!.id, 'es'))?.images).toEqual([])
    expect(readdirSync(path.join(mediaDir, key.slice(0, 2))).filter((f) => f.startsWith(key))).toEqual([])
  })

  it('refuses a text file named .jpg, a 20 MB file and a decompression bomb, with a message, writing nothing', async () => {
    const admin = await signedInAdmin()
    const [fabric] = await db().select().from(fabrics).where(eq(fabrics.slug, 'verde-primavera'))
    const url = `/admin/catalogue/images?fabric=${fabric!.id}`
    const before = await db().select({ images: fabrics.images }).from(fabrics).where(eq(fabrics.id, fabric!.id))
    const filesBefore = readdirSync(mediaDir).length

    const fake = await multipart(url, { intent: 'upload', slot: '0' }, { name: 'foto.jpg', type: 'image/jpeg', body: Buffer.from('hola, no soy una imagen') }, admin.cookie)
    expect([fake.status, fake.data]).toEqual([400, { slot: 0, errors: { file: 'notAnImage' } }])

    // A PNG's signature in front of something else is not an image either.
    const disguised = await multipart(
      url,
      { intent: 'upload', slot: '1' },
      { name: 'x.png', type: 'image/png', body: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('text')]) },
      admin.cookie,
    )
    expect(disguised.status).toBe(400)
    expect((disguised.data as { errors: { file: string } }).errors.file).toMatch(/^(notAnImage|unreadable)$/)

    const huge = await multipart(url, { intent: 'upload', slot: '0' }, { name: 'grande.jpg', type: 'image/jpeg', body: Buffer.alloc(20 * 1024 * 1024, 0xff) }, admin.cookie)
    expect([huge.status, huge.data]).toEqual([413, { slot: 0, errors: { file: 'tooLarge' } }])

    const bomb = pngBomb()
    expect(bomb.length).toBeLessThan(200_000)
    const bombed = await multipart(url, { intent: 'upload', slot: '0' }, { name: 'bomba.png', type: 'image/png', body: bomb }, admin.cookie)
    expect([bombed.status, bombed.data]).toEqual([400, { slot: 0, errors: { file: 'tooManyPixels' } }])

    expect(await db().select({ images: fabrics.images }).from(fabrics).where(eq(fabrics.id, fabric!.id))).toEqual(before)
    expect(readdirSync(mediaDir).length).toBe(filesBefore)
    expect(await auditCount()).toBe(0)
  })

  it('a body over the limit is stopped while it streams, even without a declared length', async () => {
    const admin = await signedInAdmin()
    const [fabric] = await db().select().from(fabrics).where(eq(fabrics.slug, 'verde-primavera'))
    let sent = 0
    const chunk = new Uint8Array(1024 * 1024)
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 40) return controller.close()
        sent++
        controller.enqueue(chunk)
      },
    })
    const request = new Request(`${testOrigin}/admin/catalogue/images?fabric=${fabric!.id}`, {
      method: 'POST',
      headers: { Origin: testOrigin, Cookie: admin.cookie, 'Content-Type': 'multipart/form-data; boundary=x' },
      body,
      duplex: 'half',
    } as RequestInit)
    const res = await call(() => imagesAction(routeArgs(request) as never))
    expect(res.status).toBe(413)
    // It stopped reading soon after 10 MB, not at the end of the 40 MB.
    expect(sent).toBeLessThan(16)
  })

  it('the product form states the making times Ajustes gives: changing them there changes the complexity choice', async () => {
    const admin = await signedInAdmin()
    const makingDays = async () => ((await get(productsLoader as Handler, '/admin/products?new=1', admin.cookie)).data as { makingDays: Record<string, string> }).makingDays
    expect(await makingDays()).toEqual({ basic: '7–10', complex: '15–20' })
    const saved = await post(
      settingsAction as Handler,
      '/admin/settings',
      { ...toFormValues(defaultStoreSettings(), 'es'), 'production.basicDays.min': '9', 'production.basicDays.max': '12', 'production.complexDays.min': '18' },
      admin.cookie,
    )
    expect(saved.status).toBe(200)
    expect(await makingDays()).toEqual({ basic: '9–12', complex: '18–20' })
  })

  it('a second product of one name in a category is refused next to its name, unless the first is archived; the one added is marked in the list', async () => {
    const admin = await signedInAdmin()
    const [existing] = await db()
      .select()
      .from(products)
      .where(and(isNull(products.archivedAt), eq(products.id, 7)))
    const offers = (await getProductOffers(existing!.id))!
    const form = (name: string) => ({
      intent: 'create',
      'name.es': name,
      'intro.es': 'Otra con el mismo nombre.',
      categoryId: String(existing!.categoryId),
      basePrice: '40',
      complexity: 'basic',
      status: 'active',
      fabricIds: offers.fabricIds.map(String),
      partIds: offers.partIds.map(String),
    })
    const before = await tableCounts()
    // Any case, outer spaces: the same name.
    const twin = await post(productsAction, '/admin/products?new=1', form(`  ${existing!.name.es.toUpperCase()} `), admin.cookie)
    expect(twin.status).toBe(400)
    expect((twin.data as { errors: object }).errors).toEqual({ 'name.es': 'productNameTaken' })
    expect(await tableCounts()).toEqual(before)
    expect(await auditCount()).toBe(0)

    // Its own name again, when it is edited, is no twin.
    const itself = await post(productsAction, `/admin/products?edit=${existing!.id}`, { ...form(existing!.name.es), intent: 'update', id: String(existing!.id) }, admin.cookie)
    expect(itself.status).toBe(302)

    // Archived, the name is free again; the new one is named in the list's address and marked there.
    await db().update(products).set({ archivedAt: new Date() }).where(eq(products.id, existing!.id))
    const added = await post(productsAction, '/admin/products?new=1', form(existing!.name.es), admin.cookie)
    expect(added.status).toBe(302)
    const [row] = await db()
      .select({ id: products.id })
      .from(products)
      .where(and(isNull(products.archivedAt), eq(products.categoryId, existing!.categoryId), sql`${products.name}->>'es' = ${existing!.name.es}`))
    const location = added.headers.get('Location')!
    expect(new URL(location, testOrigin).searchParams.get('added')).toBe(String(row!.id))
    const list = (await get(productsLoader as Handler, location, admin.cookie)).data as { addedId: number | null }
    expect(list.addedId).toBe(row!.id)
  })
})
