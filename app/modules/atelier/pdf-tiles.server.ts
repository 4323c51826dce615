// The pattern printed at full scale on paper (docs/atelier.md#the-files): the layout cut into tiles
// of the paper's printable area, one page each, with the page number, its row and column, crop
// marks at the tile's corners and half-diamonds on each edge that meet the neighbour's when the
// pages are trimmed and taped edge to edge; the 10 cm test square is on the first page. A4 for a
// home printer; A0 for a copy shop (one sheet for most garments). pdfkit draws FreeSewing's path
// data as it is (SVG syntax), in millimetres.

import PDFDocument from 'pdfkit'
import { TEST_SQUARE_MM, type PatternLayout, type PatternPiece } from '#app/modules/atelier/pattern-pieces.server.ts'

export const PAPER = { A4: { width: 210, height: 297 }, A0: { width: 841, height: 1189 } } as const
export type PaperName = keyof typeof PAPER
/** What a printer leaves white round the page, mm: the tiles are the rest. */
export const PRINT_MARGIN_MM = 10

const PT_PER_MM = 72 / 25.4
const INK = '#2b2622'
const MARK = '#8a7f74'
const GUIDE = '#b9ada0'

export type PieceLabel = { title: string; detail: string }
export type PatternDrawing = { pieces: PatternPiece[]; layout: PatternLayout; labels: PieceLabel[] }
/** The drawing's words, in `lang`: the title, the page and tile labels, the test square's size and captions. */
export type TileTexts = {
  lang: string
  title: string
  page: (page: number, pages: number) => string
  tile: (row: number, col: number) => string
  square: [string, string, string, string]
}

/** How many pages of `paper` the layout takes: its width and height over the printable area, each rounded up. */
export function computeTiles(size: { width: number; height: number }, paper: PaperName) {
  const tileWidth = PAPER[paper].width - 2 * PRINT_MARGIN_MM
  const tileHeight = PAPER[paper].height - 2 * PRINT_MARGIN_MM
  const cols = Math.max(1, Math.ceil(size.width / tileWidth))
  const rows = Math.max(1, Math.ceil(size.height / tileHeight))
  return { cols, rows, tileWidth, tileHeight, pages: cols * rows }
}

/** Helvetica speaks WinAnsi: the narrow no-break spaces and the like become plain spaces. */
export const pdfSafe = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ').replace(/[\u2010-\u2012]/g, '-')

/** One piece's lines at (x, y) of the current coordinates (mm). */
export function drawPiece(doc: PDFKit.PDFDocument, piece: PatternPiece, x: number, y: number, weights = { cut: 0.6, seam: 0.25, mark: 0.25 }) {
  doc.save().translate(x + piece.offset.x, y + piece.offset.y)
  for (const line of piece.lines) {
    doc.path(line.d).lineWidth(weights[line.kind]).lineJoin('round')
    if (line.kind === 'seam') doc.dash(2, { space: 1.5 })
    else doc.undash()
    doc.strokeColor(line.kind === 'mark' ? MARK : INK).stroke()
  }
  doc.undash().restore()
}

function drawSquare(doc: PDFKit.PDFDocument, at: { x: number; y: number }, texts: TileTexts['square']) {
  const s = TEST_SQUARE_MM
  doc.save().rect(at.x, at.y, s, s).lineWidth(0.5).strokeColor(INK).stroke()
  doc.font('Helvetica-Bold').fontSize(9).fillColor(INK)
  doc.text(pdfSafe(texts[1]), at.x, at.y + s / 2 - 4, { width: s, align: 'center', lineBreak: false })
  doc
    .font('Helvetica')
    .fontSize(4.2)
    .fillColor(INK)
    .text(pdfSafe(texts[0]), at.x, at.y + s + 4, { width: s, lineBreak: false })
  doc
    .fontSize(3.4)
    .fillColor(MARK)
    .text(pdfSafe(texts[2]), at.x, at.y + s + 10, { width: s, lineBreak: false })
    .text(pdfSafe(texts[3]), at.x, at.y + s + 14.5, { width: s, lineBreak: false })
  doc.restore()
}

type View = { x: number; y: number; width: number; height: number }
const outside = (view: View | undefined, at: { x: number; y: number }, piece: PatternPiece) =>
  view !== undefined && (at.x > view.x + view.width || at.y > view.y + view.height || at.x + piece.width < view.x || at.y + piece.height < view.y)

