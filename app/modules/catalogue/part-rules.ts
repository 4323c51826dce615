/**
 * Which steps a design asks for (docs/product.md#what-each-product-offers): the part types of its
 * category, less those a part chosen in an earlier step does without — a short sleeve has no cuff,
 * so with it the cuff step is skipped and no cuff is kept or charged; a long sleeve brings it back.
 * The rule is data (parts.omits_types, set in the back office); this one function reads it for the
 * customizer, the basket's status and the order alike.
 */
export type PartRule = { type: string; omitsTypes: readonly string[] }

export function activePartTypes(partTypes: readonly string[], chosen: Partial<Record<string, PartRule | null | undefined>>): string[] {
  const omitted = new Set<string>()
  const active: string[] = []
  for (const type of partTypes) {
    if (omitted.has(type)) continue
    active.push(type)
    const part = chosen[type]
    // Only a part of the step's own type counts: anything else in the slot is not this step's choice.
    if (part && part.type === type) for (const other of part.omitsTypes) omitted.add(other)
  }
  return active
}

/** `activePartTypes` for a design kept as part ids: `ruleOf` finds each id's part (an unknown id has no rule). */
export function activeStepsOf(partTypes: readonly string[], parts: Partial<Record<string, number | null | undefined>>, ruleOf: (id: number) => PartRule | undefined): string[] {
  return activePartTypes(partTypes, Object.fromEntries(partTypes.map((type) => [type, parts[type] == null ? undefined : ruleOf(parts[type]!)])))
}

/** The chosen part ids of a design's active steps only: what an omitted step held is dropped. */
export function keepActiveParts<T>(parts: Partial<Record<string, T | null | undefined>>, active: readonly string[]): Record<string, T> {
  const kept: Record<string, T> = {}
  for (const type of active) {
    const value = parts[type]
    if (value != null) kept[type] = value
  }
  return kept
}

/** A part as the rules and the preselection see it: the product's offered parts, in the catalogue's order. */
export type OfferedPartRule = PartRule & { id: number }

/**
 * A design's parts after a choice (`patch`): each step the choice opens — every step for a new design
 * (`before` null), the cuff when a long sleeve replaces a short one — gets the first part the product
 * offers for it (the customizer's preselection, stored as a choice, so the basket shows what the
 * customizer showed); a step left missing before (a withdrawn part) stays missing; the steps the
 * design now does without are dropped.
 */
export function settleDesignParts(
  partTypes: readonly string[],
  before: Partial<Record<string, number>> | null,
  patch: Partial<Record<string, number>>,
  offered: readonly OfferedPartRule[],
): { parts: Record<string, number>; active: string[] } {
  const byId = new Map(offered.map((p) => [p.id, p]))
  const ruleOf = (id: number) => byId.get(id)
  const wasActive = new Set(before ? activeStepsOf(partTypes, before, ruleOf) : [])
  const parts: Partial<Record<string, number>> = { ...before, ...patch }
  // Each round can open a step whose preselected part closes or opens another: at most one round per step.
  for (let round = 0; ; round++) {
    const active = activeStepsOf(partTypes, parts, ruleOf)
    let opened = false
    for (const type of active) {
      if (parts[type] != null || wasActive.has(type)) continue
      const first = offered.find((p) => p.type === type)
      if (first) {
        parts[type] = first.id
        opened = true
      }
    }
    if (!opened || round >= partTypes.length) return { parts: keepActiveParts(parts, active), active }
  }
}
