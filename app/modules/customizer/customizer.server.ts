import type { Locale } from '#app/i18n/config.ts'
import { BasketError, getBasketItem, saveDesignChoice } from '#app/modules/basket/basket.server.ts'
import { computeItemTotal } from '#app/modules/basket/pricing.ts'
import { getProduct, listFabricsForProduct, listParts } from '#app/modules/catalogue/catalogue.server.ts'
import { getOptionalUser } from '#app/modules/accounts/session.server.ts'
import { loadSizeStep } from '#app/modules/sizing/size-flow.server.ts'
import { computeNextStep, computeSteps, parseStep, type StepView } from './steps.ts'

export type CustomizerLoad = Awaited<ReturnType<typeof loadCustomizer>>

/**
 * Everything the customizer shows for one URL: the product, its steps, the current step, the
 * basket item being designed (if any), the options and the selection — the item's choices, or for a
 * new design the first available fabric and the first part of each type (preselection).
 */
export async function loadCustomizer(request: Request, productId: number, locale: Locale) {
  const product = await getProduct(productId, locale)
  if (!product) return { status: 'productNotFound' as const }
  const url = new URL(request.url)
  const itemId = url.searchParams.get('item')
  const item = itemId ? await getBasketItem(request, itemId, locale) : null
  if (itemId && (!item || item.productId !== product.id)) return { status: 'itemNotFound' as const }

  const steps = computeSteps(product.category.partTypes)
  let step: StepView = parseStep(url.searchParams.get('step'), steps)
  // The summary needs a whole design: without one, the customer is taken to what is missing.
  if ((step.kind === 'summary' || step.kind === 'measurements') && (!item || item.editTarget.kind === 'design')) {
    const target = item?.editTarget.kind === 'design' ? item.editTarget.step : 1
    step = { kind: 'design', index: target, type: steps[target - 1]! }
  }
  const editing = url.searchParams.get('edit') === '1' && step.kind === 'design' && !!item
  const material = ['algodon', 'seda', 'lino'].includes(url.searchParams.get('material') ?? '') ? url.searchParams.get('material') : null

  const [fabrics, parts, size, user] = await Promise.all([
    listFabricsForProduct(product, locale),
    listParts(product.category.partTypes, locale),
    step.kind === 'measurements' && item ? loadSizeStep(request, item, locale) : null,
    step.kind === 'summary' ? getOptionalUser(request) : null,
  ])
  const selection: Record<string, number | null> = {}
  const itemFabricOk = item?.fabric && !item.fabricProblem && !fabrics.find((f) => f.id === item.fabric!.id)?.unavailable
  selection.fabric = item ? (itemFabricOk ? item.fabric!.id : null) : (fabrics.find((f) => !f.unavailable)?.id ?? null)
  for (const type of product.category.partTypes) {
    selection[type] = item?.parts[type]?.id ?? parts.find((p) => p.type === type)?.id ?? null
  }

  const chosenFabric = fabrics.find((f) => f.id === selection.fabric) ?? null
  const totalCents = computeItemTotal({
    basePriceCents: product.basePriceCents,
    fabricPriceCents: chosenFabric?.priceCents ?? null,
    partSurchargesCents: product.category.partTypes.map((type) => parts.find((p) => p.id === selection[type])?.surchargeCents ?? 0),
  })
  return {
    status: 'ok' as const,
    product,
    steps,
    step,
    editing,
    material,
    item: item ? { id: item.id, fabricProblem: item.fabricProblem, confirmed: confirmedTypes(item, product.category.partTypes), measurements: item.measurements } : null,
    size,
    // 'Guardar para más tarde' on the summary: saved articles live in an account.
    canSave: user != null && item != null,
    fabrics,
    parts,
    selection,
    totalCents,
  }
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
}

/**
 * Saves one choice and says where the customer goes next: back to the same step after picking an
 * option, the next step after Continue, the summary after the last step or Confirmar in edit mode.
 */
export async function submitDesignStep(request: Request, productId: number, input: StepSubmission) {
  const product = await getProduct(productId, 'es')
  if (!product) throw new BasketError('productNotFound')
  const steps = computeSteps(product.category.partTypes)
  if (!steps.includes(input.type)) throw new BasketError('partWrongType')
  const saved = await saveDesignChoice(request, {
    productId,
    itemId: input.itemId,
    ...(input.type === 'fabric' ? { fabricId: input.value } : { partId: input.value, partType: input.type }),
  })
  if (saved.notFound) return { notFound: true as const }
  const next = new URLSearchParams({ item: saved.itemId })
  if (input.intent === 'choose') {
    if (input.step) next.set('step', input.step)
    if (input.editing) next.set('edit', '1')
    if (input.material) next.set('material', input.material)
  } else {
    const current = parseStep(input.step ?? null, steps)
    next.set('step', current.kind === 'design' ? computeNextStep(current.index, steps.length, input.editing) : 'summary')
  }
  return { notFound: false as const, redirectTo: `/product/${productId}?${next}`, setCookie: saved.setCookie }
}
