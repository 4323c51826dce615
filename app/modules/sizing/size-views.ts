// The size screens of the customizer (docs/product.md#sizing), one URL each:
// /product/{id}?item={itemId}&step=measurements&view={view}. The server decides what is shown, so
// Back is a link and every screen works before JavaScript loads.

export const SIZE_VIEWS = ['main', 'standard', 'personal', 'method', 'form', 'estimate', 'review', 'done'] as const
export type SizeView = (typeof SIZE_VIEWS)[number]

/** The estimate's inputs as they travel in the review screen's URL; the last seven are tape measurements (estimate-keys.ts). */
export const ESTIMATE_PARAMS = ['altura', 'peso', 'edad', 'busto', 'abdomen', 'cadera', 'cintura', 'exterior', 'entrepierna', 'tiro', 'cuello', 'espalda', 'brazo'] as const
export type EstimateParam = (typeof ESTIMATE_PARAMS)[number]

/**
 * The screen for a `view` value. Without one, an item that already has a size shows its summary
 * (done), otherwise the main choice. Personal data and the summary need a size first.
 */
export function parseSizeView(raw: string | null, hasSize: boolean): SizeView {
  const view = (SIZE_VIEWS as readonly string[]).includes(raw ?? '') ? (raw as SizeView) : null
  if (!view) return hasSize ? 'done' : 'main'
  if ((view === 'personal' || view === 'done') && !hasSize) return 'main'
  return view
}

export function computeSizeHref(productId: number, itemId: string, view?: SizeView, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ item: itemId, step: 'measurements' })
  if (view) params.set('view', view)
  for (const [key, value] of Object.entries(extra)) if (value !== '') params.set(key, value)
  return `/product/${productId}?${params}`
}

/** The size choices the personal-data screen can come from (its `back` query value), where its Back returns. */
export const PERSONAL_ORIGINS = ['standard', 'form', 'review', 'main'] as const
export type PersonalOrigin = (typeof PERSONAL_ORIGINS)[number]

/**
 * Where the personal-data screen's Back leads (issue 18 item 19): the size choice it came from, as
 * she left it — the standard sizes (opened from the method intro again when they were), her
 * measurements, the estimate's review (`kept`: with the values she saved, not a fresh estimate), or
 * the main choice where she picked a saved profile. Without an origin, the chosen size's summary.
 */
function computePersonalBackHref(productId: number, itemId: string, query: URLSearchParams): string {
  const origin = query.get('back')
  switch (origin) {
    case 'standard':
      return computeSizeHref(productId, itemId, 'standard', query.get('from') === 'method' ? { from: 'method' } : {})
    case 'form':
    case 'main':
      return computeSizeHref(productId, itemId, origin)
    case 'review':
      return computeSizeHref(productId, itemId, 'review', { ...Object.fromEntries(ESTIMATE_PARAMS.map((p) => [p, query.get(p) ?? ''])), kept: '1' })
    default:
      return computeSizeHref(productId, itemId, 'done')
  }
}

/**
 * The spec's back chain, extended to the size screens: personal data → the size choice it came from; the size
 * (summary or main choice) → the design summary; the standard size → wherever it was opened from;
 * the form and the estimate → the method intro; the estimate's review → the estimate, still filled in.
 */
export function computeSizeBackHref(productId: number, itemId: string, view: SizeView, query: URLSearchParams): string {
  switch (view) {
    case 'main':
    case 'done':
      return `/product/${productId}?item=${itemId}&step=summary`
    case 'personal':
      return computePersonalBackHref(productId, itemId, query)
    case 'standard':
      return computeSizeHref(productId, itemId, query.get('from') === 'method' ? 'method' : 'main')
    case 'method':
      return computeSizeHref(productId, itemId, 'main')
    case 'form':
    case 'estimate':
      return computeSizeHref(productId, itemId, 'method')
    case 'review':
      return computeSizeHref(productId, itemId, 'estimate', Object.fromEntries(ESTIMATE_PARAMS.map((p) => [p, query.get(p) ?? ''])))
  }
}
