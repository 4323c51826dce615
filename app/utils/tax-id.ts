import { z } from '#app/utils/zod.ts'

/**
 * Spanish tax ids, checked by their letter and control character (Orden EHA/451/2008 and the
 * Ministry of the Interior's rule for the DNI): the shop's NIF in its settings and, later, the one a
 * customer gives for a full invoice. Pure, shared by the form's schema and the server.
 *
 * - NIF of a person (DNI): 8 digits and a letter; the letter is `controlLetters[number % 23]`.
 * - NIE: X, Y or Z (read as 0, 1, 2) and 7 digits, then the same letter.
 * - NIF K, L, M (Spaniards without a DNI): the letter and 7 digits, the same letter on those 7 digits.
 * - NIF of an entity (the former CIF): its kind's letter, 7 digits and a control character, a digit or
 *   a letter (`JABCDEFGHI`) as its kind requires.
 */
export type TaxIdKind = 'dni' | 'nie' | 'klm' | 'entity'
export type TaxIdResult = { ok: true; value: string; kind: TaxIdKind } | { ok: false; code: TaxIdError }
export type TaxIdError = 'required' | 'invalidFormat' | 'invalidControl'

const controlLetters = 'TRWAGMYFPDXBNJZSQVHLCKE'
const entityControlLetters = 'JABCDEFGHI'
/** Entities whose control is always a letter (public bodies, non-resident, foreign), and always a digit (companies). */
const entityLetterOnly = new Set(['N', 'P', 'Q', 'R', 'S', 'W'])
const entityDigitOnly = new Set(['A', 'B', 'E', 'H'])

/** "12.345.678-z", "x 1234567 l" → the id as written on an invoice: capitals, no separators. */
export function normalizeTaxId(input: string): string {
  return input.replace(/[\s.\-/]/g, '').toUpperCase()
}

/** The control character of an entity's 7 digits (its digit and its letter form). */
function entityControl(digits: string): { digit: string; letter: string } {
  let sum = 0
  for (let i = 0; i < 7; i++) {
    const n = Number(digits[i])
    // Positions 1, 3, 5, 7 (index 0, 2, …) are doubled and their digits added; the others added as they are.
    sum += i % 2 === 0 ? Math.floor((n * 2) / 10) + ((n * 2) % 10) : n
  }
  const control = (10 - (sum % 10)) % 10
  return { digit: String(control), letter: entityControlLetters[control]! }
}

export function checkTaxId(input: string): TaxIdResult {
  const value = normalizeTaxId(input)
  if (!value) return { ok: false, code: 'required' }
  let match: RegExpMatchArray | null
  if ((match = value.match(/^(\d{8})([A-Z])$/))) {
    return controlLetters[Number(match[1]) % 23] === match[2] ? { ok: true, value, kind: 'dni' } : { ok: false, code: 'invalidControl' }
  }
  if ((match = value.match(/^([XYZ])(\d{7})([A-Z])$/))) {
    const number = Number(`${'XYZ'.indexOf(match[1]!)}${match[2]}`)
    return controlLetters[number % 23] === match[3] ? { ok: true, value, kind: 'nie' } : { ok: false, code: 'invalidControl' }
  }
  if ((match = value.match(/^([KLM])(\d{7})([A-Z])$/))) {
    return controlLetters[Number(match[2]) % 23] === match[3] ? { ok: true, value, kind: 'klm' } : { ok: false, code: 'invalidControl' }
  }
  if ((match = value.match(/^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/))) {
    const [, kind, digits, given] = match as unknown as [string, string, string, string]
    const control = entityControl(digits)
    const isLetter = /[A-J]/.test(given)
    if (isLetter && entityDigitOnly.has(kind)) return { ok: false, code: 'invalidControl' }
    if (!isLetter && entityLetterOnly.has(kind)) return { ok: false, code: 'invalidControl' }
    return given === (isLetter ? control.letter : control.digit) ? { ok: true, value, kind: 'entity' } : { ok: false, code: 'invalidControl' }
  }
  return { ok: false, code: 'invalidFormat' }
}

/**
 * A form field holding a Spanish tax id: trimmed, checked, answered normalized. Its messages are
 * codes, translated next to the field by the legal dictionary's tax-id errors.
 */
export const taxIdField = z
  .string({ error: 'required' })
  .trim()
  .max(20, 'invalidFormat')
  .transform((input, ctx) => {
    const result = checkTaxId(input)
    if (result.ok) return result.value
    ctx.addIssue({ code: 'custom', message: result.code })
    return z.NEVER
  })
