import { data, redirect, type RouterContextProvider } from 'react-router'
import { afterPlacing } from '#app/modules/checkout/after-placing.server.ts'
import { placeGiftCardOrder } from '#app/modules/checkout/gift-card-order.server.ts'
import { shopDate } from '#app/modules/giftcards/issue.server.ts'
import { GIFT_PRESETS, giftCardFields, giftCardPurchaseSchema, parseGiftAmount } from '#app/modules/giftcards/schemas.ts'
import { getStoreSettings } from '#app/modules/store/settings.server.ts'
import { consumeThrottle } from '#app/modules/throttle/throttle.server.ts'
import { requireSameOrigin } from '#app/utils/csrf.server.ts'
import { paymentMethodsOffered } from '#app/utils/env.server.ts'
import { readForm } from '#app/utils/form.server.ts'
import { privateNoStore } from '#app/utils/private-page.ts'
import { firstErrorPerField, keepValues } from '#app/utils/submission.ts'
import { getRequestContext } from '#app/request-context.server.ts'

/*
 * The loader and action of the gift card page, shared by /gift-cards and /account/gift
 * (routes/gift-cards.tsx, routes/account/gift.tsx). Everything is checked again here; the amount is
 * the form's choice, priced here (docs/product.md#gift-cards).
 */

/** Purchases per client address an hour, gift cards to one recipient and receipts to one buyer a day: every one sends mail. */
const PURCHASES_PER_HOUR = 10
const CARDS_PER_RECIPIENT_PER_DAY = 5
/** Purchases whose receipt goes to one address a day. */
const PURCHASES_PER_BUYER_PER_DAY = 5

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/** The page's data (also /account/gift's, routes/account/gift.tsx). */
export async function giftCardPage({ context, request }: Args) {
  const user = await getRequestContext(context).user()
  const settings = await getStoreSettings()
  const now = new Date()
  return data(
    {
      signedIn: user !== null,
      inAccount: new URL(request.url).pathname.startsWith('/account/'),
      senderName: user?.name ?? '',
      today: shopDate(now),
      lastDay: shopDate(now, 365),
      methods: paymentMethodsOffered(),
      presets: GIFT_PRESETS,
      // One key per visit of this page: a second press of 'Comprar' places nothing more.
      attempt: crypto.randomUUID(),
      storeName: settings.storeName,
      withdrawalDays: settings.legal.withdrawalDays,
    },
    { headers: privateNoStore },
  )
}

/** 'Comprar tarjeta regalo' (also /account/gift's). */
export async function buyGiftCard({ request, context }: Args) {
  requireSameOrigin(request)
  const form = Object.fromEntries(await readForm(request))
  const ctx = getRequestContext(context)
  const user = await ctx.user()
  const now = new Date()
  const values = keepValues(form, giftCardFields)
  const parsed = giftCardPurchaseSchema(shopDate(now), shopDate(now, 365), user === null).safeParse(form)
  const amount = parseGiftAmount(form.amount, form.customAmount)
  const methods = paymentMethodsOffered()
  const errors: Record<string, string> = parsed.success ? {} : firstErrorPerField(parsed.error)
  if (!amount.ok) errors[amount.field] ??= amount.error
  const method = methods.find((m) => m === form.paymentMethod)
  if (!method) errors.paymentMethod ??= 'paymentRequired'
  if (!parsed.success || !amount.ok || !method || Object.keys(errors).length > 0) {
    return data({ errors, values, attempt: errors.attempt ? crypto.randomUUID() : null }, { status: 400 })
  }
  const v = parsed.data
  const email = user?.email ?? v.buyerEmail!
  const [byClient, byRecipient, byBuyer] = await Promise.all([
    consumeThrottle(`gift-card:client:${ctx.clientAddress}`, { limit: PURCHASES_PER_HOUR, windowSeconds: 3600 }),
    consumeThrottle(`gift-card:to:${v.recipientEmail.toLowerCase()}`, { limit: CARDS_PER_RECIPIENT_PER_DAY, windowSeconds: 86_400 }),
    // The receipt goes to the buyer's address, which a guest types: anybody's (issue 31, item 6).
    consumeThrottle(`gift-card:buyer:${email.toLowerCase()}`, { limit: PURCHASES_PER_BUYER_PER_DAY, windowSeconds: 86_400 }),
  ])
  if (!byClient.ok || !byRecipient.ok || !byBuyer.ok) return data({ errors: { form: 'limited' }, values, attempt: null }, { status: 429 })
  const settings = await getStoreSettings()
  const placed = await placeGiftCardOrder(
    {
      userId: user?.id ?? null,
      email,
      locale: ctx.locale,
      card: { amountCents: amount.cents, recipientName: v.recipientName, recipientEmail: v.recipientEmail, senderName: v.senderName, message: v.message, sendOn: v.sendOn },
      paymentMethod: method,
      idempotencyKey: `gift-card:${v.attempt}`,
      settings,
    },
    now,
  )
  return redirect(await afterPlacing({ ...placed, paid: false }, method))
}
