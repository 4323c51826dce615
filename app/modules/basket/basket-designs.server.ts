import type { Locale } from '#app/i18n/config.ts'
import { listDesignPieces } from '#app/modules/catalogue/design-pieces.server.ts'
import { activePartTypes } from '#app/modules/catalogue/part-rules.ts'
import type { ItemParts } from '#db/schema/index.ts'
import { computeItemTotal } from './pricing.ts'

/**
 * Designs kept in the basket or saved for later as the cards show them: their product, fabric and
 * chosen part of each step as the catalogue describes them (one read for all, no N+1), and the
 * price computed here, never taken from the client. A design whose product is gone is left out.
 */
export async function describeDesigns<I extends { productId: number; fabricId: number | null; parts: ItemParts }>(items: I[], locale: Locale) {
  const pieces = await listDesignPieces(
    {
      productIds: items.map((i) => i.productId),
      fabricIds: items.flatMap((i) => (i.fabricId == null ? [] : [i.fabricId])),
      partIds: items.flatMap((i) => Object.values(i.parts).filter((v): v is number => typeof v === 'number')),
    },
    locale,
  )
  return items.flatMap((item) => {
    const product = pieces.products.get(item.productId)
    if (!product) return []
    const fabric = item.fabricId == null ? null : (pieces.fabrics.get(item.fabricId) ?? null)
    const all = Object.fromEntries(product.partTypes.map((type) => [type, pieces.parts.get(item.parts[type] ?? -1) ?? null]))
    // The steps this design asks for (a short sleeve has no cuff): only their parts are shown and charged.
    const partTypes = activePartTypes(product.partTypes, all)
    const chosen = Object.fromEntries(partTypes.map((type) => [type, all[type] ?? null]))
    const totalCents = computeItemTotal({
      basePriceCents: product.basePriceCents,
      fabricPriceCents: fabric?.priceCents ?? null,
      partSurchargesCents: Object.values(chosen).map((p) => p?.surchargeCents ?? 0),
    })
    return [{ item, product: { ...product, partTypes }, fabric, chosen, totalCents }]
  })
}
