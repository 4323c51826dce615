import type { Locale } from '#app/i18n/config.ts'
import type { SessionUser } from '#app/modules/accounts/session.server.ts'
import { getBasketItem, type BasketItemView, type BasketOwner, type GarmentMetresOf } from '#app/modules/basket/basket.server.ts'
import { setItemSize } from '#app/modules/basket/item-size.server.ts'
import { listSizes } from '#app/modules/catalogue/catalogue.server.ts'
import type { ItemMeasurements } from '#db/schema/index.ts'
import { ASKED_FIELDS, ESTIMATED_FIELDS } from './estimate.ts'
import { computeGarmentTape, estimateBodyWithTape } from './estimate-keys.ts'
import type { MeasurementField } from './fields.ts'
import { formatMeasurement } from './form-state.ts'
import { computeGarmentFields } from './garment-fields.ts'
import { needsInseam } from './inseam.ts'
import { isNeckSize, needsNeckSize } from './neck-sizes.ts'
import { createProfile, getProfile, listProfiles, type MeasurementProfile } from './profiles.server.ts'
import {
  computeMissingFields,
  parseEstimateInput,
  parseMeasurementForm,
  parseStandardSize,
  readForm,
  type EstimateErrors,
  type MeasurementErrors,
  type MeasurementInput,
} from './schemas.ts'
import { ESTIMATE_PARAMS, computeSizeBackHref, parseSizeView, type EstimateParam, type SizeView } from './size-views.ts'

/**
 * The size screens on the server (issue #5): what each view shows, and what each of its forms
 * does. The customizer route calls these; the basket stores the result (setItemSize).
 */

/** Who is sizing: whose basket holds the item, the signed-in customer (profiles), her language. */
export type Shopper = { owner: BasketOwner; user: SessionUser | null; locale: Locale }

export type ProfileCard = Pick<MeasurementProfile, 'id' | 'name' | 'method' | 'createdAt'> & {
  summary: Pick<Record<MeasurementField, number>, 'contornoBusto' | 'contornoCintura' | 'anchoEspalda' | 'largoBrazo'>
}

export function computeProfileCard(profile: MeasurementProfile): ProfileCard {
  const { contornoBusto, contornoCintura, anchoEspalda, largoBrazo } = profile.values
  return { id: profile.id, name: profile.name, method: profile.method, createdAt: profile.createdAt, summary: { contornoBusto, contornoCintura, anchoEspalda, largoBrazo } }
}

/** What the measurement form starts with: values in cm, and for an estimate each value's likely range. */
export type FormInitial = {
  name: string
  notes: string
  method: 'custom' | 'estimated'
  values: Partial<Record<MeasurementField, number>>
  ranges?: Partial<Record<MeasurementField, { p10: number; p90: number }>>
  /** Fields an estimate leaves for her to measure (estimate.ts ASKED_FIELDS). */
  asked?: MeasurementField[]
}

/**
 * What the size screen of `query` shows. `returnTo` is the page's own path and query, where signing
 * in from the main choice comes back to.
 */
