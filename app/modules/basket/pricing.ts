/**
 * Item total = product base price + fabric surcharge + each chosen part's surcharge, in integer cents
 * (decisions.md point 2). Taxes (IVA) are included in every price; the IVA part is derived, not added.
 */
export function computeItemTotal(input: { basePriceCents: number; fabricPriceCents: number | null; partSurchargesCents: readonly number[] }) {
  return input.basePriceCents + (input.fabricPriceCents ?? 0) + input.partSurchargesCents.reduce((a, b) => a + b, 0)
}

export const vatRate = 0.21

/** The IVA contained in a tax-included amount, rounded to the cent. */
export function computeIncludedVat(totalCents: number, rate = vatRate) {
  return Math.round(totalCents - totalCents / (1 + rate))
}
