import { redirect } from 'react-router'
import { type ToastKind, toastKinds } from '#app/modules/admin/catalogue-toasts.ts'
import { CatalogueWriteFailed } from '#app/modules/admin/catalogue-changes.server.ts'

/**
 * What the catalogue's pages (catalogue-*.tsx, products.tsx) share on the server: reading the
 * address (search, dialog, toast) and answering a change with a redirect to the list, toast and all.
 */

export function parseId(value: unknown): number | null {
  return typeof value === 'string' && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null
}

/** The form as an object; fields named in `multi` (checkbox groups) as lists. */
export function formFields(form: FormData, multi: readonly string[] = []): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const [name, value] of form) if (typeof value === 'string' && !multi.includes(name)) fields[name] = value
  for (const name of multi) fields[name] = form.getAll(name).filter((v): v is string => typeof v === 'string')
  return fields
}

/** The text inputs given back with a refusal (nothing else: no files, no lists). */
export function typedValues(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[0] !== 'intent'))
}

/** The address's dialog (`?new=1`, `?edit=<id>`, `?delete=<id>`), search (`?q=`) and toast. */
export function readListAddress(request: Request) {
  const params = new URL(request.url).searchParams
  const q = (params.get('q') ?? '').trim().slice(0, 80)
  const kind = params.get('toast') as ToastKind | null
  const toast = kind && toastKinds.includes(kind) ? { kind, name: (params.get('name') ?? '').slice(0, 120) } : null
  return {
    params,
    q,
    adding: params.get('new') === '1',
    editId: parseId(params.get('edit')),
    deleteId: parseId(params.get('delete')),
    toast,
    /** The record just added (`?added=<id>`): its row is marked and scrolled into view. */
    addedId: toast?.kind === 'created' ? parseId(params.get('added')) : null,
  }
}

/** After a change: back to the list the form was sent from (its search kept), with the toast. */
export function redirectToList(request: Request, toast: ToastKind, name: string, addedId?: number) {
  const url = new URL(request.url)
  const params = url.searchParams
  for (const key of ['new', 'edit', 'delete', 'toast', 'name', 'added', 'index']) params.delete(key)
  params.set('toast', toast)
  if (name) params.set('name', name)
  if (addedId) params.set('added', String(addedId))
  return redirect(`${url.pathname.replace(/\.data$/, '')}?${params}`)
}

/**
 * A catalogue page's action, answering a change the database refused (saveCatalogueChange threw
 * CatalogueWriteFailed, nothing written) with the list and the spec's failure toast: 'Error al
 * eliminar …' when the form asked to delete, 'Error al guardar …' otherwise.
 */
export function catalogueAction<A extends { request: Request }, R>(act: (args: A) => Promise<R>) {
  return async (args: A): Promise<R | Response> => {
    const copy = args.request.clone()
    try {
      return await act(args)
    } catch (error) {
      if (!(error instanceof CatalogueWriteFailed)) throw error
      const intent = (await copy.formData().catch(() => null))?.get('intent')
      return redirectToList(args.request, intent === 'delete' ? 'deleteFailed' : 'saveFailed', '')
    }
  }
}
