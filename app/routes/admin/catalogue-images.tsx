import { data, Link } from 'react-router'
import type { Route } from './+types/catalogue-images'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Notice } from '#app/components/ui/field.tsx'
import { AdminPageHeader } from '#app/modules/admin/components/admin-frame.tsx'
import { ImageSlot } from '#app/modules/admin/components/catalogue-images.tsx'
import { CatalogueToasts } from '#app/modules/admin/components/catalogue-ui.tsx'
import { saveCatalogueChange } from '#app/modules/admin/catalogue-changes.server.ts'
import { getFabricForAdmin, getPartForAdmin, setFabricImage, setPartImage } from '#app/modules/catalogue/catalogue-pieces-admin.server.ts'
import { localize } from '#app/modules/catalogue/localize.ts'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { mediaTypeOf } from '#app/utils/form.server.ts'
import { type ImageProblem, readLimitedForm, removeUploadedImage, storeUploadedImage } from '#app/utils/image-upload.server.ts'
import { getLocale } from '#app/utils/locale.server.ts'
import { MAX_UPLOAD_BYTES, UPLOAD_BODY_BYTES } from '#app/utils/media.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { requestErrorResponse } from '#app/utils/request-errors.server.ts'
import { catalogueAction, parseId, readListAddress, redirectToList } from './catalogue.server.ts'

/**
 * /admin/catalogue/images?fabric=<id> (two slots) or ?part=<id> (one): the pictures that replace
 * the drawn sample in the shop. The one address whose body may pass 64 KB: the host lets 10 MB and
 * the form around it through (server/app.ts), and the action counts the bytes itself as they come
 * (readLimitedForm), so a body without a length, or longer than it said, stops at the limit too.
 */

type Target = { kind: 'fabric' | 'part'; id: number }

function readTarget(request: Request): Target | null {
  const params = new URL(request.url).searchParams
  const fabric = parseId(params.get('fabric'))
  if (fabric) return { kind: 'fabric', id: fabric }
  const part = parseId(params.get('part'))
  return part ? { kind: 'part', id: part } : null
}

async function loadTarget(target: Target | null) {
  if (!target) return null
  if (target.kind === 'fabric') {
    const fabric = await getFabricForAdmin(target.id)
    return fabric && { ...target, name: fabric.name, images: fabric.images, slots: 2, type: null }
  }
  const part = await getPartForAdmin(target.id)
  return part && { ...target, name: part.name, images: part.image ? [part.image] : [], slots: 1, type: part.type }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const target = await loadTarget(readTarget(request))
  if (!target) throw data(null, { status: 404 })
  const back = target.kind === 'fabric' ? `/admin/catalogue/fabrics?edit=${target.id}` : `/admin/catalogue/parts?type=${target.type}&edit=${target.id}`
  return {
    kind: target.kind,
    id: target.id,
    name: localize(target.name, locale),
    images: target.images,
    slots: target.slots,
    back,
    toast: readListAddress(request).toast,
    // Sent back by the server after an upload over the limit without JavaScript (server/security.ts).
    refusedTooLarge: new URL(request.url).searchParams.get('refused') === 'tooLarge',
  }
}

const refuse = (slot: number, problem: ImageProblem | 'file' | 'target', status = 400) => data({ slot, errors: { file: problem } }, { status })

export const action = catalogueAction(async ({ request, context }: Route.ActionArgs) => {
  requireSameOrigin(request)
  const admin = await requireAdmin(context)
  const actor = { id: admin.id, email: admin.email }
  const { locale } = getRequestContext(context)
  const type = mediaTypeOf(request.headers.get('Content-Type'))
  if (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded') throw requestErrorResponse(415, 'notAForm', getLocale(request))
  const form = await readLimitedForm(request, UPLOAD_BODY_BYTES)
  if (form === 'tooLarge') return refuse(0, 'tooLarge', 413)
  if (form === 'unreadable') throw requestErrorResponse(400, 'unreadableForm', getLocale(request))
  const target = await loadTarget(readTarget(request))
  const slotValue = form.get('slot')
  const slot = slotValue === '1' ? 1 : 0
  if (!target || slot >= target.slots) return refuse(slot, 'target', 404)
  const intent = form.get('intent')
  const name = localize(target.name, locale)

  if (intent === 'remove') {
    const done = await saveCatalogueChange(actor, target.kind, async (tx) => {
      const change = target.kind === 'fabric' ? await setFabricImage(target.id, slot as 0 | 1, null, tx) : await setPartImage(target.id, null, tx)
      return change && { verb: 'image', id: target.id, before: change.before, after: change.after, result: change.replaced }
    })
    if (done) await removeUploadedImage(done)
    return redirectToList(request, 'imageRemoved', name)
  }
  if (intent !== 'upload') return refuse(slot, 'file')
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0) return refuse(slot, file instanceof File ? 'empty' : 'file')
  if (file.size > MAX_UPLOAD_BYTES) return refuse(slot, 'tooLarge', 413)
  const stored = await storeUploadedImage(Buffer.from(await file.arrayBuffer()))
  if (!stored.ok) return refuse(slot, stored.problem)
  const saved = await saveCatalogueChange(actor, target.kind, async (tx) => {
    const change = target.kind === 'fabric' ? await setFabricImage(target.id, slot as 0 | 1, stored.key, tx) : await setPartImage(target.id, stored.key, tx)
    return change && { verb: 'image', id: target.id, before: change.before, after: change.after, result: { replaced: change.replaced } }
  })
  if (!saved) {
    await removeUploadedImage(stored.key)
    return refuse(slot, 'target', 404)
  }
  if (saved.replaced) await removeUploadedImage(saved.replaced)
  return redirectToList(request, 'imageSaved', name)
})

export default function CatalogueImages({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { kind, name, images, slots, back, toast, refusedTooLarge } = loaderData
  const action = `/admin/catalogue/images?${loaderData.kind}=${loaderData.id}`
  const errorFor = (slot: number) => {
    const code = actionData && actionData.slot === slot ? actionData.errors.file : undefined
    return code ? t(`adminCatalogue.images.errors.${code}`) : undefined
  }
  return (
    <>
      <Link to={back} className="mb-6 inline-flex min-h-11 items-center gap-1.5 text-sm text-ink-soft underline-offset-4 hover:text-ink hover:underline">
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.5">
          <path d="M10 3 5 8l5 5" />
        </svg>
        {t('adminCatalogue.images.back', { name })}
      </Link>
      <AdminPageHeader eyebrow={t('adminCatalogue.title')} title={t('adminCatalogue.images.title', { name })} intro={t('adminCatalogue.images.intro')} />
      {slots === 2 ? <p className="-mt-6 mb-6 text-sm text-muted">{t('adminCatalogue.images.fabricSlots')}</p> : null}
      {refusedTooLarge && !actionData ? <Notice tone="error" title={t('adminCatalogue.images.errors.tooLarge')} /> : null}
      <div className="grid gap-5">
        {Array.from({ length: slots }, (_, slot) => (
          <ImageSlot
            key={slot}
            action={action}
            slot={slot}
            label={slots === 1 ? t('adminCatalogue.images.partSlot') : t('adminCatalogue.images.slot', { n: slot + 1 })}
            imageKey={images[slot] ?? null}
            name={name}
            error={errorFor(slot)}
          />
        ))}
      </div>
      <CatalogueToasts toast={toast} entity={kind} />
    </>
  )
}

export const handle = { i18n: ['admin', 'adminCatalogue'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'adminCatalogue.images.metaTitle', path: location.pathname, noindex: true })
}
