import { fabricPageSize } from './fabric-list.ts'

/**
 * The customizer's steps come from the product's category: the fabric, then its part types
 * (docs/product.md#the-customizer). `step` in the URL is 1…n, `summary` or `measurements`; anything else is 1.
 */
export type StepView = { kind: 'design'; index: number; type: string } | { kind: 'summary' } | { kind: 'measurements' }

export function computeSteps(partTypes: readonly string[]) {
  return ['fabric', ...partTypes]
}

/**
 * The part types she is asked about (issue 34 item 3): a type the product offers in only one
 * option (Camiseta Mao's mandarin collar) is not a step — it is chosen with the design
 * (settleDesignParts) and shown as chosen on the summary, without a change button.
 */
export function computeAskedTypes(partTypes: readonly string[], parts: readonly { type: string }[]): { asked: string[]; fixed: string[] } {
  const single = (type: string) => parts.filter((p) => p.type === type).length === 1
  return { asked: partTypes.filter((type) => !single(type)), fixed: partTypes.filter(single) }
}

export function parseStep(raw: string | null, steps: readonly string[]): StepView {
  if (raw === 'summary') return { kind: 'summary' }
  if (raw === 'measurements') return { kind: 'measurements' }
  if (raw && /^\d+$/.test(raw)) {
    const n = Number(raw)
    if (n >= 1 && n <= steps.length) return { kind: 'design', index: n, type: steps[n - 1]! }
  }
  return { kind: 'design', index: 1, type: steps[0]! }
}

/** Where Continue goes after a design step: the next step, or the summary after the last or when editing. */
export function computeNextStep(index: number, total: number, editing: boolean): string {
  return editing || index >= total ? 'summary' : String(index + 1)
}

/** The spec's back chain: summary → last step, step n → n-1, step 1 → the product page. */
export function computeBackHref(productId: number, step: StepView, total: number, itemId: string | null): string {
  const item = itemId ? `item=${itemId}&` : ''
  if (step.kind === 'measurements') return `/product/${productId}?${item}step=summary`
  if (step.kind === 'summary') return `/product/${productId}?${item}step=${total}`
  if (step.index <= 1) return `/collection/${productId}`
  return `/product/${productId}?${item}step=${step.index - 1}`
}

/** A place in the customizer: an item at a step (1…n or 'summary'), in edit mode or not, with the fabric list's material filter and length. */
export type DesignPlace = { itemId: string; step?: string; editing: boolean; material?: string; shown?: number }

export function computeDesignHref(productId: number, place: DesignPlace): string {
  const query = new URLSearchParams({ item: place.itemId })
  if (place.step) query.set('step', place.step)
  if (place.editing) query.set('edit', '1')
  if (place.material) query.set('material', place.material)
  if (place.shown && place.shown > fabricPageSize) query.set('shown', String(place.shown))
  return `/product/${productId}?${query}`
}
