import { data } from 'react-router'
import type { Route } from './+types/products'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import type { Locale } from '#app/i18n/config.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Field, SelectField } from '#app/components/ui/field.tsx'
import { Money } from '#app/modules/money/components/money.tsx'
import { AdminPageHeader } from '#app/modules/admin/components/admin-frame.tsx'
import { saveCatalogueChange } from '#app/modules/admin/catalogue-changes.server.ts'
import { DeleteDialog, EditDialog, LocalizedField, useErrorText } from '#app/modules/admin/components/catalogue-dialogs.tsx'
import { AddButton, ArchivedBadge, CatalogueTable, CatalogueToasts, EmptyState, ResultCount, RowActions, SearchBox, Td, Th } from '#app/modules/admin/components/catalogue-ui.tsx'
import { ProductOffersFields } from '#app/modules/admin/components/product-offers-fields.tsx'
import { centsToInput, complexities } from '#app/modules/catalogue/admin-schemas.ts'
import { checkProductOffers, productFormSchema, toProductInput } from '#app/modules/catalogue/product-admin-schemas.ts'
import { getCategoryForAdmin, type ProductRow } from '#app/modules/catalogue/catalogue-admin.server.ts'
import {
  createProduct,
  getProductForAdmin,
  getProductOffers,
  listCategoryChoices,
  listOfferablePieces,
  listProductsForAdmin,
  removeProduct,
  updateProduct,
} from '#app/modules/catalogue/catalogue-products-admin.server.ts'
import { localize } from '#app/modules/catalogue/localize.ts'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { catalogueAction, formFields, parseId, readListAddress, redirectToList, typedValues } from './catalogue.server.ts'

/** /admin/products: the products the collection shows (the spec's 12 and new ones), active or archived. */

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
  const [rows, categoryRows] = await Promise.all([listProductsForAdmin(address.q), listCategoryChoices()])
  const [editing, editingOffers, deleting, choices] = await Promise.all([
    address.editId ? getProductForAdmin(address.editId) : null,
    address.editId ? getProductOffers(address.editId) : null,
    address.deleteId ? getProductForAdmin(address.deleteId) : null,
    address.editId || address.adding ? listOfferablePieces() : null,
  ])
  return {
    q: address.q,
    toast: address.toast,
    products: rows.map(({ product, categoryName }) => ({
      id: product.id,
      name: localize(product.name, locale),
      category: localize(categoryName, locale),
      basePriceCents: product.basePriceCents,
      complexity: product.complexity,
      archived: !!product.archivedAt,
    })),
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
        }
      : editing && editingOffers
        ? { mode: 'update' as const, id: editing.id, values: formValues(editing, editingOffers, locale) }
        : null,
    deleting: deleting ? { id: deleting.id, name: localize(deleting.name, locale) } : null,
  }
}

export const action = catalogueAction(async ({ request, context }: Route.ActionArgs) => {
  requireSameOrigin(request)
  const admin = await requireAdmin(context)
  const actor = { id: admin.id, email: admin.email }
  const { locale } = getRequestContext(context)
  const fields = formFields(await readForm(request), ['fabricIds', 'partIds'])
  const id = parseId(fields.id)
  if (fields.intent === 'delete') {
    const done = await saveCatalogueChange(actor, 'product', async (tx) => {
      const removed = id ? await removeProduct(id, tx) : null
      return removed && { verb: removed.outcome === 'deleted' ? 'delete' : 'archive', id: removed.before.id, before: removed.before, after: removed.after, result: removed }
    })
    return done ? redirectToList(request, done.outcome, localize(done.before.name, locale)) : redirectToList(request, 'gone', '')
  }
  if (fields.intent !== 'create' && fields.intent !== 'update') return data({ errors: { form: 'invalidChoice' } as Record<string, string>, values: {} }, { status: 400 })
  const submission = parseSubmission(productFormSchema, fields)
  const errors: Record<string, string> = submission.ok ? {} : { ...submission.errors }
  const category = submission.ok ? await getCategoryForAdmin(submission.data.categoryId) : null
  if (submission.ok && !category) errors.categoryId = 'invalidChoice'
  let offers: { fabricIds: number[]; partIds: number[] } | null = null
  if (submission.ok && category) {
    const checked = checkProductOffers(submission.data, category.partTypes, await listOfferablePieces())
    if (checked.ok) offers = checked.offers
    else Object.assign(errors, checked.errors)
  }
  const given = { ...typedValues(fields), fabricIds: (fields.fabricIds as string[]).join(','), partIds: (fields.partIds as string[]).join(',') }
  if (!submission.ok || !offers || Object.keys(errors).length) return data({ errors, values: given }, { status: 400 })
  const input = toProductInput(submission.data)
  const chosen = offers
  const saved = await saveCatalogueChange(actor, 'product', async (tx) => {
    if (fields.intent === 'create') {
      const row = await createProduct(input, chosen, tx)
      return { verb: 'create', id: row.id, before: null, after: row, result: row }
    }
    const change = id ? await updateProduct(id, input, chosen, tx) : null
    return change && { verb: 'update', id: change.after.id, ...change, result: change.after }
  })
  return saved ? redirectToList(request, fields.intent === 'create' ? 'created' : 'updated', localize(saved.name, locale)) : redirectToList(request, 'gone', '')
})

