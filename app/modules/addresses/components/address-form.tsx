import { Form, Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { type AddressField, addressMaxLength } from '../schemas.ts'
import { busyButtonProps } from '#app/components/busy.ts'

const autoComplete: Record<AddressField, string> = {
  fullName: 'shipping name',
  phone: 'shipping tel',
  street: 'shipping street-address',
  postalCode: 'shipping postal-code',
  city: 'shipping address-level2',
  province: 'shipping address-level1',
  country: 'shipping country-name',
}

type Values = Partial<Record<AddressField | 'makeDefault', string>>

/**
 * Add or edit an address. A real form (works before JavaScript); the server validates and answers
 * 400 with a message per field, shown under it and tied to it with aria-describedby.
 */
export function AddressForm({
  mode,
  addressId,
  values,
  errors,
  isDefault,
  isFirst,
  busy,
}: {
  mode: 'new' | 'edit'
  addressId?: string
  values: Values
  errors: Record<string, string>
  isDefault: boolean
  isFirst: boolean
  busy: boolean
}) {
  const { t } = useTranslation()
  const message = (field: AddressField) => {
    const code = errors[field]
    if (!code) return undefined
    if (code === 'tooLong') return t('common.form.tooLong', { max: addressMaxLength[field] })
    if (code === 'invalidPhone') return t('accountArea.addresses.errors.phoneFormat')
    return t(`accountArea.addresses.errors.${field}`)
  }
  const field = (name: AddressField, options: { required?: boolean; hint?: string; inputMode?: 'tel' | 'text'; wide?: boolean } = {}) => (
    <TextField
      key={name}
      name={name}
      label={t(`accountArea.addresses.fields.${name}`)}
      hint={options.hint}
      autoComplete={autoComplete[name]}
      type={name === 'phone' ? 'tel' : 'text'}
      required={options.required ?? true}
      defaultValue={values[name] ?? (name === 'country' ? 'España' : '')}
      error={message(name)}
      className={options.wide ? 'sm:col-span-2' : undefined}
    />
  )
  return (
    <Form method="post" noValidate className="max-w-2xl rounded-3xl border border-line bg-white p-6 md:p-8">
      <input type="hidden" name="intent" value={mode === 'new' ? 'create' : 'update'} />
      {addressId ? <input type="hidden" name="addressId" value={addressId} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('fullName', { wide: true })}
        {field('phone', { wide: true })}
        {field('street', { wide: true, hint: t('accountArea.addresses.hints.street') })}
        {field('postalCode')}
        {field('city')}
        {field('province')}
        {field('country', { required: false })}
      </div>
      <div className="mt-5">
        {isDefault ? (
          <p className="text-sm text-ink-soft">{t('accountArea.addresses.isDefaultNote')}</p>
        ) : isFirst ? (
          <p className="text-sm text-ink-soft">{t('accountArea.addresses.firstIsDefault')}</p>
        ) : (
          <label className="inline-flex min-h-11 cursor-pointer items-center gap-3">
            <input type="checkbox" name="makeDefault" defaultChecked={values.makeDefault === 'on'} className="size-5 accent-ink" />
            <span>{t('accountArea.addresses.makeDefaultField')}</span>
          </label>
        )}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/account/addresses" className="rounded-full border border-line px-6 py-3 text-center hover:border-ink">
          {t('accountArea.addresses.cancel')}
        </Link>
        <button type="submit" {...busyButtonProps(busy)} className="rounded-full bg-ink px-7 py-3 text-white hover:bg-ink-soft aria-disabled:opacity-60">
          {busy ? t('accountArea.addresses.saving') : t('accountArea.addresses.save')}
        </button>
      </div>
    </Form>
  )
}

function TextField(props: {
  name: string
  label: string
  hint?: string
  type: string
  autoComplete: string
  required: boolean
  defaultValue: string
  error?: string
  className?: string
}) {
  const id = `field-${props.name}`
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [props.hint ? hintId : null, props.error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={props.className}>
      <label htmlFor={id} className="block text-sm font-medium">
        {props.label}
      </label>
      {props.hint ? (
        <p id={hintId} className="mt-0.5 text-xs text-muted">
          {props.hint}
        </p>
      ) : null}
      <input
        id={id}
        name={props.name}
        type={props.type}
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy}
        className="mt-1.5 w-full rounded-xl border border-line bg-white px-4 py-3 outline-none focus:border-ink aria-[invalid]:border-danger"
      />
      {props.error ? (
        <p id={errorId} className="mt-1.5 text-sm text-danger">
          {props.error}
        </p>
      ) : null}
    </div>
  )
}
