import { eq } from 'drizzle-orm'
import { returnRequestEvents, returnRequests } from '#db/schema/returns.ts'
import type { Locale } from '#app/i18n/config.ts'
import type { MailRenderer } from '#app/modules/mail/outbox.server.ts'
import { mailFrame } from '#app/modules/store/mail-frame.server.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { computeContactKey, type StoreSettings } from '#app/modules/store/settings.ts'
import { getDb } from '#app/utils/db.server.ts'
import { mailTranslator, renderMail, type MailContent } from '#app/utils/mail-layout.server.ts'
import { returnReplyMailKind } from './admin-request-actions.server.ts'
import { shopRequestNoticeRenderers } from './request-notice.server.ts'
import { formatReturnRequestNumber, isOrderNumber } from './schemas.ts'

/**
 * The shop's reply to a request (docs/product.md#admin-requests), written when the outbox sends it,
 * from the reply as the request's history keeps it: in her language, the shop's one layout, her
 * request's number, the admin's words (paragraphs split at blank lines; React Email escapes them, so
 * they stay text), and Reply-To the shop's contact address so that her answer reaches the shop.
 */
export function composeReturnReply(reply: { body: string; requestId: number; orderNumber: string; locale: string }, settings: StoreSettings): MailContent {
  const locale: Locale = reply.locale === 'en' ? 'en' : 'es'
  const t = mailTranslator(locale)
  const number = formatReturnRequestNumber(reply.requestId)
  return {
    lang: locale,
    storeName: settings.storeName,
    subject: t('returns.reply.subject', { number }),
    preheader: t('returns.reply.preheader', { number }),
    heading: t('returns.reply.heading', { number }),
    paragraphs: [
      ...reply.body
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean),
      ...(isOrderNumber(reply.orderNumber) ? [t('returns.reply.order', { order: reply.orderNumber })] : []),
    ],
    closing: [t('returns.reply.closing')],
    footer: [t(computeContactKey('returns.email.footer', settings), { email: settings.contact.email, phone: settings.contact.phone })],
    legal: mailFrame(settings, locale).legal,
  }
}

const returnReply: MailRenderer = async (payload) => {
  const eventId = typeof payload.eventId === 'number' ? payload.eventId : null
  if (eventId === null) return null
  const [row] = await getDb()
    .select({
      body: returnRequestEvents.body,
      kind: returnRequestEvents.kind,
      requestId: returnRequests.id,
      orderNumber: returnRequests.orderNumber,
      locale: returnRequests.locale,
    })
    .from(returnRequestEvents)
    .innerJoin(returnRequests, eq(returnRequests.id, returnRequestEvents.requestId))
    .where(eq(returnRequestEvents.id, eventId))
  if (!row || row.kind !== 'reply') return null
  const settings = await getStoreSettings()
  const mail = await renderMail(composeReturnReply(row, settings))
  return { ...mail, headers: { ...mail.headers, 'Reply-To': settings.contact.email } }
}

/** The returns module's kinds of outbox mail, by name (the server's worker joins them to the orders'). */
export const returnMailRenderers: Record<string, MailRenderer> = {
  [returnReplyMailKind]: returnReply,
  ...shopRequestNoticeRenderers,
}
