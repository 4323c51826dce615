import { data } from 'react-router'
import type { Route } from './+types/catalogue-categories'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { CheckboxField, Field, SelectField } from '#app/components/ui/field.tsx'
import { saveCatalogueChange } from '#app/modules/admin/catalogue-changes.server.ts'
import { DeleteDialog, EditDialog, LocalizedField, useErrorText } from '#app/modules/admin/components/catalogue-dialogs.tsx'
import {
  AddButton,
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
import { categoryFormSchema, garmentKinds, metresToInput, partTypes, toCategoryInput } from '#app/modules/catalogue/admin-schemas.ts'
import {
  type CategoryRow,
  createCategory,
  getCategoryForAdmin,
  listCategoriesForAdmin,
  removeCategory,
  restoreCategory,
  updateCategory,
} from '#app/modules/catalogue/catalogue-admin.server.ts'
import { localize } from '#app/modules/catalogue/localize.ts'
import { formatQuantity } from '#app/i18n/numbers.ts'
import type { Locale } from '#app/i18n/config.ts'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { catalogueAction, formFields, parseId, readListAddress, redirectToList, typedValues } from './catalogue.server.ts'

/** Catálogo › Categorías (the default tab): what kind of garment each category makes and its steps. */

function formValues(row: CategoryRow, locale: Locale): Record<string, string> {
  return {
    'name.es': row.name.es,
    'name.en': row.name.en ?? '',
    'description.es': row.description.es,
    'description.en': row.description.en ?? '',
    garmentKind: row.garmentKind,
    fabricMetres: metresToInput(row.fabricMetres, locale),
    partTypes: row.partTypes.join(','),
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const address = readListAddress(request)
  const rows = await listCategoriesForAdmin(address.q)
  const editing = address.editId ? await getCategoryForAdmin(address.editId) : null
  const deleting = address.deleteId ? await getCategoryForAdmin(address.deleteId) : null
  return {
    q: address.q,
    toast: address.toast,
    categories: rows.map((c) => ({
      id: c.id,
      name: localize(c.name, locale),
      garmentKind: c.garmentKind,
      fabricMetres: c.fabricMetres,
      partTypes: c.partTypes,
      products: c.products,
      archived: !!c.archivedAt,
    })),
    dialog: address.adding
      ? { mode: 'create' as const, values: { garmentKind: 'top', partTypes: 'sleeve,cuff,collar' } as Record<string, string> }
      : editing
        ? { mode: 'update' as const, id: editing.id, values: formValues(editing, locale) }
        : null,
    deleting: deleting ? { id: deleting.id, name: localize(deleting.name, locale) } : null,
  }
}

export const action = catalogueAction(async ({ request, context }: Route.ActionArgs) => {
  requireSameOrigin(request)
  const admin = await requireAdmin(context)
  const actor = { id: admin.id, email: admin.email }
  const { locale } = getRequestContext(context)
  const fields = formFields(await readForm(request), ['partTypes'])
  const id = parseId(fields.id)
  if (fields.intent === 'delete' || fields.intent === 'restore') {
    const restore = fields.intent === 'restore'
    const done = await saveCatalogueChange(actor, 'category', async (tx) => {
      if (!id) return null
      if (restore) {
        const change = await restoreCategory(id, tx)
        return change && { verb: 'restore', id, ...change, result: { name: change.after.name, outcome: 'restored' as 'restored' | 'deleted' | 'archived' } }
      }
      const removed = await removeCategory(id, tx)
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
  const submission = parseSubmission(categoryFormSchema, fields)
  if (!submission.ok) return data({ errors: submission.errors, values: { ...typedValues(fields), partTypes: (fields.partTypes as string[]).join(',') } }, { status: 400 })
  const input = toCategoryInput(submission.data)
  const saved = await saveCatalogueChange(actor, 'category', async (tx) => {
    if (fields.intent === 'create') {
      const row = await createCategory(input, tx)
      return { verb: 'create', id: row.id, before: null, after: row, result: row }
    }
    const change = id ? await updateCategory(id, input, tx) : null
    return change && { verb: 'update', id: change.after.id, ...change, result: change.after }
  })
  return saved ? redirectToList(request, fields.intent === 'create' ? 'created' : 'updated', localize(saved.name, locale)) : redirectToList(request, 'gone', '')
})

export default function CategoriesTab({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const { categories, q, dialog, deleting, toast } = loaderData
  const errors: Record<string, string | undefined> = actionData?.errors ?? {}
  const values: Record<string, string> = actionData?.values ?? dialog?.values ?? {}
  const errorText = useErrorText(errors)
  const chosenParts = new Set((values.partTypes ?? '').split(','))
  return (
    <section aria-labelledby="categories-title">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-4">
        <h2 id="categories-title" className="text-3xl">
          {t('adminCatalogue.tabs.categories')}
        </h2>
        <AddButton label={t('adminCatalogue.add.category')} />
      </div>
      <SearchBox q={q} placeholder={t('adminCatalogue.search.categories')} />
      <ResultCount q={q} count={categories.length} />
      {categories.length === 0 ? (
        <EmptyState q={q} />
      ) : (
        <CatalogueTable
          caption={t('adminCatalogue.tabs.categories')}
          head={
            <>
              <Th>{t('adminCatalogue.columns.name')}</Th>
              <Th>{t('adminCatalogue.columns.garment')}</Th>
              <Th>{t('adminCatalogue.columns.parts')}</Th>
              <Th>{t('adminCatalogue.columns.metres')}</Th>
              <Th>{t('adminCatalogue.columns.products')}</Th>
              <Th className="text-right">{t('adminCatalogue.columns.actions')}</Th>
            </>
          }
        >
          {categories.map((category) => (
            <CatalogueRow key={category.id} archived={category.archived}>
              <Td className="font-medium" phone="wide">
                {category.name}
                {category.archived ? <ArchivedBadge /> : null}
              </Td>
              <Td label={t('adminCatalogue.columns.garment')}>{t(`adminCatalogue.garmentKinds.${category.garmentKind as 'top'}`, { defaultValue: category.garmentKind })}</Td>
              <Td className="text-ink-soft" label={t('adminCatalogue.columns.parts')}>
                {category.partTypes.map((type) => t(`adminCatalogue.partTypeNames.${type as 'collar'}`, { defaultValue: type })).join(', ')}
              </Td>
              <Td label={t('adminCatalogue.columns.metres')}>{formatQuantity(category.fabricMetres, locale, 2)} m</Td>
              <Td label={t('adminCatalogue.columns.products')}>{category.products}</Td>
              <Td phone="actions">
                <RowActions id={category.id} name={category.name} restorable={category.archived} />
              </Td>
            </CatalogueRow>
          ))}
        </CatalogueTable>
      )}
      {dialog ? (
        <EditDialog
          title={dialog.mode === 'create' ? t('adminCatalogue.dialog.newCategory') : t('adminCatalogue.dialog.editCategory')}
          intent={dialog.mode}
          id={dialog.mode === 'update' ? dialog.id : undefined}
          refused={!!actionData}
        >
          <LocalizedField name="name" label={t('adminCatalogue.fields.name')} values={values} errors={errors} required />
          <LocalizedField name="description" label={t('adminCatalogue.fields.description')} values={values} errors={errors} long />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField name="garmentKind" label={t('adminCatalogue.fields.garmentKind')} defaultValue={values.garmentKind ?? 'top'} error={errorText('garmentKind')}>
              {garmentKinds.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`adminCatalogue.garmentKinds.${kind}`)}
                </option>
              ))}
            </SelectField>
            <Field
              name="fabricMetres"
              label={t('adminCatalogue.fields.fabricMetres')}
              hint={t('adminCatalogue.fields.fabricMetresHint')}
              defaultValue={values.fabricMetres ?? ''}
              error={errorText('fabricMetres')}
              inputMode="decimal"
              required
            />
          </div>
          <fieldset aria-describedby="part-types-hint">
            <legend className="text-sm font-medium">{t('adminCatalogue.fields.partTypes')}</legend>
            <p id="part-types-hint" className="mt-0.5 text-xs text-muted">
              {t('adminCatalogue.fields.partTypesHint')}
            </p>
            <div className="mt-1 flex flex-wrap gap-x-6">
              {partTypes.map((type) => (
                <CheckboxField key={type} name="partTypes" value={type} label={t(`adminCatalogue.partTypeNames.${type}`)} defaultChecked={chosenParts.has(type)} />
              ))}
            </div>
          </fieldset>
        </EditDialog>
      ) : null}
      {deleting ? <DeleteDialog id={deleting.id} name={deleting.name} what={t('adminCatalogue.what.category')} archiveNote="maybe" /> : null}
      <CatalogueToasts toast={toast} entity="category" />
    </section>
  )
}

export const handle = { i18n: ['admin', 'adminCatalogue'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'adminCatalogue.tabs.categories', path: location.pathname, noindex: true })
}
