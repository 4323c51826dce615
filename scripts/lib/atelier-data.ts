// The ANSUR II women as the atelier reads them: the shop's fields plus the few body lengths the
// patterns need that the shop does not ask (docs/atelier.md#measurements). The fitted derivations
// (app/modules/atelier/derivations.ts) and the size table (size-table.ts) are computed here;
// their tests recompute them from the data and compare.

import { readFileSync } from 'node:fs'
import type { DerivedName, Derivation } from '#app/modules/atelier/derivations.ts'
import { DERIVATION_PREDICTORS } from '#app/modules/atelier/derivations.ts'
import type { SizeName } from '#app/modules/atelier/size-table.ts'
import { SIZE_TABLE_SOURCE } from '#app/modules/atelier/size-table.ts'
import { computeArmpitEstimate, computeUnderbustEstimate } from '#app/modules/sizing/body-rules.ts'
import { MEASUREMENT_FIELDS, type MeasurementField } from '#app/modules/sizing/fields.ts'
import { ANSUR_TRAIN_PATH, computeShopFields, type DataField } from './ansur.ts'
import { parseCsvRecords } from './csv.ts'
import { computeGram, computeQuantile, solveSpd } from './linalg.ts'

export type AtelierWoman = {
  subjectId: string
  /** All 22 shop fields in cm; underbust and armpit girth from the shop's stated rules. */
  profile: Record<MeasurementField, number>
  /** What the patterns need beyond the shop's fields, in mm (README's natural waist level). */
  extra: Record<DerivedName, number>
}

export function loadAtelierWomen(path: string = ANSUR_TRAIN_PATH): AtelierWoman[] {
  const { records } = parseCsvRecords(readFileSync(path, 'utf8'))
  return records.map((record, index) => {
    const mm = (column: string): number => {
      const value = Number(record[column])
      if (!Number.isFinite(value) || record[column] === '') throw new Error(`ANSUR row ${index + 2}: ${column} is not a number`)
      return value
    }
    const fields: Record<DataField, number> = computeShopFields(mm)
    const bust = { value: fields.contornoBusto, p10: fields.contornoBusto, p90: fields.contornoBusto }
    const profile = { ...fields, contornoDebajoBusto: computeUnderbustEstimate(bust).value, contornoAxila: computeArmpitEstimate(bust).value }
    const naturalWaist = (mm('tenthribheight') + mm('iliocristaleheight')) / 2
    const aboveNavel = naturalWaist - mm('waistheightomphalion')
    const extra: Record<DerivedName, number> = {
      waistToKnee: naturalWaist - mm('kneeheightmidpatella'),
      waistToHips: aboveNavel,
      waistToArmpit: mm('axillaheight') - naturalWaist,
      shoulderToShoulder: mm('biacromialbreadth'),
      shoulderSlope: (Math.atan2(mm('cervicaleheight') - mm('acromialheight'), mm('biacromialbreadth') / 2) * 180) / Math.PI,
      hpsToBust: mm('cervicaleheight') - mm('chestheight'),
      crossSeamFront: mm('crotchlengthomphalion') - mm('crotchlengthposterioromphalion') + aboveNavel,
    }
    const ordered = Object.fromEntries(MEASUREMENT_FIELDS.map((f) => [f, profile[f]])) as Record<MeasurementField, number>
    return { subjectId: record.SubjectId ?? String(index), profile: ordered, extra }
  })
}

const round = (value: number, step: number) => Number((Math.round(value / step) * step).toFixed(4))

/** Least squares of each derived length on its predictors (the shop's fields, in mm). */
export function computeDerivations(women: readonly AtelierWoman[]): Record<DerivedName, Derivation> {
  const entries = Object.entries(DERIVATION_PREDICTORS) as [DerivedName, readonly MeasurementField[]][]
  return Object.fromEntries(
    entries.map(([name, predictors]) => {
      const x = women.map((w) => [1, ...predictors.map((p) => w.profile[p] * 10)])
      const y = women.map((w) => [w.extra[name]])
      const { xtx, xty } = computeGram(x, y, women.keys())
      const beta = solveSpd(xtx, xty).map((row) => row[0] as number)
      const residuals = women.map((w, i) => w.extra[name] - (x[i] as number[]).reduce((s, v, j) => s + v * (beta[j] as number), 0))
      const spread = (computeQuantile(residuals, 0.9) - computeQuantile(residuals, 0.1)) / 2
      const [intercept = 0, ...coef] = beta
      return [name, { intercept: round(intercept, 0.01), coef: coef.map((c) => round(c, 0.0001)), spread: round(spread, 0.1) }]
    }),
  ) as Record<DerivedName, Derivation>
}

/**
 * A letter size's body: its bust, waist and hip are the middles of the shop's size table
 * (SIZE_TABLE_SOURCE); every other field is the median of the 60 women whose bust and hip are
 * nearest those middles (in standard deviations), rounded to 0.5 cm.
 */
export function computeSizeTable(women: readonly AtelierWoman[]): Record<SizeName, Record<MeasurementField, number>> {
  const sd = (field: MeasurementField) => {
    const values = women.map((w) => w.profile[field])
    const mean = values.reduce((a, b) => a + b, 0) / values.length
    return Math.sqrt(values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length)
  }
  const [bustSd, hipSd] = [sd('contornoBusto'), sd('contornoCadera')]
  return Object.fromEntries(
    Object.entries(SIZE_TABLE_SOURCE).map(([size, { bust, waist, hip }]) => {
      const nearest = [...women]
        .map((w) => ({ w, d: ((w.profile.contornoBusto - bust) / bustSd) ** 2 + ((w.profile.contornoCadera - hip) / hipSd) ** 2 }))
        .sort((a, b) => a.d - b.d || a.w.subjectId.localeCompare(b.w.subjectId))
        .slice(0, 60)
        .map(({ w }) => w)
      const median = (field: MeasurementField) =>
        round(
          computeQuantile(
            nearest.map((w) => w.profile[field]),
            0.5,
          ),
          0.5,
        )
      const body = Object.fromEntries(MEASUREMENT_FIELDS.map((f) => [f, median(f)])) as Record<MeasurementField, number>
      const bustEstimate = { value: bust, p10: bust, p90: bust }
      Object.assign(body, {
        contornoBusto: bust,
        contornoCintura: waist,
        contornoCadera: hip,
        contornoDebajoBusto: round(computeUnderbustEstimate(bustEstimate).value, 0.5),
        contornoAxila: round(computeArmpitEstimate(bustEstimate).value, 0.5),
      })
      return [size, body]
    }),
  ) as Record<SizeName, Record<MeasurementField, number>>
}

/** Twenty women spread over the file (every 80th row): the drafting tests' real bodies. */
export function pickTestWomen(women: readonly AtelierWoman[]): AtelierWoman[] {
  return Array.from({ length: 20 }, (_, i) => women[i * 80] as AtelierWoman)
}
