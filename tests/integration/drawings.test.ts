import sharp from 'sharp'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { garmentPngUrl, signDrawingAddress } from '#app/modules/artwork/drawing-images.server.tsx'
import { fabricImageUrl, garmentImageUrl } from '#app/modules/artwork/garment-design.ts'
import { clearCatalogueOutlineCache } from '#app/modules/catalogue/catalogue-outline.server.ts'
import { listCollectionCards, listFabricsForProduct, getProduct } from '#app/modules/catalogue/catalogue.server.ts'
import { loader as fabricLoader } from '#app/routes/resources/fabric-image.ts'
import { loader as garmentLoader } from '#app/routes/resources/garment-image.ts'
import { loader as garmentPngLoader } from '#app/routes/resources/garment-png.ts'
import { seedFabrics } from '#db/seed/fabrics.ts'
import { fabrics } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { routeArgs } from '#tests/support/requests.ts'

const { db } = useTestDatabase()

/** What the picture routes answer a browser (or a flood) asking for this address. */
function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  const request = new Request(`http://shop.test${path}`, { headers })
  const loader = path.startsWith('/media/fabric.webp') ? fabricLoader : path.startsWith('/media/garment.png') ? garmentPngLoader : garmentLoader
  return loader(routeArgs(request) as never)
}

// Raya Diplomática and Verde Primavera, two of the seeded fabrics.
const stripes = 'stripes.f3efe6.2a3a58'
const sage = 'solid.7f9a72.a9bf9c'
const hex = () =>
  Math.floor(Math.random() * 0x1000000)
    .toString(16)
    .padStart(6, '0')

afterEach(() => {
  vi.useRealTimers()
})

