import type { Locale } from '#app/i18n/config.ts'
import type { MailRenderer } from '#app/modules/mail/outbox.server.ts'
import { mailName } from '#app/modules/mail/recipient-cap.server.ts'
import { formatMoney } from '#app/modules/money/money.ts'
import { mailFrame } from '#app/modules/store/mail-frame.server.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import type { StoreSettings } from '#app/modules/store/settings.ts'
import { mailLinkOrigin, mailTranslator, renderMail, type MailContent } from '#app/utils/mail-layout.server.ts'
import { formatGiftCode } from './gift-code.server.ts'
import { getGiftCard } from './issue.server.ts'

export type GiftCardMailCard = { senderName: string; recipientName: string; message: string | null; initialCents: number }

/**
 * The recipient's e-mail: who gives her what, the message, the code as a card of its own (only in
 * this message: the database keeps its hash, and the outbox forgets it once sent) and how to spend it.
 */
export function composeGiftCardMail(card: GiftCardMailCard, code: string, settings: StoreSettings, locale: Locale, resent = false): MailContent {
  const t = mailTranslator(locale)
  const amount = formatMoney(card.initialCents, locale)
  return {
    ...mailFrame(settings, locale),
    subject: t('giftCards.email.subject', { sender: mailName(card.senderName) }),
    preheader: t('giftCards.email.preheader'),
    heading: t('giftCards.email.heading', { name: mailName(card.recipientName) }),
    paragraphs: [t('giftCards.email.intro', { sender: mailName(card.senderName), amount }), ...(card.message ? [t('giftCards.email.message', { message: card.message })] : [])],
    giftCode: {
      label: t('giftCards.email.codeLabel'),
      code: formatGiftCode(code),
      amount,
      // Resent from the back office with a new code: the one she may still have no longer works.
      note: resent ? t('giftCards.email.replaces') : t('giftCards.email.codeNote'),
    },
    afterItems: [t('giftCards.email.how')],
    button: { label: t('giftCards.email.button'), url: `${mailLinkOrigin()}/collection?lng=${locale}` },
  }
}

export const giftCardMail: MailRenderer = async (payload, localeName) => {
  const card = typeof payload.giftCardId === 'string' ? await getGiftCard(payload.giftCardId) : null
  const code = typeof payload.secret === 'string' ? payload.secret : null
  if (!card || !code || card.status === 'void') return null
  const locale = localeName === 'en' ? 'en' : 'es'
  return renderMail(composeGiftCardMail(card, code, await getStoreSettings(), locale, payload.resent === true))
}
