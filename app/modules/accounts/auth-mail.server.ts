import { isLocale } from '#app/i18n/config.ts'
import { getStoreSettings } from '#app/modules/content/settings.server.ts'
import { setAuthMailer } from '#app/utils/auth.server.ts'
import { mailTranslator, renderMail } from '#app/utils/mail-layout.server.ts'
import { sendMail } from '#app/utils/mail.server.ts'

type Recipient = { email: string; locale: string; name: string; firstName?: string }

async function send(to: Recipient, kind: 'verify' | 'reset', url: string) {
  const locale = isLocale(to.locale) ? to.locale : 'es'
  const t = mailTranslator(locale)
  const settings = await getStoreSettings()
  const k = (key: string, vars?: Record<string, unknown>) => t(`accounts.mail.${kind}${key}`, vars)
  const mail = renderMail({
    lang: locale,
    storeName: settings.storeName,
    subject: k('Subject'),
    heading: k('Heading', { name: to.firstName || to.name }),
    paragraphs: [k('Text', { store: settings.storeName })],
    button: { label: k('Button'), url },
    fallbackLinkText: t('accounts.mail.fallback'),
    closing: [t('accounts.mail.ignore')],
    footer: [settings.contact.email],
  })
  await sendMail({ to: to.email, ...mail })
}

/** The account e-mails better-auth asks for, in the customer's language, in the shop's layout. */
setAuthMailer({
  verification: (to, url) => send(to, 'verify', url),
  resetPassword: (to, url) => send(to, 'reset', url),
})
