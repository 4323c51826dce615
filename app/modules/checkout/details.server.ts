import { createAddress, getAddress } from '#app/modules/addresses/addresses.server.ts'
import type { SessionUser } from '#app/modules/accounts/session.server.ts'
import { keepValues, parseSubmission } from '#app/utils/submission.ts'
import { updateCheckoutDraft, type CheckoutDraft } from './draft.server.ts'
import { contactFields, contactSchema, savedAddressContactSchema } from './schemas.ts'

/*
 * 'DATOS PERSONALES' (docs/product.md#checkout): validates the guest form (or a signed-in customer's
 * choice of a saved address) and keeps it in the checkout's draft. A signed-in customer's e-mail is
 * her account's, never a field; a saved address is read as hers by id, never taken from the form.
 */

export type DetailsResult = { ok: true } | { ok: false; errors: Record<string, string>; values: Record<string, string> }

export async function submitDetails(basketId: string, user: SessionUser | null, form: FormData): Promise<DetailsResult> {
  const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>
  const values = keepValues(fields, [...contactFields, 'addressId'])
  const useSaved = user && fields.addressId && fields.addressId !== 'new'
  if (useSaved) {
    const parsed = parseSubmission(savedAddressContactSchema, fields)
    if (!parsed.ok) return { ok: false, errors: parsed.errors, values }
    const address = await getAddress(user.id, parsed.data.addressId)
    if (!address) return { ok: false, errors: { addressId: 'addressGone' }, values }
    const { prefWhatsapp, prefEmail, prefSms, isGift, wantsDedication, dedication } = parsed.data
    await save(basketId, {
      fullName: address.fullName,
      email: user.email,
      phone: address.phone,
      prefs: { whatsapp: prefWhatsapp, email: prefEmail, sms: prefSms },
      street: address.street,
      postalCode: address.postalCode,
      city: address.city,
      province: address.province,
      country: address.country,
      isGift,
      dedication: wantsDedication ? dedication : null,
      addressId: address.id,
    })
    return { ok: true }
  }
  const parsed = parseSubmission(contactSchema, user ? { ...fields, email: user.email } : fields)
  if (!parsed.ok) return { ok: false, errors: parsed.errors, values }
  const c = parsed.data
  if (user && c.saveAddress) {
    // Saving is a convenience: at the address limit the order goes on with the address it was given.
    await createAddress(user.id, { ...c, makeDefault: false })
  }
  await save(basketId, {
    fullName: c.fullName,
    email: c.email,
    phone: c.phone,
    prefs: { whatsapp: c.prefWhatsapp, email: c.prefEmail, sms: c.prefSms },
    street: c.street,
    postalCode: c.postalCode,
    city: c.city,
    province: c.province,
    country: c.country,
    isGift: c.isGift,
    dedication: c.wantsDedication ? c.dedication : null,
    addressId: null,
  })
  return { ok: true }
}

async function save(basketId: string, contact: NonNullable<CheckoutDraft['contact']>) {
  await updateCheckoutDraft(basketId, { contact })
}
