import { returnRequests } from '#db/schema/returns.ts'
import type { Locale } from '#app/i18n/config.ts'
import { getStoreSettings } from '#app/modules/content/settings.server.ts'
import { getDb } from '#app/utils/db.server.ts'
import { mailTranslator, renderMail } from '#app/utils/mail-layout.server.ts'
import { sendMail } from '#app/utils/mail.server.ts'
import { formatReturnRequestNumber, type ReturnRequestInput } from './schemas.ts'

/**
 * Stores a return/exchange request (decisions.md point 7) and acknowledges it by e-mail in the
 * customer's language. The request is kept even if the e-mail cannot be sent: the shop answers it
 * either way, and the page already shows its number.
 */
export async function createReturnRequest(input: ReturnRequestInput & { locale: Locale; origin: string }) {
  const [row] = await getDb()
    .insert(returnRequests)
    .values({ orderNumber: input.orderNumber, email: input.email, reason: input.reason, comments: input.comments, locale: input.locale })
    .returning({ id: returnRequests.id })
  const number = formatReturnRequestNumber(row!.id)
  try {
    await sendReturnAcknowledgement({ ...input, number })
  } catch (error) {
    console.error(`[returns] acknowledgement for ${number} not sent`, error)
  }
  return { id: row!.id, number }
}

async function sendReturnAcknowledgement(request: ReturnRequestInput & { locale: Locale; origin: string; number: string }) {
  const settings = await getStoreSettings()
  const t = mailTranslator(request.locale)
  const hours = settings.returns.answerWithinHours
  const mail = renderMail({
    lang: request.locale,
    storeName: settings.storeName,
    subject: t('returns.email.subject', { number: request.number }),
    preheader: t('returns.email.preheader', { hours }),
    heading: t('returns.email.heading'),
    paragraphs: [
      t('returns.email.intro', { number: request.number }),
      t('returns.email.summary', { order: request.orderNumber, reason: t(`returns.form.reasons.${request.reason}`) }),
      ...(request.comments ? [t('returns.email.comments', { comments: request.comments })] : []),
      t('returns.email.next', { hours }),
    ],
    button: { label: t('returns.email.button'), url: `${request.origin}/return-policy?lng=${request.locale}` },
    footer: [t('returns.email.footer', { email: settings.contact.email, phone: settings.contact.phone })],
  })
  await sendMail({ to: request.email, ...mail, headers: { ...mail.headers, 'Reply-To': settings.contact.email } })
}
