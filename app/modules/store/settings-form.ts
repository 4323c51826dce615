import { z } from '#app/utils/zod.ts'
import type { Submission } from '#app/utils/submission.ts'
import { type StoreSettings, storeSettingsSchema } from './settings.ts'

/**
 * The store settings as the admin edits them (/admin/settings, docs/product.md#store-settings): every
 * figure of `StoreSettings`, in sections, each with its kind, its bounds and its unit. One table
 * drives the form, its server-side validation (message codes, decision 008) and the audit log's
 * labels, so a new figure is one line here (and its label in the `admin` dictionary).
 */
export type SettingsUnit = 'businessDays' | 'days' | 'hours' | 'minutes' | 'months' | 'percent'

export type SettingsItem =
  | { kind: 'text'; path: string; maxLength: number }
  | { kind: 'email' | 'url' | 'phone' | 'iban' | 'toggle'; path: string }
  /** Euros typed with up to two decimals, stored as cents; `max` in cents. */
  | { kind: 'money'; path: string; max: number }
  | { kind: 'number'; path: string; unit?: SettingsUnit; min: number; max: number }
  /** `{ min, max }` of whole numbers: two inputs, `<path>.min` and `<path>.max`. */
  | { kind: 'range'; path: string; unit: SettingsUnit; min: number; max: number }
  /** Opening days `{ from, to }` (1 = Monday … 7 = Sunday). */
  | { kind: 'weekdays'; path: string }
  /** Opening hours `{ open, close }` as HH:MM. */
  | { kind: 'hours'; path: string }

export type SettingsSection = { id: string; items: readonly SettingsItem[] }

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never
/** An item as the table below writes it: its key inside its section's group of the settings. */
type ItemSpec = DistributiveOmit<SettingsItem, 'path'> & { key: string }

/** Each section edits one group of the settings (`shipping`, `returns`, …); 'store' edits the top-level figures. */
const sectionSpecs = [
  {
    id: 'store',
    group: null,
    items: [
      { kind: 'text', key: 'storeName', maxLength: 60 },
      { kind: 'url', key: 'socialUrl' },
    ],
  },
  {
    id: 'shipping',
    group: 'shipping',
    items: [
      { kind: 'money', key: 'standardPriceCents', max: 100_000 },
      { kind: 'money', key: 'freeFromCents', max: 10_000_000 },
      { kind: 'range', key: 'standardDays', unit: 'businessDays', min: 1, max: 30 },
      { kind: 'money', key: 'expressPriceCents', max: 100_000 },
      { kind: 'range', key: 'expressDays', unit: 'businessDays', min: 1, max: 30 },
      { kind: 'toggle', key: 'pickup' },
    ],
  },
  {
    id: 'production',
    group: 'production',
    items: [
      { kind: 'range', key: 'basicDays', unit: 'businessDays', min: 1, max: 120 },
      { kind: 'range', key: 'complexDays', unit: 'businessDays', min: 1, max: 120 },
      { kind: 'range', key: 'collectionDays', unit: 'days', min: 1, max: 180 },
    ],
  },
  {
    id: 'holds',
    group: 'holds',
    items: [
      { kind: 'number', key: 'cardMinutes', unit: 'minutes', min: 15, max: 1440 },
      { kind: 'number', key: 'transferDays', unit: 'days', min: 1, max: 30 },
    ],
  },
  {
    id: 'returns',
    group: 'returns',
    items: [
      { kind: 'number', key: 'sizeChangeDays', unit: 'days', min: 1, max: 365 },
      { kind: 'number', key: 'freeSizeChangesPerOrder', min: 0, max: 10 },
      { kind: 'range', key: 'sizeChangeWorkDays', unit: 'businessDays', min: 1, max: 60 },
      { kind: 'number', key: 'defectReportHours', unit: 'hours', min: 1, max: 720 },
      { kind: 'number', key: 'answerWithinHours', unit: 'hours', min: 1, max: 720 },
      { kind: 'range', key: 'refundDays', unit: 'businessDays', min: 1, max: 60 },
    ],
  },
  {
    id: 'terms',
    group: 'terms',
    items: [
      { kind: 'number', key: 'freeCancellationHours', unit: 'hours', min: 1, max: 720 },
      { kind: 'number', key: 'productionCancellationPercent', unit: 'percent', min: 0, max: 100 },
      { kind: 'number', key: 'urgentSurchargePercent', unit: 'percent', min: 0, max: 100 },
      { kind: 'number', key: 'warrantyMonths', unit: 'months', min: 1, max: 60 },
      { kind: 'number', key: 'termsNoticeDays', unit: 'days', min: 1, max: 365 },
    ],
  },
  {
    id: 'bank',
    group: 'bank',
    items: [
      { kind: 'iban', key: 'iban' },
      { kind: 'text', key: 'holder', maxLength: 120 },
      { kind: 'text', key: 'bankName', maxLength: 80 },
    ],
  },
  {
    id: 'contact',
    group: 'contact',
    items: [
      { kind: 'email', key: 'email' },
      { kind: 'phone', key: 'phone' },
      { kind: 'phone', key: 'whatsapp' },
      { kind: 'text', key: 'address', maxLength: 200 },
      { kind: 'weekdays', key: 'hoursDays' },
      { kind: 'hours', key: 'hoursTime' },
      { kind: 'number', key: 'replyWithinHours', unit: 'hours', min: 1, max: 720 },
    ],
  },
] as const satisfies readonly { id: string; group: keyof StoreSettings | null; items: readonly ItemSpec[] }[]

