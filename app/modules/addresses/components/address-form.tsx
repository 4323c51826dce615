import { Form, Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { computePostalMessage } from '../address-messages.ts'
import { type AddressField, addressMaxLength } from '../schemas.ts'
import { Button, buttonClass } from '#app/components/ui/button.tsx'
import { CheckboxField, Field } from '#app/components/ui/field.tsx'

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
    return computePostalMessage(t, code, values) ?? t(`accountArea.addresses.errors.${field}`)
  }
  const field = (name: AddressField, options: { required?: boolean; hint?: string; wide?: boolean } = {}) => (
    <Field
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
          <CheckboxField name="makeDefault" label={t('accountArea.addresses.makeDefaultField')} defaultChecked={values.makeDefault === 'on'} />
        )}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to="/account/addresses" className={buttonClass('secondary')}>
          {t('accountArea.addresses.cancel')}
        </Link>
        <Button busy={busy} busyLabel={t('accountArea.addresses.saving')}>
          {t('accountArea.addresses.save')}
        </Button>
      </div>
    </Form>
  )
}
