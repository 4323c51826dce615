/**
 * The basket item's rules (docs/product.md#the-customizer: the item's status and where "edit" opens), generalised from
 * the spec's fixed four steps to the steps of the product's category (docs/product.md#the-customizer).
 */
export type ItemChoices = {
  fabricId: number | null
  parts: Partial<Record<string, number | null | undefined>>
  hasMeasurements: boolean
}

/** The fields an item can miss, in the order the customer meets them. */
export function computeIncompleteFields(choices: ItemChoices, partTypes: readonly string[]): string[] {
  const missing: string[] = []
  if (choices.fabricId == null) missing.push('fabric')
  for (const type of partTypes) if (choices.parts[type] == null) missing.push(type)
  if (!choices.hasMeasurements) missing.push('measurements')
  return missing
}

export function computeItemStatus(choices: ItemChoices, partTypes: readonly string[]) {
  const incompleteFields = computeIncompleteFields(choices, partTypes)
  return { status: incompleteFields.length === 0 ? ('complete' as const) : ('incomplete' as const), incompleteFields }
}

export type StepTarget = { kind: 'summary' } | { kind: 'measurements' } | { kind: 'design'; step: number }

/**
 * Where the basket's edit button opens the customizer: complete → summary; only measurements missing
 * → measurements; otherwise the first missing design step (fabric is step 1, then the part types she
 * is asked: a type the product offers in one option, `fixedTypes`, is not a step — computeAskedTypes —
 * so the steps after it are numbered without it); with no design step missing but measurements →
 * measurements; default → fabric (saving any step settles a one-option type).
 */
export function computeEditTarget(incompleteFields: readonly string[], partTypes: readonly string[], fixedTypes: readonly string[] = []): StepTarget {
  if (incompleteFields.length === 0) return { kind: 'summary' }
  if (incompleteFields.length === 1 && incompleteFields[0] === 'measurements') return { kind: 'measurements' }
  const designSteps = ['fabric', ...partTypes.filter((type) => !fixedTypes.includes(type))]
  const first = designSteps.findIndex((field) => incompleteFields.includes(field))
  if (first !== -1) return { kind: 'design', step: first + 1 }
  if (incompleteFields.includes('measurements')) return { kind: 'measurements' }
  return { kind: 'design', step: 1 }
}

/** The query string value of `step` for a target. */
export function stepParam(target: StepTarget): string {
  return target.kind === 'design' ? String(target.step) : target.kind
}

/** /cart's edit button label key: 'Ver resumen', 'Seleccionar talla' or 'Continuar'. */
export function cartEditLabelKey(target: StepTarget): 'viewSummary' | 'selectSize' | 'continue' {
  if (target.kind === 'summary') return 'viewSummary'
  if (target.kind === 'measurements') return 'selectSize'
  return 'continue'
}
