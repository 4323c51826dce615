import { useEffect, useRef, useState } from 'react'
import { CheckboxField, Field, fieldIds, SelectField } from '#app/components/ui/field.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/utils/cn.ts'
import { MAX_UPLOAD_BYTES, photoUrl, uploadedImageSources } from '#app/utils/media.ts'
import type { FormErrors } from './catalogue-dialogs.tsx'

/**
 * Pictures chosen in a catalogue dialog, sent with the record (docs/product.md#photographs): a
 * product's photographs (kept ones with their description, order and removal; new ones with theirs)
 * and a fabric's two pictures (replaced or removed when it is edited). A file over 10 MB is refused
 * as soon as it is chosen (the server checks everything again); a picture stored on a refused save
 * comes back as "ready" in its slot.
 */

export type DialogPhoto = { id: number; key: string; alt: { es: string; en: string } }

const errorKey = (code: string) => `adminCatalogue.errors.${code}` as 'adminCatalogue.errors.required'

/** A file input in a dashed drop zone (the input itself takes a click or a dropped file). */
export function PictureInput({
  name,
  label,
  error,
  ready,
  current = null,
}: {
  name: string
  label: string
  error: string | undefined
  ready: { src: string; alt: string } | null
  /** The picture already saved in this slot: shown, and replaced by a file chosen here. */
  current?: { src: string; alt: string } | null
}) {
  const { t } = useTranslation()
  const [chosen, setChosen] = useState<string | null>(null)
  // The chosen file itself, shown in the slot before it is sent; none for a file that is no picture.
  const [previewSrc, setPreviewSrc] = useState<string | null>(null)
  const picked = useRef(0)
  const [tooLarge, setTooLarge] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const readySrc = ready?.src
  // A refused save stored the file: the slot now holds that picture, and the input is emptied so
  // the same file is not sent (and stored) again.
  useEffect(() => {
    if (!readySrc || !input.current) return
    input.current.value = ''
    setChosen(null)
    setPreviewSrc(null)
  }, [readySrc])
  const { id, hintId, errorId } = fieldIds(name)
  const message = tooLarge ? t(errorKey('tooLarge')) : error
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div
        className={cn(
          'relative mt-1.5 flex min-h-24 items-center gap-4 rounded-2xl border-2 border-dashed px-4 py-3 focus-within:border-ink hover:border-ink-soft',
          message ? 'border-danger/60' : 'border-line bg-paper/60',
        )}
      >
        {previewSrc ? (
          <img
            src={previewSrc}
            alt={t('adminCatalogue.photos.preview', { name: chosen ?? '' })}
            width={48}
            height={60}
            className="h-15 w-12 rounded-lg object-cover ring-1 ring-line"
          />
        ) : null}
        {!previewSrc && ready ? <img src={ready.src} alt={ready.alt} width={48} height={60} className="h-15 w-12 rounded-lg object-cover ring-1 ring-line" /> : null}
        {!previewSrc && !ready && current ? <img src={current.src} alt={current.alt} width={48} height={48} className="size-12 rounded-lg object-cover ring-1 ring-line" /> : null}
        <div className="min-w-0 text-sm">
          <p className="font-medium">{chosen ?? (ready ? t('adminCatalogue.photos.ready') : current ? t('adminCatalogue.photos.current') : t('adminCatalogue.images.drop'))}</p>
          <p id={hintId} className="mt-0.5 text-xs text-muted">
            {t('adminCatalogue.images.dropHint')}
          </p>
        </div>
        <input
          ref={input}
          id={id}
          type="file"
          name={name}
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={message ? true : undefined}
          aria-describedby={[hintId, message ? errorId : null].filter(Boolean).join(' ')}
          className="absolute inset-0 size-full cursor-pointer opacity-0"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            const over = !!file && file.size > MAX_UPLOAD_BYTES
            setTooLarge(over)
            // Not sent at all: the message says why, and she picks a smaller one.
            if (over) event.currentTarget.value = ''
            setChosen(over ? null : (file?.name ?? null))
            setPreviewSrc(null)
            const pick = ++picked.current
            // Only the last file chosen is shown, however long an earlier one takes to read.
            if (file && !over) void drawThumbnail(file).then((src) => pick === picked.current && setPreviewSrc(src))
          }}
        />
      </div>
      {message ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-danger">
          {message}
        </p>
      ) : null}
    </div>
  )
}

