import { z } from '#app/utils/zod.ts'
import { emailRule } from '#app/modules/accounts/schemas.ts'

/**
 * Buying a gift card (docs/product.md#gift-cards): an amount from 25 to 500 € (a preset or her own,
 * in whole euros), who it is for, a message, the day it is sent (today up to a year ahead) and, for a
 * guest, where the receipt goes. Message codes are words the page translates.
 */
export const GIFT_MIN_EUROS = 25
export const GIFT_MAX_EUROS = 500
export const GIFT_PRESETS = [25, 50, 100, 200] as const
export const GIFT_MESSAGE_MAX = 300

const email = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .refine((v) => !/\s/.test(v), 'invalidEmail')
  .pipe(emailRule)

const name = z.string({ error: 'required' }).trim().min(1, 'required').max(80, 'tooLong')

/** Whole euros from 25 to 500: a preset, or her own amount when she chose 'other'. */
export function parseGiftAmount(amount: unknown, customAmount: unknown): { ok: true; cents: number } | { ok: false; field: 'amount' | 'customAmount'; error: string } {
  if (typeof amount !== 'string' || amount === '') return { ok: false, field: 'amount', error: 'amountRequired' }
  const own = amount === 'other'
  const field = own ? 'customAmount' : 'amount'
  const euros = (own ? (typeof customAmount === 'string' ? customAmount : '') : amount).trim().replace(',', '.')
  if (!euros) return { ok: false, field, error: 'amountRequired' }
  if (!/^\d{1,6}(\.0{1,2})?$/.test(euros)) return { ok: false, field, error: 'wholeEuros' }
  const value = Number(euros)
  if (value < GIFT_MIN_EUROS || value > GIFT_MAX_EUROS) return { ok: false, field, error: 'amountRange' }
  return { ok: true, cents: Math.round(value * 100) }
}

/** `today` and `lastDay` are the shop's dates (Europe/Madrid) as YYYY-MM-DD, which compare as strings. */
export function giftCardPurchaseSchema(today: string, lastDay: string, guest: boolean) {
  return z.object({
    recipientName: name,
    recipientEmail: email,
    senderName: name,
    message: z.string().trim().max(GIFT_MESSAGE_MAX, 'tooLong').optional().default(''),
    sendOn: z
      .string({ error: 'required' })
      .trim()
      .min(1, 'required')
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate')
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'invalidDate')
      .refine((v) => v >= today, 'pastDate')
      .refine((v) => v <= lastDay, 'tooFar'),
    buyerEmail: guest ? email : z.string().optional(),
    paymentMethod: z.string({ error: 'paymentRequired' }).min(1, 'paymentRequired'),
    attempt: z.string().uuid('invalid'),
  })
}

export const giftCardFields = ['amount', 'customAmount', 'recipientName', 'recipientEmail', 'senderName', 'message', 'sendOn', 'buyerEmail', 'paymentMethod'] as const
