// The size screens' forms, validated on the server whatever the browser sent (issue #5 part 2).
// Issue messages are codes the forms translate under sizing.errors.*.

import { z } from '#app/utils/zod.ts'
import { INPUT_LIMITS, type BodyEstimateInput } from '#app/modules/sizing/estimate.ts'
import type { TapeMeasurements } from '#app/modules/sizing/estimate-keys.ts'
import { TAPE_LIMITS, TAPE_PARAMS } from '#app/modules/sizing/tape-fields.ts'
import { MEASUREMENT_FIELDS, computeTypedCm, parseMeasurement, warningRanges, type MeasurementField } from '#app/modules/sizing/fields.ts'
import { MEASUREMENT_MAX_CM, NOTES_MAX, PROFILE_NAME_MAX } from '#app/modules/sizing/limits.ts'
import { parseInseam } from '#app/modules/sizing/inseam.ts'
import { isNeckSize } from '#app/modules/sizing/neck-sizes.ts'
import { ESTIMATE_INPUTS, type EstimateInput } from '#app/modules/sizing/estimate-inputs.ts'
import { ESTIMATE_PARAMS, type EstimateParam, type TapeOnlyParam } from '#app/modules/sizing/size-views.ts'
import type { LengthUnit } from '#app/modules/sizing/units.ts'

type Fields = Record<string, string | undefined>

/** Form data → plain strings; absent fields stay absent so that "required" is reported for them. */
export function readForm(form: FormData, names: readonly string[]): Fields {
  return Object.fromEntries(names.map((name) => [name, typeof form.get(name) === 'string' ? (form.get(name) as string) : undefined]))
}

// ─── Standard size ────────────────────────────────────────────────────────────────────────────

/** A letter size; a neck size for collared garments; the inseam (cm) for trousers (inseam.ts). */
export function parseStandardSize(form: FormData, options: { sizes: readonly string[]; needsNeck: boolean; needsInseam?: boolean }) {
  const { size = '', neckUnit = 'cm', neck = '', inseam = '' } = readForm(form, ['size', 'neckUnit', 'neck', 'inseam'])
  const errors: Record<string, string> = {}
  if (!options.sizes.includes(size)) errors.size = 'chooseSize'
  if (options.needsNeck && !isNeckSize(neckUnit, neck)) errors.neck = 'chooseNeck'
  const leg = options.needsInseam ? parseInseam(inseam) : null
  if (leg && !leg.ok) errors.inseam = leg.code
  if (Object.keys(errors).length > 0) return { ok: false, errors, input: { size, neckUnit, neck, inseam } } as const
  const unit = neckUnit as LengthUnit
  return { ok: true, data: { size, ...(options.needsNeck ? { neck: { unit, value: neck } } : {}), ...(leg?.ok ? { inseamCm: leg.cm } : {}) } } as const
}

// ─── Measurement profile ──────────────────────────────────────────────────────────────────────

export type MeasurementErrors = {
  name?: 'required' | 'tooLong'
  notes?: 'tooLong'
  fields: Partial<Record<MeasurementField, 'required' | 'notNumber' | 'notPositive' | 'tooLarge'>>
  /** The form as a whole: she already keeps MAX_PROFILES profiles (limits.ts). */
  form?: 'profileLimit'
}

export type MeasurementSubmission = {
  name: string
  notes: string
  unit: LengthUnit
  /** Centimetres, one decimal. */
  values: Record<MeasurementField, number>
  /** Fields outside their warning range: saved only once the customer confirms them. */
  outOfRange: MeasurementField[]
}

export type MeasurementInput = { name: string; notes: string; unit: LengthUnit; values: Partial<Record<MeasurementField, string>> }

type ValueError = MeasurementErrors['fields'][MeasurementField]

/**
 * One of the 22 values, typed in `unit` ("82,5" accepted), as stored: cm with one decimal. The
 * checks read the stored value, so "0,04" (0 cm once rounded) is refused, not kept as 0.
 */
function measurementValue(unit: LengthUnit) {
  return z
    .string()
    .trim()
    .min(1, 'required')
    .transform((text, ctx) => {
      const cm = computeTypedCm(text, unit)
      const problem: ValueError | null = cm === null ? 'notNumber' : !(cm > 0) ? 'notPositive' : cm > MEASUREMENT_MAX_CM ? 'tooLarge' : null
      if (cm !== null && !problem) return cm
      ctx.addIssue({ code: 'custom', message: problem ?? 'notNumber' })
      return z.NEVER
    })
}

