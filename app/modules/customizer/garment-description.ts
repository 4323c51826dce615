import type { TFunction } from '#app/i18n/translator.ts'
import type { GarmentDesign, GarmentPartType } from './garment-design.ts'

/** Part slugs the description can name, in the order a customer chooses them. */
const partOrder: readonly GarmentPartType[] = ['sleeve', 'cuff', 'collar', 'leg', 'waistband']
const namedParts = new Set([
  'sleeve-long',
  'sleeve-short',
  'cuff-classic',
  'cuff-french',
  'cuff-rounded',
  'collar-classic',
  'collar-button-down',
  'collar-spread',
  'leg-straight',
  'leg-slim',
  'leg-wide',
  'waistband-classic',
  'waistband-high',
  'waistband-elastic',
])

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
  const parts = partOrder
    .map((type) => [type, design.parts[type]] as const)
    .filter((entry): entry is readonly [GarmentPartType, string] => {
      const [type, slug] = entry
      return typeof slug === 'string' && slug.startsWith(`${type}-`) && namedParts.has(slug)
    })
    .map(([, slug]) => t(partKey(slug)))
  return [head, ...parts].join(', ')
}
