/**
 * What the newsletter form hears back, shared by the action and the form. Pure (no zod): the form
 * is on the home page. The answer never says whether an address was already subscribed.
 */
export type NewsletterOutcome = 'sent' | 'required' | 'invalid' | 'unavailable'

export type NewsletterActionData = { outcome: NewsletterOutcome }

const outcomes: readonly string[] = ['sent', 'required', 'invalid', 'unavailable'] satisfies NewsletterOutcome[]

/** The `?newsletter=` flag a browser without JavaScript is redirected back with. */
export const newsletterFlagParam = 'newsletter'

export function isNewsletterOutcome(value: unknown): value is NewsletterOutcome {
  return typeof value === 'string' && outcomes.includes(value)
}
