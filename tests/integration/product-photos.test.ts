import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { asc, eq, inArray } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { listCollectionCardsWithPhotos, getProductPage } from '#app/modules/catalogue/product-page.server.ts'
import { action as fabricsAction } from '#app/routes/admin/catalogue-fabrics.tsx'
import { action as productsAction, loader as productsLoader } from '#app/routes/admin/products.tsx'
import { loader as uploadedImageLoader } from '#app/routes/resources/uploaded-image.ts'
import { auditLog, categories, fabrics, parts, productPhotos, products, users } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { call, getRequest, routeArgs, testOrigin } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'

/**
 * Issue 34 item 2: a product's photographs travel with its dialog's form — stored (AVIF and WebP,
 * five widths) before the save, named by the product in the save's transaction with its audit row,
 * reordered, described and removed in the edit dialog (removed files deleted), kept signed through a
 * refused save; bad files are refused under their field with nothing written. A fabric's two
 * pictures come with its create and edit dialogs the same way.
 */

const mediaDir = mkdtempSync(path.join(tmpdir(), 'gemela-photos-'))
process.env.MEDIA_DIR = mediaDir
afterAll(() => rmSync(mediaDir, { recursive: true, force: true }))

const { db } = useTestDatabase()

async function signedInAdmin() {
  const admin = await createSignedInCustomer(`fotos-${Math.random().toString(36).slice(2, 8)}@gemela.es`)
  await db().update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId))
  return admin
}

type File_ = { name: string; type: string; body: Uint8Array }
function multipart(handler: (args: never) => unknown, url: string, fields: Record<string, string | string[]>, files: Record<string, File_>, cookie: string) {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) for (const one of Array.isArray(value) ? value : [value]) form.append(name, one)
  for (const [name, file] of Object.entries(files)) form.set(name, new File([new Uint8Array(file.body)], file.name, { type: file.type }))
  const request = new Request(testOrigin + url, { method: 'POST', headers: { Origin: testOrigin, Cookie: cookie }, body: form })
  return call(() => handler(routeArgs(request) as never))
}

const jpeg = (color: string) =>
  sharp({ create: { width: 800, height: 1000, channels: 3, background: color } })
    .jpeg()
    .toBuffer()
const photoFile = async (color: string): Promise<File_> => ({ name: 'foto.jpg', type: 'image/jpeg', body: await jpeg(color) })
const stored = (key: string) => existsSync(path.join(mediaDir, key.slice(0, 2), `${key}-300.avif`))

async function productFields(name: string) {
  const [camisa] = await db().select().from(categories).where(eq(categories.slug, 'camisa'))
  const partRows = await db().select({ id: parts.id, type: parts.type }).from(parts)
  const fabricRows = await db().select({ id: fabrics.id }).from(fabrics)
  return {
    'name.es': name,
    'intro.es': 'Una camisa con fotos.',
    categoryId: String(camisa!.id),
    basePrice: '95',
    complexity: 'basic',
    status: 'active',
    fabricIds: fabricRows.map((f) => String(f.id)),
    partIds: partRows.filter((p) => camisa!.partTypes.includes(p.type)).map((p) => String(p.id)),
  }
}

const photosOf = (productId: number) => db().select().from(productPhotos).where(eq(productPhotos.productId, productId)).orderBy(asc(productPhotos.position))

