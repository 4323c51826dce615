// Which tape measurements the estimate asks for each garment (issue 35 item 5): plain constants,
// shared by the form in the browser and the estimate on the server (estimate-keys.ts).

import type { MeasurementField } from '#app/modules/sizing/fields.ts'

/** The estimate's tape inputs (their names in the form and the URL) and the field each gives. */
export const TAPE_PARAMS = {
  busto: 'contornoBusto',
  cadera: 'contornoCadera',
  cintura: 'contornoCintura',
  exterior: 'largoPiernaExterior',
  entrepierna: 'largoPiernaInterior',
  tiro: 'tiroCompleto',
  cuello: 'contornoCuello',
  espalda: 'anchoEspalda',
  brazo: 'largoBrazo',
} as const satisfies Record<string, MeasurementField>
export type TapeParam = keyof typeof TAPE_PARAMS

/**
 * What each garment's pattern depends on most (docs/atelier.md: its key dimensions): a skirt its
 * waist seam, seat and length (from waist to floor: the knee length is derived from it); trousers
 * waist, seat, inseam and rise; a shirt bust, neck, shoulders and sleeve; a T-shirt or polo bust,
 * shoulders and sleeve.
 */
export const GARMENT_TAPE: Readonly<Record<string, readonly TapeParam[]>> = {
  skirt: ['cintura', 'cadera', 'exterior'],
  trousers: ['cintura', 'cadera', 'entrepierna', 'tiro'],
  shirt: ['busto', 'cuello', 'espalda', 'brazo'],
  top: ['busto', 'espalda', 'brazo'],
}

export function computeGarmentTape(garmentKind: string): readonly TapeParam[] {
  return GARMENT_TAPE[garmentKind] ?? []
}

/** A tape value outside these (cm) is a typing slip, not a body. Bust and hips keep the estimate's own limits. */
export const TAPE_LIMITS: Readonly<Record<Exclude<TapeParam, 'busto' | 'cadera'>, readonly [number, number]>> = {
  cintura: [40, 200],
  exterior: [70, 140],
  entrepierna: [50, 110],
  tiro: [40, 130],
  cuello: [25, 60],
  espalda: [25, 60],
  brazo: [40, 90],
}
