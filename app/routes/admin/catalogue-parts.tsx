import { data, Link } from 'react-router'
import type { Route } from './+types/catalogue-parts'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import type { Locale } from '#app/i18n/config.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { CheckboxField, Field } from '#app/components/ui/field.tsx'
import { Money } from '#app/modules/money/components/money.tsx'
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
  useListHref,
} from '#app/modules/admin/components/catalogue-ui.tsx'
import { ImagesLink, ImageThumb } from '#app/modules/admin/components/catalogue-images.tsx'
import { centsToInput, partFormSchema, type PartType, partTypes, toPartInput } from '#app/modules/catalogue/admin-schemas.ts'
import type { PartRow } from '#app/modules/catalogue/catalogue-admin.server.ts'
import { createPart, getPartForAdmin, listPartsForAdmin, removePart, restorePart, updatePart } from '#app/modules/catalogue/catalogue-pieces-admin.server.ts'
import { localize } from '#app/modules/catalogue/localize.ts'
import { getRequestContext, requireAdmin } from '#app/request-context.server.ts'
import { cn } from '#app/utils/cn.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { parseSubmission } from '#app/utils/submission.ts'
import { catalogueAction, formFields, parseId, readListAddress, redirectToList, typedValues } from './catalogue.server.ts'

/**
 * Catálogo › Partes: sub-tabs Cuellos, Puños, Mangas and the trousers' Perneras and Cinturillas
 * (`?type=`); one search (name or description) filters them all, each sub-tab saying how many match.
 */

function readType(value: string | null): PartType {
  return (partTypes as readonly string[]).includes(value ?? '') ? (value as PartType) : 'collar'
}

