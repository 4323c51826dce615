import type { SessionUser } from '#app/modules/accounts/session.server.ts'
import { listAddresses } from '#app/modules/addresses/addresses.server.ts'
import type { BasketItemView } from '#app/modules/basket/basket.server.ts'
import { findGiftCardByCode, isVoidedGiftCode } from '#app/modules/giftcards/giftcards.server.ts'
import { fullInvoiceFields, fullInvoiceSchema, toInvoiceParty } from '#app/modules/invoices/schemas.ts'
import { availableShippingMethods, computeShippingCents, type ShippingMethod } from '#app/modules/orders/totals.ts'
import { computeDelivery, computeProductionDays, computeUrgentCents } from '#app/modules/store/delivery.ts'
import type { StoreSettings } from '#app/modules/store/settings.ts'
import { formatRange } from '#app/modules/content/format.ts'
import { consumeThrottle } from '#app/modules/throttle/throttle.server.ts'
import { paymentMethodsOffered } from '#app/utils/env.server.ts'
import { keepValues, parseSubmission } from '#app/utils/submission.ts'
import type { CheckoutState } from './checkout.server.ts'
import { submitDetails } from './details.server.ts'
import { updateCheckoutDraft, type CheckoutDraft } from './draft.server.ts'
import { contactFields, giftCodeSchema } from './schemas.ts'
import { toSummaryView } from './summary-view.ts'

/*
 * The one checkout page (docs/product.md#checkout): contact and address, delivery, payment and
 * REALIZAR PEDIDO on one form. What the page needs to show every choice with its price and window
 * (so the summary follows her clicks at once), and what each of the form's buttons does on the server.
 */

type Ready = Extract<CheckoutState, { kind: 'ready' }> & { user: SessionUser | null }
type PaymentChoice = 'card' | 'test_card' | 'transfer'

/** Gift-card codes tried per client address per hour: enough for typos, far too few to guess 79 bits (docs/security.md). */
const GIFT_CODE_TRIES_PER_HOUR = 20

/** A garment whose fabric another order took or that ran out: why, and her way to another fabric. */
export function listFabricProblems(items: BasketItemView[]) {
  return items
    .filter((i) => i.fabricProblem)
    .map((i) => ({ id: i.id, productName: i.productName, fabricName: i.fabric?.name ?? '', problem: i.fabricProblem!, href: `/product/${i.productId}?item=${i.id}&step=1` }))
}

export async function loadCheckoutPage(state: Ready) {
  const { settings, user } = state
  const addresses = user ? await listAddresses(user.id) : []
  const garments = state.items.map((i) => i.totalCents)
  const garmentsCents = garments.reduce((a, b) => a + b, 0)
  const complexities = state.items.map((i) => i.complexity)
  const methods = availableShippingMethods(settings.shipping).map((method) => ({
    method,
    priceCents: computeShippingCents(method, garmentsCents, settings.shipping),
    window: pick(computeDelivery({ complexities }, method, settings)),
    urgentWindow: pick(computeDelivery({ complexities, urgent: true }, method, settings)),
  }))
  const normal = computeProductionDays({ complexities }, settings).days
  const fast = computeProductionDays({ complexities, urgent: true }, settings).days
  const payments = paymentMethodsOffered()
  return {
    summary: toSummaryView(state),
    problems: listFabricProblems(state.items),
    signedIn: user !== null,
    email: user?.email ?? null,
    addresses: addresses.map(({ id, fullName, street, postalCode, city, province, country, phone }) => ({
      id,
      fullName,
      phone,
      line: `${street}, ${postalCode} ${city}, ${province}, ${country}`,
    })),
    values: contactValues(state, addresses[0]?.id),
    /** What the summary is recomputed from in the browser as she picks (the server recomputes all at REALIZAR PEDIDO). */
    pricing: { garmentCents: garments, shipping: settings.shipping, giftCardBalanceCents: state.giftCard?.balanceCents ?? 0, urgentPercent: settings.terms.urgentSurchargePercent },
    methods,
    shippingChosen: state.draft.shippingMethod ?? 'standard',
    freeFromCents: settings.shipping.freeFromCents,
    days: { standard: formatRange(settings.shipping.standardDays), express: formatRange(settings.shipping.expressDays) },
    // Offered only when it really is faster: a surcharge for the same days would be a promise of nothing.
    urgent:
      fast.max < normal.max
        ? {
            chosen: state.draft.urgent ?? false,
            percent: settings.terms.urgentSurchargePercent,
            cents: computeUrgentCents(garmentsCents, settings.terms.urgentSurchargePercent),
            normal: formatRange(normal),
            fast: formatRange(fast),
          }
        : null,
    payments,
    paymentChosen: state.draft.paymentMethod && payments.includes(state.draft.paymentMethod) ? state.draft.paymentMethod : payments[0],
    giftCard: state.giftCard ? { last4: state.giftCard.last4, balanceCents: state.giftCard.balanceCents } : null,
    transferDays: settings.holds.transferDays,
    // One key per rendering of the page: the order placed from it is keyed by it, so a second press places nothing more.
    attempt: crypto.randomUUID(),
  }
}

