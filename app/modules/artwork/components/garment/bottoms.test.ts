import { expect, test } from 'vitest'
import { legCuts } from './bottoms.tsx'

test('every leg cut draws two legs: a gap between the inner hems, narrowing up to the crotch', () => {
  for (const [cut, leg] of Object.entries(legCuts)) {
    // The drawing is 400 wide, mirrored about x = 200: each inner hem stays well off the middle.
    expect(200 - leg.inner[0], cut).toBeGreaterThanOrEqual(12)
    // The inner seam climbs towards the middle, so the gap closes at the crotch, not at the hem.
    expect(leg.ic[0], cut).toBeGreaterThan(leg.inner[0])
    expect(leg.ic[0], cut).toBeLessThan(200)
    // And each leg keeps its own width at the hem.
    expect(leg.inner[0] - leg.outer[0], cut).toBeGreaterThan(30)
  }
})
