import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { fabricImageResponse, garmentImageResponse } from './garment-image.server.tsx'

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://shop.test${path}`, { headers })

describe('GET /media/garment.svg and /media/fabric.webp', () => {
  test('a design answers a standalone SVG image the browser may cache', async () => {
    const res = await garmentImageResponse(get('/media/garment.svg?kind=shirt&fabric=dots.1d2440.f3efe6&sleeve=short&cuff=classic&collar=button-down'))
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8')
    expect(res.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+/)
    const body = await res.text()
    expect(body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(body).toContain('width="400" height="500"')
    expect(body).toContain('data-garment="shirt"')
    // The fabric's colours are in the drawing, and nothing of a page is (no scripts, no handlers).
    expect(body).toContain('#1d2440')
    expect(body).not.toMatch(/<script|on\w+=/i)
  })

  test('different designs draw differently; the same design answers 304 to its ETag', async () => {
    const long = await (await garmentImageResponse(get('/media/garment.svg?kind=shirt&sleeve=long'))).text()
    const short = await (await garmentImageResponse(get('/media/garment.svg?kind=shirt&sleeve=short'))).text()
    expect(long).not.toBe(short)
    const first = await garmentImageResponse(get('/media/garment.svg?kind=trousers&leg=wide'))
    const etag = first.headers.get('ETag')!
    expect(etag).toMatch(/^".+"$/)
    const again = await garmentImageResponse(get('/media/garment.svg?kind=trousers&leg=wide', { 'If-None-Match': etag }))
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  test('an address that is not a drawing we make is a 400', async () => {
    for (const path of ['/media/garment.svg', '/media/garment.svg?kind=shirt&fabric=x', '/media/garment.svg?kind=shirt&sleeve=%3Cscript%3E']) {
      expect((await garmentImageResponse(get(path))).status, path).toBe(400)
    }
    for (const path of [
      '/media/fabric.webp?fabric=solid.ffffff.000000',
      '/media/fabric.webp?fabric=solid.ffffff.000000&shape=circle',
      '/media/fabric.webp?fabric=solid.ffffff.000000&shape=circle&scale=4',
      '/media/fabric.webp?fabric=solid.ffffff.000000&shape=circle&scale=2&x=1',
    ]) {
      expect((await fabricImageResponse(get(path))).status, path).toBe(400)
    }
  })

  test('a fabric sample is a WebP of its 64 × 64 drawing at 2× or 3×, in its shape', async () => {
    const picture = async (path: string) => {
      const res = await fabricImageResponse(get(path))
      expect(res.headers.get('Content-Type')).toBe('image/webp')
      const image = sharp(Buffer.from(await res.arrayBuffer()))
      const { format, width, height } = await image.metadata()
      const { data, info } = await image.raw().ensureAlpha().toBuffer({ resolveWithObject: true })
      const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4)]
      return { format, width, height, corner: pixel(1, 1), middle: pixel(Math.floor(info.width / 2), Math.floor(info.height / 2)) }
    }
    const circle = await picture('/media/fabric.webp?fabric=solid.1d2440.f3efe6&shape=circle&scale=2')
    expect(circle).toMatchObject({ format: 'webp', width: 128, height: 128 })
    expect(circle.corner[3]).toBe(0) // outside the circle: transparent
    expect(circle.middle[3]).toBe(255)
    // The fabric's colour is what is drawn (a navy solid: blue above red and green).
    expect(circle.middle[2]!).toBeGreaterThan(circle.middle[0]!)
    const square = await picture('/media/fabric.webp?fabric=solid.1d2440.f3efe6&shape=square&scale=3')
    expect(square).toMatchObject({ format: 'webp', width: 192, height: 192 })
    expect(square.middle[3]).toBe(255)
    const again = await fabricImageResponse(get('/media/fabric.webp?fabric=solid.1d2440.f3efe6&shape=square&scale=3'))
    expect(await fabricImageResponse(get('/media/fabric.webp?fabric=solid.1d2440.f3efe6&shape=square&scale=3', { 'If-None-Match': again.headers.get('ETag')! }))).toHaveProperty('status', 304)
  })
})
