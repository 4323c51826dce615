import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { GarmentDesign } from '#app/modules/artwork/garment-design.ts'
import { patternKinds } from '#app/modules/artwork/pattern-kinds.ts'
import { FabricSwatch } from './fabric-swatch.tsx'
import { GarmentPreview } from './garment-preview.tsx'

const pinstripe = { name: 'Raya Diplomática', pattern: { kind: 'stripes', base: '#f3efe6', accent: '#2a3a58' } }
const shirt: GarmentDesign = {
  kind: 'shirt',
  fabric: pinstripe,
  parts: { sleeve: 'sleeve-long', cuff: 'cuff-classic', collar: 'collar-classic' },
}

const render = (design: GarmentDesign, props: { decorative?: boolean } = {}) =>
  renderToString(<GarmentPreview design={design} label="Camisa Clásica en Raya Diplomática" {...props} />)
const withParts = (parts: GarmentDesign['parts'], kind: GarmentDesign['kind'] = 'shirt') => render({ ...shirt, kind, parts })

describe('GarmentPreview', () => {
  it('is one SVG image whose text alternative is the label, at a fixed size', () => {
    const html = render(shirt)
    expect(html.match(/<svg/g)).toHaveLength(1)
    expect(html).toContain('role="img"')
    expect(html).toContain('aria-label="Camisa Clásica en Raya Diplomática"')
    expect(html).toContain('viewBox="0 0 400 500"')
    expect(html).toContain('width="100%"')
  })

  it('is hidden from assistive technology when decorative', () => {
    const html = render(shirt, { decorative: true })
    expect(html).toContain('aria-hidden="true"')
    expect(html).not.toContain('role="img"')
    expect(html).not.toContain('aria-label')
  })

  it('renders the same markup every time (safe to hydrate)', () => {
    expect(render(shirt)).toBe(render(shirt))
  })

  it('draws each collar differently, and button-down points with their buttons', () => {
    const collars = ['collar-classic', 'collar-button-down', 'collar-spread'].map((collar) => withParts({ ...shirt.parts, collar }))
    expect(new Set(collars).size).toBe(3)
    const circles = (html: string) => html.match(/<circle/g)?.length ?? 0
    expect(circles(collars[1]!)).toBe(circles(collars[0]!) + 2)
  })

  it('draws long and short sleeves differently', () => {
    const long = withParts({ ...shirt.parts, sleeve: 'sleeve-long' })
    const short = withParts({ ...shirt.parts, sleeve: 'sleeve-short' })
    expect(long).not.toBe(short)
    expect(long).toContain('rotate(23)')
    expect(short).toContain('rotate(40)')
  })

  it('draws each cuff differently; only the French cuff has a cufflink', () => {
    const cuffs = ['cuff-classic', 'cuff-french', 'cuff-rounded'].map((cuff) => withParts({ ...shirt.parts, cuff }))
    expect(new Set(cuffs).size).toBe(3)
    expect(cuffs.map((html) => html.includes('#c8a35a'))).toEqual([false, true, false])
  })

  it('draws trousers by leg cut and waistband, and a skirt', () => {
    const legs = ['leg-straight', 'leg-slim', 'leg-wide'].map((leg) => withParts({ leg, waistband: 'waistband-classic' }, 'trousers'))
    expect(new Set(legs).size).toBe(3)
    const bands = ['waistband-classic', 'waistband-high', 'waistband-elastic'].map((waistband) => withParts({ leg: 'leg-straight', waistband }, 'trousers'))
    expect(new Set(bands).size).toBe(3)
    expect(withParts({ waistband: 'waistband-classic' }, 'skirt')).toContain('data-garment="skirt"')
  })

  it('draws a skirt anew for each length, waistband and detail', () => {
    const skirt = (parts: GarmentDesign['parts']) => withParts({ length: 'length-knee', waistband: 'waistband-classic', detail: 'detail-vent', ...parts }, 'skirt')
    const drawings = [
      ...['length-mini', 'length-knee', 'length-midi'].map((length) => skirt({ length })),
      ...['waistband-high', 'waistband-elastic'].map((waistband) => skirt({ waistband })),
      ...['detail-closed', 'detail-pleats'].map((detail) => skirt({ detail })),
    ]
    expect(new Set(drawings).size).toBe(7)
    // The hem (where the vent ends) drops with the length.
    const hemY = (html: string) => Number(/M200 (\d+(?:\.\d+)?)V/.exec(html)?.[1])
    expect(hemY(drawings[0]!)).toBeLessThan(hemY(drawings[1]!))
    expect(hemY(drawings[1]!)).toBeLessThan(hemY(drawings[2]!))
    expect(skirt({ detail: 'detail-pleats' })).toContain('data-detail="pleats"')
  })

  it('draws a knit top with a round neck, or a polo collar when one is chosen', () => {
    const tee = withParts({ sleeve: 'sleeve-short', cuff: null, collar: null }, 'top')
    const polo = withParts({ sleeve: 'sleeve-short', cuff: null, collar: 'collar-classic' }, 'top')
    expect(tee).not.toBe(polo)
    expect(tee).toContain('rib')
  })

  it('fills the garment with every kind of fabric, and an unknown kind as plain cloth', () => {
    for (const kind of [...patternKinds, 'mystery']) {
      const html = render({ ...shirt, fabric: { name: kind, pattern: { kind, base: '#7f9a72', accent: '#a9bf9c' } } })
      const fabricId = html.match(/<(?:pattern|linearGradient) id="([^"]+f)"/)?.[1]
      expect(fabricId, kind).toBeTruthy()
      expect(html).toContain(`fill="url(#${fabricId})"`)
    }
  })

  it('with no fabric, draws calm cream cloth with a dashed outline', () => {
    const html = render({ ...shirt, fabric: null })
    expect(html).toContain('stroke-dasharray="5 3.5"')
    expect(html).not.toMatch(/<pattern id="[^"]+f"/)
  })

  it('never writes a colour that is not a plain hex value', () => {
    const html = render({ ...shirt, fabric: { name: 'x', pattern: { kind: 'solid', base: 'red" onload="x', accent: 'url(javascript:1)' } } })
    expect(html).not.toContain('onload')
    expect(html).not.toContain('javascript')
  })

  it('gives each drawing on a page its own ids', () => {
    const html = renderToString(
      <>
        <GarmentPreview design={shirt} label="a" />
        <GarmentPreview design={shirt} label="b" />
        <FabricSwatch pattern={pinstripe.pattern} />
      </>,
    )
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1])
    expect(ids.length).toBeGreaterThan(10)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.every((id) => /^[a-zA-Z0-9_-]+$/.test(id!))).toBe(true)
  })
})

describe('FabricSwatch', () => {
  it('is an image with a label, decorative without one, round or square', () => {
    const labelled = renderToString(<FabricSwatch pattern={pinstripe.pattern} label="Raya Diplomática" />)
    expect(labelled).toContain('role="img"')
    expect(labelled).toContain('aria-label="Raya Diplomática"')
    expect(labelled).toContain('<circle')
    const square = renderToString(<FabricSwatch pattern={pinstripe.pattern} shape="square" />)
    expect(square).toContain('aria-hidden="true"')
    expect(square).toContain('<rect x="0.75"')
  })
})
