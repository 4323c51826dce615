import { MEASUREMENT_FIELDS, type MeasurementField } from '#app/modules/sizing/fields.ts'

/** A plausible woman, in cm: every value inside its warning range. */
export const sampleMeasurements: Record<MeasurementField, number> = {
  alturaTotal: 165,
  alturaTalleDelantero: 40,
  alturaTalleTrasero: 41,
  contornoBusto: 90,
  contornoDebajoBusto: 76,
  contornoCintura: 70,
  contornoAbdomen: 80,
  contornoCadera: 98,
  alturaCadera: 20,
  anchoEspalda: 37,
  contornoCuello: 35,
  contornoBrazo: 28,
  largoBrazo: 57,
  contornoMuneca: 15,
  contornoAxila: 100,
  tiroCompleto: 70,
  largoPiernaExterior: 102,
  largoPiernaInterior: 78,
  contornoMuslo: 56,
  contornoRodilla: 37,
  contornoPantorrilla: 35,
  contornoTobillo: 22,
}

/** The measurement form's fields as a browser posts them. */
export function createFakeMeasurementFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Mi perfil',
    notes: '',
    unit: 'cm',
    ...Object.fromEntries(MEASUREMENT_FIELDS.map((f) => [f, String(sampleMeasurements[f])])),
    ...overrides,
  }
}
