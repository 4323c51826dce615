import { z } from '#app/utils/zod.ts'
import { computeProvinceFromPostal } from '#app/modules/addresses/postal-codes.ts'
import { addressShape, checkPostalAddress } from '#app/modules/addresses/schemas.ts'
import { emailRule } from '#app/modules/accounts/schemas.ts'

/**
 * The checkout's 'DATOS PERSONALES' (docs/product.md#checkout): the guest form's fields and rules.
 * Message codes are words the page turns into the spec's sentences, per field
 * ('El nombre completo es obligatorio', 'El formato del email no es válido', …).
 */
const flag = z
  .string()
  .optional()
  .transform((v) => v === 'on' || v === 'true')

export const DEDICATION_MAX = 300

/** What every customer answers, whichever address she ships to. */
const extrasShape = {
  prefWhatsapp: flag,
  prefEmail: flag,
  prefSms: flag,
  isGift: flag,
  wantsDedication: flag,
  dedication: z.string().trim().max(DEDICATION_MAX, 'tooLong').optional().default(''),
}

const needsDedication = (v: { wantsDedication: boolean; dedication: string }, ctx: z.RefinementCtx) => {
  if (v.wantsDedication && !v.dedication) ctx.addIssue({ code: 'custom', path: ['dedication'], message: 'required' })
}

/** A Spanish address's province, when she left it empty, is the one its postal code names (docs/product.md#checkout). */
function fillProvince(input: unknown): unknown {
  if (typeof input !== 'object' || input === null) return input
  const fields = input as Record<string, unknown>
  const text = (v: unknown) => (typeof v === 'string' ? v : '')
  if (text(fields.province).trim() !== '') return input
  const province = computeProvinceFromPostal(text(fields.postalCode), text(fields.country))
  return province ? { ...fields, province } : input
}

/** A guest, or a customer typing a new address. */
export const contactSchema = z.preprocess(
  fillProvince,
  z
    .object({
      ...addressShape,
      email: z
        .string({ error: 'required' })
        .trim()
        .min(1, 'required')
        .refine((v) => !/\s/.test(v), 'invalidEmail')
        .pipe(emailRule),
      ...extrasShape,
      saveAddress: flag,
    })
    .superRefine(needsDedication)
    .superRefine(checkPostalAddress),
)

/** A signed-in customer shipping to one of her saved addresses (which the server reads, by id, as hers). */
export const savedAddressContactSchema = z.object({ addressId: z.string().uuid('addressGone'), ...extrasShape }).superRefine(needsDedication)

export type ContactInput = z.infer<typeof contactSchema>

export const contactFields = [
  'fullName',
  'email',
  'phone',
  'prefWhatsapp',
  'prefEmail',
  'prefSms',
  'street',
  'postalCode',
  'city',
  'province',
  'country',
  'isGift',
  'wantsDedication',
  'dedication',
  'saveAddress',
] as const

export const shippingSchema = z.object({ shippingMethod: z.enum(['standard', 'express', 'pickup'], { error: 'required' }), urgent: flag })

/** Gift-card codes: 16 letters and digits shown in groups of four (GMLA-7K2P-…); typed in any case, with or without dashes. */
export const giftCodeSchema = z
  .string()
  .trim()
  .max(40, 'invalidCode')
  .transform((v) => v.toUpperCase().replace(/[\s-]/g, ''))
  .refine((v) => /^[A-Z0-9]{16}$/.test(v), 'invalidCode')

export const paymentSchema = z.object({ paymentMethod: z.enum(['card', 'test_card', 'transfer'], { error: 'required' }) })
