import type { TFunction } from 'i18next'
import type { Locale } from '#app/i18n/config.ts'
import { draftFromSource, type DraftedPattern } from '#app/modules/atelier/drafting.server.ts'
import { DESIGN_MEASUREMENTS } from '#app/modules/atelier/garment-patterns.ts'
import { pieceCutText, pieceTitle } from '#app/modules/atelier/pattern-labels.ts'
import { computeCuttingLay, type CuttingLay } from '#app/modules/atelier/cutting-lay.server.ts'
import { FABRIC_WIDTH_CM, LayoutError } from '#app/modules/atelier/layout.server.ts'
import { extractPieces, type PatternPiece } from '#app/modules/atelier/pattern-pieces.server.ts'
import { readPatternSource, type PatternSource } from '#app/modules/atelier/pattern-source.ts'
import { logger } from '#app/utils/logger.server.ts'
import { drawPiece } from '#app/modules/atelier/pdf-tiles.server.ts'
import type { AdminGarment, AdminOrderView } from '#app/modules/orders/admin-order-view.ts'
import { getGarmentItem } from '#app/modules/orders/pattern-items.server.ts'
import { pdfText } from '#app/utils/pdf.server.ts'
import { CREAM, header, INK, label, MUTED, PAGE } from './order-documents.server.ts'

/*
 * The production sheet's pattern page for a garment (docs/atelier.md#the-workshops-view): the
 * pieces to cut, the lay the order's metres were charged for (cutting-lay.server.ts), the notes for the cutter and the
 * measurements the pattern was drafted from, derived ones marked. Drafted again from the order's
 * snapshot, so it is there whether or not the pattern worker has kept the files yet.
 */

/**
 * Why the pattern cannot be drafted from the order's snapshot, so the sheet has no pieces to list:
 * measurements the snapshot lacks (named, in the admin's words), or FreeSewing's own error.
 */
export type SheetReason = { code: 'missing'; names: string[] } | { code: 'draft'; error: string }

/**
 * `reason`: why there are no pieces (null when there are); `fabricWidthCm`: the width the order's
 * metres were laid on (its snapshot); `lay`: the pattern laid on it as the metres were (null when it
 * cannot be laid: the sheet says so rather than draw another lay).
 */
export type PatternSheet = { source: PatternSource; pieces: PatternPiece[]; reason: SheetReason | null; fabricWidthCm: number; lay: CuttingLay | null }

/** The sheet's pattern drafted from the order's snapshot: its pieces and lay, or why there are none. */
export function computePatternSheet(source: PatternSource, fabricWidthCm: number, itemId: string): PatternSheet {
  const missing = DESIGN_MEASUREMENTS[source.design].filter((name) => !(name in source.measurements))
  let drafted: DraftedPattern | null = null
  let error: string | null
  try {
    drafted = draftFromSource(source)
    error = drafted.errors[0] ?? null
  } catch (err) {
    error = err instanceof Error ? err.message : String(err)
  }
  const reason: SheetReason | null = missing.length > 0 ? { code: 'missing', names: missing } : error !== null ? { code: 'draft', error } : null
  if (reason || !drafted) {
    logger.warn({ reason, itemId }, 'production sheet: the pattern could not be drafted from the order’s snapshot')
    return { source, pieces: [], reason, fabricWidthCm, lay: null }
  }
  return { source, pieces: extractPieces(drafted), reason: null, fabricWidthCm, lay: layOf(drafted, fabricWidthCm, itemId) }
}

function layOf(drafted: DraftedPattern, widthCm: number, itemId: string): CuttingLay | null {
  try {
    return computeCuttingLay(drafted, widthCm)
  } catch (error) {
    // A piece wider than the fabric is the order's data, not a fault in the code: its reason, no stack.
    const what = error instanceof LayoutError ? { reason: error.message } : { err: error }
    logger.warn({ ...what, itemId, widthCm }, 'production sheet: the pattern could not be laid on the order’s width')
    return null
  }
}

/** Each garment's pattern for the sheet, by item id; a garment without a kept source is absent. */
export async function loadPatternSheets(order: AdminOrderView): Promise<Map<string, PatternSheet>> {
  const sheets = new Map<string, PatternSheet>()
  for (const item of order.items) {
    if (item.kind !== 'garment') continue
    const row = await getGarmentItem(item.id)
    const source = readPatternSource(row?.design?.pattern)
    if (!source) continue
    // An order placed before fabrics had widths (migration 0030) was laid on the default.
    sheets.set(item.id, computePatternSheet(source, row?.design?.fabric?.widthCm ?? FABRIC_WIDTH_CM, item.id))
  }
  return sheets
}

const cm = (mm: number, locale: Locale) => {
  const text = (Math.round(mm) / 10).toFixed(1)
  return `${locale === 'es' ? text.replace('.', ',') : text} cm`
}

