import { z } from '#app/utils/zod.ts'
import type { Submission } from '#app/utils/submission.ts'
import { checkTaxId } from '#app/utils/tax-id.ts'
import { allItems, inputNames, type SettingsItem } from './settings-form.ts'
import { type StoreSettings, storeSettingsSchema } from './settings.ts'

/** The store settings' form as the server reads it (settings-form.ts holds its table): each input's schema, the pairs' rules, and the money and IBAN parsers. */

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
    case 'taxId':
      return [
        [
          item.path,
          z
            .string({ error: 'required' })
            .trim()
            .min(1, 'required')
            .transform((v, ctx) => {
              const checked = checkTaxId(v)
              if (checked.ok) return checked.value
              ctx.addIssue({ code: 'custom', message: checked.code === 'invalidControl' ? 'taxIdControl' : checked.code === 'required' ? 'required' : 'taxIdFormat' })
              return z.NEVER
            }),
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
