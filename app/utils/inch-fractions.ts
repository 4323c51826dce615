const fractions: Record<string, string> = { '.5': '½', '.75': '¾', '.25': '¼' }

/** '15.75' (inches, as stored) reads '15¾', as shirtmakers write collar sizes; anything else as it is. */
export function formatInches(value: string): string {
  const match = /^(\d+)(\.\d+)?$/.exec(value)
  if (!match) return value
  return match[2] ? `${match[1]}${fractions[match[2]] ?? match[2]}` : match[1]!
}
