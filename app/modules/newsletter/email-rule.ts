/**
 * The newsletter's e-mail rule (docs/product.md#newsletter), shared by the form's client check and the
 * server's schema. Pure and dependency-free on purpose: the home page ships it, and zod stays off
 * that page's tight JS budget.
 */

/** text @ domain . top-level part of 2+ letters, case-insensitive. */
export const newsletterEmailPattern = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i

/** RFC 5321's limit for a whole address. */
export const newsletterEmailMaxLength = 254

export type NewsletterEmailError = 'required' | 'invalid'

/** The spec's exact messages, keyed by error (kept in English in both languages, as the spec says). */
export const newsletterErrorKeys = {
  required: 'common.newsletter.required',
  invalid: 'common.newsletter.invalid',
} as const satisfies Record<NewsletterEmailError, string>

/** Normalises what was typed: surrounding spaces never count. */
export function normalizeNewsletterEmail(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

/** null when the address is acceptable, otherwise which rule it breaks. */
export function computeNewsletterEmailError(value: unknown): NewsletterEmailError | null {
  const email = normalizeNewsletterEmail(value)
  if (email === '') return 'required'
  if (email.length > newsletterEmailMaxLength || !newsletterEmailPattern.test(email)) return 'invalid'
  return null
}
