import { data } from 'react-router'
import type { Route } from './+types/products'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import type { Locale } from '#app/i18n/config.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Money } from '#app/modules/money/components/money.tsx'
import { AdminPageHeader } from '#app/modules/admin/components/admin-frame.tsx'
import { saveCatalogueChange } from '#app/modules/admin/catalogue-changes.server.ts'
import { DeleteDialog } from '#app/modules/admin/components/catalogue-dialogs.tsx'
import { ImageThumb } from '#app/modules/admin/components/catalogue-images.tsx'
import {
  AddButton,
  AddedBadge,
  ArchivedBadge,
  CatalogueRow,
  CatalogueTable,
  CatalogueToasts,
  EmptyState,
  ResultCount,
  RowActions,
  SearchBox,
  Td,
  Th,
} from '#app/modules/admin/components/catalogue-ui.tsx'
import { ProductDialog } from '#app/modules/admin/components/product-dialog.tsx'
import { centsToInput } from '#app/modules/catalogue/admin-schemas.ts'
import { parsePhotoFields } from '#app/modules/catalogue/photo-form.ts'
import { listLeadPhotoKeys, listProductPhotos, MAX_PRODUCT_PHOTOS, saveProductPhotos } from '#app/modules/catalogue/product-photos.server.ts'
import { checkProductOffers, productFormSchema, toProductInput } from '#app/modules/catalogue/product-admin-schemas.ts'
import { getCategoryForAdmin, type ProductRow } from '#app/modules/catalogue/catalogue-admin.server.ts'
import {
  createProduct,
  getProductForAdmin,
  getProductOffers,
  isProductNameTaken,
  listCategoryChoices,
  listOfferablePieces,
  listProductsForAdmin,
  removeProduct,
  updateProduct,
} from '#app/modules/catalogue/catalogue-products-admin.server.ts'
import { listCollectionCards } from '#app/modules/catalogue/catalogue.server.ts'
import { localize } from '#app/modules/catalogue/localize.ts'
import { formatRange } from '#app/modules/content/format.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { GarmentImage } from '#app/modules/artwork/components/garment-image.tsx'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { removeProductPhoto } from '#app/utils/image-upload.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { catalogueAction, formFields, parseId, readListAddress, redirectToList, typedValues } from './catalogue.server.ts'
import { chosenFile, readDialogForm, storeDialogPictures } from './photo-uploads.server.ts'

/**
 * /admin/products: the products the collection shows (the spec's 12 and new ones), active or
 * archived, each with its photographs — chosen in the same dialog that creates or edits it, stored
 * before the save and named by it in the same transaction (docs/product.md#photographs).
 */

