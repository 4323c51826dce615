import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { action as buyAction, loader as pageLoader } from '#app/routes/gift-cards.tsx'
import { action as accountGiftAction, loader as accountGiftLoader } from '#app/routes/account/gift.tsx'
import { expireHolds } from '#app/modules/checkout/holds.server.ts'
import { orderMailRenderers } from '#app/modules/checkout/order-mails.server.ts'
import { recordPaymentReceived } from '#app/modules/checkout/payment-received.server.ts'
import { findGiftCardByCode } from '#app/modules/giftcards/giftcards.server.ts'
import { sendDueGiftCards, shopDate } from '#app/modules/giftcards/issue.server.ts'
import { sendDueMail } from '#app/modules/mail/outbox.server.ts'
import { formatMoney } from '#app/modules/money/money.ts'
import { giftCards, invoices, mailOutbox, orders } from '#db/schema/index.ts'
import { useTestDatabase } from '#tests/setup/db.ts'
import { call, formRequest, getRequest, routeArgs } from '#tests/support/requests.ts'
import { createSignedInCustomer } from '#tests/support/sign-in.ts'
import { useMailSink } from '#tests/support/use-mail-sink.ts'

/*
 * Buying a gift card (docs/product.md#gift-cards): every field checked on the server, an order of one
 * card and no address, the card usable only once paid, its code made on its send date and kept only
 * as a hash, and the card void when its order ends unpaid.
 */

const { db } = useTestDatabase()
const sink = useMailSink()

const valid = {
  amount: '50',
  recipientName: 'Marta',
  recipientEmail: 'marta@example.com',
  senderName: 'Lucía',
  message: '¡Feliz cumpleaños!',
  buyerEmail: 'lucia@example.com',
  paymentMethod: 'transfer',
}

const buy = (fields: Record<string, string>, cookie?: string) =>
  call(() => buyAction(routeArgs(formRequest('/gift-cards', { attempt: crypto.randomUUID(), sendOn: shopDate(), ...fields }, { cookie })) as never))

const giftMail = async () => (await db().select().from(mailOutbox)).filter((m) => m.kind === 'gift-card')

