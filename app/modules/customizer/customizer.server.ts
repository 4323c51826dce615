import { computeItemMetres } from '#app/modules/atelier/item-metres.server.ts'
import { BasketError, getBasketItem, type BasketOwner } from '#app/modules/basket/basket.server.ts'
import { saveDesignChoice } from '#app/modules/basket/design-choice.server.ts'
import { computeItemTotal } from '#app/modules/basket/pricing.ts'
import { computeFabricAvailability, pickStartingFabric } from '#app/modules/catalogue/availability.ts'
import { getProduct, listFabricsForProduct, listPartsForProduct, type FabricOption, type Product } from '#app/modules/catalogue/catalogue.server.ts'
import { activeStepsOf } from '#app/modules/catalogue/part-rules.ts'
import type { Locale } from '#app/i18n/config.ts'
import { loadSizeStep, type Shopper } from '#app/modules/sizing/size-flow.server.ts'
import { pageFabrics, parseShown } from './fabric-list.ts'
import { computeAskedTypes, computeNextStep, computeSteps, parseStep, type DesignPlace, type StepView } from './steps.ts'

export type CustomizerLoad = Awaited<ReturnType<typeof loadCustomizer>>

/**
 * Everything the customizer shows for one URL (`page`: its query, and its path and query as
 * `returnTo`): the product, its steps, the current step, the basket item being designed (if any),
 * the options and the selection — the item's choices, or for a new design the first available
 * fabric and the first part of each type (preselection).
 */
export async function loadCustomizer(shopper: Shopper, productId: number, page: { query: URLSearchParams; returnTo: string }) {
  const { owner, user, locale } = shopper
  const query = page.query
  const product = await getProduct(productId, locale)
  if (!product) return { status: 'productNotFound' as const }
  const itemId = query.get('item')
  const item = itemId ? await getBasketItem(owner, itemId, locale) : null
  if (itemId && (!item || item.productId !== product.id)) return { status: 'itemNotFound' as const }

  const [listed, parts] = await Promise.all([listFabricsForProduct(product, locale), listPartsForProduct(product, locale)])
  const fabrics = await judgeForHerSize(product, item, listed)
  // Her design's choices; a new design shows the preselection (the product's starting fabric, the first part of each step).
  const selection: Record<string, number | null> = {}
  const itemFabricOk = item?.fabric && !item.fabricProblem && !fabrics.find((f) => f.id === item.fabric!.id)?.unavailable
  // A new design starts in the fabric she came from (`fabric=` from a fabric's "Diseñar con este tejido") when it is available.
  const askedFabric = fabrics.find((f) => String(f.id) === query.get('fabric') && !f.unavailable)
  selection.fabric = item ? (itemFabricOk ? item.fabric!.id : null) : ((askedFabric ?? pickStartingFabric(fabrics, product.defaultFabricId))?.id ?? null)
  for (const type of product.category.partTypes) {
    selection[type] = item ? (item.parts[type]?.id ?? null) : (parts.find((p) => p.type === type)?.id ?? null)
  }
  // The steps this design asks for: a short sleeve has no cuff step (part-rules.ts).
  const partTypes = activeStepsOf(product.category.partTypes, selection, (id) => parts.find((p) => p.id === id))
  // A type with a single option is shown as chosen, not asked (computeAskedTypes).
  const { asked, fixed } = computeAskedTypes(partTypes, parts)
  const steps = computeSteps(asked)
  let step: StepView = parseStep(query.get('step'), steps)
  // The summary needs a whole design: without one, the customer is taken to what is missing.
  if ((step.kind === 'summary' || step.kind === 'measurements') && (!item || item.editTarget.kind === 'design')) {
    const target = item?.editTarget.kind === 'design' ? item.editTarget.step : 1
    step = { kind: 'design', index: target, type: steps[target - 1]! }
  }
  const editing = query.get('edit') === '1' && step.kind === 'design' && !!item
  const material = ['algodon', 'seda', 'lino'].includes(query.get('material') ?? '') ? query.get('material') : null
  const fabricList = pageFabrics(fabrics, { material, shown: parseShown(query.get('shown')), chosen: selection.fabric ?? null })

  const size = step.kind === 'measurements' && item ? await loadSizeStep(item, page, user, locale) : null

  const chosenFabric = fabrics.find((f) => f.id === selection.fabric) ?? null
  const partSurchargesCents = partTypes.map((type) => parts.find((p) => p.id === selection[type])?.surchargeCents ?? 0)
  const totalCents = computeItemTotal({
    basePriceCents: product.basePriceCents,
    fabricPriceCents: chosenFabric?.priceCents ?? null,
    partSurchargesCents,
  })
  return {
    status: 'ok' as const,
    product,
    partTypes,
    steps,
    /** Part types with a single option: chosen with the design, shown on the summary, never a step. */
    fixedTypes: fixed,
    step,
    editing,
    material,
    item: item ? { id: item.id, fabricProblem: item.fabricProblem, confirmed: confirmedTypes(item, partTypes), measurements: item.measurements } : null,
    size,
    // 'Guardar para más tarde' on the summary: saved articles live in an account.
    canSave: step.kind === 'summary' && user != null && item != null,
    // What the fabric step shows (the metres left stay on the server).
    fabrics: fabricList.fabrics.map(({ stockMetres: _left, widthCm: _width, ...fabric }) => fabric),
    fabricList: fabricList.page,
    parts,
    selection,
    totalCents,
    /** What the price note says of this design: its chosen options' surcharges, and whether any option has one. */
    price: { partsSurchargeCents: partSurchargesCents.reduce((a, b) => a + b, 0), someOptionsCost: parts.some((p) => p.surchargeCents > 0) },
  }
}

