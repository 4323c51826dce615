import type { TFunction } from 'i18next'
import type { Locale } from '#app/i18n/config.ts'
import { draftFromSource } from '#app/modules/atelier/drafting.server.ts'
import { listPatternJobs } from '#app/modules/atelier/pattern-jobs.server.ts'
import { pieceCutText, pieceTitle } from '#app/modules/atelier/pattern-labels.ts'
import { extractPieces, layoutPieces, type PatternPiece } from '#app/modules/atelier/pattern-pieces.server.ts'
import { readPatternSource, type PatternSource } from '#app/modules/atelier/pattern-source.ts'
import { FABRIC_WIDTH_CM } from '#app/modules/atelier/layout.server.ts'
import { drawPiece } from '#app/modules/atelier/pdf-tiles.server.ts'
import type { AdminGarment, AdminOrderView } from '#app/modules/orders/admin-order-view.ts'
import { getGarmentItem } from '#app/modules/orders/pattern-items.server.ts'
import { pdfText } from '#app/utils/pdf.server.ts'
import { CREAM, header, INK, label, MUTED, PAGE } from './order-documents.server.ts'

/*
 * The production sheet's pattern page for a garment (docs/atelier.md#the-workshops-view): the
 * pieces to cut, a suggested layout of them on the fabric, the notes for the cutter and the
 * measurements the pattern was drafted from, derived ones marked. Drafted again from the order's
 * snapshot, so it is there whether or not the pattern worker has kept the files yet.
 */

/** `fabricWidthCm`: the width the order's metres were laid on (its snapshot), which the suggested layout is drawn on. */
export type PatternSheet = { source: PatternSource; pieces: PatternPiece[]; reason: string | null; fabricWidthCm: number }

/** Each garment's pattern for the sheet, by item id; a garment without a kept source is absent. */
export async function loadPatternSheets(order: AdminOrderView): Promise<Map<string, PatternSheet>> {
  const jobs = await listPatternJobs(order.id)
  const sheets = new Map<string, PatternSheet>()
  for (const item of order.items) {
    if (item.kind !== 'garment') continue
    const row = await getGarmentItem(item.id)
    const source = readPatternSource(row?.design?.pattern)
    if (!source) continue
    const job = jobs.get(item.id)
    // An order placed before fabrics had widths (migration 0030) was laid on the default.
    const fabricWidthCm = row?.design?.fabric?.widthCm ?? FABRIC_WIDTH_CM
    sheets.set(item.id, { source, pieces: extractPieces(draftFromSource(source)), reason: job?.status === 'done' ? null : (job?.lastError ?? null), fabricWidthCm })
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

/** Pieces, each as many times as it is cut (a piece cut on the fold once), laid on the fabric's width. */
function drawCuttingLayout(doc: PDFKit.PDFDocument, pieces: PatternPiece[], fabricWidthCm: number, x: number, y: number, width: number, maxHeight: number) {
  const copies = pieces.flatMap((piece, i) => Array.from({ length: Math.max(1, piece.cut) }, () => ({ piece, i })))
  const fabricMm = fabricWidthCm * 10
  const layout = layoutPieces(
    copies.map((c) => c.piece),
    fabricMm,
    false,
  )
  // The fabric runs down the page: its width across, the length it takes downwards.
  const scale = Math.min(width / fabricMm, maxHeight / layout.height)
  doc
    .save()
    .rect(x, y, fabricMm * scale, layout.height * scale)
    .fill(CREAM)
    .restore()
  doc.save().translate(x, y).scale(scale)
  for (const [k, copy] of copies.entries()) drawPiece(doc, copy.piece, layout.pieces[k]!.x, layout.pieces[k]!.y, { cut: 2.5, seam: 0.01, mark: 0.01 })
  doc.restore()
  for (const [k, copy] of copies.entries()) {
    const at = layout.pieces[k]!
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .fillColor(INK)
      .text(String(copy.i + 1), x + (at.x + copy.piece.width / 2) * scale - 10, y + (at.y + copy.piece.height / 2) * scale - 4, { width: 20, align: 'center', lineBreak: false })
  }
  return y + layout.height * scale
}

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
  // The pieces to cut, numbered as the layout draws them.
  let y = label(doc, t('atelier.sheet.pieces'), margin, top, leftWidth)
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
  // The suggested layout, across the page's width below both columns.
  y = Math.max(leftBottom, doc.y) + 18
  y = label(doc, t('atelier.sheet.layout', { width: sheet.fabricWidthCm }), margin, y, full)
  const bottom = PAGE.height - margin - 24
  if (bottom - y > 60) drawCuttingLayout(doc, pieces, sheet.fabricWidthCm, margin, y + 2, full, bottom - y - 4)
}
