// The size screens of the customizer (docs/product.md#sizing), one URL each:
// /product/{id}?item={itemId}&step=measurements&view={view}. The server decides what is shown, so
// Back is a link and every screen works before JavaScript loads.

import { ESTIMATE_INPUTS } from './estimate-inputs.ts'
import { TAPE_LIMITS } from './tape-fields.ts'

export const SIZE_VIEWS = ['main', 'standard', 'form', 'estimate', 'review', 'done'] as const
export type SizeView = (typeof SIZE_VIEWS)[number]

/**
 * The estimate's inputs as they travel in the review screen's URL: the form's own (estimate-inputs.ts),
 * then the tape measurements only a garment asks for (tape-fields.ts; bust and hips are the form's).
 */
export const ESTIMATE_PARAMS = [...ESTIMATE_INPUTS.map((input) => input.param), ...(Object.keys(TAPE_LIMITS) as TapeOnlyParam[])]
export type TapeOnlyParam = keyof typeof TAPE_LIMITS
export type EstimateParam = (typeof ESTIMATE_INPUTS)[number]['param'] | TapeOnlyParam

/**
 * The screen for a `view` value. Without one (or an old address's `method` or `personal`), an item
 * that already has a size shows its summary (done), otherwise the main choice. The summary needs a
 * size first.
 */
export function parseSizeView(raw: string | null, hasSize: boolean): SizeView {
  const view = (SIZE_VIEWS as readonly string[]).includes(raw ?? '') ? (raw as SizeView) : null
  if (!view) return hasSize ? 'done' : 'main'
  if (view === 'done' && !hasSize) return 'main'
  return view
}

export function computeSizeHref(productId: number, itemId: string, view?: SizeView, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ item: itemId, step: 'measurements' })
  if (view) params.set('view', view)
  for (const [key, value] of Object.entries(extra)) if (value !== '') params.set(key, value)
  return `/product/${productId}?${params}`
}

/**
 * The spec's back chain, extended to the size screens: the size (summary or main choice) → the design
 * summary; the standard size, the form and the estimate → the main choice, where all the ways are;
 * the estimate's review → the estimate, still filled in.
 */
export function computeSizeBackHref(productId: number, itemId: string, view: SizeView, query: URLSearchParams): string {
  switch (view) {
    case 'main':
    case 'done':
      return `/product/${productId}?item=${itemId}&step=summary`
    case 'standard':
    case 'form':
    case 'estimate':
      return computeSizeHref(productId, itemId, 'main')
    case 'review':
      return computeSizeHref(productId, itemId, 'estimate', Object.fromEntries(ESTIMATE_PARAMS.map((p) => [p, query.get(p) ?? ''])))
  }
}
