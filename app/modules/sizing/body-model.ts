// Shape of the committed body model (body-model.json) and the features it is computed on.
// Shared by the server-side estimate and by the training script, so that the features a model
// was trained on are, by construction, the features it is applied to.

/**
 * The optional girths a customer may give, in bit order of a variant's mask. The abdomen is ANSUR II's
 * navel-level girth; the natural waist is not in the survey and is never a model input (decision 003).
 */
export const GIRTH_INPUTS = ['contornoBusto', 'contornoAbdomen', 'contornoCadera'] as const
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
  /** Training range of the raw inputs: squared terms turn linear beyond it (see computeFeatures). */
  inputRange: Record<'heightCm' | 'weightKg' | 'age' | 'bmi' | GirthInput, [number, number]>
  variants: VariantModel[]
}

/**
 * The JSON module is typed by TypeScript from its content (plain number arrays, one object type
 * per variant), so it is checked once at load and then treated as a BodyModel. A wrong or stale
 * file fails at start-up instead of estimating NaNs.
 */
export function parseBodyModel(json: unknown): BodyModel {
  const model = json as Partial<BodyModel> | null
  const masks = new Set(model?.variants?.map((v) => v.mask))
  if (model?.version !== 2 || typeof model.medianAge !== 'number' || !model.inputRange || masks.size !== 1 << GIRTH_INPUTS.length) {
    throw new Error('body-model.json is missing or outdated: run npm run train:body')
  }
  return model as BodyModel
}

export function computeMask(girths: Partial<Record<GirthInput, number>>): number {
  return GIRTH_INPUTS.reduce((mask, g, i) => (girths[g] === undefined ? mask : mask | (1 << i)), 0)
}

export function computeGivenGirths(mask: number): GirthInput[] {
  return GIRTH_INPUTS.filter((_, i) => (mask & (1 << i)) !== 0)
}

/**
 * x² inside the training range, continued by its tangent outside it. A squared term frozen at the
 * edge would leave the (large, opposite-signed) linear term alone and steepen the estimate; the
 * tangent keeps the slope the model had at the edge of the data.
 */
export function computeTangentSquare(x: number, [lo, hi]: [number, number]): number {
  if (x > hi) return hi * hi + 2 * hi * (x - hi)
  if (x < lo) return lo * lo + 2 * lo * (x - lo)
  return x * x
}

/**
 * Engineered features. Body mass index and log weight carry the shape of weight-for-height that
 * a straight line in weight misses; age² the slowing of change with age. Squared terms turn into
 * their tangent beyond the training range so that, past the women in the data, the estimate
 * continues along straight lines instead of bending away on a parabola. Ratios between the given girths
 * describe body shape (pear, apple) independently of size.
 */
export function computeFeatures(inputs: ModelInputs, mask: number, range: BodyModel['inputRange']): { names: string[]; values: number[] } {
  const h = inputs.heightCm
  const w = inputs.weightKg
  const bmi = w / (h / 100) ** 2
  const names = ['height', 'weight', 'age', 'bmi', 'lnWeight', 'age2t', 'bmi2t']
  const values = [h, w, inputs.age, bmi, Math.log(w), computeTangentSquare(inputs.age, range.age), computeTangentSquare(bmi, range.bmi)]
  const given = computeGivenGirths(mask)
  for (const g of given) {
    const v = inputs.girths[g]
    if (v === undefined) throw new Error(`computeFeatures: ${g} is required by variant ${mask}`)
    names.push(g, `${g}2t`)
    values.push(v, computeTangentSquare(v, range[g]))
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
export function computeFieldPrediction(variant: VariantModel, field: FieldModel, features: readonly number[]): { value: number; p10: number; p90: number } {
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
