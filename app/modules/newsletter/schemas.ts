import { z } from 'zod'
import { computeNewsletterEmailError, normalizeNewsletterEmail } from './email-rule.ts'

/**
 * The server's view of the newsletter form. The rule itself lives in email-rule.ts so the home
 * page can run it without zod; the issue message is the rule's error code ('required' | 'invalid').
 */
export const newsletterSubscribeSchema = z.object({
  email: z
    .unknown()
    .transform((value, ctx) => {
      const error = computeNewsletterEmailError(value)
      if (error) {
        ctx.addIssue({ code: 'custom', message: error })
        return z.NEVER
      }
      return normalizeNewsletterEmail(value).toLowerCase()
    }),
  /** Where a browser without JavaScript goes back to (a same-site path); absent for fetcher posts. */
  redirectTo: z
    .string()
    .optional()
    .transform((value) => (value && /^\/(?![/\\])/.test(value) ? value : undefined)),
})

export type NewsletterSubscribeInput = z.output<typeof newsletterSubscribeSchema>