const pick = (d: { minDays: number; maxDays: number }) => ({ minDays: d.minDays, maxDays: d.maxDays })

/**
 * What she last typed (the draft keeps it as she leaves each field, finished or not); else what she
 * gave before; else, signed in, her name and her default address: she types nothing twice.
 */
function contactValues(state: Ready, firstAddressId: string | undefined): Record<string, string> {
  return { ...savedValues(state, firstAddressId), ...state.draft.typed }
}

function savedValues(state: Ready, firstAddressId: string | undefined): Record<string, string> {
  const c = state.draft.contact
  if (!c) return { fullName: state.user?.name ?? '', prefEmail: 'on', addressId: firstAddressId ?? (state.user ? 'new' : '') }
  return {
    fullName: c.fullName,
    email: c.email,
    phone: c.phone,
    prefWhatsapp: c.prefs.whatsapp ? 'on' : '',
    prefEmail: c.prefs.email ? 'on' : '',
    prefSms: c.prefs.sms ? 'on' : '',
    street: c.street,
    postalCode: c.postalCode,
    city: c.city,
    province: c.province,
    country: c.country,
    isGift: c.isGift ? 'on' : '',
    wantsDedication: c.dedication ? 'on' : '',
    dedication: c.dedication ?? '',
    addressId: c.addressId ?? (state.user ? 'new' : ''),
  }
}

/** Delivery and payment as the form sends them, checked against what the shop offers this basket; written to the draft. */
export async function saveChoices(state: Ready, form: FormData, settings: StoreSettings): Promise<{ shipping: boolean; payment: boolean }> {
  const shipping = availableShippingMethods(settings.shipping).find((m) => m === form.get('shippingMethod'))
  const offersUrgent = computeProductionDays({ complexities: state.items.map((i) => i.complexity), urgent: true }, settings).kind === 'urgent'
  const payment = paymentMethodsOffered().find((m) => m === form.get('paymentMethod'))
  const patch: Partial<CheckoutDraft> = {}
  if (shipping) Object.assign(patch, { shippingMethod: shipping satisfies ShippingMethod, urgent: offersUrgent && form.get('urgent') === 'on' })
  if (payment) patch.paymentMethod = payment satisfies PaymentChoice
  if (Object.keys(patch).length > 0) await updateCheckoutDraft(state.basketId, patch)
  // A choice the form does not carry is the one she made before (the draft); one it carries must be offered.
  return {
    shipping: form.has('shippingMethod') ? shipping !== undefined : state.draft.shippingMethod !== undefined,
    payment: form.has('paymentMethod') ? payment !== undefined : state.draft.paymentMethod !== undefined && paymentMethodsOffered().includes(state.draft.paymentMethod),
  }
}

/**
 * The contact section, kept in the draft when it is valid (a reload keeps it). REALIZAR PEDIDO
 * (`check`) says what is wrong next to each field; the other buttons (recount, gift card) keep what
 * she typed on the page without scolding her, and never save an address to her account.
 */
export async function readContact(state: Ready, form: FormData, check: boolean) {
  const { main, invoice } = splitInvoiceFields(form)
  const fields = Object.fromEntries([...main.entries()].filter(([, v]) => typeof v === 'string')) as Record<string, string>
  const values = { ...keepValues(fields, [...contactFields, 'addressId']), ...invoiceValues(main, invoice) }
  const sent = check ? main : withoutSaveAddress(main)
  const result = await submitDetails(state.basketId, state.user, sent)
  // Kept as she typed it, finished or not (a reload or the basket and back give it back), except what
  // REALIZAR PEDIDO refused: a reload asks that again rather than give back what was wrong.
  // What it refused is remembered as typed, so a save of the page arriving after it cannot bring it back (draft.server.ts).
  const typed = toTyped(values)
  const refused = check ? Object.fromEntries(Object.keys(result.ok ? {} : result.errors).flatMap((name) => (name in typed ? [[name, typed[name]!]] : []))) : undefined
  await updateCheckoutDraft(state.basketId, refused ? { typed, refused } : { typed })
  if (result.ok || !check) return { ok: true as const, values }
  return { ok: false as const, errors: result.errors, values }
}

