// What the body estimate's form asks (docs/product.md#the-body-estimate), one row per input: the
// form's fields, their order, group and unit, the URL parameter the review carries, and the
// estimate's input each fills all come from this list. A new input (a tape measurement, say) is one
// row here, its label at `sizing.estimate.<param>`, its limits in INPUT_LIMITS (estimate.ts), and a
// new `group` gets its title at `sizing.estimate.<group>Title`.

import type { BodyEstimateInput } from './estimate.ts'

export type EstimateInputGroup = 'required' | 'optional'

export const ESTIMATE_INPUTS = [
  { param: 'altura', key: 'heightCm', unit: 'cm', group: 'required' },
  { param: 'peso', key: 'weightKg', unit: 'kg', group: 'required' },
  { param: 'edad', key: 'age', unit: 'years', group: 'optional' },
  { param: 'busto', key: 'bustCm', unit: 'cm', group: 'optional' },
  { param: 'abdomen', key: 'abdomenCm', unit: 'cm', group: 'optional' },
  { param: 'cadera', key: 'hipCm', unit: 'cm', group: 'optional' },
] as const satisfies readonly { param: string; key: keyof BodyEstimateInput; unit: 'cm' | 'kg' | 'years'; group: EstimateInputGroup }[]

export type EstimateInput = (typeof ESTIMATE_INPUTS)[number]

/** The groups in the form's order, each with its inputs. */
export function groupEstimateInputs(): { group: EstimateInputGroup; inputs: EstimateInput[] }[] {
  const groups: EstimateInputGroup[] = []
  for (const input of ESTIMATE_INPUTS) if (!groups.includes(input.group)) groups.push(input.group)
  return groups.map((group) => ({ group, inputs: ESTIMATE_INPUTS.filter((i) => i.group === group) }))
}
