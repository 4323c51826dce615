import { type GarmentDesign, type GarmentPartType, resolveGarment } from '#app/modules/artwork/garment-design.ts'
import { bottomsOffset } from './bottoms.tsx'
import { cuffCentre } from './sleeve.tsx'
import { topOffset } from './top.tsx'

/** A point of the 400 × 500 drawing and how much to enlarge around it. */
export type CloseUp = { x: number; y: number; zoom: number }

/**
 * Where an option's picture looks on the garment: the cuff, the collar and the waistband are small,
 * so their pictures are close-ups; a sleeve or a leg cut reads on the whole garment (null).
 */
export function computeCloseUp(type: GarmentPartType, design: GarmentDesign): CloseUp | null {
  switch (type) {
    case 'cuff': {
      const [x, y] = cuffCentre(resolveGarment(design).sleeve)
      return { x, y: y + topOffset, zoom: 3.2 }
    }
    case 'collar':
      return { x: 200, y: 96 + topOffset, zoom: 2.6 }
    case 'waistband':
      return { x: 200, y: 60 + bottomsOffset, zoom: 2.4 }
    default:
      return null
  }
}