/** Longest value kept of a field being typed (the fields' own limits are far below). */
const TYPED_MAX = 500

function toTyped(values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.slice(0, TYPED_MAX)]))
}

/**
 * The full invoice's fields (full-invoice-fields.tsx) share the address's names (street, city…): the
 * page puts them between two `section` markers, and the form's entries, which keep the page's order,
 * are split there. Whatever is outside is the rest of the form.
 */
export const INVOICE_SECTION = { start: 'invoice', end: 'invoiceEnd' } as const

export function splitInvoiceFields(form: FormData): { main: FormData; invoice: FormData } {
  const main = new FormData()
  const invoice = new FormData()
  let inside = false
  for (const [key, value] of form.entries()) {
    if (key === 'section') {
      inside = value === INVOICE_SECTION.start
      continue
    }
    ;(inside ? invoice : main).append(key, value)
  }
  return { main, invoice }
}

/** The invoice's fields as the page shows them back: `wantsInvoice` and `invoice.<field>`. */
function invoiceValues(main: FormData, invoice: FormData): Record<string, string> {
  const text = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : '')
  return {
    wantsInvoice: main.get('wantsInvoice') === 'on' ? 'on' : '',
    ...Object.fromEntries(fullInvoiceFields.map((name) => [`invoice.${name}`, text(invoice.get(name))])),
  }
}

export type FullInvoiceReading =
  { wanted: false } | { wanted: true; ok: true; party: ReturnType<typeof toInvoiceParty> } | { wanted: true; ok: false; errors: Record<string, string> }

/**
 * "Quiero factura completa (con NIF)" at REALIZAR PEDIDO: when ticked, her name or company, NIF/NIE/CIF
 * (letter and control character, app/utils/tax-id.ts) and fiscal address, by the invoices module's
 * own schema; the order then asks that module for a full invoice (place-from-checkout.server.ts).
 */
export function readFullInvoice(form: FormData): FullInvoiceReading {
  const { main, invoice } = splitInvoiceFields(form)
  if (main.get('wantsInvoice') !== 'on') return { wanted: false }
  const parsed = parseSubmission(fullInvoiceSchema, Object.fromEntries(fullInvoiceFields.map((name) => [name, invoice.get(name) ?? ''])))
  return parsed.ok ? { wanted: true, ok: true, party: toInvoiceParty(parsed.data) } : { wanted: true, ok: false, errors: parsed.errors }
}

function withoutSaveAddress(form: FormData): FormData {
  const copy = new FormData()
  for (const [key, value] of form.entries()) if (key !== 'saveAddress') copy.append(key, value)
  return copy
}

export type GiftCardError = 'invalidCode' | 'notFound' | 'empty' | 'voided'

/** 'Aplicar': a gift card's code against her total (rate limited per client address); its id, never the code, goes to the draft. */
export async function applyGiftCard(basketId: string, raw: unknown, clientAddress: string): Promise<{ ok: true } | { ok: false; error: GiftCardError; status: number }> {
  const code = giftCodeSchema.safeParse(typeof raw === 'string' ? raw : '')
  if (!code.success) return { ok: false, error: 'invalidCode', status: 400 }
  const tries = await consumeThrottle(`gift-code:client:${clientAddress}`, { limit: GIFT_CODE_TRIES_PER_HOUR, windowSeconds: 3600 })
  if (!tries.ok) return { ok: false, error: 'notFound', status: 429 }
  const card = await findGiftCardByCode(code.data)
  if (!card) return { ok: false, error: (await isVoidedGiftCode(code.data)) ? 'voided' : 'notFound', status: 400 }
  if (card.balanceCents <= 0) return { ok: false, error: 'empty', status: 400 }
  await updateCheckoutDraft(basketId, { giftCardId: card.id })
  return { ok: true }
}
