import { z } from '#app/utils/zod.ts'
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

// A request's number, written and read (app/utils/request-numbers.ts: the back office's change log reads it too).
export { formatReturnRequestNumber, parseReturnRequestNumber } from '#app/utils/request-numbers.ts'

export const returnRequestNumberPattern = /^R-\d{5,}$/

// ─── The back office (docs/product.md#admin-requests) ────────────────────────────────────────────

export const REQUEST_NOTE_MAX = 1000
export const REQUEST_REPLY_MAX = 5000
export const REQUEST_SEARCH_MAX = 100

const requestStatusValues = ['new', 'answered', 'closed'] as const

/**
 * The list's query (`/admin/requests?status=new&reason=size&q=…`): anything it does not understand is
 * dropped (an old or hand-made link still shows a list), never an error.
 */
export function readRequestFilters(params: URLSearchParams) {
  const pick = <T>(schema: z.ZodType<T>, value: string | null): T | undefined => {
    if (value === null || value === '') return undefined
    const parsed = schema.safeParse(value)
    return parsed.success ? parsed.data : undefined
  }
  const cursor = z.coerce.number().int().positive().max(2_147_483_647)
  return {
    filters: {
      status: pick(z.enum(requestStatusValues), params.get('status')),
      reason: pick(z.enum(returnReasons), params.get('reason')),
      q: pick(z.string().trim().min(1).max(REQUEST_SEARCH_MAX), params.get('q')),
    },
    before: pick(cursor, params.get('before')),
    after: pick(cursor, params.get('after')),
  }
}

/**
 * Every form of a request's page, one `intent` each (decision 008). Message codes, which the request's
 * page translates.
 */
export const requestActionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('status'), to: z.enum(requestStatusValues, { error: 'unknownStatus' }) }),
    z.object({ intent: z.literal('note'), note: z.string({ error: 'required' }).trim().min(1, 'required').max(REQUEST_NOTE_MAX, 'tooLong') }),
    z.object({
      intent: z.literal('reply'),
      message: z
        .string({ error: 'required' })
        .transform((v) => v.replace(/\r\n?/g, '\n').trim())
        .pipe(z.string().min(1, 'required').max(REQUEST_REPLY_MAX, 'tooLong')),
    }),
  ],
  { error: 'unknownAction' },
)

export type RequestAction = z.output<typeof requestActionSchema>
export type RequestIntent = RequestAction['intent']
