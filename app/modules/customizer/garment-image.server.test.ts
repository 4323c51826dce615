import { describe, expect, test } from 'vitest'
import { fabricImageResponse, garmentImageResponse } from './garment-image.server.tsx'

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://shop.test${path}`, { headers })

describe('GET /media/garment.svg and /media/fabric.svg', () => {
  test('a design answers a standalone SVG image the browser may cache', async () => {
    const res = garmentImageResponse(get('/media/garment.svg?kind=shirt&fabric=dots.1d2440.f3efe6&sleeve=short&cuff=classic&collar=button-down'))
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
    const long = await garmentImageResponse(get('/media/garment.svg?kind=shirt&sleeve=long')).text()
    const short = await garmentImageResponse(get('/media/garment.svg?kind=shirt&sleeve=short')).text()
    expect(long).not.toBe(short)
    const first = garmentImageResponse(get('/media/garment.svg?kind=trousers&leg=wide'))
    const etag = first.headers.get('ETag')!
    expect(etag).toMatch(/^".+"$/)
    const again = garmentImageResponse(get('/media/garment.svg?kind=trousers&leg=wide', { 'If-None-Match': etag }))
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  test('an address that is not a drawing we make is a 400', async () => {
    for (const path of ['/media/garment.svg', '/media/garment.svg?kind=shirt&fabric=x', '/media/garment.svg?kind=shirt&sleeve=%3Cscript%3E']) {
      expect(garmentImageResponse(get(path)).status, path).toBe(400)
    }
    expect(fabricImageResponse(get('/media/fabric.svg?fabric=solid.ffffff.000000')).status).toBe(400)
  })

  test('a fabric sample is a 64 × 64 image in its shape', async () => {
    const circle = await fabricImageResponse(get('/media/fabric.svg?fabric=floral.f3e1e0.b5654f&shape=circle')).text()
    const square = await fabricImageResponse(get('/media/fabric.svg?fabric=floral.f3e1e0.b5654f&shape=square')).text()
    expect(circle).toContain('width="64" height="64"')
    expect(circle).toContain('<circle')
    expect(square).toContain('<rect')
  })
})
