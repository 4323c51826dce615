// ANSUR II women → the shop's fields, exactly as mapped in data/ansur2/README.md.
// Training, evaluation and the warning-range test all read the data through this file so that
// one mapping serves them all.

import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { FIELDS_WITHOUT_DATA, MEASUREMENT_FIELDS, type MeasurementField } from '#app/modules/sizing/fields.ts'
import { parseCsvRecords } from './csv.ts'

/** The shop fields that ANSUR II can give (all but underbust and armpit girth). */
export type DataField = Exclude<MeasurementField, (typeof FIELDS_WITHOUT_DATA)[number]>

export const DATA_FIELDS = MEASUREMENT_FIELDS.filter((f): f is DataField => !(FIELDS_WITHOUT_DATA as readonly string[]).includes(f))

export type AnsurWoman = {
  subjectId: string
  heightCm: number
  weightKg: number
  age: number
  /** The 20 shop fields with data, in cm. */
  fields: Record<DataField, number>
}

/** The only data the sizing model may learn from (README "Split"). */
export const ANSUR_TRAIN_PATH = fileURLToPath(new URL('../../data/ansur2/ansur2-female-train.csv', import.meta.url))

/**
 * One woman's shop fields. Work in millimetres until the end: the derived fields are sums of
 * whole and half millimetres, so they stay exact and the warning-range rounding never depends
 * on floating point noise.
 */
export function computeShopFields(mm: (column: string) => number): Record<DataField, number> {
  // Natural waist height: midway between the lowest rib and the top of the hip bone (README).
  const naturalWaist = (mm('tenthribheight') + mm('iliocristaleheight')) / 2
  const navelWaistGirth = mm('waistcircumference')
  const inMm: Record<DataField, number> = {
    alturaTotal: mm('stature'),
    alturaTalleDelantero: mm('waistfrontlengthsitting'),
    alturaTalleTrasero: mm('waistbacklength'),
    contornoBusto: mm('chestcircumference'),
    // ANSUR's only waist girth is at the navel; both shop girths take it (README).
    contornoCintura: navelWaistGirth,
    contornoAbdomen: navelWaistGirth,
    contornoCadera: mm('buttockcircumference'),
    alturaCadera: naturalWaist - mm('buttockheight'),
    anchoEspalda: mm('interscyei'),
    contornoCuello: mm('neckcircumferencebase'),
    contornoBrazo: mm('bicepscircumferenceflexed'),
    largoBrazo: mm('sleeveoutseam'),
    contornoMuneca: mm('wristcircumference'),
    tiroCompleto: mm('crotchlengthomphalion') + 2 * (naturalWaist - mm('waistheightomphalion')),
    largoPiernaExterior: naturalWaist,
    largoPiernaInterior: mm('crotchheight'),
    contornoMuslo: mm('thighcircumference'),
    contornoRodilla: mm('lowerthighcircumference'),
    contornoPantorrilla: mm('calfcircumference'),
    contornoTobillo: mm('anklecircumference'),
  }
  return Object.fromEntries(DATA_FIELDS.map((f) => [f, inMm[f] / 10])) as Record<DataField, number>
}

export function parseAnsurWomen(csvText: string): AnsurWoman[] {
  const { records } = parseCsvRecords(csvText)
  return records.map((record, index) => {
    const mm = (column: string): number => {
      const value = Number(record[column])
      if (record[column] === undefined || record[column] === '' || !Number.isFinite(value)) {
        throw new Error(`ANSUR row ${index + 2}: column ${column} is missing or not a number`)
      }
      return value
    }
    return {
      subjectId: record.SubjectId ?? String(index),
      heightCm: mm('stature') / 10,
      weightKg: mm('weightkg') / 10, // tenths of a kilogram in the file
      age: mm('Age'),
      fields: computeShopFields(mm),
    }
  })
}

export function loadAnsurWomen(path: string = ANSUR_TRAIN_PATH): AnsurWoman[] {
  return parseAnsurWomen(readFileSync(path, 'utf8'))
}
