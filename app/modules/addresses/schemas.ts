import { z } from '#app/utils/zod.ts'
import { computePostalProblems, isPhoneNumber } from '#app/modules/addresses/postal-codes.ts'

/** How many addresses a customer may keep: enough for home, work and family, not a mailing list. */
export const MAX_ADDRESSES = 20

const text = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'tooLong')

/**
 * A shipping address as the form sends it (`addressShape`: also the checkout's contact form's fields). Field messages are keys (`required`, `tooLong`,
 * `invalidPhone`); the page words them per field, as the checkout's guest form does (§8).
 */
export const addressShape = {
  fullName: text(120),
  phone: z.string({ error: 'required' }).trim().min(1, 'required').max(30, 'tooLong').refine(isPhoneNumber, 'invalidPhone'),
  street: text(200),
  postalCode: text(12),
  city: text(100),
  province: text(100),
  // Optional in the spec, 'España' by default.
  country: z
    .string()
    .trim()
    .max(60, 'tooLong')
    .optional()
    .transform((v) => v || 'España'),
}

/**
 * The postal code against the country's pattern and, in Spain, the province (postal-codes.ts). Runs
 * after the fields' own checks, even when another field is refused, so every message shows at once.
 */
export function checkPostalAddress(address: { postalCode?: unknown; province?: unknown; country?: unknown }, ctx: z.RefinementCtx) {
  const text = (v: unknown) => (typeof v === 'string' ? v : '')
  const problems = computePostalProblems({ postalCode: text(address.postalCode), province: text(address.province), country: text(address.country) })
  for (const [field, code] of Object.entries(problems)) ctx.addIssue({ code: 'custom', path: [field], message: code })
}

export const addressSchema = z
  .object({
    ...addressShape,
    makeDefault: z
      .string()
      .optional()
      .transform((v) => v === 'on' || v === 'true'),
  })
  .superRefine(checkPostalAddress)

export type AddressInput = z.infer<typeof addressSchema>
export const addressFields = ['fullName', 'phone', 'street', 'postalCode', 'city', 'province', 'country'] as const
export type AddressField = (typeof addressFields)[number]
export const addressMaxLength: Record<AddressField, number> = { fullName: 120, phone: 30, street: 200, postalCode: 12, city: 100, province: 100, country: 60 }
