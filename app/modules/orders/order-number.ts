/**
 * "GM-2026-000123": the shop's prefix, the year it was placed and a six-digit sequence (growing past
 * six digits if it must). Readable on the phone and in a bank transfer's reference — and guessable,
 * so a number alone never opens an order: her session, a signed link or number + e-mail does.
 */
export function formatOrderNumber(year: number, sequence: number): string {
  return `GM-${year}-${String(sequence).padStart(6, '0')}`
}

export const orderNumberPattern = /^GM-\d{4}-\d{6,}$/

/** Accepts what a customer types: any case, spaces around, no dashes or other dashes. */
export function normalizeOrderNumber(input: string): string | null {
  const compact = input
    .trim()
    .toUpperCase()
    .replace(/[\s\u2010-\u2015]/g, '-')
  const match = /^GM-?(\d{4})-?(\d{6,})$/.exec(compact)
  return match ? `GM-${match[1]}-${match[2]}` : null
}