function formValues(row: PartRow, locale: Locale): Record<string, string> {
  return {
    'name.es': row.name.es,
    'name.en': row.name.en ?? '',
    'description.es': row.description.es,
    'description.en': row.description.en ?? '',
    surcharge: centsToInput(row.surchargeCents, locale),
    omitsTypes: row.omitsTypes.join(','),
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(context)
  const { locale } = getRequestContext(context)
  const address = readListAddress(request)
  const type = readType(address.params.get('type'))
  const rows = await listPartsForAdmin(address.q)
  const editing = address.editId ? await getPartForAdmin(address.editId) : null
  const deleting = address.deleteId ? await getPartForAdmin(address.deleteId) : null
  const counts = Object.fromEntries(partTypes.map((t) => [t, rows.filter((r) => r.type === t).length])) as Record<PartType, number>
  return {
    q: address.q,
    type,
    counts,
    toast: address.toast,
    parts: rows
      .filter((r) => r.type === type)
      .map((p) => ({
        id: p.id,
        name: localize(p.name, locale),
        description: localize(p.description, locale),
        surchargeCents: p.surchargeCents,
        image: p.image,
        archived: !!p.archivedAt,
      })),
    dialog: address.adding
      ? { mode: 'create' as const, values: { surcharge: centsToInput(0, locale) } as Record<string, string>, image: null }
      : editing
        ? { mode: 'update' as const, id: editing.id, values: formValues(editing, locale), image: editing.image }
        : null,
    deleting: deleting ? { id: deleting.id, name: localize(deleting.name, locale) } : null,
  }
}

export const action = catalogueAction(async ({ request, context }: Route.ActionArgs) => {
  requireSameOrigin(request)
  const admin = await requireAdmin(context)
  const actor = { id: admin.id, email: admin.email }
  const { locale } = getRequestContext(context)
  const fields = formFields(await readForm(request), ['omitsTypes'])
  const id = parseId(fields.id)
  if (fields.intent === 'delete' || fields.intent === 'restore') {
    const restore = fields.intent === 'restore'
    const done = await saveCatalogueChange(actor, 'part', async (tx) => {
      if (!id) return null
      const change = restore ? await restorePart(id, tx) : await removePart(id, tx)
      return change && { verb: restore ? 'restore' : 'archive', id, before: change.before, after: change.after, result: change.before.name }
    })
    return done ? redirectToList(request, restore ? 'restored' : 'archived', localize(done, locale)) : redirectToList(request, 'gone', '')
  }
  if (fields.intent !== 'create' && fields.intent !== 'update') return data({ errors: { form: 'invalidChoice' }, values: {} }, { status: 400 })
  // A new part takes the sub-tab's type (the spec's "parts also get the current tab's type").
  const type = readType(new URL(request.url).searchParams.get('type'))
  const submission = parseSubmission(partFormSchema, { ...fields, type })
  if (!submission.ok) return data({ errors: submission.errors, values: { ...typedValues(fields), omitsTypes: (fields.omitsTypes as string[]).join(',') } }, { status: 400 })
  const input = toPartInput(submission.data)
  const saved = await saveCatalogueChange(actor, 'part', async (tx) => {
    if (fields.intent === 'create') {
      const row = await createPart(input, tx)
      return { verb: 'create', id: row.id, before: null, after: row, result: row }
    }
    const change = id ? await updatePart(id, input, tx) : null
    return change && { verb: 'update', id: change.after.id, ...change, result: change.after }
  })
  return saved ? redirectToList(request, fields.intent === 'create' ? 'created' : 'updated', localize(saved.name, locale)) : redirectToList(request, 'gone', '')
})

export default function PartsTab({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const { parts, q, type, counts, dialog, deleting, toast } = loaderData
  const errors: Record<string, string | undefined> = actionData?.errors ?? {}
  const values: Record<string, string> = actionData?.values ?? dialog?.values ?? {}
  const errorText = useErrorText(errors)
  const listHref = useListHref()
  const singular = t(`adminCatalogue.partSingular.${type}`)
  const typeName = t(`adminCatalogue.partTabs.${type}`)
  return (
    <section aria-labelledby="parts-title">
      <div className="mb-5 flex flex-wrap items-center justify-between gap-4">
        <h2 id="parts-title" className="text-3xl">
          {t('adminCatalogue.tabs.parts')}
        </h2>
        <AddButton label={t('adminCatalogue.add.part', { type: singular })} />
      </div>
      <SearchBox q={q} placeholder={t('adminCatalogue.search.parts')} hidden={{ type }} hint={t('adminCatalogue.search.partsHint')} />
      <nav aria-label={t('adminCatalogue.partTabsLabel')} className="mb-5">
        <ul className="flex flex-wrap gap-2">
          {partTypes.map((partType) => (
            <li key={partType}>
              <Link
                to={listHref({ type: partType })}
                aria-current={partType === type ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm',
                  partType === type ? 'border-ink bg-ink text-white' : 'border-line bg-white text-ink-soft hover:border-ink hover:text-ink',
                )}
              >
                {t(`adminCatalogue.partTabs.${partType}`)}
                <span className={cn('rounded-full px-2 text-xs', partType === type ? 'bg-white/20' : 'bg-cream')}>{counts[partType]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ResultCount q={q} count={parts.length} />
      {parts.length === 0 ? (
        <EmptyState q={q} />
      ) : (
        <CatalogueTable
          caption={typeName}
          head={
            <>
              <Th className="w-20">{t('adminCatalogue.columns.image')}</Th>
              <Th>{t('adminCatalogue.columns.name')}</Th>
              <Th>{t('adminCatalogue.columns.description')}</Th>
              <Th>{t('adminCatalogue.columns.price')}</Th>
              <Th className="text-right">{t('adminCatalogue.columns.actions')}</Th>
            </>
          }
        >
          {parts.map((part) => (
            <CatalogueRow key={part.id} archived={part.archived}>
              <Td phone="lead">
                <ImageThumb imageKey={part.image} />
              </Td>
              <Td className="font-medium" phone="main">
                {part.name}
                {part.archived ? <ArchivedBadge /> : null}
              </Td>
              <Td className="text-ink-soft" phone="wide">
                {part.description}
              </Td>
              <Td label={t('adminCatalogue.columns.price')}>{part.surchargeCents > 0 ? <Money cents={part.surchargeCents} /> : '—'}</Td>
              <Td phone="actions">
                <RowActions id={part.id} name={part.name} restorable={part.archived} />
              </Td>
            </CatalogueRow>
          ))}
        </CatalogueTable>
      )}
      {dialog ? (
        <EditDialog
          title={dialog.mode === 'create' ? t('adminCatalogue.dialog.newPart', { type: singular }) : t('adminCatalogue.dialog.editPart', { type: singular })}
          intent={dialog.mode}
          id={dialog.mode === 'update' ? dialog.id : undefined}
          refused={!!actionData}
        >
          <LocalizedField name="name" label={t('adminCatalogue.fields.name')} values={values} errors={errors} required />
          <LocalizedField name="description" label={t('adminCatalogue.fields.description')} values={values} errors={errors} long />
          <Field
            name="surcharge"
            label={t('adminCatalogue.fields.surcharge')}
            hint={t('adminCatalogue.fields.priceHint')}
            defaultValue={values.surcharge ?? ''}
            error={errorText('surcharge')}
            inputMode="decimal"
            required
          />
          <OmitsTypesField own={type} values={values} error={errorText('omitsTypes')} />
          {dialog.mode === 'update' ? <ImagesLink to={`/admin/catalogue/images?part=${dialog.id}`} keys={dialog.image ? [dialog.image] : []} /> : null}
        </EditDialog>
      ) : null}
      {deleting ? <DeleteDialog id={deleting.id} name={deleting.name} what={t('adminCatalogue.what.part')} archiveNote="always" /> : null}
      <CatalogueToasts toast={toast} entity="part" />
    </section>
  )
}

/** The steps a garment with this part does without (a short sleeve: the cuff), as ticked boxes. */
function OmitsTypesField({ own, values, error }: { own: PartType; values: Record<string, string>; error: string | undefined }) {
  const { t } = useTranslation()
  const ticked = new Set((values.omitsTypes ?? '').split(',').filter(Boolean))
  return (
    <fieldset aria-describedby={`omitsTypes-hint${error ? ' omitsTypes-error' : ''}`} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-medium">{t('adminCatalogue.fields.omitsTypes')}</legend>
      <p id="omitsTypes-hint" className="mt-0.5 text-xs text-muted">
        {t('adminCatalogue.fields.omitsTypesHint')}
      </p>
      {error ? (
        <p id="omitsTypes-error" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="mt-1 flex flex-wrap gap-x-6">
        {partTypes
          .filter((other) => other !== own)
          .map((other) => (
            <CheckboxField key={other} name="omitsTypes" value={other} label={t(`adminCatalogue.partTypeNames.${other}`)} defaultChecked={ticked.has(other)} />
          ))}
      </div>
    </fieldset>
  )
}

export const handle = { i18n: ['admin', 'adminCatalogue'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'adminCatalogue.tabs.parts', path: location.pathname, noindex: true })
}
