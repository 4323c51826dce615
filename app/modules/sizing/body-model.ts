// Shape of the committed body model (body-model.json) and the features it is computed on.
// Shared by the server-side estimate and by the training script, so that the features a model
// was trained on are, by construction, the features it is applied to.

/** The optional girths a customer may give, in bit order of a variant's mask. */
export const GIRTH_INPUTS = ['contornoBusto', 'contornoCintura', 'contornoCadera'] as const
export type GirthInput = (typeof GIRTH_INPUTS)[number]

/** Inputs after defaults: age is always known here (a missing age is imputed before). */
export type ModelInputs = {
  heightCm: number
  weightKg: number
  age: number
  girths: Partial<Record<GirthInput, number>>
}

/** Per-field linear model on standardised features, plus its residual model for p10/p90. */
export type FieldModel = {
  /** Ridge penalty chosen by inner cross-validation (kept for the record). */
  lambda: number
  intercept: number
  coef: number[]
  /** ln(scale) = intercept + coef · (clamped standardised scale features). */
  scaleIntercept: number
  scaleCoef: number[]
  /** Quantiles of residual / scale, from out-of-fold residuals. */
  q10: number
  q90: number
}

export type VariantModel = {
  /** Bit i set when GIRTH_INPUTS[i] is given. */
  mask: number
  features: string[]
  mean: number[]
  sd: number[]
  /** Training range of each feature; the residual-scale model never extrapolates beyond it. */
  min: number[]
  max: number[]
  /** Indices into features used by the residual-scale model. */
  scaleFeatures: number[]
  fields: Record<string, FieldModel>
}

export type BodyModel = {
  version: number
  source: string
  women: number
  medianAge: number
  /** Training range of the raw inputs: squared terms are frozen at its edges (see computeFeatures). */
  inputRange: Record<'heightCm' | 'weightKg' | 'age' | 'bmi' | GirthInput, [number, number]>
  variants: VariantModel[]
}

export function computeMask(girths: Partial<Record<GirthInput, number>>): number {
  return GIRTH_INPUTS.reduce((mask, g, i) => (girths[g] === undefined ? mask : mask | (1 << i)), 0)
}

export function computeGivenGirths(mask: number): GirthInput[] {
  return GIRTH_INPUTS.filter((_, i) => (mask & (1 << i)) !== 0)
}

const clamp = (x: number, [lo, hi]: [number, number]) => Math.min(hi, Math.max(lo, x))

/**
 * Engineered features. Body mass index and log weight carry the shape of weight-for-height that
 * a straight line in weight misses; age² the slowing of change with age. Squared terms use inputs
 * clamped to the training range so that, beyond the women in the data, the estimate continues
 * along straight lines instead of bending away on a parabola. Ratios between the given girths
 * describe body shape (pear, apple) independently of size.
 */
export function computeFeatures(
  inputs: ModelInputs,
  mask: number,
  range: BodyModel['inputRange'],
): { names: string[]; values: number[] } {
  const h = inputs.heightCm
  const w = inputs.weightKg
  const bmi = w / (h / 100) ** 2
  const names = ['height', 'weight', 'age', 'bmi', 'lnWeight', 'age2c', 'bmi2c']
  const values = [h, w, inputs.age, bmi, Math.log(w), clamp(inputs.age, range.age) ** 2, clamp(bmi, range.bmi) ** 2]
  const given = computeGivenGirths(mask)
  for (const g of given) {
    const v = inputs.girths[g]
    if (v === undefined) throw new Error(`computeFeatures: ${g} is required by variant ${mask}`)
    names.push(g, `${g}2c`)
    values.push(v, clamp(v, range[g]) ** 2)
  }
  for (let i = 0; i < given.length; i++) {
    for (let j = i + 1; j < given.length; j++) {
      const a = given[i] as GirthInput
      const b = given[j] as GirthInput
      names.push(`${a}/${b}`)
      values.push((inputs.girths[a] as number) / (inputs.girths[b] as number))
    }
  }
  return { names, values }
}

/** Point prediction and p10 / p90 of one field, unrounded. */
export function computeFieldPrediction(
  variant: VariantModel,
  field: FieldModel,
  features: readonly number[],
): { value: number; p10: number; p90: number } {
  let value = field.intercept
  for (let j = 0; j < field.coef.length; j++) {
    value += (field.coef[j] as number) * (((features[j] as number) - (variant.mean[j] as number)) / (variant.sd[j] as number))
  }
  let lnScale = field.scaleIntercept
  variant.scaleFeatures.forEach((j, k) => {
    const x = Math.min(variant.max[j] as number, Math.max(variant.min[j] as number, features[j] as number))
    lnScale += (field.scaleCoef[k] as number) * ((x - (variant.mean[j] as number)) / (variant.sd[j] as number))
  })
  const scale = Math.exp(lnScale)
  return { value, p10: value + field.q10 * scale, p90: value + field.q90 * scale }
}