function measurementValue(name: string, value: number, locale: Locale) {
  if (name === 'shoulderSlope') return `${locale === 'es' ? value.toFixed(1).replace('.', ',') : value.toFixed(1)}°`
  return cm(value, locale)
}

function noteText(t: TFunction, note: PatternSource['plan']['notes'][number], locale: Locale) {
  const values = Object.fromEntries(Object.entries(note.values ?? {}).map(([k, v]) => [k, locale === 'es' ? String(v).replace('.', ',') : String(v)]))
  return t(`atelier.notes.${note.code}`, values)
}

const SELVAGE = '#e6dccd'
const FOLD = '#8c5a3c'

/** The fold's line on the sheet (the lay and its legend alike): dash-dot, in the fold's colour; `width` in the drawing's units. */
const foldStyle = (doc: PDFKit.PDFDocument, width: number) => {
  // pdfkit takes a dash array (its types know only a dash and a space).
  const dashArray = doc.dash as unknown as (lengths: number[], options: object) => PDFKit.PDFDocument
  return dashArray.call(doc.lineWidth(width), [width * 14, width * 5, width * 2, width * 5], {}).strokeColor(FOLD)
}

/**
 * The lay the metres were charged for, the fabric running down the page: its width across (the
 * selvages shaded at both edges), each placement drawn where the packer put it (opened on its fold,
 * turned when its grain runs across the drawing) and numbered as the list of pieces, and a dashed
 * line where the pieces end (below it, the end allowance the metres include).
 */
function drawCuttingLayout(doc: PDFKit.PDFDocument, pieces: PatternPiece[], lay: CuttingLay, x: number, y: number, width: number, maxHeight: number) {
  const scale = Math.min(width / lay.widthMm, maxHeight / lay.lengthMm)
  const left = x + (width - lay.widthMm * scale) / 2
  doc.save().translate(left, y).scale(scale)
  doc.rect(0, 0, lay.widthMm, lay.lengthMm).fill(CREAM)
  doc.rect(0, 0, lay.selvageMm, lay.lengthMm).fill(SELVAGE)
  doc.rect(lay.widthMm - lay.selvageMm, 0, lay.selvageMm, lay.lengthMm).fill(SELVAGE)
  doc.moveTo(0, lay.laidMm).lineTo(lay.widthMm, lay.laidMm).lineWidth(1.5).dash(8, { space: 6 }).strokeColor(MUTED).stroke().undash()
  const byName = new Map(pieces.map((piece, i) => [piece.name, { piece, number: i + 1 }]))
  for (const placement of lay.placements) {
    const drawn = byName.get(placement.name.slice(placement.name.indexOf('.') + 1))
    if (!drawn) continue
    // The piece's lines as the lay has them: opened on its fold, nothing to cut along it.
    const opened = { ...drawn.piece, lines: placement.lines }
    for (const matrix of placement.halves) {
      doc.save().transform(...matrix)
      drawPiece(doc, opened, -drawn.piece.offset.x, -drawn.piece.offset.y, { cut: 2.5, seam: 0.01, mark: 0.01 })
      doc.restore()
    }
    if (placement.foldLine) {
      const [from, to] = placement.foldLine
      doc.moveTo(from.x, from.y).lineTo(to.x, to.y)
      foldStyle(doc, 1.6).stroke().undash()
    }
  }
  doc.restore()
  for (const placement of lay.placements) {
    const drawn = byName.get(placement.name.slice(placement.name.indexOf('.') + 1))
    if (!drawn) continue
    const cx = left + (placement.x + placement.w / 2) * scale
    const cy = y + (placement.y + placement.h / 2) * scale
    // On the cloth's colour, so a fold line through the middle does not run through the number.
    doc.rect(cx - 5, cy - 5.5, 10, 11).fill(CREAM)
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .fillColor(INK)
      .text(String(drawn.number), cx - 10, cy - 4, {
        width: 20,
        align: 'center',
        lineBreak: false,
      })
  }
  return y + lay.lengthMm * scale
}

/** The sentence in the pieces' place: "Patrón no disponible: …", ending with its own full stop (an error message's own is dropped). */
export function reasonText(t: TFunction, reason: SheetReason): string {
  const why =
    reason.code === 'missing'
      ? t('atelier.sheet.reasons.missing', {
          count: reason.names.length,
          names: reason.names.map((name) => t('atelier.sheet.reasons.name', { name: t(`atelier.measurements.names.${name}`) })).join(', '),
        })
      : t('atelier.sheet.reasons.draft', { error: reason.error.trim().replace(/\.+$/, '') })
  return t('atelier.sheet.unavailable', { reason: why })
}

const metresText = (metres: number, locale: Locale) => (locale === 'es' ? metres.toFixed(2).replace('.', ',') : metres.toFixed(2))

