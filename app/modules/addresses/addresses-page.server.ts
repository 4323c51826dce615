import { z } from '#app/utils/zod.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { type Address, createAddress, deleteAddress, getAddress, listAddresses, setDefaultAddress, updateAddress } from './addresses.server.ts'
import { addressSchema, MAX_ADDRESSES } from './schemas.ts'

export type AddressesView = {
  addresses: Address[]
  mode: 'list' | 'new' | 'edit'
  editing: Address | null
  deleting: Address | null
  done: AddressChange | null
  max: number
}

/** What a form of the page did, said once on the list it returns to (`?done=`). */
export type AddressChange = 'created' | 'updated' | 'deleted' | 'default'

const doneValues = ['created', 'updated', 'deleted', 'default'] as const

/**
 * What /account/addresses shows for its query: the list, `?new`, `?edit=id` or `?delete=id` (the
 * confirmation). Null when the query names an address that is not hers: the page answers 404.
 */
export async function loadAddressesPage(userId: string, query: URLSearchParams): Promise<AddressesView | null> {
  const list = await listAddresses(userId)
  const editId = query.get('edit')
  const deleteId = query.get('delete')
  const editing = editId ? await getAddress(userId, editId) : null
  const deleting = deleteId ? await getAddress(userId, deleteId) : null
  if ((editId && !editing) || (deleteId && !deleting)) return null
  const done = query.get('done')
  return {
    addresses: list,
    mode: editing ? 'edit' : query.has('new') ? 'new' : 'list',
    editing,
    deleting,
    done: (doneValues as readonly string[]).includes(done ?? '') ? (done as AddressesView['done']) : null,
    max: MAX_ADDRESSES,
  }
}

const id = z.string().min(1).max(64)
const intents = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('create') }),
  z.object({ intent: z.literal('update'), addressId: id }),
  z.object({ intent: z.literal('default'), addressId: id }),
  z.object({ intent: z.literal('delete'), addressId: id }),
])

/** `done`: written, back to the list; `missing`: no such address of hers. */
export type AddressesSubmission =
  | { kind: 'done'; change: AddressChange }
  | { kind: 'missing' }
  | { kind: 'unknownIntent' }
  | { kind: 'invalid'; errors: Record<string, string>; values: Record<string, string> }
  | { kind: 'limit' }

/** The page's four forms (post/redirect/get); invalid fields come back with their messages, nothing written. */
export async function submitAddressesPage(userId: string, form: FormData): Promise<AddressesSubmission> {
  const fields = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  const parsed = intents.safeParse(fields)
  if (!parsed.success) return { kind: 'unknownIntent' }
  const submission = parsed.data
  const done = (change: AddressChange) => ({ kind: 'done' as const, change })
  if (submission.intent === 'default') return (await setDefaultAddress(userId, submission.addressId)) ? done('default') : { kind: 'missing' }
  if (submission.intent === 'delete') return (await deleteAddress(userId, submission.addressId)) ? done('deleted') : { kind: 'missing' }

  const address = parseSubmission(addressSchema, fields)
  if (!address.ok) {
    // An edit of someone else's address is a 404 whatever it contains.
    if (submission.intent === 'update' && !(await getAddress(userId, submission.addressId))) return { kind: 'missing' }
    const values = Object.fromEntries(
      Object.entries(fields)
        .filter(([key]) => key !== 'intent' && key !== 'addressId')
        .map(([k, v]) => [k, v.slice(0, 300)]),
    )
    return { kind: 'invalid', errors: address.errors, values }
  }
  if (submission.intent === 'update') return (await updateAddress(userId, submission.addressId, address.data)) ? done('updated') : { kind: 'missing' }
  const created = await createAddress(userId, address.data)
  return created.ok ? done('created') : { kind: 'limit' }
}
