import { z } from '#app/utils/zod.ts'
import { computeNewsletterEmailError, normalizeNewsletterEmail } from './email-rule.ts'

/**
 * The server's view of the newsletter form. The rule itself lives in email-rule.ts so the home
 * page can run it without zod; an issue's message is the rule's error code ('required' | 'invalid').
 */
export const newsletterSubscribeSchema = z.object({
  email: z.unknown().transform((value, ctx) => {
    const error = computeNewsletterEmailError(value)
    if (error) {
      ctx.addIssue({ code: 'custom', message: error })
      return z.NEVER
    }
    return normalizeNewsletterEmail(value).toLowerCase()
  }),
})

export type NewsletterSubscribeInput = z.output<typeof newsletterSubscribeSchema>

/** Tokens are 32 url-safe characters (24 random bytes); anything else is not worth a query. */
export const newsletterTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{32}$/)
