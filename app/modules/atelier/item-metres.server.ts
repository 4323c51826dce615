// The metres of fabric a design in the basket takes for her size: her pattern laid on the fabric
// (fabric-metres.server.ts), the category's figure until she gives a size or when no pattern can be
// drafted, laid on her fabric's width. What the basket checks a fabric's stock against (docs/atelier.md#fabric-from-the-pattern):
// the customizer and the size route hand it to the basket's functions, which cannot import the
// atelier (it reads sizing's fields, and sizing writes to the basket).

import { computeGarmentMetres } from './fabric-metres.server.ts'
import { listOfferedParts } from '#app/modules/catalogue/design-pieces.server.ts'
import { activeStepsOf } from '#app/modules/catalogue/part-rules.ts'
import type { ItemMeasurements, ItemParts } from '#db/schema/index.ts'

export async function computeItemMetres(
  product: { id: number; garmentKind: string; fabricMetres: number; partTypes: string[] },
  design: { parts: ItemParts; measurements: ItemMeasurements | null; fabricWidthCm: number },
): Promise<number> {
  if (!design.measurements) return product.fabricMetres
  const ids = Object.values(design.parts).filter((id): id is number => typeof id === 'number')
  const offered = await listOfferedParts(product.id, ids)
  // The parts of the steps her design asks for, as the order will (a short sleeve has no cuff).
  const active = activeStepsOf(product.partTypes, design.parts, (id) => offered.get(id))
  const slugs = Object.fromEntries(
    active.flatMap((type) => {
      const part = offered.get(design.parts[type] ?? -1)
      return part ? [[type, part.slug]] : []
    }),
  )
  return computeGarmentMetres({
    garmentKind: product.garmentKind,
    parts: slugs,
    size: design.measurements,
    categoryMetres: product.fabricMetres,
    fabricWidthCm: design.fabricWidthCm,
  }).metres
}