describe('GET /media/garment.svg and /media/fabric.webp: the drawings the shop links', () => {
  test('every product card and every fabric chip of the customizer is drawn', async () => {
    for (const card of await listCollectionCards('es')) {
      const res = await get(garmentImageUrl(card.design))
      expect(res.status, garmentImageUrl(card.design)).toBe(200)
    }
    for (const fabric of await listFabricsForProduct((await getProduct(1, 'es'))!, 'es')) {
      for (const scale of [2, 3] as const) expect((await get(fabricImageUrl(fabric.pattern, 'square', scale))).status).toBe(200)
    }
  })

  test('a design answers a standalone SVG image the browser may cache', async () => {
    const res = await get(`/media/garment.svg?kind=shirt&fabric=${stripes}&sleeve=short&cuff=classic&collar=button-down`)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8')
    expect(res.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+/)
    const body = await res.text()
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(body).toContain('width="400" height="500"')
    expect(body).toContain('data-garment="shirt"')
    // The fabric's colours are in the drawing, and nothing of a page is (no scripts, no handlers).
    expect(body).toContain('#2a3a58')
    expect(body).not.toMatch(/<script|on\w+=/i)
  })

  test('different designs draw differently; the same design answers 304 to its ETag', async () => {
    const long = await (await get('/media/garment.svg?kind=shirt&sleeve=long')).text()
    const short = await (await get('/media/garment.svg?kind=shirt&sleeve=short')).text()
    expect(long).not.toBe(short)
    const first = await get('/media/garment.svg?kind=trousers&leg=wide')
    const etag = first.headers.get('ETag')!
    expect(etag).toMatch(/^".+"$/)
    const again = await get('/media/garment.svg?kind=trousers&leg=wide', { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  test('a fabric sample is a WebP of its 64 × 64 drawing at 2× or 3×, in its shape', async () => {
    const picture = async (path: string) => {
      const res = await get(path)
      expect(res.headers.get('Content-Type')).toBe('image/webp')
      const image = sharp(Buffer.from(await res.arrayBuffer()))
      const { format, width, height } = await image.metadata()
      const { data, info } = await image.raw().ensureAlpha().toBuffer({ resolveWithObject: true })
      const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)]
      return { format, width, height, corner: pixel(1, 1), middle: pixel(Math.floor(info.width / 2), Math.floor(info.height / 2)) }
    }
    const circle = await picture(`/media/fabric.webp?fabric=${sage}&shape=circle&scale=2`)
    expect(circle).toMatchObject({ format: 'webp', width: 128, height: 128 })
    expect(circle.corner[3]).toBe(0) // outside the circle: transparent
    expect(circle.middle[3]).toBe(255)
    // The fabric's colour is what is drawn (a sage green: green above red and blue).
    expect(circle.middle[1]!).toBeGreaterThan(circle.middle[0]!)
    expect(circle.middle[1]!).toBeGreaterThan(circle.middle[2]!)
    const square = await picture(`/media/fabric.webp?fabric=${sage}&shape=square&scale=3`)
    expect(square).toMatchObject({ format: 'webp', width: 192, height: 192 })
    expect(square.middle[3]).toBe(255)
    const again = await get(`/media/fabric.webp?fabric=${sage}&shape=square&scale=3`)
    expect(await get(`/media/fabric.webp?fabric=${sage}&shape=square&scale=3`, { 'If-None-Match': again.headers.get('ETag')! })).toHaveProperty('status', 304)
  })
})

describe('any other address is a 400, before anything is drawn', () => {
  const refused = async (path: string) => {
    const res = await get(path, { 'Accept-Language': 'es' })
    expect(res.status, path).toBe(400)
    expect(res.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(await res.text()).toBe('Esta dirección no es un dibujo de la tienda.')
  }

  test('not a drawing at all', async () => {
    for (const path of ['/media/garment.svg', '/media/garment.svg?kind=shirt&fabric=x', '/media/garment.svg?kind=shirt&sleeve=%3Cscript%3E', '/media/garment.svg?kind=cape'])
      await refused(path)
    for (const query of ['', `fabric=${sage}`, `fabric=${sage}&shape=circle`, `fabric=${sage}&shape=circle&scale=4`, `fabric=${sage}&shape=circle&scale=2&x=1`])
      await refused(`/media/fabric.webp?${query}`)
  })

  test('a drawable design the shop does not link: colours of its own, a part its kind does not have', async () => {
    await refused(`/media/garment.svg?kind=shirt&fabric=stripes.${hex()}.${hex()}&sleeve=long`)
    await refused(`/media/fabric.webp?fabric=solid.${hex()}.${hex()}&shape=circle&scale=3`)
    await refused(`/media/garment.svg?kind=trousers&fabric=${stripes}&sleeve=long`)
    await refused(`/media/garment.svg?kind=shirt&fabric=${stripes}&leg=wide`)
  })

  test('a linked drawing under another spelling of its address (order, case, repeats)', async () => {
    expect((await get(`/media/garment.svg?kind=shirt&fabric=${stripes}&sleeve=long&cuff=french`)).status).toBe(200)
    await refused(`/media/garment.svg?kind=shirt&fabric=${stripes}&cuff=french&sleeve=long`)
    await refused(`/media/garment.svg?fabric=${stripes}&kind=shirt&sleeve=long&cuff=french`)
    await refused(`/media/garment.svg?kind=shirt&fabric=${stripes.toUpperCase()}&sleeve=long&cuff=french`)
    await refused(`/media/garment.svg?kind=shirt&fabric=${stripes}&sleeve=long&cuff=french&`)
    await refused(`/media/fabric.webp?shape=circle&fabric=${sage}&scale=2`)
    await refused(`/media/fabric.webp?fabric=${sage}&shape=circle&scale=02`)
  })

  test('the answer speaks the visitor’s language', async () => {
    const res = await get('/media/garment.svg?kind=cape', { 'Accept-Language': 'en' })
    expect(await res.text()).toBe('This address is not one of the shop’s drawings.')
  })
})

describe('signed addresses: drawings a page needs that the catalogue does not link', () => {
  const own = `/media/fabric.webp?fabric=solid.1d2440.f3efe6&shape=circle&scale=2`

  test('the server’s signature draws it; none, a wrong one or one for another address is a 400', async () => {
    const signed = signDrawingAddress(own)
    expect(signed).toMatch(/&sig=[\w-]{16}$/)
    const res = await get(signed)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/webp')
    expect((await get(own)).status).toBe(400)
    const sig = new URL(signed, 'http://shop.test').searchParams.get('sig')!
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`
    expect((await get(`${own}&sig=${flipped}`)).status).toBe(400)
    expect((await get(`${own}&sig=${sig.slice(0, 8)}`)).status).toBe(400)
    expect((await get(`${own.replace('scale=2', 'scale=3')}&sig=${sig}`)).status).toBe(400)
    expect((await get(`${own}&sig=${sig}&sig=${sig}`)).status).toBe(400)
    // The signature goes last, once: the address is still canonical.
    expect((await get(own.replace('?', `?sig=${sig}&`))).status).toBe(400)
  })
})

describe('GET /media/garment.png: an order e-mail’s drawing', () => {
  test('a signed address is a 160 × 200 PNG; a made-up one is a 400', async () => {
    const design = { kind: 'shirt' as const, fabric: { pattern: { kind: 'dots' as const, base: '#123456', accent: '#abcdef' }, name: 'x' }, parts: { sleeve: 'sleeve-long' } }
    const address = garmentPngUrl(design)
    expect(address).toMatch(/^\/media\/garment\.png\?kind=shirt&/)
    const res = await get(signDrawingAddress(address))
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/png')
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 160, 200])
    expect((await get(address)).status).toBe(400)
    expect((await get(`${address}&sig=AAAAAAAAAAAAAAAA`)).status).toBe(400)
  })
})

describe('the catalogue read behind the check', () => {
  test('a fabric added later is drawn once the outline is a few seconds old, without a query per request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const address = `/media/fabric.webp?fabric=dots.${'abcdef'}.${'123456'}&shape=square&scale=2`
    expect((await get(address)).status).toBe(400)
    const template = seedFabrics[0]!
    await db()
      .insert(fabrics)
      .values({ ...template, slug: 'lunares-nuevos', pattern: { kind: 'dots', base: '#abcdef', accent: '#123456' } })
    // Within the few seconds, the refusal comes from memory.
    expect((await get(address)).status).toBe(400)
    vi.setSystemTime(Date.now() + 6_000)
    expect((await get(address)).status).toBe(200)
    clearCatalogueOutlineCache()
  })
})

describe('a flood of real addresses', () => {
  test('one client gets a few drawn at once and a 503 with Retry-After for the rest; another client still gets in', async () => {
    const addresses = seedFabrics.flatMap((f) => {
      const fabric = `${f.pattern.kind}.${f.pattern.base.slice(1)}.${f.pattern.accent.slice(1)}`
      return ['', '&cuff=classic', '&cuff=french', '&cuff=rounded'].map((cuff) => `/media/garment.svg?kind=shirt&fabric=${fabric}&sleeve=short${cuff}&collar=spread`)
    })
    expect(new Set(addresses).size).toBe(seedFabrics.length * 4)
    const flooder = { 'X-Forwarded-For': '203.0.113.7' }
    const [answers, shopper] = await Promise.all([
      Promise.all(addresses.map((a) => get(a, flooder))),
      get(`/media/garment.svg?kind=top&fabric=${sage}&sleeve=short`, { 'X-Forwarded-For': '198.51.100.2' }),
    ])
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(8)
    expect(statuses.filter((s) => s === 503)).toHaveLength(addresses.length - 8)
    const busy = answers.find((r) => r.status === 503)!
    expect(busy.headers.get('Retry-After')).toBe('2')
    expect(busy.headers.get('Cache-Control')).toBe('no-store')
    expect(shopper.status).toBe(200)
    // Once the flood has passed, every one of them is drawn (and then served from memory).
    for (const a of addresses) expect((await get(a, flooder)).status).toBe(200)
  })
})