function measurementFormSchema(unit: LengthUnit) {
  return z.object({
    name: z.string().trim().min(1, 'required').max(PROFILE_NAME_MAX, 'tooLong'),
    notes: z
      .string()
      .max(NOTES_MAX, 'tooLong')
      .transform((notes) => notes.trim()),
    values: z.object(Object.fromEntries(MEASUREMENT_FIELDS.map((f) => [f, measurementValue(unit)])) as Record<MeasurementField, ReturnType<typeof measurementValue>>),
  })
}

/**
 * The measurement form: a name (required, ≤ 100 characters), the 22 values (required, numbers
 * above 0, "82,5" accepted) in the unit chosen, stored in cm; notes optional.
 */
export function parseMeasurementForm(form: FormData) {
  const raw = readForm(form, ['name', 'notes', 'unit', ...MEASUREMENT_FIELDS])
  const unit: LengthUnit = raw.unit === 'in' ? 'in' : 'cm'
  const input: MeasurementInput = {
    name: raw.name ?? '',
    notes: raw.notes ?? '',
    unit,
    values: Object.fromEntries(MEASUREMENT_FIELDS.map((f) => [f, raw[f] ?? ''])),
  }
  const result = measurementFormSchema(unit).safeParse(input)
  if (!result.success) {
    // Not firstErrorPerField (submission.ts): the 22 values are nested under `values`, and each one
    // needs its own message, so the first issue is kept per value, not per top-level field.
    const errors: MeasurementErrors = { fields: {} }
    for (const issue of result.error.issues) {
      const [where, field] = issue.path
      if (where === 'name') errors.name ??= issue.message as MeasurementErrors['name']
      else if (where === 'notes') errors.notes = 'tooLong'
      else if (where === 'values') errors.fields[field as MeasurementField] ??= issue.message as ValueError
    }
    return { ok: false, errors, input } as const
  }
  const { name, notes, values } = result.data
  const outOfRange = MEASUREMENT_FIELDS.filter((f) => values[f] < warningRanges[f].min || values[f] > warningRanges[f].max)
  return { ok: true, data: { name, notes, unit, values, outOfRange } satisfies MeasurementSubmission, input } as const
}

/**
 * The fields a rejected submission has no value for, in the spec's order (for the toast's list): empty,
 * or text that is not a number (letters are no value, issue 18 item 13).
 */
export function computeMissingFields(errors: MeasurementErrors): MeasurementField[] {
  return MEASUREMENT_FIELDS.filter((f) => errors.fields[f] === 'required' || errors.fields[f] === 'notNumber')
}

// ─── Estimated body profile ───────────────────────────────────────────────────────────────────

const isTapeOnly = (param: EstimateParam): param is TapeOnlyParam => Object.hasOwn(TAPE_LIMITS, param)
const ESTIMATE_INPUT_OF = new Map<EstimateParam, EstimateInput>(ESTIMATE_INPUTS.map((input) => [input.param, input]))

export type EstimateErrors = Partial<Record<EstimateParam, { code: 'required' | 'notNumber' | 'range'; min: number; max: number }>>

/**
 * Height and weight (required), age and bust / waist / hip (optional), within the estimate's limits;
 * the garment's tape measurements (optional, estimate-keys.ts) come back as `tape`, by field.
 */
export function parseEstimateInput(source: Record<string, string | undefined>) {
  const errors: EstimateErrors = {}
  const input: Partial<BodyEstimateInput> = {}
  const tape: TapeMeasurements = {}
  const texts = Object.fromEntries(ESTIMATE_PARAMS.map((p) => [p, (source[p] ?? '').trim()])) as Record<EstimateParam, string>
  for (const param of ESTIMATE_PARAMS) {
    const row = isTapeOnly(param) ? null : ESTIMATE_INPUT_OF.get(param)!
    const [min, max] = row ? INPUT_LIMITS[row.key] : TAPE_LIMITS[param as TapeOnlyParam]
    const group = row?.group
    const text = texts[param]
    if (text === '') {
      if (group === 'required') errors[param] = { code: 'required', min, max }
      continue
    }
    const value = parseMeasurement(text)
    // Checked as used (one decimal), so a value that rounds outside the limits is refused.
    const rounded = value === null ? null : Math.round(value * 10) / 10
    if (rounded === null) errors[param] = { code: 'notNumber', min, max }
    else if (rounded < min || rounded > max) errors[param] = { code: 'range', min, max }
    else if (row) input[row.key] = rounded
    else tape[TAPE_PARAMS[param as TapeOnlyParam]] = rounded
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, texts } as const
  return { ok: true, data: input as BodyEstimateInput, tape, texts } as const
}
