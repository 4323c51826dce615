// Stated rules for the two fields ANSUR II does not measure (no underbust girth, no girth at
// armpit level). They are not learnt from data, so their ranges are deliberately wider than the
// model's. Reasons and caveats: docs/decisions/003-body-estimate.md.

export type Estimate = { value: number; p10: number; p90: number }

/**
 * Underbust = 0.84 × bust. European bra sizing puts the bust 12–20 cm above the underbust
 * (cups A–D) and most women near B/C: about 15 cm on an average (95 cm) bust, i.e. 16 % of it.
 * A proportional rule lets the difference grow with the bust, as cup sizes do.
 */
export const UNDERBUST_RATIO = 0.84
/** Half the A–D spread of that difference (8 cm): the rule's own p10–p90 half-width. */
export const UNDERBUST_RULE_SPREAD_CM = 4

/**
 * Armpit girth = bust + 10 cm. The only statement of what the shop means by contornoAxila is
 * the spec's range, 80–130 cm: as wide as the bust's 70–120 and 10 cm above it, which fits a
 * girth taken at armpit level over the upper arms. A placeholder until the shop has measured
 * customers: the customer reviews it in the form.
 */
export const ARMPIT_OFFSET_CM = 10
export const ARMPIT_RULE_SPREAD_CM = 6

/** Combines the bust's own uncertainty (scaled by the rule's slope) with the rule's spread. */
function computeRuleEstimate(bust: Estimate, slope: number, offset: number, spread: number): Estimate {
  const value = slope * bust.value + offset
  const below = Math.hypot(slope * (bust.value - bust.p10), spread)
  const above = Math.hypot(slope * (bust.p90 - bust.value), spread)
  return { value, p10: value - below, p90: value + above }
}

export function computeUnderbustEstimate(bust: Estimate): Estimate {
  return computeRuleEstimate(bust, UNDERBUST_RATIO, 0, UNDERBUST_RULE_SPREAD_CM)
}

export function computeArmpitEstimate(bust: Estimate): Estimate {
  return computeRuleEstimate(bust, 1, ARMPIT_OFFSET_CM, ARMPIT_RULE_SPREAD_CM)
}
