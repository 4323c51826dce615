import { data } from 'react-router'
import type { Route } from './+types/catalogue-fabrics'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import type { Locale } from '#app/i18n/config.ts'
import { formatQuantity } from '#app/i18n/numbers.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { FabricSwatchImage } from '#app/modules/artwork/components/fabric-swatch-image.tsx'
import { Money } from '#app/modules/money/components/money.tsx'
import { saveCatalogueChange } from '#app/modules/admin/catalogue-changes.server.ts'
import { ImageThumb } from '#app/modules/admin/components/catalogue-images.tsx'
import { DeleteDialog, EditDialog } from '#app/modules/admin/components/catalogue-dialogs.tsx'
import {
  AddButton,
  ArchivedBadge,
  CatalogueRow,
  CatalogueTable,
  CatalogueToasts,
  EmptyState,
  Pagination,
  ResultCount,
  RowActions,
  SearchBox,
  Td,
  Th,
} from '#app/modules/admin/components/catalogue-ui.tsx'
import { FabricFormFields } from '#app/modules/admin/components/fabric-form-fields.tsx'
import { FabricPictureFields } from '#app/modules/admin/components/photo-fields.tsx'
import { centsToInput, fabricFormSchema, fabricTextKeys, metresToInput, toFabricInput } from '#app/modules/catalogue/admin-schemas.ts'
import type { FabricRow } from '#app/modules/catalogue/catalogue-admin.server.ts'
import { createFabric, getFabricForAdmin, listFabricsForAdmin, removeFabric, restoreFabric, updateFabric } from '#app/modules/catalogue/catalogue-pieces-admin.server.ts'
import { localize } from '#app/modules/catalogue/localize.ts'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { removeUploadedImage } from '#app/utils/image-upload.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { catalogueAction, formFields, parseId, readListAddress, redirectToList, typedValues } from './catalogue.server.ts'
import { chosenFile, readDialogForm, storeDialogPictures } from './photo-uploads.server.ts'

/** Catálogo › Tejidos: a page of 20 at a time (the list grows), searched by name or material. */

function formValues(row: FabricRow, locale: Locale): Record<string, string> {
  const values: Record<string, string> = {
    'name.es': row.name.es,
    'name.en': row.name.en ?? '',
    material: row.material,
    type: row.type,
    price: centsToInput(row.priceCents, locale),
    widthCm: String(row.widthCm),
    stockMetres: metresToInput(row.stockMetres, locale),
    patternKind: row.pattern.kind,
    patternBase: `#${row.pattern.base}`,
    patternAccent: `#${row.pattern.accent}`,
  }
  for (const key of fabricTextKeys) {
    values[`${key}.es`] = row[key].es
    values[`${key}.en`] = row[key].en ?? ''
  }
  return values
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const address = readListAddress(request)
  const page = Number(parseId(address.params.get('page')) ?? 1)
  const list = await listFabricsForAdmin({ q: address.q, page })
  const editing = address.editId ? await getFabricForAdmin(address.editId) : null
  const deleting = address.deleteId ? await getFabricForAdmin(address.deleteId) : null
  return {
    q: address.q,
    toast: address.toast,
    page: list.page,
    pages: list.pages,
    total: list.total,
    fabrics: list.rows.map((f) => ({
      id: f.id,
      name: localize(f.name, locale),
      subname: localize(f.subname, locale),
      material: f.material,
      type: f.type,
      priceCents: f.priceCents,
      stockMetres: f.stockMetres,
      pattern: f.pattern,
      image: f.images[0] ?? null,
      archived: !!f.archivedAt,
    })),
    dialog: address.adding
      ? {
          mode: 'create' as const,
          values: {
            material: 'algodon',
            type: 'basic',
            price: centsToInput(0, locale),
            widthCm: '140',
            patternKind: 'solid',
            patternBase: '#f3efe6',
            patternAccent: '#2a3a58',
          } as Record<string, string>,
          images: [] as string[],
        }
      : editing
        ? { mode: 'update' as const, id: editing.id, values: formValues(editing, locale), images: editing.images }
        : null,
    deleting: deleting ? { id: deleting.id, name: localize(deleting.name, locale) } : null,
  }
}

