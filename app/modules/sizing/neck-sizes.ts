// Collar sizes of the standard size dialog (docs/product.md#sizing): whole
// centimetres 36–45, or the shirtmakers' inch sizes 14 to 20 in halves, with 15¾ between 15½ and 16.

import type { LengthUnit } from '#app/modules/sizing/units.ts'
import { formatInches } from '#app/utils/inch-fractions.ts'

export const NECK_SIZES: Readonly<Record<LengthUnit, readonly string[]>> = {
  cm: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45'],
  in: ['14', '14.5', '15', '15.5', '15.75', '16', '16.5', '17', '17.5', '18', '18.5', '19', '19.5', '20'],
}

/** '15.75' in inches reads '15¾'; centimetres read as they are. */
export function formatNeckSize(value: string, unit: LengthUnit): string {
  return unit === 'cm' ? value : formatInches(value)
}

export function isNeckSize(unit: string, value: string): unit is LengthUnit {
  return (unit === 'cm' || unit === 'in') && NECK_SIZES[unit].includes(value)
}

/** Necklines cut open around the neck (a T-shirt's round or V neck): no collar closes on it, so no collar size. */
export const OPEN_NECKLINES: readonly string[] = ['collar-round', 'collar-v']

/**
 * Whether her standard size needs a neck size: the garment has a collar step and its chosen collar
 * closes around the neck (a shirt collar, a mandarin band). A round-neck T-shirt does not ask it.
 */
export function needsNeckSize(parts: Readonly<Record<string, { slug: string } | null | undefined>>): boolean {
  if (!('collar' in parts)) return false
  const collar = parts.collar
  return !collar || !OPEN_NECKLINES.includes(collar.slug)
}