export function patternPage(doc: PDFKit.PDFDocument, t: TFunction, locale: Locale, order: AdminOrderView, item: AdminGarment, sheet: PatternSheet | undefined, subtitle: string) {
  doc.addPage()
  header(doc, t, order, t('atelier.sheet.title'), `${subtitle} · ${item.productName}`)
  const { margin } = PAGE
  const top = margin + 116
  const full = PAGE.width - margin * 2
  if (!sheet) {
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(INK)
      .text(pdfText(t('atelier.status.missing')), margin, top, { width: full })
    return
  }
  const { source, pieces } = sheet
  const leftWidth = 250
  // The pieces to cut, numbered as the layout draws them; or why there are none.
  let y = label(doc, t('atelier.sheet.pieces'), margin, top, leftWidth)
  if (sheet.reason) {
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor(INK)
      .text(pdfText(reasonText(t, sheet.reason)), margin, y, { width: leftWidth, lineGap: 2 })
    y = doc.y + 10
  }
  for (const [i, piece] of pieces.entries()) {
    doc
      .font('Helvetica-Bold')
      .fontSize(10.5)
      .fillColor(INK)
      .text(pdfText(`${i + 1}. ${pieceTitle(t, piece.name)}`), margin, y, { width: leftWidth - 70, lineBreak: false })
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(pdfText(`${cm(piece.width, locale)} × ${cm(piece.height, locale)}`), margin + leftWidth - 90, y + 1, { width: 90, align: 'right', lineBreak: false })
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(pdfText(pieceCutText(t, piece)), margin + 14, y + 13, { width: leftWidth - 14, lineBreak: false })
    y += 28
  }
  // The notes: what the pattern cannot draw.
  y = label(doc, t('atelier.sheet.notes'), margin, y + 8, leftWidth)
  const notes = source.plan.notes.length ? source.plan.notes.map((note) => `• ${noteText(t, note, locale)}`) : [t('atelier.sheet.noNotes')]
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(INK)
    .text(pdfText(notes.join('\n')), margin, y, { width: leftWidth, lineGap: 2 })
  const leftBottom = doc.y
  // The measurements it was drafted from, derived ones marked.
  const x = margin + leftWidth + 24
  const width = PAGE.width - margin - x
  y = label(doc, t('atelier.measurements.title'), x, top, width)
  const from =
    source.body.type === 'standard'
      ? t('atelier.measurements.fromSize', { size: source.body.size })
      : t(source.body.method === 'estimated' ? 'atelier.measurements.fromEstimate' : 'atelier.measurements.fromProfile')
  doc.font('Helvetica-Bold').fontSize(11).fillColor(INK).text(pdfText(from), x, y, { width })
  y = doc.y + 4
  for (const [name, value] of Object.entries(source.measurements)) {
    const derived = source.derived.includes(name as never)
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(INK)
      .text(pdfText(t(`atelier.measurements.names.${name}`) + (derived ? ` (${t('atelier.measurements.derived')})` : '')), x, y, { width: width - 60, lineBreak: false })
    doc.font('Helvetica-Bold').text(pdfText(measurementValue(name, value, locale)), x + width - 60, y, { width: 60, align: 'right', lineBreak: false })
    y += 14
  }
  if (source.derived.length)
    doc
      .font('Helvetica')
      .fontSize(7.5)
      .fillColor(MUTED)
      .text(pdfText(t('atelier.measurements.derivedNote')), x, y + 4, { width })
  // No pieces, no lay: the reason above says why.
  if (sheet.reason) return
  // The suggested layout, across the page's width below both columns.
  y = Math.max(leftBottom, doc.y) + 18
  y = label(doc, t('atelier.sheet.layout'), margin, y, full)
  const { lay } = sheet
  const caption = lay
    ? t('atelier.sheet.layCaption', { width: sheet.fabricWidthCm, metres: metresText(lay.metres, locale) })
    : t('atelier.sheet.layUnavailable', { width: sheet.fabricWidthCm })
  doc
    .font(lay ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(10)
    .fillColor(INK)
    .text(pdfText(caption), margin, y, { width: full })
  if (lay) {
    const number = (value: number) => (locale === 'es' ? String(value).replace('.', ',') : String(value))
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(pdfText(t('atelier.sheet.layLegend', { selvage: number(lay.selvageMm / 10), end: number((lay.lengthMm - lay.laidMm) / 10) })), margin, doc.y + 2, { width: full })
    if (lay.placements.some((p) => p.foldLine)) {
      // The fold's line as the lay draws it, then what it means.
      const at = doc.y + 2
      doc
        .save()
        .moveTo(margin, at + 4.5)
        .lineTo(margin + 26, at + 4.5)
      foldStyle(doc, 1).stroke().undash().restore()
      doc
        .font('Helvetica')
        .fontSize(8)
        .fillColor(MUTED)
        .text(pdfText(t('atelier.sheet.layFold')), margin + 32, at, { width: full - 32 })
    }
  }
  y = doc.y + 6
  const bottom = PAGE.height - margin - 24
  if (lay && bottom - y > 60) drawCuttingLayout(doc, pieces, lay, margin, y, full, bottom - y)
}
