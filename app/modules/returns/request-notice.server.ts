import { eq } from 'drizzle-orm'
import { returnRequests } from '#db/schema/returns.ts'
import { defaultLocale, type Locale } from '#app/i18n/config.ts'
import { enqueueMail, type MailRenderer } from '#app/modules/mail/outbox.server.ts'
import { mailFrame } from '#app/modules/store/mail-frame.server.ts'
import { getStoreSettings, getStoreSettingsIn } from '#app/modules/store/settings.server.ts'
import type { StoreSettings } from '#app/modules/store/settings.ts'
import { getDb, type Tx } from '#app/utils/db.server.ts'
import { mailLinkOrigin, mailTranslator, renderMail, type MailContent } from '#app/utils/mail-layout.server.ts'
import { formatReturnRequestNumber, isOrderNumber } from './schemas.ts'

/*
 * The shop's own e-mail about a new request (docs/product.md#administration): 'Nueva solicitud
 * R-00042' to the store settings' contact address, in the shop's language, once per request (its
 * dedupe key), queued in the request's own transaction. It names what she asks and links the
 * request's page; her comments (free text a visitor typed) stay in the panel.
 */

export const shopNewRequestKind = 'shop-new-request'

export async function enqueueShopNewRequest(requestId: number, tx: Tx): Promise<void> {
  const settings = await getStoreSettingsIn(tx)
  await enqueueMail({ kind: shopNewRequestKind, dedupeKey: `${shopNewRequestKind}:${requestId}`, to: settings.contact.email, locale: defaultLocale, payload: { requestId } }, tx)
}

export type NoticedRequest = { id: number; email: string; orderNumber: string; linked: boolean; reason: string; hasComments: boolean }

export function composeShopNewRequest(request: NoticedRequest, settings: StoreSettings, localeName: string): MailContent {
  const locale: Locale = localeName === 'en' ? 'en' : 'es'
  const t = mailTranslator(locale)
  const number = formatReturnRequestNumber(request.id)
  const reason = t(`returns.form.reasons.${request.reason}`, { defaultValue: request.reason })
  return {
    ...mailFrame(settings, locale),
    subject: t('admin.notices.newRequest.subject', { number }),
    preheader: t('admin.notices.newRequest.preheader', { reason }),
    heading: t('admin.notices.newRequest.heading', { number }),
    paragraphs: [t('admin.notices.newRequest.intro', { email: request.email, reason }), ...(request.hasComments ? [t('admin.notices.newRequest.comments')] : [])],
    facts: [
      { label: t('admin.notices.rows.email'), value: request.email, whole: true },
      // Only a number in the order number's format is quoted; whether it is hers, as the panel says.
      ...(isOrderNumber(request.orderNumber)
        ? [
            {
              label: t('admin.notices.rows.order'),
              value: t(request.linked ? 'admin.notices.newRequest.orderHers' : 'admin.notices.newRequest.orderNotHers', { order: request.orderNumber }),
            },
          ]
        : []),
      { label: t('admin.notices.rows.reason'), value: reason },
    ],
    button: { label: t('admin.notices.newRequest.button'), url: `${mailLinkOrigin()}/admin/requests/${request.id}` },
    footer: [t('admin.notices.footer')],
  }
}

const shopNewRequest: MailRenderer = async (payload, localeName) => {
  const id = typeof payload.requestId === 'number' ? payload.requestId : null
  if (id === null) return null
  const [row] = await getDb().select().from(returnRequests).where(eq(returnRequests.id, id))
  if (!row) return null
  const request = { id: row.id, email: row.email, orderNumber: row.orderNumber, linked: row.orderId !== null, reason: row.reason, hasComments: row.comments !== '' }
  const mail = await renderMail(composeShopNewRequest(request, await getStoreSettings(), localeName))
  return { ...mail, headers: { ...mail.headers, 'Reply-To': row.email } }
}

export const shopRequestNoticeRenderers: Record<string, MailRenderer> = {
  [shopNewRequestKind]: shopNewRequest,
}
