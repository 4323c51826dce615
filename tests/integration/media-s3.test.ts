import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getFabric } from '#app/modules/catalogue/catalogue.server.ts'
import { action as imagesAction } from '#app/routes/admin/catalogue-images.tsx'
import { loader as uploadedImageLoader } from '#app/routes/resources/uploaded-image.ts'
import { getMediaStorage, s3MediaStorage } from '#app/utils/media-storage.server.ts'
import { fabrics, parts, users } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { call, formRequest, getRequest, routeArgs, testOrigin } from '#tests/support/requests.ts'
import { startS3Fake, type S3Fake } from '#tests/support/s3-fake-server.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'

/**
 * Issue 17 item 3: with S3_BUCKET set the uploaded pictures go to an S3-compatible bucket through the
 * AWS SDK — here a local server speaking S3's protocol that checks every request's signature — and
 * the shop serves them from there; nothing is written to MEDIA_DIR.
 */

const { db } = useTestDatabase()
let s3: S3Fake
const saved: Record<string, string | undefined> = {}
const s3Env = () => ({
  S3_BUCKET: s3.bucket,
  S3_REGION: s3.region,
  S3_ENDPOINT: s3.endpoint,
  S3_ACCESS_KEY_ID: s3.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  S3_PREFIX: 'tienda/media/',
})

beforeAll(async () => {
  s3 = await startS3Fake()
  for (const [name, value] of Object.entries(s3Env())) {
    saved[name] = process.env[name]
    process.env[name] = value
  }
  // A folder that does not exist: a write there would fail the upload.
  saved.MEDIA_DIR = process.env.MEDIA_DIR
  process.env.MEDIA_DIR = '/nonexistent/gemela-media'
})
afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
  await s3?.close()
})

async function signedInAdmin() {
  const admin = await createSignedInCustomer(`taller-${Math.random().toString(36).slice(2, 8)}@gemela.es`)
  await db().update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId))
  return admin
}

function upload(url: string, body: Buffer, cookie: string) {
  const form = new FormData()
  form.set('intent', 'upload')
  form.set('slot', '0')
  form.set('file', new File([new Uint8Array(body)], 'cuello.png', { type: 'image/png' }))
  const request = new Request(testOrigin + url, { method: 'POST', headers: { Origin: testOrigin, Cookie: cookie }, body: form })
  return call(() => imagesAction(routeArgs(request) as never))
}

describe('uploaded pictures in an S3-compatible bucket', () => {
  it('an upload lands in the bucket as six signed PutObjects, the shop serves it from there, removing deletes them', async () => {
    const admin = await signedInAdmin()
    const [verde] = await db().select().from(fabrics).where(eq(fabrics.slug, 'verde-primavera'))
    const png = await sharp({ create: { width: 700, height: 700, channels: 3, background: '#b5651d' } })
      .png()
      .toBuffer()
    const res = await upload(`/admin/catalogue/images?fabric=${verde!.id}`, png, admin.cookie)
    expect(res.status).toBe(302)
    const key = (await getFabric(verde!.id, 'es'))!.images[0]!
    const names = [64, 128, 192, 480, 960, 1440].map((w) => `tienda/media/${key}-${w}.webp`)
    expect([...s3.objects.keys()].sort()).toEqual([...names].sort())
    expect(s3.requests.filter((r) => r.status !== 200)).toEqual([])
    const stored = s3.objects.get(`tienda/media/${key}-480.webp`)!
    expect([stored.contentType, stored.cacheControl]).toEqual(['image/webp', 'public, max-age=31536000, immutable'])

    const served = await call(() => uploadedImageLoader(routeArgs(getRequest(`/media/uploads/${key}-480.webp`), { file: `${key}-480.webp` }) as never))
    expect(served.status).toBe(200)
    const body = Buffer.from(await served.response!.arrayBuffer())
    expect(body.equals(stored.body)).toBe(true)
    expect((await sharp(body).metadata()).width).toBe(480)

    // A name the bucket does not hold: 404, not an error.
    const missing = await call(() => uploadedImageLoader(routeArgs(getRequest(`/media/uploads/${'a'.repeat(32)}-480.webp`), { file: `${'a'.repeat(32)}-480.webp` }) as never))
    expect(missing.status).toBe(404)

    const removed = await call(() =>
      imagesAction(routeArgs(formRequest(`/admin/catalogue/images?fabric=${verde!.id}`, { intent: 'remove', slot: '0' }, { cookie: admin.cookie })) as never),
    )
    expect(removed.status).toBe(302)
    expect(s3.objects.size).toBe(0)
    expect(s3.requests.filter((r) => r.method === 'DELETE').length).toBe(6)
  })

  it('a part’s picture goes to the bucket as well', async () => {
    const admin = await signedInAdmin()
    const [collar] = await db().select().from(parts).where(eq(parts.type, 'collar')).limit(1)
    const png = await sharp({ create: { width: 500, height: 500, channels: 3, background: '#2a3a58' } })
      .png()
      .toBuffer()
    const res = await upload(`/admin/catalogue/images?part=${collar!.id}`, png, admin.cookie)
    expect(res.status).toBe(302)
    const [after] = await db().select().from(parts).where(eq(parts.id, collar!.id))
    expect(s3.objects.has(`tienda/media/${after!.image}-480.webp`)).toBe(true)
  })

  it('the local server refuses a wrong secret, as S3 would: the storage fails loudly instead of losing the picture', async () => {
    const wrong = s3MediaStorage({ ...s3Env(), S3_SECRET_ACCESS_KEY: 'not-the-secret', S3_REGION: s3.region, S3_FORCE_PATH_STYLE: undefined })
    const before = s3.objects.size
    await expect(wrong.put(`${'b'.repeat(32)}-64.webp`, Buffer.from('x'))).rejects.toThrow()
    expect(s3.objects.size).toBe(before)
    expect(s3.requests.at(-1)?.status).toBe(403)
    // The configured one works, and names outside `<key>-<width>.webp` never reach the bucket.
    await getMediaStorage().put(`${'c'.repeat(32)}-64.webp`, Buffer.from('ok'))
    expect(s3.objects.get(`tienda/media/${'c'.repeat(32)}-64.webp`)?.body.toString()).toBe('ok')
    await expect(getMediaStorage().put('../../etc/passwd', Buffer.from('x'))).rejects.toThrow('refused file name')
  })
})