function formValues(row: ProductRow, offers: { fabricIds: number[]; partIds: number[] }, locale: Locale): Record<string, string> {
  return {
    fabricIds: offers.fabricIds.join(','),
    partIds: offers.partIds.join(','),
    'name.es': row.name.es,
    'name.en': row.name.en ?? '',
    'intro.es': row.intro.es,
    'intro.en': row.intro.en ?? '',
    categoryId: String(row.categoryId),
    basePrice: centsToInput(row.basePriceCents, locale),
    complexity: row.complexity,
    defaultFabricId: row.defaultFabricId == null ? '' : String(row.defaultFabricId),
    status: row.archivedAt ? 'archived' : 'active',
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const address = readListAddress(request)
  const [rows, categoryRows, cards, settings] = await Promise.all([listProductsForAdmin(address.q), listCategoryChoices(), listCollectionCards(locale), getStoreSettings()])
  // Without a photograph, a product's row shows its card's drawing (archived ones have none).
  const drawings = new Map(cards.map((card) => [card.id, card.design]))
  const [editing, editingOffers, editingPhotos, deleting, choices, thumbs] = await Promise.all([
    address.editId ? getProductForAdmin(address.editId) : null,
    address.editId ? getProductOffers(address.editId) : null,
    address.editId ? listProductPhotos(address.editId) : [],
    address.deleteId ? getProductForAdmin(address.deleteId) : null,
    address.editId || address.adding ? listOfferablePieces() : null,
    listLeadPhotoKeys(rows.map((r) => r.product.id)),
  ])
  return {
    q: address.q,
    toast: address.toast,
    addedId: address.addedId,
    products: rows.map(({ product, categoryName }) => ({
      id: product.id,
      name: localize(product.name, locale),
      category: localize(categoryName, locale),
      basePriceCents: product.basePriceCents,
      complexity: product.complexity,
      archived: !!product.archivedAt,
      photo: thumbs.get(product.id) ?? null,
      drawing: drawings.get(product.id) ?? null,
    })),
    maxPhotos: MAX_PRODUCT_PHOTOS,
    // The making times the complexity choice states, from Ajustes (the shop's pages state the same).
    makingDays: { basic: formatRange(settings.production.basicDays), complex: formatRange(settings.production.complexDays) },
    categories: categoryRows.map((c) => ({ id: c.id, name: localize(c.name, locale), archived: !!c.archivedAt })),
    // The form ticks the live pieces; archived ones are kept by the save (setProductOffers).
    offerChoices: choices && {
      fabrics: choices.fabrics.filter((f) => !f.archived).map((f) => ({ id: f.id, name: localize(f.name, locale), material: f.material })),
      parts: choices.parts.filter((p) => !p.archived).map((p) => ({ id: p.id, name: localize(p.name, locale), type: p.type })),
    },
    dialog: address.adding
      ? {
          mode: 'create' as const,
          // A new product starts offered in everything; the owner unticks what does not fit.
          values: {
            complexity: 'basic',
            status: 'active',
            categoryId: String(categoryRows[0]?.id ?? ''),
            fabricIds: (choices?.fabrics ?? []).flatMap((f) => (f.archived ? [] : [f.id])).join(','),
            partIds: (choices?.parts ?? []).flatMap((p) => (p.archived ? [] : [p.id])).join(','),
          } as Record<string, string>,
          photos: [] as { id: number; key: string; alt: { es: string; en: string } }[],
        }
      : editing && editingOffers
        ? {
            mode: 'update' as const,
            id: editing.id,
            values: formValues(editing, editingOffers, locale),
            photos: editingPhotos.map((p) => ({ id: p.id, key: p.key, alt: { es: p.alt.es, en: p.alt.en ?? '' } })),
          }
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
  if (form === 'tooLarge') return data({ errors: { photos: 'tooLarge' } as Record<string, string>, values: null }, { status: 413 })
  const fields = formFields(form, ['fabricIds', 'partIds'])
  const id = parseId(fields.id)
  if (fields.intent === 'delete') {
    const keys = id ? (await listProductPhotos(id)).map((p) => p.key) : []
    const done = await saveCatalogueChange(actor, 'product', async (tx) => {
      const removed = id ? await removeProduct(id, tx) : null
      return removed && { verb: removed.outcome === 'deleted' ? 'delete' : 'archive', id: removed.before.id, before: removed.before, after: removed.after, result: removed }
    })
    // An archived product keeps its photographs (orders still show it); a deleted one's files go.
    if (done?.outcome === 'deleted') await Promise.all(keys.map(removeProductPhoto))
    return done ? redirectToList(request, done.outcome, localize(done.before.name, locale)) : redirectToList(request, 'gone', '')
  }
  if (fields.intent !== 'create' && fields.intent !== 'update') return data({ errors: { form: 'invalidChoice' } as Record<string, string>, values: {} }, { status: 400 })
  const submission = parseSubmission(productFormSchema, fields)
  const photoFields = parsePhotoFields(fields, (slot) => chosenFile(form, `newPhoto.${slot}.file`) !== null)
  const errors: Record<string, string> = { ...(submission.ok ? {} : submission.errors), ...photoFields.errors }
  const category = submission.ok ? await getCategoryForAdmin(submission.data.categoryId) : null
  if (submission.ok && !category) errors.categoryId = 'invalidChoice'
  // A second live product of one name in a category is refused; archived ones (or this one archived) do not count.
  if (
    submission.ok &&
    category &&
    submission.data.status === 'active' &&
    (await isProductNameTaken(submission.data['name.es'], category.id, fields.intent === 'update' ? id : null))
  )
    errors['name.es'] = 'productNameTaken'
  let offers: { fabricIds: number[]; partIds: number[] } | null = null
  if (submission.ok && category) {
    const checked = checkProductOffers(submission.data, category.partTypes, await listOfferablePieces())
    if (checked.ok) offers = checked.offers
    else Object.assign(errors, checked.errors)
  }
  const keptCount = photoFields.existing.filter((p) => !p.remove).length
  if (keptCount + photoFields.slots.length > MAX_PRODUCT_PHOTOS) errors.photos = 'tooManyPhotos'
  const pictures = errors.photos ? null : await storeDialogPictures(form, photoFields.slots, 'newPhoto', 'photo')
  if (pictures) Object.assign(errors, pictures.errors)
  const given = { ...typedValues(fields), fabricIds: (fields.fabricIds as string[]).join(','), partIds: (fields.partIds as string[]).join(','), ...pictures?.carried }
  if (!submission.ok || !offers || !pictures || Object.keys(errors).length) return data({ errors, values: given }, { status: pictures?.tooLarge ? 413 : 400 })
  const input = toProductInput(submission.data)
  const chosen = offers
  const added = pictures.stored.map(({ slot, key }) => ({ key, alt: photoFields.slots.find((s) => s.slot === slot)!.alt }))
  const saved = await saveCatalogueChange(actor, 'product', async (tx) => {
    if (fields.intent === 'create') {
      const row = await createProduct(input, chosen, tx)
      const photos = await saveProductPhotos(row.id, { existing: [], added }, tx)
      return { verb: 'create', id: row.id, before: null, after: { ...row, photos: photos.after }, result: { id: row.id, name: row.name, removedKeys: [] as string[] } }
    }
    const change = id ? await updateProduct(id, input, chosen, tx) : null
    if (!change) return null
    const photos = await saveProductPhotos(change.after.id, { existing: photoFields.existing, added }, tx)
    return {
      verb: 'update',
      id: change.after.id,
      before: { ...change.before, photos: photos.before },
      after: { ...change.after, photos: photos.after },
      result: { id: change.after.id, name: change.after.name, removedKeys: photos.removedKeys },
    }
  })
  // Files no row names: the removed photographs after the commit, or the new ones when nothing was saved.
  await Promise.all((saved ? saved.removedKeys : added.map((a) => a.key)).map(removeProductPhoto))
  return saved
    ? redirectToList(request, fields.intent === 'create' ? 'created' : 'updated', localize(saved.name, locale), fields.intent === 'create' ? saved.id : undefined)
    : redirectToList(request, 'gone', '')
})

export default function ProductsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { products, categories, offerChoices, q, dialog, deleting, toast, maxPhotos, makingDays, addedId } = loaderData
  const errors: Record<string, string | undefined> = actionData?.errors ?? {}
  const values: Record<string, string> = actionData?.values ?? dialog?.values ?? {}
  return (
    <>
      <AdminPageHeader eyebrow={t('admin.title')} title={t('adminCatalogue.products.title')} intro={t('adminCatalogue.products.intro')}>
        <AddButton label={t('adminCatalogue.add.product')} />
      </AdminPageHeader>
      <SearchBox q={q} placeholder={t('adminCatalogue.search.products')} />
      <ResultCount q={q} count={products.length} />
      {products.length === 0 ? (
        <EmptyState q={q} />
      ) : (
        <CatalogueTable
          caption={t('adminCatalogue.products.title')}
          head={
            <>
              <Th className="w-20">{t('adminCatalogue.columns.photo')}</Th>
              <Th>{t('adminCatalogue.columns.name')}</Th>
              <Th>{t('adminCatalogue.columns.category')}</Th>
              <Th>{t('adminCatalogue.columns.basePrice')}</Th>
              <Th>{t('adminCatalogue.columns.complexity')}</Th>
              <Th className="text-right">{t('adminCatalogue.columns.actions')}</Th>
            </>
          }
        >
          {products.map((product) => (
            <CatalogueRow key={product.id} archived={product.archived} added={product.id === addedId}>
              <Td phone="lead">
                {product.photo || !product.drawing ? (
                  <ImageThumb imageKey={product.photo} photo />
                ) : (
                  <span className="block h-15 w-12 overflow-hidden rounded-lg bg-cream ring-1 ring-line">
                    <GarmentImage design={product.drawing} />
                  </span>
                )}
              </Td>
              <Td className="font-medium" phone="main">
                {product.name}
                {product.archived ? <ArchivedBadge /> : null}
                {product.id === addedId ? <AddedBadge /> : null}
              </Td>
              <Td label={t('adminCatalogue.columns.category')}>{product.category}</Td>
              <Td label={t('adminCatalogue.columns.basePrice')}>
                <Money cents={product.basePriceCents} />
              </Td>
              <Td label={t('adminCatalogue.columns.complexity')}>{t(`adminCatalogue.complexityShort.${product.complexity}`)}</Td>
              <Td phone="actions">
                <RowActions id={product.id} name={product.name} />
              </Td>
            </CatalogueRow>
          ))}
        </CatalogueTable>
      )}
      {dialog ? (
        <ProductDialog
          mode={dialog.mode}
          id={dialog.mode === 'update' ? dialog.id : undefined}
          values={values}
          errors={errors}
          refused={!!actionData}
          categories={categories}
          offerChoices={offerChoices}
          photos={dialog.photos}
          maxPhotos={maxPhotos}
          makingDays={makingDays}
        />
      ) : null}
      {deleting ? <DeleteDialog id={deleting.id} name={deleting.name} what={t('adminCatalogue.what.product')} archiveNote="maybe" /> : null}
      <CatalogueToasts toast={toast} entity="product" />
    </>
  )
}

export const handle = { i18n: ['admin', 'adminCatalogue'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'adminCatalogue.products.metaTitle', path: location.pathname, noindex: true })
}
