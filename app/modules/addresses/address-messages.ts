// The postal rules' messages in the reader's language, shared by the account's address form and the
// checkout's address fields: the code says what is wrong, the submitted values say with what example.

import type { TFunction } from '#app/i18n/translator.ts'
import { computeCountryCode, computePostalExample, computeProvinceHint } from '#app/modules/addresses/postal-codes.ts'

/** The sentence for a postal code / province code of addresses/schemas.ts, or undefined for any other code. */
export function computePostalMessage(t: TFunction, code: string | undefined, values: { province?: string; country?: string }): string | undefined {
  const country = values.country ?? ''
  switch (code) {
    case 'postalFormat':
      return computeCountryCode(country) === 'ES' ? t('common.address.postalFormatEs') : t('common.address.postalFormat', { example: computePostalExample(country) ?? '' })
    case 'postalProvince': {
      const hint = computeProvinceHint(values.province ?? '')
      return hint ? t('common.address.postalProvince', { province: hint.name, code: hint.code }) : t('common.address.postalFormatEs')
    }
    case 'unknownProvince':
      return t('common.address.unknownProvince')
    default:
      return undefined
  }
}
