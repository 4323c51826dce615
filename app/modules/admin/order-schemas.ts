import { z } from '#app/utils/zod.ts'
import { shipmentFields } from '#app/modules/orders/shipment-fields.ts'
import { parseEuros } from '#app/modules/store/settings-form-reading.ts'
import { orderStatuses } from '#app/modules/orders/status.ts'

/*
 * The order forms of the back office (issue 17, item 6): the list's filters and every action of the
 * order page, one `intent` each (decision 008). Message codes, translated by the page under
 * `admin.orders.errors.<code>`.
 */

export const ORDER_NOTE_MAX = 1000
export const CANCEL_REASON_MAX = 300

const paymentMethods = ['card', 'test_card', 'transfer', 'gift_card'] as const
export const adminPaymentMethods = paymentMethods

const isoDay = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v))

/**
 * The list's query: anything it does not understand is dropped (an old or hand-made link still
 * shows a list), never an error.
 */
export function readOrderFilters(params: URLSearchParams) {
  const pick = <T>(schema: z.ZodType<T>, value: string | null): T | undefined => {
    if (value === null || value === '') return undefined
    const parsed = schema.safeParse(value)
    return parsed.success ? parsed.data : undefined
  }
  const uuid = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/)
  return {
    filters: {
      status: pick(z.enum(orderStatuses as [string, ...string[]]), params.get('status')) as (typeof orderStatuses)[number] | undefined,
      payment: pick(z.enum(paymentMethods), params.get('payment')),
      from: pick(isoDay, params.get('from')),
      to: pick(isoDay, params.get('to')),
      q: pick(z.string().trim().min(1).max(100), params.get('q')),
      refund: pick(z.literal('1'), params.get('refund')),
      paid: pick(z.literal('1'), params.get('paid')),
    },
    before: pick(uuid, params.get('before')),
    after: pick(uuid, params.get('after')),
  }
}

const euros = z
  .string()
  .optional()
  .transform((given, ctx) => {
    const v = (given ?? '').trim()
    if (v === '') return null
    const cents = parseEuros(v)
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: 'invalidMoney' })
      return z.NEVER
    }
    return cents
  })

export const orderActionSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('confirmTransfer') }),
    z.object({ intent: z.literal('startProduction') }),
    z.object({ intent: z.literal('ship'), ...shipmentFields }),
    z.object({ intent: z.literal('deliver') }),
    z.object({
      intent: z.literal('cancel'),
      reason: z.string({ error: 'required' }).trim().min(1, 'required').max(CANCEL_REASON_MAX, 'tooLong'),
      refund: euros,
    }),
    z.object({ intent: z.literal('note'), note: z.string({ error: 'required' }).trim().min(1, 'required').max(ORDER_NOTE_MAX, 'tooLong') }),
    z.object({ intent: z.literal('retryRefund') }),
    z.object({ intent: z.literal('refundDone') }),
    // A garment's pattern drafted again (issue 35 follow-up): the order item, checked against the order by the action.
    z.object({ intent: z.literal('redraftPattern'), item: z.string().max(100).optional().default('') }),
  ],
  { error: 'unknownAction' },
)

export type OrderAction = z.output<typeof orderActionSchema>
export type OrderIntent = OrderAction['intent']
