// fontkit ships no types; what scripts/lib/font-fallbacks.ts reads of it (it comes with pdfkit).
declare module 'fontkit' {
  export interface Glyph {
    id: number
    advanceWidth: number
  }
  export interface Font {
    unitsPerEm: number
    ascent: number
    descent: number
    lineGap: number
    fvar?: { axis: { axisTag: string; minValue: number; defaultValue: number; maxValue: number }[] }
    /** Axis values (user units) of the instance to read; set before the first glyph is read. */
    variationCoords: number[] | null
    glyphsForString(text: string): Glyph[]
  }
  export function openSync(path: string): Font
}
