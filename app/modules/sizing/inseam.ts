// The leg length of a standard size for trousers (issue 18 item 8): the inseam ("entrepierna"), from
// the crotch to the floor, barefoot, in cm. A letter size says nothing about leg length, so trousers
// ask it beside the letter; it is stored with the item's size and printed wherever the size is.

import { parseMeasurement } from '#app/modules/sizing/fields.ts'

/**
 * Accepted inseams, in cm. The 1595 survey women measure 61.0–94.7 cm (docs/decisions/003: the
 * crotch height), the measurement form warns outside 65–95; a few centimetres more each way leave
 * room for women outside the survey while refusing typing mistakes (7,8 or 780).
 */
export const INSEAM_LIMITS = { min: 55, max: 105 } as const

/** Whether a garment kind (categories.garment_kind) asks the inseam with its standard size. */
export function needsInseam(garmentKind: string): boolean {
  return garmentKind === 'trousers'
}

/** The typed inseam ("78", "78,5") as stored, cm with one decimal, or why not. */
export function parseInseam(text: string): { ok: true; cm: number } | { ok: false; code: 'inseamRequired' | 'inseamNumber' | 'inseamRange' } {
  if (text.trim() === '') return { ok: false, code: 'inseamRequired' }
  const value = parseMeasurement(text)
  if (value === null) return { ok: false, code: 'inseamNumber' }
  const cm = Math.round(value * 10) / 10
  if (cm < INSEAM_LIMITS.min || cm > INSEAM_LIMITS.max) return { ok: false, code: 'inseamRange' }
  return { ok: true, cm }
}
