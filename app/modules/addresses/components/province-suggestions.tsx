import { SPANISH_PROVINCE_NAMES } from '../postal-codes.ts'

export const PROVINCE_LIST_ID = 'spanish-provinces'

/** The 52 Spanish provinces as the province field's suggestions (the field stays free text for other countries). */
export function ProvinceSuggestions() {
  return (
    <datalist id={PROVINCE_LIST_ID}>
      {SPANISH_PROVINCE_NAMES.map((name) => (
        <option key={name} value={name} />
      ))}
    </datalist>
  )
}