export async function loadSizeStep(item: BasketItemView, page: { query: URLSearchParams; returnTo: string }, user: SessionUser | null, locale: Locale) {
  const { query, returnTo } = page
  const measurements = item.measurements ?? null
  const view = parseSizeView(query.get('view'), measurements != null)
  const common = {
    needsNeck: needsNeckSize(item.parts),
    needsInseam: needsInseam(item.garmentKind),
    /** The measurements this garment uses, shown first; the others folded away (garment-fields.ts). */
    garmentFields: computeGarmentFields(item.garmentKind),
    signedIn: user != null,
    measurements,
    back: computeSizeBackHref(item.productId, item.id, view, query),
  }
  switch (view) {
    case 'main': {
      const profiles = user ? (await listProfiles(user.id)).map(computeProfileCard) : []
      return { ...common, view, profiles, loginHref: `/login?redirectTo=${encodeURIComponent(returnTo)}`, registerHref: `/register?redirectTo=${encodeURIComponent(returnTo)}` }
    }
    case 'standard': {
      const sizes = await listSizes(locale)
      const stored = measurements?.type === 'standard' ? measurements : null
      const unit = query.get('unit') === 'in' || query.get('unit') === 'cm' ? (query.get('unit') as 'cm' | 'in') : (stored?.neck?.unit ?? 'cm')
      const size = sizes.some((s) => s.name === query.get('size')) ? query.get('size')! : (stored?.size ?? '')
      // Switching unit clears the neck size (docs/product.md#sizing): only a stored one of the same unit stays.
      const neck = stored?.neck && stored.neck.unit === unit && !query.has('unit') ? stored.neck.value : ''
      const inseam = query.get('inseam') ?? (stored?.inseamCm !== undefined ? formatMeasurement(stored.inseamCm, locale) : '')
      return { ...common, view, sizes, initial: { size, unit, neck: isNeckSize(unit, neck) ? neck : '', inseam } }
    }
    case 'form': {
      const initial: FormInitial =
        measurements?.type === 'custom'
          ? { name: measurements.profileName, notes: measurements.notes ?? '', method: 'custom', values: measurements.values as FormInitial['values'] }
          : { name: '', notes: '', method: 'custom', values: {} }
      return { ...common, view, initial }
    }
    case 'estimate':
      return {
        ...common,
        view,
        tape: computeGarmentTape(item.garmentKind),
        texts: Object.fromEntries(ESTIMATE_PARAMS.map((p) => [p, query.get(p) ?? ''])) as Record<EstimateParam, string>,
      }
    case 'review': {
      const parsed = parseEstimateInput(Object.fromEntries(ESTIMATE_PARAMS.map((p) => [p, query.get(p) ?? undefined])))
      if (!parsed.ok) return { ...common, view: 'estimate' as const, tape: computeGarmentTape(item.garmentKind), texts: parsed.texts, errors: parsed.errors }
      // Her tape measurements are used exactly and the rest estimated from them (estimate-keys.ts); her waist fills its field.
      const estimate = estimateBodyWithTape(parsed.data, parsed.tape)
      const measuredWaist = parsed.tape.contornoCintura === undefined ? {} : { contornoCintura: parsed.tape.contornoCintura }
      const initial: FormInitial = {
        name: '',
        notes: '',
        method: 'estimated',
        values: { ...Object.fromEntries(ESTIMATED_FIELDS.map((f) => [f, estimate[f].value])), ...measuredWaist },
        ranges: Object.fromEntries(ESTIMATED_FIELDS.map((f) => [f, { p10: estimate[f].p10, p90: estimate[f].p90 }])),
        asked: [...ASKED_FIELDS],
      }
      return { ...common, view, initial, inputs: parsed.texts }
    }
    case 'done':
      return { ...common, view, sizes: measurements?.type === 'standard' ? await listSizes(locale) : [] }
  }
}

export type SizeStep = Awaited<ReturnType<typeof loadSizeStep>>

// ─── Actions ──────────────────────────────────────────────────────────────────────────────────

export const SIZE_INTENTS = ['standard', 'custom', 'estimate', 'useProfile', 'reset'] as const
export type SizeIntent = (typeof SIZE_INTENTS)[number]

export function isSizeIntent(value: unknown): value is SizeIntent {
  return typeof value === 'string' && (SIZE_INTENTS as readonly string[]).includes(value)
}

/** What a size form answers when it cannot go on: the form shows it next to the fields. */
export type SizeActionData =
  | { form: 'standard'; errors: Record<string, string>; input: { size: string; neckUnit: string; neck: string; inseam: string } }
  | { form: 'estimate'; errors: EstimateErrors; texts: Record<EstimateParam, string> }
  | {
      form: 'measurements'
      errors: MeasurementErrors | null
      input: MeasurementInput
      /** The spec's toasts: 'Error de validación' (name) and 'Medidas obligatorias incompletas' (missing). */
      toasts: ('name' | 'missing')[]
      missing: MeasurementField[]
      /** Out-of-range fields awaiting 'SÍ, ESTOY SEGURO' (nothing was saved). */
      needsConfirmation: MeasurementField[]
      /** Which submission this answers, so a repeated error shows its toasts again. */
      at: number
    }

type MeasurementReply = Extract<SizeActionData, { form: 'measurements' }>

/**
 * The measurement form's submission, checked: 400 with the fields' messages and the spec's toasts
 * when it is incomplete or wrong; 200 asking for 'Control de medidas' when a value is out of range
 * and not yet confirmed (confirmed=1), or when the customer chose to check again (confirmed=0).
 */
export function checkMeasurementSubmission(form: FormData) {
  const parsed = parseMeasurementForm(form)
  const base = { form: 'measurements' as const, input: parsed.input, at: Date.now() }
  if (!parsed.ok) {
    const missing = computeMissingFields(parsed.errors)
    const toasts = [...(parsed.errors.name === 'required' ? (['name'] as const) : []), ...(missing.length > 0 ? (['missing'] as const) : [])]
    const data: MeasurementReply = { ...base, errors: parsed.errors, toasts, missing, needsConfirmation: [] }
    return { ok: false, reply: { status: 400 as const, data } } as const
  }
  const confirmed = form.get('confirmed')
  if (confirmed === '0' || (parsed.data.outOfRange.length > 0 && confirmed !== '1')) {
    const data: MeasurementReply = { ...base, errors: null, toasts: [], missing: [], needsConfirmation: confirmed === '0' ? [] : parsed.data.outOfRange }
    return { ok: false, reply: { status: 200 as const, data } } as const
  }
  const method: 'custom' | 'estimated' = form.get('method') === 'estimated' ? 'estimated' : 'custom'
  return { ok: true, data: { ...parsed.data, method }, input: parsed.input } as const
}

