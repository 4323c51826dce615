/** Why a fabric cannot be chosen for a garment (docs/product.md#fabric-lock-and-stock), or null when it can. */
export type FabricUnavailable = 'soldOut' | 'notEnough' | 'locked'

export function computeFabricAvailability(input: { stockMetres: number; garmentMetres: number; locked: boolean }): FabricUnavailable | null {
  if (input.stockMetres <= 0) return 'soldOut'
  if (input.locked) return 'locked'
  if (input.stockMetres < input.garmentMetres) return 'notEnough'
  return null
}