/**
 * A small copy of a chosen picture, as a data: address (the page's CSP lets images come from data:
 * and blob:, but nothing may fetch a blob: — the browser's own tools included): null when the file
 * is no picture the browser can read, which the server will refuse anyway.
 */
async function drawThumbnail(file: File): Promise<string | null> {
  try {
    const bitmap = await createImageBitmap(file)
    const scale = Math.min(1, 240 / Math.max(bitmap.width, bitmap.height))
    const canvas = document.createElement('canvas')
    canvas.width = Math.max(1, Math.round(bitmap.width * scale))
    canvas.height = Math.max(1, Math.round(bitmap.height * scale))
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height)
    bitmap.close()
    return canvas.toDataURL('image/jpeg', 0.85)
  } catch {
    return null
  }
}

/**
 * A new picture's slot in a dialog (`<prefix>.file`): its file input, and once a refused save stored
 * the picture, its signed key carried in hidden fields (`<prefix>.key`, `<prefix>.sig`) and shown as ready.
 */
function PictureSlot({
  prefix,
  label,
  values,
  errors,
  preview,
  current = null,
}: {
  prefix: string
  label: string
  values: Record<string, string>
  errors: FormErrors
  preview: (key: string) => { src: string; alt: string }
  /** The picture the slot holds now (an edit dialog's), which a file chosen here replaces. */
  current?: { src: string; alt: string } | null
}) {
  const { t } = useTranslation()
  const key = values[`${prefix}.key`]
  const fileError = errors[`${prefix}.file`]
  return (
    <>
      {key ? (
        <>
          <input type="hidden" name={`${prefix}.key`} value={key} />
          <input type="hidden" name={`${prefix}.sig`} value={values[`${prefix}.sig`] ?? ''} />
        </>
      ) : null}
      <PictureInput name={`${prefix}.file`} label={label} error={fileError ? t(errorKey(fileError)) : undefined} ready={key ? preview(key) : null} current={key ? null : current} />
    </>
  )
}

function AltFields({ prefix, values, errors }: { prefix: string; values: Record<string, string>; errors: FormErrors }) {
  const { t } = useTranslation()
  const label = t('adminCatalogue.photos.alt')
  const error = (lang: 'es' | 'en') => (errors[`${prefix}.alt.${lang}`] ? t(errorKey(errors[`${prefix}.alt.${lang}`]!)) : undefined)
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        name={`${prefix}.alt.es`}
        label={t('adminCatalogue.localized.es', { label })}
        hint={t('adminCatalogue.photos.altHint')}
        hintBelow
        defaultValue={values[`${prefix}.alt.es`] ?? ''}
        error={error('es')}
        maxLength={200}
      />
      <Field
        name={`${prefix}.alt.en`}
        label={t('adminCatalogue.localized.en', { label })}
        defaultValue={values[`${prefix}.alt.en`] ?? ''}
        error={error('en')}
        lang="en"
        maxLength={200}
      />
    </div>
  )
}

