import { z } from '#app/utils/zod.ts'

/**
 * The stock adjustment form (/admin/stock/:fabricId, decision 008): a new figure counted on the
 * shelf, or metres found (+) or lost (−); always a reason. Metres with at most two decimals, in
 * either decimal mark ("12,5", "-0.75"); message codes under `adminPeople.stock.errors`.
 */

export const MAX_STOCK_METRES = 10_000
export const MAX_REASON_LENGTH = 300

/** "12,5", "12.50" → 12.5: at most two decimals, never negative (the catalogue form's rule, admin-schemas.ts). */
export function parseMetres(input: string): number | null {
  const value = input.replace(/\s|m$/g, '').replace(',', '.')
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(value)) return null
  return Number(value)
}

/** "+2,5", "-0.75", "−1" → 2.5, -0.75, -1; null if not a signed number with at most two decimals. */
export function parseSignedMetres(input: string): number | null {
  const text = input.replace(/\s/g, '').replace(/m$/, '').replace('−', '-')
  const match = /^([+-]?)(.*)$/.exec(text)!
  const value = parseMetres(match[2]!)
  if (value === null) return null
  return match[1] === '-' ? -value : value
}

const reason = z
  .string({ error: 'required' })
  .transform((v) => v.trim().replace(/\s+/g, ' '))
  .pipe(z.string().min(1, 'required').max(MAX_REASON_LENGTH, 'tooLong'))

const amount = z.string({ error: 'required' }).trim().min(1, 'required')

export const stockAdjustmentSchema = z.discriminatedUnion(
  'mode',
  [
    z.object({
      mode: z.literal('set'),
      metres: amount.transform((v, ctx) => parseMetres(v) ?? (ctx.addIssue({ code: 'custom', message: 'invalidMetres' }), z.NEVER)).refine((m) => m <= MAX_STOCK_METRES, 'tooHigh'),
      /** The figure the page showed: the write happens only while the row still holds it. */
      expected: z.string({ error: 'stale' }).transform((v, ctx) => parseMetres(v) ?? (ctx.addIssue({ code: 'custom', message: 'stale' }), z.NEVER)),
      reason,
    }),
    z.object({
      mode: z.literal('delta'),
      metres: amount
        .transform((v, ctx) => parseSignedMetres(v) ?? (ctx.addIssue({ code: 'custom', message: 'invalidDelta' }), z.NEVER))
        .refine((m) => m !== 0, 'zero')
        .refine((m) => Math.abs(m) <= MAX_STOCK_METRES, 'tooHigh'),
      reason,
    }),
  ],
  { error: 'invalidChoice' },
)

export type StockAdjustmentInput = z.output<typeof stockAdjustmentSchema>

export const stockErrorCodes = ['required', 'tooLong', 'invalidMetres', 'invalidDelta', 'zero', 'tooHigh', 'stale', 'invalidChoice'] as const