export const settingsSections: readonly SettingsSection[] = sectionSpecs.map((section) => ({
  id: section.id,
  items: section.items.map(({ key, ...item }): SettingsItem => ({ ...item, path: section.group ? `${section.group}.${key}` : key })),
}))

/** The names of the inputs an item posts: its path, or its path plus `.min`/`.max` (`.from`/`.to`, `.open`/`.close`). */
export function inputNames(item: SettingsItem): string[] {
  if (item.kind === 'range') return [`${item.path}.min`, `${item.path}.max`]
  if (item.kind === 'weekdays') return [`${item.path}.from`, `${item.path}.to`]
  if (item.kind === 'hours') return [`${item.path}.open`, `${item.path}.close`]
  return [item.path]
}

/** Every message code the form can answer (the page translates each: `admin.settings.errors.<code>`). */
export const settingsErrorCodes = [
  'required',
  'tooLong',
  'invalidEmail',
  'invalidUrl',
  'invalidPhone',
  'invalidIban',
  'invalidMoney',
  'tooHigh',
  'notWhole',
  'outOfRange',
  'maxBelowMin',
  'invalidTime',
  'closeNotAfterOpen',
  'lastDayBeforeFirst',
] as const

const allItems: readonly SettingsItem[] = settingsSections.flatMap((s) => s.items)
export const settingsInputNames: readonly string[] = allItems.flatMap(inputNames)

/** The item a stored path belongs to (`production.basicDays.min` → the basic production range), for the audit log. */
export function settingsItemFor(path: string): SettingsItem | undefined {
  return allItems.find((item) => item.path === path || path.startsWith(`${item.path}.`))
}

// ─── Reading the form ─────────────────────────────────────────────────────────────────────────

const text = (maxLength: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(maxLength, 'tooLong')

/** "49,90", "49.90", "1.250,00", "1250" → cents; at most two decimals. */
export function parseEuros(input: string): number | null {
  let value = input.replace(/[\s\u00a0€]/g, '')
  // A comma is the decimal mark (es); dots before it are thousands.
  if (value.includes(',')) value = value.replace(/\./g, '').replace(',', '.')
  else if (/^\d{1,3}(\.\d{3})+$/.test(value)) value = value.replace(/\./g, '')
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null
  const [whole, fraction = ''] = value.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** IBAN: country, check digits and the mod-97 checksum (ISO 13616), any spacing; written back in groups of four. */
export function normalizeIban(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '').toUpperCase()
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return null
  if (compact.startsWith('ES') && compact.length !== 24) return null
  const digits = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55))
  let remainder = 0
  for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97
  return remainder === 1 ? compact.replace(/(.{4})/g, '$1 ').trim() : null
}

