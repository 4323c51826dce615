import type { NewPhotoSlot } from '#app/modules/catalogue/photo-form.ts'
import { mediaTypeOf } from '#app/utils/form.server.ts'
import { type ImageProblem, readLimitedForm, storeProductPhoto, storeUploadedImage } from '#app/utils/image-upload.server.ts'
import { getLocale } from '#app/utils/locale.server.ts'
import { DIALOG_BODY_BYTES, MAX_UPLOAD_BYTES } from '#app/utils/media.ts'
import { requestErrorResponse } from '#app/utils/request-errors.server.ts'
import { computeSignature, verifySignature } from '#app/utils/signing.server.ts'

/**
 * The add/edit dialogs that take pictures with the record (products.tsx, catalogue-fabrics.tsx):
 * their body may carry three files of 10 MB (server/app.ts lets it through; it is counted again
 * here as it arrives). A file is checked and stored before the record is saved; when the rest of
 * the form is refused, the stored picture is handed back signed, so the dialog keeps it and she
 * does not pick it again (an abandoned one is a leftover file, which harms nobody).
 */

const pendingPurpose = 'catalogue-pending-picture'

/** The dialog's form: a plain form or a multipart one of at most DIALOG_BODY_BYTES; 'tooLarge' over it. */
export async function readDialogForm(request: Request): Promise<FormData | 'tooLarge'> {
  const type = mediaTypeOf(request.headers.get('Content-Type'))
  if (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded') throw requestErrorResponse(415, 'notAForm', getLocale(request))
  const form = await readLimitedForm(request, DIALOG_BODY_BYTES)
  if (form === 'unreadable') throw requestErrorResponse(400, 'unreadableForm', getLocale(request))
  return form
}

/** The file a field brought, if she chose one (a form without one sends an empty, nameless part). */
export function chosenFile(form: FormData, name: string): File | null {
  const value = form.get(name)
  return value instanceof File && (value.size > 0 || value.name !== '') ? value : null
}

export type StoredPicture = { slot: number; key: string }

/**
 * Stores each slot's file (`<prefix>.<slot>.file`) — or takes back the one stored on an earlier try,
 * if its signature holds — as a product photograph or a fabric's picture. Answers what was stored,
 * each refused file's problem under its field, whether a file was too large (the answer is then a
 * 413), and the hidden fields that carry the stored ones through a refused save.
 */
export async function storeDialogPictures(form: FormData, slots: readonly Pick<NewPhotoSlot, 'slot' | 'pending'>[], prefix: string, kind: 'photo' | 'fabric') {
  const stored: StoredPicture[] = []
  const errors: Record<string, string> = {}
  let tooLarge = false
  for (const { slot, pending } of slots) {
    const field = `${prefix}.${slot}.file`
    const file = chosenFile(form, field)
    if (!file) {
      if (pending && verifySignature(pendingPurpose, `${kind}:${pending.key}`, pending.sig)) stored.push({ slot, key: pending.key })
      else errors[field] = 'file'
      continue
    }
    let problem: ImageProblem | null = null
    if (file.size === 0) problem = 'empty'
    else if (file.size > MAX_UPLOAD_BYTES) problem = 'tooLarge'
    else {
      const bytes = Buffer.from(await file.arrayBuffer())
      const result = kind === 'photo' ? await storeProductPhoto(bytes) : await storeUploadedImage(bytes)
      if (result.ok) stored.push({ slot, key: result.key })
      else problem = result.problem
    }
    if (problem) {
      errors[field] = problem
      if (problem === 'tooLarge') tooLarge = true
    }
  }
  const carried = Object.fromEntries(
    stored.flatMap(({ slot, key }) => [
      [`${prefix}.${slot}.key`, key],
      [`${prefix}.${slot}.sig`, computeSignature(pendingPurpose, `${kind}:${key}`)],
    ]),
  )
  return { stored, errors, tooLarge, carried }
}
