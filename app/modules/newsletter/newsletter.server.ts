import { randomBytes } from 'node:crypto'
import { and, eq, ne } from 'drizzle-orm'
import { newsletterSubscriptions } from '#db/schema/newsletter.ts'
import type { Locale } from '#app/i18n/config.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { computeContactKey, type StoreSettings } from '#app/modules/store/settings.ts'
import { consumeThrottles, type ThrottleRule } from '#app/modules/throttle/throttle.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { mailLinkOrigin, mailTranslator, renderMail, type MailContent } from '#app/utils/mail-layout.server.ts'
import { mailFrame } from '#app/modules/store/mail-frame.server.ts'
import { sendShopMail } from '#app/modules/store/shop-mail.server.ts'
import { newsletterConsentTextVersion } from './consent.ts'
import { newsletterTokenSchema } from './schemas.ts'

/**
 * Double opt-in newsletter (docs/product.md#newsletter): a subscription is stored as pending, the button
 * on the page the confirmation e-mail links to activates it, and every e-mail carries a working
 * unsubscribe link.
 */

/**
 * How often the form may make the shop write to someone (issue 14, item 2: the form was used to send
 * 200 confirmations to one address in 22 s). Per client address, and per recipient with a cool-down:
 * a second request within 15 minutes is answered like the first but sends nothing (the first mail is
 * still valid), and no address gets more than 3 of these mails a day.
 */
export const newsletterMailLimits = {
  perClient: { limit: 10, windowSeconds: 60 * 60 },
  perRecipientCoolDown: { limit: 1, windowSeconds: 15 * 60 },
  perRecipientDaily: { limit: 3, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, ThrottleRule>

export type Subscription = { email: string; locale: Locale; confirmToken: string; unsubscribeToken: string }

const columns = {
  email: newsletterSubscriptions.email,
  locale: newsletterSubscriptions.locale,
  status: newsletterSubscriptions.status,
  confirmToken: newsletterSubscriptions.confirmToken,
  unsubscribeToken: newsletterSubscriptions.unsubscribeToken,
}

/** 24 random bytes, url-safe: 32 characters that fit a path segment. */
export function createToken(): string {
  return randomBytes(24).toString('base64url')
}

function asLocale(value: string): Locale {
  return value === 'en' ? 'en' : 'es'
}

/**
 * Subscribes an address (already validated and lower-cased). Whatever the address's history, the
 * caller answers the same: new or pending or unsubscribed → (again) pending with a fresh confirmation
 * link; already active → no new row, only a short "you are already subscribed" note to the address.
 * Beyond newsletterMailLimits nothing is written or sent (an earlier link keeps working); the caller
 * still answers the same, so the answer never tells whether an address is subscribed. Returns
 * whether a mail went out.
 */
export async function subscribeToNewsletter(input: { email: string; locale: Locale; clientAddress: string; consentSource?: string }): Promise<boolean> {
  const allowed = await consumeThrottles([
    { key: `newsletter:client:${input.clientAddress}`, rule: newsletterMailLimits.perClient },
    { key: `newsletter:recipient:15m:${input.email}`, rule: newsletterMailLimits.perRecipientCoolDown },
    { key: `newsletter:recipient:day:${input.email}`, rule: newsletterMailLimits.perRecipientDaily },
  ])
  if (!allowed.ok) return false

  const origin = mailLinkOrigin()
  const db = getDb()
  // How her consent is being asked this time; the confirmation link records when she gives it.
  const consent = { consentSource: input.consentSource ?? 'unknown', consentTextVersion: newsletterConsentTextVersion, consentRequestedAt: new Date() }
  const [created] = await db
    .insert(newsletterSubscriptions)
    .values({ email: input.email, locale: input.locale, confirmToken: createToken(), unsubscribeToken: createToken(), ...consent })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning(columns)
  if (created) {
    await sendNewsletterMail('confirm', { ...created, locale: input.locale }, origin)
    return true
  }

  // Known address. Back to pending with a new single-use link, unless it is already active.
  const [renewed] = await db
    .update(newsletterSubscriptions)
    .set({ status: 'pending', locale: input.locale, confirmToken: createToken(), unsubscribedAt: null, ...consent })
    .where(and(eq(newsletterSubscriptions.email, input.email), ne(newsletterSubscriptions.status, 'active')))
    .returning(columns)
  if (renewed) {
    await sendNewsletterMail('confirm', { ...renewed, locale: input.locale }, origin)
    return true
  }

  const [active] = await db.select(columns).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, input.email))
  if (!active) return false
  await sendNewsletterMail('already', { ...active, locale: input.locale }, origin)
  return true
}