/**
 * Once she has a size, a fabric is "not enough" by what her pattern takes (the atelier's
 * computeItemMetres), not by the category's figure: an XS skirt fits in a remnant an XL does not.
 */
async function judgeForHerSize(product: Product, item: Awaited<ReturnType<typeof getBasketItem>>, fabrics: FabricOption[]): Promise<FabricOption[]> {
  if (!item?.measurements) return fabrics
  const ids = Object.fromEntries(Object.entries(item.parts).map(([type, part]) => [type, part?.id]))
  const shape = { id: product.id, garmentKind: product.category.garmentKind, fabricMetres: product.category.fabricMetres, partTypes: product.category.partTypes }
  // Laid on each fabric's own width: one layout per width the list has (a narrow silk takes more).
  const metresByWidth = new Map<number, Promise<number>>()
  for (const width of new Set(fabrics.map((f) => f.widthCm)))
    metresByWidth.set(width, computeItemMetres(shape, { parts: ids, measurements: item.measurements, fabricWidthCm: width }))
  const judged: FabricOption[] = []
  for (const f of fabrics) {
    const metres = await metresByWidth.get(f.widthCm)!
    judged.push(f.unavailable === 'locked' ? f : { ...f, unavailable: computeFabricAvailability({ stockMetres: f.stockMetres, garmentMetres: metres, locked: false }) })
  }
  return judged
}

function confirmedTypes(item: NonNullable<Awaited<ReturnType<typeof getBasketItem>>>, partTypes: string[]) {
  return ['fabric', ...partTypes].filter((type) => !item.incompleteFields.includes(type))
}

export type StepSubmission = {
  intent: 'choose' | 'continue'
  type: string
  value: number
  itemId?: string
  step?: string
  editing: boolean
  material?: string
  shown?: number
}

/**
 * Saves one choice and says where the customer goes next (`next`, the customizer's place for
 * computeDesignHref): back to the same step after picking an option, the next step after Continue,
 * the summary after the last step or Confirmar in edit mode. A visitor's first choice creates her
 * basket: `newGuestToken` is its token, for her browser's cookie.
 */
export async function submitDesignStep(owner: BasketOwner, locale: Locale, productId: number, input: StepSubmission) {
  const product = await getProduct(productId, locale)
  if (!product) throw new BasketError('productNotFound')
  if (!computeSteps(product.category.partTypes).includes(input.type)) throw new BasketError('partWrongType')
  const saved = await saveDesignChoice(
    owner,
    { productId, itemId: input.itemId, ...(input.type === 'fabric' ? { fabricId: input.value } : { partId: input.value, partType: input.type }) },
    locale,
    computeItemMetres,
  )
  if (saved.notFound) return { notFound: true as const }
  // The steps after this choice: choosing a short sleeve takes the cuff step away, a long one brings it back.
  const steps = computeSteps(computeAskedTypes(saved.partTypes, await listPartsForProduct(product, locale)).asked)
  const current = parseStep(input.step ?? null, steps)
  const next: DesignPlace =
    input.intent === 'choose'
      ? { itemId: saved.itemId, step: input.step, editing: input.editing, material: input.material, shown: input.shown }
      : { itemId: saved.itemId, step: current.kind === 'design' ? computeNextStep(current.index, steps.length, input.editing) : 'summary', editing: false }
  return { notFound: false as const, next, newGuestToken: saved.newGuestToken }
}
