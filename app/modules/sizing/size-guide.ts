import type { Locale } from '#app/i18n/config.ts'
import { formatQuantity } from '#app/i18n/numbers.ts'
import { CM_PER_INCH } from './units.ts'

export type GuideMeasure = 'chest' | 'waist' | 'hip'
export const guideMeasures: readonly GuideMeasure[] = ['chest', 'waist', 'hip']

/**
 * The ease the workshop adds to her body measurements when it cuts each kind of garment, in cm
 * (docs/product.md, "How it fits"): a shirt is cut with room to move and tuck in, a knit top closer,
 * trousers and skirts sit at the waist and skim the hip. A measurement a garment does not reach has none.
 */
export const garmentEase: Record<string, Partial<Record<GuideMeasure, number>>> = {
  shirt: { chest: 10, waist: 10, hip: 8 },
  top: { chest: 6, waist: 6, hip: 6 },
  trousers: { waist: 2, hip: 6 },
  skirt: { waist: 2, hip: 6 },
}

/** The ease of a garment kind as rows (measure and cm), in the guide's order; none for a kind the table does not know. */
export function computeEaseRows(garmentKind: string): { measure: GuideMeasure; cm: number }[] {
  const ease = garmentEase[garmentKind] ?? {}
  return guideMeasures.flatMap((measure) => (ease[measure] === undefined ? [] : [{ measure, cm: ease[measure] }]))
}

/** A standard size as the catalogue keeps it: each body measurement a range of whole cm, '86-90'. */
export type StandardSize = { id: number; name: string; chest: string; waist: string; hip: string }

export type SizeGuideRow = { id: number; name: string; cells: Record<GuideMeasure, { cm: string; in: string }> }

function readRange(text: string): number[] {
  return text
    .split('-')
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isFinite(n) && n > 0)
}

/** A range as the catalogue keeps it ('86-90') as a reader reads it: an en dash, her number format ("86–90"). */
export function formatCmRange(text: string, locale: Locale): string {
  return readRange(text)
    .map((cm) => formatQuantity(cm, locale, 0))
    .join('–')
}

/** Centimetres to tenths of an inch, rounded once (cmToIn's hundredths rounded again would turn 28.346 into 28.4). */
function tenthsOfInch(cm: number): number {
  return Math.round((cm * 10) / CM_PER_INCH)
}

/**
 * The size guide: each standard size's body measurements in cm as the shop states them and in inches
 * (one decimal), ranges written with an en dash in the reader's number format ("86–90", "33,9–35,4").
 */
export function computeSizeGuide(sizes: readonly StandardSize[], locale: Locale): SizeGuideRow[] {
  return sizes.map((size) => {
    const cells = Object.fromEntries(
      guideMeasures.map((measure) => {
        const range = readRange(size[measure])
        return [
          measure,
          {
            cm: formatCmRange(size[measure], locale),
            in: range.map((cm) => formatQuantity(tenthsOfInch(cm) / 10, locale, 1)).join('–'),
          },
        ]
      }),
    ) as SizeGuideRow['cells']
    return { id: size.id, name: size.name, cells }
  })
}
