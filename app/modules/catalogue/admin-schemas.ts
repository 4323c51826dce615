import { z } from '#app/utils/zod.ts'
import { patternKinds } from '#app/modules/artwork/pattern-kinds.ts'
import { parseEuros } from '#app/modules/store/settings-form-reading.ts'
import type { LocalizedText } from './localize.ts'

/**
 * The back office's catalogue forms (/admin/catalogue, /admin/products): one zod schema per record,
 * read from the flat form (`name.es`, `name.en`, …) and answered with a message code per field
 * (`adminCatalogue.errors.<code>`), as decision 008 says. Texts: Spanish required where the record
 * needs the text, English optional (the shop falls back to Spanish); English alone is refused.
 * Money in euros with at most two decimals, stored as cents; metres with at most two decimals.
 *
 * Products' form: product-admin-schemas.ts.
 */

export const partTypes = ['collar', 'cuff', 'sleeve', 'leg', 'waistband', 'length', 'detail'] as const
export type PartType = (typeof partTypes)[number]
export const garmentKinds = ['top', 'shirt', 'trousers', 'skirt'] as const
export const fabricMaterials = ['algodon', 'seda', 'lino'] as const
export const fabricTypes = ['basic', 'premium'] as const
export const complexities = ['basic', 'complex'] as const

/** The fabric's words besides its name, in the order the form and the shop show them. */
export const fabricTextKeys = [
  'subname',
  'description',
  'composition',
  'thread',
  'color',
  'technique',
  'aspect',
  'perceivedWeight',
  'softness',
  'brightness',
  'wrinkleResistance',
  'ironEffort',
  'seasonality',
  'uniformity',
  'origin',
  'washInstructions',
] as const
export type FabricTextKey = (typeof fabricTextKeys)[number]

export const catalogueErrorCodes = [
  'required',
  'tooLong',
  'esRequired',
  'invalidMoney',
  'tooHigh',
  'invalidMetres',
  'notPositive',
  'invalidRange',
  'maxBelowMin',
  'invalidChoice',
  'invalidColor',
  'chooseOne',
  'taken',
  'widthRange',
] as const
export type CatalogueErrorCode = (typeof catalogueErrorCodes)[number]

const optionalString = z.preprocess((v) => (typeof v === 'string' ? v : ''), z.string())

/** A localized text as two inputs `<name>.es` and `<name>.en`. */
export function localizedShape<N extends string>(name: N, { required, max }: { required: boolean; max: number }) {
  const es = required ? z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'tooLong') : optionalString.pipe(z.string().trim().max(max, 'tooLong'))
  const en = optionalString.pipe(z.string().trim().max(max, 'tooLong'))
  return { [`${name}.es`]: es, [`${name}.en`]: en } as unknown as Record<`${N}.es` | `${N}.en`, z.ZodType<string>>
}

/** English given without Spanish: the Spanish field is the one to fill. */
export function requireEsWithEn(names: readonly string[]) {
  return (value: object, ctx: z.RefinementCtx) => {
    const texts = (value ?? {}) as Record<string, unknown>
    for (const name of names) if (!texts[`${name}.es`] && texts[`${name}.en`]) ctx.addIssue({ code: 'custom', path: [`${name}.es`], message: 'esRequired' })
  }
}

export function toLocalized(value: Record<string, unknown>, name: string): LocalizedText {
  const es = String(value[`${name}.es`] ?? '')
  const en = String(value[`${name}.en`] ?? '')
  return en ? { es, en } : { es }
}

export const money = (maxCents: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .transform((v, ctx) => parseEuros(v) ?? (ctx.addIssue({ code: 'custom', message: 'invalidMoney' }), z.NEVER))
    .refine((cents) => cents <= maxCents, 'tooHigh')

/** "12,5", "12.50" → 12.5; at most two decimals, never negative. */
export function parseMetres(input: string): number | null {
  const value = input.replace(/\s|m$/g, '').replace(',', '.')
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(value)) return null
  return Number(value)
}

const metres = ({ positive, max }: { positive: boolean; max: number }) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .transform((v, ctx) => parseMetres(v) ?? (ctx.addIssue({ code: 'custom', message: 'invalidMetres' }), z.NEVER))
    .refine((m) => !positive || m > 0, 'notPositive')
    .refine((m) => m <= max, 'tooHigh')

/** A fabric's width in whole centimetres, selvage to selvage: the database allows 90–330 (fabrics_width_range). */
export const FABRIC_WIDTH_RANGE_CM = { min: 90, max: 330 } as const

const fabricWidth = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .transform((v, ctx) => (/^\d{1,4}$/.test(v.replace(/\s*cm$/i, '')) ? Number(v.replace(/\s*cm$/i, '')) : (ctx.addIssue({ code: 'custom', message: 'widthRange' }), z.NEVER)))
  .refine((cm) => cm >= FABRIC_WIDTH_RANGE_CM.min && cm <= FABRIC_WIDTH_RANGE_CM.max, 'widthRange')

export const choice = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: 'invalidChoice' })

// ─── Categories ──────────────────────────────────────────────────────────────────────────────

export const categoryFormSchema = z
  .object({
    ...localizedShape('name', { required: true, max: 60 }),
    ...localizedShape('description', { required: false, max: 300 }),
    garmentKind: choice(garmentKinds),
    fabricMetres: metres({ positive: true, max: 20 }),
    partTypes: z.array(z.enum(partTypes, { error: 'invalidChoice' })).max(partTypes.length),
  })
  .superRefine(requireEsWithEn(['description']), { when: () => true })

export type CategoryInput = { name: LocalizedText; description: LocalizedText; garmentKind: string; fabricMetres: number; partTypes: string[] }

