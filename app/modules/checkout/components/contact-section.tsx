import { Link } from 'react-router'
import { useTranslation } from '#app/i18n/react.tsx'
import { buttonClass } from '#app/components/ui/button.tsx'
import { CheckboxField, Field, TextAreaField } from '#app/components/ui/field.tsx'
import { computePostalMessage } from '#app/modules/addresses/address-messages.ts'
import { addressMaxLength } from '#app/modules/addresses/schemas.ts'
import { DEDICATION_MAX } from '../schemas.ts'
import { SectionTitle } from './section-title.tsx'

type Address = { id: string; fullName: string; phone: string; line: string }

/**
 * Section 1 of the checkout page: who she is and where it goes. A guest is offered to sign in (her
 * saved addresses then fill it) or goes on as a guest right here; a signed-in customer buys with her
 * account's e-mail and her default address already chosen: she types nothing she already gave.
 */
export function ContactSection({
  values,
  errors,
  signedIn,
  email,
  addresses,
  children,
}: {
  children?: React.ReactNode
  values: Record<string, string>
  errors: Record<string, string>
  signedIn: boolean
  email: string | null
  addresses: Address[]
}) {
  const { t } = useTranslation()
  const message = (field: string) => {
    const code = errors[field]
    if (!code) return undefined
    if (code === 'tooLong')
      return t('checkoutPage.details.errors.tooLong', { max: field === 'dedication' ? DEDICATION_MAX : (addressMaxLength[field as keyof typeof addressMaxLength] ?? 254) })
    if (code === 'invalidEmail' || code === 'invalidPhone' || code === 'addressGone' || code === 'controlCharacters') return t(`checkoutPage.details.errors.${code}`)
    return computePostalMessage(t, code, values) ?? t(`checkoutPage.details.errors.${field}`)
  }
  const text = (name: string, options: { type?: string; autoComplete: string; hint?: string; wide?: boolean; required?: boolean }) => (
    <Field
      name={name}
      label={t(`checkoutPage.details.${name}`)}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      hint={options.hint}
      required={options.required ?? true}
      defaultValue={values[name] ?? (name === 'country' ? 'España' : '')}
      error={message(name)}
      className={options.wide ? 'sm:col-span-2' : undefined}
    />
  )
  const chosenAddress = values.addressId || (signedIn ? 'new' : '')
  const newAddressFields = (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('fullName', { autoComplete: 'shipping name', wide: true })}
      {text('phone', { type: 'tel', autoComplete: 'shipping tel', hint: t('checkoutPage.details.phoneHint'), wide: true })}
      {text('street', { autoComplete: 'shipping street-address', hint: t('checkoutPage.details.streetHint'), wide: true })}
      {text('postalCode', { autoComplete: 'shipping postal-code' })}
      {text('city', { autoComplete: 'shipping address-level2' })}
      {text('province', { autoComplete: 'shipping address-level1', required: false, hint: t('checkoutPage.details.provinceHint') })}
      {text('country', { autoComplete: 'shipping country-name', required: false })}
    </div>
  )
  const back = encodeURIComponent('/checkout')
  return (
    <section aria-labelledby="checkout-contact" className="rounded-2xl border border-line bg-white p-5 md:p-7">
      <SectionTitle id="checkout-contact" number={1}>
        {t('checkoutPage.page.contact')}
      </SectionTitle>
      {signedIn ? (
        <p className="mt-3 text-ink-soft">{t('checkoutPage.details.signedInAs', { email })}</p>
      ) : (
        <div className="mt-4 rounded-xl bg-cream/70 p-4">
          <p className="text-sm text-ink-soft">{t('checkoutPage.auth.intro')}</p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <Link to={`/login?redirectTo=${back}`} className={buttonClass('secondary', 'sm', 'text-sm')}>
              {t('checkoutPage.auth.login')}
            </Link>
            <Link to={`/register?redirectTo=${back}`} className={buttonClass('quiet', 'sm', 'text-sm')}>
              {t('checkoutPage.auth.register')}
            </Link>
            <a href="#field-email" className={buttonClass('quiet', 'sm', 'text-sm')}>
              {t('checkoutPage.auth.guest')}
            </a>
          </div>
        </div>
      )}
      {signedIn ? null : <div className="mt-5">{text('email', { type: 'email', autoComplete: 'email', hint: t('checkoutPage.auth.guestHint') })}</div>}

      <h3 className="mt-7 text-sm font-medium uppercase tracking-[0.12em] text-muted">{t('checkoutPage.details.address')}</h3>
      {signedIn && addresses.length > 0 ? (
        <div className="mt-3 space-y-2" role="radiogroup" aria-label={t('checkoutPage.details.savedAddresses')}>
          {errors.addressId ? (
            <p id="field-addressId-error" className="text-sm text-danger">
              {message('addressId')}
            </p>
          ) : null}
          {addresses.map((a) => (
            <label key={a.id} className="flex cursor-pointer gap-3 rounded-xl border border-line p-4 has-[:checked]:border-ink has-[:checked]:bg-cream/60">
              <input type="radio" name="addressId" value={a.id} defaultChecked={chosenAddress === a.id} className="mt-1 size-5 accent-ink" />
              <span>
                <span className="block font-medium">{a.fullName}</span>
                <span className="block text-sm text-ink-soft">{a.line}</span>
                <span className="block text-sm text-muted">{a.phone}</span>
              </span>
            </label>
          ))}
          <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-line p-4 has-[:checked]:border-ink has-[:checked]:bg-cream/60">
            <input id="address-new" type="radio" name="addressId" value="new" defaultChecked={chosenAddress === 'new'} className="size-5 accent-ink" />
            <span className="font-medium">{t('checkoutPage.details.newAddress')}</span>
          </label>
          {/* Shown when "new address" is chosen (CSS :has, so it also works before JavaScript). */}
          <div className="hidden space-y-4 pt-3 group-has-[#address-new:checked]:block">
            {newAddressFields}
            <CheckboxField name="saveAddress" label={t('checkoutPage.details.saveAddress')} defaultChecked={values.saveAddress === 'on'} />
          </div>
        </div>
      ) : (
        <div className="mt-3 space-y-4">
          {signedIn ? <input type="hidden" name="addressId" value="new" /> : null}
          {newAddressFields}
          {signedIn ? <CheckboxField name="saveAddress" label={t('checkoutPage.details.saveAddress')} defaultChecked={values.saveAddress !== ''} /> : null}
        </div>
      )}

      <fieldset className="mt-6">
        <legend className="text-sm font-medium">{t('checkoutPage.details.prefs')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-6">
          <CheckboxField name="prefWhatsapp" label={t('checkoutPage.details.prefWhatsapp')} defaultChecked={values.prefWhatsapp === 'on'} />
          <CheckboxField name="prefEmail" label={t('checkoutPage.details.prefEmail')} defaultChecked={values.prefEmail === 'on'} />
          <CheckboxField name="prefSms" label={t('checkoutPage.details.prefSms')} defaultChecked={values.prefSms === 'on'} />
        </div>
      </fieldset>

      <div className="mt-4 border-t border-line pt-4">
        <CheckboxField name="isGift" label={t('checkoutPage.details.isGift')} defaultChecked={values.isGift === 'on'} />
        <p className="-mt-1 ml-8 text-sm text-muted">{t('checkoutPage.details.isGiftHint')}</p>
        <CheckboxField
          id="wants-dedication"
          name="wantsDedication"
          label={t('checkoutPage.details.wantsDedication')}
          defaultChecked={values.wantsDedication === 'on'}
          className="mt-3"
        />
        <div className={errors.dedication ? 'mt-3' : 'mt-3 hidden group-has-[#wants-dedication:checked]:block'}>
          <TextAreaField
            name="dedication"
            label={t('checkoutPage.details.dedication')}
            hint={t('checkoutPage.details.dedicationHint', { max: DEDICATION_MAX })}
            maxLength={DEDICATION_MAX}
            defaultValue={values.dedication}
            error={message('dedication')}
          />
        </div>
      </div>
      {children}
    </section>
  )
}
