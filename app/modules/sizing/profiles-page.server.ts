import type { Locale } from '#app/i18n/config.ts'
import { getBasketItem, listBasketItems, type BasketItemView, type BasketOwner } from '#app/modules/basket/basket.server.ts'
import { MEASUREMENT_FIELDS } from './fields.ts'
import { computeProfileCard, computeProfileLimitReply, checkMeasurementSubmission, type FormInitial, type SizeActionData } from './size-flow.server.ts'
import { createProfile, deleteProfile, getProfile, listProfiles, updateProfile, type MeasurementProfile } from './profiles.server.ts'

type CustomMeasurements = Extract<NonNullable<BasketItemView['measurements']>, { type: 'custom' }>

function isSaved(snapshot: CustomMeasurements, profiles: MeasurementProfile[]) {
  return profiles.some((p) => p.name === snapshot.profileName && MEASUREMENT_FIELDS.every((f) => p.values[f] === snapshot.values[f]))
}

/**
 * Measurements given in the basket (as a guest, say, before signing up; the guest basket joins the
 * account at sign-in) that are not a saved profile yet: the page offers to keep them.
 */
function listUnsavedBasketMeasurements(items: BasketItemView[], profiles: MeasurementProfile[]) {
  const seen = new Set<string>()
  const unsaved: { itemId: string; productName: string; profileName: string; createdAt: string; summary: ReturnType<typeof computeProfileCard>['summary'] }[] = []
  for (const item of items) {
    const m = item.measurements
    if (m?.type !== 'custom' || isSaved(m, profiles)) continue
    const key = JSON.stringify([m.profileName, MEASUREMENT_FIELDS.map((f) => m.values[f])])
    if (seen.has(key)) continue
    seen.add(key)
    const { contornoBusto, contornoCintura, anchoEspalda, largoBrazo } = m.values as Record<string, number>
    unsaved.push({
      itemId: item.id,
      productName: item.productName,
      profileName: m.profileName,
      createdAt: item.createdAt,
      summary: { contornoBusto: contornoBusto!, contornoCintura: contornoCintura!, anchoEspalda: anchoEspalda!, largoBrazo: largoBrazo! },
    })
  }
  return unsaved
}

/**
 * /perfiles-de-medidas for a signed-in customer: the list, or the measurement form to add or edit
 * one (?new, ?edit=id), and the delete confirmation (?delete=id). Everything scoped to her user id
 * (her basket is her account's: `{ kind: 'customer', userId }`).
 */
export async function loadProfilesPage(query: URLSearchParams, userId: string, locale: Locale) {
  const [profiles, basketItems] = await Promise.all([listProfiles(userId), listBasketItems(customerBasket(userId), locale)])
  const editId = query.get('edit')
  const editing = editId ? (profiles.find((p) => p.id === editId) ?? null) : null
  const deleteId = query.get('delete')
  const deleting = deleteId ? (profiles.find((p) => p.id === deleteId) ?? null) : null
  const mode = editing ? ('edit' as const) : query.has('new') ? ('new' as const) : ('list' as const)
  const initial: FormInitial = editing
    ? { name: editing.name, notes: editing.notes, method: editing.method, values: editing.values }
    : { name: '', notes: '', method: 'custom', values: {} }
  return {
    profiles: profiles.map(computeProfileCard),
    fromBasket: mode === 'list' ? listUnsavedBasketMeasurements(basketItems, profiles) : [],
    mode,
    editId: editing?.id ?? null,
    initial,
    deleting: deleting ? { id: deleting.id, name: deleting.name } : null,
    savedId: mode === 'list' ? (profiles.find((p) => p.id === query.get('saved'))?.id ?? null) : null,
    notFound: (editId !== null && !editing) || (deleteId !== null && !deleting),
  }
}

function customerBasket(userId: string): BasketOwner {
  return { kind: 'customer', userId }
}

/**
 * What a form of the page led to: `done` (back to the list; `savedId` the profile created or edited,
 * shown and focused there), `missing` (no such profile or basket item of hers), or a reply next to the form.
 */
export type ProfilesPageResult =
  { kind: 'done'; savedId?: string } | { kind: 'missing' } | { kind: 'invalid' } | { kind: 'reply'; status: 200 | 400; data: Extract<SizeActionData, { form: 'measurements' }> }

export async function submitProfilesPage(userId: string, locale: Locale, form: FormData): Promise<ProfilesPageResult> {
  const intent = form.get('intent')
  const profileId = String(form.get('profileId') ?? '')
  if (intent === 'saveFromBasket') {
    // Only an item of her own basket; the snapshot was validated when it was stored.
    const item = await getBasketItem(customerBasket(userId), String(form.get('itemId') ?? ''), locale)
    const m = item?.measurements
    if (m?.type !== 'custom') return { kind: 'missing' }
    const values = Object.fromEntries(MEASUREMENT_FIELDS.map((f) => [f, m.values[f] ?? 0])) as MeasurementProfile['values']
    if (isSaved(m, await listProfiles(userId))) return { kind: 'done' }
    const created = await createProfile(userId, { name: m.profileName, method: m.method ?? 'custom', values, notes: m.notes ?? '' })
    if (!created.ok) {
      const input = { name: m.profileName, notes: m.notes ?? '', unit: 'cm' as const, values: Object.fromEntries(MEASUREMENT_FIELDS.map((f) => [f, String(values[f])])) }
      return { kind: 'reply', ...computeProfileLimitReply(input) }
    }
    return { kind: 'done' }
  }
  if (intent === 'delete') return (await deleteProfile(userId, profileId)) ? { kind: 'done' } : { kind: 'missing' }
  if (intent !== 'create' && intent !== 'update') return { kind: 'invalid' }
  if (intent === 'update' && !(await getProfile(userId, profileId))) return { kind: 'missing' }
  const checked = checkMeasurementSubmission(form)
  if (!checked.ok) return { kind: 'reply', ...checked.reply }
  const { name, notes, values, method } = checked.data
  if (intent === 'create') {
    const created = await createProfile(userId, { name, notes, values, method })
    return created.ok ? { kind: 'done', savedId: created.id } : { kind: 'reply', ...computeProfileLimitReply(checked.input) }
  }
  if (!(await updateProfile(userId, profileId, { name, notes, values, method }))) return { kind: 'missing' }
  return { kind: 'done', savedId: profileId }
}
