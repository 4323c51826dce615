import { isLocale } from '#app/i18n/config.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { consumeThrottles, type ThrottleRule } from '#app/modules/throttle/throttle.server.ts'
import { setAuthMailer } from '#app/utils/auth.server.ts'
import { mailTranslator, renderMail } from '#app/utils/mail-layout.server.ts'
import { sendShopMail } from '#app/modules/store/shop-mail.server.ts'

type Recipient = { email: string; locale: string; name: string; firstName?: string }

/**
 * Per recipient, on top of better-auth's per-client limits on the endpoints that send these
 * (auth.server.ts: sign-up 5 and password reset 5 a minute, verification resend 3 a minute, per
 * client address). Those stop one client; these stop many clients taking turns at one inbox
 * (issue 14, item 2). Beyond them the mail is silently not sent: the endpoints answer as always, and
 * the last link sent still works.
 */
export const authMailLimits = {
  perKindHourly: { limit: 3, windowSeconds: 60 * 60 },
  perRecipientDaily: { limit: 10, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, ThrottleRule>

async function send(to: Recipient, kind: 'verify' | 'reset', url: string) {
  const email = to.email.toLowerCase()
  const allowed = await consumeThrottles([
    { key: `auth-mail:${kind}:hour:${email}`, rule: authMailLimits.perKindHourly },
    { key: `auth-mail:any:day:${email}`, rule: authMailLimits.perRecipientDaily },
  ])
  if (!allowed.ok) return
  const locale = isLocale(to.locale) ? to.locale : 'es'
  const t = mailTranslator(locale)
  const settings = await getStoreSettings()
  const k = (key: string, vars?: Record<string, unknown>) => t(`accounts.mail.${kind}${key}`, vars)
  const mail = await renderMail({
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
  await sendShopMail({ to: to.email, ...mail })
}

/** The account e-mails better-auth asks for, in the customer's language, in the shop's layout. */
setAuthMailer({
  verification: (to, url) => send(to, 'verify', url),
  resetPassword: (to, url) => send(to, 'reset', url),
})
