// Centimetre / inch conversion for the measurement form (docs/product.md#the-22-measurements: 1 in = 2.54 cm,
// values stored in cm).
//
// The rule: centimetres are kept to 1 decimal, inches to 2 decimals. Why 2: a tenth of an inch
// is 0.254 cm, coarser than the 0.1 cm the shop stores, so 1-decimal inches would lose the
// customer's value. A hundredth of an inch is 0.0254 cm; rounding to it moves a value by at most
// 0.0127 cm, less than half of 0.1 cm, so cm → in → cm always gives back the same tenth.
// Both directions first snap the value to whole ten-thousandths (an integer), so that binary
// floating point never decides a rounding of the shop's values.

export type LengthUnit = 'cm' | 'in'

export const CM_PER_INCH = 2.54
export const CM_DECIMALS = 1
export const IN_DECIMALS = 2

/** Centimetres → inches rounded to 2 decimals. */
export function cmToIn(cm: number): number {
  const tenThousandthsCm = Math.round(cm * 10_000)
  // hundredths of an inch = cm / 2.54 * 100 = tenThousandthsCm / 254. For the stored 1-decimal
  // values the numerator is an even multiple of 1000, never 127 mod 254: no tie to break.
  return Math.round(tenThousandthsCm / 254) / 100
}

/** Inches → centimetres rounded to 1 decimal. */
export function inToCm(inches: number): number {
  const tenThousandthsIn = Math.round(inches * 10_000)
  // tenths of a cm = inches * 2.54 * 10 = tenThousandthsIn * 254 / 100000.
  return Math.round((tenThousandthsIn * 254) / 100_000) / 10
}

/** A stored cm value converted for display in the chosen unit, rounded as above. */
export function computeDisplayValue(cm: number, unit: LengthUnit): number {
  return unit === 'in' ? cmToIn(cm) : Math.round(cm * 10) / 10
}

/** A value typed in the chosen unit converted to the stored cm value (1 decimal). */
export function computeStoredCm(value: number, unit: LengthUnit): number {
  return unit === 'in' ? inToCm(value) : Math.round(value * 10) / 10
}
