/** The fabric patterns the shop draws, as a fabric record names them (fabrics.pattern). */

export type PatternSpec = { kind: string; base: string; accent: string }

export const patternKinds = ['solid', 'stripes', 'gingham', 'dots', 'floral', 'leopard', 'herringbone', 'oxford', 'sheen', 'linen'] as const
export type PatternKind = (typeof patternKinds)[number]

export function patternKind(kind: string): PatternKind {
  return (patternKinds as readonly string[]).includes(kind) ? (kind as PatternKind) : 'solid'
}
