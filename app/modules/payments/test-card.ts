/**
 * The test card method (docs/product.md#payments): when no Stripe key is set on the embedded
 * database (or PAYMENTS_TEST=1), the shop's own page takes Stripe's published test numbers and
 * behaves as Stripe's test mode does for them. Any other number that passes the Luhn check is
 * declined, so a real card can never "succeed". Numbers are never stored or logged.
 */
export type TestCardOutcome = 'succeeds' | 'declined' | 'needsConfirmation'

const outcomes: Record<string, TestCardOutcome> = {
  '4242424242424242': 'succeeds',
  '5555555555554444': 'succeeds',
  '4000000000000002': 'declined',
  '4000000000009995': 'declined',
  '4000002760003184': 'needsConfirmation',
  '4000002500003155': 'needsConfirmation',
}

export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '')
}

export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

export function classifyTestCard(number: string): TestCardOutcome | 'invalid' {
  const digits = normalizeCardNumber(number)
  if (!passesLuhn(digits)) return 'invalid'
  return outcomes[digits] ?? 'declined'
}

/** MM/YY not in the past (a card is valid to the end of its month). */
export function isValidExpiry(input: string, now: Date): boolean {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2})\s*$/.exec(input)
  if (!match) return false
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  if (month < 1 || month > 12) return false
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
}

export function isValidCvc(input: string): boolean {
  return /^\d{3,4}$/.test(input.trim())
}
