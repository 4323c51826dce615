import { data, Form, redirect, useNavigation } from 'react-router'
import type { Route } from './+types/details'
import type { I18nHandle } from '#app/i18n/namespaces.ts'
import { useTranslation } from '#app/i18n/react.tsx'
import { PrivacyNotice } from '#app/components/privacy-notice.tsx'
import { CheckboxField, Field, TextAreaField } from '#app/components/ui/field.tsx'
import { listAddresses } from '#app/modules/addresses/addresses.server.ts'
import { computePostalMessage } from '#app/modules/addresses/address-messages.ts'
import { addressMaxLength } from '#app/modules/addresses/schemas.ts'
import { CheckoutFrame, ContinueButton } from '#app/modules/checkout/components/checkout-frame.tsx'
import { submitDetails } from '#app/modules/checkout/details.server.ts'
import { DEDICATION_MAX } from '#app/modules/checkout/schemas.ts'
import { toSummaryView } from '#app/modules/checkout/summary-view.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { pageMeta } from '#app/utils/meta.ts'
import { privateNoStore, privatePageHeaders } from '#app/utils/private-page.ts'
import { stepPaths } from '#app/modules/checkout/steps.ts'
import { requireCheckout } from './guard.server.ts'

/** Step 'DATOS PERSONALES': contact, address, gift and dedication (docs/product.md#checkout). */
export async function loader({ context }: Route.LoaderArgs) {
  const state = await requireCheckout(context, 'details')
  const addresses = state.user ? await listAddresses(state.user.id) : []
  const c = state.draft.contact
  // What she gave before (Back keeps it); else, signed in, her name and her default address.
  const values: Record<string, string> = c
    ? {
        fullName: c.fullName,
        email: c.email,
        phone: c.phone,
        prefWhatsapp: c.prefs.whatsapp ? 'on' : '',
        prefEmail: c.prefs.email ? 'on' : '',
        prefSms: c.prefs.sms ? 'on' : '',
        street: c.street,
        postalCode: c.postalCode,
        city: c.city,
        province: c.province,
        country: c.country,
        isGift: c.isGift ? 'on' : '',
        wantsDedication: c.dedication ? 'on' : '',
        dedication: c.dedication ?? '',
        addressId: c.addressId ?? (state.user ? 'new' : ''),
      }
    : { fullName: state.user?.name ?? '', prefEmail: 'on', addressId: addresses[0]?.id ?? 'new' }
  return data(
    {
      summary: toSummaryView(state),
      signedIn: state.user !== null,
      email: state.user?.email ?? null,
      addresses: addresses.map(({ id, fullName, street, postalCode, city, province, country, phone }) => ({
        id,
        fullName,
        phone,
        line: `${street}, ${postalCode} ${city}, ${province}, ${country}`,
      })),
      values,
    },
    { headers: privateNoStore },
  )
}

export async function action({ request, context }: Route.ActionArgs) {
  requireSameOrigin(request)
  const form = await readForm(request)
  const state = await requireCheckout(context, 'details')
  const result = await submitDetails(state.basketId, state.user, form)
  if (!result.ok) return data(result, { status: 400 })
  return redirect(stepPaths.shipping)
}

