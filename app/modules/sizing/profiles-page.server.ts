import { computeProfileCard, checkMeasurementSubmission, type FormInitial, type SizeActionData } from './size-flow.server.ts'
import { createProfile, deleteProfile, getProfile, listProfiles, updateProfile } from './profiles.server.ts'

/**
 * /perfiles-de-medidas for a signed-in customer: the list, or the measurement form to add or edit
 * one (?new, ?edit=id), and the delete confirmation (?delete=id). Everything scoped to her user id.
 */
export async function loadProfilesPage(request: Request, userId: string) {
  const query = new URL(request.url).searchParams
  const profiles = await listProfiles(userId)
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
    mode,
    editId: editing?.id ?? null,
    initial,
    deleting: deleting ? { id: deleting.id, name: deleting.name } : null,
    notFound: (editId !== null && !editing) || (deleteId !== null && !deleting),
  }
}

export type ProfilesPageResult =
  | { kind: 'redirect'; to: string }
  | { kind: 'notFound' }
  | { kind: 'invalid' }
  | { kind: 'reply'; status: 200 | 400; data: Extract<SizeActionData, { form: 'measurements' }> }

export async function submitProfilesPage(userId: string, form: FormData): Promise<ProfilesPageResult> {
  const intent = form.get('intent')
  const profileId = String(form.get('profileId') ?? '')
  if (intent === 'delete') return (await deleteProfile(userId, profileId)) ? { kind: 'redirect', to: '/perfiles-de-medidas' } : { kind: 'notFound' }
  if (intent !== 'create' && intent !== 'update') return { kind: 'invalid' }
  if (intent === 'update' && !(await getProfile(userId, profileId))) return { kind: 'notFound' }
  const checked = checkMeasurementSubmission(form)
  if (!checked.ok) return { kind: 'reply', ...checked.reply }
  const { name, notes, values, method } = checked.data
  if (intent === 'create') await createProfile(userId, { name, notes, values, method })
  else if (!(await updateProfile(userId, profileId, { name, notes, values, method }))) return { kind: 'notFound' }
  return { kind: 'redirect', to: '/perfiles-de-medidas' }
}
