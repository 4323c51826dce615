import { string as zodString } from 'zod'
import { controlCharactersCode, hasControlCharacters } from './control-characters.ts'

export * from 'zod'

/**
 * The shop's `z.string()`: zod's, refusing control characters (control-characters.ts) before any
 * other check, so every text field of every form — the only way a form's text reaches a module —
 * says `controlCharacters` for one, whatever else its schema checks (issue 31, item 4).
 */
export const string = ((params?: Parameters<typeof zodString>[0]) =>
  zodString(params).refine((value) => !hasControlCharacters(value), { message: controlCharactersCode })) as typeof zodString
