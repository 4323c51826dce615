// The few lengths of a drafted pattern that decide whether it fits her, read off its pieces (mm):
// what the tests check against her measurements plus the design's stated ease, and what the
// production sheet prints for the cutter to check her paper pattern against.

import type { FsPart, FsPoint } from '@freesewing/core'
import type { DraftedPattern } from '#app/modules/atelier/drafting.server.ts'

export type KeyDimensions = Partial<Record<'bustWidth' | 'hipWidth' | 'waistSeam' | 'seatWidth' | 'sleeveLength' | 'inseam' | 'skirtLength', number>>

const point = (part: FsPart | undefined, name: string): FsPoint => {
  const found = part?.points[name]
  if (!found) throw new Error(`Pattern point ${name} is missing`)
  return found
}
const path = (part: FsPart | undefined, name: string): number => {
  const found = part?.paths[name]
  if (!found) throw new Error(`Pattern path ${name} is missing`)
  return found.length()
}

/** Whole-garment girths: a front and a back piece each make a quarter, cut twice or on the fold. */
const girth = (front: number, back: number) => 2 * (front + back)

export function readKeyDimensions(pattern: DraftedPattern): KeyDimensions {
  const p = pattern.parts
  switch (pattern.design) {
    case 'teagan':
    case 'simon': {
      const front = p[`${pattern.design}.front`]
      const back = p[`${pattern.design}.back`]
      const dims: KeyDimensions = { bustWidth: girth(path(front, 'chest'), path(back, 'chest')) }
      if (pattern.design === 'simon' && pattern.plan.options.sleeveStyle === 'long') {
        const sleeve = p['simon.sleeve']
        dims.sleeveLength = point(sleeve, 'bottom').y - point(sleeve, 'top').y
      }
      if (pattern.design === 'teagan' && pattern.plan.fullSleeve) {
        const sleeve = p['library.sleeve']
        dims.sleeveLength = point(sleeve, 'centerWrist').y - point(sleeve, 'sleeveTop').y
      }
      return dims
    }
    case 'titan': {
      const [front, back] = [p['titan.front'], p['titan.back']]
      return {
        waistSeam: girth(point(front, 'waistIn').dist(point(front, 'waistOut')), point(back, 'waistIn').dist(point(back, 'waistOut'))),
        seatWidth: girth(point(front, 'seatOut').dist(point(front, 'cfSeat')), point(back, 'seatOut').dist(point(back, 'cbSeat'))),
        // The back is drafted straight from her lengths; Titan then fits the front's inseam to it.
        inseam: point(back, 'floorIn').y - point(back, 'fork').y,
      }
    }
    case 'penelope': {
      const [front, back, band] = [p['penelope.front'], p['penelope.back'], p['penelope.waistband']]
      const seat = (part: FsPart | undefined) => point(part, 'rSeat').x - point(part, 'lSeat').x
      return {
        // The waistband is cut on the fold: its piece is half her waist seam.
        waistSeam: 2 * (point(band, 'BL').y - point(band, 'TL').y),
        seatWidth: girth(seat(front), seat(back)),
        skirtLength: point(front, 'lLeg').y - point(front, 'lWaist').y,
      }
    }
  }
}