describe('/admin/products: photographs with the product', () => {
  it('created with two photographs: stored in both formats, in order, shown by the card and the page; edited, reordered and removed', async () => {
    const admin = await signedInAdmin()
    const fields = await productFields('Camisa Retratada')
    const created = await multipart(
      productsAction,
      '/admin/products?new=1',
      { intent: 'create', ...fields, 'newPhoto.0.alt.es': 'De frente', 'newPhoto.0.alt.en': 'Front', 'newPhoto.1.alt.es': 'El cuello, de cerca' },
      { 'newPhoto.0.file': await photoFile('#c9b08a'), 'newPhoto.1.file': await photoFile('#f3efe6') },
      admin.cookie,
    )
    expect(created.status).toBe(302)
    const [product] = await db()
      .select()
      .from(products)
      .where(eq(products.name, { es: 'Camisa Retratada' }))
    const photos = await photosOf(product!.id)
    expect(photos.map((p) => [p.alt, p.position])).toEqual([
      [{ es: 'De frente', en: 'Front' }, 0],
      [{ es: 'El cuello, de cerca' }, 1],
    ])
    // Ten files each, served with their type.
    for (const { key } of photos) {
      for (const name of [`${key}-300.avif`, `${key}-1800.avif`, `${key}-600.webp`]) {
        const served = await call(() => uploadedImageLoader(routeArgs(getRequest(`/media/uploads/${name}`), { file: name }) as never))
        expect(served.status).toBe(200)
        expect(served.headers.get('Content-Type')).toBe(`image/${name.split('.').pop()}`)
      }
      const avif = await sharp(path.join(mediaDir, key.slice(0, 2), `${key}-600.avif`)).metadata()
      expect([avif.width, avif.height]).toEqual([600, 750])
    }
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'product.create'))
    expect((audit!.after as { photos: { key: string }[] }).photos.map((p) => p.key)).toEqual(photos.map((p) => p.key))

    // The shop: the card leads with the first; the page has both, in order.
    const card = (await listCollectionCardsWithPhotos('en')).find((c) => c.id === product!.id)
    expect(card?.photo).toEqual({ key: photos[0]!.key, alt: 'Front' })
    expect((await getProductPage(product!.id, 'es'))?.photos).toEqual([
      { key: photos[0]!.key, alt: 'De frente' },
      { key: photos[1]!.key, alt: 'El cuello, de cerca' },
    ])
    // The back office's list has its thumbnail; its edit dialog its photographs.
    const list = await call(() => productsLoader(routeArgs(getRequest(`/admin/products?edit=${product!.id}`, { cookie: admin.cookie })) as never))
    const data = list.data as { products: { id: number; photo: string | null }[]; dialog: { photos: { key: string }[] } }
    expect(data.products.find((p) => p.id === product!.id)?.photo).toBe(photos[0]!.key)
    expect(data.dialog.photos.map((p) => p.key)).toEqual(photos.map((p) => p.key))

    // Edited: the second first with a new description, the first removed (its files deleted), one added.
    const [first, second] = photos
    const edited = await multipart(
      productsAction,
      `/admin/products?edit=${product!.id}`,
      {
        intent: 'update',
        id: String(product!.id),
        ...fields,
        [`photo.${first!.id}.alt.es`]: 'De frente',
        [`photo.${first!.id}.position`]: '1',
        [`photo.${first!.id}.remove`]: 'on',
        [`photo.${second!.id}.alt.es`]: 'Cuello italiano',
        [`photo.${second!.id}.position`]: '2',
        'newPhoto.0.alt.es': 'De espaldas',
      },
      { 'newPhoto.0.file': await photoFile('#2a3a58') },
      admin.cookie,
    )
    expect(edited.status).toBe(302)
    const after = await photosOf(product!.id)
    expect(after.map((p) => p.alt.es)).toEqual(['Cuello italiano', 'De espaldas'])
    expect(after[0]!.key).toBe(second!.key)
    expect(stored(first!.key)).toBe(false)
    expect(stored(second!.key)).toBe(true)

    // Deleted (nothing names it): its rows and files go.
    const deleted = await multipart(productsAction, '/admin/products', { intent: 'delete', id: String(product!.id) }, {}, admin.cookie)
    expect(deleted.headers.get('Location')).toContain('toast=deleted')
    expect(await photosOf(product!.id)).toEqual([])
    for (const { key } of after) expect(stored(key)).toBe(false)
  })

  it('bad files are refused under their field (400, 413 over 10 MB) and nothing is written; a stored one comes back signed', async () => {
    const admin = await signedInAdmin()
    const fields = await productFields('Camisa Rechazada')
    const countBefore = (await db().select().from(products)).length
    const notImage = await multipart(
      productsAction,
      '/admin/products?new=1',
      { intent: 'create', ...fields, 'newPhoto.0.alt.es': 'Texto' },
      { 'newPhoto.0.file': { name: 'foto.png', type: 'image/png', body: Buffer.from('no soy una imagen') } },
      admin.cookie,
    )
    expect(notImage.status).toBe(400)
    expect((notImage.data as { errors: object }).errors).toEqual({ 'newPhoto.0.file': 'notAnImage' })
    const huge = await multipart(
      productsAction,
      '/admin/products?new=1',
      { intent: 'create', ...fields, 'newPhoto.0.alt.es': 'Texto' },
      { 'newPhoto.0.file': { name: 'foto.jpg', type: 'image/jpeg', body: Buffer.alloc(11 * 1024 * 1024, 0xff) } },
      admin.cookie,
    )
    expect(huge.status).toBe(413)
    expect((huge.data as { errors: object }).errors).toEqual({ 'newPhoto.0.file': 'tooLarge' })

    // A good photograph with a refused field: stored, handed back signed; the next try saves it.
    const refused = await multipart(
      productsAction,
      '/admin/products?new=1',
      { intent: 'create', ...fields, basePrice: 'mucho', 'newPhoto.0.alt.es': 'De frente' },
      { 'newPhoto.0.file': await photoFile('#c9b08a') },
      admin.cookie,
    )
    expect(refused.status).toBe(400)
    const values = (refused.data as { values: Record<string, string> }).values
    expect(values['newPhoto.0.key']).toMatch(/^[a-f0-9]{32}$/)
    expect((await db().select().from(products)).length).toBe(countBefore)
    // A key she did not get from the shop is not taken.
    const forged = await multipart(
      productsAction,
      '/admin/products?new=1',
      { intent: 'create', ...fields, 'newPhoto.0.alt.es': 'De frente', 'newPhoto.0.key': values['newPhoto.0.key']!, 'newPhoto.0.sig': 'AAAAAAAAAAAAAAAA' },
      {},
      admin.cookie,
    )
    expect((forged.data as { errors: object }).errors).toEqual({ 'newPhoto.0.file': 'file' })
    const saved = await multipart(
      productsAction,
      '/admin/products?new=1',
      { intent: 'create', ...fields, 'newPhoto.0.alt.es': 'De frente', 'newPhoto.0.key': values['newPhoto.0.key']!, 'newPhoto.0.sig': values['newPhoto.0.sig']! },
      {},
      admin.cookie,
    )
    expect(saved.status).toBe(302)
    const [product] = await db()
      .select()
      .from(products)
      .where(eq(products.name, { es: 'Camisa Rechazada' }))
    expect((await photosOf(product!.id)).map((p) => p.key)).toEqual([values['newPhoto.0.key']])
  })

  it('a new fabric takes its two pictures in its create dialog', async () => {
    const admin = await signedInAdmin()
    const created = await multipart(
      fabricsAction,
      '/admin/catalogue/fabrics?new=1',
      {
        intent: 'create',
        'name.es': 'Batista Foto',
        'description.es': 'Una batista.',
        material: 'algodon',
        type: 'basic',
        price: '0',
        stockMetres: '10',
        widthCm: '140',
        patternKind: 'solid',
        patternBase: '#f3efe6',
        patternAccent: '#2a3a58',
      },
      { 'picture.0.file': await photoFile('#c9b08a'), 'picture.1.file': await photoFile('#f3efe6') },
      admin.cookie,
    )
    expect(created.status).toBe(302)
    const [fabric] = await db()
      .select()
      .from(fabrics)
      .where(inArray(fabrics.slug, ['batista-foto']))
    expect(fabric!.images).toHaveLength(2)
    for (const key of fabric!.images) expect(existsSync(path.join(mediaDir, key.slice(0, 2), `${key}-480.webp`))).toBe(true)
  })

  it('an existing fabric’s pictures are replaced and removed in its edit dialog, the old files deleted once saved', async () => {
    const admin = await signedInAdmin()
    const form = {
      'name.es': 'Batista Editada',
      'description.es': 'Una batista.',
      material: 'algodon',
      type: 'basic',
      price: '0',
      widthCm: '140',
      patternKind: 'solid',
      patternBase: '#f3efe6',
      patternAccent: '#2a3a58',
    }
    const onDisk = (key: string) => existsSync(path.join(mediaDir, key.slice(0, 2), `${key}-480.webp`))
    await multipart(
      fabricsAction,
      '/admin/catalogue/fabrics?new=1',
      { intent: 'create', ...form, stockMetres: '10' },
      { 'picture.0.file': await photoFile('#c9b08a'), 'picture.1.file': await photoFile('#f3efe6') },
      admin.cookie,
    )
    const read = async () => (await db().select().from(fabrics).where(eq(fabrics.slug, 'batista-editada')))[0]!
    const {
      id,
      images: [first, second],
    } = await read()

    // Saved without touching its pictures: they stay.
    const plain = await multipart(fabricsAction, `/admin/catalogue/fabrics?edit=${id}`, { intent: 'update', id: String(id), ...form, widthCm: '150' }, {}, admin.cookie)
    expect(plain.status).toBe(302)
    expect((await read()).images).toEqual([first, second])

    // Photo 2 replaced and photo 1 removed, in one save: the new picture is the first, the two old files gone.
    const edited = await multipart(
      fabricsAction,
      `/admin/catalogue/fabrics?edit=${id}`,
      { intent: 'update', id: String(id), ...form, 'picture.0.remove': 'on' },
      { 'picture.1.file': await photoFile('#2a3a58') },
      admin.cookie,
    )
    expect(edited.status).toBe(302)
    const after = await read()
    expect(after.images).toHaveLength(1)
    expect(after.images[0]).not.toBe(first)
    expect(after.images[0]).not.toBe(second)
    expect(onDisk(after.images[0]!)).toBe(true)
    expect(onDisk(first!)).toBe(false)
    expect(onDisk(second!)).toBe(false)
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)))
      .orderBy(asc(auditLog.id))
    expect(audit.at(-1)).toMatchObject({ action: 'fabric.update', before: { images: [first, second] }, after: { images: after.images } })
  })
})
