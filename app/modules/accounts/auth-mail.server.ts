import { eq } from 'drizzle-orm'
import { isLocale } from '#app/i18n/config.ts'
import { getDb } from '#app/utils/db.server.ts'
import { users } from '#db/schema/auth.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { consumeThrottles, type ThrottleRule } from '#app/modules/throttle/throttle.server.ts'
import { setAuthMailer } from '#app/utils/auth.server.ts'
import { mailTranslator, renderMail, type MailContent } from '#app/utils/mail-layout.server.ts'
import type { StoreSettings } from '#app/modules/store/settings.ts'
import { mailFrame } from '#app/modules/store/mail-frame.server.ts'
import { sendShopMail } from '#app/modules/store/shop-mail.server.ts'

type Recipient = { id?: string; email: string; locale: string; name: string; firstName?: string }

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

/** A verification sent to another address than her account's is the confirmation of a new e-mail (better-auth's change-email). */
async function verificationKind(to: Recipient): Promise<'verify' | 'change'> {
  if (!to.id) return 'verify'
  const [row] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, to.id))
  return row && row.email.toLowerCase() !== to.email.toLowerCase() ? 'change' : 'verify'
}

export type AuthMailKind = 'verify' | 'reset' | 'change' | 'changed'

/** An account e-mail's words: verification, password reset, a new address to confirm, the notice to the old one. */
export function composeAuthMail(
  kind: AuthMailKind,
  to: Pick<Recipient, 'locale' | 'name' | 'firstName'>,
  url: string | null,
  settings: StoreSettings,
  vars: Record<string, unknown> = {},
): MailContent {
  const locale = isLocale(to.locale) ? to.locale : 'es'
  const t = mailTranslator(locale)
  const k = (key: string, more?: Record<string, unknown>) => t(`accounts.mail.${kind}${key}`, { ...vars, ...more })
  return {
    ...mailFrame(settings, locale),
    subject: k('Subject'),
    heading: k('Heading', { name: to.firstName || to.name }),
    paragraphs: [k('Text', { store: settings.storeName })],
    ...(url ? { button: { label: k('Button'), url } } : {}),
    fallbackLinkText: t('accounts.mail.fallback'),
    // The notice to her old address asks nothing of her: nothing to ignore.
    closing: kind === 'changed' ? [] : [t('accounts.mail.ignore')],
  }
}

async function send(to: Recipient, kind: AuthMailKind, url: string | null, vars: Record<string, unknown> = {}) {
  const email = to.email.toLowerCase()
  const allowed = await consumeThrottles([
    { key: `auth-mail:${kind}:hour:${email}`, rule: authMailLimits.perKindHourly },
    { key: `auth-mail:any:day:${email}`, rule: authMailLimits.perRecipientDaily },
  ])
  if (!allowed.ok) return
  const mail = await renderMail(composeAuthMail(kind, to, url, await getStoreSettings(), vars))
  await sendShopMail({ to: to.email, ...mail })
}

/** The account e-mails better-auth asks for, in the customer's language, in the shop's layout. */
setAuthMailer({
  verification: async (to, url) => send(to, await verificationKind(to), url),
  resetPassword: (to, url) => send(to, 'reset', url),
})

/**
 * To her old address when she asks to change it: the change happens only once the new one confirms,
 * and if it was not her she can write to the shop. The same per-recipient limits as every account mail.
 */
export async function sendEmailChangeNotice(to: { email: string; locale: string; name: string; firstName?: string }, newEmail: string) {
  const settings = await getStoreSettings()
  await send(to, 'changed', null, { newEmail, contact: settings.contact.email })
}