export function toCategoryInput(data: z.output<typeof categoryFormSchema>): CategoryInput {
  return {
    name: toLocalized(data, 'name'),
    description: toLocalized(data, 'description'),
    garmentKind: data.garmentKind,
    fabricMetres: data.fabricMetres,
    partTypes: partTypes.filter((type) => data.partTypes.includes(type)),
  }
}

// ─── Fabrics ─────────────────────────────────────────────────────────────────────────────────

const color = z
  .string({ error: 'required' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'invalidColor')
  .transform((v) => v.slice(1).toLowerCase())

const fabricTextShapes = Object.assign(
  {},
  ...fabricTextKeys.map((key) => localizedShape(key, { required: key === 'description', max: key === 'description' || key === 'washInstructions' ? 600 : 120 })),
) as Record<string, z.ZodType<string>>

export const fabricFormSchema = z
  .object({
    ...localizedShape('name', { required: true, max: 60 }),
    ...fabricTextShapes,
    material: choice(fabricMaterials),
    type: choice(fabricTypes),
    price: money(100_000),
    /** Its width (cm): a design's metres are its pattern laid on it (docs/atelier.md#fabric-from-the-pattern). */
    widthCm: fabricWidth,
    /** Only when a fabric is added: after that its stock moves on the Stock page, with a reason. */
    stockMetres: metres({ positive: false, max: 10_000 }).optional(),
    patternKind: choice(patternKinds),
    patternBase: color,
    patternAccent: color,
  })
  .superRefine(requireEsWithEn(fabricTextKeys), { when: () => true })

export type FabricInput = {
  name: LocalizedText
  texts: Record<FabricTextKey, LocalizedText>
  material: (typeof fabricMaterials)[number]
  type: string
  priceCents: number
  widthCm: number
  /** Absent when editing: the stock page adjusts it (a delta, with a reason), so an order's metres are never overwritten. */
  stockMetres?: number
  pattern: { kind: string; base: string; accent: string }
}

export function toFabricInput(data: z.output<typeof fabricFormSchema>): FabricInput {
  const value = data as Record<string, unknown>
  return {
    name: toLocalized(value, 'name'),
    texts: Object.fromEntries(fabricTextKeys.map((key) => [key, toLocalized(value, key)])) as Record<FabricTextKey, LocalizedText>,
    material: data.material,
    type: data.type,
    priceCents: data.price,
    widthCm: data.widthCm,
    stockMetres: data.stockMetres,
    pattern: { kind: data.patternKind, base: data.patternBase, accent: data.patternAccent },
  }
}

// ─── Parts ───────────────────────────────────────────────────────────────────────────────────

export const partFormSchema = z
  .object({
    type: choice(partTypes),
    ...localizedShape('name', { required: true, max: 60 }),
    ...localizedShape('description', { required: false, max: 300 }),
    surcharge: money(100_000),
    /** The steps a design with this part does without (a short sleeve: the cuff), app/modules/catalogue/part-rules.ts. */
    omitsTypes: z
      .array(choice(partTypes))
      .max(partTypes.length, 'invalidChoice')
      .transform((types) => [...new Set(types)]),
  })
  .superRefine(requireEsWithEn(['description']), { when: () => true })
  .superRefine((data, ctx) => {
    if (data.omitsTypes.includes(data.type)) ctx.addIssue({ code: 'custom', path: ['omitsTypes'], message: 'ownType' })
  })

export type PartInput = { type: PartType; name: LocalizedText; description: LocalizedText; surchargeCents: number; omitsTypes: string[] }

export function toPartInput(data: z.output<typeof partFormSchema>): PartInput {
  return { type: data.type, name: toLocalized(data, 'name'), description: toLocalized(data, 'description'), surchargeCents: data.surcharge, omitsTypes: data.omitsTypes }
}

// ─── Sizes ───────────────────────────────────────────────────────────────────────────────────

/** "86-90" (cm), any dash and spacing → "86-90"; min ≤ max. */
const cmRange = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .transform((v, ctx) => {
    const match = /^(\d{2,3})\s*[-–—]\s*(\d{2,3})$/.exec(v)
    if (!match) return (ctx.addIssue({ code: 'custom', message: 'invalidRange' }), z.NEVER)
    const [min, max] = [Number(match[1]), Number(match[2])]
    if (min > max) return (ctx.addIssue({ code: 'custom', message: 'maxBelowMin' }), z.NEVER)
    return `${min}-${max}`
  })

export const sizeFormSchema = z
  .object({
    name: z.string({ error: 'required' }).trim().min(1, 'required').max(12, 'tooLong'),
    chest: cmRange,
    waist: cmRange,
    hip: cmRange,
    ...localizedShape('description', { required: false, max: 120 }),
  })
  .superRefine(requireEsWithEn(['description']), { when: () => true })

export type SizeInput = { name: string; chest: string; waist: string; hip: string; description: LocalizedText }

export function toSizeInput(data: z.output<typeof sizeFormSchema>): SizeInput {
  return { name: data.name, chest: data.chest, waist: data.waist, hip: data.hip, description: toLocalized(data, 'description') }
}

/** "Camisa de lino" → "camisa-de-lino": the record's address word, from its Spanish name. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
  return slug || 'item'
}

/** Cents as the form shows them: "49,90" in Spanish, "49.90" in English. */
export function centsToInput(cents: number, locale: 'es' | 'en'): string {
  const euros = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
  return locale === 'es' ? euros.replace('.', ',') : euros
}

export function metresToInput(metres: number, locale: 'es' | 'en'): string {
  const text = String(Math.round(metres * 100) / 100)
  return locale === 'es' ? text.replace('.', ',') : text
}
