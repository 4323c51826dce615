import type { Locale } from '#app/i18n/config.ts'
import { formatMoney } from '#app/modules/money/money.ts'
import { formatRange, formatSupportHours } from './format.ts'
import { computeDelivery, computeSingleGarmentRange } from '#app/modules/store/delivery.ts'
import type { StoreSettings } from '#app/modules/store/settings.ts'
import type { StatedPaymentMethod } from './payment-methods.server.ts'

/** A delivery window of computeDelivery (docs/product.md#delivery), as the pages write it. */
const windowOf = (d: { minDays: number; maxDays: number }) => formatRange({ min: d.minDays, max: d.maxDays })

/** "+34 910 000 000" → "tel:+34910000000". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}

/** WhatsApp's click-to-chat link takes the number in international form, digits only. */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}`
}

/**
 * Every figure the content pages state, formatted once from the store settings, so the FAQ, the
 * process and the policies quote the same numbers (docs/product.md#store-settings). The names are
 * the interpolation variables of the `pages` and `policies` dictionaries.
 */
export function computePageFigures(settings: StoreSettings, locale: Locale, payments: readonly StatedPaymentMethod[] = []) {
  const { production, shipping, returns, terms, contact, legal } = settings
  return {
    store: settings.storeName,
    legalName: legal.legalName,
    taxId: legal.taxId,
    registeredAddress: legal.registeredAddress,
    registry: legal.registry,
    recordsYears: legal.recordsYears,
    withdrawalDays: legal.withdrawalDays,
    basicDays: formatRange(production.basicDays),
    complexDays: formatRange(production.complexDays),
    collectionDays: formatRange(production.collectionDays),
    standardDays: formatRange(shipping.standardDays),
    standardPrice: formatMoney(shipping.standardPriceCents, locale, { wholeEuros: true }),
    freeFrom: formatMoney(shipping.freeFromCents, locale, { wholeEuros: true }),
    expressDays: formatRange(shipping.expressDays),
    expressPrice: formatMoney(shipping.expressPriceCents, locale, { wholeEuros: true }),
    pickup: shipping.pickup,
    collectionFrom: production.collectionFromGarments,
    urgentDays: formatRange(production.urgentDays),
    totalBasicDays: windowOf(computeDelivery({ complexities: ['basic'] }, 'standard', settings)),
    totalComplexDays: windowOf(computeDelivery({ complexities: ['complex'] }, 'standard', settings)),
    totalUrgentDays: windowOf(computeDelivery({ complexities: ['complex'], urgent: true }, 'standard', settings)),
    totalDays: formatRange(computeSingleGarmentRange(settings)),
    sizeChangeDays: returns.sizeChangeDays,
    sizeChangeWorkDays: formatRange(returns.sizeChangeWorkDays),
    freeSizeChanges: returns.freeSizeChangesPerOrder,
    defectHours: returns.defectReportHours,
    answerHours: returns.answerWithinHours,
    refundDays: formatRange(returns.refundDays),
    urgentPercent: terms.urgentSurchargePercent,
    warrantyMonths: terms.warrantyMonths,
    freeCancelHours: terms.freeCancellationHours,
    productionCancelPercent: terms.productionCancellationPercent,
    termsNoticeDays: terms.termsNoticeDays,
    transferDays: settings.holds.transferDays,
    /** The ways to pay checkout offers now (payment-methods.server.ts); useFigureVars lists them in a sentence. */
    payments: [...payments],
    email: contact.email,
    phone: contact.phone,
    phoneHref: telHref(contact.phone),
    whatsapp: contact.whatsapp,
    whatsappHref: whatsappHref(contact.whatsapp),
    address: contact.address,
    hours: formatSupportHours(settings, locale),
    replyHours: contact.replyWithinHours,
  }
}

export type PageFigures = ReturnType<typeof computePageFigures>