/** 400 next to the measurement form, her values kept: she already keeps MAX_PROFILES profiles. */
export function computeProfileLimitReply(input: MeasurementInput) {
  const data: MeasurementReply = { form: 'measurements', input, at: Date.now(), errors: { fields: {}, form: 'profileLimit' }, toasts: [], missing: [], needsConfirmation: [] }
  return { status: 400 as const, data }
}

/**
 * What a size form led to; the route turns it into the answer: `next` is another size screen (the
 * view, with `extra` query values), `finished` means the size is kept (on to the
 * basket), `itemMissing` that the item is not in her basket (or is another product's), `profileMissing`
 * that the profile she chose is not one of hers.
 */
export type SizeActionResult =
  | { kind: 'next'; view: SizeView; extra?: Record<string, string> }
  | { kind: 'finished' }
  | { kind: 'itemMissing' }
  | { kind: 'profileMissing' }
  | { kind: 'signInRequired' }
  | { kind: 'reply'; status: 200 | 400; data: SizeActionData }

/** `metresOf`: what her size's pattern takes (the atelier's computeItemMetres): a fabric too short for it is marked. */
export async function submitSizeStep(
  shopper: Shopper,
  productId: number,
  itemId: string,
  intent: SizeIntent,
  form: FormData,
  metresOf?: GarmentMetresOf,
): Promise<SizeActionResult> {
  const { owner, user, locale } = shopper
  const item = await getBasketItem(owner, itemId, locale)
  if (!item || item.productId !== productId) return { kind: 'itemMissing' }
  const to = (view: SizeView, extra?: Record<string, string>) => ({ kind: 'next' as const, view, ...(extra ? { extra } : {}) })
  const store = async (measurements: ItemMeasurements | null) => setItemSize(owner, itemId, { measurements }, metresOf)

  switch (intent) {
    case 'standard': {
      const sizes = (await listSizes(locale)).map((s) => s.name)
      const parsed = parseStandardSize(form, { sizes, needsNeck: needsNeckSize(item.parts), needsInseam: needsInseam(item.garmentKind) })
      if (!parsed.ok) return { kind: 'reply', status: 400, data: { form: 'standard', errors: parsed.errors, input: parsed.input } }
      if (!(await store({ type: 'standard', ...parsed.data }))) return { kind: 'itemMissing' }
      return { kind: 'finished' }
    }
    case 'custom': {
      const checked = checkMeasurementSubmission(form)
      if (!checked.ok) return { kind: 'reply', ...checked.reply }
      const { name, notes, values, method } = checked.data
      const saveTo = form.get('saveProfile') === 'on' ? user : null
      // The profile first: at the cap nothing is stored and the form says why, so she can make room or untick the box.
      if (saveTo && !(await createProfile(saveTo.id, { name, method, values, notes })).ok) return { kind: 'reply', ...computeProfileLimitReply(checked.input) }
      if (!(await store({ type: 'custom', profileName: name, values, method, ...(notes ? { notes } : {}) }))) return { kind: 'itemMissing' }
      return { kind: 'finished' }
    }
    case 'estimate': {
      const parsed = parseEstimateInput(readForm(form, ESTIMATE_PARAMS))
      if (!parsed.ok) return { kind: 'reply', status: 400, data: { form: 'estimate', errors: parsed.errors, texts: parsed.texts } }
      return to('review', parsed.texts)
    }
    case 'useProfile': {
      if (!user) return { kind: 'signInRequired' }
      const profile = await getProfile(user.id, String(form.get('profileId') ?? ''))
      if (!profile) return { kind: 'profileMissing' }
      const snapshot: ItemMeasurements = {
        type: 'custom',
        profileName: profile.name,
        values: profile.values,
        method: profile.method,
        ...(profile.notes ? { notes: profile.notes } : {}),
      }
      if (!(await store(snapshot))) return { kind: 'itemMissing' }
      return { kind: 'finished' }
    }
    case 'reset':
      if (!(await store(null))) return { kind: 'itemMissing' }
      return to('main')
  }
}
