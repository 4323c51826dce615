// Which of the 22 measurements each garment uses (docs/product.md#the-22-measurements, issue 34
// item 4): the measurement form shows these first and folds the rest away. One list per garment kind
// (each category has one: Camiseta and Polo are tops, Camisa a shirt, Pantalón trousers, Falda a
// skirt). They are what the atelier's pattern for that garment reads, directly or through a derived
// length (app/modules/atelier/garment-fields.test.ts checks it), in the order she measures them.

import { MEASUREMENT_FIELDS, type MeasurementField } from './fields.ts'

/** A top's body and sleeve: girths, back and front lengths, shoulder width, arm and wrist, the neck its neckline follows. */
const TOP: readonly MeasurementField[] = [
  'contornoBusto',
  'contornoCintura',
  'contornoAbdomen',
  'anchoEspalda',
  'contornoCuello',
  'alturaTalleDelantero',
  'alturaTalleTrasero',
  'alturaCadera',
  'alturaTotal',
  'largoBrazo',
  'contornoBrazo',
  'contornoMuneca',
]

export const GARMENT_FIELDS = {
  top: TOP,
  // A shirt's high bust (between bust and underbust) shapes its front.
  shirt: [...TOP.slice(0, 1), 'contornoDebajoBusto', ...TOP.slice(1)],
  // No neck, arms or wrist: waist, hips and the legs' lengths and girths.
  trousers: [
    'contornoCintura',
    'contornoCadera',
    'alturaCadera',
    'tiroCompleto',
    'largoPiernaExterior',
    'largoPiernaInterior',
    'contornoMuslo',
    'contornoRodilla',
    'contornoTobillo',
  ],
  // Waist, hips (girth and depth) and length: waist to floor and the inside leg place the hem.
  skirt: ['contornoCintura', 'contornoCadera', 'alturaCadera', 'largoPiernaExterior', 'largoPiernaInterior'],
} as const satisfies Record<string, readonly MeasurementField[]>

export type SizedGarmentKind = keyof typeof GARMENT_FIELDS

/**
 * The fields a garment uses, then the others in the form's order. A kind the shop does not know
 * (a category added later without its list) uses all 22: nothing is hidden from her by mistake.
 */
export function computeGarmentFields(garmentKind: string): { used: MeasurementField[]; others: MeasurementField[] } {
  const used: readonly MeasurementField[] = (GARMENT_FIELDS as Record<string, readonly MeasurementField[]>)[garmentKind] ?? MEASUREMENT_FIELDS
  return { used: [...used], others: MEASUREMENT_FIELDS.filter((f) => !used.includes(f)) }
}
