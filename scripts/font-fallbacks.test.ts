import { existsSync, readFileSync } from 'node:fs'
import { openSync } from 'fontkit'
import { describe, expect, it } from 'vitest'
import { averageWidth, faces, fallbackRule, fallbackStylesheet, systemFaces } from './lib/font-fallbacks.ts'

describe('metric-matched font fallbacks', () => {
  it('the committed stylesheet is what the font files give (run `npx tsx scripts/font-fallbacks.ts` after a font update)', () => {
    expect(readFileSync('app/styles/font-fallbacks.css', 'utf8')).toBe(fallbackStylesheet())
  })

  it('scales the fallback to the brand face and takes its vertical metrics', () => {
    const jost = fallbackRule(faces[0]!)
    expect(jost).toContain("font-family: 'Jost Fallback'")
    // Jost at 400 is narrower than Arial; Cormorant at 500 narrower than Times New Roman.
    expect(jost).toMatch(/size-adjust: 9\d\.\d\d%/)
    // 1070/1000 units over the adjusted em: above 100 %, and ascent + descent stay the face's 1445 units.
    const [, ascent, descent] = /ascent-override: ([\d.]+)%;\n {2}descent-override: ([\d.]+)%/.exec(jost)!
    const [, size] = /size-adjust: ([\d.]+)%/.exec(jost)!
    expect(((Number(ascent) + Number(descent)) * Number(size)) / 100).toBeCloseTo(144.5, 0)
  })

  it('reads the weight the face is set in, not the file default', () => {
    const display = faces[1]!
    expect(averageWidth(openSync(display.file), 700)).toBeGreaterThan(averageWidth(openSync(display.file), 300))
  })

  it.runIf(existsSync('/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf'))(
    'the system faces’ widths are those of Arial’s and Times New Roman’s metric twins',
    () => {
      const sans = averageWidth(openSync('/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf'))
      const serif = averageWidth(openSync('/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf'))
      expect(systemFaces['Jost Variable']!.averageWidth).toBeCloseTo(sans, 4)
      expect(systemFaces['Cormorant Garamond Variable']!.averageWidth).toBeCloseTo(serif, 4)
    },
  )
})
