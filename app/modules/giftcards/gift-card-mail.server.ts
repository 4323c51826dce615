import type { MailRenderer } from '#app/modules/mail/outbox.server.ts'
import { mailName } from '#app/modules/mail/recipient-cap.server.ts'
import { formatMoney } from '#app/modules/money/money.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { computeContactKey } from '#app/modules/store/settings.ts'
import { mailLinkOrigin, mailTranslator, renderMail } from '#app/utils/mail-layout.server.ts'
import { formatGiftCode } from './gift-code.server.ts'
import { getGiftCard } from './issue.server.ts'

/**
 * The recipient's e-mail: who gives her what, the message, the code (only in this message: the
 * database keeps its hash, and the outbox forgets it once sent) and how to spend it.
 */
export const giftCardMail: MailRenderer = async (payload, localeName) => {
  const card = typeof payload.giftCardId === 'string' ? await getGiftCard(payload.giftCardId) : null
  const code = typeof payload.secret === 'string' ? payload.secret : null
  if (!card || !code || card.status === 'void') return null
  const locale = localeName === 'en' ? 'en' : 'es'
  const t = mailTranslator(locale)
  const settings = await getStoreSettings()
  return renderMail({
    lang: locale,
    storeName: settings.storeName,
    subject: t('giftCards.email.subject', { sender: mailName(card.senderName) }),
    preheader: t('giftCards.email.preheader'),
    heading: t('giftCards.email.heading', { name: mailName(card.recipientName) }),
    paragraphs: [
      t('giftCards.email.intro', { sender: mailName(card.senderName), amount: formatMoney(card.initialCents, locale) }),
      ...(card.message ? [t('giftCards.email.message', { message: card.message })] : []),
      t('giftCards.email.code', { code: formatGiftCode(code) }),
      // Resent from the back office with a new code: the one she may still have no longer works.
      ...(payload.resent === true ? [t('giftCards.email.replaces')] : []),
      t('giftCards.email.how'),
    ],
    button: { label: t('giftCards.email.button'), url: `${mailLinkOrigin()}/collection?lng=${locale}` },
    footer: [t(computeContactKey('checkout.email.footer', settings), { email: settings.contact.email, phone: settings.contact.phone })],
  })
}