export default function CheckoutDetails({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const busy = useNavigation().state === 'submitting'
  const errors: Record<string, string> = actionData && !actionData.ok ? actionData.errors : {}
  const values: Record<string, string> = actionData && !actionData.ok ? actionData.values : loaderData.values
  const message = (field: string) => {
    const code = errors[field]
    if (!code) return undefined
    if (code === 'tooLong')
      return t('checkout.details.errors.tooLong', { max: field === 'dedication' ? DEDICATION_MAX : (addressMaxLength[field as keyof typeof addressMaxLength] ?? 254) })
    if (code === 'invalidEmail' || code === 'invalidPhone' || code === 'addressGone' || code === 'controlCharacters') return t(`checkout.details.errors.${code}`)
    return computePostalMessage(t, code, values) ?? t(`checkout.details.errors.${field}`)
  }
  const text = (name: string, options: { type?: string; autoComplete: string; hint?: string; wide?: boolean; required?: boolean }) => (
    <Field
      name={name}
      label={t(`checkout.details.${name}`)}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      hint={options.hint}
      required={options.required ?? true}
      defaultValue={values[name] ?? (name === 'country' ? 'España' : '')}
      error={message(name)}
      className={options.wide ? 'sm:col-span-2' : undefined}
    />
  )
  const { signedIn, addresses } = loaderData
  const chosenAddress = values.addressId || (signedIn ? 'new' : '')
  const newAddressFields = (
    <div className="grid gap-4 sm:grid-cols-2">
      {text('fullName', { autoComplete: 'shipping name', wide: true })}
      {text('phone', { type: 'tel', autoComplete: 'shipping tel', hint: t('checkout.details.phoneHint'), wide: true })}
      {text('street', { autoComplete: 'shipping street-address', hint: t('checkout.details.streetHint'), wide: true })}
      {text('postalCode', { autoComplete: 'shipping postal-code' })}
      {text('city', { autoComplete: 'shipping address-level2' })}
      {text('province', { autoComplete: 'shipping address-level1' })}
      {text('country', { autoComplete: 'shipping country-name', required: false })}
    </div>
  )
  return (
    <CheckoutFrame step="details" title={t('checkout.details.title')} summary={loaderData.summary} signedIn={signedIn} back={signedIn ? '/cart' : stepPaths.auth}>
      <Form method="post" noValidate className="group space-y-6">
        <fieldset className="rounded-2xl border border-line bg-white p-5 md:p-6">
          <legend className="px-1 font-display text-2xl">{t('checkout.details.contact')}</legend>
          {signedIn ? (
            <p className="mt-2 text-ink-soft">{t('checkout.details.signedInAs', { email: loaderData.email })}</p>
          ) : (
            <div className="mt-2">{text('email', { type: 'email', autoComplete: 'email' })}</div>
          )}
          <fieldset className="mt-5">
            <legend className="text-sm font-medium">{t('checkout.details.prefs')}</legend>
            <div className="mt-1 flex flex-wrap gap-x-6">
              <CheckboxField name="prefWhatsapp" label={t('checkout.details.prefWhatsapp')} defaultChecked={values.prefWhatsapp === 'on'} />
              <CheckboxField name="prefEmail" label={t('checkout.details.prefEmail')} defaultChecked={values.prefEmail === 'on'} />
              <CheckboxField name="prefSms" label={t('checkout.details.prefSms')} defaultChecked={values.prefSms === 'on'} />
            </div>
          </fieldset>
        </fieldset>

        <fieldset className="rounded-2xl border border-line bg-white p-5 md:p-6">
          <legend className="px-1 font-display text-2xl">{t('checkout.details.address')}</legend>
          {signedIn && addresses.length > 0 ? (
            <div className="mt-2 space-y-2" role="radiogroup" aria-label={t('checkout.details.savedAddresses')}>
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
                <span className="font-medium">{t('checkout.details.newAddress')}</span>
              </label>
              {/* Shown when "new address" is chosen (CSS :has, so it also works before JavaScript). */}
              <div className="hidden space-y-4 pt-3 group-has-[#address-new:checked]:block">
                {newAddressFields}
                <CheckboxField name="saveAddress" label={t('checkout.details.saveAddress')} defaultChecked={values.saveAddress === 'on'} />
              </div>
            </div>
          ) : (
            <div className="mt-2 space-y-4">
              {signedIn ? <input type="hidden" name="addressId" value="new" /> : null}
              {newAddressFields}
              {signedIn ? <CheckboxField name="saveAddress" label={t('checkout.details.saveAddress')} defaultChecked={values.saveAddress !== ''} /> : null}
            </div>
          )}
        </fieldset>

        <fieldset className="rounded-2xl border border-line bg-white p-5 md:p-6">
          <legend className="sr-only">{t('checkout.details.isGift')}</legend>
          <CheckboxField name="isGift" label={t('checkout.details.isGift')} defaultChecked={values.isGift === 'on'} />
          <p className="-mt-1 ml-8 text-sm text-muted">{t('checkout.details.isGiftHint')}</p>
          <CheckboxField
            id="wants-dedication"
            name="wantsDedication"
            label={t('checkout.details.wantsDedication')}
            defaultChecked={values.wantsDedication === 'on'}
            className="mt-3"
          />
          <div className={errors.dedication ? 'mt-3' : 'mt-3 hidden group-has-[#wants-dedication:checked]:block'}>
            <TextAreaField
              name="dedication"
              label={t('checkout.details.dedication')}
              hint={t('checkout.details.dedicationHint', { max: DEDICATION_MAX })}
              maxLength={DEDICATION_MAX}
              defaultValue={values.dedication}
              error={message('dedication')}
            />
          </div>
        </fieldset>

        <PrivacyNotice place="checkout" />
        <ContinueButton busy={busy} />
      </Form>
    </CheckoutFrame>
  )
}

export const headers = privatePageHeaders

export const handle = { i18n: ['checkout'] } satisfies I18nHandle

export function meta({ matches, location }: Route.MetaArgs) {
  return pageMeta(matches, { titleKey: 'checkout.meta.title', path: location.pathname, noindex: true })
}
