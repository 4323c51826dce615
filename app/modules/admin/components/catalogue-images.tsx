import { useRef, useState } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { cn } from '#app/utils/cn.ts'
import { MAX_UPLOAD_BYTES, photoUrl, uploadedImageSources } from '#app/utils/media.ts'

/**
 * A table's small picture: the uploaded one (a product's photograph with `photo`, in its 4:5 frame),
 * or a quiet placeholder (the shop shows its drawing then).
 */
export function ImageThumb({ imageKey, photo = false }: { imageKey: string | null; photo?: boolean }) {
  if (!imageKey)
    return (
      <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-xl bg-cream text-muted ring-1 ring-line">
        <svg viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="1.3">
          <rect x="3" y="4" width="14" height="12" rx="2" />
          <path d="m3 13 4-4 4 4 2-2 4 4" />
        </svg>
      </span>
    )
  if (photo) return <img src={photoUrl(imageKey, 300, 'webp')} alt="" width={48} height={60} loading="lazy" className="h-15 w-12 rounded-lg object-cover ring-1 ring-line" />
  const { src, srcSet } = uploadedImageSources(imageKey, 64)
  return <img src={src} srcSet={srcSet} alt="" width={48} height={48} className="size-12 rounded-xl object-cover ring-1 ring-line" />
}

/** In an edit dialog: the record's pictures and the way to the page that uploads them. */
export function ImagesLink({ to, keys }: { to: string; keys: string[] }) {
  const { t } = useTranslation()
  return (
    <div className="rounded-2xl border border-line bg-paper/60 p-4">
      <p className="text-sm font-medium">{t('adminCatalogue.images.section')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {keys.length ? keys.map((key) => <ImageThumb key={key} imageKey={key} />) : <p className="text-sm text-muted">{t('adminCatalogue.images.empty')}</p>}
        <Link to={to} className={buttonClass('secondary', 'sm', 'ml-auto')}>
          {t('adminCatalogue.images.manage')}
        </Link>
      </div>
    </div>
  )
}

/**
 * One picture slot: the current picture (or none) and a drop zone that is the file input itself
 * (a click opens the picker, a dropped file lands in it: no JavaScript needed), then "Subir imagen".
 * With JavaScript a file over 10 MB is refused before it is sent; the server checks everything again.
 */
export function ImageSlot({
  action,
  slot,
  label,
  imageKey,
  name,
  error,
}: {
  action: string
  slot: number
  label: string
  imageKey: string | null
  name: string
  error: string | undefined
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('slot') === String(slot)
  const [chosen, setChosen] = useState<string | null>(null)
  const [tooLarge, setTooLarge] = useState(false)
  const [over, setOver] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const inputId = `image-slot-${slot}`
  const message = tooLarge ? t('adminCatalogue.images.errors.tooLarge') : error
  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-2xl border border-line bg-white p-5">
      <h2 id={`${inputId}-title`} className="text-xl">
        {label}
      </h2>
      <div className="mt-4 grid gap-5 sm:grid-cols-[12rem_1fr]">
        <div className="aspect-square w-full max-w-48 overflow-hidden rounded-2xl bg-cream ring-1 ring-line">
          {imageKey ? (
            <img {...uploadedImageSources(imageKey, 480)} sizes="12rem" alt={t('adminCatalogue.images.current', { name })} className="size-full object-cover" />
          ) : (
            <p className="flex size-full items-center justify-center p-4 text-center text-sm text-muted">{t('adminCatalogue.images.empty')}</p>
          )}
        </div>
        <div>
          <Form method="post" action={action} encType="multipart/form-data" preventScrollReset className="space-y-3">
            <input type="hidden" name="intent" value="upload" />
            <input type="hidden" name="slot" value={slot} />
            <label
              htmlFor={inputId}
              className={cn(
                'relative flex min-h-32 cursor-pointer flex-col items-center justify-center rounded-2xl border-2 border-dashed px-4 py-6 text-center transition-colors focus-within:border-ink',
                over ? 'border-ink bg-cream' : 'border-line bg-paper/60 hover:border-ink-soft',
                message && 'border-danger/60',
              )}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 text-muted" fill="none" stroke="currentColor" strokeWidth="1.4">
                <path d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
              </svg>
              {/* The input keeps one name (the drop zone's words); the chosen file is its description. */}
              <span className="mt-2 font-medium">
                {chosen ? (
                  <>
                    <span className="sr-only">{t('adminCatalogue.images.drop')}</span>
                    <span aria-hidden="true" id={`${inputId}-chosen`}>
                      {chosen}
                    </span>
                  </>
                ) : (
                  t('adminCatalogue.images.drop')
                )}
              </span>
              <span id={`${inputId}-hint`} className="mt-1 text-xs text-muted">
                {t('adminCatalogue.images.dropHint')}
              </span>
              <input
                ref={input}
                id={inputId}
                type="file"
                name="file"
                accept="image/jpeg,image/png,image/webp"
                required
                aria-invalid={message ? true : undefined}
                aria-describedby={[chosen ? `${inputId}-chosen` : null, `${inputId}-hint`, message ? `${inputId}-error` : null].filter(Boolean).join(' ')}
                className="absolute inset-0 size-full cursor-pointer opacity-0"
                onDragEnter={() => setOver(true)}
                onDragLeave={() => setOver(false)}
                onDrop={() => setOver(false)}
                onChange={(event) => {
                  const file = event.currentTarget.files?.[0]
                  setChosen(file?.name ?? null)
                  setTooLarge(!!file && file.size > MAX_UPLOAD_BYTES)
                }}
              />
            </label>
            {message ? (
              <p id={`${inputId}-error`} role="alert" className="text-sm text-danger">
                {message}
              </p>
            ) : null}
            <Button
              size="sm"
              busy={busy}
              busyLabel={t('adminCatalogue.images.uploading')}
              onClick={(event) => {
                if (tooLarge) event.preventDefault()
              }}
            >
              {imageKey ? t('adminCatalogue.images.replace') : t('adminCatalogue.images.upload')}
            </Button>
          </Form>
          {imageKey ? (
            <Form method="post" action={action} preventScrollReset className="mt-3">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="slot" value={slot} />
              <Button look="quiet" size="sm" className="text-sm text-danger">
                {t('adminCatalogue.images.remove')}
              </Button>
            </Form>
          ) : null}
        </div>
      </div>
    </section>
  )
}
