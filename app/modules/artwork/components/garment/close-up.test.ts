import { describe, expect, it } from 'vitest'
import type { GarmentDesign } from '#app/modules/artwork/garment-design.ts'
import { computeCloseUp } from './close-up.ts'

const shirt = (sleeve: string): GarmentDesign => ({ kind: 'shirt', fabric: null, parts: { sleeve: `sleeve-${sleeve}`, cuff: 'cuff-classic', collar: 'collar-classic' } })

describe('option close-ups', () => {
  it('looks at the cuff where the chosen sleeve ends: low at the side for a long sleeve, near the shoulder for a short one', () => {
    const long = computeCloseUp('cuff', shirt('long'))!
    const short = computeCloseUp('cuff', shirt('short'))!
    // Long sleeve: the left wrist, far down and out (x 38, y 342 in the sleeve's frame, +16 for the top's place in the box).
    expect(long.x).toBeGreaterThan(30)
    expect(long.x).toBeLessThan(60)
    expect(long.y).toBeGreaterThan(330)
    expect(long.y).toBeLessThan(370)
    // Short sleeve: above the elbow.
    expect(short.y).toBeGreaterThan(190)
    expect(short.y).toBeLessThan(230)
    expect(short.x).toBeGreaterThan(long.x)
    expect(long.zoom).toBeGreaterThan(1)
  })

  it('looks at the middle of the neck for a collar and of the waist for a waistband', () => {
    expect(computeCloseUp('collar', shirt('long'))).toMatchObject({ x: 200 })
    expect(computeCloseUp('collar', shirt('long'))!.y).toBeLessThan(150)
    const trousers: GarmentDesign = { kind: 'trousers', fabric: null, parts: { leg: 'leg-wide', waistband: 'waistband-high' } }
    expect(computeCloseUp('waistband', trousers)).toMatchObject({ x: 200 })
    expect(computeCloseUp('waistband', trousers)!.y).toBeLessThan(100)
  })

  it('shows the whole garment for a sleeve or a leg cut', () => {
    expect(computeCloseUp('sleeve', shirt('long'))).toBeNull()
    expect(computeCloseUp('leg', { kind: 'trousers', fabric: null, parts: {} })).toBeNull()
  })
})