function drawLabels(doc: PDFKit.PDFDocument, drawing: PatternDrawing, view?: View) {
  for (const [i, piece] of drawing.pieces.entries()) {
    const at = drawing.layout.pieces[i]!
    if (outside(view, at, piece)) continue
    const label = drawing.labels[i]!
    const size = Math.max(3.2, Math.min(8, piece.width / 10))
    const cx = at.x + piece.width / 2
    const y = at.y + piece.height / 2 - size
    // No `width`: pdfkit's line wrapper would start a new page for text below the paper's own height.
    centred(doc.font('Helvetica-Bold').fontSize(size).fillColor(INK), pdfSafe(label.title), cx, y)
    centred(
      doc
        .font('Helvetica')
        .fontSize(size * 0.6)
        .fillColor(MARK),
      pdfSafe(label.detail),
      cx,
      y + size * 1.3,
    )
  }
}

function centred(doc: PDFKit.PDFDocument, text: string, cx: number, y: number) {
  doc.text(text, cx - doc.widthOfString(text) / 2, y, { lineBreak: false })
}

/** Half-diamonds at the middle of each side of the tile (clipped to it): trimmed pages meet mark to mark. */
function drawJoinMarks(doc: PDFKit.PDFDocument, view: View) {
  const r = 4
  const { x, y, width, height } = view
  doc.save().fillColor(GUIDE)
  for (const [cx, cy] of [
    [x + width / 2, y],
    [x + width / 2, y + height],
    [x, y + height / 2],
    [x + width, y + height / 2],
  ] as const)
    doc.polygon([cx - r, cy], [cx, cy - r], [cx + r, cy], [cx, cy + r]).fill()
  doc.restore()
}

/** The whole drawing on one page's coordinates (mm, the layout's origin at 0,0). */
function drawAll(doc: PDFKit.PDFDocument, drawing: PatternDrawing, texts: TileTexts, view?: View) {
  drawSquare(doc, drawing.layout.square, texts.square)
  for (const [i, piece] of drawing.pieces.entries()) {
    const at = drawing.layout.pieces[i]!
    // Only what this tile shows: a piece outside it costs the file nothing.
    if (outside(view, at, piece)) continue
    drawPiece(doc, piece, at.x, at.y)
  }
  drawLabels(doc, drawing, view)
}

export function renderTiledPdf(drawing: PatternDrawing, paper: PaperName, texts: TileTexts): Promise<{ pdf: Buffer; pages: number }> {
  const tiles = computeTiles(drawing.layout, paper)
  const { width, height } = PAPER[paper]
  const doc = new PDFDocument({
    size: [width * PT_PER_MM, height * PT_PER_MM],
    margin: 0,
    autoFirstPage: false,
    info: { Title: pdfSafe(texts.title), Author: 'Gemela', Producer: 'Gemela' },
    lang: texts.lang,
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  const m = PRINT_MARGIN_MM
  for (let row = 0; row < tiles.rows; row++)
    for (let col = 0; col < tiles.cols; col++) {
      const page = row * tiles.cols + col + 1
      doc.addPage()
      doc.save().scale(PT_PER_MM)
      // The page's frame: crop marks outside the tile's corners, its number and place in the margin.
      doc.save().lineWidth(0.2).strokeColor(GUIDE)
      for (const [cx, cy] of [
        [m, m],
        [width - m, m],
        [m, height - m],
        [width - m, height - m],
      ] as const) {
        const sx = cx === m ? -1 : 1
        const sy = cy === m ? -1 : 1
        doc
          .moveTo(cx + sx * 1, cy)
          .lineTo(cx + sx * 7, cy)
          .moveTo(cx, cy + sy * 1)
          .lineTo(cx, cy + sy * 7)
          .stroke()
      }
      doc.restore()
      doc
        .font('Helvetica')
        .fontSize(3)
        .fillColor(MARK)
        .text(pdfSafe(`${texts.title} · ${texts.page(page, tiles.pages)} · ${texts.tile(row + 1, col + 1)}`), m, height - m + 3, {
          width: width - 2 * m,
          align: 'center',
          lineBreak: false,
        })
      // The tile: the layout moved under the printable area, clipped to it.
      const view = { x: col * tiles.tileWidth, y: row * tiles.tileHeight, width: tiles.tileWidth, height: tiles.tileHeight }
      doc.save().rect(m, m, tiles.tileWidth, tiles.tileHeight).clip()
      doc.translate(m - view.x, m - view.y)
      drawAll(doc, drawing, texts, view)
      drawJoinMarks(doc, view)
      doc.restore()
      // A big page number in the tile's corner, light enough not to hide a line.
      doc
        .font('Helvetica-Bold')
        .fontSize(tiles.pages > 1 ? 14 : 6)
        .fillColor(GUIDE)
        .text(String(page), width - m - 40, height - m - (tiles.pages > 1 ? 14 : 6), { width: 38, align: 'right', lineBreak: false })
      doc.restore()
    }
  doc.end()
  return done.then((pdf) => ({ pdf, pages: tiles.pages }))
}