/**
 * The pending subscription a confirmation link belongs to, without touching it: opening the link
 * only shows the page (mail scanners open links), its button confirms. null for an unknown, used or
 * malformed link.
 */
export async function getPendingSubscription(token: string): Promise<{ email: string } | null> {
  if (!newsletterTokenSchema.safeParse(token).success) return null
  const [row] = await getDb()
    .select({ email: newsletterSubscriptions.email })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.confirmToken, token), eq(newsletterSubscriptions.status, 'pending')))
  return row ?? null
}

/**
 * Activates the pending subscription whose confirmation link this is (the page's POST). The link
 * works once: the token is replaced in the same statement. Returns null for an unknown, used or
 * malformed token.
 */
export async function confirmNewsletterSubscription(token: string): Promise<{ email: string } | null> {
  if (!newsletterTokenSchema.safeParse(token).success) return null
  const [row] = await getDb()
    .update(newsletterSubscriptions)
    .set({ status: 'active', confirmedAt: new Date(), confirmToken: createToken(), unsubscribedAt: null })
    .where(and(eq(newsletterSubscriptions.confirmToken, token), eq(newsletterSubscriptions.status, 'pending')))
    .returning(columns)
  if (!row) return null
  try {
    await sendNewsletterMail('welcome', { ...row, locale: asLocale(row.locale) }, mailLinkOrigin())
  } catch (error) {
    // The subscription is confirmed either way; a lost welcome note is not worth an error page.
    console.error('[newsletter] welcome e-mail not sent', error)
  }
  return { email: row.email }
}

/** The subscription an unsubscribe link belongs to, or null for an unknown link. */
export async function getSubscriptionForUnsubscribe(token: string): Promise<{ email: string; status: string } | null> {
  if (!newsletterTokenSchema.safeParse(token).success) return null
  const [row] = await getDb()
    .select({ email: newsletterSubscriptions.email, status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeToken, token))
  return row ?? null
}

/** Unsubscribes the address of an unsubscribe link (idempotent). false for an unknown link. */
export async function unsubscribeFromNewsletter(token: string): Promise<boolean> {
  if (!newsletterTokenSchema.safeParse(token).success) return false
  const db = getDb()
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
    .where(and(eq(newsletterSubscriptions.unsubscribeToken, token), ne(newsletterSubscriptions.status, 'unsubscribed')))
    .returning({ id: newsletterSubscriptions.id })
  return row ? true : (await getSubscriptionForUnsubscribe(token)) !== null
}

// E-mails --------------------------------------------------------------------------------------

function newsletterMailBase(subscription: Subscription, origin: string, settings: StoreSettings) {
  const t = mailTranslator(subscription.locale)
  const store = settings.storeName
  return {
    t,
    store,
    common: {
      lang: subscription.locale,
      storeName: store,
      footer: [
        t(computeContactKey('newsletter.email.footer.contact', settings), { email: settings.contact.email, phone: settings.contact.phone }),
        t('newsletter.email.footer.reason', { store }),
      ],
      legal: mailFrame(settings, subscription.locale).legal,
      unsubscribe: {
        url: `${origin}/newsletter/unsubscribe/${subscription.unsubscribeToken}`,
        label: t('newsletter.email.footer.unsubscribe'),
      },
    },
  }
}

export type NewsletterMailKind = 'confirm' | 'welcome' | 'already'

/** The newsletter's three messages: confirm the subscription (double opt-in), welcome, and "you are already subscribed". */
export function composeNewsletterMail(kind: NewsletterMailKind, subscription: Subscription, origin: string, settings: StoreSettings): MailContent {
  const { t, store, common } = newsletterMailBase(subscription, origin, settings)
  const k = (key: string) => t(`newsletter.email.${kind}.${key}`, { store })
  if (kind === 'confirm')
    return {
      ...common,
      subject: k('subject'),
      preheader: k('preheader'),
      heading: k('heading'),
      paragraphs: [k('intro'), k('body')],
      button: { label: k('button'), url: `${origin}/newsletter/confirm/${subscription.confirmToken}` },
      fallbackLinkText: k('fallback'),
    }
  if (kind === 'welcome')
    return {
      ...common,
      subject: k('subject'),
      preheader: k('preheader'),
      heading: k('heading'),
      paragraphs: [k('body1'), k('body2')],
      button: { label: k('button'), url: `${origin}/?lng=${subscription.locale}` },
    }
  return { ...common, subject: k('subject'), preheader: k('preheader'), heading: k('heading'), paragraphs: [k('body')] }
}

async function sendNewsletterMail(kind: NewsletterMailKind, subscription: Subscription, origin: string) {
  const mail = await renderMail(composeNewsletterMail(kind, subscription, origin, await getStoreSettings()))
  await sendShopMail({ to: subscription.email, ...mail })
}
