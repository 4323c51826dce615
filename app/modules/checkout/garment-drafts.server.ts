import { computeGarmentMetres } from '#app/modules/atelier/fabric-metres.server.ts'
import { patternSnapshot } from '#app/modules/atelier/pattern-source.ts'
import { activeStepsOf } from '#app/modules/catalogue/part-rules.ts'
import type { OrderItemDraft } from '#app/modules/orders/orders.server.ts'
import type { FabricPattern, ItemMeasurements, ItemParts } from '#db/schema/index.ts'
import type { LocalizedText } from '#db/schema/types.ts'

/*
 * The garments of an order, computed from the basket as `gemela_checkout_snapshot` read it
 * (place-order.server.ts): each item's snapshot (names, parts, fabric, what her pattern is drafted
 * from), its metres and prices, and the prices and fabric widths the order's statement checks again
 * before writing (a price or a width changed since is 'stale': read again).
 */

export type GarmentDraft = Extract<OrderItemDraft, { kind: 'garment' }>

/** What `gemela_checkout_snapshot` answers (db/migrations/0009_place_order_function.sql). */
export type Snapshot = {
  items: {
    id: string
    productId: number
    fabricId: number | null
    parts: ItemParts
    measurements: ItemMeasurements | null
    status: string
    fabricProblem: string | null
    version: string
    /** 'fabric' and the part types the product no longer offers (migration 0014). */
    notOffered: string[]
  }[]
  products: {
    id: number
    name: LocalizedText
    category: LocalizedText
    garmentKind: string
    partTypes: string[]
    basePriceCents: number
    complexity: 'basic' | 'complex'
    fabricMetres: number
  }[]
  /** `widthCm` since migration 0030. */
  fabrics: { id: number; slug: string; name: LocalizedText; priceCents: number; pattern: FabricPattern; widthCm: number }[]
  parts: { id: number; slug: string; type: string; name: LocalizedText; surchargeCents: number; omitsTypes: string[] }[]
}

/**
 * The items' garments, the prices they were computed from, the widths their metres were laid on
 * (`widths`: cm by fabric id) and the items that cannot be ordered as they are (`missing`).
 */
export function draftGarments(basket: Snapshot): {
  drafts: GarmentDraft[]
  prices: { products: Record<number, number>; fabrics: Record<number, number>; parts: Record<number, number> }
  widths: Record<number, number>
  missing: string[]
} {
  const pieces = {
    products: new Map(basket.products.map((p) => [p.id, p])),
    fabrics: new Map(basket.fabrics.map((f) => [f.id, f])),
    parts: new Map(basket.parts.map((p) => [p.id, p])),
  }
  const drafts: GarmentDraft[] = []
  const missing: string[] = []
  const prices = { products: {} as Record<number, number>, fabrics: {} as Record<number, number>, parts: {} as Record<number, number> }
  const widths: Record<number, number> = {}
  for (const item of basket.items) {
    const product = pieces.products.get(item.productId)
    const fabric = pieces.fabrics.get(item.fabricId!)
    // The steps this design asks for (a short sleeve has no cuff, part-rules.ts): each needs its part, of its type.
    const steps = product ? activeStepsOf(product.partTypes, item.parts, (id) => pieces.parts.get(id)) : []
    const chosen = steps.map((type) => pieces.parts.get(item.parts[type] ?? -1))
    if (!product || !fabric || item.notOffered.length > 0 || chosen.some((p, i) => !p || p.type !== steps[i])) {
      missing.push(item.id)
      continue
    }
    const parts = chosen.map((p) => ({ type: p!.type, slug: p!.slug, name: p!.name, surchargeCents: p!.surchargeCents }))
    const partsPriceCents = parts.reduce((sum, p) => sum + p.surchargeCents, 0)
    // The metres her pattern takes laid on the fabric's width, or the category's figure when it cannot be drafted (docs/atelier.md).
    const metres = computeGarmentMetres({
      garmentKind: product.garmentKind,
      parts: Object.fromEntries(parts.map((p) => [p.type, p.slug])),
      size: item.measurements,
      categoryMetres: product.fabricMetres,
      fabricWidthCm: fabric.widthCm,
    })
    prices.products[product.id] = product.basePriceCents
    prices.fabrics[fabric.id] = fabric.priceCents
    widths[fabric.id] = fabric.widthCm
    for (const p of chosen) prices.parts[p!.id] = p!.surchargeCents
    drafts.push({
      kind: 'garment',
      productId: product.id,
      fabricId: fabric.id,
      design: {
        product: product.name,
        category: product.category,
        garmentKind: product.garmentKind,
        // The width its metres were laid on: the production sheet's cutting layout is drawn on it.
        fabric: { slug: fabric.slug, name: fabric.name, pattern: fabric.pattern, widthCm: fabric.widthCm },
        parts,
        fabricMetresFrom: metres.from,
        // What her pattern is drafted from, kept so the workshop's files can be drafted again identically (docs/atelier.md).
        ...patternSnapshot(product.garmentKind, parts, item.measurements!),
      },
      size: item.measurements!,
      complexity: product.complexity,
      fabricMetres: metres.metres,
      basePriceCents: product.basePriceCents,
      fabricPriceCents: fabric.priceCents,
      partsPriceCents,
      totalCents: product.basePriceCents + fabric.priceCents + partsPriceCents,
    })
  }
  return { drafts, prices, widths, missing }
}
