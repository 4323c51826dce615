import { data } from 'react-router'
import type { Route } from './+types/catalogue-sizes'
import type { Locale } from '#app/i18n/config.ts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { saveCatalogueChange } from '#app/modules/admin/catalogue-changes.server.ts'
import { DeleteDialog, EditDialog, LocalizedField, useErrorText } from '#app/modules/admin/components/catalogue-dialogs.tsx'
import { AddButton, CatalogueRow, CatalogueTable, CatalogueToasts, EmptyState, ResultCount, RowActions, SearchBox, Td, Th } from '#app/modules/admin/components/catalogue-ui.tsx'
import { sizeFormSchema, toSizeInput } from '#app/modules/catalogue/admin-schemas.ts'
import { createSize, getSizeForAdmin, isSizeNameTaken, listSizesForAdmin, removeSize, type SizeRow, updateSize } from '#app/modules/catalogue/catalogue-admin.server.ts'
import { localize } from '#app/modules/catalogue/localize.ts'
import { formatCmRange } from '#app/modules/sizing/size-guide.ts'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { catalogueAction, formFields, parseId, readListAddress, redirectToList, typedValues } from './catalogue.server.ts'

/** Catálogo › Tallas: the letter sizes and their chest, waist and hip ranges (cm). */

function formValues(size: SizeRow): Record<string, string> {
  return { name: size.name, chest: size.chest, waist: size.waist, hip: size.hip, 'description.es': size.description.es, 'description.en': size.description.en ?? '' }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const address = readListAddress(request)
  const rows = await listSizesForAdmin(address.q)
  const editing = address.editId ? await getSizeForAdmin(address.editId) : null
  const deleting = address.deleteId ? await getSizeForAdmin(address.deleteId) : null
  return {
    q: address.q,
    toast: address.toast,
    sizes: rows.map((s) => ({ id: s.id, name: s.name, chest: s.chest, waist: s.waist, hip: s.hip, description: localize(s.description, locale) })),
    dialog: address.adding
      ? { mode: 'create' as const, values: {} as Record<string, string> }
      : editing
        ? { mode: 'update' as const, id: editing.id, values: formValues(editing) }
        : null,
    deleting: deleting ? { id: deleting.id, name: deleting.name } : null,
  }
}

export const action = catalogueAction(async ({ request, context }: Route.ActionArgs) => {
  requireSameOrigin(request)
  const admin = await requireAdmin(context)
  const actor = { id: admin.id, email: admin.email }
  const fields = formFields(await readForm(request))
  const id = parseId(fields.id)
  if (fields.intent === 'delete') {
    const done = await saveCatalogueChange(actor, 'size', async (tx) => {
      const removed = id ? await removeSize(id, tx) : null
      return removed && { verb: 'delete', id: removed.before.id, before: removed.before, after: null, result: removed }
    })
    return done ? redirectToList(request, 'deleted', done.before.name) : redirectToList(request, 'gone', '')
  }
  if (fields.intent !== 'create' && fields.intent !== 'update') return data({ errors: { form: 'invalidChoice' }, values: {} }, { status: 400 })
  const submission = parseSubmission(sizeFormSchema, fields)
  const errors: Record<string, string> = submission.ok ? {} : { ...submission.errors }
  if (submission.ok && (await isSizeNameTaken(submission.data.name, fields.intent === 'update' ? id : null))) errors.name = 'taken'
  if (!submission.ok || Object.keys(errors).length) return data({ errors, values: typedValues(fields) }, { status: 400 })
  const input = toSizeInput(submission.data)
  if (fields.intent === 'create') {
    const created = await saveCatalogueChange(actor, 'size', async (tx) => {
      const row = await createSize(input, tx)
      return { verb: 'create', id: row.id, before: null, after: row, result: row }
    })
    return redirectToList(request, 'created', created!.name)
  }
  const updated = await saveCatalogueChange(actor, 'size', async (tx) => {
    const change = id ? await updateSize(id, input, tx) : null
    return change && { verb: 'update', id: change.after.id, ...change, result: change.after }
  })
  return updated ? redirectToList(request, 'updated', updated.name) : redirectToList(request, 'gone', '')
})

