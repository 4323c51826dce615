import { z } from 'zod'
import { normalizeOrderNumber } from '#app/modules/orders/order-number.ts'
import { parseSubmission, type Submission } from '#app/utils/submission.ts'

/**
 * What she can ask for, in the order of the one returns policy (docs/product.md#returns-and-exchanges):
 * a size change, an adjustment, a defect; then what the spec's form also offered.
 */
export const returnReasons = ['size', 'adjustment', 'quality', 'different', 'defect', 'other'] as const
export type ReturnReason = (typeof returnReasons)[number]

export const returnLimits = { orderNumber: 40, email: 254, comments: 2000 } as const

/** Anything shaped like an order number: letters and digits in hyphenated groups (what the form took before orders existed). */
export const orderNumberPattern = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/

export function isOrderNumber(value: string): boolean {
  return value.length <= returnLimits.orderNumber && orderNumberPattern.test(value)
}

/**
 * The shop's own numbers as the order lookup reads them (GM-2026-000123, any case, spaces or other
 * dashes, or none) become the canonical number, so the request can be linked to its order; any other
 * number in the old format is kept in capitals (an order from before the shop's numbering, a typo
 * the shop can still read).
 */
function canonicalOrderNumber(value: string): string {
  return normalizeOrderNumber(value) ?? value.toUpperCase()
}

/**
 * The return request form (docs/product.md#returns-and-exchanges), shared by the form's client
 * check and the action. Issue messages are codes the form translates: required, tooLong,
 * invalidEmail, orderNumberFormat, reasonRequired.
 */
export const returnRequestSchema = z.object({
  orderNumber: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(returnLimits.orderNumber, 'tooLong')
    .refine((value) => normalizeOrderNumber(value) !== null || orderNumberPattern.test(value), 'orderNumberFormat')
    .transform(canonicalOrderNumber),
  email: z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .max(returnLimits.email, 'tooLong')
    .pipe(z.email('invalidEmail'))
    .transform((value) => value.toLowerCase()),
  reason: z.enum(returnReasons, { error: 'reasonRequired' }),
  comments: z
    .string()
    .trim()
    .max(returnLimits.comments, 'tooLong')
    .optional()
    .transform((value) => value ?? ''),
})

export type ReturnRequestInput = z.output<typeof returnRequestSchema>
export type ReturnRequestField = keyof ReturnRequestInput
export type ReturnRequestErrors = Partial<Record<ReturnRequestField, string>>

/** Form data → the schema's input: absent fields stay absent, so "required" is reported for them. */
export function readReturnRequestForm(form: FormData) {
  const value = (name: string) => {
    const v = form.get(name)
    return typeof v === 'string' ? v : undefined
  }
  return { orderNumber: value('orderNumber'), email: value('email'), reason: value('reason') || undefined, comments: value('comments') }
}

/** Validates and returns either the clean request or the first message code per field. */
export function parseReturnRequest(input: unknown): Submission<ReturnRequestInput> {
  return parseSubmission(returnRequestSchema, input)
}

/** "R-00042": what the customer quotes when she writes to us about her request. */
export function formatReturnRequestNumber(id: number): string {
  return `R-${String(id).padStart(5, '0')}`
}

export const returnRequestNumberPattern = /^R-\d{5,}$/
