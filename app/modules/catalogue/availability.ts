/** Why a fabric cannot be chosen for a garment (docs/product.md#fabric-lock-and-stock), or null when it can. */
export type FabricUnavailable = 'soldOut' | 'notEnough' | 'locked'

export function computeFabricAvailability(input: { stockMetres: number; garmentMetres: number; locked: boolean }): FabricUnavailable | null {
  if (input.stockMetres <= 0) return 'soldOut'
  if (input.locked) return 'locked'
  if (input.stockMetres < input.garmentMetres) return 'notEnough'
  return null
}

/** The fabric a new design starts in: the product's own (its default fabric) while it can be chosen, else the first that can; null when none can. */
export function pickStartingFabric<F extends { id: number; unavailable: FabricUnavailable | null }>(options: readonly F[], defaultFabricId: number | null): F | null {
  return options.find((f) => f.id === defaultFabricId && !f.unavailable) ?? options.find((f) => !f.unavailable) ?? null
}