const whole = (min: number, max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .regex(/^-?\d+$/, 'notWhole')
    .transform(Number)
    .refine((n) => n >= min && n <= max, 'outOfRange')

function fieldSchemas(item: SettingsItem): [string, z.ZodType][] {
  switch (item.kind) {
    case 'text':
      return [[item.path, text(item.maxLength)]]
    case 'email':
      return [[item.path, z.string({ error: 'required' }).trim().min(1, 'required').max(120, 'tooLong').pipe(z.email('invalidEmail'))]]
    case 'url':
      return [
        [
          item.path,
          z
            .string({ error: 'required' })
            .trim()
            .min(1, 'required')
            .max(300, 'tooLong')
            .pipe(z.url({ protocol: /^https$/, error: 'invalidUrl' })),
        ],
      ]
    case 'phone':
      return [
        [
          item.path,
          // Optional: empty until the shop has a number (nothing shows it then); never a made-up one.
          z
            .string()
            .trim()
            .optional()
            .transform((v) => v ?? '')
            .refine((v) => v === '' || (/^\+?[\d ().-]{6,24}$/.test(v) && (v.match(/\d/g) ?? []).length >= 6), 'invalidPhone'),
        ],
      ]
    case 'iban':
      return [
        [
          item.path,
          z
            .string({ error: 'required' })
            .trim()
            .min(1, 'required')
            .transform((v, ctx) => normalizeIban(v) ?? (ctx.addIssue({ code: 'custom', message: 'invalidIban' }), z.NEVER)),
        ],
      ]
    case 'money':
      return [
        [
          item.path,
          z
            .string({ error: 'required' })
            .trim()
            .min(1, 'required')
            .transform((v, ctx) => parseEuros(v) ?? (ctx.addIssue({ code: 'custom', message: 'invalidMoney' }), z.NEVER))
            .refine((cents) => cents <= item.max, 'tooHigh'),
        ],
      ]
    case 'number':
      return [[item.path, whole(item.min, item.max)]]
    case 'range':
      return inputNames(item).map((name) => [name, whole(item.min, item.max)])
    case 'weekdays':
      return inputNames(item).map((name) => [name, whole(1, 7)])
    case 'hours':
      return inputNames(item).map((name) => [
        name,
        z
          .string({ error: 'required' })
          .trim()
          .min(1, 'required')
          .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'invalidTime'),
      ])
    case 'toggle':
      // A checkbox posts 'on' when ticked and nothing otherwise.
      return [[item.path, z.unknown().transform((v) => v === 'on' || v === 'true')]]
  }
}

/** What a pair's second value must not be below, and the code when it is. */
function pairRule(item: SettingsItem): { first: string; second: string; code: string; strict: boolean } | null {
  const [first, second] = inputNames(item)
  if (item.kind === 'range') return { first: first!, second: second!, code: 'maxBelowMin', strict: false }
  if (item.kind === 'weekdays') return { first: first!, second: second!, code: 'lastDayBeforeFirst', strict: false }
  if (item.kind === 'hours') return { first: first!, second: second!, code: 'closeNotAfterOpen', strict: true }
  return null
}

const inputSchemas: [string, z.ZodType][] = allItems.flatMap(fieldSchemas)

/**
 * Reads the posted form: each input by its own schema, then each pair in order (max ≥ min, close
 * after open) where both halves were read. One message code per wrong input, keyed by its name;
 * the values come out flat (`{ 'shipping.freeFromCents': 4990, … }`) for `toStoreSettings`.
 * (Not one `z.object(…).superRefine`: zod skips the refinement once a transform has refused a value,
 * and the admin should see every problem of the form at once.)
 */
export function parseStoreSettingsForm(fields: Record<string, unknown>): Submission<Record<string, unknown>> {
  const values: Record<string, unknown> = {}
  const errors: Record<string, string> = {}
  for (const [name, schema] of inputSchemas) {
    const result = schema.safeParse(fields[name])
    if (result.success) values[name] = result.data
    else errors[name] = result.error.issues[0]?.message ?? 'invalid'
  }
  for (const item of allItems) {
    const rule = pairRule(item)
    if (!rule || !(rule.first in values) || !(rule.second in values)) continue
    const a = values[rule.first] as number | string
    const b = values[rule.second] as number | string
    if (rule.strict ? b <= a : b < a) errors[rule.second] = rule.code
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data: values }
}

/** The flat, parsed form as the settings it describes (checked again by the settings' own schema). */
export function toStoreSettings(flat: Record<string, unknown>, current: StoreSettings): StoreSettings {
  const next = structuredClone(current) as Record<string, unknown>
  for (const [name, value] of Object.entries(flat)) {
    const keys = name.split('.')
    let node = next
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>
    node[keys.at(-1)!] = value
  }
  return storeSettingsSchema.parse(next)
}

/** The settings as the form's inputs show them (money as "49,90" in Spanish, "49.90" in English). */
export function toFormValues(settings: StoreSettings, locale: 'es' | 'en'): Record<string, string> {
  const values: Record<string, string> = {}
  for (const item of allItems) {
    for (const name of inputNames(item)) {
      const value = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], settings)
      if (item.kind === 'money' && typeof value === 'number') {
        const euros = `${Math.floor(value / 100)}.${String(value % 100).padStart(2, '0')}`
        values[name] = locale === 'es' ? euros.replace('.', ',') : euros
      } else if (item.kind === 'toggle') values[name] = value ? 'on' : ''
      else values[name] = value === undefined || value === null ? '' : String(value)
    }
  }
  return values
}
