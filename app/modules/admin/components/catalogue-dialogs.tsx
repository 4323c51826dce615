import type { ReactNode } from 'react'
import { Form, Link, useFormAction, useNavigate, useNavigation } from 'react-router'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { ConfirmDialog, Dialog } from '#app/components/ui/dialog.tsx'
import { Field, Notice, TextAreaField } from '#app/components/ui/field.tsx'
import { useTranslation } from '#app/i18n/react.tsx'
import { useListAction, useListHref } from './catalogue-ui.tsx'

/** The catalogue's add/edit dialog with its fields' helpers, and its delete confirmation (see catalogue-ui.tsx). */

export type FormErrors = Record<string, string | undefined>

/** A text in Spanish and English: two fields side by side on a desktop. */
export function LocalizedField({
  name,
  label,
  values,
  errors,
  required = false,
  long = false,
}: {
  name: string
  label: string
  values: Record<string, string>
  errors: FormErrors
  required?: boolean
  long?: boolean
}) {
  const { t } = useTranslation()
  const error = (lang: 'es' | 'en') => {
    const code = errors[`${name}.${lang}`]
    return code ? t(`adminCatalogue.errors.${code}` as 'adminCatalogue.errors.required') : undefined
  }
  const Control = long ? TextAreaField : Field
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Control name={`${name}.es`} label={t('adminCatalogue.localized.es', { label })} defaultValue={values[`${name}.es`] ?? ''} error={error('es')} required={required} rows={3} />
      <Control name={`${name}.en`} label={t('adminCatalogue.localized.en', { label })} defaultValue={values[`${name}.en`] ?? ''} error={error('en')} lang="en" rows={3} />
    </div>
  )
}

/** A field's message, translated from its code. */
export function useErrorText(errors: FormErrors) {
  const { t } = useTranslation()
  return (name: string) => {
    const code = errors[name]
    return code ? t(`adminCatalogue.errors.${code}` as 'adminCatalogue.errors.required') : undefined
  }
}

/** The add/edit dialog: a form posting to the list's address with its `intent`. */
export function EditDialog({
  title,
  intent,
  id,
  refused,
  wide = false,
  encType,
  children,
  after,
}: {
  title: string
  intent: 'create' | 'update'
  id?: number
  refused: boolean
  wide?: boolean
  encType?: 'multipart/form-data'
  children: ReactNode
  after?: ReactNode
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const listHref = useListHref()
  const formAction = useFormAction()
  const busy = useNavigation().state === 'submitting'
  const close = listHref()
  return (
    <Dialog
      id="catalogue-dialog"
      title={title}
      onCancel={() => void navigate(close, { preventScrollReset: true, replace: true })}
      width={wide ? 'w-[min(94vw,52rem)]' : 'w-[min(94vw,36rem)]'}
    >
      <Form method="post" action={formAction} preventScrollReset encType={encType} noValidate className="mt-6 space-y-5">
        {refused ? <Notice tone="error" title={t('adminCatalogue.dialog.refused')} text={t('adminCatalogue.dialog.refusedText')} /> : null}
        <input type="hidden" name="intent" value={intent} />
        {id !== undefined ? <input type="hidden" name="id" value={id} /> : null}
        {children}
        <div className="sticky -bottom-6 -mx-6 -mb-6 flex justify-end gap-3 border-t border-line bg-white px-6 py-4">
          <Link to={close} preventScrollReset replace className={buttonClass('secondary', 'sm')}>
            {t('adminCatalogue.actions.cancel')}
          </Link>
          <Button size="sm" busy={busy} busyLabel={t('adminCatalogue.actions.saving')}>
            {t('adminCatalogue.actions.save')}
          </Button>
        </div>
      </Form>
      {after}
    </Dialog>
  )
}

/** '¿Eliminar …?': names what will go, and says when it will be archived instead. */
export function DeleteDialog({ id, name, what, archiveNote }: { id: number; name: string; what: string; archiveNote: 'maybe' | 'always' | 'never' }) {
  const { t } = useTranslation()
  const listAction = useListAction()
  const busy = useNavigation().state === 'submitting'
  const text =
    archiveNote === 'always' ? (
      <p>{t('adminCatalogue.deleteDialog.partText', { what, name })}</p>
    ) : (
      <>
        <p>{t('adminCatalogue.deleteDialog.text', { what, name })}</p>
        {archiveNote === 'maybe' ? <p>{t('adminCatalogue.deleteDialog.archiveText')}</p> : null}
      </>
    )
  return (
    <ConfirmDialog
      id="catalogue-delete"
      title={t('adminCatalogue.deleteDialog.title', { name })}
      text={text}
      page={listAction}
      fields={{ intent: 'delete', id: String(id) }}
      cancelLabel={t('adminCatalogue.actions.cancel')}
      confirmLabel={t('adminCatalogue.actions.confirmDelete')}
      busyLabel={t('adminCatalogue.actions.deleting')}
      busy={busy}
    />
  )
}
