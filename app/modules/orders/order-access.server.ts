import { computeSignature, verifySignature } from '#app/utils/signing.server.ts'

/**
 * The key in a guest's order link (/orders/GM-2026-000123?k=…): a signature of the order number with
 * the server's secret, so the link opens that order and no other, and cannot be made up from the
 * number (which is readable and guessable). Signed-in owners need no key.
 */
export function orderAccessKey(number: string): string {
  return computeSignature('order-access', number)
}

export function isOrderAccessKey(number: string, key: string | null | undefined): boolean {
  return typeof key === 'string' && key.length > 0 && key.length < 64 && verifySignature('order-access', number, key)
}

export function orderLink(number: string, extra = ''): string {
  return `/orders/${number}?k=${orderAccessKey(number)}${extra}`
}