export default function ProductsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { products, categories, offerChoices, q, dialog, deleting, toast } = loaderData
  const errors: Record<string, string | undefined> = actionData?.errors ?? {}
  const values: Record<string, string> = actionData?.values ?? dialog?.values ?? {}
  const errorText = useErrorText(errors)
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
              <Th>{t('adminCatalogue.columns.name')}</Th>
              <Th>{t('adminCatalogue.columns.category')}</Th>
              <Th>{t('adminCatalogue.columns.basePrice')}</Th>
              <Th>{t('adminCatalogue.columns.complexity')}</Th>
              <Th className="text-right">{t('adminCatalogue.columns.actions')}</Th>
            </>
          }
        >
          {products.map((product) => (
            <tr key={product.id} className={product.archived ? 'bg-paper/60 text-ink-soft' : undefined}>
              <Td className="font-medium">
                {product.name}
                {product.archived ? <ArchivedBadge /> : null}
              </Td>
              <Td>{product.category}</Td>
              <Td>
                <Money cents={product.basePriceCents} />
              </Td>
              <Td>{t(`adminCatalogue.complexityShort.${product.complexity}`)}</Td>
              <Td>
                <RowActions id={product.id} name={product.name} />
              </Td>
            </tr>
          ))}
        </CatalogueTable>
      )}
      {dialog ? (
        <EditDialog
          title={dialog.mode === 'create' ? t('adminCatalogue.dialog.newProduct') : t('adminCatalogue.dialog.editProduct')}
          intent={dialog.mode}
          id={dialog.mode === 'update' ? dialog.id : undefined}
          refused={!!actionData}
          wide
        >
          <LocalizedField name="name" label={t('adminCatalogue.fields.productName')} values={values} errors={errors} required />
          <LocalizedField name="intro" label={t('adminCatalogue.fields.intro')} values={values} errors={errors} required long />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField name="categoryId" label={t('adminCatalogue.fields.category')} defaultValue={values.categoryId} error={errorText('categoryId')}>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.archived ? `${c.name} (${t('adminCatalogue.archived')})` : c.name}
                </option>
              ))}
            </SelectField>
            <Field
              name="basePrice"
              label={t('adminCatalogue.fields.basePrice')}
              hint={t('adminCatalogue.fields.priceHint')}
              defaultValue={values.basePrice ?? ''}
              error={errorText('basePrice')}
              inputMode="decimal"
              required
            />
            <SelectField name="complexity" label={t('adminCatalogue.fields.complexity')} defaultValue={values.complexity} error={errorText('complexity')}>
              {complexities.map((c) => (
                <option key={c} value={c}>
                  {t(`adminCatalogue.complexities.${c}`)}
                </option>
              ))}
            </SelectField>
            <SelectField name="status" label={t('adminCatalogue.fields.status')} defaultValue={values.status} error={errorText('status')}>
              {(['active', 'archived'] as const).map((s) => (
                <option key={s} value={s}>
                  {t(`adminCatalogue.statuses.${s}`)}
                </option>
              ))}
            </SelectField>
          </div>
          {offerChoices ? <ProductOffersFields choices={offerChoices} values={values} errorText={errorText} /> : null}
        </EditDialog>
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