export const action = catalogueAction(async ({ request, context }: Route.ActionArgs) => {
  requireSameOrigin(request)
  const admin = await requireAdmin(context)
  const actor = { id: admin.id, email: admin.email }
  const { locale } = getRequestContext(context)
  const form = await readDialogForm(request)
  if (form === 'tooLarge') return data({ errors: { 'picture.0.file': 'tooLarge' } as Record<string, string>, values: null }, { status: 413 })
  const fields = formFields(form)
  const id = parseId(fields.id)
  if (fields.intent === 'delete' || fields.intent === 'restore') {
    const restore = fields.intent === 'restore'
    const done = await saveCatalogueChange(actor, 'fabric', async (tx) => {
      if (!id) return null
      if (restore) {
        const change = await restoreFabric(id, tx)
        return change && { verb: 'restore', id, ...change, result: { name: change.after.name, outcome: 'restored' as 'restored' | 'deleted' | 'archived' } }
      }
      const removed = await removeFabric(id, tx)
      return (
        removed && {
          verb: removed.outcome === 'deleted' ? 'delete' : 'archive',
          id,
          before: removed.before,
          after: removed.after,
          result: { name: removed.before.name, outcome: removed.outcome as 'restored' | 'deleted' | 'archived' },
        }
      )
    })
    return done ? redirectToList(request, done.outcome, localize(done.name, locale)) : redirectToList(request, 'gone', '')
  }
  if (fields.intent !== 'create' && fields.intent !== 'update') return data({ errors: { form: 'invalidChoice' }, values: {} }, { status: 400 })
  // Editing never writes the stock: it moves on the Stock page (a delta with a reason), where an
  // order placed meanwhile keeps its metres (docs/product.md#admin-stock).
  if (fields.intent === 'update') delete fields.stockMetres
  const submission = parseSubmission(fabricFormSchema, fields)
  const errors: Record<string, string> = submission.ok ? {} : { ...submission.errors }
  if (fields.intent === 'create' && submission.ok && submission.data.stockMetres === undefined) errors.stockMetres = 'required'
  // Its two pictures come with its form, new or edited (docs/product.md#photographs): stored before the save.
  const pictures = await storeDialogPictures(form, pictureSlots(fields, form), 'picture', 'fabric')
  Object.assign(errors, pictures.errors)
  if (!submission.ok || Object.keys(errors).length) return data({ errors, values: { ...typedValues(fields), ...pictures.carried } }, { status: pictures.tooLarge ? 413 : 400 })
  const input = toFabricInput(submission.data)
  const images = pictures.stored.map((p) => p.key)
  const saved = await saveCatalogueChange(actor, 'fabric', async (tx) => {
    if (fields.intent === 'create') {
      const row = await createFabric(input, tx, images)
      return { verb: 'create', id: row.id, before: null, after: row, result: { ...row, replaced: [] as string[] } }
    }
    const removed = [0, 1].filter((slot) => fields[`picture.${slot}.remove`] === 'on')
    const change = id ? await updateFabric(id, input, tx, { stored: pictures.stored, removed }) : null
    return change && { verb: 'update', id: change.after.id, before: change.before, after: change.after, result: { ...change.after, replaced: change.replaced } }
  })
  // Files no row names: the pictures replaced or removed once committed, or the new ones when nothing was saved.
  await Promise.all((saved ? saved.replaced : images).map(removeUploadedImage))
  return saved ? redirectToList(request, fields.intent === 'create' ? 'created' : 'updated', localize(saved.name, locale)) : redirectToList(request, 'gone', '')
})

/** The dialog's picture slots in use: a file chosen, or a picture stored on a refused try. */
function pictureSlots(fields: Record<string, unknown>, form: FormData) {
  return [0, 1].flatMap((slot) => {
    const key = fields[`picture.${slot}.key`]
    const sig = fields[`picture.${slot}.sig`]
    const pending = typeof key === 'string' && /^[a-f0-9]{32}$/.test(key) && typeof sig === 'string' && sig ? { key, sig } : null
    return chosenFile(form, `picture.${slot}.file`) || pending ? [{ slot, pending }] : []
  })
}

