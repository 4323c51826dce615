/**
 * Item total = product base price + fabric surcharge + each chosen part's surcharge, in integer cents
 * (docs/product.md#prices). Taxes (IVA) are included in every price; the IVA part is derived, not added (app/modules/money/money.ts).
 */
export function computeItemTotal(input: { basePriceCents: number; fabricPriceCents: number | null; partSurchargesCents: readonly number[] }) {
  return input.basePriceCents + (input.fabricPriceCents ?? 0) + input.partSurchargesCents.reduce((a, b) => a + b, 0)
}
