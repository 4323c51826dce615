import { isVerifiedAddress } from '#app/modules/accounts/verified-address.server.ts'
import { consumeThrottle, type ThrottleRule } from '#app/modules/throttle/throttle.server.ts'

/*
 * What the outbox may send to an address nobody verified (issue 31, item 6; docs/security.md, "Mail
 * the shop sends on request"). Order and gift-card mail goes to addresses a visitor typed — hers, or
 * anybody's — and repeats some of what she typed: an inbox must not be flooded through it. The
 * account mails (auth-mail.server.ts) have the same daily figure.
 */

/** Outbox messages to one unverified address a day; beyond it they wait for the next window, never lost. */
export const unverifiedRecipientDaily = { limit: 10, windowSeconds: 24 * 60 * 60 } as const satisfies ThrottleRule

/**
 * A name a visitor typed (a gift card's sender and recipient, the card's name in a receipt) as a mail
 * quotes it: at most this many characters, then "…". 40 holds a given name and two surnames; it does
 * not hold a sentence.
 */
export const MAIL_NAME_MAX = 40

export function mailName(name: string): string {
  const trimmed = name.trim()
  return trimmed.length <= MAIL_NAME_MAX ? trimmed : `${trimmed.slice(0, MAIL_NAME_MAX).trimEnd()}…`
}

/** Whether a message may go to `to` now; if not, in how many seconds the recipient's window ends. */
export async function mayMailRecipient(to: string): Promise<{ ok: true } | { ok: false; retryAfterSeconds: number }> {
  if (await isVerifiedAddress(to)) return { ok: true }
  const counted = await consumeThrottle(`mail:unverified:day:${to.trim().toLowerCase()}`, unverifiedRecipientDaily)
  return counted.ok ? { ok: true } : { ok: false, retryAfterSeconds: Math.max(counted.retryAfterSeconds, 60) }
}