export default function SizesTab({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation()
  const locale = i18n.language as Locale
  const { sizes, q, dialog, deleting, toast } = loaderData
  const errors: Record<string, string | undefined> = actionData?.errors ?? {}
  const values: Record<string, string> = actionData?.values ?? dialog?.values ?? {}
  const errorText = useErrorText(errors)
  return (
    <section aria-labelledby="sizes-title">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-4">
        <h2 id="sizes-title" className="text-3xl">
          {t('adminCatalogue.tabs.sizes')}
        </h2>
        <AddButton label={t('adminCatalogue.add.size')} />
      </div>
      <SearchBox q={q} placeholder={t('adminCatalogue.search.sizes')} />
      <ResultCount q={q} count={sizes.length} />
      {sizes.length === 0 ? (
        <EmptyState q={q} />
      ) : (
        <CatalogueTable
          caption={t('adminCatalogue.tabs.sizes')}
          head={
            <>
              <Th>{t('adminCatalogue.columns.name')}</Th>
              <Th>{t('adminCatalogue.columns.chest')}</Th>
              <Th>{t('adminCatalogue.columns.waist')}</Th>
              <Th>{t('adminCatalogue.columns.hip')}</Th>
              <Th>{t('adminCatalogue.columns.description')}</Th>
              <Th className="text-right">{t('adminCatalogue.columns.actions')}</Th>
            </>
          }
        >
          {sizes.map((size) => (
            <CatalogueRow key={size.id}>
              <Td className="font-medium" phone="wide">
                {size.name}
              </Td>
              {/* '86–90 cm', with an en dash in the page's number format, as the size guide and the order page write it. */}
              <Td label={t('adminCatalogue.columns.chest')}>{formatCmRange(size.chest, locale)} cm</Td>
              <Td label={t('adminCatalogue.columns.waist')}>{formatCmRange(size.waist, locale)} cm</Td>
              <Td label={t('adminCatalogue.columns.hip')}>{formatCmRange(size.hip, locale)} cm</Td>
              <Td className="text-ink-soft" phone="wide">
                {size.description}
              </Td>
              <Td phone="actions">
                <RowActions id={size.id} name={size.name} />
              </Td>
            </CatalogueRow>
          ))}
        </CatalogueTable>
      )}
      {dialog ? (
        <EditDialog
          title={dialog.mode === 'create' ? t('adminCatalogue.dialog.newSize') : t('adminCatalogue.dialog.editSize')}
          intent={dialog.mode}
          id={dialog.mode === 'update' ? dialog.id : undefined}
          refused={!!actionData}
        >
          <Field name="name" label={t('adminCatalogue.fields.sizeName')} defaultValue={values.name ?? ''} error={errorText('name')} required maxLength={12} />
          <div className="grid gap-4 sm:grid-cols-3">
            {(['chest', 'waist', 'hip'] as const).map((name) => (
              <Field
                key={name}
                name={name}
                label={t(`adminCatalogue.fields.${name}`)}
                hint={t('adminCatalogue.fields.rangeHint')}
                defaultValue={values[name] ?? ''}
                error={errorText(name)}
                required
                inputMode="numeric"
              />
            ))}
          </div>
          <LocalizedField name="description" label={t('adminCatalogue.fields.description')} values={values} errors={errors} />
        </EditDialog>
      ) : null}
      {deleting ? <DeleteDialog id={deleting.id} name={deleting.name} what={t('adminCatalogue.what.size')} archiveNote="never" /> : null}
      <CatalogueToasts toast={toast} entity="size" />
    </section>
  )
}

export const handle = { i18n: ['admin', 'adminCatalogue'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'adminCatalogue.tabs.sizes', path: location.pathname, noindex: true })
}
