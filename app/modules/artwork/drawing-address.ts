import { fabricParam, type GarmentDesign, type GarmentPartType } from './garment-design.ts'
import type { PatternSpec } from './pattern-kinds.ts'

/**
 * Which drawings the shop links: a garment of a kind some category makes, in one of the catalogue's
 * fabrics (or none yet), with parts a product of that kind offers; a fabric sample of a catalogue fabric. The
 * picture routes draw nothing else unsigned, so the pictures anyone can ask for are bounded by the
 * catalogue (14 fabrics: 56 samples and ~2,000 garments), and all of them fit in the drawing cache.
 */
export type DrawingCatalogue = {
  /** Fabric drawings as their address parameter ('stripes.f3efe6.2a3a58'). */
  fabrics: ReadonlySet<string>
  /** Garment kind → part type → the part slugs the catalogue offers for it. */
  kinds: ReadonlyMap<string, ReadonlyMap<string, ReadonlySet<string>>>
}

/** What the catalogue hands over for it (catalogue-outline.server.ts): its shape as plain values. */
export type DrawingOutline = {
  fabricPatterns: PatternSpec[]
  categories: { garmentKind: string; partTypes: string[] }[]
  /** Each part with a garment kind whose products offer it (one row per kind). */
  parts: { slug: string; type: string; garmentKind: string }[]
}

const computed = new WeakMap<DrawingOutline, DrawingCatalogue>()

export function computeDrawingCatalogue(outline: DrawingOutline): DrawingCatalogue {
  const known = computed.get(outline)
  if (known) return known
  const slugsByKindType = new Map<string, Set<string>>()
  for (const part of outline.parts) {
    const key = `${part.garmentKind}:${part.type}`
    slugsByKindType.set(key, (slugsByKindType.get(key) ?? new Set()).add(part.slug))
  }
  const kinds = new Map<string, Map<string, ReadonlySet<string>>>()
  for (const category of outline.categories) {
    const types = kinds.get(category.garmentKind) ?? new Map<string, ReadonlySet<string>>()
    for (const type of category.partTypes) types.set(type, slugsByKindType.get(`${category.garmentKind}:${type}`) ?? new Set())
    kinds.set(category.garmentKind, types)
  }
  const catalogue = { fabrics: new Set(outline.fabricPatterns.map(fabricParam)), kinds }
  computed.set(outline, catalogue)
  return catalogue
}

export function isCatalogueFabric(pattern: PatternSpec, catalogue: DrawingCatalogue): boolean {
  return catalogue.fabrics.has(fabricParam(pattern))
}

export function isCatalogueGarment(design: GarmentDesign, catalogue: DrawingCatalogue): boolean {
  const types = catalogue.kinds.get(design.kind)
  if (!types) return false
  if (design.fabric && !isCatalogueFabric(design.fabric.pattern, catalogue)) return false
  return Object.entries(design.parts).every(([type, slug]) => !slug || !!types.get(type as GarmentPartType)?.has(slug))
}
