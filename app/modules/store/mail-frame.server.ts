import type { Locale } from '#app/i18n/config.ts'
import { mailTranslator, type MailContent } from '#app/utils/mail-layout.server.ts'
import { computeContactKey, type StoreSettings } from './settings.ts'

/**
 * What every message of the shop carries around its words, from the store settings: the shop's name
 * (the wordmark), the contact line and the legal identity in the footer (who sends it, in law), in
 * her language. A message spreads it into its content and may replace the contact line.
 */
export function mailFrame(settings: StoreSettings, locale: Locale): Pick<MailContent, 'lang' | 'storeName' | 'footer' | 'legal'> {
  const t = mailTranslator(locale)
  const { legal, contact } = settings
  return {
    lang: locale,
    storeName: settings.storeName,
    footer: [t(computeContactKey('checkout.email.footer', settings), { email: contact.email, phone: contact.phone })],
    legal: [t('common.mail.legal', { name: legal.legalName, taxId: legal.taxId, address: legal.registeredAddress })],
  }
}
