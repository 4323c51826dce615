import type { LocalizedText } from '#db/schema/types.ts'
import { controlCharactersCode, hasControlCharacters } from '#app/utils/control-characters.ts'

/**
 * The photographs part of a product's add/edit dialog (docs/product.md#photographs), read from the
 * form's text fields (the files themselves are read and stored by the route):
 * - each photograph it has: `photo.<id>.alt.es`, `photo.<id>.alt.en`, `photo.<id>.position` (1, 2…)
 *   and `photo.<id>.remove` when ticked;
 * - each new slot `newPhoto.<n>`: its file (`.file`), `.alt.es`, `.alt.en`, and after a refused save
 *   the photograph already stored from it (`.key`, `.sig`), so she does not pick it again.
 * A photograph that stays needs its Spanish description (what a screen reader says, and the shop's
 * words for it); English falls back to Spanish.
 */

export const NEW_PHOTO_SLOTS = 3
export const MAX_ALT_LENGTH = 200

export type PhotoChanges = {
  existing: { id: number; alt: LocalizedText; position: number; remove: boolean }[]
  added: { key: string; alt: LocalizedText }[]
}

export type NewPhotoSlot = { slot: number; alt: LocalizedText; pending: { key: string; sig: string } | null }

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

function readAlt(fields: Record<string, unknown>, prefix: string, needed: boolean, errors: Record<string, string>): LocalizedText {
  const es = text(fields[`${prefix}.alt.es`])
  const en = text(fields[`${prefix}.alt.en`])
  if (needed && !es) errors[`${prefix}.alt.es`] = 'required'
  if (es.length > MAX_ALT_LENGTH) errors[`${prefix}.alt.es`] = 'tooLong'
  if (en.length > MAX_ALT_LENGTH) errors[`${prefix}.alt.en`] = 'tooLong'
  // The one rule for control characters (issue 31, item 4), as zod-shop.ts applies it to every other field.
  if (hasControlCharacters(es)) errors[`${prefix}.alt.es`] = controlCharactersCode
  if (hasControlCharacters(en)) errors[`${prefix}.alt.en`] = controlCharactersCode
  return en ? { es, en } : { es }
}

/**
 * The dialog's photograph fields. `hasFile(slot)`: whether that slot brought a file. Answers the
 * kept photographs' changes, the new slots in use (with the photograph stored on an earlier try) and
 * the field errors.
 */
export function parsePhotoFields(fields: Record<string, unknown>, hasFile: (slot: number) => boolean) {
  const errors: Record<string, string> = {}
  const ids = new Set<number>()
  for (const name of Object.keys(fields)) {
    const match = /^photo\.(\d{1,9})\.alt\.es$/.exec(name)
    if (match) ids.add(Number(match[1]))
  }
  const existing = [...ids].map((id) => {
    const prefix = `photo.${id}`
    const remove = fields[`${prefix}.remove`] === 'on'
    const position = Number(text(fields[`${prefix}.position`]))
    return { id, remove, position: Number.isInteger(position) && position > 0 ? position : ids.size + 1, alt: readAlt(fields, prefix, !remove, errors) }
  })
  const slots: NewPhotoSlot[] = []
  for (let slot = 0; slot < NEW_PHOTO_SLOTS; slot++) {
    const prefix = `newPhoto.${slot}`
    const key = text(fields[`${prefix}.key`])
    const sig = text(fields[`${prefix}.sig`])
    const pending = /^[a-f0-9]{32}$/.test(key) && sig ? { key, sig } : null
    const used = hasFile(slot) || pending !== null
    const alt = readAlt(fields, prefix, used, errors)
    if (used) slots.push({ slot, alt, pending })
  }
  return { existing, slots, errors }
}
