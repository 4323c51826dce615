import { z } from '#app/utils/zod.ts'
import { choice, complexities, localizedShape, money, requireEsWithEn, toLocalized } from './admin-schemas.ts'
import type { LocalizedText } from './localize.ts'

/** The back office's product form (/admin/products), read as admin-schemas.ts reads the catalogue's other forms. */

// ─── Products ────────────────────────────────────────────────────────────────────────────────

/** Ticked boxes' ids: positive integers, each once. */
const idList = z
  .array(
    z
      .string()
      .regex(/^\d{1,9}$/, 'invalidChoice')
      .transform(Number),
  )
  .max(2000, 'invalidChoice')
  .transform((ids) => [...new Set(ids)].sort((a, b) => a - b))

/**
 * What a product's ticked fabrics and parts must be (docs/product.md#what-each-product-offers):
 * existing ones, at least one fabric the shop sells, and for each step of its category at least one
 * part that is not archived; parts of other steps are dropped. A piece archived while the form was
 * open stays in the list (it shows again if restored) but counts for nothing. Answers the error
 * code per field, or the offers to save.
 */
export function checkProductOffers(
  chosen: { fabricIds: number[]; partIds: number[]; defaultFabricId?: number | null },
  stepTypes: readonly string[],
  pieces: { fabrics: readonly { id: number; archived: boolean }[]; parts: readonly { id: number; type: string; archived: boolean }[] },
): { ok: true; offers: { fabricIds: number[]; partIds: number[] } } | { ok: false; errors: Record<string, string> } {
  const existing = { fabrics: new Map(pieces.fabrics.map((f) => [f.id, f])), parts: new Map(pieces.parts.map((p) => [p.id, p])) }
  const errors: Record<string, string> = {}
  if (chosen.fabricIds.some((id) => !existing.fabrics.has(id))) errors.fabricIds = 'invalidChoice'
  else if (!chosen.fabricIds.some((id) => !existing.fabrics.get(id)!.archived)) errors.fabricIds = 'fabricsRequired'
  if (chosen.partIds.some((id) => !existing.parts.has(id))) errors.partIds = 'invalidChoice'
  const partIds = chosen.partIds.filter((id) => stepTypes.includes(existing.parts.get(id)?.type ?? ''))
  const live = (type: string) => partIds.some((id) => existing.parts.get(id)!.type === type && !existing.parts.get(id)!.archived)
  if (!errors.partIds && !stepTypes.every(live)) errors.partIds = 'partsRequired'
  // Its starting fabric is one it is offered in (and still sold).
  if (chosen.defaultFabricId != null && (!chosen.fabricIds.includes(chosen.defaultFabricId) || existing.fabrics.get(chosen.defaultFabricId)?.archived !== false)) {
    errors.defaultFabricId = 'defaultNotOffered'
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, offers: { fabricIds: chosen.fabricIds, partIds } }
}

export const productFormSchema = z
  .object({
    ...localizedShape('name', { required: true, max: 80 }),
    ...localizedShape('intro', { required: true, max: 400 }),
    categoryId: z
      .string({ error: 'required' })
      .trim()
      .min(1, 'required')
      .regex(/^\d{1,9}$/, 'invalidChoice')
      .transform(Number),
    basePrice: money(1_000_000),
    complexity: choice(complexities),
    status: choice(['active', 'archived'] as const),
    /** What it is offered in (ticked boxes); the route checks they exist and cover every step. */
    fabricIds: idList,
    partIds: idList,
    /** The fabric its design starts in; empty: the first available. */
    defaultFabricId: z
      .string()
      .trim()
      .regex(/^\d{0,9}$/, 'invalidChoice')
      .optional()
      .transform((v) => (v ? Number(v) : null)),
  })
  .superRefine(requireEsWithEn(['intro']), { when: () => true })

export type ProductInput = {
  name: LocalizedText
  intro: LocalizedText
  categoryId: number
  basePriceCents: number
  complexity: 'basic' | 'complex'
  defaultFabricId: number | null
  archived: boolean
}

export function toProductInput(data: z.output<typeof productFormSchema>): ProductInput {
  return {
    name: toLocalized(data, 'name'),
    intro: toLocalized(data, 'intro'),
    categoryId: data.categoryId,
    basePriceCents: data.basePrice,
    complexity: data.complexity,
    defaultFabricId: data.defaultFabricId,
    archived: data.status === 'archived',
  }
}