/** The product dialog's photographs: those it has (order, description, remove) and up to `slots` new ones. */
export function ProductPhotoFields({ photos, slots, values, errors }: { photos: DialogPhoto[]; slots: number; values: Record<string, string>; errors: FormErrors }) {
  const { t } = useTranslation()
  const formError = errors.photos ? t(errorKey(errors.photos)) : undefined
  return (
    <fieldset className="space-y-4 rounded-2xl border border-line p-4" aria-describedby="photos-hint">
      <legend className="px-1 text-lg">{t('adminCatalogue.photos.title')}</legend>
      <p id="photos-hint" className="text-xs text-muted">
        {t('adminCatalogue.photos.hint')}
      </p>
      {formError ? (
        <p role="alert" className="text-sm text-danger">
          {formError}
        </p>
      ) : null}
      {photos.map((photo, index) => {
        const prefix = `photo.${photo.id}`
        const given = { [`${prefix}.alt.es`]: photo.alt.es, [`${prefix}.alt.en`]: photo.alt.en, ...values }
        return (
          <fieldset key={photo.id} className="grid gap-4 rounded-xl bg-paper/60 p-4 sm:grid-cols-[6rem_1fr]">
            <legend className="sr-only">{t('adminCatalogue.photos.photo', { n: index + 1 })}</legend>
            <img src={photoUrl(photo.key, 300, 'webp')} alt={photo.alt.es} width={96} height={120} className="aspect-[4/5] w-24 rounded-lg object-cover ring-1 ring-line" />
            <div className="space-y-3">
              <AltFields prefix={prefix} values={given} errors={errors} />
              <div className="flex flex-wrap items-end gap-4">
                <SelectField
                  name={`${prefix}.position`}
                  label={t('adminCatalogue.photos.position')}
                  defaultValue={values[`${prefix}.position`] ?? String(index + 1)}
                  className="w-32"
                >
                  {photos.map((_, n) => (
                    <option key={n} value={n + 1}>
                      {n + 1}
                    </option>
                  ))}
                </SelectField>
                <CheckboxField name={`${prefix}.remove`} label={t('adminCatalogue.photos.remove')} defaultChecked={values[`${prefix}.remove`] === 'on'} />
              </div>
            </div>
          </fieldset>
        )
      })}
      {Array.from({ length: slots }, (_, slot) => {
        const prefix = `newPhoto.${slot}`
        return (
          <fieldset key={slot} className="space-y-3 rounded-xl bg-paper/60 p-4">
            <legend className="sr-only">{t('adminCatalogue.photos.newPhoto', { n: photos.length + slot + 1 })}</legend>
            <PictureSlot
              prefix={prefix}
              label={t('adminCatalogue.photos.newPhoto', { n: photos.length + slot + 1 })}
              values={values}
              errors={errors}
              preview={(key) => ({ src: photoUrl(key, 300, 'webp'), alt: values[`${prefix}.alt.es`] ?? '' })}
            />
            <AltFields prefix={prefix} values={values} errors={errors} />
          </fieldset>
        )
      })}
    </fieldset>
  )
}

/**
 * A fabric's two pictures (square, in place of the drawn sample), chosen with the rest of its form:
 * a new fabric's, or an existing one's (`current`, by slot), each shown with a file to replace it
 * and 'Quitar la foto 1' (or 2).
 */
export function FabricPictureFields({ values, errors, current = [] }: { values: Record<string, string>; errors: FormErrors; current?: readonly string[] }) {
  const { t } = useTranslation()
  const preview = (key: string) => ({ src: uploadedImageSources(key, 64).src, alt: '' })
  return (
    <fieldset className="space-y-4 rounded-2xl border border-line p-4" aria-describedby="fabric-pictures-hint">
      <legend className="px-1 text-lg">{t('adminCatalogue.photos.fabricTitle')}</legend>
      <p id="fabric-pictures-hint" className="text-xs text-muted">
        {t('adminCatalogue.photos.fabricHint')}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {[0, 1].map((slot) => {
          const prefix = `picture.${slot}`
          const kept = current[slot]
          return (
            <div key={slot} className="space-y-2">
              <PictureSlot
                prefix={prefix}
                label={t('adminCatalogue.images.slot', { n: slot + 1 })}
                values={values}
                errors={errors}
                preview={preview}
                current={kept ? preview(kept) : null}
              />
              {kept ? (
                <CheckboxField name={`${prefix}.remove`} label={t('adminCatalogue.photos.removeSlot', { n: slot + 1 })} defaultChecked={values[`${prefix}.remove`] === 'on'} />
              ) : null}
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}
