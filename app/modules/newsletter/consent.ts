/**
 * What the shop records of a newsletter consent (GDPR art. 7.1: it must be able to show she gave it):
 * where she asked for it, when, and which wording of the notice she read beside the form
 * (`common.privacyNotice.newsletter`); the confirmation link in the e-mail is when she gave it.
 * Change the notice's text → give it a new version here (consent.test.ts fails until then).
 */
export const newsletterConsentTextVersion = '2026-11-27'

/** The forms that subscribe: the footer's and the block on the home, /login and /register. */
export const newsletterConsentForms = ['footer', 'section'] as const
export type NewsletterConsentForm = (typeof newsletterConsentForms)[number]

/** "footer /collection/3": the form and the page it was on, from what the form posted (checked here, never trusted). */
export function computeConsentSource(form: unknown, page: unknown): string {
  const which = (newsletterConsentForms as readonly unknown[]).includes(form) ? (form as NewsletterConsentForm) : 'unknown'
  const path = typeof page === 'string' && /^\/[A-Za-z0-9/_-]{0,120}$/.test(page) ? page : ''
  return path ? `${which} ${path}` : which
}
