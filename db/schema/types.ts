/** A text the shop shows in both languages: Spanish is required, English falls back to Spanish. */
export type LocalizedText = { es: string; en?: string }
