import { z } from '#app/utils/zod.ts'

/**
 * What the workshop writes when it ships an order: the carrier, and the tracking link — an https
 * address (it becomes a button in her e-mail), or nothing (a pickup, a carrier without one).
 */
export const shipmentFields = {
  carrier: z.string({ error: 'required' }).trim().min(1, 'required').max(60, 'tooLong'),
  trackingUrl: z
    .string()
    .trim()
    .max(500, 'tooLong')
    .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), 'invalidUrl')
    .transform((v) => v || null),
}
