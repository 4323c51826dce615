import { createHash, randomInt } from 'node:crypto'

/**
 * Gift-card codes (docs/product.md#gift-cards): 16 characters from 32 letters and digits without the
 * ones people confuse (0/O, 1/I/L): 79 bits, far past guessing at the checkout's rate limit. Shown in
 * groups of four; stored only as a hash.
 */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

export function newGiftCode(): string {
  let code = ''
  for (let i = 0; i < 16; i++) code += alphabet[randomInt(alphabet.length)]
  return code
}

export function formatGiftCode(code: string): string {
  return code.match(/.{1,4}/g)!.join('-')
}

/** What the database keeps of a code: its sha256 (79 random bits need no salt or slow hash). */
export function hashGiftCode(code: string): string {
  return createHash('sha256').update(`gemela-gift:${code.toUpperCase()}`).digest('hex')
}
