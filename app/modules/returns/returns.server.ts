import { returnRequests } from '#db/schema/returns.ts'
import type { Locale } from '#app/i18n/config.ts'
import { findOrderForContact } from '#app/modules/orders/orders.server.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { computeContactKey, type StoreSettings } from '#app/modules/store/settings.ts'
import { consumeThrottles, type ThrottleRule } from '#app/modules/throttle/throttle.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { mailLinkOrigin, mailTranslator, renderMail, type MailContent } from '#app/utils/mail-layout.server.ts'
import { mailFrame } from '#app/modules/store/mail-frame.server.ts'
import { sendShopMail } from '#app/modules/store/shop-mail.server.ts'
import { enqueueShopNewRequest } from './request-notice.server.ts'
import { formatReturnRequestNumber, isOrderNumber, type ReturnRequestInput } from './schemas.ts'

/**
 * How many requests the form takes (issue 14, item 2: 200 posts sent 200 acknowledgements to one
 * address in 18 s). Anyone may type any address, so the acknowledgement goes to an address nobody
 * has verified: per client address, and per recipient so that changing address does not help.
 * A real customer sends one or two.
 */
export const returnRequestLimits = {
  perClient: { limit: 5, windowSeconds: 60 * 60 },
  perRecipient: { limit: 3, windowSeconds: 60 * 60 },
  perRecipientDaily: { limit: 6, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, ThrottleRule>

export type CreateReturnRequestResult = { ok: true; id: number; number: string } | { ok: false; retryAfterSeconds: number }

/**
 * Stores a return/exchange request (docs/product.md#returns-and-exchanges) and acknowledges it by e-mail in the
 * customer's language. Beyond returnRequestLimits nothing is stored or sent. The request is kept
 * even if the e-mail cannot be sent: the shop answers it either way, and the page already shows
 * its number.
 *
 * It is linked to its order when the number and the e-mail both match one. Whether they did is
 * only stored, never told: the answer, the page and the e-mail are the same either way, so the form
 * cannot be used to learn which order numbers exist or whose they are.
 */
export async function createReturnRequest(input: ReturnRequestInput & { locale: Locale; clientAddress: string }): Promise<CreateReturnRequestResult> {
  const allowed = await consumeThrottles([
    { key: `returns:client:${input.clientAddress}`, rule: returnRequestLimits.perClient },
    { key: `returns:recipient:hour:${input.email}`, rule: returnRequestLimits.perRecipient },
    { key: `returns:recipient:day:${input.email}`, rule: returnRequestLimits.perRecipientDaily },
  ])
  if (!allowed.ok) return { ok: false, retryAfterSeconds: allowed.retryAfterSeconds }

  const order = await findOrderForContact(input.orderNumber, input.email)
  // The request and the shop's notice of it (request-notice.server.ts) in one transaction: both or neither.
  const row = await getDb().transaction(async (tx) => {
    const [inserted] = await tx
      .insert(returnRequests)
      .values({ orderNumber: input.orderNumber, email: input.email, orderId: order?.id ?? null, reason: input.reason, comments: input.comments, locale: input.locale })
      .returning({ id: returnRequests.id })
    await enqueueShopNewRequest(inserted!.id, tx)
    return inserted
  })
  const number = formatReturnRequestNumber(row!.id)
  try {
    await sendReturnAcknowledgement({
      email: input.email,
      locale: input.locale,
      orderNumber: input.orderNumber,
      reason: input.reason,
      hasComments: input.comments !== '',
      number,
    })
  } catch (error) {
    console.error(`[returns] acknowledgement for ${number} not sent`, error)
  }
  return { ok: true, id: row!.id, number }
}

/**
 * The acknowledgement goes to an address nobody has verified, so it says only what the shop wrote:
 * never the comments (free text, links: the form made the shop a spam relay), and the order number
 * only in the order number's format (letters, digits and hyphens, bounded).
 */
type Acknowledged = Pick<ReturnRequestInput, 'orderNumber' | 'reason'> & { locale: Locale; hasComments: boolean; number: string }

export function composeReturnAcknowledgement(request: Acknowledged, settings: StoreSettings): MailContent {
  const t = mailTranslator(request.locale)
  const hours = settings.returns.answerWithinHours
  return {
    lang: request.locale,
    storeName: settings.storeName,
    subject: t('returns.email.subject', { number: request.number }),
    preheader: t('returns.email.preheader', { hours }),
    heading: t('returns.email.heading'),
    paragraphs: [
      t('returns.email.intro', { number: request.number }),
      isOrderNumber(request.orderNumber)
        ? t('returns.email.summary', { order: request.orderNumber, reason: t(`returns.form.reasons.${request.reason}`) })
        : t('returns.email.reasonOnly', { reason: t(`returns.form.reasons.${request.reason}`) }),
      ...(request.hasComments ? [t('returns.email.commentsKept')] : []),
      t('returns.email.next', { hours }),
    ],
    button: { label: t('returns.email.button'), url: `${mailLinkOrigin()}/return-policy?lng=${request.locale}` },
    footer: [t(computeContactKey('returns.email.footer', settings), { email: settings.contact.email, phone: settings.contact.phone })],
    legal: mailFrame(settings, request.locale).legal,
  }
}

async function sendReturnAcknowledgement(request: Acknowledged & Pick<ReturnRequestInput, 'email'>) {
  const settings = await getStoreSettings()
  const mail = await renderMail(composeReturnAcknowledgement(request, settings))
  await sendShopMail({ to: request.email, ...mail, headers: { ...mail.headers, 'Reply-To': settings.contact.email } })
}
