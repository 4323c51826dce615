import { defaultLocale, type Locale } from '#app/i18n/config.ts'
import { listOrderGiftCards, type OrderCard } from '#app/modules/giftcards/order-cards.server.ts'
import { enqueueMail, type MailRenderer } from '#app/modules/mail/outbox.server.ts'
import { formatMoney } from '#app/modules/money/money.ts'
import { getOrder, type OrderWithItems } from '#app/modules/orders/orders.server.ts'
import { mailFrame } from '#app/modules/store/mail-frame.server.ts'
import { getStoreSettings, getStoreSettingsIn } from '#app/modules/store/settings.server.ts'
import type { StoreSettings } from '#app/modules/store/settings.ts'
import type { Tx } from '#app/utils/db.server.ts'
import { logger } from '#app/utils/logger.server.ts'
import { mailLinkOrigin, mailTranslator, renderMail, type MailContent } from '#app/utils/mail-layout.server.ts'
import { giftCardItems } from './gift-order-mails.server.ts'
import { formatMoment, garmentItems, localeOf, orderFacts, orderTotals } from './order-mail-parts.server.ts'

/*
 * The shop's own e-mail about a new order (docs/product.md#administration): to the store settings'
 * contact address, in the shop's language, once per order (its dedupe key). An order is new for the
 * shop when there is something to do about it: a transfer order when it is placed (a transfer to
 * watch for), a card order when its payment arrives (one never paid is no order), an order a gift
 * card paid in full when it is placed. A card order switched to transfer after a failed payment is
 * told then; the key keeps every path to one message.
 */

export const shopNewOrderKind = 'shop-new-order'

/** The language of the shop's own notices: the back office's. */
export const shopNoticeLocale: Locale = defaultLocale

/** Queues the notice in the caller's transaction (so it exists exactly when the order does), or on its own after a commit. */
export async function enqueueShopNewOrder(orderId: string, tx?: Tx): Promise<void> {
  const settings = tx ? await getStoreSettingsIn(tx) : await getStoreSettings()
  await enqueueMail({ kind: shopNewOrderKind, dedupeKey: `${shopNewOrderKind}:${orderId}`, to: settings.contact.email, locale: shopNoticeLocale, payload: { orderId } }, tx)
}

/**
 * After an order's own commit (the order statement queues only her mail): the notice, or a line in
 * the log when it could not be queued — the order stands either way, and the panel lists it.
 */
export async function enqueueShopNewOrderAfterCommit(orderId: string): Promise<void> {
  await enqueueShopNewOrder(orderId).catch((err: unknown) => logger.error({ err, order: orderId }, 'shop notices: could not queue the new-order notice'))
}

/** The order's page in the panel. */
export function adminOrderUrl(number: string): string {
  return `${mailLinkOrigin()}/admin/orders/${encodeURIComponent(number)}`
}

/** 'Nuevo pedido GM-2026-000142 — 136,25 € (transferencia)': who bought what, how she pays and what the shop does next. */
export function composeShopNewOrder(order: OrderWithItems, cards: OrderCard[], settings: StoreSettings, localeName: string): MailContent {
  const locale = localeOf(localeName)
  const t = mailTranslator(locale)
  const amount = formatMoney(order.totalCents, locale)
  const method = t(`admin.notices.methods.${order.paymentMethod}`)
  const awaitingTransfer = order.status === 'pending_payment' && order.paymentMethod === 'transfer'
  const giftOnly = order.shippingMethod === 'email'
  const { contact } = order
  return {
    ...mailFrame(settings, locale),
    subject: t('admin.notices.newOrder.subject', { number: order.number, amount, method }),
    preheader: t(awaitingTransfer ? 'admin.notices.newOrder.preheaderTransfer' : 'admin.notices.newOrder.preheaderPaid', { name: contact.fullName }),
    heading: t('admin.notices.newOrder.heading', { number: order.number }),
    paragraphs: [
      t('admin.notices.newOrder.intro', { name: contact.fullName, email: order.email, amount }),
      awaitingTransfer
        ? t('admin.notices.newOrder.transfer', { number: order.number, date: order.holdExpiresAt ? formatMoment(order.holdExpiresAt, locale) : '' })
        : t(order.paymentMethod === 'gift_card' ? 'admin.notices.newOrder.paidGiftCard' : 'admin.notices.newOrder.paid', { method }),
    ],
    notice: order.needsRefund ? t('admin.notices.newOrder.needsRefund') : undefined,
    items: [...garmentItems(order, locale, t), ...giftCardItems(cards, locale, t)],
    totals: giftOnly ? [{ label: t('checkout.email.rows.total'), value: amount, total: true }] : orderTotals(order, locale, t),
    facts: [
      { label: t('admin.notices.rows.customer'), value: contact.fullName },
      { label: t('admin.notices.rows.email'), value: order.email, whole: true },
      ...(contact.phone ? [{ label: t('admin.notices.rows.phone'), value: contact.phone, whole: true }] : []),
      // 'transferencia' in the subject's brackets; a value of its own starts with a capital.
      { label: t('admin.notices.rows.payment'), value: method.charAt(0).toUpperCase() + method.slice(1) },
      ...(giftOnly ? [] : orderFacts(order, locale, t)),
    ],
    button: { label: t('admin.notices.newOrder.button'), url: adminOrderUrl(order.number) },
    footer: [t('admin.notices.footer')],
  }
}

const shopNewOrder: MailRenderer = async (payload, localeName) => {
  const order = typeof payload.orderId === 'string' ? await getOrder(payload.orderId) : null
  if (!order) return null
  const mail = await renderMail(composeShopNewOrder(order, await listOrderGiftCards(order.id), await getStoreSettings(), localeName))
  // Her address to answer: the shop's reply reaches her, not the shop itself.
  return { ...mail, headers: { ...mail.headers, 'Reply-To': order.email } }
}

export const shopNoticeRenderers: Record<string, MailRenderer> = {
  [shopNewOrderKind]: shopNewOrder,
}