describe('buying a gift card', () => {
  it('refuses bad input with a message per field (400) and writes nothing', async () => {
    const empty = await call(() => buyAction(routeArgs(formRequest('/gift-cards', {})) as never))
    expect(empty.status).toBe(400)
    expect((empty.data as { errors: Record<string, string> }).errors).toMatchObject({
      amount: 'amountRequired',
      recipientName: 'required',
      recipientEmail: 'required',
      senderName: 'required',
      sendOn: 'required',
      buyerEmail: 'required',
      paymentMethod: 'paymentRequired',
    })
    const cases: [Record<string, string>, string, string][] = [
      [{ amount: 'other', customAmount: '600' }, 'customAmount', 'amountRange'],
      [{ amount: 'other', customAmount: '24' }, 'customAmount', 'amountRange'],
      [{ amount: 'other', customAmount: '30,50' }, 'customAmount', 'wholeEuros'],
      [{ amount: '10000' }, 'amount', 'amountRange'],
      [{ recipientEmail: 'marta@' }, 'recipientEmail', 'invalidEmail'],
      [{ message: 'x'.repeat(301) }, 'message', 'tooLong'],
      [{ sendOn: shopDate(new Date(), -1) }, 'sendOn', 'pastDate'],
      [{ sendOn: shopDate(new Date(), 400) }, 'sendOn', 'tooFar'],
      [{ sendOn: '2026-02-31x' }, 'sendOn', 'invalidDate'],
      [{ paymentMethod: 'cash' }, 'paymentMethod', 'paymentRequired'],
      [{ attempt: 'not-a-key' }, 'attempt', 'invalid'],
    ]
    for (const [fields, field, error] of cases) {
      const res = await buy({ ...valid, ...fields })
      expect(res.status, JSON.stringify(fields)).toBe(400)
      expect((res.data as { errors: Record<string, string> }).errors[field], JSON.stringify(fields)).toBe(error)
    }
    expect(await db().select().from(orders)).toEqual([])
    expect(await db().select().from(giftCards)).toEqual([])
  })

  it('places an order of one card, without address or IVA; paid, the card goes out with a code kept only as a hash', async () => {
    const placed = await buy({ ...valid, amount: 'other', customAmount: '75', totalCents: '1' })
    expect(placed.status).toBe(302)
    const [order] = await db().select().from(orders)
    expect(order).toMatchObject({ shippingMethod: 'email', address: null, subtotalCents: 7500, shippingCents: 0, totalCents: 7500, vatCents: 0, email: 'lucia@example.com' })
    expect(placed.headers.get('Location')).toContain(`/orders/${order!.number}?k=`)
    const [card] = await db().select().from(giftCards)
    expect(card).toMatchObject({ status: 'pending_payment', initialCents: 7500, balanceCents: 7500, sentAt: null, recipientEmail: 'marta@example.com' })
    expect(await giftMail()).toEqual([])

    // The transfer arrives: the card is active and, due today, sent.
    await recordPaymentReceived(order!.id, null, { actor: 'admin', note: 'transfer received' })
    const [mail] = await giftMail()
    const code = mail!.payload.secret as string
    expect(code).toMatch(/^[A-Z2-9]{16}$/)
    expect(await findGiftCardByCode(code)).toMatchObject({ balanceCents: 7500, last4: code.slice(-4) })
    const [issued] = await db().select().from(giftCards)
    expect(issued!.codeHash).not.toContain(code)
    expect(issued!.sentAt).not.toBeNull()

    // The e-mail carries the code; once sent, the outbox forgets it.
    await sendDueMail(orderMailRenderers)
    const received = sink().messages.find((m) => m.to.includes('marta@example.com'))!
    expect(received.subject).toBe('Lucía te regala una tarjeta de Gemela')
    expect(received.text).toContain(code.match(/.{4}/g)!.join('-'))
    expect(received.text).toContain(formatMoney(7500, 'es'))
    expect(received.text).toContain('¡Feliz cumpleaños!')
    const [sent] = await giftMail()
    expect(sent!.payload.secret).toBeUndefined()
    expect(sent!.sentAt).not.toBeNull()
  })

  it('sends a card dated later on its day, and voids it when its order ends unpaid', async () => {
    const later = shopDate(new Date(), 10)
    await buy({ ...valid, sendOn: later })
    const [order] = await db().select().from(orders)
    await recordPaymentReceived(order!.id, null, { actor: 'admin' })
    expect(await giftMail()).toEqual([])
    expect(await sendDueGiftCards()).toBe(0)
    expect(await sendDueGiftCards(new Date(Date.now() + 10 * 86_400_000 + 3_600_000))).toBe(1)
    expect(await giftMail()).toHaveLength(1)

    // An invoice outlives its order by design (a foreign key that restricts): the test clears both.
    await db().delete(invoices)
    await db().delete(orders)
    await buy({ ...valid, recipientEmail: 'eva@example.com' })
    const [unpaid] = await db().select().from(orders)
    await expireHolds(new Date(Date.now() + 4 * 86_400_000))
    const [card] = await db().select().from(giftCards).where(eq(giftCards.purchaseOrderId, unpaid!.id))
    expect(card!.status).toBe('void')
  })

  it('places one order for a form sent twice, and limits cards to one recipient per day', async () => {
    const attempt = crypto.randomUUID()
    await buy({ ...valid, attempt })
    await buy({ ...valid, attempt })
    expect(await db().select().from(orders)).toHaveLength(1)
    let last = 0
    // Each from a buyer of her own: receipts to one buyer are limited too (unverified-mail.test.ts).
    for (let i = 0; i < 5; i++) last = (await buy({ ...valid, buyerEmail: `buyer-${i}@example.com`, recipientEmail: 'ines@example.com' })).status
    expect(last).toBe(302)
    expect((await buy({ ...valid, buyerEmail: 'buyer-5@example.com', recipientEmail: 'ines@example.com' })).status).toBe(429)
    expect(await db().select().from(orders)).toHaveLength(6)
  })

  it("is 'Enviar un regalo' in the account: her name and e-mail filled in, visitors sent to sign in", async () => {
    const visitor = await call(() => accountGiftLoader(routeArgs(getRequest('/account/gift')) as never))
    expect(visitor.headers.get('Location')).toBe('/login?redirectTo=%2Faccount%2Fgift')
    const refused = await call(() => accountGiftAction(routeArgs(formRequest('/account/gift', valid)) as never))
    expect(refused.headers.get('Location')).toMatch(/^\/login/)
    const { cookie } = await createSignedInCustomer()
    const page = await call(() => accountGiftLoader(routeArgs(getRequest('/account/gift', { cookie })) as never))
    expect(page.data).toMatchObject({ signedIn: true, inAccount: true })
    const guestPage = await call(() => pageLoader(routeArgs(getRequest('/gift-cards')) as never))
    expect(guestPage.data).toMatchObject({ signedIn: false, inAccount: false })
    const { buyerEmail: _, ...withoutBuyer } = valid
    const bought = await call(() =>
      accountGiftAction(routeArgs(formRequest('/account/gift', { ...withoutBuyer, attempt: crypto.randomUUID(), sendOn: shopDate() }, { cookie })) as never),
    )
    expect(bought.status).toBe(302)
    const [order] = await db().select().from(orders)
    expect(order!.userId).not.toBeNull()
  })
})