export default function FabricsTab({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const { fabrics, q, page, pages, total, dialog, deleting, toast } = loaderData
  const errors: Record<string, string | undefined> = actionData?.errors ?? {}
  const values: Record<string, string> = actionData?.values ?? dialog?.values ?? {}
  return (
    <section aria-labelledby="fabrics-title">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-4">
        <h2 id="fabrics-title" className="text-3xl">
          {t('adminCatalogue.tabs.fabrics')}
        </h2>
        <AddButton label={t('adminCatalogue.add.fabric')} />
      </div>
      <SearchBox q={q} placeholder={t('adminCatalogue.search.fabrics')} />
      <ResultCount q={q} count={total} />
      {fabrics.length === 0 ? (
        <EmptyState q={q} />
      ) : (
        <CatalogueTable
          caption={t('adminCatalogue.tabs.fabrics')}
          head={
            <>
              <Th className="w-20">{t('adminCatalogue.columns.image')}</Th>
              <Th>{t('adminCatalogue.columns.name')}</Th>
              <Th>{t('adminCatalogue.columns.material')}</Th>
              <Th>{t('adminCatalogue.columns.price')}</Th>
              <Th>{t('adminCatalogue.columns.stock')}</Th>
              <Th className="text-right">{t('adminCatalogue.columns.actions')}</Th>
            </>
          }
        >
          {fabrics.map((fabric) => (
            <CatalogueRow key={fabric.id} archived={fabric.archived}>
              <Td phone="lead">
                {fabric.image ? (
                  <ImageThumb imageKey={fabric.image} />
                ) : (
                  <FabricSwatchImage pattern={fabric.pattern} shape="square" className="size-12 rounded-xl ring-1 ring-line" />
                )}
              </Td>
              <Td phone="main">
                <span className="font-medium">{fabric.name}</span>
                {fabric.archived ? <ArchivedBadge /> : null}
                <span className="block text-xs text-muted">{fabric.subname}</span>
              </Td>
              <Td phone="wide" label={t('adminCatalogue.columns.material')}>
                {t(`adminCatalogue.materials.${fabric.material}`)} · {t(`adminCatalogue.fabricTypes.${fabric.type === 'premium' ? 'premium' : 'basic'}`)}
              </Td>
              <Td label={t('adminCatalogue.columns.price')}>{fabric.priceCents > 0 ? <Money cents={fabric.priceCents} /> : '—'}</Td>
              {/* Two decimals, as the stock pages write the same metres. */}
              <Td className={fabric.stockMetres <= 0 ? 'text-danger' : undefined} label={t('adminCatalogue.columns.stock')}>
                {formatQuantity(fabric.stockMetres, locale, 2)} m
              </Td>
              <Td phone="actions">
                <RowActions id={fabric.id} name={fabric.name} restorable={fabric.archived} />
              </Td>
            </CatalogueRow>
          ))}
        </CatalogueTable>
      )}
      <Pagination page={page} pages={pages} />
      {dialog ? (
        <EditDialog
          title={dialog.mode === 'create' ? t('adminCatalogue.dialog.newFabric') : t('adminCatalogue.dialog.editFabric')}
          intent={dialog.mode}
          id={dialog.mode === 'update' ? dialog.id : undefined}
          refused={!!actionData}
          encType="multipart/form-data"
          wide
        >
          <FabricFormFields values={values} errors={errors} editingId={dialog.mode === 'update' ? dialog.id : undefined} />
          <FabricPictureFields values={values} errors={errors} current={dialog.images} />
        </EditDialog>
      ) : null}
      {deleting ? <DeleteDialog id={deleting.id} name={deleting.name} what={t('adminCatalogue.what.fabric')} archiveNote="maybe" /> : null}
      <CatalogueToasts toast={toast} entity="fabric" />
    </section>
  )
}

export const handle = { i18n: ['admin', 'adminCatalogue'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'adminCatalogue.tabs.fabrics', path: location.pathname, noindex: true })
}
