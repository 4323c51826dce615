import type { TFunction } from '#app/i18n/translator.ts'
import { type GarmentDesign, type GarmentPartType, garmentPartTypes, knownStyle } from '#app/modules/artwork/garment-design.ts'

/** 'collar-button-down' → 'garment.parts.collarButtonDown'. */
function partKey(slug: string): string {
  return `garment.parts.${slug.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}`
}

/**
 * The drawing's text alternative, in the reader's language: the product in its fabric, then the
 * chosen parts ("Camisa Clásica en Raya Diplomática, manga larga, puño francés, cuello italiano").
 * Parts the drawing cannot name (missing or unknown slugs) are left out rather than guessed.
 */
export function describeGarment(design: GarmentDesign, productName: string, t: TFunction): string {
  const head = design.fabric
    ? t('garment.description.withFabric', { product: productName, fabric: design.fabric.name })
    : t('garment.description.noFabric', { product: productName })
  // The parts the drawing shows, named in the order a customer chooses them.
  const parts = garmentPartTypes
    .map((type) => [type, design.parts[type]] as const)
    .filter((entry): entry is readonly [GarmentPartType, string] => knownStyle(entry[1], entry[0]) !== null)
    .map(([, slug]) => t(partKey(slug)))
  return [head, ...parts].join(', ')
}
