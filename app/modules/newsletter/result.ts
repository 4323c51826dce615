/**
 * What the newsletter form hears back, shared by the action and the form. Pure (no zod): the form
 * is on the home page. The answer never says whether an address was already subscribed.
 */
import { sanitizeRedirect } from '#app/utils/redirect.ts'
export type NewsletterOutcome = 'sent' | 'required' | 'invalid' | 'unavailable'

export type NewsletterActionData = { outcome: NewsletterOutcome }

const outcomes: readonly string[] = ['sent', 'required', 'invalid', 'unavailable'] satisfies NewsletterOutcome[]

/** The `?newsletter=` flag a browser without JavaScript is redirected back with. */
export const newsletterFlagParam = 'newsletter'

/** The section's anchor, so a no-JS round trip lands back on the form. */
export const newsletterAnchor = 'newsletter'

export function isNewsletterOutcome(value: unknown): value is NewsletterOutcome {
  return typeof value === 'string' && outcomes.includes(value)
}

/**
 * Where a no-JS post goes back to: a same-site path (never `//host` or `/\host`), with the outcome
 * flag set and the section's anchor. undefined when there is no usable path (a fetcher post).
 */
export function computeNewsletterReturnPath(redirectTo: unknown, outcome: NewsletterOutcome): string | undefined {
  const path = sanitizeRedirect(redirectTo, '')
  if (!path) return undefined
  const url = new URL(path, 'http://localhost')
  url.searchParams.set(newsletterFlagParam, outcome)
  url.hash = newsletterAnchor
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * A page that shows the newsletter block itself (the home, /login, /register) says so in its
 * `handle`; every other page gets the footer's (issue 18 item 16), never both.
 */
export type NewsletterHandle = { newsletterBlock: true }

export function computePageShowsNewsletter(handles: readonly unknown[]): boolean {
  return handles.some((handle) => typeof handle === 'object' && handle !== null && (handle as Partial<NewsletterHandle>).newsletterBlock === true)
}
